/// The live parameters of `today-cards`, with seed 001's values as defaults, read as typed values.
struct TodayCardsParameters {
    /// Panel groups; editing a spring group makes it the scene's `springPreview`.
    enum Group: String {
        case present = "Present spring"
        case dismiss = "Dismiss spring"
        case pullDown = "Pull-down"
        case press = "Press highlight"
        case layout = "Layout"
    }

    let values: ParameterSet

    init(_ values: ParameterSet) { self.values = values }

    static let descriptors: [ParameterDescriptor] = [
        d("presentDuration", "Present duration", .present, "s", 0.1, 3, 0.05, 1.0),
        d("presentDamping", "Present damping ratio", .present, "", 0.05, 1, 0.01, 0.5),
        d("presentVelocity", "Present initial velocity", .present, "UIKit relative velocity", -5, 5, 0.1, 0),
        d("dismissDuration", "Dismiss duration", .dismiss, "s", 0.1, 3, 0.05, 0.7),
        d("dismissDamping", "Dismiss damping ratio", .dismiss, "", 0.05, 1, 0.01, 0.8),
        d("dismissVelocity", "Dismiss initial velocity", .dismiss, "UIKit relative velocity", -5, 5, 0.1, 0),
        d("pullDownDistance", "Distance to commit", .pullDown, "pt", 20, 400, 5, 100),
        d("pullDownScale", "Scale lost at commit", .pullDown, "", 0, 0.5, 0.01, 0.14),
        d("pullDownCancelDuration", "Return duration", .pullDown, "s", 0.05, 1, 0.05, 0.2),
        d("highlightScale", "Pressed scale", .press, "", 0.8, 1, 0.01, 0.95),
        d("highlightDuration", "Press duration", .press, "s", 0.01, 1, 0.01, 0.1),
        d("unhighlightDuration", "Release duration", .press, "s", 0.01, 1, 0.01, 0.3),
        d("cornerRadius", "Card corner radius", .layout, "pt", 0, 40, 1, 15),
        d("cardHeight", "Card height", .layout, "pt", 200, 600, 10, 410),
        d("rowHeight", "Row height", .layout, "pt", 200, 700, 10, 440),
        d("detailImageHeight", "Detail image height", .layout, "pt", 200, 800, 10, 500),
        d("tabBarHeight", "Tab bar height", .layout, "pt", 49, 120, 1, 83),
    ]

    private static func d(
        _ key: String, _ label: String, _ group: Group, _ unit: String,
        _ min: Double, _ max: Double, _ step: Double, _ value: Double
    ) -> ParameterDescriptor {
        ParameterDescriptor(
            key: key, label: label, group: group.rawValue, unit: unit, min: min, max: max, step: step, defaultValue: value)
    }

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
    var cardHeight: Double { values["cardHeight"] }
    var rowHeight: Double { max(values["rowHeight"], cardHeight) }
    var tabBarHeight: Double { values["tabBarHeight"] }
    var detailImageHeight: Double { values["detailImageHeight"] }
    var highlightScale: Double { values["highlightScale"] }
    var highlightDuration: Double { values["highlightDuration"] }
    var unhighlightDuration: Double { values["unhighlightDuration"] }

    /// `CardTransition.Configuration` with the current values.
    var cardTransition: CardTransition.Configuration {
        var c = CardTransition.Configuration()
        c.present = .spring(
            duration: values["presentDuration"], dampingRatio: values["presentDamping"],
            initialVelocity: values["presentVelocity"])
        c.dismiss = .spring(
            duration: values["dismissDuration"], dampingRatio: values["dismissDamping"],
            initialVelocity: values["dismissVelocity"])
        c.cancelPullDown = .easeInOut(duration: values["pullDownCancelDuration"])
        c.cardCornerRadius = values["cornerRadius"]
        c.detailImageHeight = detailImageHeight
        c.tabBarHeight = tabBarHeight
        c.pullDownDistance = values["pullDownDistance"]
        c.pullDownScaleFactor = values["pullDownScale"]
        return c
    }
}
