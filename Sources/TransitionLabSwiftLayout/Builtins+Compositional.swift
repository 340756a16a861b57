import SwiftSyntax
import TransitionLabCore

/// `NSCollectionLayoutItem`, `…Group`, `…Section`, `…BoundarySupplementaryItem`, `…DecorationItem`,
/// `UICollectionViewCompositionalLayout` and its configuration: initialisers, factories and properties, each building
/// the layout model's value and checking its rules (`validate()`) where the call gives it.
extension Interpreter {
    func initializer(_ type: String, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws -> Value {
        if let value = try geometryInitializer(type, arguments, at: call) { return value }
        if let value = try supplementaryInitializer(type, arguments, at: call) { return value }
        if let value = try listInitializer(type, arguments, at: call) { return value }
        let position = call.positionAfterSkippingLeadingTrivia
        switch (type, signature(arguments)) {
        case ("NSCollectionLayoutItem", "layoutSize:"), ("NSCollectionLayoutItem", "layoutSize:supplementaryItems:"):
            var item = CollectionLayoutItem(layoutSize: try layoutSize(arguments[0].value, "layoutSize", at: call))
            if arguments.count == 2 {
                item.supplementaryItems = try array(arguments[1].value, "supplementaryItems", at: call).map {
                    try model($0, .supplementaryItem, \.supplementaryItem, "supplementaryItems", at: call)
                }
            }
            try checking(
                type, at: position, positions: positions(of: [.supplementaryItems: "supplementaryItems"], in: call)
            ) { () throws(LayoutSpecViolation) in try item.validate() }
            return .object(LayoutObject(.item(item), at: position))
        case ("NSCollectionLayoutSection", "group:"):
            let group = try model(arguments[0].value, .group, \.group, "NSCollectionLayoutSection(group:)", at: call)
            return .object(LayoutObject(.section(CollectionLayoutSection(group: group)), at: position))
        case ("NSCollectionLayoutBoundarySupplementaryItem", "layoutSize:elementKind:alignment:"),
            ("NSCollectionLayoutBoundarySupplementaryItem", "layoutSize:elementKind:alignment:absoluteOffset:"):
            if arguments.count == 4 {
                // Apple documents the offset as the item's "offset from the section or layout it's attached to",
                // not whether it moves the content an extending item pushes down: only no offset is read.
                guard try point(arguments[3].value, "absoluteOffset", at: call) == .zero else {
                    throw diagnostic(
                        "not supported yet: a non-zero absoluteOffset (docs/swift-layouts.md, \"Not supported yet\")",
                        at: call)
                }
            }
            let item = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: try layoutSize(arguments[0].value, "layoutSize", at: call),
                elementKind: try string(arguments[1].value, "elementKind", at: call),
                alignment: try choice(arguments[2].value, RectAlignment.self, "alignment", at: call))
            try checking(type, at: position, positions: positions(of: [.alignment: "alignment"], in: call)) {
                () throws(LayoutSpecViolation) in try item.validate()
            }
            return .object(LayoutObject(.boundaryItem(item), at: position))
        case ("UICollectionViewCompositionalLayoutConfiguration", ""):
            return .object(LayoutObject(.configuration(CollectionViewCompositionalLayoutConfiguration()), at: position))
        case ("UICollectionViewCompositionalLayout", "section:"),
            ("UICollectionViewCompositionalLayout", "section:configuration:"):
            let section = try sectionCopy(arguments[0].value, "section", at: call)
            return .object(try compositionalLayout(.section(section), arguments.dropFirst().first?.value, at: call))
        case ("UICollectionViewCompositionalLayout", "sectionProvider:"), ("UICollectionViewCompositionalLayout", "_:"),
            ("UICollectionViewCompositionalLayout", "sectionProvider:configuration:"):
            guard case .closure(let provider) = arguments[0].value else {
                throw diagnostic("sectionProvider expects a closure", at: call)
            }
            return .object(try compositionalLayout(.provider(provider), arguments.dropFirst().first?.value, at: call))
        case ("UICollectionViewFlowLayout", ""):
            return .object(LayoutObject.flowLayout(at: position))
        case ("UICollectionView", "frame:collectionViewLayout:"):
            return .container
        default:
            throw diagnostic("\(type)(\(signature(arguments)))", at: call)
        }
    }

