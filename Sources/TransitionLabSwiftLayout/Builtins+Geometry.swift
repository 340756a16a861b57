import SwiftSyntax
import TransitionLabCore
import TransitionLabProtocol

/// `CGSize`, `NSDirectionalEdgeInsets`, `UIEdgeInsets`, `NSCollectionLayoutSize`, `…Dimension`, `…Spacing` and
/// `…EdgeSpacing`, kept in the JSON form of `docs/layout-spec.md`.
extension Interpreter {
    static let dimensionFactories = ["fractionalWidth", "fractionalHeight", "absolute", "estimated"]

    func geometryInitializer(_ type: String, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws -> Value? {
        switch type {
        case "CGSize":
            let values = try expect(["width", "height"], arguments, type, at: call)
            return .size(
                width: try number(values[0], "width", at: call), height: try number(values[1], "height", at: call))
        case "CGRect":
            if arguments.isEmpty { return .data(.rect, .object([:])) }
            let labels = ["x", "y", "width", "height"]
            return .data(.rect, try insets(labels, try expect(labels, arguments, type, at: call), at: call))
        case "CGPoint":
            if arguments.isEmpty { return .data(.point, .object([:])) }
            let values = try expect(["x", "y"], arguments, type, at: call)
            return .data(.point, try insets(["x", "y"], values, at: call))
        case "NSDirectionalEdgeInsets":
            if arguments.isEmpty { return .data(.directionalInsets, .object([:])) }
            let labels = ["top", "leading", "bottom", "trailing"]
            let values = try expect(labels, arguments, type, at: call)
            return .data(.directionalInsets, try insets(labels, values, at: call))
        case "UIEdgeInsets":
            if arguments.isEmpty { return .data(.edgeInsets, .object([:])) }
            let labels = ["top", "left", "bottom", "right"]
            let values = try expect(labels, arguments, type, at: call)
            return .data(.edgeInsets, try insets(labels, values, at: call))
        case "NSCollectionLayoutSize":
            let values = try expect(["widthDimension", "heightDimension"], arguments, type, at: call)
            return .data(
                .layoutSize,
                .object([
                    "width": try data(try dimension(values[0], at: call), .dimension, "widthDimension", at: call),
                    "height": try data(try dimension(values[1], at: call), .dimension, "heightDimension", at: call),
                ]))
        case "NSCollectionLayoutEdgeSpacing":
            let labels = ["leading", "top", "trailing", "bottom"]
            let values = try expect(labels, arguments, type, at: call)
            var fields: [String: JSONValue] = [:]
            for (label, value) in zip(labels, values) {
                if case .null = value { continue }
                fields[label] = try data(value, .spacing, label, at: call)
            }
            return .data(.edgeSpacing, .object(fields))
        default:
            return nil
        }
    }

    /// A member of a `CGRect` (`width`, `height`, `size`, `origin`, `minX` … `maxY`) or a `CGPoint` (`x`, `y`).
    func geometryMember(_ name: String, of value: Value, _ fields: [String: JSONValue], at node: some SyntaxProtocol)
        throws -> Value
    {
        func field(_ key: String) -> Double {
            if case .number(let number) = fields[key] ?? .number(0) { return number }
            return 0
        }
        let (x, y) = (field("x"), field("y"))
        guard case .data(.rect, _) = value else {
            guard name == "x" || name == "y" else { throw diagnostic("'CGPoint.\(name)'", at: node) }
            return .number(name == "x" ? x : y, .float)
        }
        let (width, height) = (field("width"), field("height"))
        switch name {
        case "width": return .number(abs(width), .float)
        case "height": return .number(abs(height), .float)
        case "size": return .size(width: width, height: height)
        case "origin": return .data(.point, .object(["x": .number(x), "y": .number(y)]))
        case "minX": return .number(min(x, x + width), .float)
        case "minY": return .number(min(y, y + height), .float)
        case "midX": return .number(x + width / 2, .float)
        case "midY": return .number(y + height / 2, .float)
        case "maxX": return .number(max(x, x + width), .float)
        case "maxY": return .number(max(y, y + height), .float)
        default: throw diagnostic("'CGRect.\(name)'", at: node)
        }
    }

    private func insets(_ labels: [String], _ values: [Value], at call: FunctionCallExprSyntax) throws -> JSONValue {
        var fields: [String: JSONValue] = [:]
        for (label, value) in zip(labels, values) { fields[label] = .number(try number(value, label, at: call)) }
        return .object(fields)
    }

    /// `.fractionalWidth(f)`, `.absolute(pt)`, … and `.fixed(pt)`, `.flexible(pt)`; nil for other names.
    func dimensionOrSpacing(_ name: String, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws -> Value? {
        let isDimension = Self.dimensionFactories.contains(name)
        guard isDimension || name == "fixed" || name == "flexible" else { return nil }
        let value = try nonNegative(try expect([nil], arguments, ".\(name)", at: call)[0], ".\(name)", at: call)
        return .data(isDimension ? .dimension : .spacing, .object([name: .number(value)]))
    }

    /// A dimension value, also one written as a bare member (never valid Swift, so rejected with a message).
    private func dimension(_ value: Value, at call: FunctionCallExprSyntax) throws -> Value {
        if case .member(let name) = value {
            throw diagnostic(
                ".\(name) is not a dimension (use .\(Self.dimensionFactories.joined(separator: "(…), .")))", at: call)
        }
        return value
    }

    /// `insets.top = 8` on a copy of an insets value.
    func replacing(_ field: String, in current: Value, with value: Value, at node: some SyntaxProtocol) throws -> Value
    {
        guard case .data(let kind, .object(var fields)) = current, kind == .directionalInsets || kind == .edgeInsets
        else {
            throw diagnostic("assignment to '.\(field)' of \(current.typeName)", at: node)
        }
        let known =
            kind == .directionalInsets ? ["top", "leading", "bottom", "trailing"] : ["top", "left", "bottom", "right"]
        guard known.contains(field) else { throw diagnostic("\(kind.rawValue) has no '\(field)'", at: node) }
        fields[field] = .number(try number(value, field, at: node))
        return .data(kind, .object(fields))
    }
}
