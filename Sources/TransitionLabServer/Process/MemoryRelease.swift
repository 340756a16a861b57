#if canImport(Glibc)
    import Glibc
#endif

/// Hands freed memory back to the system after many connections close. glibc keeps freed blocks in its arenas
/// (one per thread that allocated), so after a burst of connections the process keeps its peak size;
/// `malloc_trim(0)` returns the free pages of every arena (glibc manual, "Memory Allocation Tunables", and
/// `man 3 malloc_trim`). Trimming walks the heap, so it runs only when the open connections fall to a quarter of
/// their peak since the last trim (or to none), at most once per `minimumInterval`. Elsewhere it does nothing.
/// Service thread.
struct MemoryRelease {
    /// Fewest connections a peak must reach before its fall is worth a trim.
    static let minimumPeak = 64
    /// Seconds between two trims at least.
    static let minimumInterval = 2.0

    private var peak = 0
    private var trimmedAt: Double?

    /// Notes that a connection opened and `open` are open now.
    mutating func opened(open: Int) {
        peak = max(peak, open)
    }

    /// Notes that a connection closed and `open` remain; returns true when it trimmed (the caller then also drops
    /// its own emptied tables).
    mutating func closed(open: Int, now: Double) -> Bool {
        guard peak >= Self.minimumPeak, open <= peak / 4,
            trimmedAt.map({ now - $0 >= Self.minimumInterval }) ?? true
        else { return false }
        peak = open
        trimmedAt = now
        Self.trimAllocator()
        return true
    }

    /// glibc's `malloc_trim(0)`, looked up at run time: `<malloc.h>` is not part of the Glibc module.
    private static func trimAllocator() {
        #if canImport(Glibc)
            typealias Trim = @convention(c) (Int) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
            _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }
}
