import CLibWebSockets
import TransitionLabCore
import TransitionLabProtocol

/// One room frame encoded once, with `LWS_PRE` bytes of headroom, shared by every connection of the room.
///
/// Each connection patches the per-client "last input seq" just before its `lws_write`; writes happen one at a
/// time on the service thread, and lws copies whatever a socket does not take at once, so sharing is safe.
final class EncodedFrame: @unchecked Sendable {  // Filled before hand-off; then only the service thread touches it.
    /// The room's frame sequence number.
    let sequence: UInt32
    /// `LWS_PRE` headroom followed by the frame's bytes.
    private var storage: [UInt8]

    init(_ frame: Frame, sequence: UInt32, nodeTableVersion: UInt32) {
        self.sequence = sequence
        storage = FrameEncoder.encode(
            frame, sequence: sequence, nodeTableVersion: nodeTableVersion, headroom: Int(tl_LWS_PRE))
    }

    /// Frame size on the wire.
    var count: Int { storage.count - Int(tl_LWS_PRE) }

    /// Calls `body` with the payload pointer (headroom before it) and length, after patching `inputSequence` in.
    func withPayload<R>(inputSequence: UInt32, _ body: (UnsafeMutablePointer<UInt8>, Int) -> R) -> R {
        storage.withUnsafeMutableBytes { raw in
            let payload = UnsafeMutableRawBufferPointer(rebasing: raw[Int(tl_LWS_PRE)...])
            FrameEncoder.patchInputSequence(inputSequence, in: payload)
            return body(payload.baseAddress!.assumingMemoryBound(to: UInt8.self), payload.count)
        }
    }
}
