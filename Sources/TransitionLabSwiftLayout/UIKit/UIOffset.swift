extension UIKitType {
    /// `UIOffset` ([Apple](https://developer.apple.com/documentation/uikit/uioffset)): `init(horizontal:vertical:)`,
    /// `init()`, `.zero`, `horizontal` and `vertical`; either may be a symbol (`Interpreter+Symbols`).
    static let offset = UIKitType.geometry("UIOffset", fields: ["horizontal", "vertical"]) {
        .record("UIOffset", [.number(0, .float), .number(0, .float)])
    }
}
