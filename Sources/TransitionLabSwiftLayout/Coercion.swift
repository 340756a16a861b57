import SwiftSyntax
import TransitionLabCore

/// Conversions of evaluated values to the types UIKit's parameters and properties take.
extension Interpreter {
    /// Applies a declared type (`let x: CGFloat = 3`, a parameter's or a function's return type) to a value.
    func coerce(_ value: Value, to type: TypeSyntax?, at node: some SyntaxProtocol) throws -> Value {
        if case .tuple(let elements) = value {
            // `(Int, CGFloat)`: each element takes its own type, and its label when it has none
            // (`let pair: (index: Int, size: CGFloat) = (1, 2)`).
            let slots = type?.as(TupleTypeSyntax.self)?.elements.map { ($0.firstName?.text, $0.type) }
            return .tuple(
                try elements.enumerated().map { index, element in
                    let slot = slots.flatMap { index < $0.count ? $0[index] : nil }
                    return (element.label ?? slot?.0, try coerce(element.value, to: slot?.1, at: node))
                })
        }
        let name = type?.trimmedDescription.filter { $0 != "?" && $0 != "!" }
        // `var size: CGSize = .zero`: the annotation names the type whose static member it is.
        if case .member(let member) = value, let name, UIKitRegistry.type(name)?.staticProperties[member] != nil {
            return try staticMember(member, of: name, at: node)
        }
        // `var segment: MosaicSegmentStyle = .fullWidth`: a case of the pasted enum the annotation names.
        if case .member(let member) = value, let name,
            let found = declarations.enums[name]?.first(where: { $0.name == member })
        {
            return .enumCase(type: name, name: found.name, rawValue: found.rawValue)
        }
        guard case .number(let number, let kind) = value else { return value }
        switch name {
        case nil:
            if case .literal(let asInt) = kind { return .number(asInt, .int) }
            return value
        case "Int", "UInt":
            if case .literal(let asInt) = kind { return .number(asInt, .int) }
            return .number(number.rounded(.towardZero), .int)
        case "CGFloat", "Double", "Float": return .number(number, .float)
        default: return value
        }
    }

