extension Double {
    /// `rounded()` (to the nearest integer, halves away from zero, the sign of zero kept) without its libm call:
    /// baseline x86-64 has no rounding instruction (`roundsd` is SSE4.1), so `rounded()` calls C's `round`, and
    /// the frame path rounds several values per element every frame.
    ///
    /// Truncates and compares the remainder with ½. Exact: below 2⁵² in magnitude the truncation is exact and so
    /// is `self − truncated` (below 1 it is `self`; above, both share a sign and lie within a factor 2, Sterbenz's
    /// lemma); from 2⁵² on, and for infinities and NaN, `self` is returned as it is, as `round` does.
    @inlinable
    public var roundedToNearest: Double {
        guard abs(self) < 0x1p52 else { return self }
        let truncated = Double(Int64(self))
        let remainder = self - truncated
        let nearest = remainder >= 0.5 ? truncated + 1 : remainder <= -0.5 ? truncated - 1 : truncated
        return Double(signOf: self, magnitudeOf: nearest)
    }
}
