import SwiftSyntax

extension UIKitType {
    /// `NSCollectionLayoutEnvironment`, a section provider's second argument: `container`, `traitCollection`.
    static let collectionLayoutEnvironment: UIKitType = {
        var type = UIKitType("NSCollectionLayoutEnvironment")
        type.properties["container"] = Property(get: { _, _, _ in .container })
        type.properties["traitCollection"] = Property(get: { _, _, _ in .traitCollection })
        return type
    }()
}
