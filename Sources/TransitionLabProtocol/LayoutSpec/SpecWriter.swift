import TransitionLabCore

/// Writes a layout spec as the JSON of `docs/layout-spec.md`, leaving out what is at its default, so that
/// `LayoutSpec(json:)` reads it back to an equal spec: how `transition-lab-reader` sends a Swift source's layout.
enum SpecWriter {
    static func json(_ spec: LayoutSpec) -> JSONValue {
        var root: [String: JSONValue]
        let direction: LayoutAxis
        switch spec {
        case .compositional(let sections, let counts, let configuration):
            root = [
                "layout": "compositional", "interSectionSpacing": .number(configuration.interSectionSpacing),
                "sections": .array(zip(sections, counts).map { section($0, numberOfItems: $1) }),
            ]
            direction = configuration.scrollDirection
        case .flow(let sections, let scrollDirection):
            root = ["layout": "flow", "sections": .array(sections.map(flowSection))]
            direction = scrollDirection
        case .custom(let layout):
            root = [
                "layout": "custom", "elements": .array(layout.elements.map(customElement)),
                "contentSize": .array([.number(layout.contentSize.width), .number(layout.contentSize.height)]),
                "containerSize": .array([.number(layout.containerSize.width), .number(layout.containerSize.height)]),
            ]
            if let dynamics = layout.dynamics { root["dynamics"] = customDynamics(dynamics) }
            direction = layout.scrollDirection
        }
        if direction == .horizontal { root["scrollDirection"] = "horizontal" }
        return .object(root)
    }

    private static func customDynamics(_ dynamics: CustomLayoutDynamics) -> JSONValue {
        var fields: [String: JSONValue] = [
            "shared": .array(dynamics.shared.map(expression)),
            "elements": .array(
                dynamics.elements.keys.sorted().map { index in
                    var element: [String: JSONValue] = ["index": .number(Double(index))]
                    for (field, value) in dynamics.elements[index] ?? [:] {
                        element[field.rawValue] = expression(value)
                    }
                    return .object(element)
                }),
        ]
        if let target = dynamics.targetContentOffset { fields["targetContentOffset"] = .array(target.map(expression)) }
        if let rate = dynamics.decelerationRate { fields["decelerationRate"] = .number(rate.rawValue) }
        return .object(fields)
    }

    private static func customElement(_ element: LayoutAttributes) -> JSONValue {
        let frame = element.frame
        var fields: [String: JSONValue] = [
            "section": .number(Double(element.indexPath.section)), "item": .number(Double(element.indexPath.item)),
            "frame": .array([.number(frame.minX), .number(frame.minY), .number(frame.width), .number(frame.height)]),
        ]
        switch element.representedElementCategory {
        case .cell: break
        case .supplementaryView(let kind): fields["supplementary"] = .string(kind)
        case .decorationView(let kind): fields["decoration"] = .string(kind)
        }
        if element.alpha != 1 { fields["alpha"] = .number(element.alpha) }
        if element.zIndex != 0 { fields["zIndex"] = .number(Double(element.zIndex)) }
        if element.isHidden { fields["hidden"] = .bool(true) }
        if element.transformScale != Size(width: 1, height: 1) {
            fields["scale"] = .array([.number(element.transformScale.width), .number(element.transformScale.height)])
        }
        if element.transformTranslation != .zero {
            fields["translation"] = .array([
                .number(element.transformTranslation.x), .number(element.transformTranslation.y),
            ])
        }
        if element.transformRotation != 0 { fields["rotation"] = .number(element.transformRotation) }
        return .object(fields)
    }

