import SwiftSyntax

/// One UIKit or Core Graphics type as the reader knows it, declared in a file of its own in the style of
/// IBPCollectionViewCompositionalLayout's one file per UIKit class: how pasted code makes it (`initializers`,
/// `staticMethods`, `staticProperties`, enum cases among them), reads and changes it (`properties`) and calls it
/// (`methods`). `UIKitRegistry` lists every type; the interpreter looks UIKit names up there and nowhere else, for
/// the qualified spelling (`UICollectionView.ScrollDirection.vertical`, `NSCollectionLayoutDimension.absolute(44)`)
/// and the implicit one (`.vertical`, `.absolute(44)`, `.init(top:leading:bottom:trailing:)`) alike.
struct UIKitType: Sendable {
    /// An initialiser or a static method: the arguments with their labels, and the call for positions.
    typealias Call = @Sendable (Interpreter, Interpreter.Arguments, FunctionCallExprSyntax) throws -> Value
    /// A static property or enum case.
    typealias StaticProperty = @Sendable (Interpreter, Syntax) throws -> Value
    /// An instance method: the receiver, the arguments and the call.
    typealias Method = @Sendable (Interpreter, Value, Interpreter.Arguments, FunctionCallExprSyntax) throws -> Value

    /// An instance property. `get` reads it from the receiver; `set` changes the receiver, an object in place and
    /// a value type in the copy the interpreter then assigns back (`section.contentInsets.top = 8`).
    struct Property: Sendable {
        var get: (@Sendable (Interpreter, Value, Syntax) throws -> Value)?
        var set: (@Sendable (Interpreter, inout Value, Value, Syntax) throws -> Void)?

        init(
            get: (@Sendable (Interpreter, Value, Syntax) throws -> Value)? = nil,
            set: (@Sendable (Interpreter, inout Value, Value, Syntax) throws -> Void)? = nil
        ) {
            self.get = get
            self.set = set
        }
    }

    /// The Swift spelling (`UICollectionView.ScrollDirection` for a nested type).
    let name: String
    /// Other spellings of the same type (`UICollectionViewScrollDirection`, the Objective-C era name).
    var aliases: [String] = []
    /// The UIKit class this one extends, whose properties and methods it also has.
    var superclass: String?
    /// Initialisers by their argument labels (`"layoutSize:supplementaryItems:"`; `""` for `init()`).
    var initializers: [String: Call] = [:]
    /// Whether `.init(…)` with one of these initialisers' labels is this type wherever it is written (the labels
    /// are the type's own: `UIKitRegistry` checks that no two such types share them).
    var implicitInitializers = false
    /// Static properties and enum cases by name (`zero`, `vertical`, `elementKindSectionHeader`).
    var staticProperties: [String: StaticProperty] = [:]
    /// Static methods by name, then argument labels (`horizontal` → `"layoutSize:subitems:"`).
    var staticMethods: [String: [String: Call]] = [:]
    /// Whether the static methods are also written as implicit members (`.fractionalWidth(0.5)`, `.fixed(8)`).
    var implicitStaticMethods = false
    /// Instance properties by name.
    var properties: [String: Property] = [:]
    /// Instance methods by name, then argument labels.
    var methods: [String: [String: Method]] = [:]
    /// Top-level names declared with the type (`UICollectionElementKindSectionHeader`).
    var globals: [String: StaticProperty] = [:]

    init(_ name: String) {
        self.name = name
    }

    /// A Swift enum of UIKit whose cases the reader keeps by name: `.vertical` and
    /// `UICollectionView.ScrollDirection.vertical` are the same implicit member, which the property or parameter
    /// that receives it checks (`Interpreter.choice`).
    static func enumeration(_ name: String, cases: [String], aliases: [String] = []) -> UIKitType {
        var type = UIKitType(name)
        type.aliases = aliases
        for member in cases { type.staticProperties[member] = { _, _ in .member(member) } }
        return type
    }
}
