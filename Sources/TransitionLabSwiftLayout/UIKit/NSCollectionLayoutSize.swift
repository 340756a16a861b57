import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// `NSCollectionLayoutSize(widthDimension:heightDimension:)`.
    static let collectionLayoutSize: UIKitType = {
        var type = UIKitType("NSCollectionLayoutSize")
        type.implicitInitializers = true
        type.initializers["widthDimension:heightDimension:"] = { interpreter, arguments, call in
            let dimensions = try zip(["widthDimension", "heightDimension"], arguments).map { label, argument in
                // A bare member is never valid Swift here: rejected with the factories to use.
                if case .member(let name) = argument.value {
                    let factories = CollectionLayoutDimension.Semantic.allCases.map(\.rawValue)
                    throw interpreter.diagnostic(
                        ".\(name) is not a dimension (use .\(factories.joined(separator: "(…), .")))", at: call)
                }
                return try interpreter.dimension(argument.value, label, at: call)
            }
            return .layoutSize(CollectionLayoutSize(widthDimension: dimensions[0], heightDimension: dimensions[1]))
        }
        return type
    }()
}
