/// Animates named values with springs or scroll-view decay on a deterministic clock.
///
/// A scene owns one `Animator` (a value type), starts motions when input arrives and calls
/// `advance(to: sceneTime)` once per tick, then reads values:
///
/// ```swift
/// var animator = Animator()
/// animator.setValue(0, forKey: "progress")
/// animator.animate("progress", to: 1, with: Spring(uiKitDuration: 1, dampingRatio: 0.5), duration: 1)
/// let settled = animator.advance(to: 0.25)   // keys that came to rest during this step
/// let progress = animator["progress"]        // the value at scene time 0.25
/// ```
///
/// - Time: the animator's own `time` advances by (scene time elapsed) × `timeScale`, and not while `isPaused`.
///   It is computed from the scene time and the last change of `timeScale`, `isPaused` or `fractionComplete`,
///   not summed frame by frame, so it does not depend on how often `advance(to:)` runs. Motions start at the
///   current `time`, i.e. at the scene time of the last `advance(to:)`: the same calls at the same scene times
///   give the same values bit for bit at any frame rate, while input applied between frames without advancing
///   to its own time first starts at the last frame's time.
/// - Every motion is a short list of closed-form segments (a spring, a decay, a decay then a spring back), so
///   values can be read at any time and the same calls give the same values bit for bit.
/// - Interruptible: `animate` or `decelerate` on a moving key starts from its current value and velocity.
/// - Scrubbing: setting `fractionComplete` pauses and moves every running motion along one shared timeline,
///   as `UIViewPropertyAnimator.fractionComplete` does; clear `isPaused` to continue from there.
/// - Completion: a motion settles at its end time (a spring's settling duration or the UIKit `duration` it was
///   given, a decay's stop), snaps to its final value, and its key is returned by `advance(to:)`.
public struct Animator: Sendable {
    /// Animator seconds elapsed (scene time scaled by `timeScale`, stopped while paused).
    public private(set) var time: Double = 0
    /// Animator seconds per scene second: below 1 gives slow motion.
    public var timeScale: Double = 1 { didSet { rebase() } }
    /// While paused, `advance(to:)` leaves `time` and every motion where they are.
    public var isPaused = false { didSet { rebase() } }

    private var sceneTime: Double
    /// `time` and the scene time when the clock last changed rate or was set; `time` runs on linearly from here.
    private var origin: (time: Double, sceneTime: Double)
    private var entries: [String: Entry] = [:]

    /// An empty animator whose clock starts at scene time `sceneTime`.
    public init(sceneTime: Double = 0) {
        self.sceneTime = sceneTime
        origin = (0, sceneTime)
    }

    /// The value of `key` at the current time, or nil if it was never set.
    public subscript(key: String) -> Double? {
        entries[key].map { $0.state(at: time).value }
    }

    /// The velocity of `key` (units per second of animator time); 0 at rest or if unknown.
    public func velocity(forKey key: String) -> Double {
        entries[key]?.state(at: time).velocity ?? 0
    }

    /// Where `key` will come to rest: the running motion's final value, or its current value.
    public func target(forKey key: String) -> Double? {
        entries[key].map { $0.motion?.finalValue ?? $0.value }
    }

    /// Whether any key is moving.
    public var isAnimating: Bool { entries.values.contains { $0.motion != nil } }

    /// Whether `key` is moving.
    public func isAnimating(_ key: String) -> Bool { entries[key]?.motion != nil }

    /// Sets `key` to `value` immediately, stopping any motion.
    public mutating func setValue(_ value: Double, forKey key: String) {
        entries[key] = Entry(value: value, motion: nil)
    }

    /// Stops `key` where it is now.
    public mutating func stop(_ key: String) {
        guard let value = self[key] else { return }
        setValue(value, forKey: key)
    }

