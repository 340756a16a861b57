import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// `NSCollectionLayoutItem(layoutSize:)` and `(layoutSize:supplementaryItems:)` (item badges); `contentInsets`,
    /// `edgeSpacing`.
    static let collectionLayoutItem: UIKitType = {
        var type = UIKitType("NSCollectionLayoutItem")
        type.implicitInitializers = true
        let make: Call = { interpreter, arguments, call in
            var item = CollectionLayoutItem(
                layoutSize: try interpreter.layoutSize(arguments[0].value, "layoutSize", at: call))
            if arguments.count == 2 {
                item.supplementaryItems = try interpreter.array(arguments[1].value, "supplementaryItems", at: call).map
                {
                    try interpreter.model(
                        $0, "NSCollectionLayoutSupplementaryItem", as: CollectionLayoutSupplementaryItem.self,
                        "supplementaryItems", at: call)
                }
            }
            try interpreter.checking(
                "NSCollectionLayoutItem", at: call.positionAfterSkippingLeadingTrivia,
                positions: interpreter.positions(of: [.supplementaryItems: "supplementaryItems"], in: call)
            ) { () throws(LayoutSpecViolation) in try item.validate() }
            return .object(LayoutObject("NSCollectionLayoutItem", item, at: call.positionAfterSkippingLeadingTrivia))
        }
        type.initializers["layoutSize:"] = make
        type.initializers["layoutSize:supplementaryItems:"] = make
        type.properties = subitemProperties(of: "NSCollectionLayoutItem", as: CollectionLayoutItem.self)
        return type
    }()

    /// `contentInsets` and `edgeSpacing`, which items and groups share.
    static func subitemProperties<Model: CollectionLayoutSubitemModel>(of name: String, as _: Model.Type)
        -> [String: Property]
    {
        [
            "contentInsets": .model(name, Model.self, get: { .directionalInsets($0.contentInsets) }) {
                interpreter, model, value, node in
                model.contentInsets = try interpreter.directionalInsets(value, "\(name).contentInsets", at: node)
            },
            "edgeSpacing": .model(name, Model.self, get: { $0.edgeSpacing.map(Value.edgeSpacing) ?? .null }) {
                interpreter, model, value, node in
                model.edgeSpacing = try interpreter.optional(value) {
                    try interpreter.edgeSpacing($0, "\(name).edgeSpacing", at: node)
                }
            },
        ]
    }
}

/// What items and groups share: their insets and edge spacing.
protocol CollectionLayoutSubitemModel {
    var contentInsets: DirectionalEdgeInsets { get set }
    var edgeSpacing: CollectionLayoutEdgeSpacing? { get set }
}

extension CollectionLayoutItem: CollectionLayoutSubitemModel {}
extension CollectionLayoutGroup: CollectionLayoutSubitemModel {}

extension UIKitType.Property {
    /// A property of an object whose model is a `Model`: `get` reads the model; `set` changes it in place.
    static func model<Model>(
        _ type: String, _: Model.Type, get: @escaping @Sendable (Model) -> Value,
        set: (@Sendable (Interpreter, inout Model, Value, Syntax) throws -> Void)? = nil
    ) -> Self {
        var property = Self(get: { interpreter, value, node in
            get(try interpreter.model(value, type, as: Model.self, type, at: node))
        })
        if let set {
            property.set = { interpreter, value, newValue, node in
                guard case .object(let object) = value, var model = object.model(as: Model.self) else {
                    throw interpreter.diagnostic("\(type) expected, got \(value.typeName)", at: node)
                }
                try set(interpreter, &model, newValue, node)
                object.model = model
            }
        }
        return property
    }
}
