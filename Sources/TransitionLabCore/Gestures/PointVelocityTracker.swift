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

    /// Largest speed reported per axis, in units per second.
    let limit: Double

    /// - Parameters:
    ///   - noise: net movement per axis over the tracker's window taken as jitter (see `VelocityTracker`).
    ///   - limit: largest speed reported per axis; the default, 100 000 pt/s, is ten times a fast human flick.
    init(noise: Double = 1, limit: Double = 100_000) {
        self.limit = limit
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

    /// Units per second at the newest sample (see `VelocityTracker.velocity(at:)`), each axis clamped to
    /// ±`limit`: events a few nanoseconds apart (or hostile timestamps) must not make a velocity no finger can reach.
    var velocity: Point {
        var x = x
        var y = y
        if let pending {
            x.addSample(pending.x, at: pendingTime)
            y.addSample(pending.y, at: pendingTime)
        }
        return Point(x: min(max(x.velocity(), -limit), limit), y: min(max(y.velocity(), -limit), limit))
    }
}
