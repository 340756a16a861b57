import Testing
import TransitionLabCore
import TransitionLabTestSupport

@testable import TransitionLabProtocol

/// Random frame sequences through `FrameDeltaEncoder` and `FrameDeltaDecoder` the way a room serves them: viewers
/// that skip frames (latest-wins), join late, reconnect, or fall behind the history. After every frame a viewer
/// receives, what it holds must equal the quantised truth.
@Suite struct FrameDeltaRoundTripTests {
    /// One viewer: the decoder it runs and the frame the server knows it received.
    struct Viewer {
        var decoder = FrameDeltaDecoder()
        var received: UInt32?
    }

    static func randomNode(id: UInt32, _ rng: inout SeededGenerator) -> Node {
        Node(
            id: id, parent: Bool.random(using: &rng) ? 0 : UInt32.random(in: 1...40, using: &rng),
            frame: Rect(
                x: Double.random(in: -500...900, using: &rng), y: Double.random(in: -500...2000, using: &rng),
                width: Double.random(in: 0...400, using: &rng), height: Double.random(in: 0...400, using: &rng)),
            cornerRadius: Double.random(in: 0...40, using: &rng), alpha: Double.random(in: -0.1...1.1, using: &rng),
            z: Double(Int.random(in: -3...120, using: &rng)),
            fill: Color(rgba: UInt32.random(in: 0...UInt32.max, using: &rng)),
            flags: Node.Flags(rawValue: UInt16.random(in: 0...63, using: &rng)))
    }

    /// The next frame: most nodes move a little or not at all; sometimes nodes appear, disappear, reorder, share an
    /// id, or carry a non-finite or huge value; sometimes the viewport or background changes.
    static func step(_ frame: Frame, _ rng: inout SeededGenerator) -> Frame {
        var next = frame
        next.time += 1.0 / 120
        for index in next.nodes.indices where Int.random(in: 0..<4, using: &rng) == 0 {
            next.nodes[index].frame.origin.x += Double.random(in: -12...12, using: &rng)
            next.nodes[index].frame.origin.y += Double.random(in: -3...3, using: &rng)
            if Bool.random(using: &rng) {
                next.nodes[index].frame.size.width *= Double.random(in: 0.9...1.1, using: &rng)
            }
            if Int.random(in: 0..<5, using: &rng) == 0 {
                next.nodes[index].alpha = Double.random(in: 0...1, using: &rng)
            }
            if Int.random(in: 0..<20, using: &rng) == 0 {
                next.nodes[index] = randomNode(id: next.nodes[index].id, &rng)
            }
        }
        switch Int.random(in: 0..<20, using: &rng) {
        case 0: next.nodes.removeAll { _ in Int.random(in: 0..<5, using: &rng) == 0 }
        case 1, 2:
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let node = randomNode(id: UInt32.random(in: 1...60, using: &rng), &rng)
                next.nodes.insert(node, at: Int.random(in: 0...next.nodes.count, using: &rng))
            }
        case 3: next.nodes.shuffle(using: &rng)
        case 4: next.viewport = Size(width: Double.random(in: 300...500, using: &rng), height: 844)
        case 5: next.background = Color(rgba: UInt32.random(in: 0...UInt32.max, using: &rng))
        case 6 where !next.nodes.isEmpty:
            let index = Int.random(in: next.nodes.indices, using: &rng)
            next.nodes[index].frame.origin.x = [Double.nan, .infinity, -1e300, 1e12].randomElement(using: &rng)!
        default: break
        }
        return next
    }

    @Test(arguments: 1...24 as ClosedRange<UInt64>)
    func viewersHoldTheQuantisedTruthAfterEveryFrame(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let historyLength = 8
        var history: [(frame: QuantizedFrame, sequence: UInt32)] = []
        var frame = Frame(
            time: 0, viewport: Size(width: 390, height: 844), background: .white,
            nodes: (1...30).map { Self.randomNode(id: $0, &rng) })
        var viewers = [Viewer(), Viewer(), Viewer()]
        var keyframes = 0
        var deltas = 0
        for sequence in UInt32(1)...300 {
            frame = Self.step(frame, &rng)
            let truth = QuantizedFrame(frame)
            history.append((truth, sequence))
            if history.count > historyLength { history.removeFirst() }
            if Int.random(in: 0..<40, using: &rng) == 0 { viewers.append(Viewer()) }  // a late joiner
            for index in viewers.indices {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0...2: continue  // latest-wins: this frame was replaced before it was written
                case 3:  // reconnect: a new connection and a fresh page decoder
                    viewers[index] = Viewer()
                    continue
                default: break
                }
                let base = history.first { $0.sequence == viewers[index].received }
                let bytes = FrameDeltaEncoder.encode(truth, sequence: sequence, nodeTableVersion: 1, base: base)
                let (header, decoded) = try viewers[index].decoder.decode(bytes)
                if header.kind == .keyframe { keyframes += 1 } else { deltas += 1 }
                #expect(decoded == truth, "seed \(seed), frame \(sequence)")
                #expect(viewers[index].decoder.held?.frame == truth)
                #expect(header.sequence == sequence)
                viewers[index].received = sequence
            }
        }
        #expect(deltas > keyframes)
    }

    @Test func quantisationErrorIsAtMostHalfAStep() {
        var rng = SeededGenerator(seed: 99)
        for id in UInt32(1)...500 {
            let node = Self.randomNode(id: id, &rng)
            let quantized = QuantizedFrame.Node(node)
            #expect(abs(Double(quantized.x) / 8 - node.frame.origin.x) <= 1.0 / 16)
            #expect(abs(Double(quantized.height) / 8 - node.frame.size.height) <= 1.0 / 16)
            #expect(abs(Double(quantized.cornerRadius) / 8 - node.cornerRadius) <= 1.0 / 16)
            #expect(abs(Double(quantized.alpha) / 255 - node.alpha) <= 0.5 / 255)
            #expect(abs(Double(quantized.z) / 256 - node.z) <= 0.5 / 256)
        }
    }
}
