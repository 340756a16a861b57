extension Double {
    /// `rounded()` (to the nearest integer, halves away from zero, the sign of zero kept) without its libm call:
    /// baseline x86-64 has no rounding instruction (`roundsd` is SSE4.1), so `rounded()` calls C's `round`, and
    /// the frame path rounds several values per element every frame. Infinities, NaN and magnitudes from 2⁶³ (all
    /// integers already) are returned as they are, as `round` does.
    @inlinable @inline(__always)
    public var roundedToNearest: Double {
        guard let integer = nearestInteger else { return self }
        return Double(signOf: self, magnitudeOf: Double(integer))
    }

    /// The nearest integer, halves away from zero, as `rounded()` gives it; `nil` for NaN, infinities and values
    /// no `Int64` holds (from 2⁶³ up, below −2⁶³).
    ///
    /// Adds the largest double below ½ (`0.5.nextDown`, ½ − 2⁻⁵⁴) with `self`'s sign and truncates. The sum is
    /// exact or rounds (IEEE 754, to nearest) to the same integer part: from a fraction of ½ on it reaches the next
    /// integer (at 0.5 exactly, 1 − 2⁻⁵⁴ ties to the even 1), below ½ it stays under it, and from 2⁵² on, where
    /// every double is an integer, it rounds back to `self`. Adding ½ itself would carry 0.49999999999999994 to 1.
    ///
    /// The range test is the one `Int64(_:)` makes before converting, written the same way so the optimiser
    /// merges the two and no trap path is left.
    @inlinable @inline(__always)
    public var nearestInteger: Int64? {
        let biased = self + Double(signOf: self, magnitudeOf: 0.5.nextDown)
        guard biased > -0x1.0000_0000_0000_1p63, biased < 0x1p63 else { return nil }
        return Int64(biased)
    }
}

extension SIMD2 where Scalar == Double {
    /// `roundedToNearest` of both lanes, bit for bit: without a branch or an integer conversion while both are below
    /// 2⁵¹ in magnitude (`roundedToNearestBelow2To51`, the frame path's coordinates), lane by lane otherwise.
    @inlinable @inline(__always)
    public var roundedToNearest: SIMD2<Double> {
        guard all(magnitude .< 0x1p51) else { return SIMD2(x.roundedToNearest, y.roundedToNearest) }
        return roundedToNearestBelow2To51
    }

    /// Both lanes without their signs.
    @inlinable @inline(__always)
    public var magnitude: SIMD2<Double> {
        unsafeBitCast(unsafeBitCast(self, to: SIMD2<UInt64>.self) & 0x7FFF_FFFF_FFFF_FFFF, to: SIMD2<Double>.self)
    }

    /// `roundedToNearest` of both lanes when both are below 2⁵¹ in magnitude (others are not rounded correctly).
    ///
    /// Adding and subtracting 1.5 × 2⁵² rounds to the nearest integer, halves to even (IEEE 754, on a sum whose unit
    /// in the last place is 1). Where that went toward zero from a half, the exact difference from the value is ½
    /// with the value's sign, and a step of 1 away from zero rounds the half away from zero as `rounded()` does;
    /// the value's sign is then set on the result, as on a zero `rounded()` keeps. A dozen SSE2 instructions round
    /// both lanes, where each scalar `roundedToNearest` takes as many and converts to an integer and back.
    @inlinable @inline(__always)
    public var roundedToNearestBelow2To51: SIMD2<Double> {
        let sign = unsafeBitCast(self, to: SIMD2<UInt64>.self) & 0x8000_0000_0000_0000
        let shift = SIMD2<Double>(repeating: 0x1.8p52)
        let even = (self + shift) - shift
        let half = unsafeBitCast(sign | 0.5.bitPattern, to: SIMD2<Double>.self)
        let awayFromZero = unsafeBitCast(self - even .== half, to: SIMD2<UInt64>.self) & (sign | 1.0.bitPattern)
        let rounded = even + unsafeBitCast(awayFromZero, to: SIMD2<Double>.self)
        return unsafeBitCast(unsafeBitCast(rounded, to: SIMD2<UInt64>.self) | sign, to: SIMD2<Double>.self)
    }
}
