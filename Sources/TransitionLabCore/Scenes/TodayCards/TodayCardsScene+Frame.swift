/// Drawing `today-cards`: the header, the cards, the tab bar and, while there is one, the dimming layer and the
/// detail view with its image, close button and body text.
///
/// The list respects the safe area as a `UITableView` with `contentInsetAdjustmentBehavior = .automatic` does: its
/// content (the 96-pt header with the date line and the left-aligned large title "Today", then the cards) starts
/// `SafeArea.insets(for:).top` below the screen's top edge. Colours are UIKit's system colours (`SystemColors`) in
/// the appearance the `darkAppearance` parameter picks.
extension TodayCardsScene {
    enum NodeID {
        static let header: UInt32 = 1
        static let tabBar: UInt32 = 2
        static let dimming: UInt32 = 3
        static let detail: UInt32 = 4
        static let detailImage: UInt32 = 5
        static let closeButton: UInt32 = 6
        static let dateLine: UInt32 = 7
        static let firstBodyLine: UInt32 = 10
        static let firstTabIcon: UInt32 = 60
        static let firstTabTitle: UInt32 = 70
        static let firstCard: UInt32 = 100
    }

    /// The App Store's tabs: title and SF Symbols name; the first is selected.
    static let tabs = [
        ("Today", "doc.text.image"), ("Games", "gamecontroller"), ("Apps", "square.stack.3d.up"),
        ("Arcade", "arcade.stick"), ("Search", "magnifyingglass"),
    ]

    /// The detail view's body text (17 pt, 24-pt lines below the image), wrapped to the detail view's width.
    static let bodyText =
        "Every great app starts with a sketch. We sat down with the team behind this one to hear how a weekend "
        + "prototype became the tool millions open every morning, what they cut along the way, and why the smallest "
        + "animation took the longest to get right. Spring curves, they told us, are where an interface starts to "
        + "feel alive: too stiff and it snaps, too loose and it wobbles. They tuned each transition on a real phone, "
        + "in the hand, until nobody on the team noticed it any more. That, they say, is when it was finished."
    static let bodyFontSize = 17.0
    static let bodyLineSpacing = 24.0

    static func cardColor(_ index: Int) -> Color {
        Color(hue: Double(index) / 6, saturation: 0.45, brightness: 0.85)
    }

    /// The screen's system colours.
    var colors: SystemColors { SystemColors(isDark: parameters[SystemColors.darkAppearanceKey] != 0) }

