"""A second, independent decoder of protocol v2 frames (docs/protocol.md, "Frames (v2)"), written from the document
for the end-to-end tests: it holds the last frame it decoded and applies the next keyframe or delta to it."""

import struct

HEADER = struct.Struct("<4sHBBIIIId")
FIELDS = ("x", "y", "w", "h", "radius", "alpha", "z")


class Reader:
    def __init__(self, data, offset):
        self.data, self.offset = data, offset

    def varint(self):
        value = shift = 0
        while True:
            byte = self.data[self.offset]
            self.offset += 1
            value |= (byte & 0x7F) << shift
            if byte < 0x80:
                return value
            shift += 7

    def signed(self):
        value = self.varint()
        return (value >> 1) ^ -(value & 1)

    def gaps(self):
        indices, following = [], 0
        for _ in range(self.varint()):
            index = following + self.varint()
            indices.append(index)
            following = index + 1
        return indices

    def node(self):
        node = dict(id=self.varint(), parent=self.varint())
        for field in FIELDS:
            node[field] = self.signed()
        node["fill"] = self.varint()
        node["flags"] = self.varint()
        return node


class DecoderV2:
    """Holds {sequence, width, height, background, nodes} in quantised units (1/8 pt, 1/255, 1/256 for z)."""

    def __init__(self):
        self.held = None

    def decode(self, data):
        magic, version, kind, _, sequence, input_seq, base, table, time = HEADER.unpack_from(data, 0)
        assert magic == b"TLF2" and version == 2, (magic, version)
        reader = Reader(data, HEADER.size)
        if kind == 0:
            width, height, background = reader.signed(), reader.signed(), reader.varint()
            nodes = [reader.node() for _ in range(reader.varint())]
        else:
            assert kind == 1 and self.held is not None and self.held["sequence"] == base, (kind, base, self.held and self.held["sequence"])
            width, height, background = self.held["width"], self.held["height"], self.held["background"]
            mask = reader.data[reader.offset]
            reader.offset += 1
            if mask & 1:
                width += reader.signed()
                height += reader.signed()
            if mask & 2:
                background = reader.varint()
            removed = set(reader.gaps())
            added = reader.gaps()
            added_nodes = [reader.node() for _ in added]
            survivors = [dict(n) for i, n in enumerate(self.held["nodes"]) if i not in removed]
            nodes, positions = [], []
            pending = dict(zip(added, added_nodes))
            for survivor in survivors:
                while len(nodes) in pending:
                    nodes.append(pending.pop(len(nodes)))
                positions.append(len(nodes))
                nodes.append(survivor)
            while len(nodes) in pending:
                nodes.append(pending.pop(len(nodes)))
            assert not pending
            cursor = 0
            for _ in range(reader.varint()):
                cursor += reader.varint()
                node = nodes[positions[cursor]]
                cursor += 1
                changes = reader.varint()
                for bit, field in enumerate(FIELDS):
                    if changes & (1 << bit):
                        node[field] += reader.signed()
                for bit, field in ((7, "fill"), (8, "flags"), (9, "parent")):
                    if changes & (1 << bit):
                        node[field] = reader.varint()
        assert reader.offset == len(data), "trailing bytes"
        self.held = dict(sequence=sequence, width=width, height=height, background=background, nodes=nodes)
        return dict(self.held, kind=kind, input_seq=input_seq, base=base, table=table, time=time)
