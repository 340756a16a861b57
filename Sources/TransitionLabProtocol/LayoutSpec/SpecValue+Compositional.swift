import TransitionLabCore

extension SpecValue {
    /// A compositional section and its item count (`"numberOfItems"`, default `LayoutSpec.defaultNumberOfItems`), in
    /// a layout of `configuration`.
    func compositionalSection(in configuration: CollectionViewCompositionalLayoutConfiguration) throws(LayoutSpecError)
        -> (section: CollectionLayoutSection, numberOfItems: Int)
    {
        let fields = try object(allowing: [
            "group", "contentInsets", "interGroupSpacing", "orthogonalScrollingBehavior", "boundarySupplementaryItems",
            "supplementariesFollowContentInsets", "decorationItems", "numberOfItems", "visibleItemsEffect",
        ])
        let groupReader = try required("group", in: fields)
        guard case .group(let group) = try groupReader.subitem() else { throw groupReader.error("expected a group") }
        var section = CollectionLayoutSection(group: group)
        if let reader = field("contentInsets", in: fields) { section.contentInsets = try reader.insets() }
        if let reader = field("interGroupSpacing", in: fields) { section.interGroupSpacing = try reader.number() }
        if let reader = field("orthogonalScrollingBehavior", in: fields) {
            section.orthogonalScrollingBehavior = try reader.choice(
                CollectionLayoutSectionOrthogonalScrollingBehavior.self)
        }
        if let reader = field("boundarySupplementaryItems", in: fields) {
            section.boundarySupplementaryItems = try reader.array().map { item throws(LayoutSpecError) in
                try item.boundarySupplementaryItem()
            }
        }
        if let reader = field("supplementariesFollowContentInsets", in: fields) {
            section.supplementariesFollowContentInsets = try reader.bool()
        }
        if let reader = field("decorationItems", in: fields) {
            section.decorationItems = try reader.array().map { item throws(LayoutSpecError) in try item.decorationItem()
            }
        }
        if let reader = field("visibleItemsEffect", in: fields) {
            section.visibleItemsEffect = try reader.visibleItemsEffect()
        }
        try validating { () throws(LayoutSpecViolation) in
            try section.validate()
            try configuration.validate(section)
        }
        let count = try field("numberOfItems", in: fields)?.number(LayoutSpec.checkedItemCount)
        return (section, count ?? LayoutSpec.defaultNumberOfItems)
    }

    /// `{"type":"item",…}` or `{"type":"group",…}`.
    func subitem() throws(LayoutSpecError) -> CollectionLayoutSubitem {
        guard case .object(let raw) = value else { throw error("expected an object") }
        guard let typeValue = raw["type"] else { throw error("missing required key 'type' (item or group)") }
        switch try member("type", typeValue).string() {
        case "item":
            let fields = try object(allowing: ["type", "size", "contentInsets", "edgeSpacing", "supplementaryItems"])
            var item = CollectionLayoutItem(layoutSize: try required("size", in: fields).layoutSize())
            if let reader = field("supplementaryItems", in: fields) {
                item.supplementaryItems = try reader.array().map { badge throws(LayoutSpecError) in
                    try badge.supplementaryItem()
                }
            }
            if let reader = field("contentInsets", in: fields) { item.contentInsets = try reader.insets() }
            if let reader = field("edgeSpacing", in: fields) { item.edgeSpacing = try reader.edgeSpacing() }
            try validating { () throws(LayoutSpecViolation) in try item.validate() }
            return .item(item)
        case "group":
            return .group(try group())
        case let other:
            throw member("type", typeValue).error("'\(other)' is not one of item, group")
        }
    }

