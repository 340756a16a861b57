import ArgumentParser
import TransitionLabServer

/// How long `serve` waits on a WebSocket client: the stall timeout and libwebsockets' idle ping and hangup
/// (`lws_retry_bo_t.secs_since_valid_ping` and `secs_since_valid_hangup`, lws-retry.h).
struct ConnectionOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Close a client that takes no frame for this long while newer ones replace it (1…3600).",
            valueName: "seconds"))
    var stallTimeout = 30

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Ping a connection that was silent this long (1…3600).", valueName: "seconds"))
    var pingInterval = 10

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Drop a connection silent this long, its ping unanswered (more than --ping-interval, at most 3600).",
            valueName: "seconds"))
    var hangupInterval = 25

    func validate() throws {
        for (flag, value) in [("stall-timeout", stallTimeout), ("ping-interval", pingInterval)]
        where !(1...3600).contains(value) {
            throw ValidationError("--\(flag) must be between 1 and 3600")
        }
        guard hangupInterval > pingInterval, hangupInterval <= 3600 else {
            throw ValidationError("--hangup-interval must be more than --ping-interval and at most 3600")
        }
    }

    /// `configuration` with these waits.
    func apply(to configuration: inout ServerConfiguration) {
        configuration.stallTimeout = stallTimeout
        configuration.pingInterval = pingInterval
        configuration.hangupInterval = hangupInterval
    }
}
