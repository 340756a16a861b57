import TransitionLabCore

extension FrameDeltaEncoder {
    /// The changed-node entries of a delta as they are written: each skips the unchanged nodes since the last.
    ///
    /// A node whose fill, flags and parent are unchanged (nearly every node of a moving frame) is compared and
    /// written in one pass, a numeric field at a time: its mask then fits one byte, left before the differences and
    /// filled once they are written, and a node found unchanged leaves its bytes to be written over. The others
    /// are written from their full mask.
    struct Changes {
        /// Where the entries go; held here, so the loop over the nodes keeps its position in a register.
        var writer: ByteWriter
        /// Entries written.
        private(set) var count = 0
        /// Unchanged survivors since the last entry (unsigned, so writing it needs no sign check).
        private var skipped: UInt64 = 0

        init(writer: ByteWriter) { self.writer = writer }

        /// Writes the entry of a survivor from `old` to `node`, or counts it as skipped when nothing changed.
        @inline(__always)
        mutating func write(
            from old: UnsafePointer<QuantizedFrame.Node>, to node: UnsafePointer<QuantizedFrame.Node>
        ) {
            guard
                old.pointee.fill == node.pointee.fill, old.pointee.flags == node.pointee.flags,
                old.pointee.parent == node.pointee.parent
            else {
                writer.position = Self.entryWithFullMask(skipped, from: old, to: node, at: writer.position)
                count &+= 1
                skipped = 0
                return
            }
            var entry = writer
            entry.varint(skipped)
            let maskAt = entry.position
            entry.position += 1
            var mask: UInt = 0
            Self.difference(old.pointee.x, node.pointee.x, .x, &mask, &entry)
            Self.difference(old.pointee.y, node.pointee.y, .y, &mask, &entry)
            Self.difference(old.pointee.width, node.pointee.width, .width, &mask, &entry)
            Self.difference(old.pointee.height, node.pointee.height, .height, &mask, &entry)
            Self.difference(old.pointee.cornerRadius, node.pointee.cornerRadius, .cornerRadius, &mask, &entry)
            Self.difference(old.pointee.alpha, node.pointee.alpha, .alpha, &mask, &entry)
            Self.difference(old.pointee.z, node.pointee.z, .z, &mask, &entry)
            guard mask != 0 else {
                skipped &+= 1
                return
            }
            maskAt.pointee = UInt8(truncatingIfNeeded: mask)
            writer = entry
            count &+= 1
            skipped = 0
        }

        /// Writes `new − old` when they differ, and adds `field` to `mask`.
        @inline(__always)
        private static func difference(
            _ old: Int32, _ new: Int32, _ field: FieldMask, _ mask: inout UInt, _ writer: inout ByteWriter
        ) {
            guard new != old else { return }
            writer.signed(Int64(new) - Int64(old))
            mask |= UInt(field.rawValue)
        }

        /// The entry of a node whose fill, flags or parent changed, written at `start`: its skip, full mask and
        /// changed fields. Returns where it ends; static, so the caller's state can stay in registers.
        @inline(never)
        private static func entryWithFullMask(
            _ skipped: UInt64, from old: UnsafePointer<QuantizedFrame.Node>,
            to node: UnsafePointer<QuantizedFrame.Node>,
            at start: UnsafeMutablePointer<UInt8>
        ) -> UnsafeMutablePointer<UInt8> {
            var writer = ByteWriter(position: start)
            writer.varint(skipped)
            let mask = FieldMask(from: old.pointee, to: node.pointee)
            FrameDeltaEncoder.writeChange(mask, from: old.pointee, to: node.pointee, into: &writer)
            return writer.position
        }
    }

    /// A changed node: its field mask, then each changed field (numbers as differences, the rest as values).
    static func writeChange(
        _ mask: FieldMask, from old: QuantizedFrame.Node, to node: QuantizedFrame.Node, into writer: inout ByteWriter
    ) {
        writer.varint(mask.rawValue)
        if mask.contains(.x) { writer.signed(Int64(node.x) - Int64(old.x)) }
        if mask.contains(.y) { writer.signed(Int64(node.y) - Int64(old.y)) }
        if mask.contains(.width) { writer.signed(Int64(node.width) - Int64(old.width)) }
        if mask.contains(.height) { writer.signed(Int64(node.height) - Int64(old.height)) }
        if mask.contains(.cornerRadius) { writer.signed(Int64(node.cornerRadius) - Int64(old.cornerRadius)) }
        if mask.contains(.alpha) { writer.signed(Int64(node.alpha) - Int64(old.alpha)) }
        if mask.contains(.z) { writer.signed(Int64(node.z) - Int64(old.z)) }
        if mask.contains(.fill) { writer.varint(node.fill) }
        if mask.contains(.flags) { writer.varint(node.flags) }
        if mask.contains(.parent) { writer.varint(node.parent) }
    }
}

extension FrameDeltaEncoder.FieldMask {
    /// The fields of `node` that differ from `old`'s; empty when the node did not change.
    @inline(__always)
    init(from old: QuantizedFrame.Node, to node: QuantizedFrame.Node) {
        var bits: UInt16 = 0
        if node.x != old.x { bits |= Self.x.rawValue }
        if node.y != old.y { bits |= Self.y.rawValue }
        if node.width != old.width { bits |= Self.width.rawValue }
        if node.height != old.height { bits |= Self.height.rawValue }
        if node.cornerRadius != old.cornerRadius { bits |= Self.cornerRadius.rawValue }
        if node.alpha != old.alpha { bits |= Self.alpha.rawValue }
        if node.z != old.z { bits |= Self.z.rawValue }
        if node.fill != old.fill { bits |= Self.fill.rawValue }
        if node.flags != old.flags { bits |= Self.flags.rawValue }
        if node.parent != old.parent { bits |= Self.parent.rawValue }
        self.init(rawValue: bits)
    }
}
