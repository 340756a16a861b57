extension SwiftLayoutPrinter {
    /// The statements of one section's function, with numbered names for its items, groups and boundary items.
    struct SectionPrinter {
        private(set) var lines: [String] = []
        private var counters: [String: Int] = [:]

        mutating func line(_ text: String) { lines.append("    " + text) }

        /// `item0`, `item1`, `group0`, …
        private mutating func name(_ prefix: String) -> String {
            defer { counters[prefix, default: 0] += 1 }
            return "\(prefix)\(counters[prefix, default: 0])"
        }

        /// Declares the section, its group first, then sets its properties.
        mutating func section(_ section: CollectionLayoutSection) {
            let group = subitem(.group(section.group))
            line("let section = NSCollectionLayoutSection(group: \(group))")
            if section.contentInsets != .zero { line("section.contentInsets = \(Self.insets(section.contentInsets))") }
            if section.interGroupSpacing != 0 {
                line("section.interGroupSpacing = \(number(section.interGroupSpacing))")
            }
            if section.orthogonalScrollingBehavior != .none {
                line("section.orthogonalScrollingBehavior = .\(section.orthogonalScrollingBehavior.rawValue)")
            }
            if !section.boundarySupplementaryItems.isEmpty {
                let names = section.boundarySupplementaryItems.map { boundaryItem($0) }
                line("section.boundarySupplementaryItems = [\(names.joined(separator: ", "))]")
            }
            if !section.supplementariesFollowContentInsets {
                line("section.supplementariesFollowContentInsets = false")
            }
            if !section.decorationItems.isEmpty {
                let names = section.decorationItems.map { decorationItem($0) }
                line("section.decorationItems = [\(names.joined(separator: ", "))]")
            }
            if let effect = section.visibleItemsEffect {
                for text in SwiftLayoutPrinter.visibleItemsHandler(effect) { line(text) }
            }
            line("return section")
        }

        /// Declares an item or group (subitems first) and returns its name.
        private mutating func subitem(_ subitem: CollectionLayoutSubitem) -> String {
            let result: String
            let contentInsets: DirectionalEdgeInsets
            switch subitem {
            case .group(let group):
                let names = group.subitems.map { self.subitem($0) }
                result = name("group")
                let arguments =
                    switch group.repetition {
                    case .fill: "subitems: [\(names.joined(separator: ", "))]"
                    case .count(let count): "subitem: \(names[0]), count: \(count)"
                    case .repeating(let count): "repeatingSubitem: \(names[0]), count: \(count)"
                    }
                let axis = group.axis == .horizontal ? "horizontal" : "vertical"
                line(
                    "let \(result) = NSCollectionLayoutGroup.\(axis)(layoutSize: \(Self.size(group.layoutSize)), \(arguments))"
                )
                if let spacing = group.interItemSpacing {
                    line("\(result).interItemSpacing = \(Self.spacing(spacing))")
                }
                contentInsets = group.contentInsets
            case .item(let item):
                let size = Self.size(item.layoutSize)
                if item.supplementaryItems.isEmpty {
                    result = name("item")
                    line("let \(result) = NSCollectionLayoutItem(layoutSize: \(size))")
                } else {
                    let names = item.supplementaryItems.map { supplementaryItem($0) }
                    result = name("item")
                    line(
                        "let \(result) = NSCollectionLayoutItem(layoutSize: \(size), "
                            + "supplementaryItems: [\(names.joined(separator: ", "))])")
                }
                contentInsets = item.contentInsets
            }
            if contentInsets != .zero { line("\(result).contentInsets = \(Self.insets(contentInsets))") }
            if let edges = subitem.edgeSpacing {
                let parts = [
                    ("leading", edges.leading), ("top", edges.top), ("trailing", edges.trailing),
                    ("bottom", edges.bottom),
                ]
                .map { key, spacing in "\(key): \(spacing.map(Self.spacing) ?? "nil")" }
                line("\(result).edgeSpacing = NSCollectionLayoutEdgeSpacing(\(parts.joined(separator: ", ")))")
            }
            return result
        }

        private mutating func boundaryItem(_ item: CollectionLayoutBoundarySupplementaryItem) -> String {
            let result = name("boundaryItem")
            line(
                "let \(result) = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: \(Self.size(item.layoutSize)), "
                    + "elementKind: \(elementKind(item.elementKind)), alignment: .\(item.alignment.rawValue))")
            if item.pinToVisibleBounds { line("\(result).pinToVisibleBounds = true") }
            if !item.extendsBoundary { line("\(result).extendsBoundary = false") }
            if item.zIndex != 1 { line("\(result).zIndex = \(item.zIndex)") }
            if item.contentInsets != .zero { line("\(result).contentInsets = \(Self.insets(item.contentInsets))") }
            return result
        }

        /// `NSCollectionLayoutSupplementaryItem(layoutSize:elementKind:containerAnchor:itemAnchor:)`: an item's badge.
        private mutating func supplementaryItem(_ item: CollectionLayoutSupplementaryItem) -> String {
            let result = name("badge")
            var arguments =
                "layoutSize: \(Self.size(item.layoutSize)), elementKind: \(elementKind(item.elementKind)), "
                + "containerAnchor: \(Self.anchor(item.containerAnchor))"
            if let itemAnchor = item.itemAnchor { arguments += ", itemAnchor: \(Self.anchor(itemAnchor))" }
            line("let \(result) = NSCollectionLayoutSupplementaryItem(\(arguments))")
            if item.zIndex != 1 { line("\(result).zIndex = \(item.zIndex)") }
            return result
        }

        private mutating func decorationItem(_ item: CollectionLayoutDecorationItem) -> String {
            let result = name("background")
            line(
                "let \(result) = NSCollectionLayoutDecorationItem.background(elementKind: "
                    + "\(elementKind(item.elementKind)))")
            if item.zIndex != 0 { line("\(result).zIndex = \(item.zIndex)") }
            if item.contentInsets != .zero { line("\(result).contentInsets = \(Self.insets(item.contentInsets))") }
            return result
        }

        /// `NSCollectionLayoutAnchor(edges:)`, `(edges:absoluteOffset:)` or `(edges:fractionalOffset:)`.
        private static func anchor(_ anchor: CollectionLayoutAnchor) -> String {
            let names = anchor.edges.names.map { ".\($0)" }
            var text = "NSCollectionLayoutAnchor(edges: [\(names.joined(separator: ", "))]"
            switch anchor.offset {
            case .absolute(let point) where point != .zero: text += ", absoluteOffset: \(Self.point(point))"
            case .absolute: break
            case .fractional(let point): text += ", fractionalOffset: \(Self.point(point))"
            }
            return text + ")"
        }

        private static func point(_ point: Point) -> String { "CGPoint(x: \(number(point.x)), y: \(number(point.y)))" }

        private static func size(_ size: CollectionLayoutSize) -> String {
            "NSCollectionLayoutSize(widthDimension: \(dimension(size.widthDimension)), "
                + "heightDimension: \(dimension(size.heightDimension)))"
        }

        private static func dimension(_ dimension: CollectionLayoutDimension) -> String {
            ".\(dimension.semantic.rawValue)(\(number(dimension.dimension)))"
        }

        private static func spacing(_ spacing: CollectionLayoutSpacing) -> String {
            switch spacing {
            case .fixed(let value): ".fixed(\(number(value)))"
            case .flexible(let value): ".flexible(\(number(value)))"
            }
        }

        private static func insets(_ insets: DirectionalEdgeInsets) -> String {
            "NSDirectionalEdgeInsets(top: \(number(insets.top)), leading: \(number(insets.leading)), "
                + "bottom: \(number(insets.bottom)), trailing: \(number(insets.trailing)))"
        }
    }
}
