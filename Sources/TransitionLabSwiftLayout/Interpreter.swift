import SwiftSyntax
import TransitionLabCore

/// A bounded tree-walking evaluator of the layout-building subset of Swift (`docs/swift-layouts.md`). The code is
/// never compiled or run; every step is counted, and anything outside the subset is a diagnostic with its position.
final class Interpreter {
    let declarations: Declarations
    let limits: SwiftLayoutLimits
    /// The collection view's bounds size: `environment.container.effectiveContentSize` and `collectionView.bounds`.
    let containerSize: Size
    /// Values for names the paste reads but does not define (`Metrics.rowSpacing = 8`).
    let values: SwiftLayoutValues
    /// The data source's items per section; nil when none are given (`numberOfItems(inSection:)`).
    let counts: [Int]?
    /// The layout installed on the collection view (`collectionView.collectionViewLayout = …`,
    /// `UICollectionView(frame:collectionViewLayout:)`), if any.
    var installedLayout: LayoutObject?
    /// The storyboard's flow layout, made when the paste reads the collection view's layout before installing one.
    var storyboardLayout: LayoutObject?
    /// The counts the paste's data source answered, once asked (`itemCounts`).
    var dataSourceCounts: (counts: [Int]?, asked: Bool)?
    private let converter: SourceLocationConverter
    /// Things skipped because the layout does not need them.
    private(set) var notes: [SwiftLayoutDiagnostic] = []
    private var noted: Set<String> = []
    private(set) var steps = 0
    private var depth = 0
    private var propertyValues: [String: Value] = [:]
    /// Properties whose assignment failed in set-up code (`lenient`): reading one is that error.
    private var failedProperties: [String: SwiftLayoutDiagnostic] = [:]
    /// Properties of the collection view that set-up code set, which the reader's collection view keeps at UIKit's
    /// defaults (`collectionView.contentInset = …`): reading one is that error.
    var setCollectionViewProperties: [String: SwiftLayoutDiagnostic] = [:]
    private var propertiesInProgress: Set<String> = []
    /// Whether a statement that fails for any reason, not only for reading a name outside the paste, is skipped when
    /// it acts on nothing of the paste: while the view controller's set-up code runs (`viewDidLoad`), most of which
    /// is not layout code.
    var lenient = false
    /// Symbols' large expressions, evaluated once a frame (`Interpreter+Symbols`), and their indexes.
    var sharedExpressions: [EffectExpression] = []
    var sharedIndex: [EffectExpression: Int] = [:]
    /// The conditions of the branches on symbols the code running now is in.
    var branchConditions: [EffectExpression] = []
    /// Whether a value chosen under a branch on a symbol is being assigned, where code run by setting it (a
    /// property's observers or setter) would run for every frame instead of under the branch.
    var assigningUnderBranch = false
    /// The deceleration rate the code gave the collection view (`collectionView.decelerationRate = .fast`).
    var decelerationRate: Double?
    /// Where the code gave it.
    var decelerationRatePosition: AbsolutePosition?
    /// The parameters' values at the end of the latest call of a pasted function, method or closure, with the
    /// call, for the `inout` arguments the caller assigns back.
    var finalArguments: (call: Syntax, values: [Value])?
    /// Per function running, its returns under conditions.
    var returnFrames: [ReturnFrame] = []
    /// Per loop running, how many branch conditions it started under (a `break` in a branch on a symbol is refused).
    var loopBranchDepths: [Int] = []
    /// Whether the collection view's content offset is a symbol (a layout asked again as the content scrolls).
    var symbolicOffset = false
    /// The kind of element a transition layout's overrides run for (`TransitionLayoutRun`); nil outside them.
    var transitionCategory: ElementCategory?
    /// Values text's expressions, parsed once each.
    var valueExpressions: [String: ExprSyntax] = [:]
    /// Functions and properties the evaluation used, so the rest can be noted as skipped.
    var used: Set<String> = []
    let globals = Scope(parent: nil)

    /// A `fatalError`/`preconditionFailure` reached: ends a section provider's answers.
    struct Trap: Error {
        let diagnostic: SwiftLayoutDiagnostic
    }

    init(
        file: SourceFileSyntax, converter: SourceLocationConverter, limits: SwiftLayoutLimits, containerSize: Size,
        values: SwiftLayoutValues = SwiftLayoutValues(), counts: [Int]? = nil
    ) {
        self.declarations = Declarations(file)
        self.converter = converter
        self.limits = limits
        self.containerSize = containerSize
        self.values = values
        self.counts = counts
    }

