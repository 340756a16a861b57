import CLibWebSockets

/// A control message's bytes after `LWS_PRE` bytes of headroom, made once per message and shared by every
/// connection it goes to: `lws_write` frames it in place, where copying it into a scratch buffer with headroom for
/// each recipient cost callgrind about 140 instructions a write. lws writes the WebSocket header into the headroom
/// on every write, one at a time on the service thread, and copies whatever a socket does not take at once, so
/// sharing is safe (as for `FramePayload`).
final class TextPayload {
    private let storage: UnsafeMutableRawBufferPointer

    init(_ bytes: [UInt8]) {
        storage = .allocate(byteCount: Int(tl_LWS_PRE) + bytes.count, alignment: 1)
        bytes.withUnsafeBytes {
            UnsafeMutableRawBufferPointer(rebasing: storage[Int(tl_LWS_PRE)...]).copyMemory(from: $0)
        }
    }

    deinit { storage.deallocate() }

    /// The message's size on the wire.
    var count: Int { storage.count - Int(tl_LWS_PRE) }

    /// The message's bytes.
    var bytes: [UInt8] { Array(storage[Int(tl_LWS_PRE)...]) }

    /// One `lws_write` of the message as a text frame; returns its result.
    func write(to wsi: OpaquePointer) -> Int32 {
        lws_write(wsi, storage.baseAddress! + Int(tl_LWS_PRE), count, LWS_WRITE_TEXT)
    }
}
