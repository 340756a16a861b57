import PropertyBased
import Testing

@testable import TransitionLabCore

/// `roundedToNearest` and `nearestInteger` against the standard library's `rounded()` (C's `round`): the same
/// value, bit for bit, and the same integer wherever an `Int64` holds it.
@Suite struct RoundingTests {
    private func same(_ value: Double) -> Bool {
        let fast = value.roundedToNearest
        let reference = value.rounded()
        let integer = reference >= -0x1p63 && reference < 0x1p63 ? Int64(reference) : nil
        return (fast.bitPattern == reference.bitPattern || fast.isNaN && reference.isNaN)
            && value.nearestInteger == integer
    }

    @Test func halvesZerosAndTheEdgesOfTheFastRange() {
        let edges: [Double] = [
            0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994, 0.3, -0.3,
            0x1p52 - 0.5, -(0x1p52 - 0.5), 0x1p52, -0x1p52, 0x1p52 + 1, 0x1p53, 1e300, -1e300,
            .infinity, -.infinity, .nan, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .greatestFiniteMagnitude,
            0x1p30 - 0.5, -(0x1p30 - 0.5), 0x1p30 + 0.5, (0x1p30 - 0.5).nextDown, (0x1p30 + 0.5).nextUp,
            0x1p63, -0x1p63, 0x1p63.nextDown, (-0x1p63).nextUp, (-0x1p63).nextDown, -.nan, .signalingNaN,
        ]
        for value in edges { #expect(same(value), "\(value)") }
    }

    @Test func everyBitPatternRoundsAsRoundDoes() async {
        await propertyCheck(input: Gen.int(in: Int.min...Int.max)) { bits in
            let value = Double(bitPattern: UInt64(bitPattern: Int64(bits)))
            #expect(same(value), "\(value)")
        }
    }

    @Test func pixelGridValuesRoundAsRoundDoes() async {
        // The frame path's inputs: points times a display scale, within a few thousand points, near halves.
        await propertyCheck(input: Gen.int(in: -4_000_000...4_000_000)) { steps in
            let value = Double(steps) / 1000 * 3
            #expect(same(value) && same(value + 0.5) && same(value - 0.5), "\(value)")
        }
    }

    @Test func halvesAndTheirNeighboursRoundAsRoundDoes() async {
        // A half-integer of every magnitude up to 2⁵², of both signs, and the doubles either side of it.
        await propertyCheck(count: 10_000, input: Gen.int(in: -(1 << 52)...(1 << 52)), Gen.int(in: 0...52)) {
            steps, shift in
            let half = Double(steps >> shift) + 0.5
            #expect(same(half) && same(half.nextUp) && same(half.nextDown), "\(half)")
        }
    }

    /// Two lanes (`SIMD2.roundedToNearest`) round as each alone, bit for bit (the sign of a zero included), at the
    /// edges and across every bit pattern, in either lane.
    @Test func pairsRoundAsEachLaneAlone() async {
        let edges: [Double] = [
            0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994, -0.3, 0.3,
            0x1p51 - 0.5, -(0x1p51 - 0.5), 0x1p51.nextDown, 0x1p51, -0x1p51, 0x1p52 - 0.5, 0x1p52, 0x1p63, .infinity,
            -.infinity, .nan, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .greatestFiniteMagnitude,
        ]
        func same(_ first: Double, _ second: Double) -> Bool {
            let pair = SIMD2(first, second).roundedToNearest
            return [(pair.x, first), (pair.y, second)].allSatisfy { lane, value in
                lane.bitPattern == value.roundedToNearest.bitPattern || lane.isNaN && value.isNaN
            }
        }
        for first in edges { for second in edges { #expect(same(first, second), "\(first), \(second)") } }
        await propertyCheck(input: Gen.int(in: Int.min...Int.max), Gen.int(in: -4_000_000...4_000_000)) {
            bits, steps in
            let any = Double(bitPattern: UInt64(bitPattern: Int64(bits)))
            let pixel = Double(steps) / 1000 * 3 + 0.5
            #expect(same(any, pixel) && same(pixel, pixel.nextUp) && same(pixel.nextDown, -pixel), "\(any), \(pixel)")
        }
    }
}
