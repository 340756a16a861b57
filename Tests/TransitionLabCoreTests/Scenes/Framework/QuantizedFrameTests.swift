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
    }

    /// A cell's grid z, computed from its `zIndex` in integers, is what rounding `Double(zIndex)` gives, clamp
    /// included.
    @Test(arguments: [0, 1, -1, 7, -300, 0x3F_FFFF, 0x40_0000, 0x40_0001, -0x40_0001, Int.max, Int.min])
    func wholeZIndicesRoundAsTheirDoubles(zIndex: Int) {
        #expect(QuantizedFrame.quantizedZ(zIndex) == quantize(Double(zIndex), QuantizedFrame.zScale))
        let frame = Rect(x: 1.3, y: -2.0625, width: 44.1, height: 43.9)
        let cell = QuantizedFrame.Node(id: 3, frame: frame, alpha: 0.7, zIndex: zIndex, fill: .black, flags: [.label])
        let node = Node(id: 3, frame: frame, alpha: 0.7, z: Double(zIndex), fill: .black, flags: [.label])
        #expect(cell == QuantizedFrame.Node(node))
    }
}
