/// Drawing `compositional`: every visible cell and header, scrolled, in viewport coordinates.
extension CompositionalScene {
    /// Node ids: headers 1…, cells 1000·(section + 1) + item.
    static func nodeID(_ attributes: LayoutAttributes) -> UInt32 {
        switch attributes.representedElementCategory {
        case .cell: UInt32(1000 * (attributes.indexPath.section + 1) + attributes.indexPath.item)
        case .supplementaryView, .decorationView: UInt32(1 + attributes.indexPath.section)
        }
    }

    static func cellColor(section: Int, item: Int) -> Color {
        switch section {
        case CompositionalParameters.brandNamesSection: .clear
        case CompositionalParameters.catFoodsSection:
            Color(hue: 0.08 + Double(item) * 0.03, saturation: 0.35, brightness: 0.95)
        default: Color(hue: 0.55 + Double(item) * 0.05, saturation: 0.3, brightness: 0.85)
        }
    }

    public func frame() -> Frame {
        let offset = scrolling.mainScroll.offset
        let colors = SystemColors(isDark: parameters[SystemColors.darkAppearanceKey] != 0)
        let nodes = scrolling.visibleAttributes().map { attributes -> Node in
            let frame = attributes.frame.offsetBy(dx: 0, dy: -offset)
            let section = attributes.indexPath.section
            switch attributes.representedElementCategory {
            case .cell:
                let isBrand = section == CompositionalParameters.brandNamesSection
                return Node(
                    id: Self.nodeID(attributes), frame: frame, cornerRadius: isBrand ? frame.height / 2 : 8,
                    z: Double(attributes.zIndex),
                    fill: Self.cellColor(section: section, item: attributes.indexPath.item),
                    flags: isBrand ? [.label, .outline] : [.image, .clip])
            case .supplementaryView, .decorationView:
                return Node(
                    id: Self.nodeID(attributes), frame: frame, z: 100 + Double(attributes.zIndex),
                    fill: colors.barBackground, flags: .label)
            }
        }
        return Frame(time: scrolling.time, viewport: viewport, background: colors.systemBackground, nodes: nodes)
    }

    public var nodeContents: [NodeContent] {
        let c = configuration
        let colors = SystemColors(isDark: parameters[SystemColors.darkAppearanceKey] != 0)
        var contents = CompositionalParameters.headerTitles.indices.map {
            NodeContent(
                id: UInt32(1 + $0), label: CompositionalParameters.headerTitles[$0], fontSize: 22, fontWeight: 700,
                textColor: colors.label)
        }
        let counts = c.counts
        for item in 0..<min(counts[0], CompositionalParameters.brandNames.count) {
            contents.append(
                NodeContent(
                    id: UInt32(1000 + item), label: CompositionalParameters.brandNames[item], fontSize: c.pillFontSize,
                    textColor: colors.label))
        }
        for section in 1..<counts.count {
            for item in 0..<counts[section] {
                contents.append(
                    NodeContent(id: UInt32(1000 * (section + 1) + item), imageSeed: UInt32(section * 100 + item)))
            }
        }
        return contents
    }
}