    private static func flowSection(_ section: FlowLayout.Section) -> JSONValue {
        let defaults = FlowLayout.Section(numberOfItems: 0)
        var fields: [String: JSONValue] = ["numberOfItems": .number(Double(section.numberOfItems))]
        for (key, size, standard) in [
            ("itemSize", section.itemSize, defaults.itemSize),
            ("headerReferenceSize", section.headerReferenceSize, defaults.headerReferenceSize),
            ("footerReferenceSize", section.footerReferenceSize, defaults.footerReferenceSize),
        ] where size != standard {
            fields[key] = .array([.number(size.width), .number(size.height)])
        }
        for (key, spacing, standard) in [
            ("minimumInteritemSpacing", section.minimumInteritemSpacing, defaults.minimumInteritemSpacing),
            ("minimumLineSpacing", section.minimumLineSpacing, defaults.minimumLineSpacing),
        ] where spacing != standard {
            fields[key] = .number(spacing)
        }
        if section.sectionInset != .zero {
            let inset = section.sectionInset
            fields["sectionInset"] = .object([
                "top": .number(inset.top), "left": .number(inset.leading), "bottom": .number(inset.bottom),
                "right": .number(inset.trailing),
            ])
        }
        if !section.itemSizes.isEmpty {
            fields["itemSizes"] = .array(section.itemSizes.map { .array([.number($0.width), .number($0.height)]) })
        }
        return .object(fields)
    }

    private static func section(_ section: CollectionLayoutSection, numberOfItems: Int) -> JSONValue {
        var fields: [String: JSONValue] = [
            "group": group(section.group), "numberOfItems": .number(Double(numberOfItems)),
        ]
        if section.contentInsets != .zero { fields["contentInsets"] = insets(section.contentInsets) }
        if section.interGroupSpacing != 0 { fields["interGroupSpacing"] = .number(section.interGroupSpacing) }
        if section.orthogonalScrollingBehavior != .none {
            fields["orthogonalScrollingBehavior"] = .string(section.orthogonalScrollingBehavior.rawValue)
        }
        if !section.boundarySupplementaryItems.isEmpty {
            fields["boundarySupplementaryItems"] = .array(section.boundarySupplementaryItems.map(boundaryItem))
        }
        if !section.supplementariesFollowContentInsets { fields["supplementariesFollowContentInsets"] = .bool(false) }
        if !section.decorationItems.isEmpty {
            fields["decorationItems"] = .array(section.decorationItems.map(decorationItem))
        }
        if let effect = section.visibleItemsEffect { fields["visibleItemsEffect"] = visibleItemsEffect(effect) }
        return .object(fields)
    }

    private static func subitem(_ subitem: CollectionLayoutSubitem) -> JSONValue {
        switch subitem {
        case .item(let item): return self.item(item)
        case .group(let group): return self.group(group)
        }
    }

    private static func item(_ item: CollectionLayoutItem) -> JSONValue {
        var fields: [String: JSONValue] = ["type": "item", "size": size(item.layoutSize)]
        if item.contentInsets != .zero { fields["contentInsets"] = insets(item.contentInsets) }
        if let edgeSpacing = item.edgeSpacing { fields["edgeSpacing"] = self.edgeSpacing(edgeSpacing) }
        if !item.supplementaryItems.isEmpty {
            fields["supplementaryItems"] = .array(item.supplementaryItems.map(supplementaryItem))
        }
        return .object(fields)
    }

    private static func group(_ group: CollectionLayoutGroup) -> JSONValue {
        var fields: [String: JSONValue] = [
            "type": "group", "axis": group.axis == .horizontal ? "horizontal" : "vertical",
            "size": size(group.layoutSize), "subitems": .array(group.subitems.map(subitem)),
        ]
        switch group.repetition {
        case .fill: break
        case .count(let count): fields["count"] = .number(Double(count))
        case .repeating(let count): fields["repeatingCount"] = .number(Double(count))
        }
        if let spacing = group.interItemSpacing { fields["interItemSpacing"] = self.spacing(spacing) }
        if group.contentInsets != .zero { fields["contentInsets"] = insets(group.contentInsets) }
        if let edgeSpacing = group.edgeSpacing { fields["edgeSpacing"] = self.edgeSpacing(edgeSpacing) }
        return .object(fields)
    }

