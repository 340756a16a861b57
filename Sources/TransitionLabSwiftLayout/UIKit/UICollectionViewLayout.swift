import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// `UICollectionViewLayout`, the class custom layouts extend, with UIKit's answers where a subclass does not
    /// give its own: `prepare()` does nothing, `collectionViewContentSize` is zero, the attribute queries answer nil
    /// and `targetContentOffset(…)` the proposed offset
    /// ([Apple](https://developer.apple.com/documentation/uikit/uicollectionviewlayout)); `collectionView` is the
    /// collection view. `invalidateLayout()` does nothing here: the layout is asked afresh whenever it is read.
    static let collectionViewLayout: UIKitType = {
        var type = UIKitType("UICollectionViewLayout")
        type.initializers[""] = { _, _, call in
            .object(
                LayoutObject("UICollectionViewLayout", CustomLayoutModel(), at: call.positionAfterSkippingLeadingTrivia)
            )
        }
        type.properties["collectionView"] = Property(get: { _, _, _ in .collectionView })
        type.properties["collectionViewContentSize"] = Property(get: { _, _, _ in .size(width: 0, height: 0) })
        let nothing: Method = { _, _, _, _ in .void }
        let none: Method = { _, _, _, _ in .null }
        type.methods["prepare"] = ["": nothing]
        type.methods["invalidateLayout"] = ["": nothing, "with:": nothing]
        type.methods["layoutAttributesForElements"] = ["in:": none]
        type.methods["layoutAttributesForItem"] = ["at:": none]
        type.methods["layoutAttributesForSupplementaryView"] = ["ofKind:at:": none]
        type.methods["layoutAttributesForDecorationView"] = ["ofKind:at:": none]
        type.methods["shouldInvalidateLayout"] = ["forBoundsChange:": { _, _, _, _ in .bool(false) }]
        let proposed: Method = { _, _, arguments, _ in arguments[0].value }
        type.methods["targetContentOffset"] = [
            "forProposedContentOffset:withScrollingVelocity:": proposed, "forProposedContentOffset:": proposed,
        ]
        return type
    }()
}

/// What a `UICollectionViewLayout` subclass keeps of UIKit's: nothing; its own stored properties hold its state
/// (`LayoutObject.storage`).
struct CustomLayoutModel {}
