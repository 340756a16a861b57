/// Drawing `today-cards`: the header, the cards, the tab bar and, while there is one, the dimming layer and the
/// detail view with its image, close button and body text.
extension TodayCardsScene {
    enum NodeID {
        static let header: UInt32 = 1
        static let tabBar: UInt32 = 2
        static let dimming: UInt32 = 3
        static let detail: UInt32 = 4
        static let detailImage: UInt32 = 5
        static let closeButton: UInt32 = 6
        static let firstBodyLine: UInt32 = 10
        static let firstCard: UInt32 = 100
    }

    /// Lines of placeholder body text in the detail view, 28 pt apart below the image.
    static let bodyLineCount = 24
    static let bodyLineSpacing = 28.0

    static func cardColor(_ index: Int) -> Color {
        Color(hue: Double(index) / 6, saturation: 0.45, brightness: 0.85)
    }

    public func frame() -> Frame {
        var nodes: [Node] = []
        let c = configuration
        nodes.append(
            Node(
                id: NodeID.header,
                frame: Rect(x: c.cardInset, y: 40 - listScroll.offset, width: viewport.width - 40, height: 48),
                fill: .clear, flags: .label))
        for index in 0..<c.cardCount {
            let frame = cardScreenFrame(index)
            guard frame.maxY > 0, frame.minY < viewport.height else { continue }
            // The selected card sits under its detail view, as the seed's cell does.
            let alpha = index == selectedIndex ? 0.0 : 1.0
            nodes.append(
                Node(
                    id: NodeID.firstCard + UInt32(index), frame: frame, cornerRadius: c.cardTransition.cardCornerRadius,
                    alpha: alpha, z: 0, fill: Self.cardColor(index), flags: [.image, .label, .shadow, .clip]))
        }
        let transition = transition
        let detail = detailAppearance
        let tabBarY = detail?.tabBarY ?? viewport.height - c.tabBarHeight
        nodes.append(
            Node(
                id: NodeID.tabBar, frame: Rect(x: 0, y: tabBarY, width: viewport.width, height: c.tabBarHeight), z: 10,
                fill: Color(red: 248, green: 248, blue: 248, alpha: 240), flags: .label))
        if let detail, let index = selectedIndex {
            appendDetail(detail, index: index, transition: transition, to: &nodes)
        }
        return Frame(time: time, viewport: viewport, background: .white, nodes: nodes)
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
                id: NodeID.detail, frame: visible, cornerRadius: detail.cornerRadius * scale, z: 30, fill: .white,
                flags: [.clip, .shadow]))
        let scroll = detailScroll.offset
        let image = Rect(x: 0, y: -scroll, width: detail.imageSize.width, height: detail.imageSize.height)
        nodes.append(
            Node(
                id: NodeID.detailImage, parent: NodeID.detail, frame: place(image), z: 31, fill: Self.cardColor(index),
                flags: [.image, .label]))
        for line in 0..<Self.bodyLineCount {
            let y = detail.imageSize.height + 24 + Double(line) * Self.bodyLineSpacing - scroll
            let width = (detail.frame.width - 40) * (line % 5 == 4 ? 0.6 : 1)
            nodes.append(
                Node(
                    id: NodeID.firstBodyLine + UInt32(line), parent: NodeID.detail,
                    frame: place(Rect(x: 20, y: y, width: width, height: 14)), cornerRadius: 4 * scale, z: 31,
                    fill: Color(red: 225, green: 225, blue: 230)))
        }
        nodes.append(
            Node(
                id: NodeID.closeButton, parent: NodeID.detail,
                frame: place(transition.closeButtonFrame(detailWidth: detail.frame.width)),
                cornerRadius: transition.configuration.closeButtonSize / 2 * scale, alpha: detail.closeButtonAlpha,
                z: 32,
                fill: Color(red: 60, green: 60, blue: 67, alpha: 180), flags: .label))
    }

    public var nodeContents: [NodeContent] {
        var contents = [
            NodeContent(id: NodeID.header, label: "Today", fontSize: 34, fontWeight: 700, textColor: .black),
            NodeContent(
                id: NodeID.tabBar, label: "Today    Games    Apps    Arcade    Search", fontSize: 11, textColor: .black),
            NodeContent(id: NodeID.closeButton, label: "x", fontSize: 15, fontWeight: 700, textColor: .white),
            NodeContent(
                id: NodeID.detailImage, label: selectedIndex.map { Self.cardTitles[$0] }, fontSize: 28, fontWeight: 700,
                imageSeed: selectedIndex.map(UInt32.init)),
        ]
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
