import TransitionLabCore

/// Encodes a `QuantizedFrame` as a protocol v2 frame (`docs/protocol.md`, "Frames (v2)"): a 32-byte header, then
/// either a keyframe (every node) or a delta against a base frame the receiver holds, in which unchanged nodes cost
/// nothing, changed ones carry a field mask and zig-zag varint differences, and appearing and disappearing nodes are
/// listed explicitly. Bytes out, no I/O.
///
/// Deltas against a baseline the receiver is known to have, with quantised integer fields, follow Glenn Fiedler's
/// "Snapshot Compression" (https://gafferongames.com/post/snapshot_compression/); varints and zig-zag follow the
/// Protocol Buffers encoding (https://protobuf.dev/programming-guides/encoding/).
public enum FrameDeltaEncoder {
    /// `TLF2`.
    public static let magic: [UInt8] = [0x54, 0x4C, 0x46, 0x32]
    /// Protocol version written at offset 4.
    public static let version: UInt16 = 2
    /// Header size in bytes.
    public static let headerSize = 32
    /// Offset of the per-client "last input seq" `u32` in the header.
    public static let inputSequenceOffset = 12

    /// A bound of a keyframe's size with `nodeCount` nodes, without headroom: the header, then every varint at its
    /// widest (5 bytes for 32 bits) for the frame's 4 fields and each node's 11. A delta is sized like it for
    /// accounting (its index and mask replace fields that did not change).
    public static func sizeBound(nodeCount: Int) -> Int { headerSize + 4 * 5 + nodeCount * 11 * 5 }

    /// What follows the header.
    public enum Kind: UInt8, Sendable {
        case keyframe = 0
        case delta = 1
    }

    /// Bits of a changed node's field mask, in field order.
    struct FieldMask: OptionSet {
        let rawValue: UInt16
        static let x = FieldMask(rawValue: 1 << 0)
        static let y = FieldMask(rawValue: 1 << 1)
        static let width = FieldMask(rawValue: 1 << 2)
        static let height = FieldMask(rawValue: 1 << 3)
        static let cornerRadius = FieldMask(rawValue: 1 << 4)
        static let alpha = FieldMask(rawValue: 1 << 5)
        static let z = FieldMask(rawValue: 1 << 6)
        static let fill = FieldMask(rawValue: 1 << 7)
        static let flags = FieldMask(rawValue: 1 << 8)
        static let parent = FieldMask(rawValue: 1 << 9)
    }

    /// Bits of a delta's frame-field mask.
    struct FrameMask: OptionSet {
        let rawValue: UInt8
        static let viewport = FrameMask(rawValue: 1 << 0)
        static let background = FrameMask(rawValue: 1 << 1)
    }

    /// The frame's bytes after `headroom` zero bytes (libwebsockets' `LWS_PRE`): a delta from `base` when one is
    /// given and the surviving nodes keep their order, otherwise a keyframe. Written straight into the returned
    /// array, allocated once at a bound of the frame's size.
    ///
    /// - Parameters:
    ///   - sequence: the room's frame sequence number.
    ///   - nodeTableVersion: version of the latest `nodes` message the node ids refer to.
    ///   - base: a frame the receiver holds, with its sequence number.
    ///   - inputSequence: last input `seq` applied from the receiving client (0 if none).
    /// - Complexity: O(nodes of `frame` and `base`).
    public static func encode(
        _ frame: QuantizedFrame, sequence: UInt32, nodeTableVersion: UInt32,
        base: (frame: QuantizedFrame, sequence: UInt32)? = nil, inputSequence: UInt32 = 0, headroom: Int = 0
    ) -> [UInt8] {
        encode(frame, sequence, nodeTableVersion, base, inputSequence) { bound, body in
            ByteWriter.bytes(headroom: headroom, bound: bound, body)
        }
    }

    /// `encode(_:sequence:nodeTableVersion:base:inputSequence:headroom:)`'s bytes handed to `use` where they were
    /// written, in storage of the bound's size that lives only during the call: for a caller that copies them, with
    /// no array and no copy to a right-sized one in between (callgrind: about 1,500 instructions a frame).
    public static func withEncoded<Result>(
        _ frame: QuantizedFrame, sequence: UInt32, nodeTableVersion: UInt32,
        base: (frame: QuantizedFrame, sequence: UInt32)? = nil, inputSequence: UInt32 = 0, headroom: Int = 0,
        _ use: (UnsafeRawBufferPointer) -> Result
    ) -> Result {
        encode(frame, sequence, nodeTableVersion, base, inputSequence) { bound, body in
            ByteWriter.withBytes(headroom: headroom, bound: bound, body, use)
        }
    }

