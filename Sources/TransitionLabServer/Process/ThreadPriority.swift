#if canImport(Glibc)
    import Glibc
#endif

/// Lowers the calling thread's scheduling priority, so that under CPU contention the simulation thread (at the
/// process's priority) runs first. On Linux a nice value set with `setpriority(PRIO_PROCESS, tid, …)` applies to
/// the one thread whose id is given (`man 2 setpriority`, "Notes": threads have their own nice values). `gettid` is
/// looked up at run time: the Glibc module does not declare it. Elsewhere it does nothing.
enum ThreadPriority {
    /// The nice value of background threads (0 is the default, 19 the lowest priority).
    static let background: Int32 = 10

    static func lowerCurrentThread() {
        #if canImport(Glibc)
            typealias GetTID = @convention(c) () -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "gettid") else { return }
            let thread = unsafeBitCast(symbol, to: GetTID.self)()
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(thread), background)
        #endif
    }
}
