import TransitionLabCore

extension SpecReader {
    /// A compositional section and its item count (`"numberOfItems"`, default `LayoutSpec.defaultNumberOfItems`).
    func compositionalSection() throws(LayoutSpecError) -> (section: CollectionLayoutSection, numberOfItems: Int) {
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
            guard section.orthogonalScrollingBehavior != .none else {
                throw reader.error("not supported yet: an effect on a section that does not scroll orthogonally")
            }
            section.visibleItemsEffect = try reader.visibleItemsEffect()
        }
        let count = try field("numberOfItems", in: fields)?.nonNegativeInteger() ?? LayoutSpec.defaultNumberOfItems
        return (section, count)
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
                let badges = try reader.array()
                guard badges.count <= LayoutSpec.maximumSupplementaryItems else {
                    throw reader.error(
                        "\(badges.count) supplementary items (limit \(LayoutSpec.maximumSupplementaryItems) per item)")
                }
                item.supplementaryItems = try badges.map { badge throws(LayoutSpecError) in
                    try badge.supplementaryItem()
                }
            }
            if let reader = field("contentInsets", in: fields) { item.contentInsets = try reader.insets() }
            if let reader = field("edgeSpacing", in: fields) { item.edgeSpacing = try reader.edgeSpacing() }
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
        let nesting = location.count { $0 == .key("subitems") }
        guard nesting < LayoutSpec.maximumGroupNesting else {
            throw error("groups nested more than \(LayoutSpec.maximumGroupNesting) deep (group nesting limit)")
        }
        let axisReader = try required("axis", in: fields)
        let axis: LayoutAxis
        switch try axisReader.string() {
        case "horizontal": axis = .horizontal
        case "vertical": axis = .vertical
        case let other: throw axisReader.error("'\(other)' is not one of horizontal, vertical")
        }
        let layoutSize = try required("size", in: fields).layoutSize()
        let subitemsReader = try required("subitems", in: fields)
        let subitems = try subitemsReader.array().map { reader throws(LayoutSpecError) in try reader.subitem() }
        guard !subitems.isEmpty else { throw subitemsReader.error("expected at least one subitem") }
        var repetition = CollectionLayoutGroup.Repetition.fill
        if let reader = field("count", in: fields) { repetition = .count(try reader.groupCount()) }
        if let reader = field("repeatingCount", in: fields) {
            guard fields["count"] == nil else {
                throw reader.error("give either 'count' or 'repeatingCount', not both")
            }
            repetition = .repeating(try reader.groupCount())
        }
        if repetition != .fill, subitems.count != 1 {
            throw subitemsReader.error("'count' and 'repeatingCount' take exactly one subitem, got \(subitems.count)")
        }
        var group = CollectionLayoutGroup(
            layoutSize: layoutSize, axis: axis, subitems: subitems, repetition: repetition)
        if let reader = field("interItemSpacing", in: fields) { group.interItemSpacing = try reader.spacing() }
        if let reader = field("contentInsets", in: fields) { group.contentInsets = try reader.insets() }
        if let reader = field("edgeSpacing", in: fields) { group.edgeSpacing = try reader.edgeSpacing() }
        return group
    }

    /// A group's `count` or `repeatingCount`: a whole number from 1 to `LayoutSpec.maximumGroupCount`.
    private func groupCount() throws(LayoutSpecError) -> Int {
        let count = try positiveInteger()
        guard count <= LayoutSpec.maximumGroupCount else {
            throw error("group count \(count) is outside 1…\(LayoutSpec.maximumGroupCount) (group count limit)")
        }
        return count
    }

    private func boundarySupplementaryItem() throws(LayoutSpecError) -> CollectionLayoutBoundarySupplementaryItem {
        let fields = try object(allowing: [
            "elementKind", "size", "alignment", "pinToVisibleBounds", "extendsBoundary", "zIndex", "contentInsets",
        ])
        let alignmentReader = try required("alignment", in: fields)
        let alignment = try alignmentReader.choice(RectAlignment.self)
        guard alignment.isTop || alignment.isBottom else {
            throw alignmentReader.error(
                "a vertical layout places boundary items at the top or bottom: use top, topLeading, topTrailing, bottom, bottomLeading or bottomTrailing"
            )
        }
        var item = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: try required("size", in: fields).layoutSize(),
            elementKind: try required("elementKind", in: fields).string(), alignment: alignment)
        if let reader = field("pinToVisibleBounds", in: fields) { item.pinToVisibleBounds = try reader.bool() }
        if let reader = field("extendsBoundary", in: fields) { item.extendsBoundary = try reader.bool() }
        if let reader = field("zIndex", in: fields) { item.zIndex = try reader.integer() }
        if let reader = field("contentInsets", in: fields) { item.contentInsets = try reader.insets() }
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
        let (key, reader) = try single(of: ["fractionalWidth", "fractionalHeight", "absolute", "estimated"])
        let value = try reader.nonNegativeNumber()
        switch key {
        case "fractionalWidth": return .fractionalWidth(value)
        case "fractionalHeight": return .fractionalHeight(value)
        case "absolute": return .absolute(value)
        default: return .estimated(value)
        }
    }

    private func spacing() throws(LayoutSpecError) -> CollectionLayoutSpacing {
        let (key, reader) = try single(of: ["fixed", "flexible"])
        let value = try reader.nonNegativeNumber()
        return key == "fixed" ? .fixed(value) : .flexible(value)
    }

    private func edgeSpacing() throws(LayoutSpecError) -> CollectionLayoutEdgeSpacing {
        let fields = try object(allowing: ["leading", "top", "trailing", "bottom"])
        return CollectionLayoutEdgeSpacing(
            leading: try field("leading", in: fields)?.spacing(), top: try field("top", in: fields)?.spacing(),
            trailing: try field("trailing", in: fields)?.spacing(), bottom: try field("bottom", in: fields)?.spacing())
    }

    private func insets() throws(LayoutSpecError) -> DirectionalEdgeInsets {
        let fields = try object(allowing: ["top", "leading", "bottom", "trailing"])
        return DirectionalEdgeInsets(
            top: try field("top", in: fields)?.number() ?? 0, leading: try field("leading", in: fields)?.number() ?? 0,
            bottom: try field("bottom", in: fields)?.number() ?? 0,
            trailing: try field("trailing", in: fields)?.number() ?? 0)
    }
}
