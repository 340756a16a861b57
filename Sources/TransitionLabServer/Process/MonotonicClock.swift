#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Seconds on a clock that never goes back: what the simulation ticks by and the rate limits count with. Tests pass
/// a clock they move by hand.
public protocol MonotonicClock: Sendable {
    /// Seconds since an arbitrary origin.
    func now() -> Double
}

/// The system's monotonic clock: `clock_gettime(CLOCK_MONOTONIC)` (POSIX; `man 2 clock_gettime`), which does not
/// follow wall-clock changes and is read without a system call (the vDSO).
public struct SystemClock: MonotonicClock {
    public init() {}

    public func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
