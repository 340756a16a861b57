import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// `UICollectionViewLayoutAttributes(forCellWith:)`, `(forSupplementaryViewOfKind:with:)`,
    /// `(forDecorationViewOfKind:with:)`; `frame`, `center`, `size`, `bounds`, `transform`, `transform3D`, `alpha`,
    /// `zIndex`, `isHidden`, `indexPath`, `representedElementCategory`, `representedElementKind`; `copy()`. As a
    /// view's, the element's centre and size are kept apart from its transform, which acts about the centre
    /// ([UIView.transform](https://developer.apple.com/documentation/uikit/uiview/transform)): `frame` is the
    /// untransformed rectangle (UIKit leaves a transformed view's frame undefined; our reading).
    static let collectionViewLayoutAttributes: UIKitType = {
        let name = "UICollectionViewLayoutAttributes"
        var type = UIKitType(name)
        func make(
            _ category:
                @escaping @Sendable (Interpreter, Interpreter.Arguments, FunctionCallExprSyntax) throws ->
                ElementCategory
        ) -> Call {
            { interpreter, arguments, call in
                let path = try interpreter.indexPath(
                    arguments.last!.value, arguments.last?.label ?? "indexPath", at: call)
                let attributes = LayoutAttributes(
                    category: try category(interpreter, arguments, call), indexPath: path, frame: .zero)
                return .object(
                    LayoutObject(
                        name, AttributesModel(attributes: attributes), at: call.positionAfterSkippingLeadingTrivia))
            }
        }
        type.initializers["forCellWith:"] = make { _, _, _ in .cell }
        type.initializers["forSupplementaryViewOfKind:with:"] = make { interpreter, arguments, call in
            .supplementaryView(elementKind: try interpreter.string(arguments[0].value, "elementKind", at: call))
        }
        type.initializers["forDecorationViewOfKind:with:"] = make { interpreter, arguments, call in
            .decorationView(elementKind: try interpreter.string(arguments[0].value, "elementKind", at: call))
        }
        type.properties["frame"] = .attributes(get: { .rect($0.attributes.frame) }) { interpreter, model, value, node in
            model.attributes.frame = try interpreter.rect(value, "\(name).frame", at: node)
        }
        type.properties["center"] = .attributes(get: { .point($0.attributes.center) }) {
            interpreter, model, value, node in
            model.attributes.center = try interpreter.point(value, "\(name).center", at: node)
        }
        type.properties["size"] = .attributes(get: {
            .size(width: $0.attributes.size.width, height: $0.attributes.size.height)
        }) { interpreter, model, value, node in
            model.attributes.size = try interpreter.size(value, "\(name).size", at: node)
        }
        type.properties["bounds"] = .attributes(get: { .rect(Rect(origin: .zero, size: $0.attributes.size)) }) {
            interpreter, model, value, node in
            model.attributes.size = try interpreter.rect(value, "\(name).bounds", at: node).size
        }
        type.properties["alpha"] = .attributes(get: { .number($0.attributes.alpha, .float) }) {
            interpreter, model, value, node in
            model.attributes.alpha = try interpreter.number(value, "\(name).alpha", at: node)
        }
        type.properties["zIndex"] = .attributes(get: { .number(Double($0.attributes.zIndex), .int) }) {
            interpreter, model, value, node in
            model.attributes.zIndex = try interpreter.zIndex(value, "\(name).zIndex", at: node)
        }
        type.properties["isHidden"] = .attributes(get: { .bool($0.attributes.isHidden) }) {
            interpreter, model, value, node in
            model.attributes.isHidden = try interpreter.bool(value, "\(name).isHidden", at: node)
        }
        type.properties["indexPath"] = .attributes(get: { .indexPath($0.attributes.indexPath) }) {
            interpreter, model, value, node in
            model.attributes.indexPath = try interpreter.indexPath(value, "\(name).indexPath", at: node)
        }
        type.properties["transform"] = .attributes(get: { .transform($0.transform) }) {
            interpreter, model, value, node in
            model.transform = try interpreter.affineTransform(value, at: node)
            model.transform3D = nil
        }
        type.properties["transform3D"] = .attributes(get: { .transform3D($0.transform3D ?? Transform3D($0.transform)) })
        {
            interpreter, model, value, node in
            let transform = try interpreter.transform3D(value, at: node)
            model.transform3D = transform
            // Checked where it is set: a 3-D transform the plane cannot show is refused here, never ignored.
            model.transform = try interpreter.affineTransform(.transform3D(transform), at: node)
        }
        type.properties["representedElementCategory"] = .attributes(get: {
            switch $0.attributes.representedElementCategory {
            case .cell: .member("cell")
            case .supplementaryView: .member("supplementaryView")
            case .decorationView: .member("decorationView")
            }
        })
        type.properties["representedElementKind"] = .attributes(get: {
            switch $0.attributes.representedElementCategory {
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

/// An element's attributes as a layout sets them: the layout model's attributes, and the transform as code gave it
/// (`LayoutAttributes` keeps it as a scale, a rotation and a translation, `AttributesModel.laidOut`).
struct AttributesModel {
    var attributes: LayoutAttributes
    var transform = AffineTransform.identity
    /// The 3-D transform as given, when code set `transform3D` (read back as given).
    var transform3D: Transform3D?

    /// The attributes with the transform written in: nil for a skewing transform, which a frame cannot show.
    var laidOut: LayoutAttributes? {
        var result = attributes
        guard let parts = transform.decomposed else { return nil }
        result.transformScale = Size(width: parts.scaleX, height: parts.scaleY)
        result.transformRotation = parts.rotation
        result.transformTranslation = Point(x: parts.tx, y: parts.ty)
        return result
    }
}

extension UIKitType.Property {
    /// A property of layout attributes (also those of a pasted subclass of them).
    fileprivate static func attributes(
        get: @escaping @Sendable (AttributesModel) -> Value,
        set: (@Sendable (Interpreter, inout AttributesModel, Value, Syntax) throws -> Void)? = nil
    ) -> Self {
        .model("UICollectionViewLayoutAttributes", AttributesModel.self, get: get, set: set)
    }
}
