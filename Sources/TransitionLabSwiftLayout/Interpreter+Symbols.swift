import SwiftSyntax
import TransitionLabCore

/// Symbols: numbers that change from frame to frame. A layout that asks to be asked again as its content scrolls
/// (`shouldInvalidateLayout(forBoundsChange:)` answering true) is run once with the content offset a symbol; what
/// its code computes from it becomes arithmetic of the offset (`EffectExpression`, the effects' arithmetic), which the
/// layout engine evaluates every frame (`CustomLayoutDynamics`). A branch on a symbol runs both ways, each under its
/// condition, and what either writes is written as a choice between the new and the old value (`select`); a
/// `return` under a condition returns its value under it. Code that needs a fixed number where a symbol arrives (an
/// array index, a loop's bound) is refused, never guessed.
extension Interpreter {
    /// A value that is a number, a Bool or a symbol as an expression; nil for anything else.
    func expression(of value: Value) -> EffectExpression? {
        switch value {
        case .number(let number, let kind):
            if case .literal(let asInt) = kind { return .constant(number == asInt ? number : number) }
            return .constant(number)
        case .bool(let flag): return .constant(flag ? 1 : 0)
        case .symbol(let expression): return expression
        default: return nil
        }
    }

    /// The value of an expression: a number when it is constant, else a symbol, shared when it is large
    /// (`share(_:)`).
    func symbolValue(_ expression: EffectExpression) -> Value {
        if case .constant(let number) = expression { return .number(number, .float) }
        return .symbol(share(expression))
    }

    /// `operation` of `operands`, folded to a number when every operand is one.
    func operate(_ operation: EffectExpression.Operation, _ operands: [Value], at node: some SyntaxProtocol) throws
        -> Value
    {
        var expressions: [EffectExpression] = []
        for operand in operands {
            guard let expression = expression(of: try resolved(operand, at: node)) else {
                throw diagnostic("'\(operation.rawValue)' on \(operand.typeName)", at: node)
            }
            expressions.append(expression)
        }
        let result = EffectExpression.operation(operation, expressions)
        let logical = Self.logicalOperations.contains(operation)
        if expressions.allSatisfy({ if case .constant = $0 { true } else { false } }) {
            let number = result.value(shared: []) { _ in 0 }
            guard number.isFinite else { throw diagnostic("'\(operation.rawValue)' gives no number here", at: node) }
            return logical ? .bool(number != 0) : .number(number, .float)
        }
        // `true && x` is x, `false && x` false, and so on: a condition stays as small as what it tests.
        if operation == .and || operation == .or,
            let constant = expressions.firstIndex(where: { if case .constant = $0 { true } else { false } }),
            case .constant(let known) = expressions[constant]
        {
            if (known != 0) == (operation == .and) { return symbolValue(expressions[1 - constant]) }
            return .bool(known != 0)
        }
        if operation == .not, case .operation(.not, let inner) = expressions[0] { return symbolValue(inner[0]) }
        return symbolValue(result)
    }

    /// Operations whose values are 1 or 0: `Bool`s in Swift.
    static let logicalOperations: Set<EffectExpression.Operation> = [
        .less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual, .and, .or, .not,
    ]

    /// Keeps expressions small, so that code building on them (a running total over a layout's items) grows its
    /// arithmetic by a few nodes a step, never without bound: one larger than `sharedThreshold` nodes is evaluated
    /// once a frame and read from there. Identical ones are shared once.
    func share(_ expression: EffectExpression) -> EffectExpression {
        guard expression.nodeCount > Self.sharedThreshold else { return expression }
        if let index = sharedIndex[expression] { return .operation(.shared, [.constant(Double(index))]) }
        sharedExpressions.append(expression)
        sharedIndex[expression] = sharedExpressions.count - 1
        return .operation(.shared, [.constant(Double(sharedExpressions.count - 1))])
    }

    static let sharedThreshold = 48

    /// The error for a symbol where the reader needs a fixed value.
    func changesPerFrame(_ what: String, at node: some SyntaxProtocol) -> SwiftLayoutDiagnostic {
        if transitionCategory != nil { return transitionElementRead("\(what) that depends on it", at: node) }
        return diagnostic(
            "not supported yet: \(what) that depends on the scroll position (the layout is asked again as the content "
                + "scrolls) where a fixed value is needed (docs/swift-layouts.md#asked-again-as-the-content-scrolls)",
            at: node)
    }

