import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// `NSCollectionLayoutContainer`, the section provider's `environment.container`: `contentSize` and
    /// `effectiveContentSize` are the collection view's size W × H; `contentInsets` and `effectiveContentInsets`
    /// are zero (the layout's own insets are its sections').
    static let collectionLayoutContainer: UIKitType = {
        var type = UIKitType("NSCollectionLayoutContainer")
        for name in ["effectiveContentSize", "contentSize"] {
            type.properties[name] = Property(get: { interpreter, _, _ in
                .size(width: interpreter.containerSize.width, height: interpreter.containerSize.height)
            })
        }
        for name in ["effectiveContentInsets", "contentInsets"] {
            type.properties[name] = Property(get: { _, _, _ in .directionalInsets(.zero) })
        }
        return type
    }()
}
