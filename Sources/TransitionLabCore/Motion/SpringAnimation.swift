/// A spring as one Apple API runs it: which spring is drawn, with what initial velocity, until when, and how
/// that API reports its settling duration. Values go from 0 to a distance.
public struct SpringAnimation: Sendable, Hashable {
    /// The API whose semantics are imitated.
    public enum API: String, Sendable, Hashable, Codable, CaseIterable {
        /// `UIView.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:…)` and
        /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` under a `UIViewPropertyAnimator` duration.
        case uikit
        /// `CASpringAnimation` and `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`.
        case caSpring
        /// SwiftUI `Spring` (over-damping allowed).
        case swiftui
    }

    public var api: API
    /// The spring as given: the parameters the code snippets set (see `drawnSpring` for what is drawn).
    public var spring: Spring
    /// `CASpringAnimation.allowsOverdamping`, for `.caSpring`.
    public var allowsOverdamping: Bool
    /// Initial velocity in UIKit's relative unit: fraction of the distance per second, positive toward the target.
    public var initialVelocity: Double
    /// UIKit's duration, for `.uikit`: Core Animation draws the spring until then and the value then sits at the
    /// target. The jump there is at most 0.1 %·√(1 + B²)/B of the distance (B = (ζω0 − v)/ωd, see
    /// `Spring.init(uiKitDuration:dampingRatio:initialVelocity:)`): exactly 0.1 % when critically damped, at most
    /// 0.1 %/ζ from rest (0.2 % at ζ 0.5), but unbounded when v nears ζω0 (12.3 % for 1 s, ζ 0.5, v 2).
    public var duration: Double?

    /// UIKit's duration API (see `Spring.init(uiKitDuration:dampingRatio:initialVelocity:)`).
    public static func uikit(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) -> SpringAnimation {
        let clamped = min(max(duration, Spring.uiKitDurationRange.lowerBound), Spring.uiKitDurationRange.upperBound)
        return SpringAnimation(
            api: .uikit,
            spring: Spring(uiKitDuration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity),
            initialVelocity: initialVelocity, duration: clamped)
    }

    /// `CASpringAnimation` with `allowsOverdamping` as given.
    public static func caSpring(_ spring: Spring, initialVelocity: Double = 0, allowsOverdamping: Bool = false)
        -> SpringAnimation
    {
        SpringAnimation(
            api: .caSpring, spring: spring, initialVelocity: initialVelocity, duration: nil,
            allowsOverdamping: allowsOverdamping)
    }

    /// SwiftUI's `Spring` as given.
    public static func swiftui(_ spring: Spring, initialVelocity: Double = 0) -> SpringAnimation {
        SpringAnimation(api: .swiftui, spring: spring, initialVelocity: initialVelocity, duration: nil)
    }

    /// The animation a scene's `SpringPreview` describes, in the preview's API.
    public init(preview: SpringPreview) {
        self.init(
            api: preview.api, spring: preview.spring, initialVelocity: preview.initialVelocity,
            duration: preview.api == .uikit ? preview.duration : nil)
    }

    public init(
        api: API, spring: Spring, initialVelocity: Double, duration: Double?, allowsOverdamping: Bool = false
    ) {
        self.api = api
        self.spring = spring
        self.initialVelocity = initialVelocity
        self.duration = duration
        self.allowsOverdamping = allowsOverdamping
    }

    /// The spring that is drawn: for `.caSpring`, an over-damped spring is drawn critically damped unless
    /// `allowsOverdamping` (`Spring.drawnByCoreAnimation(allowsOverdamping:)`); otherwise `spring`.
    public var drawnSpring: Spring {
        api == .caSpring ? spring.drawnByCoreAnimation(allowsOverdamping: allowsOverdamping) : spring
    }

    /// The settling duration the imitated API reports: UIKit's duration, `CASpringAnimation.settlingDuration`,
    /// or SwiftUI's `settlingDuration` (epsilon 0.001).
    public var settlingDuration: Double {
        switch api {
        case .uikit: duration ?? spring.caSettlingDuration(initialVelocity: initialVelocity)
        case .caSpring: drawnSpring.caSettlingDuration(initialVelocity: initialVelocity)
        case .swiftui: spring.swiftUISettlingDuration(initialVelocity: initialVelocity)
        }
    }

    /// When drawing stops and the value sits at the target: UIKit's duration, the `CASpringAnimation` duration a
    /// caller sets to its `settlingDuration`; SwiftUI runs on (nil).
    public var endTime: Double? {
        switch api {
        case .uikit, .caSpring: settlingDuration
        case .swiftui: nil
        }
    }

    /// The largest jump, as a fraction of the distance, that still counts as settled at `endTime` (half a point on a
    /// 100-pt move; UIKit's solver aims at 0.1 %, at most 0.2 % from rest at ζ 0.5).
    public static let settledJump = 0.005

    /// Where Core Animation cuts a spring that has not settled: at `endTime` the drawn value snaps to the target,
    /// jumping by `jump` (target − value just before, a signed fraction of the distance). Nil when the spring has
    /// settled there (|jump| ≤ `settledJump`) or runs on (SwiftUI).
    public var cut: (time: Double, jump: Double)? {
        guard let endTime, endTime.isFinite else { return nil }
        let state = drawnSpring.state(at: endTime, initialDisplacement: -1, initialVelocity: initialVelocity)
        let jump = -state.displacement
        guard jump.isFinite, abs(jump) > Self.settledJump else { return nil }
        return (endTime, jump)
    }

    /// Largest excursion past the target as a fraction of the distance, before `endTime`.
    public var overshoot: Double {
        drawnSpring.overshoot(initialDisplacement: -1, initialVelocity: initialVelocity)
    }

    /// Value (0 → `distance`) and velocity (units per second) at `t` seconds.
    public func sample(at t: Double, distance: Double = 1) -> SpringSample {
        if let endTime, t >= endTime { return SpringSample(t: t, value: distance, velocity: 0) }
        let state = drawnSpring.state(
            at: max(0, t), initialDisplacement: -distance, initialVelocity: initialVelocity * distance)
        return SpringSample(t: t, value: distance + state.displacement, velocity: state.velocity)
    }

    /// Samples at the given times.
    public func samples(at times: [Double], distance: Double = 1) -> [SpringSample] {
        times.map { sample(at: $0, distance: distance) }
    }

    /// Samples every 1/`rate` seconds from 0 through the settling duration (inclusive of the first sample at or
    /// after it), as a panel graph or `transition-lab spring --sample-rate` draws it.
    public func samples(rate: Double, distance: Double = 1) -> [SpringSample] {
        guard rate > 0 else { return [] }
        let end = settlingDuration.isFinite ? settlingDuration : 10
        let count = Int((end * rate).rounded(.up))
        return (0...count).map { sample(at: Double($0) / rate, distance: distance) }
    }

    /// `count` evenly spaced samples from 0 to the settling duration.
    public func samples(count: Int, distance: Double = 1) -> [SpringSample] {
        guard count > 1 else { return count == 1 ? [sample(at: 0, distance: distance)] : [] }
        let end = settlingDuration.isFinite ? settlingDuration : 10
        return (0..<count).map { sample(at: end * Double($0) / Double(count - 1), distance: distance) }
    }
}
