import TransitionLabCore

/// Variable-length integers as Protocol Buffers encodes them (https://protobuf.dev/programming-guides/encoding/,
/// "Base 128 Varints" and "Signed Integers"): 7 bits a byte, least significant group first, the high bit set on
/// every byte but the last; signed values zig-zag mapped first (0, −1, 1, −2 … → 0, 1, 2, 3 …) so small magnitudes
/// of either sign take one byte.
enum VarInt {
    /// The zig-zag mapping of `value`.
    @inline(__always)
    static func zigZag(_ value: Int64) -> UInt64 { UInt64(bitPattern: (value << 1) ^ (value >> 63)) }

    /// Bytes of `value`'s varint: one per started group of 7 significant bits, at least one.
    @inline(__always)
    static func width(of value: UInt64) -> Int { (64 - (value | 1).leadingZeroBitCount + 6) / 7 }

    /// The inverse of `zigZag(_:)`.
    @inline(__always)
    static func unZigZag(_ value: UInt64) -> Int64 { Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1) }
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
public enum FrameDecodingError: Error, Sendable, Hashable {
    case truncated
    case notV2
    /// A delta whose base is not the frame the decoder holds.
    case wrongBase(expected: UInt32?, got: UInt32)
    case malformed(String)
}
