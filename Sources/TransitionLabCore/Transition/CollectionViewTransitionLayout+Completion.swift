/// Animated keys, progress velocity, and `finishInteractiveTransition` / `cancelInteractiveTransition`.
extension CollectionViewTransitionLayout {
    /// The spring that completes the remaining progress after a finish or cancel, unless one is passed.
    ///
    /// Apple documents that the recorded speeds "determine the speed with which to perform the remaining
    /// animations" (Apple's UICollectionViewTransitionLayout reference) but not the curve. We use SwiftUI's `Spring(response: 0.3, dampingRatio: 1)`,
    /// mapped with Apple's published formulas (mass 1, stiffness (2π/response)² ≈ 438.65, damping 4πζ/response
    /// ≈ 41.89; Apple, [Spring.init(response:dampingRatio:)][swiftui-spring]).
    /// Critical damping because progress beyond 1 (or below 0) has no layout to show, so a bounce would only stall
    /// at the end; 0.3 s as a quick, system-like settle (about 0.45 s to within 0.1 %) that a fast flick's velocity
    /// can still shorten or carry past the middle.
    ///
    /// [swiftui-spring]: https://developer.apple.com/documentation/swiftui/spring/init(response:dampingratio:)
    public static let defaultCompletionSpring: Spring = {
        let response = 0.3
        let omega = 2 * Double.pi / response
        return Spring(mass: 1, stiffness: omega * omega, damping: 2 * omega)
    }()

    /// The progress key `updateTransitionProgress(_:at:)` records under.
    public static let progressKey = "transitionProgress"

    /// A finish or cancel animation in flight (or settled).
    struct Completion: Sendable {
        var finishing: Bool
        var startTime: Double
        var spring: Spring
        /// Per key (the progress included): value and velocity at `startTime`, and the target.
        var keys: [String: (value: Double, velocity: Double, target: Double)]
        var isSettled = false
    }

    /// Where a transition stands.
    public enum State: Sendable, Hashable {
        /// Driven by `transitionProgress`.
        case interactive
        /// Animating to progress 1 (`finishing: true`) or 0.
        case completing(finishing: Bool)
        /// Settled at progress 1: install `nextLayout` at `nextContentOffset`.
        case finished
        /// Settled at progress 0: keep `currentLayout` at `currentContentOffset`.
        case cancelled
    }

    /// The time the running finish or cancel animation started (the lift that ended the pinch; a live change of
    /// the completion spring restarts it), or nil when none runs.
    public var completionStartTime: Double? {
        guard let completion, !completion.isSettled else { return nil }
        return completion.startTime
    }

    /// The transition's state.
    public var state: State {
        guard let completion else { return .interactive }
        if !completion.isSettled { return .completing(finishing: completion.finishing) }
        return completion.finishing ? .finished : .cancelled
    }

    /// `updateValue(_:forAnimatedKey:)`: records `value` for `key` at `time` (seconds) so its velocity is known.
    public mutating func updateValue(_ value: Double, forAnimatedKey key: String, at time: Double) {
        animatedKeys[key, default: AnimatedKeyTrack()].record(value, at: time)
    }

    /// `value(forAnimatedKey:)`: the latest value of `key` (0 if never set); during a completion, its animated value.
    public func value(forAnimatedKey key: String) -> Double {
        animatedKeys[key]?.value ?? 0
    }

    /// `key`'s velocity in units per second from its timestamped samples.
    public func velocity(forAnimatedKey key: String) -> Double {
        animatedKeys[key]?.velocity ?? 0
    }

    /// Sets `transitionProgress` and records it at `time`, so `progressVelocity` follows the gesture.
    public mutating func updateTransitionProgress(_ progress: Double, at time: Double) {
        transitionProgress = progress
        updateValue(progress, forAnimatedKey: Self.progressKey, at: time)
    }

    /// `updateTransitionProgress(_:at:)` while the transition is interactive; nothing once it finishes or cancels.
    public mutating func updateInteractiveProgress(_ progress: Double, at time: Double) {
        guard state == .interactive else { return }
        updateTransitionProgress(progress, at: time)
    }