    // MARK: Paths

    /// The condition under which the code running now runs: every branch on a symbol taken to get here, and no
    /// `return` under a condition yet in the function running; nil when it runs for every frame.
    var currentPath: EffectExpression? {
        conjunction(branchConditions + returnFrames.compactMap { $0.returned.map { .operation(.not, [$0]) } })
    }

    /// The path within the function running: the branches on symbols it took, and none of its returns yet; nil
    /// when it took none (a `return` then returns for every frame the function runs in).
    private var localPath: EffectExpression? {
        guard let frame = returnFrames.last else { return nil }
        let terms = Array(branchConditions.dropFirst(frame.entryDepth))
        guard !terms.isEmpty || frame.returned != nil else { return nil }
        return conjunction(terms + (frame.returned.map { [.operation(.not, [$0])] } ?? []))
    }

    /// `terms` joined with `&&`, 0 when one is the negation of another; nil for none.
    private func conjunction(_ terms: [EffectExpression]) -> EffectExpression? {
        guard var result = terms.first else { return nil }
        for term in terms where term == .constant(0) { return .constant(0) }
        for term in terms {
            if case .operation(.not, let negated) = term, terms.contains(negated[0]) { return .constant(0) }
        }
        for term in terms.dropFirst() { result = .operation(.and, [result, term]) }
        return share(result)
    }

    /// Whether the code running now never runs (a branch whose condition folded to false).
    var isUnreachable: Bool {
        if case .constant(0)? = currentPath { return true }
        return false
    }

    /// Runs `body` under `condition` as well as the path it runs under.
    func under<T>(_ condition: EffectExpression, _ body: () throws -> T) rethrows -> T {
        branchConditions.append(condition)
        defer { branchConditions.removeLast() }
        return try body()
    }

    /// Runs `body` as if no branch were open: for writing a value already chosen under the path.
    func withoutPath<T>(_ body: () throws -> T) rethrows -> T {
        let (conditions, frames) = (branchConditions, returnFrames)
        branchConditions = []
        returnFrames = frames.map { ReturnFrame(entryDepth: 0, returned: nil, value: $0.value) }
        defer { (branchConditions, returnFrames) = (conditions, frames) }
        return try body()
    }

    /// A `return value` inside a branch on a symbol: the function returns it in the frames where the branches hold,
    /// and runs on for the others; false when the function took no such branch, and so simply returns.
    func returnUnderPath(_ value: Value, at node: some SyntaxProtocol) throws -> Bool {
        guard let path = localPath, !returnFrames.isEmpty else { return false }
        var frame = returnFrames[returnFrames.count - 1]
        frame.value = try frame.value.map { try merge(path, value, $0, at: node) } ?? value
        frame.returned = share(frame.returned.map { EffectExpression.operation(.or, [$0, path]) } ?? path)
        returnFrames[returnFrames.count - 1] = frame
        return true
    }

    /// What a function returned under conditions, for `call(body:…)`: its value where it returned, `fallback`
    /// (what it returned otherwise) elsewhere.
    func finishReturns(_ frame: ReturnFrame, fallback: Value, at node: some SyntaxProtocol) throws -> Value {
        guard let returned = frame.returned, let value = frame.value else { return fallback }
        if case .void = fallback { return value }
        return try merge(returned, value, fallback, at: node)
    }