    // MARK: Diagnostics

    func diagnostic(
        _ message: String, at node: some SyntaxProtocol, kind: SwiftLayoutDiagnostic.Kind = .unsupported,
        unknownName: String? = nil
    ) -> SwiftLayoutDiagnostic {
        diagnostic(message, at: node.positionAfterSkippingLeadingTrivia, kind: kind, unknownName: unknownName)
    }

    func diagnostic(
        _ message: String, at position: AbsolutePosition, kind: SwiftLayoutDiagnostic.Kind = .unsupported,
        unknownName: String? = nil
    ) -> SwiftLayoutDiagnostic {
        let location = converter.location(for: position)
        return SwiftLayoutDiagnostic(
            line: location.line, column: location.column, message: message, kind: kind, unknownName: unknownName)
    }

    /// A name the paste does not define: its given value, else an error naming it, which a statement that only
    /// touches things outside the paste may skip.
    func unknown(_ name: String, at node: some SyntaxProtocol) throws -> Value {
        if let value = try given(name, at: node) { return value }
        if let framework = unknownFrameworkName(name, at: node) { throw framework }
        throw diagnostic("'\(name)' is not defined in the pasted code", at: node, kind: .outsideName, unknownName: name)
    }

    /// Records a skipped construct once per position.
    func note(_ message: String, at node: some SyntaxProtocol) {
        note(message, at: node.positionAfterSkippingLeadingTrivia)
    }

    /// Withdraws the notes saying `message`: what they said no longer holds.
    func unnote(_ message: String) {
        notes.removeAll { $0.message == message }
    }

    /// Records a skipped construct once per position.
    func note(_ message: String, at position: AbsolutePosition) {
        let note = diagnostic(message, at: position)
        if noted.insert(note.description).inserted { notes.append(note) }
    }

    /// Counts one evaluation step; throws when the step limit is reached.
    func step(_ node: some SyntaxProtocol) throws {
        steps += 1
        if steps > limits.steps {
            throw diagnostic("evaluation stopped after \(limits.steps) steps (step limit)", at: node)
        }
    }

    /// Counts what code makes toward the step limit, by the elements of arrays and dictionaries and the bytes of
    /// strings it builds: each costs a step, so code that builds large collections or strings stops at the step
    /// limit as code that loops does, long before the reader's CPU time runs out.
    func grow(by count: Int, at node: some SyntaxProtocol) throws {
        steps += count
        if count > limits.elements {
            throw diagnostic(
                "a collection or string of \(count) elements or bytes (element limit \(limits.elements))", at: node)
        }
        if steps > limits.steps {
            throw diagnostic(
                "evaluation stopped after \(limits.steps) steps (step limit; building an array, dictionary or string "
                    + "costs a step per element or byte)", at: node)
        }
    }

    /// `grow(by:at:)` for a collection that then holds `total` elements, at most the element limit.
    func grow(by count: Int, reaching total: Int, at node: some SyntaxProtocol) throws {
        try grow(by: count, at: node)
        if total > limits.elements {
            throw diagnostic(
                "a collection or string of more than \(limits.elements) elements or bytes (element limit)", at: node)
        }
    }

    /// Runs `body` one level deeper; throws past the depth limit instead of overflowing the stack.
    func nested<T>(_ node: some SyntaxProtocol, _ body: () throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        if depth > limits.depth {
            throw diagnostic("code nested more than \(limits.depth) levels deep (depth limit)", at: node)
        }
        return try body()
    }

    // MARK: Names

