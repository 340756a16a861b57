import SwiftSyntax

extension UIKitType {
    /// `UIScreen.main`: read as the collection view, whose bounds are the container size (said in a note).
    static let screen: UIKitType = {
        var type = UIKitType("UIScreen")
        type.staticProperties["main"] = { interpreter, node in
            interpreter.note(
                "UIScreen.main stands for the collection view (its bounds are the container size)", at: node)
            return .collectionView
        }
        return type
    }()
}
