/// UIKit's dynamic system colours resolved for a light or dark `UITraitCollection.userInterfaceStyle`.
///
/// sRGB values from Apple's Human Interface Guidelines, "Color" (system colors and the iOS dynamic background and
/// label colours, https://developer.apple.com/design/human-interface-guidelines/color), which lists the default
/// light and dark values of each; the bar material is approximated by the opaque colour of a default
/// `UITabBarAppearance` background (`systemChromeMaterial` without blur).
public struct SystemColors: Sendable, Hashable {
    /// Whether the dark variants apply.
    public var isDark: Bool

    public init(isDark: Bool) {
        self.isDark = isDark
    }

    /// `systemBackground`: white / black.
    public var systemBackground: Color { isDark ? .black : .white }
    /// `secondarySystemBackground`: #F2F2F7 / #1C1C1E.
    public var secondarySystemBackground: Color { isDark ? Color(rgba: 0x1C1C_1EFF) : Color(rgba: 0xF2F2_F7FF) }
    /// `systemGray5`: #E5E5EA / #2C2C2E (placeholder fills, e.g. text skeletons).
    public var systemGray5: Color { isDark ? Color(rgba: 0x2C2C_2EFF) : Color(rgba: 0xE5E5_EAFF) }
    /// `label`: black / white.
    public var label: Color { isDark ? .white : .black }
    /// `secondaryLabel`: #3C3C43 at 60 % / #EBEBF5 at 60 %.
    public var secondaryLabel: Color { isDark ? Color(rgba: 0xEBEB_F599) : Color(rgba: 0x3C3C_4399) }
    /// `systemBlue`: #007AFF / #0A84FF, the default tint.
    public var systemBlue: Color { isDark ? Color(rgba: 0x0A84_FFFF) : Color(rgba: 0x007A_FFFF) }
    /// `systemGray`: #8E8E93 in both (unselected tab bar items).
    public var systemGray: Color { Color(rgba: 0x8E8E_93FF) }
    /// A tab bar's or a pinned header's background: #F9F9F9 / #161616 at 94 %.
    public var barBackground: Color { isDark ? Color(rgba: 0x1616_16F0) : Color(rgba: 0xF9F9_F9F0) }

    /// The parameter that switches a scene's screen to the dark appearance (0 light, 1 dark).
    public static let darkAppearanceKey = "darkAppearance"
    /// Its descriptor, in the "Screen" group of the panel.
    static let darkAppearanceDescriptor = ParameterDescriptor.toggle(
        key: darkAppearanceKey, label: "Dark appearance", group: "Screen", isOn: false)
}