    /// The frame written by the body handed to `output` with a bound of its size: a delta or a keyframe.
    @inline(__always)
    private static func encode<Result>(
        _ frame: QuantizedFrame, _ sequence: UInt32, _ nodeTableVersion: UInt32,
        _ base: (frame: QuantizedFrame, sequence: UInt32)?, _ inputSequence: UInt32,
        _ output: (_ bound: Int, _ body: (inout ByteWriter) -> Void) -> Result
    ) -> Result {
        if let base, let plan = DeltaPlan(from: base.frame, to: frame) {
            return output(deltaSizeBound(plan, nodeCount: frame.nodes.count)) { writer in
                header(.delta, sequence, base.sequence, nodeTableVersion, inputSequence, frame.time, into: &writer)
                writeDelta(plan, from: base.frame, to: frame, into: &writer)
            }
        }
        return output(sizeBound(nodeCount: frame.nodes.count)) { writer in
            header(.keyframe, sequence, 0, nodeTableVersion, inputSequence, frame.time, into: &writer)
            writer.signed(Int64(frame.viewportWidth))
            writer.signed(Int64(frame.viewportHeight))
            writer.varint(frame.background)
            writer.varint(frame.nodes.count)
            for node in frame.nodes { writeFull(node, into: &writer) }
        }
    }

    /// Overwrites the "last input seq" field of an encoded frame that starts at `buffer`'s first byte.
    public static func patchInputSequence(_ inputSequence: UInt32, in buffer: UnsafeMutableRawBufferPointer) {
        buffer.storeBytes(of: inputSequence.littleEndian, toByteOffset: inputSequenceOffset, as: UInt32.self)
    }

    private static func header(
        _ kind: Kind, _ sequence: UInt32, _ baseSequence: UInt32, _ nodeTableVersion: UInt32,
        _ inputSequence: UInt32, _ time: Double, into writer: inout ByteWriter
    ) {
        for byte in magic { writer.u8(byte) }
        writer.u16(version)
        writer.u8(kind.rawValue)
        writer.u8(0)
        writer.u32(sequence)
        writer.u32(inputSequence)
        writer.u32(baseSequence)
        writer.u32(nodeTableVersion)
        writer.f64(time)
    }

    /// The widest varint of a count or index of nodes: below 2³⁵, as any array of nodes in memory is.
    static let countSizeBound = 5

    /// The widest a node in full can be: five bytes per 32-bit field, three for the flags.
    static let fullNodeSizeBound = 53

    /// The widest a changed node's entry can be: its skip count, mask (2), seven differences of quantised fields
    /// (5 each: a difference of two `Int32`s zig-zags below 2³⁴), fill (5), flags (3) and parent (5).
    static let changeSizeBound = countSizeBound + 2 + 7 * 5 + 5 + 3 + 5

    /// A bound of a delta's size: the header, the frame fields (mask, two differences, background), the removed
    /// and added indices, the added nodes in full, and an entry for every survivor of the `nodeCount` new nodes.
    static func deltaSizeBound(_ plan: DeltaPlan, nodeCount: Int) -> Int {
        let frameFields = 1 + 3 * 5
        let indices = (2 + plan.removed.count + plan.added.count) * countSizeBound
        let entries = countSizeBound + (nodeCount - plan.added.count) * changeSizeBound
        return headerSize + frameFields + indices + plan.added.count * fullNodeSizeBound + entries
    }

    /// A node with every field: id, parent, x, y, width, height, radius, alpha, z, fill, flags.
    static func writeFull(_ node: QuantizedFrame.Node, into writer: inout ByteWriter) {
        writer.varint(node.id)
        writer.varint(node.parent)
        writer.signed(Int64(node.x))
        writer.signed(Int64(node.y))
        writer.signed(Int64(node.width))
        writer.signed(Int64(node.height))
        writer.signed(Int64(node.cornerRadius))
        writer.signed(Int64(node.alpha))
        writer.signed(Int64(node.z))
        writer.varint(node.fill)
        writer.varint(node.flags)
    }

