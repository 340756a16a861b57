import SwiftSyntax

/// A class the paste declares that extends a UIKit layout class (`UICollectionViewLayout`,
/// `UICollectionViewFlowLayout`, `UICollectionViewTransitionLayout`) or `UICollectionViewLayoutAttributes`, directly or
/// through another pasted class: its own members, with those its extensions add. An instance answers these before
/// the UIKit class it extends (`Interpreter+Instances`).
struct PastedClass {
    let name: String
    /// The class it extends: a UIKit class or another pasted class.
    let superclass: String
    /// Where it is declared.
    let declaration: ClassDeclSyntax
    /// Stored properties (not `static`; `willSet`/`didSet` observers allowed), in declaration order.
    var storedProperties: [PatternBindingSyntax] = []
    /// Computed properties by name (`override var collectionViewContentSize: CGSize { … }` among them).
    var computedProperties: [String: PatternBindingSyntax] = [:]
    /// Observers added to a property of the class it extends (`override var itemSize: CGSize { didSet { … } }`),
    /// which keeps its storage there, by name.
    var observedOverrides: [String: PatternBindingSyntax] = [:]
    /// Methods by name, overloads in declaration order.
    var methods: [String: [FunctionDeclSyntax]] = [:]
    /// Initialisers in declaration order.
    var initializers: [InitializerDeclSyntax] = []

    /// The UIKit classes a pasted class may extend.
    static let uikitBases: Set<String> = [
        "UICollectionViewLayout", "UICollectionViewFlowLayout", "UICollectionViewTransitionLayout",
        "UICollectionViewLayoutAttributes",
    ]

    init(name: String, superclass: String, declaration: ClassDeclSyntax) {
        self.name = name
        self.superclass = superclass
        self.declaration = declaration
    }

    /// Adds a member of the class or of an extension of it; false for what it does not keep (types, `static`
    /// members), which join the paste's shared declarations instead.
    mutating func add(_ decl: DeclSyntax) -> Bool {
        if let function = decl.as(FunctionDeclSyntax.self) {
            guard !Self.isStatic(function.modifiers) else { return false }
            methods[function.name.text, default: []].append(function)
            return true
        }
        if let initializer = decl.as(InitializerDeclSyntax.self) {
            initializers.append(initializer)
            return true
        }
        guard let variable = decl.as(VariableDeclSyntax.self), !Self.isStatic(variable.modifiers) else { return false }
        let isOverride = variable.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
        for binding in variable.bindings where binding.pattern.is(IdentifierPatternSyntax.self) {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if binding.accessorBlock != nil, !Self.hasObservers(binding) {
                computedProperties[name] = binding
            } else if isOverride {
                observedOverrides[name] = binding
            } else {
                storedProperties.append(binding)
            }
        }
        return true
    }

    /// The stored property `name`, if the class declares one.
    func storedProperty(_ name: String) -> PatternBindingSyntax? {
        storedProperties.first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
    }

    /// The `get`, `set`, `willSet` or `didSet` accessor of a property, if it has one.
    static func accessor(_ kind: Keyword, of binding: PatternBindingSyntax) -> AccessorDeclSyntax? {
        guard case .accessors(let accessors) = binding.accessorBlock?.accessors else { return nil }
        return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(kind) }
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// A stored property with `didSet`/`willSet` observers, which keeps its value like any stored property.
    private static func hasObservers(_ binding: PatternBindingSyntax) -> Bool {
        guard case .accessors(let accessors) = binding.accessorBlock?.accessors else { return false }
        return accessors.allSatisfy {
            $0.accessorSpecifier.tokenKind == .keyword(.didSet) || $0.accessorSpecifier.tokenKind == .keyword(.willSet)
        }
    }
}
