import Testing
import TransitionLabCore
import TransitionLabTestSupport

@testable import TransitionLabProtocol

/// Deltas between frames whose nodes keep their ids and order, the encoder's positional path: over random motion
/// the decoder rebuilds the quantised truth from every delta, and an unchanged frame costs no node entry.
@Suite struct FrameDeltaInPlaceTests {

    /// Each node of `frame` moved, resized, faded or redrawn with some probability; ids and order kept.
    static func moved(_ frame: Frame, _ rng: inout SeededGenerator) -> Frame {
        var next = frame
        next.time += 1.0 / 60
        for index in next.nodes.indices {
            switch Int.random(in: 0..<8, using: &rng) {
            case 0: next.nodes[index].frame.origin.x += Double.random(in: -40...40, using: &rng)
            case 1: next.nodes[index].frame.size.height *= Double.random(in: 0.5...2, using: &rng)
            case 2: next.nodes[index].alpha = Double.random(in: 0...1, using: &rng)
            case 3:
                next.nodes[index] = FrameDeltaRoundTripTests.randomNode(id: next.nodes[index].id, &rng)
            case 4: next.nodes[index].frame.origin.y += 1e9 * Double.random(in: -1...1, using: &rng)
            default: break
            }
        }
        return next
    }

    @Test(arguments: 1...16 as ClosedRange<UInt64>)
    func positionalDeltasDecodeToTheTruth(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var frame = Frame(
            time: 0, viewport: Size(width: 390, height: 844), background: .black,
            nodes: (1...UInt32.random(in: 1...200, using: &rng)).map {
                FrameDeltaRoundTripTests.randomNode(id: $0, &rng)
            })
        var decoder = FrameDeltaDecoder()
        var base = QuantizedFrame(frame)
        _ = try decoder.decode(FrameDeltaEncoder.encode(base, sequence: 1, nodeTableVersion: 1))
        for sequence in UInt32(2)...40 {
            frame = Self.moved(frame, &rng)
            let truth = QuantizedFrame(frame)
            let bytes = FrameDeltaEncoder.encode(
                truth, sequence: sequence, nodeTableVersion: 1, base: (base, sequence - 1))
            let (header, decoded) = try decoder.decode(bytes)
            #expect(header.kind == .delta)
            #expect(decoded == truth, "seed \(seed), frame \(sequence)")
            base = truth
        }
        let still = FrameDeltaEncoder.encode(base, sequence: 41, nodeTableVersion: 1, base: (base, 40))
        #expect(Array(still[FrameDeltaEncoder.headerSize...]) == [0, 0, 0, 0])
    }
}
