/// Velocity of one coordinate from timestamped samples, as a pan or pinch recogniser reports it when the
/// gesture ends (`UIPanGestureRecognizer.velocity(in:)`, `UIPinchGestureRecognizer.velocity`).
///
/// Apple does not document its estimator. This follows Android's public one (AOSP platform/frameworks/native,
/// `libs/input/VelocityTracker.cpp`, `LeastSquaresVelocityTrackerStrategy`): a least-squares polynomial of degree 2
/// through the samples of the last 100 ms (at most 20), differentiated at the newest sample; a straight line
/// through two samples; zero once the pointer has not moved for 40 ms. Use one tracker per axis.
public struct VelocityTracker: Sendable, Hashable {
    /// Samples older than this (seconds, relative to the newest) are ignored.
    public static let horizon = 0.1
    /// Samples kept at most.
    public static let maximumSamples = 20
    /// With no sample for this long (seconds), the pointer is taken to have stopped.
    public static let assumeStoppedInterval = 0.04

    private var times: [Double] = []
    private var values: [Double] = []

    public init() {}

    /// Adds a sample; timestamps must not decrease (an earlier one restarts the history).
    public mutating func addSample(_ value: Double, at time: Double) {
        if let last = times.last, time < last { reset() }
        times.append(time)
        values.append(value)
        if times.count > Self.maximumSamples {
            times.removeFirst()
            values.removeFirst()
        }
    }

    /// Forgets every sample (a new gesture began).
    public mutating func reset() {
        times.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
    }

    /// Units per second at the newest sample; 0 with fewer than two samples, or if `time` (when given) is more
    /// than `assumeStoppedInterval` after the newest sample.
    public func velocity(at time: Double? = nil) -> Double {
        guard let newest = times.last else { return 0 }
        if let time, time - newest > Self.assumeStoppedInterval { return 0 }
        // Times relative to the newest sample, so the fitted slope at τ = 0 is the velocity.
        let recent = times.indices.filter { newest - times[$0] <= Self.horizon }
        let tau = recent.map { times[$0] - newest }
        let x = recent.map { values[$0] }
        guard tau.count >= 2, let first = tau.first, first < 0 else { return 0 }
        if tau.count >= 3, let slope = Self.quadraticSlope(tau, x) { return slope }
        return Self.linearSlope(tau, x)
    }

    /// Slope of the least-squares line through (τ, x).
    private static func linearSlope(_ tau: [Double], _ x: [Double]) -> Double {
        let n = Double(tau.count)
        let meanT = tau.reduce(0, +) / n
        let meanX = x.reduce(0, +) / n
        var covariance = 0.0
        var variance = 0.0
        for (t, v) in zip(tau, x) {
            covariance += (t - meanT) * (v - meanX)
            variance += (t - meanT) * (t - meanT)
        }
        return variance > 0 ? covariance / variance : 0
    }

    /// b of the least-squares fit x ≈ a + bτ + cτ², from the 3×3 normal equations by Cramer's rule; nil if singular.
    private static func quadraticSlope(_ tau: [Double], _ x: [Double]) -> Double? {
        var s = [Double](repeating: 0, count: 5)  // Σ τ^k, k = 0…4
        var r = [Double](repeating: 0, count: 3)  // Σ x·τ^k, k = 0…2
        for (t, v) in zip(tau, x) {
            var power = 1.0
            for k in 0..<5 {
                s[k] += power
                if k < 3 { r[k] += v * power }
                power *= t
            }
        }
        func det(_ m: [[Double]]) -> Double {
            m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        }
        let matrix = [[s[0], s[1], s[2]], [s[1], s[2], s[3]], [s[2], s[3], s[4]]]
        let d = det(matrix)
        // Relative singularity test: the determinant scales like (Σ τ²)³.
        guard abs(d) > 1e-12 * s[2] * s[2] * s[2] else { return nil }
        let withB = [[s[0], r[0], s[2]], [s[1], r[1], s[3]], [s[2], r[2], s[4]]]
        return det(withB) / d
    }
}
