extension CollectionLayoutGroup {
    /// Levels of groups from this one down to its deepest nested group (1 for a group of items).
    /// - Complexity: O(n) in the items and groups it holds.
    public var nestingDepth: Int {
        let below = subitems.map { subitem in
            if case .group(let group) = subitem { group.nestingDepth } else { 0 }
        }
        return 1 + (below.max() ?? 0)
    }

    /// Checks what a layout spec requires of a group (`docs/layout-spec.md`): at least one subitem, exactly one with
    /// `subitem:count:` or `repeatingSubitem:count:` (the only subitem UIKit's factories take:
    /// [horizontal(layoutSize:subitem:count:)](https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:subitem:count:)),
    /// [horizontal(layoutSize:repeatingSubitem:count:)](https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:repeatingsubitem:count:))),
    /// a count within 1…`LayoutSpec.maximumGroupCount`, and at most `LayoutSpec.maximumGroupNesting` levels of
    /// groups.
    /// - Complexity: O(n) in the items and groups it holds.
    public func validate() throws(LayoutSpecViolation) {
        guard !subitems.isEmpty else { throw LayoutSpecViolation("expected at least one subitem", property: .subitems) }
        switch repetition {
        case .fill:
            break
        case .count(let count), .repeating(let count):
            do {
                _ = try LayoutSpec.checkedGroupCount(Double(count))
            } catch {
                throw LayoutSpecViolation(error.problem, property: .count)
            }
            guard subitems.count == 1 else {
                throw LayoutSpecViolation(
                    "'count' and 'repeatingCount' take exactly one subitem, got \(subitems.count)", property: .subitems)
            }
        }
        try LayoutSpec.checkGroupNesting(nestingDepth)
    }
}
