import TransitionLabCore

extension SpecReader {
    /// `"vertical"` or `"horizontal"`: `UICollectionView.ScrollDirection`.
    func scrollDirection() throws(LayoutSpecError) -> LayoutAxis {
        switch try string() {
        case "vertical": return .vertical
        case "horizontal": return .horizontal
        case let other: throw error("'\(other)' is not one of vertical, horizontal")
        }
    }

    /// Refuses what a horizontal compositional layout does not lay out yet: headers and footers, and sections that
    /// scroll orthogonally (`CollectionViewCompositionalLayoutConfiguration`).
    func refusingInHorizontalLayout(_ section: CollectionLayoutSection) throws(LayoutSpecError) {
        guard case .object(let fields) = value else { return }
        if !section.boundarySupplementaryItems.isEmpty, let items = fields["boundarySupplementaryItems"] {
            throw member("boundarySupplementaryItems", items).error(
                "not supported yet: headers and footers in a layout that scrolls horizontally")
        }
        if section.orthogonalScrollingBehavior != .none, let behavior = fields["orthogonalScrollingBehavior"] {
            throw member("orthogonalScrollingBehavior", behavior).error(
                "not supported yet: orthogonal scrolling in a layout that scrolls horizontally")
        }
    }
}
