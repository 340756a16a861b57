/// Writes little-endian fixed-width fields and varints (`VarInt`) through a pointer into room made beforehand
/// (`bytes(headroom:bound:_:)`): a field is a store and an increment, with no capacity check, where appending to an
/// `Array` checks its capacity and uniqueness on every byte.
struct ByteWriter {
    /// Where the next byte goes.
    var position: UnsafeMutablePointer<UInt8>

    /// `headroom` zero bytes, then what `body` writes, which must be at most `bound` bytes: written straight into
    /// the array's storage, allocated once, so nothing is grown. A bound far above what was written (a delta's
    /// bound is several times its usual size) is not kept for as long as the bytes live: they are copied into
    /// storage of their own size, a copy far cheaper than the writing.
    static func bytes(headroom: Int, bound: Int, _ body: (inout ByteWriter) -> Void) -> [UInt8] {
        let bytes = [UInt8](unsafeUninitializedCapacity: headroom + bound) { buffer, count in
            count = write(at: buffer.baseAddress!, capacity: buffer.count, headroom: headroom, body)
        }
        guard bytes.capacity > 2 * bytes.count + 1_024 else { return bytes }
        return bytes.withUnsafeBufferPointer { [UInt8]($0) }
    }

    /// `bytes(headroom:bound:_:)` handed to `use` where `body` wrote them, in storage of `headroom + bound` bytes
    /// that lives only during the call: for a caller that copies them anyway, with no array around them and no copy
    /// to a right-sized one.
    static func withBytes<Result>(
        headroom: Int, bound: Int, _ body: (inout ByteWriter) -> Void, _ use: (UnsafeRawBufferPointer) -> Result
    ) -> Result {
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: headroom + bound)
        defer { storage.deallocate() }
        let count = write(at: storage.baseAddress!, capacity: storage.count, headroom: headroom, body)
        return use(UnsafeRawBufferPointer(start: storage.baseAddress, count: count))
    }

    /// `headroom` zero bytes at `start`, then what `body` writes; how many bytes that is, which must be at most
    /// `capacity`.
    @inline(__always)
    private static func write(
        at start: UnsafeMutablePointer<UInt8>, capacity: Int, headroom: Int, _ body: (inout ByteWriter) -> Void
    ) -> Int {
        start.initialize(repeating: 0, count: headroom)
        var writer = ByteWriter(position: start + headroom)
        body(&writer)
        let count = writer.position - start
        precondition(count <= capacity, "wrote past the bound")
        return count
    }

    @inline(__always)
    mutating func u8(_ value: UInt8) { store(value) }

    @inline(__always)
    mutating func u16(_ value: UInt16) { store(value) }

    @inline(__always)
    mutating func u32(_ value: UInt32) { store(value) }

    @inline(__always)
    mutating func f64(_ value: Double) { store(value.bitPattern) }

    /// One little-endian store, at any alignment.
    @inline(__always)
    private mutating func store<T: FixedWidthInteger>(_ value: T) {
        UnsafeMutableRawPointer(position).storeBytes(of: value.littleEndian, as: T.self)
        position += MemoryLayout<T>.size
    }

    /// `bytes` as they are.
    @inline(__always)
    mutating func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress else { return }
        position.update(from: start, count: bytes.count)
        position += bytes.count
    }

    /// A varint: values below 2⁷ and 2¹⁴, the common ones, without a loop.
    @inline(__always)
    mutating func varint(_ value: UInt64) {
        if value < 0x80 {
            u8(UInt8(truncatingIfNeeded: value))
        } else if value < 0x4000 {
            u16(UInt16(truncatingIfNeeded: value) & 0x7F | 0x80 | UInt16(truncatingIfNeeded: value >> 7) << 8)
        } else {
            position = Self.longVarint(value, at: position)
        }
    }

    @inline(__always)
    mutating func varint<T: BinaryInteger>(_ value: T) { varint(UInt64(value)) }

    /// A signed value, zig-zag mapped.
    @inline(__always)
    mutating func signed(_ value: Int64) { varint(VarInt.zigZag(value)) }

    /// A varint of any length at `start`, returning where it ends: out of line, so the short cases above stay
    /// small where they are inlined, and static, so a caller's position can stay in a register.
    @inline(never)
    private static func longVarint(_ value: UInt64, at start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<
        UInt8
    > {
        var writer = ByteWriter(position: start)
        var rest = value
        while rest >= 0x80 {
            writer.u8(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        writer.u8(UInt8(truncatingIfNeeded: rest))
        return writer.position
    }

    /// Leaves room for a varint of a value at most `limit`, written later once it is known (`fillVarint`).
    mutating func reserveVarint(upTo limit: UInt64) -> VarIntRoom {
        defer { position += VarInt.width(of: limit) }
        return VarIntRoom(start: position, width: VarInt.width(of: limit))
    }

    /// Writes `value` into `room` and, when it takes fewer bytes than the room, moves what was written after the room
    /// up against it (`update(from:count:)` copies as `memmove` does).
    mutating func fillVarint(_ value: UInt64, in room: VarIntRoom) {
        var writer = ByteWriter(position: room.start)
        writer.varint(value)
        let following = room.start + room.width
        guard writer.position < following else { return }
        writer.position.update(from: following, count: position - following)
        position -= following - writer.position
    }

    /// Room left for a varint (`reserveVarint(upTo:)`).
    struct VarIntRoom {
        let start: UnsafeMutablePointer<UInt8>
        /// Bytes of the largest value the room was left for.
        let width: Int
    }
}
