import Dispatch

/// Seconds on a clock that never goes back: what the simulation ticks by and the rate limits count with. Tests pass
/// a clock they move by hand.
public protocol MonotonicClock: Sendable {
    /// Seconds since an arbitrary origin.
    func now() -> Double
}

/// The system's monotonic clock (`DispatchTime`, which counts from boot and does not follow wall-clock changes).
public struct SystemClock: MonotonicClock {
    public init() {}

    public func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}
