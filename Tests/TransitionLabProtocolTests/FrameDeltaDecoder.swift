import TransitionLabCore

@testable import TransitionLabProtocol

/// Decodes protocol v2 frames (`FrameDeltaEncoder`) against the frame it holds, as a client does
/// (`web/protocol/frame-decoder.js`): a keyframe replaces what it holds, a delta applies to it when its base is the
/// held frame. The tests' reading of the layout in docs/protocol.md ("Frames (v2)"); the server decodes no frames.
struct FrameDeltaDecoder {
    /// The fixed header of a v2 frame.
    struct Header: Sendable, Hashable {
        var kind: FrameDeltaEncoder.Kind
        var sequence: UInt32
        var inputSequence: UInt32
        /// The frame a delta applies to (0 for a keyframe).
        var baseSequence: UInt32
        var nodeTableVersion: UInt32
    }

    /// The last frame decoded and its sequence number.
    private(set) var held: (frame: QuantizedFrame, sequence: UInt32)?

    init() {}

    /// Forgets the held frame (a new connection starts from a keyframe).
    mutating func reset() { held = nil }

    /// Decodes `bytes` and holds the result.
    /// - Throws: `FrameDecodingError` for bytes that are not a v2 frame, or a delta from a frame not held; the held
    ///   frame is then unchanged.
    @discardableResult
    mutating func decode(_ bytes: [UInt8]) throws(FrameDecodingError) -> (Header, QuantizedFrame) {
        var reader = ByteReader(bytes: bytes, offset: 0)
        guard bytes.count >= FrameDeltaEncoder.headerSize, Array(bytes[0..<4]) == FrameDeltaEncoder.magic else {
            throw .notV2
        }
        reader.offset = 4
        guard try reader.u16() == FrameDeltaEncoder.version else { throw .notV2 }
        guard let kind = FrameDeltaEncoder.Kind(rawValue: try reader.u8()) else { throw .malformed("kind") }
        _ = try reader.u8()
        let header = Header(
            kind: kind, sequence: try reader.u32(), inputSequence: try reader.u32(), baseSequence: try reader.u32(),
            nodeTableVersion: try reader.u32())
        let time = try reader.f64()
        let frame: QuantizedFrame
        switch kind {
        case .keyframe:
            frame = try Self.keyframe(time: time, &reader)
        case .delta:
            guard let held, held.sequence == header.baseSequence else {
                throw .wrongBase(expected: held?.sequence, got: header.baseSequence)
            }
            frame = try Self.delta(time: time, from: held.frame, &reader)
        }
        guard reader.isAtEnd else { throw .malformed("trailing bytes") }
        held = (frame, header.sequence)
        return (header, frame)
    }

    private static func keyframe(time: Double, _ reader: inout ByteReader) throws(FrameDecodingError)
        -> QuantizedFrame
    {
        let width = try int32(reader.signed())
        let height = try int32(reader.signed())
        let background = try reader.varint(as: UInt32.self)
        let count = try reader.varint(as: Int.self)
        guard count <= reader.bytes.count else { throw .malformed("node count") }
        var nodes: [QuantizedFrame.Node] = []
        nodes.reserveCapacity(count)
        for _ in 0..<count { nodes.append(try fullNode(&reader)) }
        return QuantizedFrame(
            time: time, viewportWidth: width, viewportHeight: height, background: background, nodes: nodes)
    }

    private static func delta(time: Double, from base: QuantizedFrame, _ reader: inout ByteReader)
        throws(FrameDecodingError) -> QuantizedFrame
    {
        var frame = base
        frame.time = time
        let frameMask = FrameDeltaEncoder.FrameMask(rawValue: try reader.u8())
        if frameMask.contains(.viewport) {
            frame.viewportWidth = try int32(Int64(base.viewportWidth) + reader.signed())
            frame.viewportHeight = try int32(Int64(base.viewportHeight) + reader.signed())
        }
        if frameMask.contains(.background) { frame.background = try reader.varint(as: UInt32.self) }
        let removed = Set(try gaps(&reader, below: base.nodes.count))
        let survivors = base.nodes.indices.filter { !removed.contains($0) }
        let added = try gaps(&reader, below: survivors.count + reader.bytes.count)
        var addedNodes: [QuantizedFrame.Node] = []
        for _ in added { addedNodes.append(try fullNode(&reader)) }
        guard added.last.map({ $0 < survivors.count + added.count }) ?? true else {
            throw .malformed("added index past the end")
        }
        // Interleave: added nodes at their indices, survivors in base order everywhere else.
        var nodes: [QuantizedFrame.Node] = []
        nodes.reserveCapacity(survivors.count + added.count)
        var survivorPositions: [Int] = []
        survivorPositions.reserveCapacity(survivors.count)
        var nextAdded = 0
        for baseIndex in survivors {
            while nextAdded < added.count, added[nextAdded] == nodes.count {
                nodes.append(addedNodes[nextAdded])
                nextAdded += 1
            }
            survivorPositions.append(nodes.count)
            nodes.append(base.nodes[baseIndex])
        }
        while nextAdded < added.count {
            nodes.append(addedNodes[nextAdded])
            nextAdded += 1
        }
        // Changes address survivors in order, skipping unchanged ones.
        let changed = try reader.varint(as: Int.self)
        var cursor = 0
        for _ in 0..<min(changed, survivorPositions.count + 1) {
            let skip = try reader.varint(as: Int.self)
            guard skip < survivorPositions.count - cursor else { throw .malformed("change past the end") }
            cursor += skip
            try applyChange(to: &nodes[survivorPositions[cursor]], &reader)
            cursor += 1
        }
        guard changed <= survivorPositions.count else { throw .malformed("change count") }
        frame.nodes = nodes
        return frame
    }