    /// Springs `key` to `target`, starting from its current value (0 if unset).
    ///
    /// - Parameters:
    ///   - spring: the spring; its motion is evaluated in closed form.
    ///   - duration: UIKit's duration, for springs from `UIView.animate(withDuration:…usingSpringWithDamping:…)`:
    ///     Core Animation draws the spring until `duration`, then the value sits at the target. Nil runs the
    ///     spring until it settles within `threshold`.
    ///   - initialVelocity: units per second; nil keeps the key's current velocity (interrupting smoothly).
    ///   - threshold: displacement counted as at rest; nil uses 0.001 of the motion's scale (as Core Animation).
    public mutating func animate(
        _ key: String, to target: Double, with spring: Spring, duration: Double? = nil,
        initialVelocity: Double? = nil, threshold: Double? = nil
    ) {
        let now = currentState(key, velocity: initialVelocity)
        let segment = Segment.spring(
            spring, target: target, start: time, value: now.value, velocity: now.velocity, duration: duration,
            threshold: threshold)
        entries[key] = Entry(value: now.value, motion: Motion(segments: [segment]))
    }

    /// Lets `key` coast like `UIScrollView` after the finger lifts: exponential decay at `rate`; with `bounds`,
    /// a decay that would pass an edge springs back from it (`RubberBand.springBack`), and an offset already
    /// outside springs back to the nearest edge.
    ///
    /// - Parameters:
    ///   - velocity: points per second; nil keeps the key's current velocity.
    ///   - threshold: the decay stops when less than this many points remain (a sixth of a point by default,
    ///     half a pixel at 3×), and the spring back settles within it.
    public mutating func decelerate(
        _ key: String, velocity: Double? = nil, rate: DecelerationRate = .normal, bounds: ClosedRange<Double>? = nil,
        threshold: Double = 1.0 / 6
    ) {
        let now = currentState(key, velocity: velocity)
        let segments = Segment.deceleration(
            start: time, value: now.value, velocity: now.velocity, rate: rate, bounds: bounds, threshold: threshold)
        entries[key] = Entry(value: now.value, motion: Motion(segments: segments))
    }

    /// Advances to scene time `sceneTime` (ignored unless later than the last one) and returns, sorted, the keys
    /// whose motion came to rest.
    @discardableResult
    public mutating func advance(to sceneTime: Double) -> [String] {
        guard sceneTime > self.sceneTime else { return [] }
        self.sceneTime = sceneTime
        guard !isPaused else { return [] }
        time = origin.time + (sceneTime - origin.sceneTime) * timeScale
        var settled: [String] = []
        for (key, entry) in entries {
            guard let motion = entry.motion, time >= motion.end else { continue }
            entries[key] = Entry(value: motion.finalValue, motion: nil)
            settled.append(key)
        }
        return settled.sorted()
    }

    /// Progress along the running motions' shared timeline, from the earliest start to the latest end (0…1;
    /// 0 when nothing runs). Setting it pauses the animator and moves `time` there.
    public var fractionComplete: Double {
        get {
            guard let span = runningSpan, span.upperBound > span.lowerBound else { return 0 }
            return min(1, max(0, (time - span.lowerBound) / (span.upperBound - span.lowerBound)))
        }
        set {
            guard let span = runningSpan, span.upperBound.isFinite else { return }
            isPaused = true
            time = span.lowerBound + min(1, max(0, newValue)) * (span.upperBound - span.lowerBound)
            rebase()
        }
    }

    private mutating func rebase() {
        origin = (time, sceneTime)
    }

    private var runningSpan: ClosedRange<Double>? {
        let motions = entries.values.compactMap(\.motion)
        guard let start = motions.map(\.start).min(), let end = motions.map(\.end).max() else { return nil }
        return start...end
    }

    private func currentState(_ key: String, velocity: Double?) -> (value: Double, velocity: Double) {
        let state = entries[key]?.state(at: time) ?? (value: 0, velocity: 0)
        return (state.value, velocity ?? state.velocity)
    }
}

extension Animator {
    /// One key: its resting value, or the motion it follows.
    private struct Entry: Sendable {
        var value: Double
        var motion: Motion?

        func state(at time: Double) -> (value: Double, velocity: Double) {
            motion?.state(at: time) ?? (value, 0)
        }
    }
}
