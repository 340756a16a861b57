extension Connection {
    /// What one WebSocket connection does, as a value: each event (a message or frame queued, the socket writable, a
    /// write done, the frame timer, the server going away) returns what the connection must do on its socket. It
    /// calls no libwebsockets function and reads no clock (the time comes with each event), so every path is tested
    /// without a socket.
    ///
    /// Nothing is written until libwebsockets says the socket is writable: whatever is queued asks for that callback
    /// (`Action.requestWritable`), and `writable(now:)` then hands out the queue, as libwebsockets' README.coding.md
    /// requires ("Only send data when socket writeable"). A frame held for the client's display refresh
    /// (`FramePacer`) asks for the frame timer instead, which asks for the callback in turn.
    struct StateMachine {
        /// Where the connection is in its life.
        enum Phase: Equatable {
            case open
            /// The server stops: the next writable callback closes the connection with 1001.
            case goingAway
            /// The client stopped reading or a write failed: nothing more is queued, read or written.
            case closed
        }

        /// Why the state machine closes a connection.
        enum CloseReason: String, Equatable {
            case stoppedReading = "it stopped reading"
        }

        /// What the connection must do after an event. Plain values only (the close reason is an enum, not a
        /// `String`): an action is made and dropped twice per viewer per frame, and one that may hold a reference
        /// costs an outlined copy or destroy each time.
        enum Action: Equatable {
            case none
            /// Ask for `LWS_CALLBACK_SERVER_WRITEABLE` (`lws_callback_on_writable`).
            case requestWritable
            /// Set the frame timer (`lws_set_timer_usecs`) to fire `delay` seconds from now, for a held frame.
            case setFrameTimer(delay: Double)
            /// Close the connection from outside its own callbacks (`LWS_TO_KILL_ASYNC`), logging `reason`.
            case close(reason: CloseReason)
        }

        /// What a queued frame did.
        struct FrameQueued: Equatable {
            /// It replaced a frame that waited for the socket (not one held for the display): a skipped frame.
            var skipped = false
            /// Start the stall timeout: a client that takes no frame within it is closed.
            var armStallTimeout = false
            var action = Action.none
        }

        /// What the writable callback must do first.
        enum Writable: Equatable {
            /// Write `nextWrite(now:)` items while libwebsockets holds none of the socket's bytes (telling
            /// `wroteFrame` of each frame), then call `writesEnded(partial:now:)`.
            case write
            /// Close with 1001 (going away, RFC 6455 §7.4.1).
            case closeGoingAway
            /// Return -1: the connection is closed.
            case close
        }

        /// What a written item changed.
        struct Written: Equatable {
            /// Clear the stall timeout: the client took a frame.
            var clearStallTimeout = false
            /// Cancel the frame timer: the held frame, or a newer one, was written.
            var cancelFrameTimer = false
            /// Seconds from the oldest unanswered input to this frame, when it answers it.
            var latency: Double?
        }

        /// What `admitMessage(now:)` decided.
        enum Admission: Equatable {
            case admitted
            /// Refused; `notify` queues a `rate-limited` error (at most once a second).
            case refused(notify: Bool)
        }

        /// Shortest interval between two `hello` messages: each renames or re-roles its sender, which changes the
        /// `state` every member of the room receives.
        static let helloInterval = 0.25
        /// Shortest interval between two `export` messages: an export writes the whole scene as Swift on the
        /// simulation thread, so a client asking for one after another would spend that thread's time and its own
        /// outbox.
        static let exportInterval = 0.25

        private(set) var phase = Phase.open
        private(set) var outbox = Outbox()
        /// The last frame written: the base of the next v2 delta (nil: the next frame is a keyframe).
        private(set) var receivedFrame: FrameReceipt?
        /// A writable callback was asked for and has not come.
        private(set) var writableRequested = false
        /// The frame timer is set for a held frame.
        private(set) var frameTimerSet = false
        private var stallTimerArmed = false
        private var pacer = FramePacer()
        private var messageLimit: RateLimiter
        private var helloAt = -Double.infinity
        private var exportAt = -Double.infinity
        /// The oldest input read since the last frame that applied input, and when: the start of the next
        /// input→frame latency.
        private var unansweredInput: (sequence: UInt32, readAt: Double)?

        /// A new connection admitting `messageRate` messages a second from `now`.
        init(messageRate: Double, now: Double) {
            messageLimit = RateLimiter(rate: messageRate, now: now)
        }

        var messageRate: Double { messageLimit.rate }

        /// Whether the writable callback's events need the time: only pacing (`FramePacer`) and the latency of
        /// unanswered input read it.
        var needsClock: Bool { pacer.isPacing || unansweredInput != nil }

        // MARK: Events

        /// A control message was queued. Unsent control messages past `Outbox.controlByteLimit` mean the client
        /// stopped reading: the connection closes.
        mutating func queued(text: TextPayload, kind: Outbox.Kind) -> Action {
            guard phase != .closed else { return .none }
            outbox.enqueue(text: text, kind: kind)
            guard !outbox.isOverflowing else { return closed(because: .stoppedReading) }
            return requestWritable()
        }

        /// A frame was queued for the client: it replaces any unsent one (latest wins). One that waited for the
        /// socket is a skipped frame and starts the stall timeout; one not due for the client's display waits for
        /// the frame timer.
        mutating func queued(frame: EncodedFrame, inputSequence: UInt32, now: Double) -> FrameQueued {
            guard phase != .closed else { return FrameQueued() }
            var result = FrameQueued()
            let replaced = outbox.enqueue(frame: frame, inputSequence: inputSequence)
            if replaced && writableRequested {
                result.skipped = true
                result.armStallTimeout = !stallTimerArmed
                stallTimerArmed = true
                return result
            }
            result.action = holdsFrame(at: now) && outbox.holdsOnlyFrame ? setFrameTimer(now: now) : requestWritable()
            return result
        }

        /// The frame timer fired: the held frame is due.
        mutating func frameTimerFired() -> Action {
            frameTimerSet = false
            guard phase != .closed, !outbox.isEmpty else { return .none }
            return requestWritable()
        }

        /// The server stops: the connection closes from its next writable callback.
        mutating func goAway() -> Action {
            guard phase == .open else { return .none }
            phase = .goingAway
            writableRequested = false
            return requestWritable()
        }

        /// `LWS_CALLBACK_SERVER_WRITEABLE` came.
        mutating func writable() -> Writable {
            writableRequested = false
            switch phase {
            case .open: return .write
            case .goingAway: return .closeGoingAway
            case .closed: return .close
            }
        }

        /// The next item to write from the writable callback: queued messages first, then the frame unless it
        /// waits for the client's display refresh.
        mutating func nextWrite(now: Double) -> Outbox.Item? {
            guard phase == .open else { return nil }
            return outbox.next(holdingFrame: holdsFrame(at: now))
        }

        /// `frame`, answering input up to `inputSequence`, was written at `now` (`lws_write` took it). A message
        /// written changes nothing.
        mutating func wroteFrame(_ frame: EncodedFrame, inputSequence: UInt32, now: Double) -> Written {
            var written = Written()
            receivedFrame = frame.receipt
            if pacer.isPacing {
                pacer.wrote(at: now)
                written.cancelFrameTimer = frameTimerSet
                frameTimerSet = false
            }
            if let input = unansweredInput, inputSequence &- input.sequence < UInt32.max / 2 {
                written.latency = now - input.readAt
                unansweredInput = nil
            }
            written.clearStallTimeout = stallTimerArmed
            stallTimerArmed = false
            return written
        }

        /// The writable callback wrote what it could; `partial` says libwebsockets still holds some of the socket's
        /// bytes (`lws_partial_buffered`). What remains waits for the next writable callback, or, if it is only a
        /// frame held for the display, for the frame timer.
        mutating func writesEnded(partial: Bool, now: Double) -> Action {
            guard phase == .open else { return .none }
            if !partial && outbox.isEmpty { return .none }
            if !partial && outbox.holdsOnlyFrame && holdsFrame(at: now) { return setFrameTimer(now: now) }
            return requestWritable()
        }

        /// A write failed: the callback closes the connection.
        mutating func writeFailed() {
            phase = .closed
            outbox = Outbox()
        }

        /// Input `sequence` was read at `now`; older input still waiting for its frame keeps the latency's start.
        mutating func inputRead(sequence: Int, now: Double) {
            guard unansweredInput == nil else { return }
            unansweredInput = (UInt32(truncatingIfNeeded: sequence), now)
        }

        /// The client declared its display's refresh (`ClientMessage.display`): at most one frame per refresh.
        mutating func declareRefresh(_ hertz: Double) {
            pacer.declare(refresh: hertz)
        }

        /// Whether one more message is admitted at `now` (`RateLimiter`).
        mutating func admitMessage(now: Double) -> Admission {
            switch messageLimit.admit(now: now) {
            case .admitted: .admitted
            case .refused(let notify): .refused(notify: notify)
            }
        }

        /// Whether a `hello` is admitted at `now` (`helloInterval`).
        mutating func admitHello(now: Double) -> Bool {
            Self.admit(at: now, after: &helloAt, interval: Self.helloInterval)
        }

        /// Whether an `export` is admitted at `now` (`exportInterval`).
        mutating func admitExport(now: Double) -> Bool {
            Self.admit(at: now, after: &exportAt, interval: Self.exportInterval)
        }

        /// Whether a message is admitted at `now`, `interval` after the last one admitted (at `last`, updated).
        private static func admit(at now: Double, after last: inout Double, interval: Double) -> Bool {
            guard now - last >= interval else { return false }
            last = now
            return true
        }

        // MARK: Helpers

        /// Whether a frame written at `now` would come before the client's display refresh.
        private func holdsFrame(at now: Double) -> Bool { pacer.isPacing && pacer.holds(at: now) }

        private mutating func requestWritable() -> Action {
            guard !writableRequested else { return .none }
            writableRequested = true
            return .requestWritable
        }

        private mutating func setFrameTimer(now: Double) -> Action {
            guard !frameTimerSet else { return .none }
            frameTimerSet = true
            return .setFrameTimer(delay: max(0, pacer.heldFrameDeadline - now))
        }

        private mutating func closed(because reason: CloseReason) -> Action {
            phase = .closed
            outbox = Outbox()
            return .close(reason: reason)
        }
    }
}
