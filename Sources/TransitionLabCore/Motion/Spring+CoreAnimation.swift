#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Spring {
    /// A fresh `CASpringAnimation`'s spring: mass 1, stiffness 100, damping 10
    /// ([Apple: CASpringAnimation](https://developer.apple.com/documentation/quartzcore/caspringanimation), header defaults).
    public static let caSpringAnimationDefault = Spring(mass: 1, stiffness: 100, damping: 10)

    /// The spring Core Animation actually draws: an over-damped spring is drawn critically damped
    /// (damping 2√(k·m)) unless `allowsOverdamping` is set (iOS 17,
    /// [Apple: allowsOverdamping](https://developer.apple.com/documentation/quartzcore/caspringanimation/allowsoverdamping)).
    public func drawnByCoreAnimation(allowsOverdamping: Bool) -> Spring {
        guard !allowsOverdamping, dampingRatio > 1 else { return self }
        return Spring(mass: mass, stiffness: stiffness, damping: 2 * (stiffness * mass).squareRoot())
    }

    /// `CASpringAnimation.settlingDuration` for `initialVelocity` in Core Animation's unit (fraction of the
    /// distance per second, positive toward the target).
    ///
    /// Under-damped: ln((|A| + |B|)/0.001)/(ζω0) with A = 1, B = (ζω0 − v)/ωd, a reverse engineering that
    /// reproduces the numbers in [Apple: settlingDuration](https://developer.apple.com/documentation/quartzcore/caspringanimation/settlingduration)
    /// (≈ 2.85 s for damping 5, just over 1 s for damping 15, both with mass 1 and stiffness 100).
    /// Critical and over-damped: Apple publishes no formula; this uses the time at which the displacement
    /// envelope of a unit-distance spring falls to 0.001 (`settlingDuration(initialDisplacement:…)`) — uncertain.
    public func caSettlingDuration(initialVelocity v: Double = 0) -> Double {
        let zeta = dampingRatio
        let w0 = naturalFrequency
        guard zeta < 1 - 1e-9 else {
            return settlingDuration(
                initialDisplacement: 1, initialVelocity: -v, positionThreshold: 0.001, velocityThreshold: .infinity)
        }
        guard zeta > 0 else { return .infinity }
        let b = (zeta * w0 - v) / (w0 * (1 - zeta * zeta).squareRoot())
        return max(0, log((1 + abs(b)) / 0.001) / (zeta * w0))
    }
}
