/// The recent timestamped positions of a gesture and the velocity they imply.
///
/// Velocity is the displacement across the samples of the last `window` seconds divided by their time span: the
/// finite difference UIKit's pan keeps in its private `_velocitySample` / `_previousVelocitySample` pair
/// (iOS 15.2 runtime headers, akariicafe/Runtime-Headers, `UIKitCore/UIPanGestureRecognizer.h`); the exact
/// window UIKit uses is not public (uncertain). A pointer that rests for a whole window before lifting has zero
/// velocity, as a finger held still does on iOS.
struct MotionSamples: Sendable, Hashable {
    /// Seconds of history that count.
    static let window = 0.1
    private var times: [Double] = []
    private var positions: [Point] = []

    /// Records `position` at `time` (seconds); a sample older than the newest is ignored.
    mutating func append(_ position: Point, at time: Double) {
        if let last = times.last, time < last { return }
        times.append(time)
        positions.append(position)
        let cutoff = time - Self.window
        if let keep = times.firstIndex(where: { $0 >= cutoff }), keep > 0 {
            times.removeFirst(keep)
            positions.removeFirst(keep)
        }
    }

    /// Units per second over the window; zero with fewer than two distinct sample times.
    var velocity: Point {
        guard let first = times.first, let last = times.last, last > first else { return .zero }
        let dt = last - first
        return Point(
            x: (positions.last!.x - positions[0].x) / dt,
            y: (positions.last!.y - positions[0].y) / dt
        )
    }
}