    private static func writeDelta(
        _ plan: DeltaPlan, from base: QuantizedFrame, to frame: QuantizedFrame, into writer: inout ByteWriter
    ) {
        var frameMask: FrameMask = []
        if frame.viewportWidth != base.viewportWidth || frame.viewportHeight != base.viewportHeight {
            frameMask.insert(.viewport)
        }
        if frame.background != base.background { frameMask.insert(.background) }
        writer.u8(frameMask.rawValue)
        if frameMask.contains(.viewport) {
            writer.signed(Int64(frame.viewportWidth) - Int64(base.viewportWidth))
            writer.signed(Int64(frame.viewportHeight) - Int64(base.viewportHeight))
        }
        if frameMask.contains(.background) { writer.varint(frame.background) }
        writeGaps(plan.removed, into: &writer)
        writeGaps(plan.added, into: &writer)
        for index in plan.added { writeFull(frame.nodes[index], into: &writer) }
        // The count of changed nodes precedes them: room for the most there can be, filled once they are written.
        let countRoom = writer.reserveVarint(upTo: UInt64(frame.nodes.count - plan.added.count))
        var changes = Changes(writer: writer)
        base.nodes.withUnsafeBufferPointer { old in
            frame.nodes.withUnsafeBufferPointer { new in
                if plan.isEmpty {
                    for index in new.indices {
                        changes.write(from: old.baseAddress! + index, to: new.baseAddress! + index)
                    }
                } else {
                    writeSurvivors(plan, from: old, to: new, &changes)
                }
            }
        }
        writer = changes.writer
        writer.fillVarint(UInt64(changes.count), in: countRoom)
    }

    /// The surviving nodes' changes when nodes appeared or disappeared: they pair up in order, the k-th base node
    /// not removed with the k-th new node not added.
    private static func writeSurvivors(
        _ plan: DeltaPlan, from old: UnsafeBufferPointer<QuantizedFrame.Node>,
        to new: UnsafeBufferPointer<QuantizedFrame.Node>, _ changes: inout Changes
    ) {
        var baseIndex = 0
        var removed = plan.removed.makeIterator()
        var nextRemoved = removed.next()
        var added = plan.added.makeIterator()
        var nextAdded = added.next()
        for index in new.indices {
            if index == nextAdded {
                nextAdded = added.next()
                continue
            }
            while baseIndex == nextRemoved {
                baseIndex += 1
                nextRemoved = removed.next()
            }
            changes.write(from: old.baseAddress! + baseIndex, to: new.baseAddress! + index)
            baseIndex += 1
        }
    }

    /// Ascending indices as a count and the gaps between them (first index, then each minus the previous minus 1).
    private static func writeGaps(_ indices: [Int], into writer: inout ByteWriter) {
        writer.varint(indices.count)
        var next = 0
        for index in indices {
            writer.varint(index - next)
            next = index + 1
        }
    }
}

/// Which base nodes disappear and which new nodes appear, matched by id; nil when a delta cannot express the change
/// (duplicate ids, or surviving nodes that changed order), so the encoder sends a keyframe.
struct DeltaPlan {
    /// Ascending indices into the base's nodes.
    var removed: [Int] = []
    /// Ascending indices into the new frame's nodes.
    var added: [Int] = []

    /// Whether every node survives in place: the k-th base node pairs with the k-th new one.
    var isEmpty: Bool { removed.isEmpty && added.isEmpty }

    init?(from base: QuantizedFrame, to frame: QuantizedFrame) {
        // Same ids in the same order: nodes pair up by position (the common case, checked without hashing).
        if base.nodes.count == frame.nodes.count, zip(base.nodes, frame.nodes).allSatisfy({ $0.id == $1.id }) {
            return
        }
        var baseIndex: [UInt32: Int] = [:]
        baseIndex.reserveCapacity(base.nodes.count)
        for (index, node) in base.nodes.enumerated() where baseIndex.updateValue(index, forKey: node.id) != nil {
            return nil
        }
        var survivors: [Int] = []
        var seen = Set<UInt32>()
        for (index, node) in frame.nodes.enumerated() {
            guard seen.insert(node.id).inserted else { return nil }
            if let old = baseIndex[node.id] { survivors.append(old) } else { added.append(index) }
        }
        guard zip(survivors, survivors.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
        removed = base.nodes.indices.filter { !seen.contains(base.nodes[$0].id) }
    }
}
