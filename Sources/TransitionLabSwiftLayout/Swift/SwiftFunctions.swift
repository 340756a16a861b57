import Foundation
import SwiftSyntax
import TransitionLabCore

/// Swift's own functions a layout calls: `fatalError` and `preconditionFailure` (which end a section provider's
/// answers), `print` and `assert` (skipped), `min`, `max`, `floor`, `ceil`, `round`, `abs`, `sqrt`, `stride`,
/// `Array(repeating:count:)`; then UIKit initialisers (`UIKitRegistry`) and `Section(rawValue:)` of an enum.
extension Interpreter {
    func builtinCall(_ name: String, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws -> Value {
        let values = arguments.map(\.value)
        switch name {
        case "fatalError", "preconditionFailure":
            throw Trap(diagnostic: diagnostic("\(name) reached", at: call))
        case _
        where Self.numberFunctions.contains(name)
            && values.contains(where: { if case .symbol = $0 { true } else { false } }):
            return try symbolCall(name, values, at: call)
        case "min", "max":
            guard values.count >= 2 else { throw diagnostic("\(name) needs two or more arguments", at: call) }
            var result = values[0]
            for value in values.dropFirst() {
                let better = try arithmetic("-", value, result, at: call)
                guard case .number(let difference, _) = better else { break }
                if (name == "min" && difference < 0) || (name == "max" && difference > 0) { result = value }
            }
            return result
        case "pow", "atan2", "hypot", "fmod":
            guard values.count == 2 else { throw diagnostic("\(name) takes two arguments", at: call) }
            let (x, y) = (try number(values[0], name, at: call), try number(values[1], name, at: call))
            let result: Double
            switch name {
            case "pow": result = Foundation.pow(x, y)
            case "atan2": result = Foundation.atan2(x, y)
            case "hypot": result = (x * x + y * y).squareRoot()
            default:
                guard y != 0 else { throw diagnostic("division by zero", at: call) }
                result = x.truncatingRemainder(dividingBy: y)
            }
            guard result.isFinite, Swift.abs(result) < 1e15 else { throw diagnostic("number out of range", at: call) }
            return .number(result, .float)
        case "sin", "cos", "tan", "asin", "acos", "atan", "exp", "log", "log2", "log10", "fabs", "floorf", "ceilf":
            let x = try number(try expect([nil], arguments, name, at: call)[0], name, at: call)
            let result: Double
            switch name {
            case "sin": result = Foundation.sin(x)
            case "cos": result = Foundation.cos(x)
            case "tan": result = Foundation.tan(x)
            case "asin": result = Foundation.asin(x)
            case "acos": result = Foundation.acos(x)
            case "atan": result = Foundation.atan(x)
            case "exp": result = Foundation.exp(x)
            case "log": result = Foundation.log(x)
            case "log2": result = Foundation.log2(x)
            case "log10": result = Foundation.log10(x)
            case "floorf": result = x.rounded(.down)
            case "ceilf": result = x.rounded(.up)
            default: result = Swift.abs(x)
            }
            guard result.isFinite, Swift.abs(result) < 1e15 else { throw diagnostic("number out of range", at: call) }
            return .number(result, .float)
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
        case "stride":
            return try stride(arguments, at: call)
        case "IndexSet", "NSMutableIndexSet", "NSIndexSet", "Set":
            // Sets as arrays of distinct elements (an index set's ascending), which `insert(_:)`, `add(_:)` and
            // `remove(_:)` keep so.
            switch signature(arguments) {
            case "": return .array([])
            case "integer:", "index:": return .array([values[0]])
            case "integersIn:", "_:":
                var distinct: [Value] = []
                for element in try array(values[0], name, at: call)
                where try !distinct.contains(where: { try compare("==", $0, element, at: call) }) {
                    distinct.append(element)
                }
                return .array(distinct)
            default: break
            }
        case "NSArray" where signature(arguments) == "array:copyItems:":
            // `NSArray(array: attributes, copyItems: true) as! [UICollectionViewLayoutAttributes]`: the elements,
            // each copied when `copyItems` is true (`NSCopying`), as carousel layouts copy `super`'s attributes.
            let elements = try array(values[0], "NSArray(array:copyItems:)", at: call)
            guard try bool(values[1], "copyItems", at: call) else { return .array(elements) }
            return .array(elements.map(Self.copied))
        case "Array" where signature(arguments) == "_:":
            // `Array(0..<count)`, `Array(dictionary.values)`: the sequence's elements.
            return .array(try array(arguments[0].value, "Array", at: call))
        case "Array":
            let values = try expect(["repeating", "count"], arguments, "Array", at: call)
            let count = try integer(values[1], at: call)
            guard (0...limits.elements).contains(count) else {
                throw diagnostic(
                    "Array(repeating:count:) of \(count) elements (element limit \(limits.elements))", at: call)
            }
            try grow(by: count, at: call)
            return .array(Array(repeating: values[0], count: count))
        default:
            break
        }
        if let transform = try transform3DFunction(name, arguments, at: call) { return transform }
        if Self.notYetSupported.contains(name) { throw notSupportedYet("\(name)(\(signature(arguments)))", at: call) }
        if let type = UIKitRegistry.type(name) { return try initializer(type, arguments, at: call) }
        if arguments.count == 1, arguments[0].label == "rawValue", name.first?.isUppercase == true {
            return try enumCase(name, rawValue: try integer(values[0], at: call))
        }
        if declarations.typeNames.contains(name) {
            throw diagnostic(
                "not supported yet: an instance of the pasted type `\(name)` (`\(name)(…)`) "
                    + "(docs/swift-layouts.md#not-supported-yet): keep the values it holds in properties of the layout "
                    + "or the view controller", at: call)
        }
        throw unknownFrameworkName("\(name)(\(signature(arguments)))", at: call)
            ?? diagnostic("'\(name)(…)' is not defined in the pasted code", at: call, kind: .outsideName)
    }

    /// A copy of an element of an array: an object copied (as `copy()` does), kept under its condition.
    private static func copied(_ element: Value) -> Value {
        switch element {
        case .object(let object): .object(object.copy())
        case .guarded(let inner, let condition): .guarded(copied(inner), condition: condition)
        default: element
        }
    }

    /// The functions of numbers (and conversions between them) that `symbolCall` takes symbols to.
    static let numberFunctions: Set<String> = [
        "CGFloat", "Double", "Float", "Int", "min", "max", "abs", "fabs", "sqrt", "floor", "ceil", "round", "sin",
        "cos", "tan", "asin", "acos", "atan", "atan2", "exp", "log", "log2", "log10", "floorf", "ceilf", "pow",
        "hypot", "fmod",
    ]

    /// A Swift function of a symbol: its arithmetic (`Interpreter+Symbols`).
    private func symbolCall(_ name: String, _ values: [Value], at call: FunctionCallExprSyntax) throws -> Value {
        let operations: [String: EffectExpression.Operation] = [
            "min": .min, "max": .max, "abs": .abs, "fabs": .abs, "sqrt": .sqrt, "floor": .floor, "ceil": .ceil,
            "round": .round, "sin": .sin, "cos": .cos, "atan2": .atan2, "fmod": .remainder,
        ]
        switch name {
        case "CGFloat", "Double", "Float":
            guard values.count == 1 else { break }
            return values[0]
        case "Int":
            guard values.count == 1 else { break }
            return try operate(.trunc, values, at: call)
        case "min", "max":
            guard values.count >= 2, let operation = operations[name] else { break }
            return try values.dropFirst().reduce(values[0]) { try operate(operation, [$0, $1], at: call) }
        case "hypot":
            guard values.count == 2 else { break }
            let squares = try arithmetic(
                "+", try arithmetic("*", values[0], values[0], at: call),
                try arithmetic("*", values[1], values[1], at: call),
                at: call)
            return try operate(.sqrt, [squares], at: call)
        case "pow":
            // A square is a product; other powers of a symbol are not arithmetic the effects have.
            if values.count == 2, case .number(2, _) = values[1] {
                return try arithmetic("*", values[0], values[0], at: call)
            }
        default:
            if let operation = operations[name], values.count == operation.arity {
                return try operate(operation, values, at: call)
            }
        }
        throw changesPerFrame("\(name)(…) of a number", at: call)
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
        guard count.isFinite, count <= Double(limits.elements) else {
            throw diagnostic("a stride of more than \(limits.elements) elements (element limit)", at: call)
        }
        try grow(by: count > 0 ? Int(count) : 0, at: call)
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
    func enumCase(_ type: String, rawValue: Int) throws -> Value {
        guard let cases = declarations.enums[type] else { return .enumCase(type: type, name: nil, rawValue: rawValue) }
        guard let found = cases.first(where: { $0.rawValue == rawValue }) else { return .null }
        return .enumCase(type: type, name: found.name, rawValue: rawValue)
    }
}
