#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Spring {
    /// Shortest and longest duration UIKit's duration-based spring API accepts (seconds).
    public static let uiKitDurationRange: ClosedRange<Double> = 0.01...10

    /// The spring UIKit builds for `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`
    /// and for `UISpringTimingParameters(dampingRatio:initialVelocity:)` under a `UIViewPropertyAnimator` duration.
    ///
    /// Apple documents the inputs but not the solver. This follows the public reverse engineering in Framer's
    /// open-source duration → spring converter (framer/motion,
    /// `packages/framer-motion/src/animation/generators/spring/find.ts`, MIT): mass 1, damping ratio clamped to
    /// 0.0001…1, duration clamped to 0.01…10 s, and ω0 solved with 12 Newton steps from `5 / duration` so that the
    /// envelope (ζω0 − v)/ωd · e^(−ζω0 T) of a unit-distance spring released with velocity `v` toward the target (x(0)
    /// = 1, x'(0) = −v) is 0.001 at `duration` T (critical: e^(−ω0 T)·(1 + (ω0 − v)·T) = 0.001); stiffness = ω0²,
    /// damping = 2ζω0. Checked against Framer's code: its loop runs 11 Newton steps (both give the same ω0 to within
    /// 1e-14 for the Today-card and zoom-transition posts' springs), and it flips the derivative's sign when ζω0 < v,
    /// where no root exists.
    ///
    /// Limitation: that envelope keeps only the sine coefficient B = (ζω0 − v)/ωd, so the value at T is only
    /// bounded by 0.001·√(1 + B²)/B. A release velocity near ζω0 makes B vanish and Newton lands just above
    /// ω0 = v/ζ: 1 s, ζ 0.5, v 2 gives stiffness 16.43, and the curve is still at 1.123 at the duration.
    /// UIKit's private solver is unpublished; whether it behaves the same there is unknown. Elsewhere curves
    /// match recordings to well under a point on screen in published comparisons, not bit for bit.
    ///
    /// - Parameters:
    ///   - duration: the animation duration in seconds.
    ///   - dampingRatio: ζ; values above 1 behave as 1 (critical).
    ///   - initialVelocity: UIKit's relative unit: fraction of the total distance per second, positive toward the target.
    public init(uiKitDuration duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        let omega = Spring.uiKitNaturalFrequency(
            duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * Spring.uiKitDampingRatio(dampingRatio) * omega)
    }

    /// ζ as the duration API uses it: clamped to 0.0001…1 (the floor keeps the envelope's decay rate positive).
    static func uiKitDampingRatio(_ dampingRatio: Double) -> Double { min(max(dampingRatio, 0.0001), 1) }

    /// Largest ω0 the solver returns, s⁻¹. A release fast toward a near target leaves the envelope no root (it is
    /// below 0.001 at T for every ω0) and Newton's steps grow without bound; squared, they would give an infinite
    /// stiffness and a frame of NaN. A critically damped spring this stiff settles in 9 µs, inside any frame.
    static let uiKitNaturalFrequencyLimit = 1e6

    /// ω0 of UIKit's duration-based spring (see `init(uiKitDuration:dampingRatio:initialVelocity:)`), at most
    /// `uiKitNaturalFrequencyLimit`.
    static func uiKitNaturalFrequency(duration: Double, dampingRatio: Double, initialVelocity v: Double) -> Double {
        let epsilon = 0.001
        let t = min(max(duration, uiKitDurationRange.lowerBound), uiKitDurationRange.upperBound)
        let zeta = uiKitDampingRatio(dampingRatio)
        var omega = 5 / t
        for _ in 0..<12 {
            let f: Double
            let derivative: Double
            if zeta < 1 {
                // Envelope of the sine term: B·e^(−ζω0 t) with B = (ζω0 − v)/ωd, ωd = ω0√(1−ζ²).
                let s = (1 - zeta * zeta).squareRoot()
                let e = exp(-zeta * omega * t)
                let b = (zeta * omega - v) / (omega * s)
                f = epsilon - b * e
                // d/dω0 of B·e^(−ζω0 t) = e^(−ζω0 t)/s · (v/ω0² − ζt(ζω0 − v)/ω0).
                derivative = -(e / s) * (v / (omega * omega) - zeta * t * (zeta * omega - v) / omega)
            } else {
                // Critical: x(t) = e^(−ω0 t)·(1 + (ω0 − v)·t).
                let e = exp(-omega * t)
                f = e * (1 + (omega - v) * t) - epsilon
                derivative = e * (v - omega) * t * t
            }
            guard derivative != 0, derivative.isFinite else { break }
            let next = omega - f / derivative
            guard next.isFinite, next > 0 else { break }
            omega = min(next, uiKitNaturalFrequencyLimit)
        }
        return omega
    }
}

extension Spring {
    /// The duration UIKit's duration API would need to produce this spring for `initialVelocity` (the inverse of
    /// `init(uiKitDuration:dampingRatio:initialVelocity:)`): the time at which the envelope used by that solver
    /// reaches 0.001. Nil when the spring cannot come from that API (mass ≠ 1 or damping ratio above 1).
    public func uiKitDuration(initialVelocity v: Double = 0) -> Double? {
        guard abs(mass - 1) < 1e-12, dampingRatio <= 1 + 1e-9 else { return nil }
        let epsilon = 0.001
        let w0 = naturalFrequency
        let zeta = min(dampingRatio, 1)
        if zeta < 1 - 1e-9 {
            // (ζω0 − v)/ωd · e^(−ζω0 t) = ε.
            let b = (zeta * w0 - v) / (w0 * (1 - zeta * zeta).squareRoot())
            guard b > epsilon else { return nil }
            return log(b / epsilon) / (zeta * w0)
        }
        // Critical: e^(−ω0 t)·(1 + (ω0 − v)·t) = ε, decreasing once t > 1/ω0 − 1/(ω0 − v).
        return settlingDuration(
            initialDisplacement: 1, initialVelocity: -v, positionThreshold: epsilon, velocityThreshold: .infinity)
    }

    /// UIKit's relative initial velocity (fraction of the distance per second, positive toward the target) for a
    /// velocity of `pointsPerSecond` on an animation from `from` to `to`
    /// ([Apple: `initialSpringVelocity`](https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:))).
    /// Zero when `from == to`.
    public static func relativeVelocity(_ pointsPerSecond: Double, from: Double, to: Double) -> Double {
        to == from ? 0 : pointsPerSecond / (to - from)
    }

    /// Points per second for UIKit's relative velocity `relative` on an animation from `from` to `to`.
    public static func velocity(relative: Double, from: Double, to: Double) -> Double {
        relative * (to - from)
    }
}
