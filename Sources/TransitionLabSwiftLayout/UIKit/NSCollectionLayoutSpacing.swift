import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// `NSCollectionLayoutSpacing`: `.fixed(_:)`, `.flexible(_:)`.
    static let collectionLayoutSpacing: UIKitType = {
        var type = UIKitType("NSCollectionLayoutSpacing")
        type.implicitStaticMethods = true
        for name in ["fixed", "flexible"] {
            type.staticMethods[name] = [
                "_:": { interpreter, arguments, call in
                    let value = try interpreter.length(arguments[0].value, ".\(name)", at: call)
                    return .spacing(name == "fixed" ? .fixed(value) : .flexible(value))
                }
            ]
        }
        return type
    }()
}
