import SwiftSyntax
import TransitionLabCore

/// A value the layout interpreter computes: numbers, geometry, the values and objects of UIKit's layout API (held as
/// the layout model's types: `CollectionLayoutSize`, `CollectionLayoutGroup`, …), closures and names still waiting
/// for a type.
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
    /// `CGPoint`.
    case point(Point)
    /// `CGRect`; its width and height may be negative, as a `CGRect`'s may.
    case rect(Rect)
    /// `NSCollectionLayoutDimension`.
    case dimension(CollectionLayoutDimension)
    /// `NSCollectionLayoutSize`.
    case layoutSize(CollectionLayoutSize)
    /// `NSDirectionalEdgeInsets`.
    case directionalInsets(DirectionalEdgeInsets)
    /// `UIEdgeInsets`, its left inset as `leading` and its right inset as `trailing`.
    case edgeInsets(DirectionalEdgeInsets)
    /// `NSCollectionLayoutSpacing`.
    case spacing(CollectionLayoutSpacing)
    /// `NSCollectionLayoutEdgeSpacing`.
    case edgeSpacing(CollectionLayoutEdgeSpacing)
    /// `NSCollectionLayoutAnchor`.
    case anchor(CollectionLayoutAnchor)
    /// `IndexPath`.
    case indexPath(IndexPath)
    /// `CGAffineTransform`.
    case transform(AffineTransform)
    /// A number, or a Bool (1 or 0), that depends on what changes from frame to frame (the content offset a layout
    /// asked again as the content scrolls reads): the arithmetic that gives it (`Interpreter+Symbols`).
    case symbol(EffectExpression)
    /// A `CGPoint`, `CGSize`, `CGRect` or `CGAffineTransform` some of whose fields are symbols, its fields in the
    /// order of the type's memberwise initialiser.
    case record(String, [Value])
    /// An element of an array that is in it only while `condition` is non-zero (`filter` by a symbol).
    case guarded(Value, condition: EffectExpression)
    /// An element of app data the paste declares but does not fill (`photos[indexPath.item]` of
    /// `var photos: [Photo] = []`): what code reads of it is a value to give (`photos[i].height`).
    case appData(name: String, index: Int)
    /// `CATransform3D`.
    case transform3D(Transform3D)
    /// A reference-type UIKit object (`NSCollectionLayoutItem`, `…Group`, `…Section`, layouts, configuration).
    case object(LayoutObject)
    /// An instance of a struct the paste declares (`PastedStruct`).
    case structInstance(StructInstance)
    /// An implicit member (`.top`, `.groupPaging`, `.zero`) whose type the receiving parameter decides.
    case member(String)
    /// A type name used for its static members or initialisers (`NSCollectionLayoutGroup`, `UICollectionView`).
    case type(String)
    case closure(Closure)
    /// `NSCollectionLayoutEnvironment` and its `container`.
    case environment
    case container
    /// The collection view (and the view controller's `view`, which it fills): `UICollectionView`.
    case collectionView
    /// `UITraitCollection` of the environment or the collection view: its size classes.
    case traitCollection
    /// `self` of the pasted type: its properties and methods.
    case selfReference
    /// `super` in a method of a pasted class: the object, and the class whose members it starts looking in (a
    /// pasted class, or the UIKit class the pasted ones extend).
    case superReference(LayoutObject, from: String)
    /// A case of an enum over section indexes (`Section(rawValue: sectionIndex)`); `name` is nil for an
    /// undeclared enum whose case names come from the `switch` that matches it.
    case enumCase(type: String, name: String?, rawValue: Int)
    /// A case of a pasted enum with associated values (`.fixed(spacing: 40)`), its values with their labels.
    case enumPayload(type: String, name: String, values: [(label: String?, value: Value)])

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

    /// Whether this is a Core Graphics or UIKit value type (`CGRect`, `CGSize`, `UIEdgeInsets`, …).
    var isGeometry: Bool {
        switch self {
        case .size, .point, .rect, .record, .edgeInsets, .directionalInsets, .transform, .transform3D: true
        default: false
        }
    }

    /// Whether this is an array or a dictionary.
    var isCollection: Bool {
        switch self {
        case .array, .dictionary: true
        default: false
        }
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
        case .structInstance(let instance): instance.type
        case .enumPayload(let type, _, _): type
        case .size: "CGSize"
        case .point: "CGPoint"
        case .rect: "CGRect"
        case .dimension: "NSCollectionLayoutDimension"
        case .layoutSize: "NSCollectionLayoutSize"
        case .directionalInsets: "NSDirectionalEdgeInsets"
        case .edgeInsets: "UIEdgeInsets"
        case .spacing: "NSCollectionLayoutSpacing"
        case .edgeSpacing: "NSCollectionLayoutEdgeSpacing"
        case .anchor: "NSCollectionLayoutAnchor"
        case .indexPath: "IndexPath"
        case .transform: "CGAffineTransform"
        case .appData(let name, _): "\(name)[i]"
        case .symbol: "CGFloat"
        case .record(let type, _): type
        case .guarded(let value, _): value.typeName
        case .transform3D: "CATransform3D"
        case .object(let object): object.className
        case .member(let name): ".\(name)"
        case .type(let name): "\(name).Type"
        case .closure: "closure"
        case .environment: "NSCollectionLayoutEnvironment"
        case .container: "NSCollectionLayoutContainer"
        case .collectionView: "UICollectionView"
        case .traitCollection: "UITraitCollection"
        case .selfReference: "self"
        case .superReference: "super"
        case .enumCase(let type, _, _): type
        }
    }
}

/// A closure literal or a function body with the scope it captured.
struct Closure {
    /// Parameter names in order (`_` for a wildcard).
    let parameters: [String]
    let body: CodeBlockItemListSyntax
    let scope: Scope
    let position: AbsolutePosition
    /// The local function it is, called with its labels and default values.
    var function: FunctionDeclSyntax? = nil
}

/// Local names (`let`, `var`, parameters), chained to the enclosing scope.
final class Scope {
    enum Binding {
        case value(Value)
        /// An initialiser that named something outside the pasted code: an error only if the layout reads it.
        case failed(SwiftLayoutDiagnostic)
        /// A local computed variable (`var xOffset: CGFloat { … }`): its getter, run where it is read.
        case computed(Closure)
    }

    /// What a method scope runs, where Swift's rules for property observers depend on it.
    enum Running {
        /// An initialiser of the pasted class named: it sets its own stored properties without their observers.
        case initializer(of: String)
        /// The observer of the property named: setting that property again runs no observer.
        case observer(of: String)
    }

    private var bindings: [String: Binding] = [:]
    let parent: Scope?
    /// What this scope runs on which object, for a method scope that runs an initialiser or an observer.
    private let running: (object: LayoutObject, what: Running)?

    init(parent: Scope?, running: (object: LayoutObject, what: Running)? = nil) {
        self.parent = parent
        self.running = running
    }

    /// What the innermost method scope around this one runs, if it runs an initialiser or an observer.
    var enclosingRun: (object: LayoutObject, what: Running)? {
        var scope: Scope? = self
        while let current = scope {
            if let running = current.running { return running }
            scope = current.parent
        }
        return nil
    }

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
