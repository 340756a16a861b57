import SwiftSyntax

/// Setting a member of an object as Swift does (The Swift Programming Language, "Properties": Property Observers,
/// and "Initialization": Class Inheritance and Initialization): a pasted stored property runs its `willSet` and
/// `didSet`, except when its own class's initialiser sets it and when its own observer sets it again; a computed
/// property runs its setter; an override's observers run around the property of the class it extends; anything
/// else is a UIKit property.
extension Interpreter {
    /// Sets member `name` of an object (`super.name` from `start` on for a `super` reference), in `scope`.
    func setMember(_ name: String, of base: Value, to value: Value, in scope: Scope, at node: some SyntaxProtocol)
        throws
    {
        var receiver = base
        var start: String?
        if case .superReference(let object, let from) = base {
            receiver = .object(object)
            start = from
        }
        if case .object(let object) = receiver,
            try setPastedProperty(name, of: object, from: start, to: value, in: scope, at: node)
        {
            return
        }
        try setUIKitProperty(name, of: &receiver, to: value, at: node)
    }

    /// Sets property `name` of a pasted instance, looked up from class `start` (its own class when nil); false when
    /// no pasted class from there declares it.
    func setPastedProperty(
        _ name: String, of object: LayoutObject, from start: String?, to value: Value, in scope: Scope,
        at node: some SyntaxProtocol
    ) throws -> Bool {
        guard let own = object.pastedClass else { return false }
        for pasted in classChain(from: start ?? own) {
            if let binding = pasted.storedProperty(name) {
                let stored = (try? coerce(value, to: binding.typeAnnotation?.type, at: binding)) ?? value
                let observed = runsObservers(of: name, declaredIn: pasted, on: object, in: scope)
                try observe(binding, .willSet, of: pasted, on: object, observed ? stored : nil, at: node)
                let old = object.storage[name] ?? .null
                object.lazyProperties[name] = nil
                object.storage[name] = stored
                try observe(binding, .didSet, of: pasted, on: object, observed ? old : nil, at: node)
                return true
            }
            if let binding = pasted.computedProperties[name] {
                guard let setter = PastedClass.accessor(.set, of: binding), let body = setter.body else {
                    throw diagnostic("'\(name)' is a get-only property of \(pasted.name)", at: node)
                }
                let parameter = setter.parameters?.name.text ?? "newValue"
                try runAccessor(body, of: pasted, on: object, setting: name, parameter, to: value, at: node)
                return true
            }
            if let binding = pasted.observedOverrides[name] {
                let observed = runsObservers(of: name, declaredIn: nil, on: object, in: scope)
                let old = observed ? try instanceMember(name, of: object, from: pasted.superclass, at: node) : nil
                try observe(binding, .willSet, of: pasted, on: object, observed ? value : nil, at: node)
                if try !setPastedProperty(name, of: object, from: pasted.superclass, to: value, in: scope, at: node) {
                    var receiver = Value.object(object)
                    try setUIKitProperty(name, of: &receiver, to: value, at: node)
                }
                try observe(binding, .didSet, of: pasted, on: object, old, at: node)
                return true
            }
        }
        return false
    }

    /// Whether setting `name` of `object` here runs its observers: not in an initialiser of `declaringClass` (nil
    /// for a property of a UIKit class, whose pasted initialisers always run its observers), nor in an observer of
    /// the same property.
    private func runsObservers(
        of name: String, declaredIn declaringClass: PastedClass?, on object: LayoutObject, in scope: Scope
    ) -> Bool {
        guard let (running, what) = scope.enclosingRun, running === object else { return true }
        switch what {
        case .initializer(let className): return className != declaringClass?.name
        case .observer(let property): return property != name
        }
    }

    /// Runs the `willSet` (given the new value) or `didSet` (given the old value) of `binding`, if it has one and
    /// `argument` is not nil.
    private func observe(
        _ binding: PatternBindingSyntax, _ kind: Keyword, of pasted: PastedClass, on object: LayoutObject,
        _ argument: Value?, at node: some SyntaxProtocol
    ) throws {
        guard let argument, let observer = PastedClass.accessor(kind, of: binding), let body = observer.body,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return }
        let parameter = observer.parameters?.name.text ?? (kind == .willSet ? "newValue" : "oldValue")
        try runAccessor(
            body, of: pasted, on: object, setting: name, parameter, to: argument, running: .observer(of: name), at: node
        )
    }

    /// Runs the body of an accessor of property `name` on `object`, with `parameter` bound to `value`.
    private func runAccessor(
        _ body: CodeBlockSyntax, of pasted: PastedClass, on object: LayoutObject, setting name: String,
        _ parameter: String, to value: Value, running: Scope.Running? = nil, at node: some SyntaxProtocol
    ) throws {
        if assigningUnderBranch { throw changesPerFrame("setting '\(name)', which runs code when set,", at: node) }
        used.insert(pasted.name)
        let scope = methodScope(object, definedIn: pasted, running: running)
        scope.declare(parameter, .value(value))
        _ = try call(body: body.statements, parameters: [], arguments: [], scope: scope, at: node)
    }
}