    /// A property of the pasted type: stored and `lazy` properties are evaluated once, computed ones every time.
    func property(_ name: String, at node: some SyntaxProtocol) throws -> Value? {
        if let value = propertyValues[name] { return value }
        if let failure = failedProperties[name] { throw failure }
        guard let binding = declarations.properties[name] else { return nil }
        try refuseIfRedeclared(name, at: node)
        used.insert(name)
        if let accessors = binding.accessorBlock {
            guard case .getter(let statements) = accessors.accessors else {
                throw diagnostic("property '\(name)' with get/set accessors", at: accessors)
            }
            return try call(body: statements, parameters: [], arguments: [], scope: globals, at: node)
        }
        if Self.isCollectionView(binding.typeAnnotation?.type),
            binding.initializer == nil || binding.initializer?.value.is(NilLiteralExprSyntax.self) == true
        {
            // `@IBOutlet var collectionView: UICollectionView!`, `var collectionView: UICollectionView! = nil`.
            propertyValues[name] = .collectionView
            return .collectionView
        }
        if Self.declaredType(binding.typeAnnotation?.type) == UIKitType.flowLayout.name,
            binding.initializer == nil || binding.initializer?.value.is(NilLiteralExprSyntax.self) == true
        {
            // `@IBOutlet weak var flowLayout: UICollectionViewFlowLayout!`: the storyboard's flow layout.
            let layout = Value.object(storyboardFlowLayout(at: binding))
            propertyValues[name] = layout
            return layout
        }
        guard let initializer = binding.initializer else {
            throw diagnostic("property '\(name)' has no initial value", at: binding, kind: .outsideName)
        }
        guard propertiesInProgress.insert(name).inserted else {
            throw diagnostic("property '\(name)' refers to itself", at: node)
        }
        defer { propertiesInProgress.remove(name) }
        let value = try coerce(
            try evaluate(initializer.value, in: globals), to: binding.typeAnnotation?.type, at: initializer.value)
        propertyValues[name] = value
        return value
    }

    /// Whether a declared type is `UICollectionView` (optional or not).
    static func isCollectionView(_ type: TypeSyntax?) -> Bool {
        declaredType(type) == "UICollectionView"
    }

    /// A declared type's name without `?` or `!`.
    static func declaredType(_ type: TypeSyntax?) -> String? {
        type?.trimmedDescription.filter { $0 != "?" && $0 != "!" }
    }

    /// Pasted members share one namespace (as if all were members of one view controller), so a name two
    /// declarations give could read the wrong one: refused, never guessed.
    private func refuseIfRedeclared(_ name: String, at node: some SyntaxProtocol) throws {
        guard declarations.redeclared.contains(name) else { return }
        throw diagnostic(
            "'\(name)' is declared more than once in the pasted code (in two types, or twice in one); this reader "
                + "keeps pasted members in one namespace, so rename one of them", at: node)
    }

    /// `self.name = value` or a bare `name = value` naming a property.
    func assignProperty(_ name: String, _ value: Value) -> Bool {
        guard declarations.properties[name] != nil else { return false }
        propertyValues[name] = value
        failedProperties[name] = nil
        return true
    }

    /// Records that set-up code could not give property `name` its value: reading it is `failure`.
    func failProperty(_ name: String, _ failure: SwiftLayoutDiagnostic) {
        propertyValues[name] = nil
        failedProperties[name] = failure
    }

    /// A computed property of a pasted enum, read on one of its cases (`section.columns` with `switch self`), or
    /// one a pasted extension adds to a value type, read on a value.
    func computedProperty(_ name: String, of value: Value, at node: some SyntaxProtocol) throws -> Value {
        guard let binding = declarations.properties[name], let accessors = binding.accessorBlock,
            case .getter(let statements) = accessors.accessors
        else { throw diagnostic("'\(name)' of \(value.typeName) is not a computed property", at: node) }
        try refuseIfRedeclared(name, at: node)
        used.insert(name)
        let scope = Scope(parent: globals)
        scope.declare("self", .value(value))
        let result = try call(body: statements, parameters: [], arguments: [], scope: scope, at: node)
        return try coerce(result, to: binding.typeAnnotation?.type, at: node)
    }

    /// Whether the pasted code has a function `name` taking these labels.
    func hasFunction(_ name: String, labels: [String]) -> Bool {
        declarations.functions[name]?.contains {
            Declarations.fits(labels, $0.signature.parameterClause.parameters) && $0.body != nil
        } == true
    }

    /// Calls a function of the pasted code, choosing the overload whose argument labels match; `selfValue` is
    /// `self` in its body (a case of the pasted enum whose method it is).
    func callFunction(
        _ name: String, arguments: [(label: String?, value: Value)], selfValue: Value? = nil,
        at node: some SyntaxProtocol
    ) throws -> Value? {
        guard let overloads = declarations.functions[name] else { return nil }
        try refuseIfRedeclared(name, at: node)
        let labels = arguments.map { $0.label ?? "_" }
        let matching = overloads.filter { Declarations.fits(labels, $0.signature.parameterClause.parameters) }
        // A protocol's requirement has no body; its extension's default has one.
        guard let function = matching.first(where: { $0.body != nil }) ?? matching.first else {
            throw diagnostic(
                "no function '\(name)' takes the arguments (\(labels.map { "\($0):" }.joined()))", at: node)
        }
        guard let body = function.body else { throw diagnostic("function '\(name)' has no body", at: function) }
        used.insert(name)
        var scope = globals
        if let selfValue {
            scope = Scope(parent: globals)
            scope.declare("self", .value(selfValue))
        }
        let result = try call(
            body: body.statements, parameters: function.signature.parameterClause.parameters, arguments, scope: scope,
            at: node)
        return try coerce(result, to: function.signature.returnClause?.type, at: node)
    }

