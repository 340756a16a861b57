import SwiftSyntax
import TransitionLabCore

/// Statements: declarations, `return`, `if`/`guard`/`switch`, `for` over ranges, and skipped code.
extension Interpreter {
    enum Flow {
        case normal
        case returned(Value)
        case broke
        case continued
    }

    func run(_ items: CodeBlockItemListSyntax, in scope: Scope) throws -> Flow {
        for item in items {
            // After a `return` under every condition still open, the rest never runs.
            if isUnreachable { return .normal }
            try step(item)
            if item.hasError, !item.item.is(FunctionDeclSyntax.self) { throw parseError(in: item) }
            let flow = try run(item, in: scope)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    /// The pasted code's top-level statements, in order (a `return` there ends them).
    func runTopLevel() throws {
        for item in declarations.statements {
            try step(item)
            if case .normal = try run(item, in: globals) { continue }
            return
        }
    }

    private func run(_ item: CodeBlockItemSyntax, in scope: Scope) throws -> Flow {
        switch item.item {
        case .decl(let decl):
            try declare(decl, in: scope)
            return .normal
        case .stmt(let statement):
            return try run(statement, in: scope)
        case .expr(let expression):
            return try runExpression(expression, in: scope)
        }
    }

    private func declare(_ decl: DeclSyntax, in scope: Scope) throws {
        if let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                if let tuplePattern = binding.pattern.as(TuplePatternSyntax.self) {
                    try declareTuple(tuplePattern, binding, in: scope)
                    continue
                }
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw diagnostic("this pattern in a declaration", at: binding.pattern)
                }
                if let accessors = binding.accessorBlock, binding.initializer == nil {
                    scope.declare(name, .computed(try localGetter(accessors, in: scope)))
                    continue
                }
                guard let initializer = binding.initializer else {
                    scope.declare(name, .value(.null))
                    continue
                }
                do {
                    let value = try evaluate(initializer.value, in: scope)
                    scope.declare(
                        name, .value(try coerce(value, to: binding.typeAnnotation?.type, at: initializer.value)))
                } catch let skipped as SwiftLayoutDiagnostic where skipped.kind == .outsideName || lenient {
                    scope.declare(
                        name,
                        .failed(
                            SwiftLayoutDiagnostic(
                                line: skipped.line, column: skipped.column, message: skipped.message,
                                kind: .outsideName,
                                unknownName: skipped.unknownName)))
                }
            }
        } else if let function = decl.as(FunctionDeclSyntax.self), let body = function.body {
            let parameters = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
            scope.declare(
                function.name.text,
                .value(
                    .closure(
                        Closure(
                            parameters: parameters, body: body.statements, scope: scope,
                            position: function.positionAfterSkippingLeadingTrivia, function: function))))
        } else {
            note("declaration skipped (not part of the layout)", at: decl)
        }
    }

    /// The getter of a local computed variable, run in the scope it is declared in.
    private func localGetter(_ accessors: AccessorBlockSyntax, in scope: Scope) throws -> Closure {
        let body: CodeBlockItemListSyntax
        switch accessors.accessors {
        case .getter(let statements): body = statements
        case .accessors(let list):
            guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body else {
                throw diagnostic("a local variable with observers and no value", at: accessors)
            }
            body = getter.statements
        }
        return Closure(parameters: [], body: body, scope: scope, position: accessors.positionAfterSkippingLeadingTrivia)
    }

    /// `let (columns, spacing) = (2, 8)`: each name gets its element.
    private func declareTuple(_ pattern: TuplePatternSyntax, _ binding: PatternBindingSyntax, in scope: Scope) throws {
        guard let initializer = binding.initializer else { throw diagnostic("a tuple without a value", at: pattern) }
        let value = try coerce(
            try evaluate(initializer.value, in: scope), to: binding.typeAnnotation?.type, at: initializer.value)
        try bindTuple(pattern.elements.map { Syntax($0.pattern) }, to: value, at: pattern, in: scope)
    }

    /// Each name of a tuple pattern (`(columns, _)`) gets its element of `value`.
    private func bindTuple(
        _ slots: [some SyntaxProtocol], to value: Value, at pattern: some SyntaxProtocol, in scope: Scope
    ) throws {
        guard case .tuple(let elements) = value, elements.count == slots.count else {
            throw diagnostic("\(value.typeName) does not match this tuple pattern", at: pattern)
        }
        for (element, slot) in zip(elements, slots) {
            // In an expression pattern a name is a pattern inside an expression.
            let slot = slot.as(PatternExprSyntax.self).map { Syntax($0.pattern) } ?? Syntax(slot)
            if slot.is(WildcardPatternSyntax.self) || slot.is(DiscardAssignmentExprSyntax.self) { continue }
            guard
                let name = slot.as(IdentifierPatternSyntax.self)?.identifier.text
                    ?? slot.as(DeclReferenceExprSyntax.self)?.baseName.text
            else { throw diagnostic("this pattern in a tuple", at: slot) }
            scope.declare(name, .value(element.value))
        }
    }

    private func run(_ statement: StmtSyntax, in scope: Scope) throws -> Flow {
        if let returnStatement = statement.as(ReturnStmtSyntax.self) {
            let value = try returnStatement.expression.map { try evaluate($0, in: scope) } ?? .void
            return try returnUnderPath(value, at: returnStatement) ? .normal : .returned(value)
        }
        if let wrapped = statement.as(ExpressionStmtSyntax.self) {
            return try runExpression(wrapped.expression, in: scope)
        }
        if let guardStatement = statement.as(GuardStmtSyntax.self) {
            switch try truth(of: guardStatement.conditions, in: scope) {
            case .holds(true): return .normal
            case .holds(false):
                let flow = try run(guardStatement.body.statements, in: Scope(parent: scope))
                if case .normal = flow {
                    throw diagnostic("guard body must not fall through", at: guardStatement.body)
                }
                return flow
            case .symbol(let condition):
                // The body runs where the condition fails; its `return` leaves the rest to where it holds.
                let flow = try under(.operation(.not, [condition])) {
                    try run(guardStatement.body.statements, in: Scope(parent: scope))
                }
                guard case .normal = flow else {
                    throw changesPerFrame("a 'guard' that leaves a loop", at: guardStatement)
                }
                return .normal
            }
        }
        if statement.is(BreakStmtSyntax.self) || statement.is(ContinueStmtSyntax.self) {
            if branchConditions.count > (loopBranchDepths.last ?? 0) {
                throw changesPerFrame("a 'break' or 'continue'", at: statement)
            }
            return statement.is(BreakStmtSyntax.self) ? .broke : .continued
        }
        if let loop = statement.as(ForStmtSyntax.self) { return try runFor(loop, in: scope) }
        if let loop = statement.as(WhileStmtSyntax.self) { return try runWhile(loop, in: scope) }
        if let loop = statement.as(RepeatStmtSyntax.self) { return try runRepeat(loop, in: scope) }
        throw diagnostic("statement '\(statement.firstToken(viewMode: .sourceAccurate)?.text ?? "")'", at: statement)
    }

    /// An expression used as a statement: `if`, `switch`, an assignment, or a call whose result is unused.
    private func runExpression(_ expression: ExprSyntax, in scope: Scope) throws -> Flow {
        if let ifExpression = expression.as(IfExprSyntax.self) {
            do {
                return try runIf(ifExpression, in: scope)
            } catch let skipped as SwiftLayoutDiagnostic where lenient {
                // Set-up code's `if let image = UIImage(named: …) { view.backgroundColor = … }`: outside the layout.
                if try ifActsOnPastedCode(ifExpression, in: scope) { throw skipped.read }
                note("skipped (not part of the layout): \(skipped.message)", at: expression)
                return .normal
            }
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return try runSwitch(switchExpression, in: scope)
        }
        do {
            _ = try evaluate(expression, in: scope)
        } catch let skipped as SwiftLayoutDiagnostic where skipped.kind == .outsideName || lenient {
            // Set-up code that cannot give a property its value (`dataSource = …`) fails only a layout that reads it.
            if lenient, let name = assignedProperty(expression, in: scope) {
                failProperty(
                    name,
                    SwiftLayoutDiagnostic(
                        line: skipped.line, column: skipped.column, message: skipped.message, kind: .outsideName,
                        unknownName: skipped.unknownName))
                note("skipped (not part of the layout): \(skipped.message)", at: expression)
                return .normal
            }
            // A statement that changes the paste's own values would leave the layout reading what it did not do.
            if try actsOnPastedCode(expression, in: scope) { throw skipped.read }
            note("skipped (not part of the layout): \(skipped.message)", at: expression)
        }
        return .normal
    }

    /// The property of the paste a plain assignment (`name = …`, `self.name = …`) gives a value, if it is one.
    private func assignedProperty(_ expression: ExprSyntax, in scope: Scope) -> String? {
        guard let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self)
        else { return nil }
        let target = infix.leftOperand
        let name: String
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            guard scope.lookup(reference.baseName.text) == nil else { return nil }
            name = reference.baseName.text
        } else if let member = target.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        return declarations.properties[name] != nil ? name : nil
    }

    /// Whether a statement assigns to, or calls a method or function of, something the paste defines (a local, a
    /// property, a function, a layout object), rather than only things outside it (`collectionView.register(…)`,
    /// `view.addSubview(…)`, `super.viewDidLoad()`).
    /// Whether an `if` of set-up code may change the paste's own values: its conditions read the collection view's
    /// layout (`if let layout = collectionView.collectionViewLayout as? PinterestLayout`), or any of its branches
    /// holds a statement other than an expression that acts only outside the paste.
    private func ifActsOnPastedCode(_ ifExpression: IfExprSyntax, in scope: Scope) throws -> Bool {
        if ifExpression.conditions.tokens(viewMode: .sourceAccurate).contains(where: {
            $0.text == "collectionViewLayout"
        }) {
            return true
        }
        for item in ifExpression.body.statements {
            guard let expression = item.item.as(ExprSyntax.self), try !actsOnPastedCode(expression, in: scope) else {
                return true
            }
        }
        switch ifExpression.elseBody {
        case .ifExpr(let next)?: return try ifActsOnPastedCode(next, in: scope)
        case .codeBlock(let block)?:
            return try block.statements.contains { item in
                guard let expression = item.item.as(ExprSyntax.self) else { return true }
                return try actsOnPastedCode(expression, in: scope)
            }
        case nil: return false
        }
    }

    private func actsOnPastedCode(_ expression: ExprSyntax, in scope: Scope) throws -> Bool {
        var current = expression
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
            guard infix.operator.is(AssignmentExprSyntax.self) || ["+=", "-=", "*=", "/="].contains(op) else {
                return true
            }
            current = infix.leftOperand
        }
        var firstMember: String?
        // Whether the chain starts by calling its root (`configure(…)`), a function rather than a property.
        var rootIsCalled = false
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                // An outside function handed one of the paste's layout objects may change it (`Theme.style(section)`).
                if try call.arguments.contains(where: { try passesLayoutObject($0.expression, in: scope) }) {
                    return true
                }
                // One handed `&value` changes it.
                if call.arguments.contains(where: { $0.expression.is(InOutExprSyntax.self) }) { return true }
                current = call.calledExpression
                rootIsCalled = current.is(DeclReferenceExprSyntax.self)
            } else if let member = current.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return true }
                firstMember = member.declName.baseName.text
                current = base
            } else if let chaining = current.as(OptionalChainingExprSyntax.self) {
                current = chaining.expression
            } else if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
            } else {
                break
            }
        }
        if current.is(SuperExprSyntax.self) || current.is(DiscardAssignmentExprSyntax.self) { return false }
        guard let root = current.as(DeclReferenceExprSyntax.self)?.baseName.text else { return true }
        if let me = pastedSelf(in: scope), isMember(root, of: me) { return true }
        if root == "self" || root == "Self" || declarations.typeNames.contains(root) {
            guard let firstMember else { return false }
            if root == "self", let me = pastedSelf(in: scope), isMember(firstMember, of: me) { return true }
            return try isPasted(firstMember, called: rootIsCalled && firstMember == nil)
        }
        switch scope.lookup(root) {
        case .value(.collectionView): return false
        case .value, .computed: return true
        case .failed: return false
        case nil: break
        }
        if declarations.properties[root] != nil { return try isPasted(root, called: rootIsCalled) }
        // `collectionView?.backgroundColor = …` in a view controller whose data source methods are
        // `collectionView(_:…)`: the name is the collection view, not those functions, unless it is called.
        return (declarations.functions[root] != nil && rootIsCalled) || declarations.enums[root] != nil
            || UIKitRegistry.type(root) != nil
    }

    /// Whether `argument` names a layout object the paste made (a local, or `self`'s property, holding one): UIKit's
    /// layout objects are classes, so a function given one can change it.
    private func passesLayoutObject(_ argument: ExprSyntax, in scope: Scope) throws -> Bool {
        var current = argument
        if let reference = current.as(InOutExprSyntax.self) { current = reference.expression }
        if let member = current.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?
                .baseName.text == "self"
        {
            return try isLayoutObject(property: member.declName.baseName.text)
        }
        guard let name = current.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        switch scope.lookup(name) {
        case .value(.object): return true
        case .value, .failed, .computed: return false
        case nil: return try isLayoutObject(property: name)
        }
    }

    /// A property of the paste whose value is a layout object.
    private func isLayoutObject(property name: String) throws -> Bool {
        guard let binding = declarations.properties[name] else { return false }
        do {
            if case .object = try property(name, at: binding) { return true }
            return false
        } catch let outside as SwiftLayoutDiagnostic where outside.kind == .outsideName {
            return false
        }
    }

    /// Whether `name` is something of the paste: a function when it is called, else a property that holds a value of
    /// the paste, not the collection view or something outside it.
    private func isPasted(_ name: String, called: Bool) throws -> Bool {
        if called || declarations.properties[name] == nil { return declarations.functions[name] != nil }
        guard let binding = declarations.properties[name] else { return false }
        do {
            if case .collectionView = try property(name, at: binding) { return false }
            return true
        } catch let outside as SwiftLayoutDiagnostic where outside.kind == .outsideName {
            return false
        }
    }

    private func runIf(_ ifExpression: IfExprSyntax, in scope: Scope) throws -> Flow {
        let local = Scope(parent: scope)
        let elseBranch = { () throws -> Flow in
            switch ifExpression.elseBody {
            case .ifExpr(let next): return try self.runIf(next, in: scope)
            case .codeBlock(let block): return try self.run(block.statements, in: Scope(parent: scope))
            case nil: return .normal
            }
        }
        switch try truth(of: ifExpression.conditions, in: local) {
        case .holds(true): return try run(ifExpression.body.statements, in: local)
        case .holds(false): return try elseBranch()
        case .symbol(let condition):
            // Both branches run, each under its condition; what they write is chosen by it.
            let then = try under(condition) { try run(ifExpression.body.statements, in: local) }
            let otherwise = try under(.operation(.not, [condition])) { try elseBranch() }
            guard case .normal = then, case .normal = otherwise else {
                throw changesPerFrame("an 'if' that leaves a loop", at: ifExpression)
            }
            return .normal
        }
    }

    /// Whether conditions hold: for all frames, for none, or under a symbol.
    enum Truth {
        case holds(Bool)
        case symbol(EffectExpression)
    }

    /// The conditions of an `if` or `guard`: Boolean expressions, symbols among them, and `let` bindings.
    func truth(of list: ConditionElementListSyntax, in scope: Scope) throws -> Truth {
        var symbols: [EffectExpression] = []
        for element in list {
            if case .expression(let expression) = element.condition {
                let value = try evaluate(expression, in: scope)
                switch value {
                case .bool(false): return .holds(false)
                case .bool(true): continue
                case .symbol(let symbol): symbols.append(symbol)
                default: throw diagnostic("condition is not a Bool", at: expression)
                }
            } else if try !conditions([element], in: scope) {
                return .holds(false)
            }
        }
        guard var combined = symbols.first else { return .holds(true) }
        for symbol in symbols.dropFirst() { combined = .operation(.and, [combined, symbol]) }
        return .symbol(share(combined))
    }

    /// Conditions of `if`/`guard`: Boolean expressions and `let x = optional` bindings, all of which must hold.
    func conditions(_ list: some Sequence<ConditionElementSyntax>, in scope: Scope) throws -> Bool {
        for element in list {
            switch element.condition {
            case .expression(let expression):
                if !(try bool(try evaluate(expression, in: scope), "a condition", at: expression)) { return false }
            case .optionalBinding(let binding):
                if let tuple = binding.pattern.as(ExpressionPatternSyntax.self)?.expression.as(TupleExprSyntax.self),
                    let initializer = binding.initializer
                {
                    // `if let (width, offset) = settings`, which parses as an expression pattern.
                    let value = try evaluate(initializer.value, in: scope)
                    if case .null = value { return false }
                    try bindTuple(tuple.elements.map { $0.expression }, to: value, at: tuple, in: scope)
                    continue
                }
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw diagnostic("this pattern in a condition", at: binding.pattern)
                }
                let value =
                    try binding.initializer.map { try evaluate($0.value, in: scope) }
                    ?? lookup(name, in: scope, at: binding)
                if case .null = value { return false }
                scope.declare(name, .value(value))
            case .matchingPattern(let matching):
                // `if case .fixed(let spacing) = mode`.
                let subject = try evaluate(matching.initializer.value, in: scope)
                guard let pattern = Self.payloadPattern(matching.pattern),
                    let matched = try payloadMatches(
                        subject, pattern.expression, bindingAll: pattern.bindingAll, into: scope, in: scope)
                else { throw diagnostic("this kind of condition", at: element) }
                if !matched { return false }
            case .availability(let availability):
                // The lab's iPhone runs the current iOS: `#available(iOS 10.0, *)` holds, `#unavailable` does not.
                if availability.availabilityKeyword.tokenKind == .poundUnavailable { return false }
            default:
                throw diagnostic("this kind of condition", at: element)
            }
        }
        return true
    }

    /// `switch` over an index or a section enum. Case patterns are literals, ranges and enum cases; an enum the
    /// pasted code does not declare takes its raw values from the order of the switch's cases.
    /// With `asValue` (a `switch` expression), a case body that is one expression returns its value.
    func runSwitch(_ switchExpression: SwitchExprSyntax, in scope: Scope, asValue: Bool = false) throws -> Flow {
        let subject = try evaluate(switchExpression.subject, in: scope)
        let inferred = inferredCaseOrder(switchExpression)
        for entry in switchExpression.cases {
            guard case .switchCase(let switchCase) = entry else {
                throw diagnostic("#if inside switch", at: entry)
            }
            let matches: Bool
            let local = Scope(parent: scope)
            switch switchCase.label {
            case .default: matches = true
            case .case(let label):
                matches = try label.caseItems.contains { item in
                    if let pattern = Self.payloadPattern(item.pattern),
                        let matched = try payloadMatches(
                            subject, pattern.expression, bindingAll: pattern.bindingAll, into: local, in: scope)
                    {
                        if !matched { return false }
                    } else if let binding = item.pattern.as(ValueBindingPatternSyntax.self) {
                        // `case let x where …` binds the subject.
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                            throw diagnostic("this case pattern", at: binding)
                        }
                        local.declare(name, .value(subject))
                    } else if !(try self.matches(subject, item.pattern, inferred: inferred, in: scope)) {
                        return false
                    }
                    guard let clause = item.whereClause else { return true }
                    switch try evaluate(clause.condition, in: local) {
                    case .bool(let holds): return holds
                    case .symbol: throw changesPerFrame("a case's 'where' condition", at: clause.condition)
                    default: throw diagnostic("'where' condition is not a Bool", at: clause.condition)
                    }
                }
            }
            if matches {
                if asValue, switchCase.statements.count == 1, case .expr(let only) = switchCase.statements.first?.item,
                    !only.is(IfExprSyntax.self), !only.is(SwitchExprSyntax.self)
                {
                    return .returned(try evaluate(only, in: local))
                }
                let flow = try run(switchCase.statements, in: local)
                if case .broke = flow { return .normal }
                return flow
            }
        }
        throw diagnostic("no case of the switch matches \(describe(subject))", at: switchExpression)
    }

    /// The expression of a pattern that may match a case with associated values: `.fixed(let spacing)`, or
    /// `let .fixed(spacing)`, whose names all bind.
    static func payloadPattern(_ pattern: PatternSyntax) -> (expression: ExprSyntax, bindingAll: Bool)? {
        if let expression = pattern.as(ExpressionPatternSyntax.self)?.expression,
            expression.is(FunctionCallExprSyntax.self)
        {
            return (expression, false)
        }
        if let binding = pattern.as(ValueBindingPatternSyntax.self),
            let expression = binding.pattern.as(ExpressionPatternSyntax.self)?.expression,
            expression.is(FunctionCallExprSyntax.self)
        {
            return (expression, true)
        }
        return nil
    }

    private func inferredCaseOrder(_ switchExpression: SwitchExprSyntax) -> [String] {
        var names: [String] = []
        for entry in switchExpression.cases {
            guard case .switchCase(let switchCase) = entry, case .case(let label) = switchCase.label else { continue }
            for item in label.caseItems {
                guard let pattern = item.pattern.as(ExpressionPatternSyntax.self),
                    let member = pattern.expression.as(MemberAccessExprSyntax.self), member.base == nil
                else { continue }
                let name = member.declName.baseName.text
                if name != "none", name != "some" { names.append(name) }
            }
        }
        return names
    }

    private func matches(_ subject: Value, _ pattern: PatternSyntax, inferred: [String], in scope: Scope) throws
        -> Bool
    {
        guard let expressionPattern = pattern.as(ExpressionPatternSyntax.self) else {
            if pattern.is(WildcardPatternSyntax.self) { return true }
            throw diagnostic("this case pattern", at: pattern)
        }
        let expression = expressionPattern.expression
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            let name = member.declName.baseName.text
            switch subject {
            case .member(let subjectName): return subjectName == name
            case .null: return name == "none"
            case .enumCase(let type, let caseName, let rawValue):
                if let caseName { return caseName == name }
                if name == "none" { return rawValue < 0 || rawValue >= inferred.count }
                guard let index = inferred.firstIndex(of: name) else { return false }
                if index == rawValue, !inferred.isEmpty {
                    note(
                        "enum \(type) is not in the pasted code: its cases are taken in the order the switch lists "
                            + "them (\(inferred.enumerated().map { "\($1) = \($0)" }.joined(separator: ", ")))",
                        at: member)
                }
                return index == rawValue
            default:
                throw diagnostic("case .\(name) does not match \(describe(subject))", at: member)
            }
        }
        return try patternMatches(expression, subject, in: scope)
    }

    /// `for i in 0..<n`, `for item in array where …`, `for (index, element) in array.enumerated()`: over an array
    /// (ranges are arrays here); each turn costs a step, so a loop is bounded by the step limit.
    private func runFor(_ loop: ForStmtSyntax, in scope: Scope) throws -> Flow {
        if loop.tryKeyword != nil || loop.awaitKeyword != nil || loop.caseKeyword != nil {
            throw diagnostic("this form of 'for'", at: loop)
        }
        let elements = try sequence(try evaluate(loop.sequence, in: scope), at: loop.sequence)
        loopBranchDepths.append(branchConditions.count)
        defer { loopBranchDepths.removeLast() }
        for element in elements {
            try step(loop)
            let local = Scope(parent: scope)
            // An element in the array only under a condition runs the body only under it.
            var conditions: [EffectExpression] = []
            var value = element
            if case .guarded(let inner, let condition) = element {
                value = inner
                conditions.append(condition)
            }
            try bind(loop.pattern, to: value, in: local)
            if let clause = loop.whereClause {
                switch try evaluate(clause.condition, in: local) {
                case .bool(true): break
                case .bool(false): continue
                case .symbol(let symbol): conditions.append(symbol)
                default: throw diagnostic("'where' condition is not a Bool", at: clause.condition)
                }
            }
            let flow = try conditions.reversed().reduce({ try self.run(loop.body.statements, in: local) }) {
                body, condition in
                { try self.under(condition, body) }
            }()
            switch flow {
            case .normal, .continued: continue
            case .broke: return .normal
            case .returned(let value): return .returned(value)
            }
        }
        return .normal
    }

    /// A `for` pattern: a name, `_`, or a tuple of them (`(index, element)`, `(key, value)`).
    private func bind(_ pattern: PatternSyntax, to value: Value, in scope: Scope) throws {
        if let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            scope.declare(name, .value(value))
        } else if let tuple = pattern.as(TuplePatternSyntax.self) {
            guard case .tuple(let elements) = value, elements.count == tuple.elements.count else {
                throw diagnostic("\(value.typeName) does not match this tuple pattern", at: pattern)
            }
            for (slot, element) in zip(tuple.elements, elements) {
                try bind(slot.pattern, to: element.value, in: scope)
            }
        } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            try bind(binding.pattern, to: value, in: scope)
        } else if !pattern.is(WildcardPatternSyntax.self) {
            throw diagnostic("this pattern in a 'for'", at: pattern)
        }
    }

    /// `while condition { … }`: each turn costs a step, so a loop that never ends stops at the step limit.
    private func runWhile(_ loop: WhileStmtSyntax, in scope: Scope) throws -> Flow {
        loopBranchDepths.append(branchConditions.count)
        defer { loopBranchDepths.removeLast() }
        while true {
            try step(loop)
            let local = Scope(parent: scope)
            switch try truth(of: loop.conditions, in: local) {
            case .holds(true): break
            case .holds(false): return .normal
            case .symbol: throw changesPerFrame("a 'while' condition", at: loop.conditions)
            }
            switch try run(loop.body.statements, in: local) {
            case .normal, .continued: continue
            case .broke: return .normal
            case .returned(let value): return .returned(value)
            }
        }
    }

    /// `repeat { … } while condition`.
    private func runRepeat(_ loop: RepeatStmtSyntax, in scope: Scope) throws -> Flow {
        loopBranchDepths.append(branchConditions.count)
        defer { loopBranchDepths.removeLast() }
        while true {
            try step(loop)
            switch try run(loop.body.statements, in: Scope(parent: scope)) {
            case .normal, .continued: break
            case .broke: return .normal
            case .returned(let value): return .returned(value)
            }
            if !(try bool(try evaluate(loop.condition, in: scope), "a 'repeat' condition", at: loop.condition)) {
                return .normal
            }
        }
    }
}
