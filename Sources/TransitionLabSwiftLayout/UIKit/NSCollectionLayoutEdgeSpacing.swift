import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// `NSCollectionLayoutEdgeSpacing(leading:top:trailing:bottom:)`, each edge an `NSCollectionLayoutSpacing` or nil.
    static let collectionLayoutEdgeSpacing: UIKitType = {
        var type = UIKitType("NSCollectionLayoutEdgeSpacing")
        type.implicitInitializers = true
        type.initializers["leading:top:trailing:bottom:"] = { interpreter, arguments, call in
            let spacings = try zip(["leading", "top", "trailing", "bottom"], arguments).map {
                label, argument -> CollectionLayoutSpacing? in
                if case .null = argument.value { return nil }
                return try interpreter.spacing(argument.value, label, at: call)
            }
            return .edgeSpacing(
                CollectionLayoutEdgeSpacing(
                    leading: spacings[0], top: spacings[1], trailing: spacings[2], bottom: spacings[3]))
        }
        return type
    }()
}
