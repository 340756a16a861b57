import SwiftSyntax
import TransitionLabCore

/// Swift and UIKit names that are not layout classes: number conversions, `min`/`max`, rounding, `fatalError`,
/// element kinds, the collection view's bounds, and enums over section indexes.
extension Interpreter {
    static let layoutTypes: Set<String> = [
        "NSCollectionLayoutSize", "NSCollectionLayoutDimension", "NSCollectionLayoutItem", "NSCollectionLayoutGroup",
        "NSCollectionLayoutSection", "NSCollectionLayoutBoundarySupplementaryItem", "NSCollectionLayoutDecorationItem",
        "NSCollectionLayoutEdgeSpacing", "NSCollectionLayoutSpacing", "NSDirectionalEdgeInsets", "UIEdgeInsets",
        "CGSize", "CGPoint", "UICollectionViewCompositionalLayout", "UICollectionViewCompositionalLayoutConfiguration",
        "UICollectionViewFlowLayout", "UICollectionView", "UIScreen", "CGFloat", "Double", "Float", "Int", "Array",
        "NSCollectionLayoutSupplementaryItem", "NSCollectionLayoutAnchor", "NSDirectionalRectEdge", "CGRect",
        "UICollectionLayoutListConfiguration",
    ]

    /// The element kinds of `UICollectionView.elementKindSectionHeader` and `…Footer`: the short names the
    /// engine and the page use for section headers and footers.
    static let elementKinds = SwiftLayoutPrinter.elementKinds

    /// UIKit names of layout code this reader does not read yet (docs/swift-layouts.md, "Not supported yet").
    static let notYetSupported: Set<String> = [
        "UICollectionViewTransitionLayout", "NSCollectionLayoutGroupCustomItem",
    ]

    /// The error for a UIKit construct this reader does not read yet.
    func notSupportedYet(_ construct: String, at node: some SyntaxProtocol) -> SwiftLayoutDiagnostic {
        diagnostic("not supported yet: `\(construct)` (docs/swift-layouts.md, \"Not supported yet\")", at: node)
    }

    func builtinName(_ name: String, at node: some SyntaxProtocol) throws -> Value? {
        if Self.notYetSupported.contains(name) { throw notSupportedYet(name, at: node) }
        if Self.layoutTypes.contains(name) || declarations.enums[name] != nil { return .type(name) }
        if declarations.typeNames.contains(name) || name == "Self" { return .selfReference }
        switch name {
        case "UICollectionElementKindSectionHeader": return .string("header")
        case "UICollectionElementKindSectionFooter": return .string("footer")
        case "view", "collectionView":
            note("'\(name)' stands for the collection view (its bounds are the container size)", at: node)
            return .container
        default: return nil
        }
    }

    func staticMember(_ name: String, of type: String, at node: some SyntaxProtocol) throws -> Value {
        switch (type, name) {
        case ("UICollectionView", _):
            if let kind = Self.elementKinds[name] { return .string(kind) }
        case ("UIScreen", "main"):
            note("UIScreen.main stands for the collection view (its bounds are the container size)", at: node)
            return .container
        case ("NSDirectionalEdgeInsets", "zero"), ("UIEdgeInsets", "zero"), ("CGSize", "zero"), ("CGPoint", "zero"):
            return .member("zero")
        case ("CGRect", "zero"):
            return .rect(.zero)
        case ("NSDirectionalRectEdge", _) where DirectionalRectEdge(rawValue: name) != nil:
            return .member(name)
        case (_, "allCases") where declarations.enums[type] != nil:
            return .array(
                declarations.enums[type, default: []].map {
                    .enumCase(type: type, name: $0.name, rawValue: $0.rawValue)
                })
        default:
            if let found = declarations.enums[type]?.first(where: { $0.name == name }) {
                return .enumCase(type: type, name: found.name, rawValue: found.rawValue)
            }
            if declarations.enums[type] != nil, let value = try property(name, at: node) { return value }
            if ["NSCollectionLayoutDimension", "NSCollectionLayoutSpacing"].contains(type) {
                return .member(name)
            }
        }
        throw diagnostic("'\(type).\(name)'", at: node)
    }