    /// The value `new` where `condition` holds and `old` elsewhere: a `select` for numbers and Bools, field by field
    /// for geometry, element by element for arrays; the same object or text either way. Anything else is refused.
    func merge(_ condition: EffectExpression, _ new: Value, _ old: Value, at node: some SyntaxProtocol) throws -> Value
    {
        if case .constant(let holds) = condition { return holds != 0 ? new : old }
        if let a = expression(of: new), let b = expression(of: old) {
            return a == b ? new : symbolValue(.operation(.select, [condition, a, b]))
        }
        switch (new, old) {
        case (.object(let a), .object(let b)) where a === b: return new
        case (.null, .null), (.void, .void), (.collectionView, .collectionView): return new
        case (.string(let a), .string(let b)) where a == b: return new
        case (.member(let a), .member(let b)) where a == b: return new
        case (.indexPath(let a), .indexPath(let b)) where a == b: return new
        case (.array(let a), .array(let b)) where a.count == b.count:
            return .array(try zip(a, b).map { try merge(condition, $0, $1, at: node) })
        default: break
        }
        // A plane 3-D transform beside a plane one (`transform3D` set to a scale of the scroll position): both as
        // `CGAffineTransform`s.
        if case .transform3D = old, new.typeName == "CGAffineTransform" {
            return try merge(condition, new, .transform(try affineTransform(old, at: node)), at: node)
        }
        if case .transform3D = new, old.typeName == "CGAffineTransform" {
            return try merge(condition, .transform(try affineTransform(new, at: node)), old, at: node)
        }
        if let type = Self.recordTypes[new.typeName], new.typeName == old.typeName {
            let (a, b) = (try fields(of: new, as: type, at: node), try fields(of: old, as: type, at: node))
            return try makeRecord(type, zip(a, b).map { try merge(condition, $0, $1, at: node) })
        }
        throw changesPerFrame("a choice between \(new.typeName) and \(old.typeName)", at: node)
    }

    // MARK: Records

    /// The value types whose fields may be symbols, with their fields in order.
    static let recordTypes: [String: String] = [
        "CGPoint": "CGPoint", "CGSize": "CGSize", "CGRect": "CGRect", "CGAffineTransform": "CGAffineTransform",
        "UIOffset": "UIOffset",
    ]

    /// The fields of a point, size, rectangle or transform, numbers or symbols.
    func fields(of value: Value, as type: String, at node: some SyntaxProtocol) throws -> [Value] {
        let number = { (value: Double) in Value.number(value, .float) }
        switch (type, value) {
        case (_, .record(let name, let fields)) where name == type: return fields
        case ("CGPoint", .point(let point)): return [number(point.x), number(point.y)]
        case ("CGPoint", .member("zero")), ("CGSize", .member("zero")), ("UIOffset", .member("zero")):
            return [number(0), number(0)]
        case ("CGSize", .size(let width, let height)): return [number(width), number(height)]
        case ("CGRect", .rect(let rect)):
            return [number(rect.origin.x), number(rect.origin.y), number(rect.size.width), number(rect.size.height)]
        case ("CGRect", .member("zero")): return Array(repeating: number(0), count: 4)
        case ("CGAffineTransform", .transform(let t)): return [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number)
        case ("CGAffineTransform", .member("identity")): return [1, 0, 0, 1, 0, 0].map(number)
        case ("CGAffineTransform", .transform3D):
            let t = try affineTransform(value, at: node)
            return [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number)
        default: throw diagnostic("expected \(type), got \(value.typeName)", at: node)
        }
    }

    /// A point, size, rectangle or transform of these fields: the plain value when every field is a number.
    func makeRecord(_ type: String, _ fields: [Value]) throws -> Value {
        var numbers: [Double] = []
        for field in fields {
            guard case .number(let number, _) = field else { return .record(type, fields) }
            numbers.append(number)
        }
        switch type {
        case "CGPoint": return .point(Point(x: numbers[0], y: numbers[1]))
        case "CGSize": return .size(width: numbers[0], height: numbers[1])
        case "CGRect": return .rect(Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
        case "UIOffset": return .record(type, fields)
        default:
            return .transform(
                AffineTransform(
                    a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], tx: numbers[4], ty: numbers[5]))
        }
    }

    /// A number that may be a symbol: a number or symbol value itself (resolved); anything else is refused.
    func scalar(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> Value {
        let value = try resolved(value, at: node)
        switch value {
        case .number, .symbol: return value
        default: throw diagnostic("\(what) expects a number, got \(value.typeName)", at: node)
        }
    }
}

/// What a function returned under conditions so far (`Interpreter.returnUnderPath`).
struct ReturnFrame {
    /// How many branch conditions the caller was under: those are not the function's own.
    let entryDepth: Int
    /// When it has returned: the paths of its conditional `return`s.
    var returned: EffectExpression?
    /// What it returned, chosen by those conditions.
    var value: Value?
}
