extension Double {
    /// `rounded()` (to the nearest integer, halves away from zero, the sign of zero kept) without its libm call:
    /// baseline x86-64 has no rounding instruction (`roundsd` is SSE4.1), so `rounded()` calls C's `round`, and
    /// the frame path rounds several values per element every frame. From 2⁵² on, and for infinities and NaN,
    /// `self` is returned as it is, as `round` does.
    @inlinable @inline(__always)
    public var roundedToNearest: Double {
        guard abs(self) < 0x1p52 else { return self }
        return Double(signOf: self, magnitudeOf: Double(nearestInteger))
    }

    /// The nearest integer, halves away from zero, for a value below 2⁵² in magnitude (the caller checks).
    ///
    /// Truncates and compares the remainder with ½. Exact: below 2⁵² the truncation is exact and so is
    /// `self − truncated` (below 1 it is `self`; above, both share a sign and lie within a factor 2, Sterbenz's
    /// lemma).
    @inlinable @inline(__always)
    public var nearestInteger: Int64 {
        let truncated = Int64(self)
        let remainder = self - Double(truncated)
        return remainder >= 0.5 ? truncated + 1 : remainder <= -0.5 ? truncated - 1 : truncated
    }
}
