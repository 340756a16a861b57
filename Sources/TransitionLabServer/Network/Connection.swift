import CLibWebSockets
import Logging
import TransitionLabCore
import TransitionLabProtocol

/// One WebSocket client on `/ws`: its socket (`wsi`) and its `StateMachine`. Owned by the service thread: created in
/// `LWS_CALLBACK_ESTABLISHED`, freed in `LWS_CALLBACK_CLOSED`.
///
/// Each event goes to the state machine, and this class carries out the action it returns with one libwebsockets
/// call. Only `writable()`, which `LWS_CALLBACK_SERVER_WRITEABLE` calls, writes to the socket.
///
/// Its stored `var`s are `@exclusivity(unchecked)`: only the service thread calls it (docs/architecture.md).
final class Connection {
    let id: Int
    let wsi: OpaquePointer
    /// The message being reassembled from fragments.
    @exclusivity(unchecked) var message: [UInt8] = []
    /// The control token of the connection's latest `hello` that carried one, used when a later `hello` carries none.
    @exclusivity(unchecked) var token: String?
    /// The state machine.
    @exclusivity(unchecked) private(set) var state: StateMachine
    private let logger: Logger
    private let clock: any MonotonicClock
    private let metrics: ServerMetrics
    /// The service thread's count of written frames and bytes, owned by the context (`WriteTally`): reached through
    /// a pointer, it is added to without a run-time exclusivity check.
    private let tally: UnsafeMutablePointer<WriteTally>
    /// Seconds a client may take no frame while newer ones replace it before lws closes it.
    private let stallTimeout: Int

    init(
        id: Int, wsi: OpaquePointer, messageRate: Double, stallTimeout: Int, clock: any MonotonicClock,
        logger: Logger, metrics: ServerMetrics, tally: UnsafeMutablePointer<WriteTally>
    ) {
        self.id = id
        self.wsi = wsi
        self.logger = logger
        self.clock = clock
        self.metrics = metrics
        self.tally = tally
        self.stallTimeout = stallTimeout
        state = StateMachine(messageRate: messageRate, now: clock.now())
    }

    /// Whether the connection is being closed: nothing more is queued or read.
    var isClosing: Bool { state.phase == .closed }

    /// Whether one more message is admitted now; a refusal queues a `rate-limited` error at most once a second.
    func admitMessage() -> Bool {
        guard case .refused(let notify) = state.admitMessage(now: clock.now()) else { return true }
        metrics.refused(.rate)
        if notify {
            send(
                .error(
                    code: "rate-limited", message: "more than \(Int(state.messageRate)) messages per second", type: nil)
            )
        }
        return false
    }

    /// Whether a `hello` is admitted now (`StateMachine.helloInterval`); otherwise queues a `rate-limited` error.
    func admitHello() -> Bool {
        admitted(state.admitHello(now: clock.now()), "hello", interval: StateMachine.helloInterval)
    }

    /// Whether an `export` is admitted now (`StateMachine.exportInterval`); otherwise queues a `rate-limited` error.
    func admitExport() -> Bool {
        admitted(state.admitExport(now: clock.now()), "export", interval: StateMachine.exportInterval)
    }

    /// `admitted`; when not, counts the refusal and queues a `rate-limited` error for a message of `type`.
    private func admitted(_ admitted: Bool, _ type: String, interval: Double) -> Bool {
        guard admitted else {
            metrics.refused(.rate)
            let most = Int((1 / interval).rounded())
            send(.error(code: "rate-limited", message: "at most \(most) \(type) messages per second", type: type))
            return false
        }
        return true
    }

    /// Queues a control message from the service thread itself (an error, a pong).
    func send(_ message: ServerMessage) {
        enqueue(text: TextPayload(message.bytes), kind: .ordered)
    }

    /// Queues a control message; the writable callback sends it.
    func enqueue(text: TextPayload, kind: Outbox.Kind) {
        perform(state.queued(text: text, kind: kind))
    }

    /// Makes `frame` the pending frame at `now` (one reading of the clock for all of a frame's recipients); the
    /// writable callback (or, for a frame held for the display, the frame timer first) sends it.
    @inline(__always)
    func enqueue(frame: EncodedFrame, inputSequence: UInt32, now: Double) {
        let queued = state.queued(frame: frame, inputSequence: inputSequence, now: now)
        if queued.skipped { metrics.framesSkipped.increment() }
        if queued.armStallTimeout { lws_set_timeout(wsi, PENDING_TIMEOUT_USER_OK, Int32(stallTimeout)) }
        perform(queued.action)
    }

