import CLibWebSockets
import TransitionLabCore
import TransitionLabProtocol

/// One room frame, shared by every connection of the room, that encodes itself at most once per distinct need:
/// the keyframe, and one delta per base frame its receivers hold (so all viewers on the same base share one
/// encoding). Quantising happens once, on the simulation thread; this object and its encodings are made on the
/// service thread, at write time, when each connection's base is known.
///
/// Its stored `var`s are `@exclusivity(unchecked)`: only the service thread calls it (docs/architecture.md).
final class EncodedFrame {
    /// The room's frame sequence number.
    let sequence: UInt32
    let nodeTableVersion: UInt32
    /// The room's recent frames, this one included once it is handed to connections.
    let history: FrameHistory
    let quantized: QuantizedFrame
    @exclusivity(unchecked) private var keyframe: FramePayload?
    /// The first delta encoded, and its base: the one every receiver shares while they keep up.
    @exclusivity(unchecked) private var firstDelta: (base: UInt32, payload: FramePayload)?
    /// Every later delta, by base: empty, never allocated, while all receivers share one base.
    @exclusivity(unchecked) private var laterDeltas: [UInt32: FramePayload] = [:]
    /// The delta shared last and its base, found without hashing by the next receiver on the same base. Unretained:
    /// `firstDelta` or `laterDeltas` holds it for the frame's whole life, so each receiver borrows it without a
    /// retain and a release (callgrind: about 45 instructions per viewer per frame).
    @exclusivity(unchecked) private var lastDelta: (base: UInt32, payload: Unmanaged<FramePayload>)?

    init(
        _ quantized: QuantizedFrame, sequence: UInt32, nodeTableVersion: UInt32,
        history: FrameHistory = FrameHistory(room: 0)
    ) {
        self.sequence = sequence
        self.nodeTableVersion = nodeTableVersion
        self.history = history
        self.quantized = quantized
    }

    /// The frame's size on the wire as the outbox accounts it (`FrameDeltaEncoder.sizeBound(nodeCount:)`).
    var count: Int { FrameDeltaEncoder.sizeBound(nodeCount: quantized.nodes.count) }

    /// What the receipt of this frame records.
    var receipt: FrameReceipt { FrameReceipt(room: history.room, sequence: sequence) }

    /// Makes this frame available as a delta base: once, when it is handed to connections.
    func enterHistory() { history.append(quantized, sequence: sequence) }

    /// The bytes for a connection whose client holds the frame of `receipt`: a delta from it when it is this
    /// room's and still in the history, else a keyframe. A delta already encoded for the same base is shared
    /// without looking the base up again: a viewer on the base shared last or encoded first costs a comparison or
    /// two, one on another base a dictionary lookup.
    func payload(after receipt: FrameReceipt?) -> FramePayload {
        guard let receipt, receipt.room == history.room else { return keyframePayload() }
        if let lastDelta, lastDelta.base == receipt.sequence { return lastDelta.payload.takeUnretainedValue() }
        if let delta = encodedDelta(after: receipt.sequence) {
            lastDelta = (receipt.sequence, Unmanaged.passUnretained(delta))
            return delta
        }
        guard let base = history.frame(receipt.sequence) else { return keyframePayload() }
        let encoded = FrameDeltaEncoder.withEncoded(
            quantized, sequence: sequence, nodeTableVersion: nodeTableVersion, base: (base, receipt.sequence),
            headroom: Int(tl_LWS_PRE), FramePayload.init)
        if firstDelta == nil {
            firstDelta = (receipt.sequence, encoded)
        } else {
            laterDeltas[receipt.sequence] = encoded
        }
        lastDelta = (receipt.sequence, Unmanaged.passUnretained(encoded))
        return encoded
    }

    /// Calls `body` with `payload(after:)`'s bytes, `inputSequence` patched in (`FramePayload.withPayload`); the
    /// delta shared last is borrowed rather than retained.
    func withPayload<R>(
        after receipt: FrameReceipt?, inputSequence: UInt32, _ body: (UnsafeMutablePointer<UInt8>, Int) -> R
    ) -> R {
        if let receipt, receipt.room == history.room, let lastDelta, lastDelta.base == receipt.sequence {
            return lastDelta.payload._withUnsafeGuaranteedRef { $0.withPayload(inputSequence: inputSequence, body) }
        }
        return payload(after: receipt).withPayload(inputSequence: inputSequence, body)
    }

    /// The delta from `base` if it was encoded already.
    private func encodedDelta(after base: UInt32) -> FramePayload? {
        if let firstDelta, firstDelta.base == base { return firstDelta.payload }
        return laterDeltas.isEmpty ? nil : laterDeltas[base]
    }

    private func keyframePayload() -> FramePayload {
        if let keyframe { return keyframe }
        let encoded = FrameDeltaEncoder.withEncoded(
            quantized, sequence: sequence, nodeTableVersion: nodeTableVersion, headroom: Int(tl_LWS_PRE),
            FramePayload.init)
        keyframe = encoded
        return encoded
    }
}

/// Encoded frame bytes after `LWS_PRE` bytes of headroom. Each connection patches its own "last input seq" just
/// before its `lws_write`; writes happen one at a time on the service thread, and lws copies whatever a socket does
/// not take at once, so sharing is safe.
///
/// The bytes live in an allocation of their own, written through its pointer: patching an array held in a class's
/// `var` costs a run-time exclusivity check and a uniqueness check on every write (callgrind: about 90
/// instructions per viewer per frame), for one copy of the bytes per encoding.
final class FramePayload {
    private let storage: UnsafeMutableRawBufferPointer

    /// A copy of `bytes`: the headroom, then the frame.
    init(_ bytes: UnsafeRawBufferPointer) {
        storage = .allocate(byteCount: bytes.count, alignment: 1)
        storage.copyMemory(from: bytes)
    }

    deinit { storage.deallocate() }

    /// Frame size on the wire.
    var count: Int { storage.count - Int(tl_LWS_PRE) }

    /// Calls `body` with the payload pointer (headroom before it) and length, after patching `inputSequence` in.
    func withPayload<R>(inputSequence: UInt32, _ body: (UnsafeMutablePointer<UInt8>, Int) -> R) -> R {
        let payload = UnsafeMutableRawBufferPointer(rebasing: storage[Int(tl_LWS_PRE)...])
        FrameDeltaEncoder.patchInputSequence(inputSequence, in: payload)
        return body(payload.baseAddress!.assumingMemoryBound(to: UInt8.self), payload.count)
    }
}
