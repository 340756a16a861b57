/// Writes little-endian fixed-width fields and varints (`VarInt`) through a pointer into storage it owns, growing it
/// when a write would pass its end: one comparison and one store per field, where appending to an `Array` checks
/// its capacity and uniqueness on every byte. `bytes` copies out what was written.
struct ByteWriter: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Bytes written so far, headroom included: where the next byte goes.
    private(set) var count: Int

    /// A writer whose first `headroom` bytes are zero, with room for `capacity` more before it grows.
    init(headroom: Int, capacity: Int) {
        self.capacity = max(16, headroom + capacity)
        start = .allocate(capacity: self.capacity)
        start.initialize(repeating: 0, count: headroom)
        count = headroom
    }

    deinit { start.deallocate() }

    /// What was written, headroom included.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private mutating func ensure(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to needed: Int) {
        let larger = max(needed, 2 * capacity)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.moveInitialize(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = larger
    }

    @inline(__always)
    mutating func u8(_ value: UInt8) {
        ensure(1)
        start[count] = value
        count += 1
    }

    mutating func u16(_ value: UInt16) { fixed(UInt64(value), bytes: 2) }

    mutating func u32(_ value: UInt32) { fixed(UInt64(value), bytes: 4) }

    mutating func f64(_ value: Double) { fixed(value.bitPattern, bytes: 8) }

    private mutating func fixed(_ value: UInt64, bytes width: Int) {
        ensure(width)
        for index in 0..<width { start[count + index] = UInt8(truncatingIfNeeded: value >> UInt64(8 * index)) }
        count += width
    }

    @inline(__always)
    mutating func varint(_ value: UInt64) { write(atMost: 10) { $0.varint(value) } }

    @inline(__always)
    mutating func varint<T: BinaryInteger>(_ value: T) { varint(UInt64(value)) }

    /// A signed value, zig-zag mapped.
    @inline(__always)
    mutating func signed(_ value: Int64) { varint(VarInt.zigZag(value)) }

    /// Makes room for `bytes` and lets `body` write at most that many through a cursor that checks nothing: one
    /// check for a run of fields whose widest encoding is known.
    @inline(__always)
    mutating func write(atMost bytes: Int, _ body: (inout ByteCursor) -> Void) {
        ensure(bytes)
        var cursor = ByteCursor(position: start + count)
        body(&cursor)
        count = cursor.position - start
    }

    /// Leaves room for a varint written later, once its value is known (`fillVarint(_:at:)`); returns its place.
    mutating func reserveVarint() -> Int {
        ensure(10)
        defer { count += 10 }
        return count
    }

    /// Writes `value` into the room `reserveVarint()` left at `position`, and moves what was written after that
    /// room up against the varint (the regions may overlap; `update(from:count:)` copies as `memmove` does).
    mutating func fillVarint(_ value: UInt64, at position: Int) {
        let following = position + 10
        let end = count
        count = position
        varint(value)
        (start + count).update(from: start + following, count: end - following)
        count += end - following
    }
}

/// Where `ByteWriter.write(atMost:_:)` writes next; the room was made before, so nothing is checked.
struct ByteCursor {
    fileprivate(set) var position: UnsafeMutablePointer<UInt8>

    @inline(__always)
    mutating func varint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            position.pointee = UInt8(truncatingIfNeeded: rest) | 0x80
            position += 1
            rest >>= 7
        }
        position.pointee = UInt8(truncatingIfNeeded: rest)
        position += 1
    }

    @inline(__always)
    mutating func varint<T: BinaryInteger>(_ value: T) { varint(UInt64(value)) }

    /// A signed value, zig-zag mapped.
    @inline(__always)
    mutating func signed(_ value: Int64) { varint(VarInt.zigZag(value)) }
}
