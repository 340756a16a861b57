/// The portrait safe-area insets of the iPhones and iPads behind the page's viewport presets: what
/// `UIWindow.safeAreaInsets` reports in portrait, which `contentInsetAdjustmentBehavior = .automatic` adds to a
/// scroll view's content inset and below which a large title starts.
///
/// Values per screen size (points), from the device tables of "iPhone 14 Screen Sizes" (Use Your Loaf,
/// https://useyourloaf.com/blog/iphone-14-screen-sizes/) and "iPhone 15 Screen Sizes"
/// (https://useyourloaf.com/blog/iphone-15-screen-sizes/), which read them from the simulators, and Apple's Human
/// Interface Guidelines, "Layout" (https://developer.apple.com/design/human-interface-guidelines/layout):
/// - 390 × 844 (iPhone 12/13/14, notch): top 47, bottom 34.
/// - 393 × 852 and 430 × 932 (iPhone 14 Pro … 16, Dynamic Island): top 59, bottom 34.
/// - 375 × 667 (iPhone SE, home button): top 20 (the status bar), bottom 0.
/// - 820 × 1180 (iPad Air, 4th generation and later): top 24, bottom 20.
/// Other sizes get the Face ID iPhone values (47 / 34) when taller than wide and narrower than 600 pt, else the
/// iPad ones.
public enum SafeArea {
    /// The safe-area insets of a portrait screen of `viewport` points.
    public static func insets(for viewport: Size) -> DirectionalEdgeInsets {
        switch (viewport.width.rounded(), viewport.height.rounded()) {
        case (390, 844): DirectionalEdgeInsets(top: 47, bottom: 34)
        case (393, 852), (430, 932): DirectionalEdgeInsets(top: 59, bottom: 34)
        case (375, 667): DirectionalEdgeInsets(top: 20, bottom: 0)
        case (820, 1180): DirectionalEdgeInsets(top: 24, bottom: 20)
        case let (width, _) where width >= 600: DirectionalEdgeInsets(top: 24, bottom: 20)
        default: DirectionalEdgeInsets(top: 47, bottom: 34)
        }
    }
}