    func builtinCall(_ name: String, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws -> Value {
        let values = arguments.map(\.value)
        switch name {
        case "fatalError", "preconditionFailure":
            throw Trap(diagnostic: diagnostic("\(name) reached", at: call))
        case "print", "debugPrint", "assert", "precondition":
            note("'\(name)' skipped", at: call)
            return .void
        case "min", "max":
            guard values.count >= 2 else { throw diagnostic("\(name) needs two or more arguments", at: call) }
            var result = values[0]
            for value in values.dropFirst() {
                let better = try arithmetic("-", value, result, at: call)
                guard case .number(let difference, _) = better else { break }
                if (name == "min" && difference < 0) || (name == "max" && difference > 0) { result = value }
            }
            return result
        case "floor", "ceil", "round", "abs", "sqrt":
            let value = try number(try expect([nil], arguments, name, at: call)[0], name, at: call)
            let result: Double
            switch name {
            case "floor": result = value.rounded(.down)
            case "ceil": result = value.rounded(.up)
            case "round": result = value.rounded()
            case "abs": result = abs(value)
            default:
                guard value >= 0 else { throw diagnostic("sqrt of a negative number", at: call) }
                result = value.squareRoot()
            }
            if case .number(_, .int) = values[0] { return .number(result, .int) }
            return .number(result, .float)
        case "CGFloat", "Double", "Float", "Int":
            let value = try number(try expect([nil], arguments, name, at: call)[0], name, at: call)
            return name == "Int" ? .number(value.rounded(.towardZero), .int) : .number(value, .float)
        case "stride":
            return try stride(arguments, at: call)
        case "Array":
            let values = try expect(["repeating", "count"], arguments, "Array", at: call)
            let count = try integer(values[1], at: call)
            guard (0...limits.items).contains(count) else {
                throw diagnostic("Array(repeating:count:) of \(count) elements (item limit \(limits.items))", at: call)
            }
            return .array(Array(repeating: values[0], count: count))
        default:
            break
        }
        if Self.notYetSupported.contains(name) { throw notSupportedYet("\(name)(\(signature(arguments)))", at: call) }
        if Self.layoutTypes.contains(name) { return try initializer(name, arguments, at: call) }
        if arguments.count == 1, arguments[0].label == "rawValue", name.first?.isUppercase == true {
            return try enumCase(name, rawValue: try integer(values[0], at: call))
        }
        throw diagnostic("'\(name)(…)' is not defined in the pasted code", at: call, kind: .outsideName)
    }

    /// `stride(from:to:by:)` and `stride(from:through:by:)`, as an array of at most the item limit's elements.
    private func stride(_ arguments: Arguments, at call: FunctionCallExprSyntax) throws -> Value {
        let through = signature(arguments) == "from:through:by:"
        guard through || signature(arguments) == "from:to:by:" else {
            throw diagnostic("stride(\(signature(arguments))) is not supported", at: call)
        }
        let values = arguments.map(\.value)
        let (start, end, step) = (
            try number(values[0], "from", at: call), try number(values[1], through ? "through" : "to", at: call),
            try number(values[2], "by", at: call)
        )
        guard step != 0 else { throw diagnostic("stride by 0", at: call) }
        let count = ((end - start) / step).rounded(.down) + 1
        guard count.isFinite, count <= Double(limits.items) else {
            throw diagnostic("a stride of more than \(limits.items) elements (item limit)", at: call)
        }
        let isInt = values.allSatisfy { if case .number(_, .float) = $0 { false } else { true } }
        var elements: [Value] = []
        for index in 0..<(count > 0 ? Int(count) : 0) {
            let value = start + Double(index) * step
            if !through, step > 0 ? value >= end : value <= end { break }
            elements.append(.number(value, isInt ? .int : .float))
        }
        return .array(elements)
    }

    /// `Section(rawValue: i)`: a declared enum's case or nil; for an undeclared one, a case known only by its
    /// raw value until a `switch` names it.
    private func enumCase(_ type: String, rawValue: Int) throws -> Value {
        guard let cases = declarations.enums[type] else { return .enumCase(type: type, name: nil, rawValue: rawValue) }
        guard let found = cases.first(where: { $0.rawValue == rawValue }) else { return .null }
        return .enumCase(type: type, name: found.name, rawValue: rawValue)
    }
}
