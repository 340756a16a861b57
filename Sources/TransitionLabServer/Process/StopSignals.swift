import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT and SIGTERM stop the server through `sigwait` on a thread of its own, so no signal handler runs at all:
/// call `block()` before any other thread starts, then `stop(_:)` with the server's stop handle. SIGTERM (what
/// systemd and process managers send) drains (`StopHandle.drain()`); SIGINT (Ctrl-C) stops at once.
public enum StopSignals {
    /// Blocks SIGINT and SIGTERM in this thread and every thread started after it, so only `sigwait` sees them.
    public static func block() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
    }

    /// A thread that waits for SIGINT or SIGTERM and stops or drains the server: no signal handler runs at all.
    public static func stop(_ handle: StopHandle) {
        let thread = Thread {
            var signals = sigset_t()
            sigemptyset(&signals)
            sigaddset(&signals, SIGINT)
            sigaddset(&signals, SIGTERM)
            var received: Int32 = 0
            sigwait(&signals, &received)
            if received == SIGTERM { handle.drain() } else { handle.stop() }
        }
        thread.name = "signals"
        thread.start()
    }
}
