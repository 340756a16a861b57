import TransitionLabCore

extension UIKitType {
    /// `NSRectAlignment`: where a boundary supplementary item sits (`.top`, `.bottomTrailing`, …).
    static let rectAlignment = UIKitType.enumeration("NSRectAlignment", cases: RectAlignment.allCases.map(\.rawValue))
}
