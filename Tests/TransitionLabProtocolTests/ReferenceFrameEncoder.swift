import TransitionLabCore
import TransitionLabProtocol

/// Protocol v2 frames written as `docs/protocol.md` ("Frames (v2)") describes them, one appended byte at a time and
/// with no shortcut: the oracle `FrameDeltaEncoder` is compared with. Varints and zig-zag as in the Protocol Buffers
/// encoding (https://protobuf.dev/programming-guides/encoding/).
enum ReferenceFrameEncoder {
    /// Removed base indices, added new indices, and the survivors as (base index, new index) pairs.
    typealias Plan = (removed: [Int], added: [Int], survivors: [(Int, Int)])

    static func encode(
        _ frame: QuantizedFrame, sequence: UInt32, nodeTableVersion: UInt32,
        base: (frame: QuantizedFrame, sequence: UInt32)?, inputSequence: UInt32
    ) -> [UInt8] {
        var out: [UInt8] = []
        let plan = base.flatMap { deltaPlan(from: $0.frame, to: frame) }
        out += [0x54, 0x4C, 0x46, 0x32]
        fixed(2, width: 2, &out)
        out += [plan == nil ? 0 : 1, 0]
        fixed(UInt64(sequence), width: 4, &out)
        fixed(UInt64(inputSequence), width: 4, &out)
        fixed(UInt64(plan == nil ? 0 : base!.sequence), width: 4, &out)
        fixed(UInt64(nodeTableVersion), width: 4, &out)
        fixed(frame.time.bitPattern, width: 8, &out)
        guard let base, let plan else {
            signed(Int64(frame.viewportWidth), &out)
            signed(Int64(frame.viewportHeight), &out)
            varint(UInt64(frame.background), &out)
            varint(UInt64(frame.nodes.count), &out)
            for node in frame.nodes { full(node, &out) }
            return out
        }
        delta(from: base.frame, to: frame, plan, &out)
        return out
    }

    /// Which nodes are removed, added and kept; nil when a keyframe is due (repeated ids, or survivors out of
    /// order).
    static func deltaPlan(from base: QuantizedFrame, to frame: QuantizedFrame) -> Plan? {
        if base.nodes.map(\.id) == frame.nodes.map(\.id) {
            return ([], [], Array(zip(base.nodes.indices, frame.nodes.indices)))
        }
        let baseIDs = base.nodes.map(\.id)
        let newIDs = frame.nodes.map(\.id)
        guard Set(baseIDs).count == baseIDs.count, Set(newIDs).count == newIDs.count else { return nil }
        let removed = baseIDs.indices.filter { !newIDs.contains(baseIDs[$0]) }
        let added = newIDs.indices.filter { !baseIDs.contains(newIDs[$0]) }
        let survivors = newIDs.indices.compactMap { index in
            baseIDs.firstIndex(of: newIDs[index]).map { ($0, index) }
        }
        guard survivors.map(\.0) == survivors.map(\.0).sorted() else { return nil }
        return (removed, added, survivors)
    }

    private static func delta(
        from base: QuantizedFrame, to frame: QuantizedFrame,
        _ plan: Plan, _ out: inout [UInt8]
    ) {
        let viewport = frame.viewportWidth != base.viewportWidth || frame.viewportHeight != base.viewportHeight
        let background = frame.background != base.background
        out.append((viewport ? 1 : 0) | (background ? 2 : 0))
        if viewport {
            signed(Int64(frame.viewportWidth) - Int64(base.viewportWidth), &out)
            signed(Int64(frame.viewportHeight) - Int64(base.viewportHeight), &out)
        }
        if background { varint(UInt64(frame.background), &out) }
        gaps(plan.removed, &out)
        gaps(plan.added, &out)
        for index in plan.added { full(frame.nodes[index], &out) }
        var entries: [UInt8] = []
        var changed = 0
        var skipped = 0
        for (oldIndex, newIndex) in plan.survivors {
            let old = base.nodes[oldIndex]
            let new = frame.nodes[newIndex]
            let numbers = [
                (old.x, new.x), (old.y, new.y), (old.width, new.width), (old.height, new.height),
                (old.cornerRadius, new.cornerRadius), (old.alpha, new.alpha), (old.z, new.z),
            ]
            var mask: UInt64 = 0
            for (bit, pair) in numbers.enumerated() where pair.0 != pair.1 { mask |= 1 << bit }
            if old.fill != new.fill { mask |= 128 }
            if old.flags != new.flags { mask |= 256 }
            if old.parent != new.parent { mask |= 512 }
            guard mask != 0 else {
                skipped += 1
                continue
            }
            varint(UInt64(skipped), &entries)
            varint(mask, &entries)
            for (old, new) in numbers where old != new { signed(Int64(new) - Int64(old), &entries) }
            if old.fill != new.fill { varint(UInt64(new.fill), &entries) }
            if old.flags != new.flags { varint(UInt64(new.flags), &entries) }
            if old.parent != new.parent { varint(UInt64(new.parent), &entries) }
            changed += 1
            skipped = 0
        }
        varint(UInt64(changed), &out)
        out += entries
    }

    private static func full(_ node: QuantizedFrame.Node, _ out: inout [UInt8]) {
        varint(UInt64(node.id), &out)
        varint(UInt64(node.parent), &out)
        for value in [node.x, node.y, node.width, node.height, node.cornerRadius, node.alpha, node.z] {
            signed(Int64(value), &out)
        }
        varint(UInt64(node.fill), &out)
        varint(UInt64(node.flags), &out)
    }

    private static func gaps(_ indices: [Int], _ out: inout [UInt8]) {
        varint(UInt64(indices.count), &out)
        var next = 0
        for index in indices {
            varint(UInt64(index - next), &out)
            next = index + 1
        }
    }

    private static func fixed(_ value: UInt64, width: Int, _ out: inout [UInt8]) {
        for index in 0..<width { out.append(UInt8((value >> UInt64(8 * index)) & 0xFF)) }
    }

    /// 0, −1, 1, −2 … → 0, 1, 2, 3 …
    private static func signed(_ value: Int64, _ out: inout [UInt8]) {
        varint(value >= 0 ? UInt64(value) * 2 : UInt64(-(value + 1)) * 2 + 1, &out)
    }

    private static func varint(_ value: UInt64, _ out: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            out.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        out.append(UInt8(rest))
    }
}