    /// Runs a pasted function's, method's or initialiser's body with the call's arguments: a parameter the call
    /// passes over gets its default value (`func section(columns: Int = 2)` called as `section()`).
    func call(
        body: CodeBlockItemListSyntax, parameters: FunctionParameterListSyntax, _ arguments: Arguments, scope: Scope,
        at node: some SyntaxProtocol
    ) throws -> Value {
        var remaining = arguments[...]
        var values: [Value] = []
        for parameter in parameters {
            let label = parameter.firstName.identifier?.name ?? "_"
            if let next = remaining.first, (next.label ?? "_") == label {
                values.append(next.value)
                remaining.removeFirst()
            } else if let fallback = parameter.defaultValue {
                values.append(try evaluate(fallback.value, in: globals))
            } else {
                throw diagnostic("no argument for parameter '\(label)'", at: node)
            }
        }
        let names = parameters.map { (name: ($0.secondName ?? $0.firstName).text, type: Optional($0.type)) }
        return try call(body: body, parameters: names, arguments: values, scope: scope, at: node)
    }

    /// Calls a closure value with positional arguments.
    func call(_ closure: Closure, arguments: [Value], at node: some SyntaxProtocol) throws -> Value {
        var arguments = arguments
        if closure.parameters.count > 1, arguments.count == 1, case .tuple(let elements) = arguments[0],
            elements.count == closure.parameters.count
        {
            // `enumerated().map { index, frame in … }`: a tuple's elements are the parameters, as Swift allows.
            arguments = elements.map(\.value)
        }
        guard closure.parameters.count == arguments.count || closure.parameters.isEmpty else {
            throw diagnostic(
                "closure takes \(closure.parameters.count) arguments, called with \(arguments.count)", at: node)
        }
        var scope = closure.scope
        if closure.parameters.isEmpty, !arguments.isEmpty {
            scope = Scope(parent: scope)
            for (index, argument) in arguments.enumerated() { scope.declare("$\(index)", .value(argument)) }
        }
        return try call(
            body: closure.body, parameters: closure.parameters.map { ($0, nil) }, arguments: arguments, scope: scope,
            at: node)
    }

    func call(
        body: CodeBlockItemListSyntax, parameters: [(name: String, type: TypeSyntax?)], arguments: [Value],
        scope: Scope, at node: some SyntaxProtocol
    ) throws -> Value {
        returnFrames.append(ReturnFrame(entryDepth: branchConditions.count))
        defer { returnFrames.removeLast() }
        let result = try nested(node) { () throws -> Value in
            let local = Scope(parent: scope)
            for (parameter, argument) in zip(parameters, arguments) where parameter.name != "_" {
                local.declare(parameter.name, .value(try coerce(argument, to: parameter.type, at: node)))
            }
            defer {
                // What `inout` arguments write back (`Interpreter.evaluateCall`).
                finalArguments = (
                    Syntax(node),
                    parameters.map { parameter in
                        if case .value(let value) = local.lookup(parameter.name) { return value } else { return .null }
                    }
                )
            }
            // A single-expression body returns its value implicitly.
            if body.count == 1, let only = body.first, case .expr(let expression) = only.item,
                !expression.is(IfExprSyntax.self), !expression.is(SwitchExprSyntax.self)
            {
                return try evaluate(expression, in: local)
            }
            // A body that is one `switch` returns the value of a one-expression case (Swift 5.9 `switch` expressions).
            if body.count == 1, let item = body.first?.item,
                let switchExpression = (item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression)?
                    .as(SwitchExprSyntax.self)
            {
                if case .returned(let value) = try runSwitch(switchExpression, in: local, asValue: true) {
                    return value
                }
                return .void
            }
            switch try run(body, in: local) {
            case .returned(let value): return value
            case .normal, .broke, .continued: return .void
            }
        }
        // Returns inside branches on symbols give their values where those branches hold.
        return try finishReturns(returnFrames[returnFrames.count - 1], fallback: result, at: node)
    }
}
