import CLibWebSockets
import Logging
import Synchronization

/// Routes libwebsockets' own log lines into swift-log. While the context is being created they go to `debug`, so
/// a failed bind shows up as the server's one-line error instead of lws' lines.
enum LWSLog {
    private static let logger = Mutex<Logger?>(nil)
    private static let quiet = Atomic<Bool>(true)

    /// Starts forwarding errors and warnings to `logger`, quietly until `started()`.
    static func start(_ logger: Logger) {
        self.logger.withLock { $0 = logger }
        quiet.store(true, ordering: .relaxed)
        lws_set_log_level(LLL_ERR | LLL_WARN, lwsLogEmit)
    }

    /// Context creation is over: lws errors are errors again.
    static func started() { quiet.store(false, ordering: .relaxed) }

    /// Failed `accept` calls since the service loop last looked (`takeAcceptFailures()`).
    private static let acceptFailures = Atomic<Int>(0)
    /// When an `accept` failure was last logged (monotonic seconds), and how many were not logged since.
    private static let acceptLog = Mutex<(at: Double, skipped: Int)>((-.infinity, 0))

    /// How many `accept` calls failed since the last call (out of file descriptors, typically). Service thread.
    static func takeAcceptFailures() -> Int { acceptFailures.exchange(0, ordering: .relaxed) }

    fileprivate static func emit(level: Int32, line: String) {
        var text = line.hasSuffix("\n") ? String(line.dropLast()) : line
        if text.contains("accept: ") {
            // lws retries a failed accept at once, on every wake-up: log it at most once a second.
            acceptFailures.add(1, ordering: .relaxed)
            let now = SystemClock().now()
            let skipped: Int? = acceptLog.withLock { log in
                guard now - log.at >= 1 else {
                    log.skipped += 1
                    return nil
                }
                defer { log = (now, 0) }
                return log.skipped
            }
            guard let skipped else { return }
            if skipped > 0 { text += " (and \(skipped) more in the last second)" }
        }
        let quiet = quiet.load(ordering: .relaxed)
        let severity: Logger.Level = quiet ? .debug : (level & LLL_ERR != 0 ? .error : .warning)
        logger.withLock { $0?.log(level: severity, "lws: \(text)") }
    }
}

/// lws' log emitter: a C function pointer, so a global function.
private func lwsLogEmit(level: Int32, line: UnsafePointer<CChar>?) {
    guard let line else { return }
    LWSLog.emit(level: level, line: String(cString: line))
}
