import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// `UICollectionView`: `init(frame:collectionViewLayout:)` is the collection view, whose bounds are the container
    /// size (`NSCollectionLayoutContainer`); `elementKindSectionHeader` and `…Footer`, and the Objective-C era
    /// constants `UICollectionElementKindSectionHeader` and `…Footer`, are the element kinds `header` and `footer`,
    /// the names the engine and the page use (`SwiftLayoutPrinter.elementKinds`).
    static let collectionView: UIKitType = {
        var type = UIKitType("UICollectionView")
        type.initializers["frame:collectionViewLayout:"] = { _, _, _ in .container }
        for (name, kind) in SwiftLayoutPrinter.elementKinds {
            type.staticProperties[name] = { _, _ in .string(kind) }
        }
        type.globals["UICollectionElementKindSectionHeader"] = { _, _ in .string(FlowLayout.elementKindSectionHeader) }
        type.globals["UICollectionElementKindSectionFooter"] = { _, _ in .string(FlowLayout.elementKindSectionFooter) }
        return type
    }()
}
