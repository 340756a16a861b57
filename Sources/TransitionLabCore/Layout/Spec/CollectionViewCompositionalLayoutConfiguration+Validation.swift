extension CollectionViewCompositionalLayoutConfiguration {
    /// Checks that a horizontal layout's `section` holds nothing the engine does not lay out in one yet: headers and
    /// footers, and orthogonal scrolling (see the type's deliberate differences).
    public func validate(_ section: CollectionLayoutSection) throws(LayoutSpecViolation) {
        guard scrollDirection == .horizontal else { return }
        if !section.boundarySupplementaryItems.isEmpty {
            throw LayoutSpecViolation(
                "not supported yet: headers and footers in a layout that scrolls horizontally",
                property: .boundarySupplementaryItems)
        }
        if section.orthogonalScrollingBehavior != .none {
            throw LayoutSpecViolation(
                "not supported yet: orthogonal scrolling in a layout that scrolls horizontally",
                property: .orthogonalScrollingBehavior)
        }
    }
}
