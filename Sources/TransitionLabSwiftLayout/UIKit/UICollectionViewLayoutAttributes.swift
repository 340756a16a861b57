import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// `UICollectionViewLayoutAttributes(forCellWith:)`, `(forSupplementaryViewOfKind:with:)`,
    /// `(forDecorationViewOfKind:with:)`, `()` (a cell's, with an empty `indexPath` until one is set); `frame`, `center`, `size`, `bounds`, `transform`, `transform3D`, `alpha`,
    /// `zIndex`, `isHidden`, `indexPath`, `representedElementCategory`, `representedElementKind`; `copy()`. As a
    /// view's, the element's centre and size are kept apart from its transform, which acts about the centre
    /// ([UIView.transform](https://developer.apple.com/documentation/uikit/uiview/transform)): `frame` is the
    /// untransformed rectangle (UIKit leaves a transformed view's frame undefined; our reading). Any number of them
    /// may be a symbol (a layout asked again as the content scrolls).
    static let collectionViewLayoutAttributes: UIKitType = {
        let name = "UICollectionViewLayoutAttributes"
        var type = UIKitType(name)
        func make(
            _ category:
                @escaping @Sendable (Interpreter, Interpreter.Arguments, FunctionCallExprSyntax) throws
                -> ElementCategory
        ) -> Call {
            { interpreter, arguments, call in
                let path = try interpreter.indexPath(
                    arguments[arguments.count - 1].value, arguments.last?.label ?? "indexPath", at: call)
                let model = AttributesModel(category: try category(interpreter, arguments, call), indexPath: path)
                return .object(LayoutObject(name, model, at: call.positionAfterSkippingLeadingTrivia))
            }
        }
        type.initializers["forCellWith:"] = make { _, _, _ in .cell }
        type.initializers[""] = { _, _, call in
            let model = AttributesModel(category: .cell, indexPath: AttributesModel.emptyIndexPath)
            return .object(LayoutObject(name, model, at: call.positionAfterSkippingLeadingTrivia))
        }
        type.initializers["forSupplementaryViewOfKind:with:"] = make { interpreter, arguments, call in
            .supplementaryView(elementKind: try interpreter.string(arguments[0].value, "elementKind", at: call))
        }
        type.initializers["forDecorationViewOfKind:with:"] = make { interpreter, arguments, call in
            .decorationView(elementKind: try interpreter.string(arguments[0].value, "elementKind", at: call))
        }
        type.properties["frame"] = .attributes(get: { _, model, _ in model.frame }) { interpreter, model, value, node in
            model.frame = try interpreter.makeRecord(
                "CGRect", try interpreter.fields(of: value, as: "CGRect", at: node))
        }
        type.properties["center"] = .attributes(get: { interpreter, model, node in
            let edges = try interpreter.edges(of: model.frame, at: node)
            return try interpreter.makeRecord("CGPoint", [edges.midX, edges.midY])
        }) { interpreter, model, value, node in
            let center = try interpreter.fields(of: value, as: "CGPoint", at: node)
            var parts = try interpreter.fields(of: model.frame, as: "CGRect", at: node)
            let half = Value.number(2, .float)
            parts[0] = try interpreter.arithmetic(
                "-", center[0], try interpreter.arithmetic("/", parts[2], half, at: node), at: node)
            parts[1] = try interpreter.arithmetic(
                "-", center[1], try interpreter.arithmetic("/", parts[3], half, at: node), at: node)
            model.frame = try interpreter.makeRecord("CGRect", parts)
        }
        let sizeProperty = UIKitType.Property.attributes(get: { interpreter, model, node in
            try interpreter.makeRecord(
                "CGSize", Array(try interpreter.fields(of: model.frame, as: "CGRect", at: node)[2..<4]))
        }) { interpreter, model, value, node in try model.setSize(value, interpreter, at: node) }
        type.properties["size"] = sizeProperty
        type.properties["bounds"] = .attributes(get: { interpreter, model, node in
            let zero = Value.number(0, .float)
            return try interpreter.makeRecord(
                "CGRect", [zero, zero] + Array(try interpreter.fields(of: model.frame, as: "CGRect", at: node)[2..<4]))
        }) { interpreter, model, value, node in
            // The bounds' size is the size (about the centre); their origin moves the content, not the element.
            let parts = try interpreter.fields(of: value, as: "CGRect", at: node)
            try model.setSize(try interpreter.makeRecord("CGSize", Array(parts[2..<4])), interpreter, at: node)
        }
        type.properties["alpha"] = .attributes(get: { _, model, _ in model.alpha }) { interpreter, model, value, node in
            model.alpha = try interpreter.scalar(value, "\(name).alpha", at: node)
        }
        type.properties["zIndex"] = .attributes(get: { _, model, _ in model.zIndex }) {
            interpreter, model, value, node in
            if case .symbol = value { return model.zIndex = value }
            model.zIndex = .number(Double(try interpreter.zIndex(value, "\(name).zIndex", at: node)), .int)
        }
        type.properties["isHidden"] = .attributes(get: { _, model, _ in model.isHidden }) {
            interpreter, model, value, node in
            if case .symbol = value { return model.isHidden = value }
            model.isHidden = .bool(try interpreter.bool(value, "\(name).isHidden", at: node))
        }
        type.properties["indexPath"] = .attributes(get: { _, model, _ in .indexPath(model.indexPath) }) {
            interpreter, model, value, node in
            model.indexPath = try interpreter.indexPath(value, "\(name).indexPath", at: node)
        }
        type.properties["transform"] = .attributes(get: { _, model, _ in model.transform }) {
            interpreter, model, value, node in
            model.transform = try interpreter.makeRecord(
                "CGAffineTransform", try interpreter.fields(of: value, as: "CGAffineTransform", at: node))
            model.transform3D = nil
        }
        type.properties["transform3D"] = .attributes(get: { interpreter, model, node in
            if let transform3D = model.transform3D { return .transform3D(transform3D) }
            return .transform3D(Transform3D(try interpreter.affineTransform(model.transform, at: node)))
        }) { interpreter, model, value, node in
            if value.typeName == "CGAffineTransform" {
                // A plane scale of the scroll position (`symbolicPlaneScale`), kept as the plane transform.
                model.transform = value
                model.transform3D = nil
                return
            }
            let transform = try interpreter.transform3D(value, at: node)
            // Checked where it is set: a 3-D transform the plane cannot show is refused here, never ignored.
            model.transform = .transform(try interpreter.affineTransform(.transform3D(transform), at: node))
            model.transform3D = transform
        }
        type.properties["representedElementCategory"] = .attributes(get: { _, model, _ in
            switch model.category {
            case .cell: .member("cell")
            case .supplementaryView: .member("supplementaryView")
            case .decorationView: .member("decorationView")
            }
        })
        type.properties["representedElementKind"] = .attributes(get: { _, model, _ in
            switch model.category {
            case .cell: .null
            case .supplementaryView(let kind), .decorationView(let kind): .string(kind)
            }
        })
        let copy: Method = { interpreter, receiver, _, call in
            guard case .object(let object) = receiver else {
                throw interpreter.diagnostic("copy() of \(receiver.typeName)", at: call)
            }
            return .object(object.copy())
        }
        type.methods["copy"] = ["": copy, "with:": copy]
        return type
    }()

    /// `UICollectionView.ElementCategory` (`UICollectionElementCategory`).
    static let elementCategory = UIKitType.enumeration(
        "UICollectionView.ElementCategory", cases: ["cell", "supplementaryView", "decorationView"],
        aliases: ["UICollectionElementCategory"])
}

