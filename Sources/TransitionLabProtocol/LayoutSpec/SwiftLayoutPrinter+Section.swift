import TransitionLabCore

extension SwiftLayoutPrinter {
    /// The statements of one section's function, with numbered names for its items, groups and boundary items.
    struct Printer {
        private(set) var lines: [String] = []
        private var counters: [String: Int] = [:]

        mutating func line(_ text: String) { lines.append("    " + text) }

        /// `item0`, `item1`, `group0`, …
        private mutating func name(_ prefix: String) -> String {
            defer { counters[prefix, default: 0] += 1 }
            return "\(prefix)\(counters[prefix, default: 0])"
        }

        /// Declares an item or group (subitems first) and returns its name.
        mutating func subitem(_ value: JSONValue) -> String {
            guard case .object(let fields) = value else { return "item" }
            let size = Self.size(fields["size"] ?? .null)
            let result: String
            if fields["type"] == "group" {
                guard case .array(let subitems) = fields["subitems"] ?? .null else { return "group" }
                let names = subitems.map { subitem($0) }
                let axis = fields["axis"] == "horizontal" ? "horizontal" : "vertical"
                result = name("group")
                let arguments: String
                if let count = fields["count"] {
                    arguments = "subitem: \(names[0]), count: \(number(count))"
                } else if let count = fields["repeatingCount"] {
                    arguments = "repeatingSubitem: \(names[0]), count: \(number(count))"
                } else {
                    arguments = "subitems: [\(names.joined(separator: ", "))]"
                }
                line("let \(result) = NSCollectionLayoutGroup.\(axis)(layoutSize: \(size), \(arguments))")
                if let spacing = fields["interItemSpacing"] {
                    line("\(result).interItemSpacing = \(Self.spacing(spacing))")
                }
            } else if case .array(let badges) = fields["supplementaryItems"] ?? .null {
                let names = badges.map { supplementaryItem($0) }
                result = name("item")
                line(
                    "let \(result) = NSCollectionLayoutItem(layoutSize: \(size), "
                        + "supplementaryItems: [\(names.joined(separator: ", "))])")
            } else {
                result = name("item")
                line("let \(result) = NSCollectionLayoutItem(layoutSize: \(size))")
            }
            if let value = fields["contentInsets"] { line("\(result).contentInsets = \(Self.directional(value))") }
            if case .object(let edges) = fields["edgeSpacing"] ?? .null {
                let parts = ["leading", "top", "trailing", "bottom"].map { key in
                    "\(key): \(edges[key].map(Self.spacing) ?? "nil")"
                }
                line("\(result).edgeSpacing = NSCollectionLayoutEdgeSpacing(\(parts.joined(separator: ", ")))")
            }
            return result
        }

        mutating func sectionProperties(_ fields: [String: JSONValue]) {
            if let value = fields["contentInsets"] { line("section.contentInsets = \(Self.directional(value))") }
            if let value = fields["interGroupSpacing"] { line("section.interGroupSpacing = \(number(value))") }
            if case .string(let behavior) = fields["orthogonalScrollingBehavior"] ?? .null {
                line("section.orthogonalScrollingBehavior = .\(behavior)")
            }
            if case .array(let items) = fields["boundarySupplementaryItems"] ?? .null {
                let names = items.map { boundaryItem($0) }
                line("section.boundarySupplementaryItems = [\(names.joined(separator: ", "))]")
            }
            if case .bool(let follows) = fields["supplementariesFollowContentInsets"] ?? .null {
                line("section.supplementariesFollowContentInsets = \(follows)")
            }
            if case .array(let items) = fields["decorationItems"] ?? .null {
                let names = items.map { decorationItem($0) }
                line("section.decorationItems = [\(names.joined(separator: ", "))]")
            }
            if let effect = fields["visibleItemsEffect"] {
                for text in SwiftLayoutPrinter.visibleItemsHandler(effect) { line(text) }
            }
        }

