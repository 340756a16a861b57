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
