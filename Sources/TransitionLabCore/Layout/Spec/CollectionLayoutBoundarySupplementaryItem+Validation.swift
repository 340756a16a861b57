extension CollectionLayoutBoundarySupplementaryItem {
    /// Checks what the layout engine lays out: a header or footer on the top or bottom edge of its section (leading
    /// and trailing boundary items of a vertical layout are not supported).
    public func validate() throws(LayoutSpecViolation) {
        guard alignment.isTop || alignment.isBottom else {
            throw LayoutSpecViolation(
                "a vertical layout places boundary items at the top or bottom: use top, topLeading, topTrailing, "
                    + "bottom, bottomLeading or bottomTrailing", property: .alignment)
        }
    }
}