        private mutating func boundaryItem(_ value: JSONValue) -> String {
            guard case .object(let fields) = value, case .string(let alignment) = fields["alignment"] ?? .null else {
                return "nil"
            }
            let result = name("boundaryItem")
            line(
                "let \(result) = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: \(Self.size(fields["size"] ?? .null)), "
                    + "elementKind: \(elementKind(fields["elementKind"] ?? .null)), alignment: .\(alignment))")
            for key in ["pinToVisibleBounds", "extendsBoundary"] {
                if case .bool(let flag) = fields[key] ?? .null { line("\(result).\(key) = \(flag)") }
            }
            if let zIndex = fields["zIndex"] { line("\(result).zIndex = \(number(zIndex))") }
            if let value = fields["contentInsets"] { line("\(result).contentInsets = \(Self.directional(value))") }
            return result
        }

        /// `NSCollectionLayoutSupplementaryItem(layoutSize:elementKind:containerAnchor:itemAnchor:)`: an item's badge.
        private mutating func supplementaryItem(_ value: JSONValue) -> String {
            guard case .object(let fields) = value else { return "nil" }
            let result = name("badge")
            var arguments =
                "layoutSize: \(Self.size(fields["size"] ?? .null)), elementKind: "
                + "\(elementKind(fields["elementKind"] ?? .null)), containerAnchor: \(anchor(fields["containerAnchor"]))"
            if let itemAnchor = fields["itemAnchor"] { arguments += ", itemAnchor: \(anchor(itemAnchor))" }
            line("let \(result) = NSCollectionLayoutSupplementaryItem(\(arguments))")
            if let zIndex = fields["zIndex"] { line("\(result).zIndex = \(number(zIndex))") }
            return result
        }

        /// `NSCollectionLayoutAnchor(edges:)`, `(edges:absoluteOffset:)` or `(edges:fractionalOffset:)`.
        private func anchor(_ value: JSONValue?) -> String {
            guard case .object(let fields) = value ?? .null, case .array(let edges) = fields["edges"] ?? .null else {
                return "nil"
            }
            let names = edges.compactMap { edge -> String? in
                if case .string(let name) = edge { ".\(name)" } else { nil }
            }
            var text = "NSCollectionLayoutAnchor(edges: [\(names.joined(separator: ", "))]"
            for key in ["absoluteOffset", "fractionalOffset"] {
                if case .array(let point) = fields[key] ?? .null, point.count == 2 {
                    text += ", \(key): CGPoint(x: \(number(point[0])), y: \(number(point[1])))"
                }
            }
            return text + ")"
        }

        private mutating func decorationItem(_ value: JSONValue) -> String {
            guard case .object(let fields) = value else { return "nil" }
            let result = name("background")
            line(
                "let \(result) = NSCollectionLayoutDecorationItem.background(elementKind: "
                    + "\(elementKind(fields["elementKind"] ?? .null)))")
            if let zIndex = fields["zIndex"] { line("\(result).zIndex = \(number(zIndex))") }
            if let value = fields["contentInsets"] { line("\(result).contentInsets = \(Self.directional(value))") }
            return result
        }

        private static func size(_ value: JSONValue) -> String {
            guard case .object(let fields) = value else { return "" }
            return "NSCollectionLayoutSize(widthDimension: \(dimension(fields["width"] ?? .null)), "
                + "heightDimension: \(dimension(fields["height"] ?? .null)))"
        }

        private static func dimension(_ value: JSONValue) -> String {
            guard case .object(let fields) = value, let (key, amount) = fields.first else { return ".absolute(0)" }
            return ".\(key)(\(number(amount)))"
        }

        private static func spacing(_ value: JSONValue) -> String { dimension(value) }

        private static func directional(_ value: JSONValue) -> String {
            insets(value, type: "NSDirectionalEdgeInsets", ["top", "leading", "bottom", "trailing"])
        }
    }
}
