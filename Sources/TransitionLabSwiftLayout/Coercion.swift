import SwiftSyntax
import TransitionLabCore
import TransitionLabProtocol

/// Conversions of evaluated values to the types UIKit's parameters and properties take.
extension Interpreter {
    /// Applies a declared type (`let x: CGFloat = 3`, a parameter's or a function's return type) to a value.
    func coerce(_ value: Value, to type: TypeSyntax?, at node: some SyntaxProtocol) throws -> Value {
        if case .tuple(let elements) = value {
            // `(Int, CGFloat)`: each element takes its own type.
            let types = type?.as(TupleTypeSyntax.self)?.elements.map(\.type)
            return .tuple(
                try elements.enumerated().map { index, element in
                    let elementType = types.flatMap { index < $0.count ? $0[index] : nil }
                    return (element.label, try coerce(element.value, to: elementType, at: node))
                })
        }
        guard case .number(let number, let kind) = value else { return value }
        let name = type?.trimmedDescription.filter { $0 != "?" && $0 != "!" }
        switch name {
        case nil:
            if case .literal(let asInt) = kind { return .number(asInt, .int) }
            return value
        case "Int":
            if case .literal(let asInt) = kind { return .number(asInt, .int) }
            return .number(number.rounded(.towardZero), .int)
        case "CGFloat", "Double", "Float": return .number(number, .float)
        default: return value
        }
    }

    func number(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> Double {
        guard case .number(let number, _) = value else {
            throw diagnostic("\(what) expects a number, got \(value.typeName)", at: node)
        }
        return number
    }

    func nonNegative(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> Double {
        let number = try number(value, what, at: node)
        guard number >= 0 else { throw diagnostic("\(what) must not be negative (\(number))", at: node) }
        return number
    }

    func bool(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> Bool {
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

    /// A value of one of the JSON-backed UIKit structs; `.zero` for insets.
    func data(_ value: Value, _ kind: Value.DataKind, _ what: String, at node: some SyntaxProtocol) throws
        -> JSONValue
    {
        if case .data(let actual, let json) = value, actual == kind { return json }
        if case .member("zero") = value, [.directionalInsets, .edgeInsets, .point].contains(kind) {
            return .object([:])
        }
        throw diagnostic("\(what) expects \(kind.rawValue), got \(value.typeName)", at: node)
    }

    /// `CGSize` as the spec's `[width, height]`.
    func sizePair(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> JSONValue {
        if case .member("zero") = value { return .array([.number(0), .number(0)]) }
        guard case .size(let width, let height) = value else {
            throw diagnostic("\(what) expects CGSize, got \(value.typeName)", at: node)
        }
        guard width >= 0, height >= 0 else { throw diagnostic("\(what) must not be negative", at: node) }
        return .array([.number(width), .number(height)])
    }

    /// An enum case given as `.name`, checked against the cases the layout engine knows.
    func choice(_ value: Value, _ cases: [String], _ what: String, at node: some SyntaxProtocol) throws -> String {
        guard case .member(let name) = value else {
            throw diagnostic("\(what) expects one of .\(cases.joined(separator: ", ."))", at: node)
        }
        guard cases.contains(name) else {
            throw diagnostic("\(what) .\(name) is not supported (use .\(cases.joined(separator: ", .")))", at: node)
        }
        return name
    }

    func object(_ value: Value, _ kinds: Set<LayoutObject.Kind>, _ what: String, at node: some SyntaxProtocol) throws
        -> LayoutObject
    {
        guard case .object(let object) = value, kinds.contains(object.kind) else {
            let names = kinds.map(\.rawValue).sorted().joined(separator: " or ")
            throw diagnostic("\(what) expects \(names), got \(value.typeName)", at: node)
        }
        return object
    }

    func array(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> [Value] {
        guard case .array(let elements) = value else { throw diagnostic("\(what) expects an array", at: node) }
        return elements
    }
}
