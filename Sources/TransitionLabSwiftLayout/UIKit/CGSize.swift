import SwiftSyntax

extension UIKitType {
    /// `CGSize`: `init(width:height:)`, `.zero`, `width`, `height`; either may be a symbol.
    static let cgSize = UIKitType.geometry("CGSize", fields: ["width", "height"]) { .size(width: 0, height: 0) }
}
