import CLibWebSockets
import Logging
import TransitionLabCore
import TransitionLabProtocol

/// One WebSocket client on `/ws`. Owned by the service thread: created in `LWS_CALLBACK_ESTABLISHED`, freed in
/// `LWS_CALLBACK_CLOSED`. Written to as soon as something is queued while its socket keeps up, otherwise in
/// `LWS_CALLBACK_SERVER_WRITEABLE`.
final class Connection {
    let id: Int
    let wsi: OpaquePointer
    var outbox = Outbox()
    /// The message being reassembled from fragments.
    var message: [UInt8] = []
    /// The control token from the WebSocket URL's query, used when `hello` carries none.
    var token: String?
    /// The last frame written to the socket: the base of the next v2 delta (nil: the next frame is a keyframe).
    private var receivedFrame: FrameReceipt?
    /// Whether a stall timeout is armed (a frame was replaced before the client took it).
    private var stallTimerArmed = false
    /// Whether a writable callback was asked for and has not come yet: until it does, nothing is written.
    private var awaitingWritable = false
    /// Set once the client stopped reading and the connection is being closed: nothing more is queued or read.
    private(set) var isClosing = false
    private let logger: Logger
    private let clock: any MonotonicClock
    private let metrics: ServerMetrics
    /// The message rate limit.
    private var messageLimit: RateLimiter
    /// The oldest input read since the last frame that applied input, and when: the start of the next
    /// input→frame latency.
    private var unansweredInput: (sequence: UInt32, readAt: Double)?
    /// At most one frame per refresh of the client's display, once it declares one (`declareRefresh`).
    private var pacer = FramePacer()
    /// Whether an lws timer is set for the held frame (`FramePacer.heldFrameDeadline`).
    private var frameTimerSet = false

    init(
        id: Int, wsi: OpaquePointer, messageRate: Double, clock: any MonotonicClock, logger: Logger,
        metrics: ServerMetrics
    ) {
        self.id = id
        self.wsi = wsi
        self.logger = logger
        self.clock = clock
        self.metrics = metrics
        messageLimit = RateLimiter(rate: messageRate, now: clock.now())
    }

    /// Whether one more message is admitted now (`RateLimiter`); a refusal queues a `rate-limited` error at most
    /// once a second.
    func admitMessage() -> Bool {
        switch messageLimit.admit(now: clock.now()) {
        case .admitted:
            return true
        case .refused(let notify):
            metrics.refused(.rate)
            if notify {
                let limit = Int(messageLimit.rate)
                send(.error(code: "rate-limited", message: "more than \(limit) messages per second", type: nil))
            }
            return false
        }
    }

    /// Shortest interval between two `hello` messages of one connection: each renames or re-roles its sender, which
    /// changes the `state` every member of the room receives.
    static let helloInterval = 0.25
    /// Shortest time between two `export` messages a connection may send, in seconds.
    static let exportInterval = 0.25
    private var helloAt = -Double.infinity
    private var exportAt = -Double.infinity

    /// Whether a `hello` is admitted now; otherwise queues a `rate-limited` error.
    func admitHello() -> Bool {
        admit("hello", last: &helloAt, interval: Self.helloInterval)
    }

    /// Whether an `export` is admitted now (one per `exportInterval`); otherwise queues a `rate-limited` error. An
    /// export writes the whole scene as Swift on the simulation thread: a client asking for one after another would
    /// spend that thread's time and its own outbox.
    func admitExport() -> Bool {
        admit("export", last: &exportAt, interval: Self.exportInterval)
    }

    /// Whether a message of `type` is admitted `interval` after the last one admitted (at `last`, updated).
    private func admit(_ type: String, last: inout Double, interval: Double) -> Bool {
        let now = clock.now()
        guard now - last >= interval else {
            metrics.refused(.rate)
            let most = Int((1 / interval).rounded())
            send(.error(code: "rate-limited", message: "at most \(most) \(type) messages per second", type: type))
            return false
        }
        last = now
        return true
    }

    /// Queues a control message from the service thread itself (an error, a pong).
    func send(_ message: ServerMessage) {
        enqueue(text: message.bytes, kind: .ordered)
    }

    /// Queues a control message and sends it (`requestWrite`).
    func enqueue(text bytes: [UInt8], kind: Outbox.Kind) {
        guard !isClosing else { return }
        outbox.enqueue(text: bytes, kind: kind)
        requestWrite()
    }

    /// Makes `frame` the pending frame and sends it (`requestWrite`). Replacing an unsent one arms the stall
    /// timeout: a client that takes no frame for `stallTimeout` seconds is closed by lws.
    func enqueue(frame: EncodedFrame, inputSequence: UInt32, stallTimeout: Int) {
        guard !isClosing else { return }
        // A frame held for the display's refresh is replaced by design; one held for a slow socket is skipped.
        let replaced = outbox.enqueue(frame: frame, inputSequence: inputSequence) && awaitingWritable
        if replaced { metrics.framesSkipped.add(1) }
        if replaced && !stallTimerArmed {
            stallTimerArmed = true
            lws_set_timeout(wsi, PENDING_TIMEOUT_USER_OK, Int32(stallTimeout))
        }
        requestWrite()
    }

    /// Sends what was queued: at once when no writable callback is due and lws holds none of this socket's bytes,
    /// otherwise from that callback. Writing at once saves a pass of the service loop per message: no POLLOUT to
    /// arm and disarm, no extra `poll` over every socket, no callback per connection. Unless unsent control
    /// messages passed `Outbox.controlByteLimit`: then the client stopped reading, and the connection is closed.
    private func requestWrite() {
        guard !outbox.isOverflowing else { return closeAsynchronously(because: "it stopped reading") }
        guard !awaitingWritable else { return }
        if !writeQueued() { closeAsynchronously(because: "a write failed") }
    }