    private static func boundaryItem(_ item: CollectionLayoutBoundarySupplementaryItem) -> JSONValue {
        var fields: [String: JSONValue] = [
            "elementKind": .string(item.elementKind), "size": size(item.layoutSize),
            "alignment": .string(item.alignment.rawValue),
        ]
        if item.pinToVisibleBounds { fields["pinToVisibleBounds"] = .bool(true) }
        if !item.extendsBoundary { fields["extendsBoundary"] = .bool(false) }
        if item.zIndex != 1 { fields["zIndex"] = .number(Double(item.zIndex)) }
        if item.contentInsets != .zero { fields["contentInsets"] = insets(item.contentInsets) }
        return .object(fields)
    }

    private static func decorationItem(_ item: CollectionLayoutDecorationItem) -> JSONValue {
        var fields: [String: JSONValue] = ["elementKind": .string(item.elementKind)]
        if item.zIndex != 0 { fields["zIndex"] = .number(Double(item.zIndex)) }
        if item.contentInsets != .zero { fields["contentInsets"] = insets(item.contentInsets) }
        return .object(fields)
    }

    private static func supplementaryItem(_ item: CollectionLayoutSupplementaryItem) -> JSONValue {
        var fields: [String: JSONValue] = [
            "elementKind": .string(item.elementKind), "size": size(item.layoutSize),
            "containerAnchor": anchor(item.containerAnchor),
        ]
        if let itemAnchor = item.itemAnchor { fields["itemAnchor"] = anchor(itemAnchor) }
        if item.zIndex != 1 { fields["zIndex"] = .number(Double(item.zIndex)) }
        return .object(fields)
    }

    private static func anchor(_ anchor: CollectionLayoutAnchor) -> JSONValue {
        var fields: [String: JSONValue] = ["edges": .array(anchor.edges.names.map(JSONValue.string))]
        switch anchor.offset {
        case .absolute(let point) where point != .zero: fields["absoluteOffset"] = self.point(point)
        case .absolute: break
        case .fractional(let point): fields["fractionalOffset"] = self.point(point)
        }
        return .object(fields)
    }

    private static func visibleItemsEffect(_ effect: VisibleItemsEffect) -> JSONValue {
        var fields: [String: JSONValue] = [:]
        fields["alpha"] = effect.alpha.map(expression)
        fields["scaleX"] = effect.scaleX.map(expression)
        fields["scaleY"] = effect.scaleY.map(expression)
        return .object(fields)
    }

    static func expression(_ expression: EffectExpression) -> JSONValue {
        switch expression {
        case .constant(let value): .number(value)
        case .variable(let variable): .string(variable.rawValue)
        case .operation(let operation, let operands):
            .object(["op": .string(operation.rawValue), "args": .array(operands.map(self.expression))])
        }
    }

    private static func size(_ size: CollectionLayoutSize) -> JSONValue {
        .object(["width": dimension(size.widthDimension), "height": dimension(size.heightDimension)])
    }

    private static func dimension(_ dimension: CollectionLayoutDimension) -> JSONValue {
        .object([dimension.semantic.rawValue: .number(dimension.dimension)])
    }

    private static func spacing(_ spacing: CollectionLayoutSpacing) -> JSONValue {
        switch spacing {
        case .fixed(let value): .object(["fixed": .number(value)])
        case .flexible(let value): .object(["flexible": .number(value)])
        }
    }

    private static func edgeSpacing(_ spacing: CollectionLayoutEdgeSpacing) -> JSONValue {
        var fields: [String: JSONValue] = [:]
        fields["leading"] = spacing.leading.map(self.spacing)
        fields["top"] = spacing.top.map(self.spacing)
        fields["trailing"] = spacing.trailing.map(self.spacing)
        fields["bottom"] = spacing.bottom.map(self.spacing)
        return .object(fields)
    }

    private static func insets(_ insets: DirectionalEdgeInsets) -> JSONValue {
        .object([
            "top": .number(insets.top), "leading": .number(insets.leading), "bottom": .number(insets.bottom),
            "trailing": .number(insets.trailing),
        ])
    }

    private static func point(_ point: Point) -> JSONValue { .array([.number(point.x), .number(point.y)]) }
}
