import TransitionLabCore

/// Encodes a `Frame` into the binary frame layout of wire protocol v1 (`docs/protocol.md`, "Frames (v1)"): a 48-byte
/// little-endian header followed by one 44-byte record per node. Bytes out, no I/O.
///
/// The header's "last input seq from the receiving client" differs per client, so a server encodes a frame once
/// and patches those four bytes per connection with `patchInputSequence(_:in:)`.
public enum FrameEncoder {
    /// `TLF1`.
    public static let magic: [UInt8] = [0x54, 0x4C, 0x46, 0x31]
    /// Protocol version written at offset 4.
    public static let version: UInt16 = 1
    /// Header size in bytes.
    public static let headerSize = 48
    /// Node record size in bytes.
    public static let nodeRecordSize = 44
    /// Offset of the per-client "last input seq" `u32` in the header.
    public static let inputSequenceOffset = 12

    /// Encoded size of a frame with `nodeCount` nodes.
    public static func encodedSize(nodeCount: Int) -> Int { headerSize + nodeCount * nodeRecordSize }

    /// The frame's bytes, after `headroom` zero bytes left for the transport (libwebsockets' `LWS_PRE`).
    ///
    /// - Parameters:
    ///   - sequence: the room's frame sequence number.
    ///   - nodeTableVersion: version of the latest `nodes` message the node ids refer to.
    ///   - inputSequence: last input `seq` applied from the receiving client (0 if none).
    /// - Complexity: O(number of nodes).
    public static func encode(
        _ frame: Frame, sequence: UInt32, nodeTableVersion: UInt32, inputSequence: UInt32 = 0, headroom: Int = 0
    ) -> [UInt8] {
        let size = headroom + encodedSize(nodeCount: frame.nodes.count)
        return [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            let raw = UnsafeMutableRawBufferPointer(buffer)
            raw.initializeMemory(as: UInt8.self, repeating: 0)
            var writer = Writer(buffer: raw, offset: headroom)
            writer.bytes(magic)
            writer.u16(version)
            writer.u16(UInt16(headerSize))
            writer.u32(sequence)
            writer.u32(inputSequence)
            writer.f64(frame.time)
            writer.f32(frame.viewport.width)
            writer.f32(frame.viewport.height)
            writer.u32(UInt32(frame.nodes.count))
            writer.u32(frame.background.rgba)
            writer.u32(nodeTableVersion)
            writer.u32(0)
            for node in frame.nodes {
                writer.u32(node.id)
                writer.u32(node.parent)
                writer.f32(node.frame.origin.x)
                writer.f32(node.frame.origin.y)
                writer.f32(node.frame.size.width)
                writer.f32(node.frame.size.height)
                writer.f32(node.cornerRadius)
                writer.f32(node.alpha)
                writer.f32(node.z)
                writer.u32(node.fill.rgba)
                writer.u16(node.flags.rawValue)
                writer.u16(0)
            }
            count = size
        }
    }

    /// Overwrites the "last input seq" field of an encoded frame that starts at `buffer`'s first byte.
    public static func patchInputSequence(_ inputSequence: UInt32, in buffer: UnsafeMutableRawBufferPointer) {
        buffer.storeBytes(of: inputSequence.littleEndian, toByteOffset: inputSequenceOffset, as: UInt32.self)
    }

    /// Sequential little-endian writes into a buffer that is known to be large enough.
    private struct Writer {
        let buffer: UnsafeMutableRawBufferPointer
        var offset: Int

        mutating func bytes(_ values: [UInt8]) {
            for value in values { u8(value) }
        }

        mutating func u8(_ value: UInt8) {
            buffer[offset] = value
            offset += 1
        }

        mutating func u16(_ value: UInt16) {
            buffer.storeBytes(of: value.littleEndian, toByteOffset: offset, as: UInt16.self)
            offset += 2
        }

        mutating func u32(_ value: UInt32) {
            buffer.storeBytes(of: value.littleEndian, toByteOffset: offset, as: UInt32.self)
            offset += 4
        }

        mutating func f32(_ value: Double) { u32(Float(value).bitPattern) }

        mutating func f64(_ value: Double) {
            buffer.storeBytes(of: value.bitPattern.littleEndian, toByteOffset: offset, as: UInt64.self)
            offset += 8
        }
    }
}