    func number(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> Double {
        let value = try resolved(value, at: node)
        if case .symbol = value { throw changesPerFrame(what, at: node) }
        guard case .number(let number, _) = value else {
            throw diagnostic("\(what) expects a number, got \(value.typeName)", at: node)
        }
        return number
    }

    func bool(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> Bool {
        if case .symbol = value { throw changesPerFrame(what, at: node) }
        guard case .bool(let flag) = value else { throw diagnostic("\(what) expects a Bool", at: node) }
        return flag
    }

    func string(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> String {
        switch value {
        case .string(let text): return text
        // An enum case used as an element kind (`SupplementaryKind.badge`) labels the element by its name.
        case .enumCase(_, let name?, _): return name
        default: throw diagnostic("\(what) expects a String", at: node)
        }
    }

    func dimension(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> CollectionLayoutDimension {
        try typed(value, "NSCollectionLayoutDimension", what, at: node) {
            if case .dimension(let dimension) = $0 { dimension } else { nil }
        }
    }

    func layoutSize(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> CollectionLayoutSize {
        try typed(value, "NSCollectionLayoutSize", what, at: node) {
            if case .layoutSize(let size) = $0 { size } else { nil }
        }
    }

    /// `NSDirectionalEdgeInsets`, `.zero` included.
    func directionalInsets(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> DirectionalEdgeInsets
    {
        try typed(value, "NSDirectionalEdgeInsets", what, at: node, zero: .zero) {
            if case .directionalInsets(let insets) = $0 { insets } else { nil }
        }
    }

    /// `UIEdgeInsets`, `.zero` included.
    func edgeInsets(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> DirectionalEdgeInsets {
        try typed(value, "UIEdgeInsets", what, at: node, zero: .zero) {
            if case .edgeInsets(let insets) = $0 { insets } else { nil }
        }
    }

    func spacing(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> CollectionLayoutSpacing {
        try typed(value, "NSCollectionLayoutSpacing", what, at: node) {
            if case .spacing(let spacing) = $0 { spacing } else { nil }
        }
    }

    func edgeSpacing(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> CollectionLayoutEdgeSpacing
    {
        try typed(value, "NSCollectionLayoutEdgeSpacing", what, at: node) {
            if case .edgeSpacing(let spacing) = $0 { spacing } else { nil }
        }
    }

    /// `CGPoint`, `.zero` included.
    func point(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> Point {
        try typed(value, "CGPoint", what, at: node, zero: .zero) {
            if case .point(let point) = $0 { point } else { nil }
        }
    }

    func anchor(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> CollectionLayoutAnchor {
        try typed(value, "NSCollectionLayoutAnchor", what, at: node) {
            if case .anchor(let anchor) = $0 { anchor } else { nil }
        }
    }

    /// `CGRect`.
    func rect(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> Rect {
        try typed(value, "CGRect", what, at: node) { if case .rect(let rect) = $0 { rect } else { nil } }
    }

    /// The insets of an `NSDirectionalEdgeInsets` or a `UIEdgeInsets`, as `type` says.
    func insets(_ value: Value, _ type: String, at node: some SyntaxProtocol) throws -> DirectionalEdgeInsets {
        type == "UIEdgeInsets" ? try edgeInsets(value, type, at: node) : try directionalInsets(value, type, at: node)
    }

    /// `nil`, or what `body` makes of the value.
    func optional<Wrapped>(_ value: Value, _ body: (Value) throws -> Wrapped) throws -> Wrapped? {
        if case .null = value { return nil }
        return try body(value)
    }

    /// `CGSize`, `.zero` included.
    func size(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> Size {
        try typed(value, "CGSize", what, at: node, zero: .zero) {
            if case .size(let width, let height) = $0 { Size(width: width, height: height) } else { nil }
        }
    }

    /// `value` read by `match` as the `type` UIKit expects (`.zero` too, where the type has one); any other value is
    /// refused with what it is.
    private func typed<T>(
        _ value: Value, _ type: String, _ what: String, at node: some SyntaxProtocol, zero: T? = nil,
        _ match: (Value) -> T?
    ) throws -> T {
        if let zero, case .member("zero") = value { return zero }
        if case .record(let name, _) = value, name == type { throw changesPerFrame("\(what) (a \(type))", at: node) }
        guard let result = match(value) else { throw expected(value, type, what, at: node) }
        return result
    }

    private func expected(_ value: Value, _ type: String, _ what: String, at node: some SyntaxProtocol)
        -> SwiftLayoutDiagnostic
    {
        diagnostic("\(what) expects \(type), got \(value.typeName)", at: node)
    }

    /// A case of one of UIKit's enums, given as `.name`.
    func choice<Choice: RawRepresentable & CaseIterable>(
        _ value: Value, _: Choice.Type, _ what: String, at node: some SyntaxProtocol
    ) throws -> Choice where Choice.RawValue == String {
        let cases = ".\(Choice.allCases.map(\.rawValue).joined(separator: ", ."))"
        guard case .member(let name) = value else { throw diagnostic("\(what) expects one of \(cases)", at: node) }
        guard let choice = Choice(rawValue: name) else {
            throw diagnostic("\(what) .\(name) is not supported (use \(cases))", at: node)
        }
        return choice
    }

    /// A UIKit object of one of `types`.
    func object(_ value: Value, _ types: Set<String>, _ what: String, at node: some SyntaxProtocol) throws
        -> LayoutObject
    {
        guard case .object(let object) = value, types.contains(object.type) else {
            throw diagnostic(
                "\(what) expects \(types.sorted().joined(separator: " or ")), got \(value.typeName)", at: node)
        }
        return object
    }

    /// The model value of a UIKit object of `type` (the `CollectionLayoutGroup` of an `NSCollectionLayoutGroup`).
    func model<Model>(
        _ value: Value, _ type: String, as _: Model.Type, _ what: String, at node: some SyntaxProtocol
    ) throws -> Model {
        guard case .object(let object) = value, object.type == type, let model = object.model(as: Model.self) else {
            if case .guarded = value {
                throw changesPerFrame("an element picked from an array", at: node)
            }
            throw diagnostic("\(what) expects \(type), got \(value.typeName)", at: node)
        }
        return model
    }

    /// An `NSCollectionLayoutSection` as a layout takes it.
    func sectionCopy(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> SectionCopy {
        guard case .object(let object) = value, let copy = object.sectionCopy else {
            throw diagnostic("\(what) expects NSCollectionLayoutSection, got \(value.typeName)", at: node)
        }
        return copy
    }

    func array(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> [Value] {
        guard case .array(let elements) = value else { throw diagnostic("\(what) expects an array", at: node) }
        return elements
    }
}
