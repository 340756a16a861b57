/// Drawing `zoom`: the thumbnails, then, while there is one, the dimming view and the presented view.
extension ZoomScene {
    enum NodeID {
        static let dimming: UInt32 = 1
        static let presented: UInt32 = 2
        static let firstThumbnail: UInt32 = 100
    }

    /// `photo-grid`'s colours: HSB(i / count, 0.8, 0.9).
    static func color(_ index: Int) -> Color { colors[index] }

    private static let colors = (0..<itemCount).map {
        Color(hue: Double($0) / Double(itemCount), saturation: 0.8, brightness: 0.9)
    }

    public func frame() -> Frame {
        var nodes: [Node] = []
        let corner = configuration.cornerRadius
        for index in 0..<Self.itemCount {
            let frame = thumbnailFrame(index)
            guard frame.maxY > 0, frame.minY < viewport.height else { continue }
            nodes.append(
                Node(
                    id: NodeID.firstThumbnail + UInt32(index), frame: frame, cornerRadius: corner,
                    fill: Self.color(index),
                    flags: [.image, .label]))
        }
        if let transition = zoomTransition, let appearance = presentedViewAppearance,
            let index = presentation.selectedIndex
        {
            nodes.append(
                Node(
                    id: NodeID.dimming, frame: Rect(origin: .zero, size: viewport), alpha: appearance.dimmingAlpha,
                    z: 10,
                    fill: .black, flags: .dim))
            nodes.append(
                Node(
                    id: NodeID.presented, frame: transition.visibleFrame(of: appearance),
                    cornerRadius: transition.visibleCornerRadius(of: appearance), alpha: appearance.alpha, z: 20,
                    fill: Self.color(index), flags: [.image, .clip]))
        }
        return Frame(time: time, viewport: viewport, background: .black, nodes: nodes)
    }

    public var nodeContents: [NodeContent] {
        var contents = (0..<Self.itemCount).map {
            NodeContent(
                id: NodeID.firstThumbnail + UInt32($0), label: "\($0 + 1)", fontSize: 11, fontWeight: 700,
                imageSeed: UInt32($0))
        }
        contents.append(NodeContent(id: NodeID.presented, imageSeed: presentation.selectedIndex.map(UInt32.init)))
        return contents
    }
}
