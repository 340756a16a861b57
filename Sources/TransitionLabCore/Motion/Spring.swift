#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A damped harmonic oscillator `m·x'' + c·x' + k·x = 0`, the model behind `CASpringAnimation`,
/// `UISpringTimingParameters` and SwiftUI's `Spring`.
///
/// The motion is evaluated in closed form for under-, critically- and over-damped springs
/// (any mechanics text; see also [Wikipedia: Harmonic oscillator, damped](https://en.wikipedia.org/wiki/Harmonic_oscillator#Damped_harmonic_oscillator)).
/// `x` is the displacement from the target: an animation from `a` to `b` starts at `x = a − b`.
public struct Spring: Sendable, Hashable, Codable {
    /// Mass of the object attached to the spring (`CASpringAnimation.mass`).
    public var mass: Double
    /// Spring stiffness coefficient (`CASpringAnimation.stiffness`).
    public var stiffness: Double
    /// Damping coefficient (`CASpringAnimation.damping`).
    public var damping: Double

    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// Undamped angular frequency ω0 = √(k/m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// Damping ratio ζ = c / (2√(k·m)); 1 is critical damping.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Displacement from the target and velocity at time `t` (seconds) for a spring released at
    /// displacement `x0` with velocity `v0` (units per second, same sign convention as `x0`).
    public func state(at t: Double, initialDisplacement x0: Double, initialVelocity v0: Double)
        -> (displacement: Double, velocity: Double)
    {
        let w0 = naturalFrequency
        let zeta = dampingRatio
        if abs(zeta - 1) < 1e-9 {
            // Critical: x = e^(−ω0 t)·(x0 + (v0 + ω0 x0)·t).
            let b = v0 + w0 * x0
            let e = exp(-w0 * t)
            return (e * (x0 + b * t), e * (b - w0 * (x0 + b * t)))
        } else if zeta < 1 {
            // Under-damped: x = e^(−ζω0 t)·(x0 cos ωd t + (v0 + ζω0 x0)/ωd · sin ωd t), ωd = ω0√(1−ζ²).
            let terms = underdampedTerms(x0, v0)
            let e = exp(-terms.decay * t)
            let c = cos(terms.wd * t)
            let s = sin(terms.wd * t)
            return (e * (x0 * c + terms.b * s), e * (terms.p * c - terms.q * s))
        } else {
            // Over-damped: x = C1 e^(r1 t) + C2 e^(r2 t).
            let m = overdampedModes(x0, v0)
            let e1 = exp(m.r1 * t)
            let e2 = exp(m.r2 * t)
            return (m.c1 * e1 + m.c2 * e2, m.c1 * m.r1 * e1 + m.c2 * m.r2 * e2)
        }
    }

    /// The animated value at time `t` for an animation from `from` to `to` whose initial velocity is
    /// `initialVelocity` in units per second (positive toward `to` when `to > from`).
    public func value(at t: Double, from: Double, to: Double, initialVelocity: Double = 0) -> Double {
        to + state(at: t, initialDisplacement: from - to, initialVelocity: initialVelocity).displacement
    }

    /// Under-damped terms for a release at `x0` with `v0`: decay rate ζω0, damped frequency ωd = ω0√(1−ζ²),
    /// sine coefficient b = (v0 + ζω0 x0)/ωd, and the velocity's coefficients p = bωd − ζω0 x0 = v0 (exactly, so
    /// v(0) = v0 without cancellation), q = x0 ωd + ζω0 b, so x = e^(−ζω0 t)(x0 cos ωd t + b sin ωd t) and
    /// v = e^(−ζω0 t)(p cos ωd t − q sin ωd t).
    func underdampedTerms(_ x0: Double, _ v0: Double) -> (decay: Double, wd: Double, b: Double, p: Double, q: Double) {
        let w0 = naturalFrequency
        let zeta = dampingRatio
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        let decay = zeta * w0
        let b = (v0 + decay * x0) / wd
        return (decay, wd, b, v0, x0 * wd + decay * b)
    }

    /// Over-damped modes for a release at `x0` with `v0`: x = C1 e^(r1 t) + C2 e^(r2 t),
    /// r1,2 = −ω0(ζ ∓ √(ζ²−1)), C2 = (v0 − r1 x0)/(r2 − r1), C1 = x0 − C2.
    func overdampedModes(_ x0: Double, _ v0: Double) -> (r1: Double, r2: Double, c1: Double, c2: Double) {
        let w0 = naturalFrequency
        let zeta = dampingRatio
        let root = w0 * (zeta * zeta - 1).squareRoot()
        let r1 = -zeta * w0 + root
        let r2 = -zeta * w0 - root
        let c2 = (v0 - r1 * x0) / (r2 - r1)
        return (r1, r2, x0 - c2, c2)
    }
}