    /// Progress per second, from the progress recorded with `updateTransitionProgress(_:at:)`.
    public var progressVelocity: Double { velocity(forAnimatedKey: Self.progressKey) }

    /// `UICollectionView.finishInteractiveTransition()`: springs the progress to 1 from its current value and
    /// velocity. Keys listed in `animatedKeyTargets` spring to their targets with the same spring; others hold.
    public mutating func finishInteractiveTransition(
        at time: Double, animatedKeyTargets: [String: Double] = [:], spring: Spring = Self.defaultCompletionSpring
    ) {
        complete(finishing: true, at: time, targets: animatedKeyTargets, spring: spring)
    }

    /// `UICollectionView.cancelInteractiveTransition()`: springs the progress back to 0 (see
    /// `finishInteractiveTransition(at:animatedKeyTargets:spring:)`).
    public mutating func cancelInteractiveTransition(
        at time: Double, animatedKeyTargets: [String: Double] = [:], spring: Spring = Self.defaultCompletionSpring
    ) {
        complete(finishing: false, at: time, targets: animatedKeyTargets, spring: spring)
    }

    /// Continues a running finish or cancel with `spring` from `time`: every key restarts from the running spring's
    /// exact value and velocity at `time` (its closed form, not the recorded samples, so the result does not depend
    /// on how often the transition was advanced). Does nothing while interactive or once settled.
    public mutating func changeCompletionSpring(to spring: Spring, at time: Double) {
        guard var completion, !completion.isSettled else { return }
        let elapsed = max(0, time - completion.startTime)
        for (key, start) in completion.keys {
            let state = completion.spring.state(
                at: elapsed, initialDisplacement: start.value - start.target, initialVelocity: start.velocity)
            completion.keys[key] = (start.target + state.displacement, state.velocity, start.target)
        }
        completion.startTime = time
        completion.spring = spring
        self.completion = completion
    }

    private mutating func complete(finishing: Bool, at time: Double, targets: [String: Double], spring: Spring) {
        var keys: [String: (value: Double, velocity: Double, target: Double)] = [:]
        keys[Self.progressKey] = (transitionProgress, progressVelocity, finishing ? 1 : 0)
        for (key, target) in targets where key != Self.progressKey {
            keys[key] = (value(forAnimatedKey: key), velocity(forAnimatedKey: key), target)
        }
        completion = Completion(finishing: finishing, startTime: time, spring: spring, keys: keys)
    }

    /// Advances a finish or cancel animation to `time`: updates `transitionProgress` and the animated keys (their
    /// samples are recorded, so velocities stay continuous). The progress is clamped to 0…1: a fast flick can carry
    /// the spring past its target, but there is no layout beyond either end, so the progress waits at the end while
    /// the spring comes back. Settles, snapping to the targets, once every key is within 1e-4 of its target (in its
    /// own units) and slower than 1e-3 per second. Does nothing while interactive.
    /// - Returns: whether the transition has settled.
    @discardableResult
    public mutating func advance(to time: Double) -> Bool {
        guard var completion else { return false }
        guard !completion.isSettled else { return true }
        let elapsed = max(0, time - completion.startTime)
        var settled = true
        for (key, start) in completion.keys {
            let state = completion.spring.state(
                at: elapsed, initialDisplacement: start.value - start.target, initialVelocity: start.velocity)
            if abs(state.displacement) > 1e-4 || abs(state.velocity) > 1e-3 { settled = false }
            var value = start.target + state.displacement
            if key == Self.progressKey { value = min(max(value, 0), 1) }
            animatedKeys[key, default: AnimatedKeyTrack()].record(value, at: time)
        }
        if settled {
            for (key, start) in completion.keys {
                animatedKeys[key, default: AnimatedKeyTrack()].record(start.target, at: time)
            }
            completion.isSettled = true
        }
        transitionProgress = value(forAnimatedKey: Self.progressKey)
        self.completion = completion
        return settled
    }
}
