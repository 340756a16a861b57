/// A `VelocityTracker` per axis: the velocity of a gesture's position (pan) or of a scalar carried in `x` (pinch
/// scale), from the event timestamps.
///
/// Events that share a timestamp (two fingers of one touch frame arrive as two pointer events) count as one
/// sample, the last one, as UIKit sees all touches of a frame in one `UIEvent`.
struct PointVelocityTracker: Sendable, Hashable {
    private var x: VelocityTracker
    private var y: VelocityTracker
    private var pending: Point?
    private var pendingTime = 0.0

    /// - Parameter noise: net movement per axis over the tracker's window taken as jitter (see `VelocityTracker`).
    init(noise: Double = 1) {
        x = VelocityTracker(noise: noise)
        y = VelocityTracker(noise: noise)
    }

    /// Records `position` at `time` (seconds on the event clock).
    mutating func append(_ position: Point, at time: Double) {
        guard position.x.isFinite, position.y.isFinite, time.isFinite else { return }
        if let pending, time != pendingTime {
            x.addSample(pending.x, at: pendingTime)
            y.addSample(pending.y, at: pendingTime)
        }
        pending = position
        pendingTime = time
    }

    /// Units per second at the newest sample (see `VelocityTracker.velocity(at:)`).
    var velocity: Point {
        var x = x
        var y = y
        if let pending {
            x.addSample(pending.x, at: pendingTime)
            y.addSample(pending.y, at: pendingTime)
        }
        return Point(x: x.velocity(), y: y.velocity())
    }
}
