/// Velocity of one coordinate from timestamped samples, as a pan or pinch recogniser reports it when the
/// gesture ends (`UIPanGestureRecognizer.velocity(in:)`, `UIPinchGestureRecognizer.velocity`).
///
/// Apple does not publish its estimator. Android's is public (AOSP platform/frameworks/native,
/// `libs/input/VelocityTracker.cpp`): it looks at the samples of the last 100 ms (`HORIZON`, at most 20) and takes a
/// pointer with no sample for 40 ms (`ASSUME_POINTER_STOPPED_TIME`) as stopped; its least-squares strategy fits a
/// quadratic, its impulse strategy (the default for touch screens) sums segment energies. A quadratic bends
/// backwards when the last sample sits still after a fast stroke, and a real finger often pauses before it lifts,
/// so this tracker makes its own choice within Android's window:
///
/// - the slope of the least-squares **line** through the samples of the last `horizon` seconds, the newest (the lift
///   sample) included: a stroke at constant speed gives its speed exactly; a pause before the lift adds still
///   samples (or, with no events during the pause, leaves the stroke's older samples alone in the window with the
///   lift sample), so the velocity fades continuously and is zero once the finger has been still for `horizon`;
/// - zero when the fitted sign opposes the net movement over the window (the finger's direction wins, never a
///   curve fit's overshoot), and zero when that net movement is within `noise` (a resting finger's jitter);
/// - non-finite samples are ignored; a timestamp earlier than the newest restarts the history.
///
/// Use one tracker per axis.
public struct VelocityTracker: Sendable, Hashable {
    /// Samples older than this (seconds, relative to the newest) are ignored: Android's `HORIZON`.
    public static let horizon = 0.1
    /// Samples kept at most (Android keeps 20).
    public static let maximumSamples = 20
    /// With no sample for this long (seconds) before the query time, the pointer is taken to have stopped:
    /// Android's `ASSUME_POINTER_STOPPED_TIME`.
    public static let assumeStoppedInterval = 0.04

    /// Net movement over the window, in sample units, that still counts as a resting finger's jitter.
    public var noise: Double
    private var times: [Double] = []
    private var values: [Double] = []

    /// - Parameter noise: net movement over the window (units) taken as jitter: 1 pt covers a resting finger's
    ///   ±0.5 pt.
    public init(noise: Double = 1) {
        self.noise = noise.isFinite ? max(0, noise) : 0
    }

    /// Adds a sample; a non-finite one is ignored, an earlier timestamp than the newest restarts the history.
    public mutating func addSample(_ value: Double, at time: Double) {
        guard value.isFinite, time.isFinite else { return }
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

    /// Units per second at the newest sample; 0 with fewer than two samples in the window, or if `time` (when
    /// given) is more than `assumeStoppedInterval` after the newest sample.
    public func velocity(at time: Double? = nil) -> Double {
        guard let newest = times.last, let latest = values.last else { return 0 }
        if let time, time - newest > Self.assumeStoppedInterval { return 0 }
        guard let start = times.firstIndex(where: { newest - $0 <= Self.horizon }), start < times.count - 1 else {
            return 0
        }
        let net = latest - values[start]
        guard abs(net) > noise else { return 0 }
        let slope = Self.lineSlope(times[start...], values[start...], origin: newest)
        guard slope.isFinite, slope * net > 0 else { return 0 }
        return slope
    }

    /// Slope of the least-squares line through (t − origin, x).
    private static func lineSlope(_ times: ArraySlice<Double>, _ values: ArraySlice<Double>, origin: Double) -> Double {
        let n = Double(times.count)
        let meanT = times.reduce(0) { $0 + ($1 - origin) } / n
        let meanX = values.reduce(0, +) / n
        var covariance = 0.0
        var variance = 0.0
        for (t, x) in zip(times, values) {
            let dt = t - origin - meanT
            covariance += dt * (x - meanX)
            variance += dt * dt
        }
        return variance > 0 ? covariance / variance : 0
    }
}