    private static func gaps(_ reader: inout ByteReader, below limit: Int) throws(FrameDecodingError) -> [Int] {
        let count = try reader.varint(as: Int.self)
        guard count <= limit else { throw .malformed("index count") }
        var indices: [Int] = []
        var next = 0
        for _ in 0..<count {
            let gap = try reader.varint(as: Int.self)
            guard gap < limit - next else { throw .malformed("index out of range") }
            let index = next + gap
            indices.append(index)
            next = index + 1
        }
        return indices
    }

    private static func fullNode(_ reader: inout ByteReader) throws(FrameDecodingError) -> QuantizedFrame.Node {
        QuantizedFrame.Node(
            id: try reader.varint(as: UInt32.self), parent: try reader.varint(as: UInt32.self),
            x: try int32(reader.signed()), y: try int32(reader.signed()), width: try int32(reader.signed()),
            height: try int32(reader.signed()), cornerRadius: try int32(reader.signed()),
            alpha: try int32(reader.signed()), z: try int32(reader.signed()), fill: try reader.varint(as: UInt32.self),
            flags: try reader.varint(as: UInt16.self))
    }

    private static func applyChange(to node: inout QuantizedFrame.Node, _ reader: inout ByteReader)
        throws(FrameDecodingError)
    {
        typealias Mask = FrameDeltaEncoder.FieldMask
        let mask = Mask(rawValue: try reader.varint(as: UInt16.self))
        if mask.contains(.x) { node.x = try int32(Int64(node.x) + reader.signed()) }
        if mask.contains(.y) { node.y = try int32(Int64(node.y) + reader.signed()) }
        if mask.contains(.width) { node.width = try int32(Int64(node.width) + reader.signed()) }
        if mask.contains(.height) { node.height = try int32(Int64(node.height) + reader.signed()) }
        if mask.contains(.cornerRadius) { node.cornerRadius = try int32(Int64(node.cornerRadius) + reader.signed()) }
        if mask.contains(.alpha) { node.alpha = try int32(Int64(node.alpha) + reader.signed()) }
        if mask.contains(.z) { node.z = try int32(Int64(node.z) + reader.signed()) }
        if mask.contains(.fill) { node.fill = try reader.varint(as: UInt32.self) }
        if mask.contains(.flags) { node.flags = try reader.varint(as: UInt16.self) }
        if mask.contains(.parent) { node.parent = try reader.varint(as: UInt32.self) }
    }

    private static func int32(_ value: Int64) throws(FrameDecodingError) -> Int32 {
        guard let result = Int32(exactly: value) else { throw .malformed("value out of range") }
        return result
    }
}

/// Reads what `ByteWriter` wrote; every read checks the bounds and throws `FrameDecodingError.truncated`.
struct ByteReader {
    let bytes: [UInt8]
    var offset: Int

    var isAtEnd: Bool { offset == bytes.count }

    mutating func u8() throws(FrameDecodingError) -> UInt8 {
        guard offset < bytes.count else { throw .truncated }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func u16() throws(FrameDecodingError) -> UInt16 { UInt16(try u8()) | UInt16(try u8()) << 8 }

    mutating func u32() throws(FrameDecodingError) -> UInt32 { UInt32(try u16()) | UInt32(try u16()) << 16 }

    mutating func f64() throws(FrameDecodingError) -> Double {
        Double(bitPattern: UInt64(try u32()) | UInt64(try u32()) << 32)
    }

    mutating func varint() throws(FrameDecodingError) -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: UInt64(0), to: 64, by: 7) {
            let byte = try u8()
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
        }
        throw .malformed("varint longer than 10 bytes")
    }

    /// A varint that must fit `T`.
    mutating func varint<T: FixedWidthInteger>(as _: T.Type) throws(FrameDecodingError) -> T {
        guard let value = T(exactly: try varint()) else { throw .malformed("value out of range") }
        return value
    }

    /// A zig-zag mapped signed value.
    mutating func signed() throws(FrameDecodingError) -> Int64 { VarInt.unZigZag(try varint()) }
}

/// Why bytes are not a valid v2 frame for the frame a decoder holds.
enum FrameDecodingError: Error, Sendable, Hashable {
    case truncated
    case notV2
    /// A delta whose base is not the frame the decoder holds.
    case wrongBase(expected: UInt32?, got: UInt32)
    case malformed(String)
}

extension VarInt {
    /// The inverse of `zigZag(_:)`.
    static func unZigZag(_ value: UInt64) -> Int64 { Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1) }
}
