import SwiftSyntax
import TransitionLabCore
import TransitionLabProtocol

/// A value the layout interpreter computes: numbers, geometry, the layout objects of UIKit's API (kept as the JSON
/// of `docs/layout-spec.md`), closures and names still waiting for a type.
indirect enum Value {
    case void
    case null
    case number(Double, NumberKind)
    case bool(Bool)
    case string(String)
    case array([Value])
    /// A tuple's elements with their labels (`(columns: 2, spacing: 8)`).
    case tuple([(label: String?, value: Value)])
    /// A dictionary literal's entries in order; a subscript finds a key with `==`.
    case dictionary([(key: Value, value: Value)])
    /// `CGSize`.
    case size(width: Double, height: Double)
    /// `NSCollectionLayoutDimension`, `NSCollectionLayoutSize`, insets, spacings: their JSON spec form.
    case data(DataKind, JSONValue)
    /// A reference-type UIKit object (`NSCollectionLayoutItem`, `…Group`, `…Section`, layouts, configuration).
    case object(LayoutObject)
    /// An implicit member (`.top`, `.groupPaging`, `.zero`) whose type the receiving parameter decides.
    case member(String)
    /// A type name used for its static members or initialisers (`NSCollectionLayoutGroup`, `UICollectionView`).
    case type(String)
    case closure(Closure)
    /// `NSCollectionLayoutEnvironment` and its `container`.
    case environment
    case container
    /// `UITraitCollection` of the environment or the collection view: its size classes.
    case traitCollection
    /// `self` of the pasted type: its properties and methods.
    case selfReference
    /// A case of an enum over section indexes (`Section(rawValue: sectionIndex)`); `name` is nil for an
    /// undeclared enum whose case names come from the `switch` that matches it.
    case enumCase(type: String, name: String?, rawValue: Int)

    /// Swift's number types, as far as arithmetic cares.
    enum NumberKind: Equatable {
        /// `Int`: division truncates.
        case int
        /// `CGFloat`, `Double`, `Float`.
        case float
        /// Integer literals not yet given a type. The number is their value in a `CGFloat` context (`1 / 3` is
        /// 0.333…); `asInt` is their value as `Int`, the type Swift gives them otherwise (`1 / 3` is 0).
        case literal(asInt: Double)
    }

    enum DataKind: String {
        case dimension = "NSCollectionLayoutDimension"
        case layoutSize = "NSCollectionLayoutSize"
        case directionalInsets = "NSDirectionalEdgeInsets"
        case edgeInsets = "UIEdgeInsets"
        case spacing = "NSCollectionLayoutSpacing"
        case edgeSpacing = "NSCollectionLayoutEdgeSpacing"
        case point = "CGPoint"
        case rect = "CGRect"
        case anchor = "NSCollectionLayoutAnchor"
    }

    /// The Swift type name used in messages.
    var typeName: String {
        switch self {
        case .void: "Void"
        case .null: "nil"
        case .number(_, let kind): kind == .int ? "Int" : "CGFloat"
        case .bool: "Bool"
        case .string: "String"
        case .array: "Array"
        case .dictionary: "Dictionary"
        case .tuple: "Tuple"
        case .size: "CGSize"
        case .data(let kind, _): kind.rawValue
        case .object(let object): object.kind.rawValue
        case .member(let name): ".\(name)"
        case .type(let name): "\(name).Type"
        case .closure: "closure"
        case .environment: "NSCollectionLayoutEnvironment"
        case .container: "NSCollectionLayoutContainer"
        case .traitCollection: "UITraitCollection"
        case .selfReference: "self"
        case .enumCase(let type, _, _): type
        }
    }
}

/// A UIKit layout object under construction. Like UIKit's classes it is shared by reference, so
/// `item.contentInsets = …` after `let item = …` changes the one item; groups and sections copy what they are given
/// (UIKit copies subitems and boundary items too).
final class LayoutObject {
    enum Kind: String {
        case item = "NSCollectionLayoutItem"
        case group = "NSCollectionLayoutGroup"
        case section = "NSCollectionLayoutSection"
        case boundaryItem = "NSCollectionLayoutBoundarySupplementaryItem"
        case supplementaryItem = "NSCollectionLayoutSupplementaryItem"
        case listConfiguration = "UICollectionLayoutListConfiguration"
        case decorationItem = "NSCollectionLayoutDecorationItem"
        case configuration = "UICollectionViewCompositionalLayoutConfiguration"
        case compositionalLayout = "UICollectionViewCompositionalLayout"
        case flowLayout = "UICollectionViewFlowLayout"
    }

    let kind: Kind
    /// The object's spec JSON fields (`docs/layout-spec.md`).
    var fields: [String: JSONValue]
    /// A compositional layout's section provider.
    var provider: Closure?
    /// A compositional layout's configuration.
    var configuration: LayoutObject?
    /// Where the object was made.
    let position: AbsolutePosition

    init(_ kind: Kind, fields: [String: JSONValue] = [:], at position: AbsolutePosition) {
        self.kind = kind
        self.fields = fields
        self.position = position
    }

    var json: JSONValue { .object(fields) }
}

/// A closure literal or a function body with the scope it captured.
struct Closure {
    /// Parameter names in order (`_` for a wildcard).
    let parameters: [String]
    let body: CodeBlockItemListSyntax
    let scope: Scope
    let position: AbsolutePosition
}

/// Local names (`let`, `var`, parameters), chained to the enclosing scope.
final class Scope {
    enum Binding {
        case value(Value)
        /// An initialiser that named something outside the pasted code: an error only if the layout reads it.
        case failed(SwiftLayoutDiagnostic)
    }

    private var bindings: [String: Binding] = [:]
    let parent: Scope?

    init(parent: Scope?) { self.parent = parent }

    func lookup(_ name: String) -> Binding? {
        var scope: Scope? = self
        while let current = scope {
            if let binding = current.bindings[name] { return binding }
            scope = current.parent
        }
        return nil
    }

    func declare(_ name: String, _ binding: Binding) { bindings[name] = binding }

    /// Reassigns an existing name; false when no scope declares it.
    func assign(_ name: String, _ value: Value) -> Bool {
        var scope: Scope? = self
        while let current = scope {
            if current.bindings[name] != nil {
                current.bindings[name] = .value(value)
                return true
            }
            scope = current.parent
        }
        return false
    }
}
