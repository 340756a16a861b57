#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Mirrors `UIScrollView.DecelerationRate`: the factor by which a scroll view's velocity decays each millisecond
/// after the finger lifts ([Apple: UIScrollView.DecelerationRate](https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate)).
///
/// The motion is the continuous exponential decay v(t) = v0·d^(1000t), so
/// x(t) = x0 + v0·(d^(1000t) − 1)/(1000·ln d) and the resting offset is x0 − v0/(1000·ln d). This is the public
/// reverse engineering in Ilya Lobanov's "Scrolling Mechanics of UIScrollView"
/// (super-ultra/ScrollMechanics, `ScrollMechanics/Sources/DecelerationTimingParameters.swift`); Apple documents
/// only the rate. WWDC 2018 "Designing Fluid Interfaces" (session 803) projects with the geometric sum of the
/// same per-millisecond decay, `v/1000 · d/(1 − d)` (`projectedDistance(velocity:)`), which is 0.1 % (normal)
/// to 0.5 % (fast) shorter than the continuous resting offset.
public struct DecelerationRate: Sendable, Hashable, Codable, RawRepresentable {
    /// Velocity factor per millisecond, in 0 < d < 1.
    public var rawValue: Double

    public init(rawValue: Double) {
        self.rawValue = rawValue
    }

    /// `UIScrollView.DecelerationRate.normal` (0.998).
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// `UIScrollView.DecelerationRate.fast` (0.99).
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// Decay constant k = −1000·ln d, per second: v(t) = v0·e^(−kt).
    public var decayConstant: Double { -1000 * log(rawValue) }

    /// Velocity `t` seconds after release with `velocity` (points per second).
    public func velocity(at t: Double, initialVelocity velocity: Double) -> Double {
        velocity * exp(-decayConstant * t)
    }

    /// Offset `t` seconds after release at `offset` with `velocity` (points per second).
    public func offset(at t: Double, from offset: Double, initialVelocity velocity: Double) -> Double {
        let k = decayConstant
        return offset + velocity * (1 - exp(-k * t)) / k
    }

    /// Where the decay comes to rest: `offset + velocity / k`.
    public func restingOffset(from offset: Double, initialVelocity velocity: Double) -> Double {
        offset + velocity / decayConstant
    }

    /// WWDC 2018 "Designing Fluid Interfaces" projection: `(velocity / 1000) · d / (1 − d)` points.
    public func projectedDistance(velocity: Double) -> Double {
        velocity / 1000 * rawValue / (1 - rawValue)
    }

    /// Seconds until the remaining distance to the resting offset falls below `threshold` points
    /// (remaining distance = |v(t)|/k; ScrollMechanics uses 0.5 pt). Zero when already below.
    public func duration(initialVelocity velocity: Double, threshold: Double = 0.5) -> Double {
        let k = decayConstant
        let remaining = abs(velocity) / k
        guard remaining > threshold, threshold > 0 else { return 0 }
        return log(remaining / threshold) / k
    }

    /// Seconds until the offset reaches `target` (between the start and the resting offset), or nil if it never does.
    public func time(toReach target: Double, from offset: Double, initialVelocity velocity: Double) -> Double? {
        guard velocity != 0 else { return target == offset ? 0 : nil }
        // x(t) = x0 + v0(1 − e^(−kt))/k  ⇒  e^(−kt) = 1 − (x − x0)·k/v0.
        let fraction = 1 - (target - offset) * decayConstant / velocity
        guard fraction > 0, fraction <= 1 else { return nil }
        return -log(fraction) / decayConstant
    }
}
