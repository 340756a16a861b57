extension Spring {
    /// Mirrors SwiftUI `Spring(response:dampingRatio:)`: mass 1, stiffness (2π/response)², damping 4πζ/response
    /// ([Apple: init(response:dampingRatio:)](https://developer.apple.com/documentation/swiftui/spring/init(response:dampingratio:));
    /// the mapping is the undamped period = response, as WWDC 2023 "Animate with springs" (session 10158) explains).
    public init(response: Double, dampingRatio: Double) {
        let omega = 2 * Double.pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega)
    }

    /// Mirrors SwiftUI `Spring(duration:bounce:)`: `duration` is the response and the damping ratio is 1 − bounce
    /// for bounce ≥ 0, 1/(1 + bounce) below 0 (WWDC 2023 "Animate with springs";
    /// [Apple: init(duration:bounce:)](https://developer.apple.com/documentation/swiftui/spring/init(duration:bounce:))).
    public init(duration: Double, bounce: Double) {
        self.init(response: duration, dampingRatio: Spring.dampingRatio(bounce: bounce))
    }

    /// SwiftUI's `response`: the undamped period 2π/ω0 = 2π√(m/k), in seconds.
    public var response: Double { 2 * Double.pi / naturalFrequency }

    /// SwiftUI's `bounce`: 1 − ζ for ζ ≤ 1, 1/ζ − 1 above (the inverse of `dampingRatio(bounce:)`).
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// The damping ratio SwiftUI uses for `bounce`.
    public static func dampingRatio(bounce: Double) -> Double {
        bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }

    /// `Spring.smooth`: duration 0.5, bounce 0 ([Apple: smooth](https://developer.apple.com/documentation/swiftui/spring/smooth)).
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// `Spring.snappy`: duration 0.5, bounce 0.15 ([Apple: snappy](https://developer.apple.com/documentation/swiftui/spring/snappy)).
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// `Spring.bouncy`: duration 0.5, bounce 0.3 ([Apple: bouncy](https://developer.apple.com/documentation/swiftui/spring/bouncy)).
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    /// `Animation.interactiveSpring(response:dampingFraction:blendDuration:)` defaults: response 0.15, damping 0.86
    /// ([Apple](https://developer.apple.com/documentation/swiftui/animation/interactivespring(response:dampingfraction:blendduration:));
    /// the newer `interactiveSpring(duration:extraBounce:)` also defaults to 0.15 s).
    public static let interactive = Spring(response: 0.15, dampingRatio: 0.86)

    /// SwiftUI `Spring.settlingDuration(target:initialVelocity:epsilon:)` for a 0 → 1 animation: when all later
    /// values stay within `epsilon` (0.001 by default) of the target. `initialVelocity` is in fraction of the
    /// distance per second. Computed from the displacement envelope (see `settlingDuration(initialDisplacement:…)`);
    /// Apple does not publish its method, so expect small differences.
    public func swiftUISettlingDuration(initialVelocity v: Double = 0, epsilon: Double = 0.001) -> Double {
        settlingDuration(
            initialDisplacement: -1, initialVelocity: v, positionThreshold: epsilon, velocityThreshold: .infinity)
    }
}
