/// The live parameters of `today-cards`, with the Today-card post values as defaults, read as typed values.
struct TodayCardsParameters {
    /// Panel groups; editing a spring group makes it the scene's `springPreview`.
    enum Group: String {
        case present = "Present spring"
        case dismiss = "Dismiss spring"
        case pullDown = "Pull-down"
        case press = "Press highlight"
        case layout = "Layout"
    }

    let cardHeight: Double
    let rowHeight: Double
    /// The tab bar's whole height: its 49-pt bar (the parameter) plus the screen's bottom safe-area inset, as a
    /// `UITabBar` extends under the home indicator (Apple's Human Interface Guidelines, "Tab bars",
    /// https://developer.apple.com/design/human-interface-guidelines/tab-bars; `UIView.safeAreaInsets`): 83 pt on a
    /// Face ID iPhone (34-pt inset), 49 pt on a home-button iPhone SE (no inset).
    let tabBarHeight: Double
    let detailImageHeight: Double
    let highlightScale: Double
    let highlightDuration: Double
    let unhighlightDuration: Double
    /// `CardTransition.Configuration` with the current values.
    let cardTransition: CardTransition.Configuration

    /// Reads every value once (a scene keeps the result until a parameter changes), on a screen whose bottom
    /// safe-area inset is `safeAreaBottom`.
    init(_ values: ParameterSet, safeAreaBottom: Double) {
        cardHeight = (values["cardHeight"] ?? 0)
        rowHeight = max((values["rowHeight"] ?? 0), cardHeight)
        tabBarHeight = (values["tabBarHeight"] ?? 0) + safeAreaBottom
        detailImageHeight = (values["detailImageHeight"] ?? 0)
        highlightScale = (values["highlightScale"] ?? 0)
        highlightDuration = (values["highlightDuration"] ?? 0)
        unhighlightDuration = (values["unhighlightDuration"] ?? 0)
        var c = CardTransition.Configuration()
        c.present = .spring(
            duration: (values["presentDuration"] ?? 0), dampingRatio: (values["presentDamping"] ?? 0),
            initialVelocity: (values["presentVelocity"] ?? 0))
        c.dismiss = .spring(
            duration: (values["dismissDuration"] ?? 0), dampingRatio: (values["dismissDamping"] ?? 0),
            initialVelocity: (values["dismissVelocity"] ?? 0))
        c.cancelPullDown = .easeInOut(duration: (values["pullDownCancelDuration"] ?? 0))
        c.cardCornerRadius = (values["cornerRadius"] ?? 0)
        c.detailImageHeight = detailImageHeight
        c.tabBarHeight = tabBarHeight
        c.pullDownDistance = (values["pullDownDistance"] ?? 0)
        c.pullDownScaleFactor = (values["pullDownScale"] ?? 0)
        cardTransition = c
    }

    static let descriptors: [ParameterDescriptor] = [
        .row("presentDuration", "Present duration", Group.present.rawValue, "s", 0.1, 3, 0.05, 1.0),
        .row("presentDamping", "Present damping ratio", Group.present.rawValue, "", 0.05, 1, 0.01, 0.5),
        .row(
            "presentVelocity", "Present initial velocity", Group.present.rawValue, "UIKit relative velocity", -5, 5,
            0.1, 0),
        .row("dismissDuration", "Dismiss duration", Group.dismiss.rawValue, "s", 0.1, 3, 0.05, 0.7),
        .row("dismissDamping", "Dismiss damping ratio", Group.dismiss.rawValue, "", 0.05, 1, 0.01, 0.8),
        .row(
            "dismissVelocity", "Dismiss initial velocity", Group.dismiss.rawValue, "UIKit relative velocity", -5, 5,
            0.1, 0),
        .row("pullDownDistance", "Distance to commit", Group.pullDown.rawValue, "pt", 20, 400, 5, 100),
        .row("pullDownScale", "Scale lost at commit", Group.pullDown.rawValue, "", 0, 0.5, 0.01, 0.14),
        .row("pullDownCancelDuration", "Return duration", Group.pullDown.rawValue, "s", 0.05, 1, 0.05, 0.2),
        .row("highlightScale", "Pressed scale", Group.press.rawValue, "", 0.8, 1, 0.01, 0.95),
        .row("highlightDuration", "Press duration", Group.press.rawValue, "s", 0.01, 1, 0.01, 0.1),
        .row("unhighlightDuration", "Release duration", Group.press.rawValue, "s", 0.01, 1, 0.01, 0.3),
        .row("cornerRadius", "Card corner radius", Group.layout.rawValue, "pt", 0, 40, 1, 15),
        .row("cardHeight", "Card height", Group.layout.rawValue, "pt", 200, 600, 10, 410),
        .row("rowHeight", "Row height", Group.layout.rawValue, "pt", 200, 700, 10, 440),
        .row("detailImageHeight", "Detail image height", Group.layout.rawValue, "pt", 200, 800, 10, 500),
        .row("tabBarHeight", "Tab bar height (above the safe area)", Group.layout.rawValue, "pt", 30, 120, 1, 49),
        SystemColors.darkAppearanceDescriptor,
    ]

    /// The group of parameter `key`.
    static func group(of key: String) -> Group? {
        descriptors.first { $0.key == key }.flatMap { Group(rawValue: $0.group) }
    }

    /// Number of cards in the list.
    let cardCount = 6
    /// Height of the "Today" header above the first card.
    let headerHeight = 96.0
    /// The cards' leading and trailing inset.
    let cardInset = 20.0
}
