import Testing
import TransitionLabCore
import TransitionLabTestSupport

@testable import TransitionLabProtocol

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct FrameDeltaEncoderTests {
    private static func grid(count: Int) -> Frame {
        let nodes = (0..<count).map { (index: Int) -> Node in
            let column = Double(index % 9)
            let row = Double(index / 9)
            let rect = Rect(x: column * 43.5, y: row * 43.5, width: 43, height: 43)
            return Node(id: UInt32(index + 1), frame: rect, fill: Color(rgba: 0x3366_99FF))
        }
        return Frame(time: 1, viewport: Size(width: 390, height: 844), background: .white, nodes: nodes)
    }

    private static func encode(_ frame: Frame, base: Frame?) -> [UInt8] {
        FrameDeltaEncoder.encode(
            QuantizedFrame(frame), sequence: 2, nodeTableVersion: 1, base: base.map { (QuantizedFrame($0), 1) })
    }

    /// The bytes handed over in place (`withEncoded`, the server's way) are `encode`'s, headroom included, for
    /// keyframes and deltas of random frames (`FrameDeltaDifferentialTests`' generator).
    @Test func bytesHandedOverInPlaceAreTheEncodedBytes() {
        var rng = SeededGenerator(seed: 5)
        var base = FrameDeltaDifferentialTests.frame(nodes: 120, &rng)
        for step in 0..<60 {
            let frame = FrameDeltaDifferentialTests.next(base, &rng)
            let headroom = step % 3 * 16
            let delta = step % 4 == 0 ? nil : (frame: base, sequence: UInt32(step))
            let expected = FrameDeltaEncoder.encode(
                frame, sequence: 9, nodeTableVersion: 2, base: delta, inputSequence: 7, headroom: headroom)
            let handed = FrameDeltaEncoder.withEncoded(
                frame, sequence: 9, nodeTableVersion: 2, base: delta, inputSequence: 7, headroom: headroom
            ) { [UInt8]($0) }
            #expect(handed == expected, "step \(step)")
            base = frame
        }
    }

    @Test func theHeaderFollowsTheDocumentedLayout() {
        let bytes = FrameDeltaEncoder.encode(
            QuantizedFrame(Self.grid(count: 1)), sequence: 0x0102_0304, nodeTableVersion: 9,
            base: (QuantizedFrame(Self.grid(count: 1)), 7), inputSequence: 17)
        #expect(Array(bytes[0..<4]) == [0x54, 0x4C, 0x46, 0x32] as [UInt8])  // "TLF2"
        #expect(Array(bytes[4..<8]) == [2, 0, 1, 0] as [UInt8])  // version 2, kind delta, reserved
        #expect(Array(bytes[8..<12]) == [0x04, 0x03, 0x02, 0x01] as [UInt8])
        #expect(Array(bytes[12..<16]) == [17, 0, 0, 0] as [UInt8])
        #expect(Array(bytes[16..<20]) == [7, 0, 0, 0] as [UInt8])  // base sequence
        #expect(Array(bytes[20..<24]) == [9, 0, 0, 0] as [UInt8])
        #expect(Array(bytes[24..<32]) == [0, 0, 0, 0, 0, 0, 0xF0, 0x3F] as [UInt8])  // 1.0 as an f64
        // Nothing changed: frame mask 0, no removed, no added, no changed node.
        #expect(Array(bytes[32...]) == [0, 0, 0, 0] as [UInt8])
    }

    /// The widest values every field can hold, as a keyframe and as a delta from the opposite extreme.
    @Test func noFrameIsLargerThanTheSizeBound() {
        func frame(_ value: Int32, count: Int) -> QuantizedFrame {
            let nodes = (0..<count).map { index in
                QuantizedFrame.Node(
                    id: UInt32.max - UInt32(index), parent: .max, x: value, y: value, width: value, height: value,
                    cornerRadius: value, alpha: value, z: value, fill: value == .min ? 0 : .max,
                    flags: value == .min ? 0 : .max)
            }
            return QuantizedFrame(time: 1, viewportWidth: value, viewportHeight: value, background: .max, nodes: nodes)
        }
        for count in [0, 1, 100] {
            let bound = FrameDeltaEncoder.sizeBound(nodeCount: count)
            let keyframe = FrameDeltaEncoder.encode(frame(.min, count: count), sequence: 2, nodeTableVersion: 1)
            #expect(keyframe.count <= bound, "keyframe of \(count) nodes")
            let delta = FrameDeltaEncoder.encode(
                frame(.max, count: count), sequence: 2, nodeTableVersion: 1, base: (frame(.min, count: count), 1))
            #expect(delta.count <= bound, "delta of \(count) nodes")
        }
    }

    @Test func unchangedNodesCostNothing() {
        let small = Self.encode(Self.grid(count: 10), base: Self.grid(count: 10))
        let large = Self.encode(Self.grid(count: 500), base: Self.grid(count: 500))
        #expect(small.count == large.count)
    }

    @Test func aNodeMovingLessThanEightPointsCostsFourBytes() {
        let base = Self.grid(count: 63)
        var moved = base
        moved.nodes[40].frame.origin.x += 3.25
        moved.nodes[40].frame.origin.y -= 1.5
        let unchanged = Self.encode(base, base: base).count
        // Skip (1), mask (1), x and y differences (1 each): 26 and −12 steps zig-zag to 52 and 23.
        #expect(Self.encode(moved, base: base).count == unchanged + 4)
    }

    @Test func aKeyframeIsSentWithoutABaseOrWhenSurvivorsReorder() {
        let base = Self.grid(count: 5)
        #expect(Self.encode(base, base: nil)[6] == FrameDeltaEncoder.Kind.keyframe.rawValue)
        var reordered = base
        reordered.nodes.swapAt(0, 4)
        #expect(Self.encode(reordered, base: base)[6] == FrameDeltaEncoder.Kind.keyframe.rawValue)
        var grown = base
        grown.nodes.insert(Node(id: 99, frame: .zero, fill: .white), at: 2)
        grown.nodes.remove(at: 0)
        #expect(Self.encode(grown, base: base)[6] == FrameDeltaEncoder.Kind.delta.rawValue)
    }

    @Test func theInputSequenceCanBePatchedAfterHeadroom() {
        var bytes = FrameDeltaEncoder.encode(
            QuantizedFrame(Self.grid(count: 2)), sequence: 1, nodeTableVersion: 1, headroom: 16)
        #expect(Array(bytes[16..<20]) == FrameDeltaEncoder.magic)
        bytes.withUnsafeMutableBytes {
            FrameDeltaEncoder.patchInputSequence(0xDEAD_BEEF, in: UnsafeMutableRawBufferPointer(rebasing: $0[16...]))
        }
        #expect(Array(bytes[28..<32]) == [0xEF, 0xBE, 0xAD, 0xDE])
    }

    @Test func zigZagMapsSmallMagnitudesOfEitherSignToSmallNumbers() {
        #expect([0, -1, 1, -2, 2].map { VarInt.zigZag($0) } == [0, 1, 2, 3, 4])
        for value: Int64 in [0, 1, -1, 63, -64, 1 << 40, Int64.min, Int64.max] {
            #expect(VarInt.unZigZag(VarInt.zigZag(value)) == value)
        }
    }

    /// Bounded fuzzing of the decoder: truncated, bit-flipped and random bytes throw or decode, never trap, and a
    /// failed decode leaves the held frame as it was. `FRAME_FUZZ_TRIALS=1000000` makes it a long run.
    @Test func corruptFramesNeverCrashTheDecoder() {
        var rng = SeededGenerator(seed: 7)
        let base = Self.grid(count: 40)
        var moved = FrameDeltaRoundTripTests.step(base, &rng)
        moved.nodes.append(Node(id: 77, frame: .zero, fill: .white))
        let key = FrameDeltaEncoder.encode(QuantizedFrame(base), sequence: 1, nodeTableVersion: 1)
        let delta = Self.encode(moved, base: base)
        let trials = getenv("FRAME_FUZZ_TRIALS").flatMap { Int(String(cString: $0)) } ?? 3000
        for trial in 0..<trials {
            var decoder = FrameDeltaDecoder()
            _ = try? decoder.decode(key)
            var bytes = trial % 2 == 0 ? delta : key
            switch trial % 3 {
            case 0: bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &rng)))
            case 1:
                for _ in 0..<Int.random(in: 1...4, using: &rng) {
                    let index = Int.random(in: 6..<bytes.count, using: &rng)
                    bytes[index] ^= UInt8.random(in: 1...255, using: &rng)
                }
            default:
                bytes =
                    Array(bytes.prefix(32))
                    + (0..<Int.random(in: 0...64, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            }
            let before = decoder.held?.frame
            do {
                try decoder.decode(bytes)
            } catch {
                #expect(decoder.held?.frame == before)
            }
        }
    }
}