/// An element's attributes as a layout sets them, each a value of the interpreter: a number, or a symbol when the
/// layout is asked again as the content scrolls.
struct AttributesModel {
    /// The index path of attributes made with `init()`, which UIKit leaves empty (`IndexPath()`).
    static let emptyIndexPath = IndexPath(item: -1_000_001, section: -1_000_001)

    var category: ElementCategory
    var indexPath: IndexPath
    /// A `CGRect`.
    var frame: Value = .rect(.zero)
    var alpha: Value = .number(1, .float)
    var zIndex: Value = .number(0, .int)
    var isHidden: Value = .bool(false)
    /// A `CGAffineTransform`.
    var transform: Value = .transform(.identity)
    /// The 3-D transform as given, when code set `transform3D` (read back as given).
    var transform3D: Transform3D?

    init(category: ElementCategory, indexPath: IndexPath) {
        self.category = category
        self.indexPath = indexPath
    }

    /// The model of laid-out attributes (a flow layout's answers, as `super` gives them).
    init(_ attributes: LayoutAttributes) {
        var category = attributes.representedElementCategory
        // UIKit's kind names for the flow's headers and footers are the constants the paste compares them with
        // (`UICollectionView.elementKindSectionHeader`), which the reader reads as the engine's `header` and
        // `footer`.
        if case .supplementaryView(let kind) = category,
            let name = [
                FlowLayout.elementKindSectionHeader: "elementKindSectionHeader",
                FlowLayout.elementKindSectionFooter: "elementKindSectionFooter",
            ][kind], let readerKind = SwiftLayoutPrinter.elementKinds[name]
        {
            category = .supplementaryView(elementKind: readerKind)
        }
        self.init(category: category, indexPath: attributes.indexPath)
        frame = .rect(attributes.frame)
        alpha = .number(attributes.alpha, .float)
        zIndex = .number(Double(attributes.zIndex), .int)
        isHidden = .bool(attributes.isHidden)
        if !attributes.hasIdentityTransform {
            // Scale, then rotation, then translation: the order `LayoutAttributes` keeps them in.
            let scale = attributes.transformScale
            let translation = attributes.transformTranslation
            transform = .transform(
                AffineTransform.scale(scale.width, scale.height)
                    .concatenating(.rotation(attributes.transformRotation))
                    .concatenating(.translation(translation.x, translation.y)))
        }
    }

