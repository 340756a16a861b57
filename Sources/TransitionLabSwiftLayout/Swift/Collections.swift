import SwiftSyntax
import TransitionLabCore

/// Swift's arrays and dictionaries as layout code uses them: caches of attributes (`cache.append(attributes)`,
/// `cache.filter { $0.frame.intersects(rect) }`, `cache[indexPath] = attributes`) and columns of offsets. Every element
/// a method makes costs a step (`Interpreter.grow`).
extension Interpreter {
    /// The methods that change the array or dictionary they are called on.
    static let mutatingMethods: Set<String> = [
        "append", "insert", "add", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "sort", "reverse",
        "swapAt", "removeValue", "updateValue",
    ]

    /// A set's elements in the order Swift iterates an `IndexSet`: ascending, when they are numbers.
    private static func ascendingIfNumbers(_ elements: [Value]) throws -> [Value] {
        let numbers = elements.compactMap { if case .number(let number, _) = $0 { number } else { nil } }
        guard numbers.count == elements.count else { return elements }
        return zip(numbers, elements).sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The methods that read the array or dictionary they are called on.
    static let readingMethods: Set<String> = [
        "filter", "map", "compactMap", "flatMap", "forEach", "first", "last", "firstIndex", "lastIndex", "contains",
        "allSatisfy", "min", "max", "sorted", "reversed", "reduce", "enumerated", "prefix", "suffix", "dropFirst",
        "dropLast",
    ]

    /// A property of an array or dictionary; nil for names neither has.
    func collectionProperty(_ name: String, of value: Value, at node: some SyntaxProtocol) throws -> Value? {
        if case .array(let elements) = value,
            ["count", "isEmpty", "first", "last", "indices", "endIndex"].contains(name)
        {
            try refuseCountingTransitionElements(elements, at: node)
        }
        switch (value, name) {
        case (.array(let elements), "count"):
            // Elements in the array under a condition count where it holds.
            return try elements.reduce(Value.number(0, .int)) { total, element in
                guard case .guarded(_, let condition) = element else {
                    return try arithmetic("+", total, .number(1, .int), at: node)
                }
                return try arithmetic("+", total, .symbol(condition), at: node)
            }
        case (.array(let elements), "isEmpty"):
            let count = try collectionProperty("count", of: value, at: node) ?? .number(0, .int)
            return try comparison("==", count, .number(0, .int), at: node)
        case (.array(let elements), "first"): return elements.first ?? .null
        case (.array(let elements), "last"): return elements.last ?? .null
        case (.array(let elements), "indices"):
            try grow(by: elements.count, at: node)
            return .array(elements.indices.map { .number(Double($0), .int) })
        case (.array(let elements), "startIndex"): return .number(0, .int)
        case (.array(let elements), "endIndex"): return .number(Double(elements.count), .int)
        case (.dictionary(let entries), "count"): return .number(Double(entries.count), .int)
        case (.dictionary(let entries), "isEmpty"): return .bool(entries.isEmpty)
        case (.dictionary(let entries), "keys"):
            try grow(by: entries.count, at: node)
            return .array(entries.map(\.key))
        case (.dictionary(let entries), "values"):
            try grow(by: entries.count, at: node)
            return .array(entries.map(\.value))
        default: return nil
        }
    }

    /// Refuses counting or indexing the elements of a transition layout's answer, which holds one element standing
    /// for each in turn (`TransitionLayoutRun`).
    func refuseCountingTransitionElements(_ elements: [Value], at node: some SyntaxProtocol) throws {
        let holdsElement = elements.contains { element in
            var element = element
            while case .guarded(let inner, _) = element { element = inner }
            if case .object(let object) = element { return object.isTransitionElement }
            return false
        }
        guard holdsElement else { return }
        throw diagnostic(
            "not supported yet: counting or indexing a transition layout's elements "
                + "(docs/swift-layouts.md#transition-layouts): the overrides run once per element, so change each "
                + "one in `for attributes in …` or `forEach`, `map` or `filter`", at: node)
    }

    /// A method of an array or dictionary: its result, and the changed collection for a mutating one.
    func collectionMethod(_ receiver: Value, _ name: String, _ arguments: Arguments, at call: FunctionCallExprSyntax)
        throws -> (result: Value, changed: Value?)
    {
        let values = arguments.map(\.value)
        let labels = signature(arguments)
        func closure(_ index: Int = 0) throws -> Closure {
            guard values.indices.contains(index), case .closure(let closure) = values[index] else {
                throw diagnostic("\(name) expects a closure", at: call)
            }
            return closure
        }
        func test(_ closure: Closure, _ element: Value) throws -> Bool {
            if case .guarded = element {
                throw changesPerFrame("'\(name)' of elements shown only while the scroll position allows", at: call)
            }
            return try bool(try self.call(closure, arguments: [element], at: call), name, at: call)
        }
        /// `body` of an element, under its condition when it has one.
        func each(_ element: Value, _ body: (Value) throws -> Value) throws -> Value {
            guard case .guarded(let inner, let condition) = element else { return try body(element) }
            return .guarded(try under(condition) { try body(inner) }, condition: condition)
        }
        if currentPath != nil, Self.mutatingMethods.contains(name), !(name == "append" && labels == "_:") {
            throw changesPerFrame("'\(name)' of an array inside a branch on the scroll position", at: call)
        }
        switch receiver {
        case .array(var elements):
            switch (name, labels) {
            case ("append", "_:"):
                try grow(by: 1, reaching: elements.count + 1, at: call)
                // Appended inside a branch on a symbol: in the array where the branch holds.
                elements.append(currentPath.map { .guarded(values[0], condition: $0) } ?? values[0])
                return (.void, .array(elements))
            case ("insert", "_:"), ("add", "_:"):
                // A set's (`IndexSet`, `Set`, `NSMutableIndexSet`): the element once, numbers in order.
                guard try !elements.contains(where: { try compare("==", $0, values[0], at: call) }) else {
                    return (.void, nil)
                }
                try grow(by: 1, reaching: elements.count + 1, at: call)
                elements.append(values[0])
                return (.void, .array(try Self.ascendingIfNumbers(elements)))
            case ("remove", "_:"):
                guard let index = try elements.firstIndex(where: { try compare("==", $0, values[0], at: call) }) else {
                    return (.null, nil)
                }
                return (elements.remove(at: index), .array(elements))
            case ("append", "contentsOf:"):
                let added = try array(values[0], "contentsOf", at: call)
                try grow(by: added.count, reaching: elements.count + added.count, at: call)
                elements += added
                return (.void, .array(elements))
            case ("insert", "_:at:"):
                let index = try integer(values[1], at: call)
                guard (0...elements.count).contains(index) else { throw outside(index, elements, call) }
                try grow(by: 1, reaching: elements.count + 1, at: call)
                elements.insert(values[0], at: index)
                return (.void, .array(elements))
            case ("remove", "at:"):
                let index = try integer(values[0], at: call)
                guard elements.indices.contains(index) else { throw outside(index, elements, call) }
                return (elements.remove(at: index), .array(elements))
            case ("removeAll", ""), ("removeAll", "keepingCapacity:"):
                return (.void, .array([]))
            case ("removeAll", "where:"), ("removeAll", "_:"):
                let predicate = try closure()
                return (.void, .array(try elements.filter { !(try test(predicate, $0)) }))
            case ("removeFirst", ""), ("removeLast", ""), ("popLast", ""):
                guard !elements.isEmpty else {
                    if name == "popLast" { return (.null, nil) }
                    throw diagnostic("\(name)() of an empty array (it traps in Swift)", at: call)
                }
                let removed = name == "removeFirst" ? elements.removeFirst() : elements.removeLast()
                return (removed, .array(elements))
            case ("removeFirst", "_:"), ("removeLast", "_:"):
                let count = try integer(values[0], at: call)
                guard (0...elements.count).contains(count) else {
                    throw diagnostic("\(name)(\(count)) of an array of \(elements.count) (it traps in Swift)", at: call)
                }
                return (
                    .void, .array(Array(name == "removeFirst" ? elements.dropFirst(count) : elements.dropLast(count)))
                )
            case ("reverse", ""):
                return (.void, .array(elements.reversed()))
            case ("sort", ""), ("sort", "by:"), ("sort", "_:"):
                return (.void, .array(try sorted(elements, by: labels == "" ? nil : try closure(), at: call)))
            case ("swapAt", "_:_:"):
                let (i, j) = (try integer(values[0], at: call), try integer(values[1], at: call))
                guard elements.indices.contains(i), elements.indices.contains(j) else {
                    throw outside(max(i, j), elements, call)
                }
                elements.swapAt(i, j)
                return (.void, .array(elements))
            case ("filter", _):
                let predicate = try closure()
                try grow(by: elements.count, at: call)
                var kept: [Value] = []
                for element in elements {
                    var (inner, conditions) = (element, [EffectExpression]())
                    if case .guarded(let value, let condition) = element { (inner, conditions) = (value, [condition]) }
                    let verdict = try under(conditions.first ?? .constant(1)) {
                        try self.call(predicate, arguments: [inner], at: call)
                    }
                    switch verdict {
                    case .bool(true): kept.append(element)
                    case .bool(false): continue
                    case .symbol(let holds):
                        // Kept where the predicate holds: a rectangle's elements as the content scrolls.
                        let condition = conditions.first.map { EffectExpression.operation(.and, [$0, holds]) } ?? holds
                        kept.append(.guarded(inner, condition: share(condition)))
                    default: throw diagnostic("filter's closure does not return a Bool", at: call)
                    }
                }
                return (.array(kept), nil)
            case ("map", _), ("compactMap", _), ("flatMap", _):
                let transform = try closure()
                try grow(by: elements.count, at: call)
                var result: [Value] = []
                for element in elements {
                    let mapped = try each(element) { try self.call(transform, arguments: [$0], at: call) }
                    if case .guarded = mapped, name != "map" {
                        throw changesPerFrame(
                            "'\(name)' of elements shown only while the scroll position allows", at: call)
                    }
                    switch (name, mapped) {
                    case ("compactMap", .null): continue
                    case ("flatMap", .array(let inner)):
                        try grow(by: inner.count, at: call)
                        result += inner
                    default: result.append(mapped)
                    }
                }
                return (.array(result), nil)
            case ("forEach", _):
                let body = try closure()
                for element in elements { _ = try each(element) { try self.call(body, arguments: [$0], at: call) } }
                return (.void, nil)
            case ("first", "where:"), ("first", "_:"):
                let predicate = try closure()
                return (try elements.first { try test(predicate, $0) } ?? .null, nil)
            case ("last", "where:"), ("last", "_:"):
                let predicate = try closure()
                return (try elements.last { try test(predicate, $0) } ?? .null, nil)
            case ("firstIndex", "where:"), ("lastIndex", "where:"), ("firstIndex", "_:"), ("lastIndex", "_:"):
                let predicate = try closure()
                let found =
                    name == "firstIndex"
                    ? try elements.firstIndex { try test(predicate, $0) }
                    : try elements.lastIndex { try test(predicate, $0) }
                return (found.map { .number(Double($0), .int) } ?? .null, nil)
            case ("firstIndex", "of:"), ("lastIndex", "of:"):
                let found =
                    name == "firstIndex"
                    ? try elements.firstIndex { try compare("==", $0, values[0], at: call) }
                    : try elements.lastIndex { try compare("==", $0, values[0], at: call) }
                return (found.map { .number(Double($0), .int) } ?? .null, nil)
            case ("contains", "where:"),
                ("contains", "_:") where values.first.map({ if case .closure = $0 { true } else { false } }) == true:
                let predicate = try closure()
                return (.bool(try elements.contains { try test(predicate, $0) }), nil)
            case ("contains", "_:"):
                return (.bool(try elements.contains { try compare("==", $0, values[0], at: call) }), nil)
            case ("allSatisfy", _):
                let predicate = try closure()
                return (.bool(try elements.allSatisfy { try test(predicate, $0) }), nil)
            case ("min", ""), ("max", ""):
                guard var best = elements.first else { return (.null, nil) }
                for element in elements.dropFirst()
                where try compare(name == "min" ? "<" : ">", element, best, at: call) {
                    best = element
                }
                return (best, nil)
            case ("min", "by:"), ("max", "by:"), ("min", "_:"), ("max", "_:"):
                let ordered = try closure()
                guard var best = elements.first else { return (.null, nil) }
                for element in elements.dropFirst() {
                    let before = try bool(
                        try self.call(
                            ordered, arguments: name == "min" ? [element, best] : [best, element], at: call),
                        name, at: call)
                    if before { best = element }
                }
                return (best, nil)
            case ("sorted", ""), ("sorted", "by:"), ("sorted", "_:"):
                try grow(by: elements.count, at: call)
                return (.array(try sorted(elements, by: labels == "" ? nil : try closure(), at: call)), nil)
            case ("reversed", ""):
                try grow(by: elements.count, at: call)
                return (.array(elements.reversed()), nil)
            case ("reduce", "_:_:"):
                let combine = try closure(1)
                var result = values[0]
                for element in elements { result = try self.call(combine, arguments: [result, element], at: call) }
                return (result, nil)
            case ("enumerated", ""):
                try grow(by: elements.count, at: call)
                return (
                    .array(
                        elements.enumerated().map {
                            .tuple([("offset", .number(Double($0.offset), .int)), ("element", $0.element)])
                        }), nil
                )
            case ("prefix", "_:"), ("suffix", "_:"), ("dropFirst", "_:"), ("dropLast", "_:"), ("dropFirst", ""),
                ("dropLast", ""):
                let count = labels == "" ? 1 : max(0, try integer(values[0], at: call))
                let part: ArraySlice<Value>
                switch name {
                case "prefix": part = elements.prefix(count)
                case "suffix": part = elements.suffix(count)
                case "dropFirst": part = elements.dropFirst(count)
                default: part = elements.dropLast(count)
                }
                try grow(by: part.count, at: call)
                return (.array(Array(part)), nil)
            default:
                break
            }
        case .dictionary(var entries):
            switch (name, labels) {
            case ("removeAll", ""), ("removeAll", "keepingCapacity:"):
                return (.void, .dictionary([]))
            case ("removeValue", "forKey:"):
                guard let index = try entries.firstIndex(where: { try compare("==", $0.key, values[0], at: call) })
                else {
                    return (.null, nil)
                }
                return (entries.remove(at: index).value, .dictionary(entries))
            case ("updateValue", "_:forKey:"):
                if let index = try entries.firstIndex(where: { try compare("==", $0.key, values[1], at: call) }) {
                    let old = entries[index].value
                    entries[index].value = values[0]
                    return (old, .dictionary(entries))
                }
                try grow(by: 1, reaching: entries.count + 1, at: call)
                entries.append((values[1], values[0]))
                return (.null, .dictionary(entries))
            case ("forEach", _):
                let body = try closure()
                for entry in entries {
                    _ = try self.call(
                        body, arguments: [.tuple([("key", entry.key), ("value", entry.value)])], at: call)
                }
                return (.void, nil)
            case ("filter", _), ("map", _), ("compactMap", _), ("first", "where:"), ("contains", "where:"):
                let asArray = Value.array(entries.map { .tuple([("key", $0.key), ("value", $0.value)]) })
                return (try collectionMethod(asArray, name, arguments, at: call).result, nil)
            case ("mapValues", _):
                let transform = try closure()
                try grow(by: entries.count, at: call)
                return (
                    .dictionary(
                        try entries.map { ($0.key, try self.call(transform, arguments: [$0.value], at: call)) }), nil
                )
            default:
                break
            }
        default:
            break
        }
        throw diagnostic("method '\(name)(\(labels))' of \(receiver.typeName)", at: call.calledExpression)
    }

    private func outside(_ index: Int, _ elements: [Value], _ call: FunctionCallExprSyntax) -> SwiftLayoutDiagnostic {
        diagnostic("index \(index) is outside the array's \(elements.count) elements (it traps in Swift)", at: call)
    }

    /// Sorted by `<`, or by `areInIncreasingOrder`.
    private func sorted(_ elements: [Value], by areInIncreasingOrder: Closure?, at call: FunctionCallExprSyntax) throws
        -> [Value]
    {
        var failure: (any Error)?
        let result = elements.sorted { a, b in
            guard failure == nil else { return false }
            do {
                if let areInIncreasingOrder {
                    return try bool(
                        try self.call(areInIncreasingOrder, arguments: [a, b], at: call), "sorted", at: call)
                }
                return try compare("<", a, b, at: call)
            } catch {
                failure = error
                return false
            }
        }
        if let failure { throw failure }
        return result
    }
}

extension Interpreter {
    /// `[UICollectionViewLayoutAttributes]()`, `[CGFloat](repeating: 0, count: n)`, `[IndexPath: X]()`,
    /// `Array<X>()`, `Dictionary<K, V>()`: an empty array or dictionary, or a repeated value; nil for other callees.
    func collectionInitializer(_ callee: ExprSyntax, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws
        -> Value?
    {
        var isArray: Bool
        if let array = callee.as(ArrayExprSyntax.self), array.elements.count == 1 {
            isArray = true
        } else if callee.is(DictionaryExprSyntax.self) {
            isArray = false
        } else if let generic = callee.as(GenericSpecializationExprSyntax.self),
            let name = generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            ["Array", "Dictionary", "ContiguousArray", "Set"].contains(name)
        {
            isArray = name != "Dictionary"
            if name == "Set" { return try builtinCall("Set", arguments, at: call) }
        } else {
            return nil
        }
        switch (isArray, signature(arguments)) {
        case (_, ""): return isArray ? .array([]) : .dictionary([])
        case (true, "repeating:count:"): return try builtinCall("Array", arguments, at: call)
        case (true, "_:"): return .array(try array(arguments[0].value, "Array", at: call))
        default: throw diagnostic("\(callee.trimmedDescription)(\(signature(arguments)))", at: call)
        }
    }
}
