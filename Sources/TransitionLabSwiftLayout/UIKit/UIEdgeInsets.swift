import TransitionLabCore

extension UIKitType {
    /// `UIEdgeInsets`: `init(top:left:bottom:right:)`, `init()`, `.zero` and each edge; its left inset is kept as the
    /// model's `leading` and its right inset as `trailing`.
    static let edgeInsets = UIKitType.insets("UIEdgeInsets", edges: ["top", "left", "bottom", "right"]) {
        .edgeInsets($0)
    }
}
