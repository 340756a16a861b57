import Testing
import TransitionLabTestSupport

@testable import TransitionLabCore

@Suite struct QuantizedFrameTests {
    /// `quantize` is `rounded()` (halves away from zero) clamped to ±2³⁰, at halves, just beside them, and at random
    /// magnitudes up to beyond the clamp.
    @Test func quantizeRoundsAsTheStandardLibrary() {
        var rng = SeededGenerator(seed: 7)
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994]
        values += [0x4000_0000 - 0.5, 0x4000_0000 + 0.5, -0x4000_0000 - 0.5, 1e300, -1e300]
        values += [(0x4000_0000 - 0.5).nextDown, -(0x4000_0000 - 0.5).nextDown, 0x4000_0000, -0x4000_0000]
        values += [0x1p63, -0x1p63, 0x1p63.nextDown, (-0x1p63).nextDown, .greatestFiniteMagnitude]
        for _ in 0..<20_000 {
            let magnitude = Double(1 << Int.random(in: 0...32, using: &rng))
            let half = Double(Int.random(in: -1_000_000...1_000_000, using: &rng)) + 0.5
            values += [
                Double.random(in: -1...1, using: &rng) * magnitude, half, half.nextUp, half.nextDown,
            ]
        }
        for value in values {
            let expected = Int32(min(max(value.rounded(), -0x4000_0000), 0x4000_0000))
            #expect(quantize(value, 1) == expected, "\(value)")
        }
        #expect(quantize(.nan, 8) == 0)
        #expect(quantize(-.infinity, 8) == 0)
        #expect(quantize(.infinity, 8) == 0)
        // Two lanes at once round as each alone, whichever lane leaves the common range.
        values += [.nan, .infinity, -.infinity, 0x1p51, -0x1p51, (0x1p51).nextDown, 0x1p52 + 1]
        for (first, second) in zip(values, values.shuffled(using: &rng)) {
            for scale in [1, 8, 255] as [Double] {
                let pair = quantize(SIMD2(first, second), scale)
                #expect(pair == SIMD2(quantize(first, scale), quantize(second, scale)), "\(first), \(second)")
            }
        }
    }

    /// A transition element's pose on the grid (`ElementPair.gridPose(at:scale:offset:)`, in two lanes) is its
    /// `pose(at:scale:)` rounded by `GridPose(frame:alpha:offset:)`, at any progress, scale and offset, for frames
    /// on and off the pixel grid, small and far out.
    @Test func gridPosesAreThePosesRounded() {
        var rng = SeededGenerator(seed: 11)
        func randomFrame() -> Rect {
            let reach = [1, 400, 1e6, 1e17][Int.random(in: 0...3, using: &rng)]
            let step = [1.0 / 6, 0.5, 0.001][Int.random(in: 0...2, using: &rng)]
            func coordinate() -> Double { (Double.random(in: -reach...reach, using: &rng) / step).rounded() * step }
            return Rect(x: coordinate(), y: coordinate(), width: abs(coordinate()), height: abs(coordinate()))
        }
        for _ in 0..<20_000 {
            let from = LayoutAttributes(
                indexPath: IndexPath(item: 0, section: 0), frame: randomFrame(),
                alpha: Double.random(in: 0...1, using: &rng))
            var to = from
            to.frame = randomFrame()
            to.alpha = [0, 1, Double.random(in: 0...1, using: &rng)][Int.random(in: 0...2, using: &rng)]
            let pair = ElementPair(identity: from.identity, from: from, to: to)!
            let progress = [0, 1, 0.5, Double.random(in: 0...1, using: &rng)][Int.random(in: 0...3, using: &rng)]
            let scale = [1, 2, 3][Int.random(in: 0...2, using: &rng)] as Double
            let offset = Point(x: 0, y: Double.random(in: -2000...20000, using: &rng))
            let pose = pair.pose(at: progress, scale: scale)
            let expected = QuantizedFrame.GridPose(frame: pose.frame, alpha: pose.alpha, offset: offset)
            let grid = pair.gridPose(at: progress, scale: scale, offset: offset)
            #expect(grid == expected, "\(from.frame) → \(to.frame) at \(progress)")
        }
    }

    /// A cell's grid z, computed from its `zIndex` in integers, is what rounding `Double(zIndex)` gives, clamp
    /// included.
    @Test(arguments: [0, 1, -1, 7, -300, 0x3F_FFFF, 0x40_0000, 0x40_0001, -0x40_0001, Int.max, Int.min])
    func wholeZIndicesRoundAsTheirDoubles(zIndex: Int) {
        #expect(QuantizedFrame.quantizedZ(zIndex) == quantize(Double(zIndex), QuantizedFrame.zScale))
        let frame = Rect(x: 1.3, y: -2.0625, width: 44.1, height: 43.9)
        let pose = QuantizedFrame.GridPose(frame: frame, alpha: 0.7, offset: .zero)
        let cell = QuantizedFrame.Node(id: 3, pose: pose, zIndex: zIndex, fill: .black, flags: [.label])
        let node = Node(id: 3, frame: frame, alpha: 0.7, z: Double(zIndex), fill: .black, flags: [.label])
        #expect(cell == QuantizedFrame.Node(node))
    }
}
