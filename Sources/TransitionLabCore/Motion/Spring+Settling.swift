#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Spring {
    /// Time after which the spring stays within `positionThreshold` of its target and below `velocityThreshold`.
    ///
    /// Uses the decaying envelopes of the closed form (see `state(at:initialDisplacement:initialVelocity:)`),
    /// so the result is an upper bound that is tight when one exponential dominates: under-damped
    /// |x| ≤ R·e^(−ζω0 t) with R the exact amplitude of the cosine/sine pair; critical |x| ≤ (|x0| + |b|t)·e^(−ω0 t);
    /// over-damped |x| ≤ |C1|e^(r1 t) + |C2|e^(r2 t); likewise for the velocity. Infinite without damping.
    ///
    /// - Parameters:
    ///   - x0: initial displacement from the target.
    ///   - v0: initial velocity, same units per second and sign convention as `x0`.
    ///   - positionThreshold: largest displacement that counts as at rest (same unit as `x0`).
    ///   - velocityThreshold: largest speed that counts as at rest (units per second).
    public func settlingDuration(
        initialDisplacement x0: Double, initialVelocity v0: Double,
        positionThreshold: Double, velocityThreshold: Double
    ) -> Double {
        let zeta = dampingRatio
        if zeta < 1 - 1e-9, zeta > 0 {
            // Single exponentials: A·e^(−ζω0 t) = ε at t = ln(A/ε)/(ζω0).
            let terms = underdampedTerms(x0, v0)
            let amplitude = (x0 * x0 + terms.b * terms.b).squareRoot()
            let speed = hypot(terms.p, terms.q)
            return max(
                0, log(amplitude / positionThreshold) / terms.decay, log(speed / velocityThreshold) / terms.decay)
        }
        let bounds = envelopes(initialDisplacement: x0, initialVelocity: v0)
        return max(
            Spring.lastCrossing(of: bounds.position, below: positionThreshold, from: bounds.peak),
            Spring.lastCrossing(of: bounds.velocity, below: velocityThreshold, from: bounds.peak))
    }

    /// Peak overshoot of a spring released from rest, as a fraction of the distance: e^(−πζ/√(1−ζ²)) for ζ < 1,
    /// 0 otherwise ([Wikipedia: Overshoot (signal)](https://en.wikipedia.org/wiki/Overshoot_(signal)), second-order systems).
    public var peakOvershoot: Double {
        let zeta = dampingRatio
        guard zeta < 1 else { return 0 }
        return exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
    }

    /// Largest excursion past the target, as a fraction of `|x0|`, for a release at `x0` with velocity `v0`.
    ///
    /// Found from the closed form's turning points (where the velocity is zero): the first two for an
    /// under-damped spring (the envelope decays, so later ones are smaller), the only one otherwise.
    public func overshoot(initialDisplacement x0: Double, initialVelocity v0: Double) -> Double {
        guard x0 != 0 else { return 0 }
        let w0 = naturalFrequency
        let zeta = dampingRatio
        var turningPoints: [Double] = []
        if abs(zeta - 1) < 1e-9 {
            // v ∝ (b − ω0 x0 − ω0 b t) with b = v0 + ω0 x0.
            let b = v0 + w0 * x0
            if b != 0 { turningPoints.append((b - w0 * x0) / (w0 * b)) }
        } else if zeta < 1 {
            // v ∝ P cos ωd t − Q sin ωd t, zero where ωd t = atan2(P, Q) + kπ.
            let terms = underdampedTerms(x0, v0)
            var phase = atan2(terms.p, terms.q)
            while phase < 0 { phase += .pi }
            turningPoints = [phase / terms.wd, (phase + .pi) / terms.wd]
        } else {
            // v = C1 r1 e^(r1 t) + C2 r2 e^(r2 t) = 0 ⇒ t = ln(−C2 r2 / (C1 r1)) / (r1 − r2).
            let m = overdampedModes(x0, v0)
            let ratio = -m.c2 * m.r2 / (m.c1 * m.r1)
            if ratio > 0 { turningPoints.append(log(ratio) / (m.r1 - m.r2)) }
        }
        let past = turningPoints.filter { $0 > 0 }.map {
            -state(at: $0, initialDisplacement: x0, initialVelocity: v0).displacement / x0
        }
        return max(0, past.max() ?? 0)
    }

    /// Envelopes of |x(t)| and |v(t)|, and the time after which both are non-increasing.
    private func envelopes(initialDisplacement x0: Double, initialVelocity v0: Double)
        -> (position: (Double) -> Double, velocity: (Double) -> Double, peak: Double)
    {
        let w0 = naturalFrequency
        let zeta = dampingRatio
        if abs(zeta - 1) < 1e-9 {
            let b = v0 + w0 * x0
            let p = abs(x0)
            let q = abs(b)
            let pv = abs(b - w0 * x0)
            let qv = w0 * abs(b)
            // (p + q t)·e^(−ω0 t) peaks at t = 1/ω0 − p/q.
            let peak = max(0, q > 0 ? 1 / w0 - p / q : 0, qv > 0 ? 1 / w0 - pv / qv : 0)
            return ({ (p + q * $0) * exp(-w0 * $0) }, { (pv + qv * $0) * exp(-w0 * $0) }, peak)
        } else if zeta < 1 {
            // Undamped (ζ = 0): the amplitude never decays.
            let amplitude = (x0 * x0 + (v0 / w0) * (v0 / w0)).squareRoot()
            return ({ _ in amplitude }, { _ in amplitude * w0 }, 0)
        } else {
            let m = overdampedModes(x0, v0)
            return (
                { abs(m.c1) * exp(m.r1 * $0) + abs(m.c2) * exp(m.r2 * $0) },
                { abs(m.c1 * m.r1) * exp(m.r1 * $0) + abs(m.c2 * m.r2) * exp(m.r2 * $0) }, 0
            )
        }
    }

    /// The time at which `bound`, non-increasing after `start`, falls to `threshold` (0 if it never exceeds it).
    private static func lastCrossing(of bound: (Double) -> Double, below threshold: Double, from start: Double)
        -> Double
    {
        guard bound(start) > threshold else { return 0 }
        var low = start
        var high = max(start, 1e-3) * 2
        while bound(high) > threshold {
            low = high
            high *= 2
            if high > 1e9 { return .infinity }
        }
        for _ in 0..<64 {
            let middle = (low + high) / 2
            if bound(middle) > threshold { low = middle } else { high = middle }
        }
        return high
    }
}
