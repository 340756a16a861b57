import Testing

@testable import TransitionLabCore

@Suite struct MediaTimingFunctionTests {
    @Test func easeInEaseOutMatchesItsBezierAtKnownParameters() {
        // At Bézier parameter s = 0.25: x = 3·0.5625·0.25·0.42 + 3·0.75·0.0625·0.58 + 0.015625 = 0.274375,
        // y = 3·0.75·0.0625·1 + 0.015625 = 0.15625.
        let curve = MediaTimingFunction.easeInEaseOut
        #expect(abs(curve.value(at: 0.274375) - 0.15625) < 1e-9)
        #expect(curve.value(at: 0) == 0)
        #expect(abs(curve.value(at: 1) - 1) < 1e-12)
    }

    @Test func linearIsTheIdentity() {
        for x in stride(from: 0.0, through: 1, by: 0.125) {
            #expect(abs(MediaTimingFunction.linear.value(at: x) - x) < 1e-9)
            #expect(abs(MediaTimingFunction.linear.slope(at: x) - 1) < 1e-6)
        }
    }
}