    /// A compositional layout of `sections` with the given configuration, or a new one.
    func compositionalLayout(
        _ sections: LayoutObject.Sections, _ configuration: Value?, at call: FunctionCallExprSyntax
    ) throws -> LayoutObject {
        let position = call.positionAfterSkippingLeadingTrivia
        let configurationObject =
            try configuration.map { try object($0, [.configuration], "configuration", at: call) }
            ?? LayoutObject(.configuration(CollectionViewCompositionalLayoutConfiguration()), at: position)
        return LayoutObject(.compositionalLayout(sections, configuration: configurationObject), at: position)
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
        if name == "horizontal" || name == "vertical" {
            return try group(axis: name == "horizontal" ? .horizontal : .vertical, arguments, at: call)
        }
        if name == "background" {
            let kind = try string(
                try expect(["elementKind"], arguments, ".background", at: call)[0], "elementKind", at: call)
            return .object(
                LayoutObject(
                    .decorationItem(.background(elementKind: kind)), at: call.positionAfterSkippingLeadingTrivia))
        }
        if let result = try callFunction(name, arguments: arguments, at: call) { return result }
        throw diagnostic(".\(name)(\(signature(arguments)))", at: call)
    }

    /// `NSCollectionLayoutGroup.horizontal/vertical` with `subitems:`, `subitem:count:` or `repeatingSubitem:count:`.
    private func group(axis: LayoutAxis, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws -> Value {
        let what = "NSCollectionLayoutGroup.\(axis == .horizontal ? "horizontal" : "vertical")"
        let subitems: [CollectionLayoutSubitem]
        let repetition: CollectionLayoutGroup.Repetition
        switch signature(arguments) {
        case "layoutSize:subitems:":
            subitems = try array(arguments[1].value, "subitems", at: call).map { try subitem($0, "subitems", at: call) }
            repetition = .fill
        case "layoutSize:subitem:count:", "layoutSize:repeatingSubitem:count:":
            subitems = [try subitem(arguments[1].value, arguments[1].label ?? "subitem", at: call)]
            let count = try integer(arguments[2].value, at: call)
            repetition = arguments[1].label == "subitem" ? .count(count) : .repeating(count)
        default:
            throw diagnostic("\(what)(\(signature(arguments)))", at: call)
        }
        let group = CollectionLayoutGroup(
            layoutSize: try layoutSize(arguments[0].value, "layoutSize", at: call), axis: axis, subitems: subitems,
            repetition: repetition)
        let given = positions(
            of: [.subitems: arguments[1].label ?? "subitems", .count: "count"], in: call)
        try checking(what, at: call.positionAfterSkippingLeadingTrivia, positions: given) {
            () throws(LayoutSpecViolation) in try group.validate()
        }
        try checkSlots(group, at: call)
        return .object(LayoutObject(.group(group), at: call.positionAfterSkippingLeadingTrivia))
    }

    /// An item or a group given as a group's subitem.
    private func subitem(_ value: Value, _ what: String, at call: FunctionCallExprSyntax) throws
        -> CollectionLayoutSubitem
    {
        let object = try object(value, [.item, .group], what, at: call)
        if let group = object.model.group { return .group(group) }
        return .item(try model(value, .item, \.item, what, at: call))
    }

    /// Refuses groups whose fixed counts multiply past the item limit squared. Each item and group walked costs one
    /// evaluation step, so building groups out of large groups again and again is bounded by the step limit in the
    /// work it does, not only in the calls it makes.
    private func checkSlots(_ group: CollectionLayoutGroup, at call: FunctionCallExprSyntax) throws {
        func measure(_ subitem: CollectionLayoutSubitem) throws -> Double {
            try step(call)
            guard case .group(let group) = subitem else { return 1 }
            let slots = try group.subitems.reduce(0) { $0 + (try measure($1)) }
            switch group.repetition {
            case .fill: return slots
            case .count(let count), .repeating(let count): return slots * Double(count)
            }
        }
        let slots = try measure(.group(group))
        guard slots <= Double(limits.items * limits.items) else {
            throw diagnostic("a group of \(Int(slots)) items (limit \(limits.items * limits.items))", at: call)
        }
    }
}
