import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// `NSCollectionLayoutDecorationItem.background(elementKind:)`; `contentInsets`, `zIndex`.
    static let collectionLayoutDecorationItem: UIKitType = {
        let name = "NSCollectionLayoutDecorationItem"
        typealias Model = CollectionLayoutDecorationItem
        var type = UIKitType(name)
        type.implicitStaticMethods = true
        type.staticMethods["background"] = [
            "elementKind:": { interpreter, arguments, call in
                let kind = try interpreter.string(arguments[0].value, "elementKind", at: call)
                return .object(
                    LayoutObject(name, Model.background(elementKind: kind), at: call.positionAfterSkippingLeadingTrivia)
                )
            }
        ]
        type.properties["contentInsets"] = .model(name, Model.self, get: { .directionalInsets($0.contentInsets) }) {
            interpreter, item, value, node in
            item.contentInsets = try interpreter.directionalInsets(value, "\(name).contentInsets", at: node)
        }
        type.properties["zIndex"] = .model(name, Model.self, get: { .number(Double($0.zIndex), .int) }) {
            interpreter, item, value, node in
            item.zIndex = try interpreter.zIndex(value, "\(name).zIndex", at: node)
        }
        return type
    }()
}
