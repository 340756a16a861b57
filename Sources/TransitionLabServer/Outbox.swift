/// What one connection still has to send: control messages in order, never dropped, plus at most one frame
/// (a newer frame replaces an unsent older one, so a slow client skips frames instead of growing memory).
///
/// Control messages that only describe the latest state (`state`, `curve`, `code`, a forwarded pointer move) carry
/// a coalescing key: an unsent one with the same key is replaced in place. Owned by the service thread.
struct Outbox {
    /// One thing to write.
    enum Item {
        case text([UInt8])
        case frame(EncodedFrame, inputSequence: UInt32)
        case close(status: UInt16, reason: String)
    }

    /// Unsent control bytes above which the client counts as stuck (`isOverflowing`).
    static let controlByteLimit = 1 << 20

    private var control: [(key: String?, bytes: [UInt8])] = []
    private var head = 0
    private var controlBytes = 0
    private var frame: (EncodedFrame, UInt32)?
    private var closing: (UInt16, String)?

    var isEmpty: Bool { head == control.count && frame == nil && closing == nil }
    /// Whether unsent control messages passed `controlByteLimit`.
    var isOverflowing: Bool { controlBytes > Self.controlByteLimit }
    /// Whether a frame waits to be written.
    var hasFrame: Bool { frame != nil }

    /// Queues a control message; replaces an unsent one with the same non-nil `key`.
    mutating func enqueue(text bytes: [UInt8], coalescingKey key: String? = nil) {
        if let key, let index = control[head...].firstIndex(where: { $0.key == key }) {
            controlBytes += bytes.count - control[index].bytes.count
            control[index].bytes = bytes
            return
        }
        control.append((key, bytes))
        controlBytes += bytes.count
    }

    /// Makes `frame` the pending frame, replacing any unsent one. Returns true if one was replaced.
    @discardableResult
    mutating func enqueue(frame newFrame: EncodedFrame, inputSequence: UInt32) -> Bool {
        defer { frame = (newFrame, inputSequence) }
        return frame != nil
    }

    /// Ends the connection after what is already queued.
    mutating func enqueueClose(status: UInt16, reason: String) {
        if closing == nil { closing = (status, reason) }
    }

    /// The next item to write: control messages first (so a `nodes` table precedes the frames using it), then
    /// the frame, then a close.
    mutating func next() -> Item? {
        if head < control.count {
            let bytes = control[head].bytes
            head += 1
            controlBytes -= bytes.count
            if head == control.count || head > 64 {
                control.removeFirst(head)
                head = 0
            }
            return .text(bytes)
        }
        if let (encoded, sequence) = frame {
            frame = nil
            return .frame(encoded, inputSequence: sequence)
        }
        if let (status, reason) = closing {
            closing = nil
            return .close(status: status, reason: reason)
        }
        return nil
    }
}
