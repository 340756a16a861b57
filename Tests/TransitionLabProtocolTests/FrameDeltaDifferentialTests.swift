import Testing
import TransitionLabCore
import TransitionLabTestSupport

@testable import TransitionLabProtocol

/// `FrameDeltaEncoder` against `ReferenceFrameEncoder` on random quantised frames and bases, over the whole range
/// of every field: the bytes are the same, and the decoder rebuilds the frame from them.
@Suite struct FrameDeltaDifferentialTests {
    /// A value near `old` (most often), anywhere in `Int32`, or at an extreme.
    static func value(near old: Int32, _ rng: inout SeededGenerator) -> Int32 {
        switch Int.random(in: 0..<16, using: &rng) {
        case 0: old
        case 1: Int32.random(in: .min ... .max, using: &rng)
        case 2: [Int32.min, .max, 0, -0x4000_0000, 0x4000_0000].randomElement(using: &rng)!
        case 3...5: old &+ Int32.random(in: -10_000...10_000, using: &rng)
        default: old &+ Int32.random(in: -70...70, using: &rng)
        }
    }

    static func node(id: UInt32, near old: QuantizedFrame.Node?, _ rng: inout SeededGenerator) -> QuantizedFrame.Node {
        let old =
            old
            ?? QuantizedFrame.Node(
                id: id, parent: 0, x: 0, y: 0, width: 0, height: 0, cornerRadius: 0, alpha: 255, z: 0, fill: 0, flags: 0
            )
        // Each field keeps its value with probability `keep` in 8, so whole nodes are often unchanged.
        let keep = Int.random(in: 0...8, using: &rng)
        func number(_ value: Int32) -> Int32 {
            Int.random(in: 0..<8, using: &rng) < keep ? value : Self.value(near: value, &rng)
        }
        func other<T: FixedWidthInteger>(_ value: T) -> T {
            Int.random(in: 0..<8, using: &rng) < keep ? value : T.random(in: .min ... .max, using: &rng)
        }
        return QuantizedFrame.Node(
            id: id, parent: other(old.parent), x: number(old.x), y: number(old.y), width: number(old.width),
            height: number(old.height), cornerRadius: number(old.cornerRadius), alpha: number(old.alpha),
            z: number(old.z), fill: other(old.fill), flags: other(old.flags))
    }

    /// The next frame from `base`: every node perhaps changed, and sometimes nodes removed, added, reordered or given
    /// a repeated id, the viewport or background changed.
    static func next(_ base: QuantizedFrame, _ rng: inout SeededGenerator) -> QuantizedFrame {
        var frame = base
        frame.time += 1.0 / 120
        frame.nodes = base.nodes.map { node(id: $0.id, near: $0, &rng) }
        switch Int.random(in: 0..<12, using: &rng) {
        case 0: frame.nodes.removeAll { _ in Int.random(in: 0..<4, using: &rng) == 0 }
        case 1:
            for _ in 0..<Int.random(in: 1...20, using: &rng) {
                let id = UInt32.random(in: 1...400, using: &rng)
                guard !frame.nodes.contains(where: { $0.id == id }) else { continue }
                frame.nodes.insert(
                    node(id: id, near: nil, &rng), at: Int.random(in: 0...frame.nodes.count, using: &rng))
            }
            frame.nodes.removeAll { _ in Int.random(in: 0..<8, using: &rng) == 0 }
        case 2: frame.nodes.shuffle(using: &rng)
        case 3 where !frame.nodes.isEmpty:
            frame.nodes[Int.random(in: frame.nodes.indices, using: &rng)].id = frame.nodes[0].id
        default: break
        }
        if Int.random(in: 0..<6, using: &rng) == 0 {
            frame.viewportWidth = value(near: base.viewportWidth, &rng)
            frame.viewportHeight = value(near: base.viewportHeight, &rng)
        }
        if Int.random(in: 0..<6, using: &rng) == 0 { frame.background = .random(in: 0 ... .max, using: &rng) }
        return frame
    }

    static func frame(nodes count: Int, _ rng: inout SeededGenerator) -> QuantizedFrame {
        QuantizedFrame(
            time: .random(in: -1e6...1e6, using: &rng), viewportWidth: 3120, viewportHeight: 6752,
            background: 0xFFFF_FFFF, nodes: (0..<count).map { node(id: UInt32($0 + 1), near: nil, &rng) })
    }

    /// Checks `frame` encoded from `base` (or as a keyframe) byte for byte, and decoded by a client holding `base`.
    static func check(_ frame: QuantizedFrame, base: QuantizedFrame?, _ rng: inout SeededGenerator) throws {
        let sequence = UInt32.random(in: 2 ... .max, using: &rng)
        let input = UInt32.random(in: 0 ... .max, using: &rng)
        let headroom = [0, 16, Int.random(in: 0...40, using: &rng)].randomElement(using: &rng)!
        let bytes = FrameDeltaEncoder.encode(
            frame, sequence: sequence, nodeTableVersion: 3, base: base.map { ($0, 1) }, inputSequence: input,
            headroom: headroom)
        let expected = ReferenceFrameEncoder.encode(
            frame, sequence: sequence, nodeTableVersion: 3, base: base.map { ($0, 1) }, inputSequence: input)
        #expect(bytes == [UInt8](repeating: 0, count: headroom) + expected)
        var decoder = FrameDeltaDecoder()
        if let base { try decoder.decode(FrameDeltaEncoder.encode(base, sequence: 1, nodeTableVersion: 3)) }
        let (_, decoded) = try decoder.decode(Array(bytes[headroom...]))
        #expect(decoded == frame)
    }

    @Test(arguments: 1...32 as ClosedRange<UInt64>)
    func deltasAndKeyframesMatchTheReference(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var base = Self.frame(nodes: Int.random(in: 0...300, using: &rng), &rng)
        try Self.check(base, base: nil, &rng)
        for _ in 0..<40 {
            let frame = Self.next(base, &rng)
            try Self.check(frame, base: base, &rng)
            base = frame
        }
    }

    /// More survivors than a one- or two-byte varint counts, few of them changed: the changed-node count is
    /// narrower than the widest it could be.
    @Test func aFewChangesAmongManySurvivorsMatchTheReference() throws {
        var rng = SeededGenerator(seed: 99)
        for count in [127, 128, 129, 16_383, 16_384, 20_000] {
            let base = Self.frame(nodes: count, &rng)
            for changes in [0, 1, 127, 128] where changes <= count {
                var frame = base
                for index in (0..<count).shuffled(using: &rng).prefix(changes) { frame.nodes[index].x &+= 1 }
                try Self.check(frame, base: base, &rng)
            }
        }
    }

    /// A delta far smaller than the bound it was written into does not keep the bound's storage while it waits to
    /// be sent: 2,000 nodes of which one moved take a few bytes, not the 100 kB their bound allows.
    @Test func aSmallDeltaKeepsNoMoreStorageThanItsBytes() {
        var rng = SeededGenerator(seed: 7)
        let base = Self.frame(nodes: 2_000, &rng)
        var frame = base
        frame.nodes[1_000].x &+= 8
        let bytes = FrameDeltaEncoder.encode(
            frame, sequence: 2, nodeTableVersion: 1, base: (base, 1), headroom: 16)
        #expect(bytes.count < 100)
        #expect(bytes.capacity <= 2 * bytes.count + 1_024, "\(bytes.capacity) bytes kept for \(bytes.count)")
    }
}
