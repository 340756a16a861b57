/// Open connections by id, looked up once per frame per viewer. Open addressing with linear probing over a
/// power-of-two table, ids spread by Fibonacci hashing (a multiply by 2^64/φ, keeping the top bits: Knuth, The Art
/// of Computer Programming vol. 3, §6.4), and deletion by shifting the following entries back (§6.4, Algorithm R),
/// so no tombstones build up. Costs a multiply and a compare or two per lookup, where `Dictionary` hashes each id
/// with SipHash. Service thread.
struct ConnectionTable<Value: AnyObject> {
    private var keys: [Int]
    private var values: [Value?]
    /// log2 of the table's size.
    private var shift: Int
    private(set) var count = 0

    /// An empty table with room for `capacity` entries before it grows.
    init(capacity: Int = 8) {
        let size = Self.size(for: capacity)
        keys = Array(repeating: 0, count: size)
        values = Array(repeating: nil, count: size)
        shift = size.trailingZeroBitCount
    }

    var isEmpty: Bool { count == 0 }

    /// Every value, in no particular order.
    var allValues: [Value] { values.compactMap { $0 } }

    subscript(id: Int) -> Value? {
        get {
            var slot = home(of: id)
            while let value = values[slot] {
                if keys[slot] == id { return value }
                slot = (slot + 1) & mask
            }
            return nil
        }
        set {
            if let newValue { insert(newValue, for: id) } else { remove(id) }
        }
    }

    /// Calls `body` with the value for `id`, if present, borrowed from the table: `self[id]` hands out a reference
    /// that costs a retain and a release around each call (callgrind: about 50 instructions per viewer per frame).
    /// The value is read as the bare pointer an optional class reference is laid out as, and the table, borrowed
    /// for the call, keeps it alive.
    @inline(__always)
    func withValue(_ id: Int, _ body: (Value) -> Void) {
        var slot = home(of: id)
        values.withUnsafeBufferPointer { values in
            let references = UnsafeRawPointer(values.baseAddress!)
            while let reference = references.load(
                fromByteOffset: slot * MemoryLayout<Value?>.stride, as: UnsafeRawPointer?.self)
            {
                if keys[slot] == id { return Unmanaged<Value>.fromOpaque(reference)._withUnsafeGuaranteedRef(body) }
                slot = (slot + 1) & mask
            }
        }
    }

    /// A table of the same entries sized for their count: after many closes, gives the emptied storage back.
    func compacted() -> ConnectionTable { rebuilt(capacity: count) }

    private var mask: Int { values.count - 1 }

    /// The slot where probing for `id` starts: the top `shift` bits of `id` × 2^64/φ.
    private func home(of id: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(id)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - shift))
    }

    private mutating func insert(_ value: Value, for id: Int) {
        var slot = home(of: id)
        while values[slot] != nil {
            if keys[slot] == id {
                values[slot] = value
                return
            }
            slot = (slot + 1) & mask
        }
        keys[slot] = id
        values[slot] = value
        count += 1
        if count * 4 > values.count * 3 { self = rebuilt(capacity: count * 2) }
    }

    /// Removes `id`, then moves each following entry of the run back into the hole when its home allows it.
    private mutating func remove(_ id: Int) {
        var hole = home(of: id)
        while keys[hole] != id || values[hole] == nil {
            guard values[hole] != nil else { return }
            hole = (hole + 1) & mask
        }
        values[hole] = nil
        count -= 1
        var slot = hole
        while true {
            slot = (slot + 1) & mask
            guard values[slot] != nil else { return }
            let home = home(of: keys[slot])
            // The entry may move into the hole unless its home lies cyclically in (hole, slot].
            let stays = hole <= slot ? (hole < home && home <= slot) : (hole < home || home <= slot)
            if stays { continue }
            keys[hole] = keys[slot]
            values[hole] = values[slot]
            values[slot] = nil
            hole = slot
        }
    }

    /// The same entries in a table with room for `capacity`.
    private func rebuilt(capacity: Int) -> ConnectionTable {
        var table = ConnectionTable(capacity: capacity)
        for slot in values.indices { if let value = values[slot] { table[keys[slot]] = value } }
        return table
    }

    /// The power of two that holds `capacity` entries at most three quarters full.
    private static func size(for capacity: Int) -> Int {
        var size = 8
        while size * 3 < max(capacity, 1) * 4 { size *= 2 }
        return size
    }
}