    /// The body text broken into lines at word boundaries that fit `width` points at `bodyFontSize`.
    static func bodyLines(width: Double) -> [String] {
        let metrics = FontMetrics.liberationSans(weight: 400)
        var lines: [String] = []
        var line = ""
        for word in bodyText.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if metrics.width(of: candidate, fontSize: bodyFontSize) > width, !line.isEmpty {
                lines.append(line)
                line = String(word)
            } else {
                line = candidate
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// A label's frame that starts at `x` and is exactly as wide as `text`, so the page's centred text reads
    /// left-aligned.
    static func leadingLabelFrame(_ text: String, fontSize: Double, weight: Int, x: Double, y: Double) -> Rect {
        let width = FontMetrics.liberationSans(weight: weight).width(of: text, fontSize: fontSize) + 8
        return Rect(x: x - 4, y: y, width: width, height: fontSize * 1.3)
    }

    public func frame() -> Frame {
        var nodes: [Node] = []
        let c = configuration
        let top = safeArea.top - listScroll.offset
        nodes.append(
            Node(
                id: NodeID.dateLine,
                frame: Self.leadingLabelFrame(Self.dateLine, fontSize: 13, weight: 700, x: c.cardInset, y: top + 14),
                fill: .clear, flags: .label))
        nodes.append(
            Node(
                id: NodeID.header,
                frame: Self.leadingLabelFrame("Today", fontSize: 34, weight: 700, x: c.cardInset, y: top + 36),
                fill: .clear, flags: .label))
        for index in 0..<c.cardCount {
            let frame = cardScreenFrame(index)
            guard frame.maxY > 0, frame.minY < viewport.height else { continue }
            // The selected card sits under its detail view, as the Today-card post's cell does.
            let alpha = index == presentation.selectedIndex ? 0.0 : 1.0
            nodes.append(
                Node(
                    id: NodeID.firstCard + UInt32(index), frame: frame, cornerRadius: c.cardTransition.cardCornerRadius,
                    alpha: alpha, z: 0, fill: Self.cardColor(index), flags: [.image, .label, .shadow, .clip]))
        }
        let transition = transition
        let detail = detailAppearance
        appendTabBar(y: detail?.tabBarY ?? viewport.height - c.tabBarHeight, to: &nodes)
        if let detail, let index = presentation.selectedIndex {
            appendDetail(detail, index: index, transition: transition, to: &nodes)
        }
        return Frame(time: time, viewport: viewport, background: colors.systemBackground, nodes: nodes)
    }

    /// The tab bar: its background, then an icon (25 pt) and a 10-pt title per tab in the top 49 points.
    private func appendTabBar(y: Double, to nodes: inout [Node]) {
        let height = configuration.tabBarHeight
        nodes.append(
            Node(
                id: NodeID.tabBar, frame: Rect(x: 0, y: y, width: viewport.width, height: height), z: 10,
                fill: colors.barBackground))
        let width = viewport.width / Double(Self.tabs.count)
        for index in Self.tabs.indices {
            let x = Double(index) * width
            nodes.append(
                Node(
                    id: NodeID.firstTabIcon + UInt32(index), frame: Rect(x: x, y: y + 4, width: width, height: 28),
                    z: 11, fill: .clear, flags: .label))
            nodes.append(
                Node(
                    id: NodeID.firstTabTitle + UInt32(index), frame: Rect(x: x, y: y + 32, width: width, height: 13),
                    z: 11, fill: .clear, flags: .label))
        }
    }

    private func appendDetail(
        _ detail: CardTransition.Appearance, index: Int, transition: CardTransition, to nodes: inout [Node]
    ) {
        nodes.append(
            Node(
                id: NodeID.dimming, frame: Rect(origin: .zero, size: viewport), alpha: detail.dimmingAlpha, z: 20,
                fill: Color(red: 0, green: 0, blue: 0, alpha: 102), flags: .dim))
        let visible = detail.visibleFrame
        let scale = detail.scale
        /// A rectangle in the detail view's own coordinates, on screen.
        func place(_ rect: Rect) -> Rect {
            Rect(
                x: visible.minX + rect.minX * scale, y: visible.minY + rect.minY * scale, width: rect.width * scale,
                height: rect.height * scale)
        }
        nodes.append(
            Node(
                id: NodeID.detail, frame: visible, cornerRadius: detail.cornerRadius * scale, z: 30,
                fill: colors.systemBackground, flags: [.clip, .shadow]))
        let scroll = detailScroll.offset
        let image = Rect(x: 0, y: -scroll, width: detail.imageSize.width, height: detail.imageSize.height)
        nodes.append(
            Node(
                id: NodeID.detailImage, parent: NodeID.detail, frame: place(image), z: 31, fill: Self.cardColor(index),
                flags: [.image, .label]))
        // Wrapped once, at the presented width, as a label inside a view animated by `UIView.animate` lays its text
        // out for the final bounds: the lines move with the detail view, they do not re-wrap while it grows.
        for (line, text) in Self.bodyLines(width: viewport.width - 40).enumerated() {
            let y = detail.imageSize.height + 24 + Double(line) * Self.bodyLineSpacing - scroll
            let frame = Self.leadingLabelFrame(text, fontSize: Self.bodyFontSize, weight: 400, x: 20, y: y)
            nodes.append(
                Node(
                    id: NodeID.firstBodyLine + UInt32(line), parent: NodeID.detail, frame: place(frame), z: 31,
                    fill: .clear, flags: .label))
        }
        nodes.append(
            Node(
                id: NodeID.closeButton, parent: NodeID.detail,
                frame: place(transition.closeButtonFrame(detailWidth: detail.frame.width)),
                cornerRadius: transition.configuration.closeButtonSize / 2 * scale, alpha: detail.closeButtonAlpha,
                z: 32,
                fill: Color(red: 60, green: 60, blue: 67, alpha: 180), flags: .label))
    }

    /// The small uppercase line above the large title, as the App Store shows the date (a fixed one: a scene
    /// reads no clock).
    static let dateLine = "MONDAY, JUNE 9"

    public var nodeContents: [NodeContent] {
        let colors = colors
        var contents = [
            NodeContent(id: NodeID.header, label: "Today", fontSize: 34, fontWeight: 700, textColor: colors.label),
            NodeContent(
                id: NodeID.dateLine, label: Self.dateLine, fontSize: 13, fontWeight: 700,
                textColor: colors.secondaryLabel),
            NodeContent(id: NodeID.closeButton, fontSize: 13, fontWeight: 700, textColor: .white, symbol: "xmark"),
            NodeContent(
                id: NodeID.detailImage, label: presentation.selectedIndex.map { Self.cardTitles[$0] }, fontSize: 28,
                fontWeight: 700,
                imageSeed: presentation.selectedIndex.map(UInt32.init)),
        ]
        for (index, tab) in Self.tabs.enumerated() {
            let tint = index == 0 ? colors.systemBlue : colors.systemGray
            contents.append(
                NodeContent(id: NodeID.firstTabIcon + UInt32(index), fontSize: 24, textColor: tint, symbol: tab.1))
            contents.append(
                NodeContent(id: NodeID.firstTabTitle + UInt32(index), label: tab.0, fontSize: 10, textColor: tint))
        }
        for (line, text) in Self.bodyLines(width: viewport.width - 40).enumerated() {
            contents.append(
                NodeContent(
                    id: NodeID.firstBodyLine + UInt32(line), label: text, fontSize: Self.bodyFontSize,
                    textColor: colors.label))
        }
        for index in 0..<configuration.cardCount {
            contents.append(
                NodeContent(
                    id: NodeID.firstCard + UInt32(index), label: Self.cardTitles[index], fontSize: 28, fontWeight: 700,
                    imageSeed: UInt32(index)))
        }
        return contents
    }

    static let cardTitles = [
        "Apps We Love", "Game of the Day", "Meet the Developer", "Get Organised", "Behind the Design", "Now Trending",
    ]
}
