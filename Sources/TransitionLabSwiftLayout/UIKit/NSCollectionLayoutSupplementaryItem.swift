import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// `NSCollectionLayoutSupplementaryItem(layoutSize:elementKind:containerAnchor:)` and `(…:itemAnchor:)`, an
    /// item's badge ([Apple](https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem));
    /// `zIndex` (default 1).
    static let collectionLayoutSupplementaryItem: UIKitType = {
        let name = "NSCollectionLayoutSupplementaryItem"
        var type = UIKitType(name)
        type.implicitInitializers = true
        let make: Call = { interpreter, arguments, call in
            let item = CollectionLayoutSupplementaryItem(
                layoutSize: try interpreter.layoutSize(arguments[0].value, "layoutSize", at: call),
                elementKind: try interpreter.string(arguments[1].value, "elementKind", at: call),
                containerAnchor: try interpreter.anchor(arguments[2].value, "containerAnchor", at: call),
                itemAnchor: try arguments.count == 4
                    ? interpreter.anchor(arguments[3].value, "itemAnchor", at: call) : nil)
            return .object(LayoutObject(name, item, at: call.positionAfterSkippingLeadingTrivia))
        }
        type.initializers["layoutSize:elementKind:containerAnchor:"] = make
        type.initializers["layoutSize:elementKind:containerAnchor:itemAnchor:"] = make
        type.properties["zIndex"] = .model(
            name, CollectionLayoutSupplementaryItem.self,
            get: {
                .number(Double($0.zIndex), .int)
            }
        ) { interpreter, item, value, node in
            item.zIndex = try interpreter.zIndex(value, "\(name).zIndex", at: node)
        }
        return type
    }()
}
