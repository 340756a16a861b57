import TransitionLabCore

extension SpecValue {
    /// `"vertical"` or `"horizontal"`: `UICollectionView.ScrollDirection`.
    func scrollDirection() throws(LayoutSpecError) -> LayoutAxis {
        switch try string() {
        case "vertical": return .vertical
        case "horizontal": return .horizontal
        case let other: throw error("'\(other)' is not one of vertical, horizontal")
        }
    }
}