    /// A group: axis, size, subitems, and `count` (`subitem:count:`) or `repeatingCount` (`repeatingSubitem:count:`).
    private func group() throws(LayoutSpecError) -> CollectionLayoutGroup {
        let fields = try object(allowing: [
            "type", "axis", "size", "subitems", "count", "repeatingCount", "interItemSpacing", "contentInsets",
            "edgeSpacing",
        ])
        // Checked before the subitems are read, so a deep spec stops at the group past the limit.
        let levels = location.count { $0 == .key("subitems") } + 1
        try validating { () throws(LayoutSpecViolation) in try LayoutSpec.checkGroupNesting(levels) }
        let axisReader = try required("axis", in: fields)
        let axis: LayoutAxis
        switch try axisReader.string() {
        case "horizontal": axis = .horizontal
        case "vertical": axis = .vertical
        case let other: throw axisReader.error("'\(other)' is not one of horizontal, vertical")
        }
        let layoutSize = try required("size", in: fields).layoutSize()
        let subitems = try required("subitems", in: fields).array().map { reader throws(LayoutSpecError) in
            try reader.subitem()
        }
        var repetition = CollectionLayoutGroup.Repetition.fill
        if let reader = field("count", in: fields) {
            repetition = .count(try reader.number(LayoutSpec.checkedGroupCount))
        }
        if let reader = field("repeatingCount", in: fields) {
            guard fields["count"] == nil else {
                throw reader.error("give either 'count' or 'repeatingCount', not both")
            }
            repetition = .repeating(try reader.number(LayoutSpec.checkedGroupCount))
        }
        var group = CollectionLayoutGroup(
            layoutSize: layoutSize, axis: axis, subitems: subitems, repetition: repetition)
        if let reader = field("interItemSpacing", in: fields) { group.interItemSpacing = try reader.spacing() }
        if let reader = field("contentInsets", in: fields) { group.contentInsets = try reader.insets() }
        if let reader = field("edgeSpacing", in: fields) { group.edgeSpacing = try reader.edgeSpacing() }
        try validating { () throws(LayoutSpecViolation) in try group.validate() }
        return group
    }

    private func boundarySupplementaryItem() throws(LayoutSpecError) -> CollectionLayoutBoundarySupplementaryItem {
        let fields = try object(allowing: [
            "elementKind", "size", "alignment", "pinToVisibleBounds", "extendsBoundary", "zIndex", "contentInsets",
        ])
        var item = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: try required("size", in: fields).layoutSize(),
            elementKind: try required("elementKind", in: fields).string(),
            alignment: try required("alignment", in: fields).choice(RectAlignment.self))
        if let reader = field("pinToVisibleBounds", in: fields) { item.pinToVisibleBounds = try reader.bool() }
        if let reader = field("extendsBoundary", in: fields) { item.extendsBoundary = try reader.bool() }
        if let reader = field("zIndex", in: fields) { item.zIndex = try reader.integer() }
        if let reader = field("contentInsets", in: fields) { item.contentInsets = try reader.insets() }
        try validating { () throws(LayoutSpecViolation) in try item.validate() }
        return item
    }

    private func decorationItem() throws(LayoutSpecError) -> CollectionLayoutDecorationItem {
        let fields = try object(allowing: ["elementKind", "zIndex", "contentInsets"])
        var item = CollectionLayoutDecorationItem.background(
            elementKind: try required("elementKind", in: fields).string())
        if let reader = field("zIndex", in: fields) { item.zIndex = try reader.integer() }
        if let reader = field("contentInsets", in: fields) { item.contentInsets = try reader.insets() }
        return item
    }

    func layoutSize() throws(LayoutSpecError) -> CollectionLayoutSize {
        let fields = try object(allowing: ["width", "height"])
        return CollectionLayoutSize(
            widthDimension: try required("width", in: fields).dimension(),
            heightDimension: try required("height", in: fields).dimension())
    }

    private func dimension() throws(LayoutSpecError) -> CollectionLayoutDimension {
        let (semantic, reader) = try single(of: CollectionLayoutDimension.Semantic.self)
        return CollectionLayoutDimension(semantic: semantic, dimension: try reader.length())
    }

    private func spacing() throws(LayoutSpecError) -> CollectionLayoutSpacing {
        let (kind, reader) = try single(of: SpacingKind.self)
        let value = try reader.length()
        return kind == .fixed ? .fixed(value) : .flexible(value)
    }

    private func edgeSpacing() throws(LayoutSpecError) -> CollectionLayoutEdgeSpacing {
        let fields = try object(allowing: ["leading", "top", "trailing", "bottom"])
        return CollectionLayoutEdgeSpacing(
            leading: try field("leading", in: fields)?.spacing(), top: try field("top", in: fields)?.spacing(),
            trailing: try field("trailing", in: fields)?.spacing(), bottom: try field("bottom", in: fields)?.spacing())
    }

    /// The spec's keys of `NSCollectionLayoutSpacing`'s two kinds.
    private enum SpacingKind: String, CaseIterable {
        case fixed, flexible
    }

    private func insets() throws(LayoutSpecError) -> DirectionalEdgeInsets {
        let fields = try object(allowing: ["top", "leading", "bottom", "trailing"])
        return DirectionalEdgeInsets(
            top: try field("top", in: fields)?.number() ?? 0, leading: try field("leading", in: fields)?.number() ?? 0,
            bottom: try field("bottom", in: fields)?.number() ?? 0,
            trailing: try field("trailing", in: fields)?.number() ?? 0)
    }
}
