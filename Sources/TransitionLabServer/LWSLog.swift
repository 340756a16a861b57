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

    fileprivate static func emit(level: Int32, line: String) {
        let text = line.hasSuffix("\n") ? String(line.dropLast()) : line
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