    /// Sets the size about the centre, as UIKit's `size` does.
    mutating func setSize(_ value: Value, _ interpreter: Interpreter, at node: some SyntaxProtocol) throws {
        let size = try interpreter.fields(of: value, as: "CGSize", at: node)
        let edges = try interpreter.edges(of: frame, at: node)
        let half = Value.number(2, .float)
        frame = try interpreter.makeRecord(
            "CGRect",
            [
                try interpreter.arithmetic(
                    "-", edges.midX, try interpreter.arithmetic("/", size[0], half, at: node), at: node),
                try interpreter.arithmetic(
                    "-", edges.midY, try interpreter.arithmetic("/", size[1], half, at: node), at: node),
                size[0], size[1],
            ])
    }
}

extension UIKitType.Property {
    /// A property of layout attributes (also those of a pasted subclass of them).
    fileprivate static func attributes(
        get: @escaping @Sendable (Interpreter, AttributesModel, Syntax) throws -> Value,
        set: (@Sendable (Interpreter, inout AttributesModel, Value, Syntax) throws -> Void)? = nil
    ) -> Self {
        let type = "UICollectionViewLayoutAttributes"
        var property = Self(get: { interpreter, value, node in
            try get(interpreter, try interpreter.model(value, type, as: AttributesModel.self, type, at: node), node)
        })
        if let set {
            property.set = { interpreter, value, newValue, node in
                guard case .object(let object) = value, var model = object.model(as: AttributesModel.self) else {
                    throw interpreter.diagnostic("\(type) expected, got \(value.typeName)", at: node)
                }
                try set(interpreter, &model, newValue, node)
                object.model = model
            }
        }
        return property
    }
}