    /// Notes that input `sequence` was read now, unless older input still waits for its frame.
    func inputRead(sequence: Int) {
        guard unansweredInput == nil else { return }
        unansweredInput = (UInt32(truncatingIfNeeded: sequence), clock.now())
    }

    /// Sends this client at most one frame per refresh of a display at `hertz` (`ClientMessage.display`), the
    /// newest: a frame that comes sooner waits for the refresh, and a newer one replaces it meanwhile.
    func declareRefresh(_ hertz: Double) {
        pacer.declare(refresh: hertz)
    }

    /// The frame timer (`LWS_CALLBACK_TIMER`): writes the held frame, unless a writable callback is due.
    func frameDue() -> Int32 {
        frameTimerSet = false
        guard !isClosing, !awaitingWritable else { return 0 }
        return writeQueued() ? 0 : -1
    }

    /// Whether the pending frame waits for the next refresh of the client's display.
    private var holdsFrame: Bool { pacer.isPacing && pacer.holds(at: clock.now()) }

    /// Sets the lws timer (`lws_set_timer_usecs`, lws-timeout-timer.h) for the held frame's deadline: a newer
    /// frame that comes first is written at once and cancels it.
    private func setFrameTimer() {
        guard !frameTimerSet else { return }
        frameTimerSet = true
        lws_set_timer_usecs(wsi, lws_usec_t(max(1, (pacer.heldFrameDeadline - clock.now()) * 1e6)))
    }

    /// Cancels the held frame's timer (`LWS_SET_TIMER_USEC_CANCEL`), once a frame is written.
    private func cancelFrameTimer() {
        guard frameTimerSet else { return }
        frameTimerSet = false
        lws_set_timer_usecs(wsi, tl_LWS_SET_TIMER_USEC_CANCEL)
    }

    /// Asks lws for a writable callback; writes wait for it.
    func awaitWritable() {
        awaitingWritable = true
        lws_callback_on_writable(wsi)
    }

    /// Closes the connection without a callback of its own: asynchronously (`LWS_TO_KILL_ASYNC`, lws'
    /// `lws-timeout-timer.h`), because this may run in another connection's callback; the queue is freed at once.
    private func closeAsynchronously(because reason: String) {
        logger.notice("closing connection \(id): \(reason)")
        isClosing = true
        outbox = Outbox()
        lws_set_timeout(wsi, PENDING_TIMEOUT_USER_OK, LWS_TO_KILL_ASYNC)
    }

    /// The writable callback: writes what is queued. Returns lws' callback result.
    func writeNext() -> Int32 {
        awaitingWritable = false
        guard !isClosing else { return -1 }
        return writeQueued() ? 0 : -1
    }

    /// Writes queued items while lws holds none of this socket's bytes. A write the kernel does not take whole
    /// stays with lws (`lws_partial_buffered`, `lws-ws-state.h`: check it after every write and wait for the next
    /// writable callback); what remains waits for that callback, so a slow client still skips frames rather than
    /// buffering them. A frame not yet due for the client's display waits for a newer one or its timer. Returns false when a
    /// write failed.
    private func writeQueued() -> Bool {
        let holding = holdsFrame
        while lws_partial_buffered(wsi) == 0, let item = outbox.next(holdingFrame: holding) {
            guard write(item) >= 0 else { return false }
        }
        if lws_partial_buffered(wsi) != 0 || !outbox.isEmpty && !(holding && outbox.holdsOnlyFrame) {
            awaitWritable()
        } else if holding && outbox.holdsOnlyFrame {
            setFrameTimer()
        }
        return true
    }

    /// One `lws_write` of `item`; returns its result.
    private func write(_ item: Outbox.Item) -> Int32 {
        switch item {
        case .text(let bytes):
            // lws_write needs LWS_PRE bytes of headroom before the payload: a scratch copy, on the stack when small.
            metrics.bytesSent.add(bytes.count)
            let headroom = Int(tl_LWS_PRE)
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: headroom + bytes.count) { buffer in
                _ = UnsafeMutableBufferPointer(rebasing: buffer[headroom...]).initialize(from: bytes)
                return lws_write(wsi, buffer.baseAddress! + headroom, bytes.count, LWS_WRITE_TEXT)
            }
        case .frame(let frame, let inputSequence):
            let payload = frame.payload(after: receivedFrame)
            let written = payload.withPayload(inputSequence: inputSequence) {
                metrics.bytesSent.add($1)
                return lws_write(wsi, $0, $1, LWS_WRITE_BINARY)
            }
            if written >= 0 {
                if pacer.isPacing {
                    pacer.wrote(at: clock.now())
                    cancelFrameTimer()
                }
                receivedFrame = frame.receipt
                metrics.framesSent.add(1)
                if let input = unansweredInput, inputSequence &- input.sequence < UInt32.max / 2 {
                    metrics.observeLatency(clock.now() - input.readAt)
                    unansweredInput = nil
                }
            }
            if stallTimerArmed {
                stallTimerArmed = false
                lws_set_timeout(wsi, NO_PENDING_TIMEOUT, 0)
            }
            return written
        }
    }

    /// Sets the close frame's status and reason; the caller then returns -1 from the callback.
    func close(status: UInt16, reason: String) {
        var bytes = Array(reason.utf8.prefix(120))
        lws_close_reason(wsi, lws_close_status(rawValue: UInt32(status)), &bytes, bytes.count)
    }
}
