extension CollectionLayoutGroup {
    /// Levels of groups from this one down to its deepest nested group (1 for a group of items).
    /// - Complexity: O(n) in the items and groups it holds.
    public var nestingDepth: Int {
        1
            + subitems.reduce(0) { deepest, subitem in
                guard case .group(let group) = subitem else { return deepest }
                return max(deepest, group.nestingDepth)
            }
    }

    /// Checks what a layout spec requires of a group (`docs/layout-spec.md`): at least one subitem, exactly one with
    /// `subitem:count:` or `repeatingSubitem:count:` (the only subitem UIKit's factories take), a count within
    /// 1…`LayoutSpec.maximumGroupCount`, and at most `LayoutSpec.maximumGroupNesting` levels of groups.
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
