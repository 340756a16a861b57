import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// `NSCollectionLayoutGroup.horizontal` and `.vertical` with `(layoutSize:subitems:)`,
    /// `(layoutSize:subitem:count:)` or `(layoutSize:repeatingSubitem:count:)`; `interItemSpacing`, `contentInsets`,
    /// `edgeSpacing`.
    static let collectionLayoutGroup: UIKitType = {
        var type = UIKitType("NSCollectionLayoutGroup")
        type.implicitStaticMethods = true
        for axis in [LayoutAxis.horizontal, .vertical] {
            let name = axis == .horizontal ? "horizontal" : "vertical"
            let make: Call = { interpreter, arguments, call in try interpreter.group(axis: axis, arguments, at: call) }
            type.staticMethods[name] = [
                "layoutSize:subitems:": make, "layoutSize:subitem:count:": make,
                "layoutSize:repeatingSubitem:count:": make,
            ]
        }
        type.properties = subitemProperties(of: "NSCollectionLayoutGroup", as: CollectionLayoutGroup.self)
        type.properties["interItemSpacing"] = .model(
            "NSCollectionLayoutGroup", CollectionLayoutGroup.self,
            get: { $0.interItemSpacing.map(Value.spacing) ?? .null }
        ) { interpreter, group, value, node in
            group.interItemSpacing = try interpreter.optional(value) {
                try interpreter.spacing($0, "NSCollectionLayoutGroup.interItemSpacing", at: node)
            }
        }
        type.properties["supplementaryItems"] = Property(set: { interpreter, _, _, node in
            throw interpreter.notSupportedYet("NSCollectionLayoutGroup.supplementaryItems", at: node)
        })
        return type
    }()
}

extension Interpreter {
    /// `NSCollectionLayoutGroup.horizontal/vertical` with `subitems:`, `subitem:count:` or `repeatingSubitem:count:`.
    fileprivate func group(axis: LayoutAxis, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws -> Value {
        let what = "NSCollectionLayoutGroup.\(axis == .horizontal ? "horizontal" : "vertical")"
        let subitems: [CollectionLayoutSubitem]
        let repetition: CollectionLayoutGroup.Repetition
        if arguments[1].label == "subitems" {
            subitems = try array(arguments[1].value, "subitems", at: call).map { try subitem($0, "subitems", at: call) }
            repetition = .fill
        } else {
            subitems = [try subitem(arguments[1].value, arguments[1].label ?? "subitem", at: call)]
            let count = try integer(arguments[2].value, at: call)
            repetition = arguments[1].label == "subitem" ? .count(count) : .repeating(count)
        }
        let group = CollectionLayoutGroup(
            layoutSize: try layoutSize(arguments[0].value, "layoutSize", at: call), axis: axis, subitems: subitems,
            repetition: repetition)
        let given = positions(of: [.subitems: arguments[1].label ?? "subitems", .count: "count"], in: call)
        try checking(what, at: call.positionAfterSkippingLeadingTrivia, positions: given) {
            () throws(LayoutSpecViolation) in try group.validate()
        }
        try checkSlots(group, at: call)
        return .object(LayoutObject("NSCollectionLayoutGroup", group, at: call.positionAfterSkippingLeadingTrivia))
    }

    /// An item or a group given as a group's subitem.
    private func subitem(_ value: Value, _ what: String, at call: FunctionCallExprSyntax) throws
        -> CollectionLayoutSubitem
    {
        let object = try object(value, ["NSCollectionLayoutItem", "NSCollectionLayoutGroup"], what, at: call)
        if let group = object.model(as: CollectionLayoutGroup.self) { return .group(group) }
        return .item(try model(value, "NSCollectionLayoutItem", as: CollectionLayoutItem.self, what, at: call))
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
