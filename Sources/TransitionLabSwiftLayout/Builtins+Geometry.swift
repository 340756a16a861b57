import SwiftSyntax
import TransitionLabCore

/// `CGSize`, `CGPoint`, `CGRect`, `NSDirectionalEdgeInsets`, `UIEdgeInsets`, `NSCollectionLayoutSize`, `…Dimension`,
/// `…Spacing` and `…EdgeSpacing`, built as the layout model's values; each number a layout takes is checked by the
/// model's rule where the code gives it.
extension Interpreter {
    static let dimensionFactories = CollectionLayoutDimension.Semantic.allCases.map(\.rawValue)
    /// The edges of `NSDirectionalEdgeInsets` and of `UIEdgeInsets`, in the order of their initialisers' arguments.
    static let directionalEdges = ["top", "leading", "bottom", "trailing"]
    static let edgeInsetsEdges = ["top", "left", "bottom", "right"]
    private static var insetKeyPaths: [WritableKeyPath<DirectionalEdgeInsets, Double>] {
        [\.top, \.leading, \.bottom, \.trailing]
    }

    func geometryInitializer(_ type: String, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws -> Value? {
        switch type {
        case "CGSize":
            let values = try expect(["width", "height"], arguments, type, at: call)
            return .size(
                width: try number(values[0], "width", at: call), height: try number(values[1], "height", at: call))
        case "CGRect":
            if arguments.isEmpty { return .rect(.zero) }
            let labels = ["x", "y", "width", "height"]
            let values = try zip(labels, try expect(labels, arguments, type, at: call)).map { label, value in
                try number(value, label, at: call)
            }
            return .rect(Rect(x: values[0], y: values[1], width: values[2], height: values[3]))
        case "CGPoint":
            if arguments.isEmpty { return .point(.zero) }
            let values = try expect(["x", "y"], arguments, type, at: call)
            return .point(Point(x: try number(values[0], "x", at: call), y: try number(values[1], "y", at: call)))
        case "NSDirectionalEdgeInsets":
            if arguments.isEmpty { return .directionalInsets(.zero) }
            return .directionalInsets(try insets(Self.directionalEdges, arguments, type, at: call))
        case "UIEdgeInsets":
            if arguments.isEmpty { return .edgeInsets(.zero) }
            return .edgeInsets(try insets(Self.edgeInsetsEdges, arguments, type, at: call))
        case "NSCollectionLayoutSize":
            let labels = ["widthDimension", "heightDimension"]
            let dimensions = try zip(labels, try expect(labels, arguments, type, at: call)).map { label, value in
                // A bare member is never valid Swift here: rejected with the factories to use.
                if case .member(let name) = value {
                    throw diagnostic(
                        ".\(name) is not a dimension (use .\(Self.dimensionFactories.joined(separator: "(…), .")))",
                        at: call)
                }
                return try dimension(value, label, at: call)
            }
            return .layoutSize(CollectionLayoutSize(widthDimension: dimensions[0], heightDimension: dimensions[1]))
        case "NSCollectionLayoutEdgeSpacing":
            let labels = ["leading", "top", "trailing", "bottom"]
            let spacings = try zip(labels, try expect(labels, arguments, type, at: call)).map {
                label, value -> CollectionLayoutSpacing? in
                if case .null = value { return nil }
                return try spacing(value, label, at: call)
            }
            return .edgeSpacing(
                CollectionLayoutEdgeSpacing(
                    leading: spacings[0], top: spacings[1], trailing: spacings[2], bottom: spacings[3]))
        default:
            return nil
        }
    }

    /// Insets from arguments labelled `edges` (top, leading or left, bottom, trailing or right), each checked where
    /// it is given.
    private func insets(_ edges: [String], _ arguments: Arguments, _ type: String, at call: FunctionCallExprSyntax)
        throws -> DirectionalEdgeInsets
    {
        let values = try expect(edges, arguments, type, at: call)
        var insets = DirectionalEdgeInsets.zero
        for (index, (value, argument)) in zip(values, call.arguments).enumerated() {
            insets[keyPath: Self.insetKeyPaths[index]] = try layoutNumber(value, edges[index], at: argument.expression)
        }
        return insets
    }

    /// A member of a `CGRect` (`width`, `height`, `size`, `origin`, `minX` … `maxY`), a `CGPoint` (`x`, `y`) or
    /// insets (their edges).
    func geometryMember(_ name: String, of value: Value, at node: some SyntaxProtocol) throws -> Value {
        switch value {
        case .point(let point):
            guard name == "x" || name == "y" else { throw diagnostic("'CGPoint.\(name)'", at: node) }
            return .number(name == "x" ? point.x : point.y, .float)
        case .rect(let rect):
            let (x, y, width, height) = (rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
            switch name {
            case "width": return .number(abs(width), .float)
            case "height": return .number(abs(height), .float)
            case "size": return .size(width: width, height: height)
            case "origin": return .point(rect.origin)
            case "minX": return .number(min(x, x + width), .float)
            case "minY": return .number(min(y, y + height), .float)
            case "midX": return .number(x + width / 2, .float)
            case "midY": return .number(y + height / 2, .float)
            case "maxX": return .number(max(x, x + width), .float)
            case "maxY": return .number(max(y, y + height), .float)
            default: throw diagnostic("'CGRect.\(name)'", at: node)
            }
        case .directionalInsets(let insets), .edgeInsets(let insets):
            let edges = if case .edgeInsets = value { Self.edgeInsetsEdges } else { Self.directionalEdges }
            guard let index = edges.firstIndex(of: name) else {
                throw diagnostic("'\(value.typeName).\(name)'", at: node)
            }
            return .number(insets[keyPath: Self.insetKeyPaths[index]], .float)
        default:
            throw diagnostic("'\(value.typeName).\(name)'", at: node)
        }
    }

    /// `.fractionalWidth(f)`, `.absolute(pt)`, … and `.fixed(pt)`, `.flexible(pt)`; nil for other names.
    func dimensionOrSpacing(_ name: String, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws -> Value? {
        let semantic = CollectionLayoutDimension.Semantic(rawValue: name)
        guard semantic != nil || name == "fixed" || name == "flexible" else { return nil }
        let value = try length(try expect([nil], arguments, ".\(name)", at: call)[0], ".\(name)", at: call)
        if let semantic { return .dimension(CollectionLayoutDimension(semantic: semantic, dimension: value)) }
        return .spacing(name == "fixed" ? .fixed(value) : .flexible(value))
    }

    /// `insets.top = 8` on a copy of an insets value.
    func replacing(_ field: String, in current: Value, with value: Value, at node: some SyntaxProtocol) throws -> Value
    {
        switch current {
        case .directionalInsets(var insets), .edgeInsets(var insets):
            let isEdgeInsets = if case .edgeInsets = current { true } else { false }
            let edges = isEdgeInsets ? Self.edgeInsetsEdges : Self.directionalEdges
            guard let index = edges.firstIndex(of: field) else {
                throw diagnostic("\(current.typeName) has no '\(field)'", at: node)
            }
            insets[keyPath: Self.insetKeyPaths[index]] = try layoutNumber(value, field, at: node)
            return isEdgeInsets ? .edgeInsets(insets) : .directionalInsets(insets)
        default:
            throw diagnostic("assignment to '.\(field)' of \(current.typeName)", at: node)
        }
    }
}