    /// Notes that input `sequence` was read now, unless older input still waits for its frame.
    func inputRead(sequence: Int) {
        state.inputRead(sequence: sequence, now: clock.now())
    }

    /// Sends this client at most one frame per refresh of a display at `hertz` (`ClientMessage.display`).
    func declareRefresh(_ hertz: Double) {
        state.declareRefresh(hertz)
    }

    /// The frame timer (`LWS_CALLBACK_TIMER`): the held frame is due. Returns lws' callback result.
    func frameTimerFired() -> Int32 {
        perform(state.frameTimerFired())
        return 0
    }

    /// The server stops: the next writable callback closes the connection with 1001.
    func goAway() {
        perform(state.goAway())
    }

    /// `LWS_CALLBACK_SERVER_WRITEABLE`, the one place that writes: queued items while lws holds none of this
    /// socket's bytes. A write the kernel does not take whole stays with lws (`lws_partial_buffered`,
    /// `lws-ws-state.h`: check it after every write and wait for the next writable callback), so a slow client
    /// skips frames rather than buffering them. Returns lws' callback result.
    func writable() -> Int32 {
        // The time matters only to a connection pacing its frames or awaiting the frame for its input: the other
        // viewers skip reading the clock (callgrind: about 40 instructions per viewer per frame).
        let now = state.needsClock ? clock.now() : 0
        return writeQueued(&state, now: now)
    }

    /// `writable()`'s work on `state`; touches no other stored variable of the connection.
    private func writeQueued(_ state: inout StateMachine, now: Double) -> Int32 {
        switch state.writable() {
        case .close:
            return -1
        case .closeGoingAway:
            close(status: UInt16(LWS_CLOSE_STATUS_GOINGAWAY.rawValue), reason: "server stopping")
            return -1
        case .write:
            while lws_partial_buffered(wsi) == 0, let item = state.nextWrite(now: now) {
                let result: Int32
                switch item {
                case .text(let text):
                    tally.pointee.bytes += text.count
                    result = text.write(to: wsi)
                case .frame(let frame, let inputSequence):
                    result = write(frame: frame, after: state.receivedFrame, inputSequence: inputSequence)
                    if result >= 0 {
                        tally.pointee.frames += 1
                        wrote(state.wroteFrame(frame, inputSequence: inputSequence, now: now))
                    }
                }
                guard result >= 0 else {
                    state.writeFailed()
                    return -1
                }
            }
            // Most callbacks end with nothing left to do: no call to `perform` then.
            let next = state.writesEnded(partial: lws_partial_buffered(wsi) != 0, now: now)
            if next != .none { perform(next) }
            return 0
        }
    }

    /// Sets the close frame's status and reason; the caller then returns -1 from the callback.
    func close(status: UInt16, reason: String) {
        var bytes = Array(reason.utf8.prefix(120))
        lws_close_reason(wsi, lws_close_status(rawValue: UInt32(status)), &bytes, bytes.count)
    }

    /// One `lws_write` of `frame`: a delta from `receipt`, the frame the client holds, or a keyframe. From
    /// `writable()` only.
    private func write(frame: EncodedFrame, after receipt: FrameReceipt?, inputSequence: UInt32) -> Int32 {
        frame.withPayload(after: receipt, inputSequence: inputSequence) {
            tally.pointee.bytes += $1
            return lws_write(wsi, $0, $1, LWS_WRITE_BINARY)
        }
    }

    /// Carries out what a written item changed.
    private func wrote(_ written: StateMachine.Written) {
        if written.cancelFrameTimer { lws_set_timer_usecs(wsi, tl_LWS_SET_TIMER_USEC_CANCEL) }
        if written.clearStallTimeout { lws_set_timeout(wsi, NO_PENDING_TIMEOUT, 0) }
        if let latency = written.latency { metrics.observeLatency(latency) }
    }

    /// Carries out `action`; never writes.
    private func perform(_ action: StateMachine.Action) {
        switch action {
        case .none:
            break
        case .requestWritable:
            lws_callback_on_writable(wsi)
        case .setFrameTimer(let delay):
            // lws-timeout-timer.h: the timer fires `LWS_CALLBACK_TIMER` once, at least a microsecond from now.
            lws_set_timer_usecs(wsi, lws_usec_t(max(1, delay * 1e6)))
        case .close(let reason):
            // Asynchronously (`LWS_TO_KILL_ASYNC`, lws-timeout-timer.h), because this may run in another
            // connection's callback; the queue is already freed.
            logger.notice("closing connection \(id): \(reason.rawValue)")
            lws_set_timeout(wsi, PENDING_TIMEOUT_USER_OK, LWS_TO_KILL_ASYNC)
        }
    }
}
