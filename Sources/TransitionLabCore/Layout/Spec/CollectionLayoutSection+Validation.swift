extension CollectionLayoutSection {
    /// Checks what the layout engine lays out: a `visibleItemsEffect` only on a section that scrolls orthogonally,
    /// the only kind whose row moves under its cells.
    public func validate() throws(LayoutSpecViolation) {
        if visibleItemsEffect != nil, orthogonalScrollingBehavior == .none {
            throw LayoutSpecViolation(
                "not supported yet: an effect on a section that does not scroll orthogonally",
                property: .visibleItemsEffect)
        }
    }
}
