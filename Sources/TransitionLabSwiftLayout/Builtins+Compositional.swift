import SwiftSyntax
import TransitionLabCore
import TransitionLabProtocol

/// `NSCollectionLayoutItem`, `…Group`, `…Section`, `…BoundarySupplementaryItem`, `…DecorationItem`,
/// `UICollectionViewCompositionalLayout` and its configuration: initialisers, factories and properties.
extension Interpreter {
    static let alignments = ["top", "topLeading", "topTrailing", "bottom", "bottomLeading", "bottomTrailing"]
    static let orthogonalBehaviors = [
        "none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered",
    ]

    func initializer(_ type: String, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws -> Value {
        if let value = try geometryInitializer(type, arguments, at: call) { return value }
        if let value = try supplementaryInitializer(type, arguments, at: call) { return value }
        if let value = try listInitializer(type, arguments, at: call) { return value }
        let position = call.positionAfterSkippingLeadingTrivia
        switch (type, signature(arguments)) {
        case ("NSCollectionLayoutItem", "layoutSize:"):
            return .object(
                LayoutObject(.item, fields: ["type": "item", "size": try size(arguments[0], at: call)], at: position))
        case ("NSCollectionLayoutItem", "layoutSize:supplementaryItems:"):
            var fields: [String: JSONValue] = ["type": "item", "size": try size(arguments[0], at: call)]
            let badges = try array(arguments[1].value, "supplementaryItems", at: call).map {
                try object($0, [.supplementaryItem], "supplementaryItems", at: call).json
            }
            if !badges.isEmpty { fields["supplementaryItems"] = .array(badges) }
            return .object(LayoutObject(.item, fields: fields, at: position))
        case ("NSCollectionLayoutSection", "group:"):
            let group = try object(arguments[0].value, [.group], "NSCollectionLayoutSection(group:)", at: call)
            return .object(LayoutObject(.section, fields: ["group": group.json], at: position))
        case ("NSCollectionLayoutBoundarySupplementaryItem", "layoutSize:elementKind:alignment:"),
            ("NSCollectionLayoutBoundarySupplementaryItem", "layoutSize:elementKind:alignment:absoluteOffset:"):
            if arguments.count == 4 {
                // Apple documents the offset as the item's "offset from the section or layout it's attached to",
                // not whether it moves the content an extending item pushes down: only no offset is read.
                guard case .object(let offset) = try data(arguments[3].value, .point, "absoluteOffset", at: call),
                    offset.values.allSatisfy({ $0 == .number(0) })
                else {
                    throw diagnostic(
                        "not supported yet: a non-zero absoluteOffset (docs/swift-layouts.md, \"Not supported yet\")",
                        at: call)
                }
            }
            let alignment = try choice(arguments[2].value, Self.alignments, "alignment", at: call)
            return .object(
                LayoutObject(
                    .boundaryItem,
                    fields: [
                        "size": try size(arguments[0], at: call),
                        "elementKind": .string(try string(arguments[1].value, "elementKind", at: call)),
                        "alignment": .string(alignment),
                    ], at: position))
        case ("UICollectionViewCompositionalLayoutConfiguration", ""):
            return .object(LayoutObject(.configuration, at: position))
        case ("UICollectionViewCompositionalLayout", "section:"),
            ("UICollectionViewCompositionalLayout", "section:configuration:"):
            let layout = LayoutObject(.compositionalLayout, at: position)
            let section = try object(arguments[0].value, [.section], "section", at: call)
            layout.fields = section.fields
            if arguments.count == 2 {
                layout.configuration = try object(arguments[1].value, [.configuration], "configuration", at: call)
            }
            return .object(layout)
        case ("UICollectionViewCompositionalLayout", "sectionProvider:"), ("UICollectionViewCompositionalLayout", "_:"),
            ("UICollectionViewCompositionalLayout", "sectionProvider:configuration:"):
            guard case .closure(let provider) = arguments[0].value else {
                throw diagnostic("sectionProvider expects a closure", at: call)
            }
            let layout = LayoutObject(.compositionalLayout, at: position)
            layout.provider = provider
            if arguments.count == 2 {
                layout.configuration = try object(arguments[1].value, [.configuration], "configuration", at: call)
            }
            return .object(layout)
        case ("UICollectionViewFlowLayout", ""):
            return .object(LayoutObject(.flowLayout, at: position))
        case ("UICollectionView", "frame:collectionViewLayout:"):
            return .container
        default:
            throw diagnostic("\(type)(\(signature(arguments)))", at: call)
        }
    }

    private func size(_ argument: (label: String?, value: Value), at call: FunctionCallExprSyntax) throws -> JSONValue {
        try data(argument.value, .layoutSize, argument.label ?? "layoutSize", at: call)
    }

    func staticCall(_ type: String, _ name: String, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws
        -> Value
    {
        if declarations.functions[name] == nil, let list = try listCall(type, name, arguments, at: call) { return list }
        switch type {
        case "NSCollectionLayoutDimension", "NSCollectionLayoutSpacing", "NSCollectionLayoutGroup",
            "NSCollectionLayoutDecorationItem":
            return try implicitMemberCall(name, arguments, at: call)
        default:
            // A static helper of a pasted enum or extension (`extension NSCollectionLayoutSection { static func
            // list() -> … }`).
            if let result = try callFunction(name, arguments: arguments, at: call) { return result }
            throw diagnostic("\(type).\(name)(\(signature(arguments)))", at: call)
        }
    }

    /// The type an implicit `.init(…)` builds, told by its argument labels, which no two of these types share.
    static let implicitInitializers = [
        "top:leading:bottom:trailing:": "NSDirectionalEdgeInsets", "top:left:bottom:right:": "UIEdgeInsets",
        "width:height:": "CGSize", "x:y:": "CGPoint", "widthDimension:heightDimension:": "NSCollectionLayoutSize",
        "leading:top:trailing:bottom:": "NSCollectionLayoutEdgeSpacing", "group:": "NSCollectionLayoutSection",
        "layoutSize:": "NSCollectionLayoutItem",
        "layoutSize:elementKind:alignment:": "NSCollectionLayoutBoundarySupplementaryItem",
        "layoutSize:elementKind:containerAnchor:": "NSCollectionLayoutSupplementaryItem",
        "layoutSize:elementKind:containerAnchor:itemAnchor:": "NSCollectionLayoutSupplementaryItem",
        "layoutSize:supplementaryItems:": "NSCollectionLayoutItem", "edges:": "NSCollectionLayoutAnchor",
        "edges:absoluteOffset:": "NSCollectionLayoutAnchor", "edges:fractionalOffset:": "NSCollectionLayoutAnchor",
        "x:y:width:height:": "CGRect", "appearance:": "UICollectionLayoutListConfiguration",
    ]

    /// `.fractionalWidth(…)`, `.fixed(…)`, `.horizontal(layoutSize:…)`, `.background(elementKind:)`, `.init(…)`.
    func implicitMemberCall(_ name: String, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws -> Value {
        if name == "init", let type = Self.implicitInitializers[signature(arguments)] {
            return try initializer(type, arguments, at: call)
        }
        if let value = try dimensionOrSpacing(name, arguments, at: call) { return value }
        if name == "list", declarations.functions[name] == nil,
            let list = try listCall("NSCollectionLayoutSection", name, arguments, at: call)
        {
            return list
        }
        if name == "horizontal" || name == "vertical" { return try group(axis: name, arguments, at: call) }
        if name == "background" {
            let kind = try string(
                try expect(["elementKind"], arguments, ".background", at: call)[0], "elementKind", at: call)
            return .object(
                LayoutObject(
                    .decorationItem, fields: ["elementKind": .string(kind)], at: call.positionAfterSkippingLeadingTrivia
                ))
        }
        if let result = try callFunction(name, arguments: arguments, at: call) { return result }
        throw diagnostic(".\(name)(\(signature(arguments)))", at: call)
    }

    /// `NSCollectionLayoutGroup.horizontal/vertical` with `subitems:`, `subitem:count:` or `repeatingSubitem:count:`.
    private func group(axis: String, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws -> Value {
        let kinds: Set<LayoutObject.Kind> = [.item, .group]
        var fields: [String: JSONValue] = ["type": "group", "axis": .string(axis)]
        switch signature(arguments) {
        case "layoutSize:subitems:":
            let subitems = try array(arguments[1].value, "subitems", at: call)
            guard !subitems.isEmpty else { throw diagnostic("a group needs at least one subitem", at: call) }
            fields["subitems"] = .array(try subitems.map { try object($0, kinds, "subitems", at: call).json })
        case "layoutSize:subitem:count:", "layoutSize:repeatingSubitem:count:":
            let count = try integer(arguments[2].value, at: call)
            guard (1...limits.items).contains(count) else {
                throw diagnostic("group count \(count) is outside 1…\(limits.items) (item limit)", at: call)
            }
            fields["subitems"] = .array([try object(arguments[1].value, kinds, "subitem", at: call).json])
            fields[arguments[1].label == "subitem" ? "count" : "repeatingCount"] = .number(Double(count))
        default:
            throw diagnostic("NSCollectionLayoutGroup.\(axis)(\(signature(arguments)))", at: call)
        }
        fields["size"] = try size(arguments[0], at: call)
        let group = LayoutObject(.group, fields: fields, at: call.positionAfterSkippingLeadingTrivia)
        try checkNesting(group.json, at: call)
        return .object(group)
    }

    /// Refuses groups nested deeper than the limit, or whose fixed counts multiply past the item limit squared.
    /// Each item and group walked costs one evaluation step, so building groups out of large groups again and
    /// again is bounded by the step limit in the work it does, not only in the calls it makes.
    private func checkNesting(_ group: JSONValue, at call: FunctionCallExprSyntax) throws {
        func measure(_ json: JSONValue, depth: Int) throws -> Double {
            try step(call)
            guard case .object(let fields) = json, fields["type"] == "group" else { return 1 }
            guard depth < limits.groupNesting else {
                throw diagnostic("groups nested more than \(limits.groupNesting) deep (group limit)", at: call)
            }
            guard case .array(let subitems) = fields["subitems"] else { return 1 }
            var slots = try subitems.reduce(0) { $0 + (try measure($1, depth: depth + 1)) }
            if case .number(let count) = fields["count"] ?? fields["repeatingCount"] ?? .null { slots *= count }
            return slots
        }
        let slots = try measure(group, depth: 0)
        guard slots <= Double(limits.items * limits.items) else {
            throw diagnostic("a group of \(Int(slots)) items (limit \(limits.items * limits.items))", at: call)
        }
    }
}
