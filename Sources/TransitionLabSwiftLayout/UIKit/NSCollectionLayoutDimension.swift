import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// `NSCollectionLayoutDimension`: `.fractionalWidth(_:)`, `.fractionalHeight(_:)`, `.absolute(_:)`,
    /// `.estimated(_:)`; a negative value is an error (`LayoutSpec.checkedLength`).
    static let collectionLayoutDimension: UIKitType = {
        var type = UIKitType("NSCollectionLayoutDimension")
        type.implicitStaticMethods = true
        for semantic in CollectionLayoutDimension.Semantic.allCases {
            type.staticMethods[semantic.rawValue] = [
                "_:": { interpreter, arguments, call in
                    let value = try interpreter.length(arguments[0].value, ".\(semantic.rawValue)", at: call)
                    return .dimension(CollectionLayoutDimension(semantic: semantic, dimension: value))
                }
            ]
        }
        return type
    }()
}
