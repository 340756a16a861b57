import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// `NSCollectionLayoutDimension`: `.fractionalWidth(_:)`, `.fractionalHeight(_:)`, `.absolute(_:)`,
    /// `.estimated(_:)`; a negative value is an error (`LayoutSpec.checkedLength`). An estimate is drawn as given
    /// and said in a note: on a device, self-sizing cells replace it with the size Auto Layout gives their content
    /// ("Estimated heights for self-sizing cells", Apple's `NSCollectionLayoutDimension.estimated(_:)`).
    static let collectionLayoutDimension: UIKitType = {
        var type = UIKitType("NSCollectionLayoutDimension")
        type.implicitStaticMethods = true
        for semantic in CollectionLayoutDimension.Semantic.allCases {
            type.staticMethods[semantic.rawValue] = [
                "_:": { interpreter, arguments, call in
                    let value = try interpreter.length(arguments[0].value, ".\(semantic.rawValue)", at: call)
                    if semantic == .estimated {
                        interpreter.note(
                            "`\(call.trimmedDescription)` is drawn at the estimate, \(SwiftLiteral.number(value)) pt: "
                                + "on a device, self-sizing cells take the size their content gives them; use "
                                + "`.absolute(…)` for a fixed size",
                            at: call)
                    }
                    return .dimension(CollectionLayoutDimension(semantic: semantic, dimension: value))
                }
            ]
        }
        return type
    }()
}
