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
}
