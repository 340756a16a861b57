extension CollectionLayoutItem {
    /// Checks what a layout spec requires of an item: at most `LayoutSpec.maximumSupplementaryItems` supplementary
    /// items, since every cell gets them all.
    public func validate() throws(LayoutSpecViolation) {
        guard supplementaryItems.count <= LayoutSpec.maximumSupplementaryItems else {
            throw LayoutSpecViolation(
                "\(supplementaryItems.count) supplementary items (limit \(LayoutSpec.maximumSupplementaryItems) per item)",
                property: .supplementaryItems)
        }
    }
}
