/// Drawing `your-layout`: every visible cell, supplementary and decoration view, scrolled, in viewport coordinates.
extension YourLayoutScene {
    /// The first id of supplementary and decoration views; cells use 1000·(section + 1) + item below it.
    static let viewIDBase: UInt32 = 100_000

    /// What drawing one element costs a room's `LayoutWorkBudget`, in effect evaluation steps: the time per element
    /// of a frame of the `layout-work` micro-benchmark's layout (its node, quantising and encoding) over the time of
    /// one effect step in this build, measured and rounded (docs/benchmarks.md).
    #if DEBUG
        public static let stepsPerElement = 40
    #else
        public static let stepsPerElement = 100
    #endif

    /// Node ids: cells 1000·(section + 1) + item (items are capped below 1000, sections at 64); supplementary and
    /// decoration views `viewIDBase` + 1000·(section·categories + category) + item.
    func nodeID(_ attributes: LayoutAttributes) -> UInt32 {
        Self.nodeID(attributes, categories: viewCategories)
    }

    static func nodeID(_ attributes: LayoutAttributes, categories: [ElementCategory]) -> UInt32 {
        let path = attributes.indexPath
        let category = attributes.representedElementCategory
        guard category != .cell else { return UInt32(1000 * (path.section + 1) + path.item) }
        let index = categories.firstIndex(of: category) ?? 0
        return viewIDBase + UInt32(1000 * (path.section * max(categories.count, 1) + index) + path.item)
    }

    /// A cell's fill: one hue per section, lightening along its items.
    static func cellColor(section: Int, item: Int) -> Color {
        Color(
            hue: (0.55 + Double(section) * 0.13).truncatingRemainder(dividingBy: 1),
            saturation: 0.35, brightness: 0.8 + Double(item % 8) * 0.025)
    }

    /// During a pinch the transition layout's interpolated elements at its content offset (an element in one
    /// layout only fades with its alpha); otherwise the scrolled layout's visible ones.
    public func frame() -> Frame {
        let colors = SystemColors(isDark: parameters[SystemColors.darkAppearanceKey] != 0)
        let offset = transition.map { Point(x: 0, y: $0.layout.contentOffset.y) } ?? scrolling.contentOffset
        func node(_ attributes: LayoutAttributes, frame: Rect, alpha: Double) -> Node {
            let frame = frame.offsetBy(dx: -offset.x, dy: -offset.y)
            let path = attributes.indexPath
            let alpha = min(max(alpha, 0), 1)
            switch attributes.representedElementCategory {
            case .cell:
                return Node(
                    id: nodeID(attributes), frame: frame, cornerRadius: 8, alpha: alpha, z: Double(attributes.zIndex),
                    fill: Self.cellColor(section: path.section, item: path.item), flags: .label)
            case .supplementaryView:
                return Node(
                    id: nodeID(attributes), frame: frame, alpha: alpha, z: 100 + Double(attributes.zIndex),
                    fill: colors.barBackground, flags: .label)
            case .decorationView:
                return Node(
                    id: nodeID(attributes), frame: frame, cornerRadius: 12, alpha: alpha,
                    z: Double(attributes.zIndex) - 1, fill: colors.secondarySystemBackground)
            }
        }
        let nodes =
            transition?.layout.mapInterpolatedElements { node($0, frame: $1.displayedFrame, alpha: $1.alpha) }
            ?? scrolling.visibleAttributes().compactMap {
                // A hidden element is laid out but not shown (`UICollectionViewLayoutAttributes.isHidden`).
                $0.isHidden ? nil : node($0, frame: $0.displayedFrame, alpha: $0.alpha)
            }
        LayoutWorkBudget.current?.charge(nodes.count * Self.stepsPerElement)
        return Frame(time: scrolling.time, viewport: viewport, background: colors.systemBackground, nodes: nodes)
    }

    /// Cells are labelled `section.item`; supplementary views by their kind and section; for layouts A and B.
    /// Computed once per change of the layouts or the appearance, not per frame.
    public var nodeContents: [NodeContent] {
        let isDark = parameters[SystemColors.darkAppearanceKey] != 0
        if let cached = cachedNodeContents, cached.isDark == isDark { return cached.contents }
        let layouts = LayoutSlot.allCases.compactMap { preparedLayouts[$0] }
        let contents = Self.nodeContents(of: layouts, categories: viewCategories, isDark: isDark)
        cachedNodeContents = (isDark, contents)
        return contents
    }

    /// The node table of `layouts` drawn with the supplementary and decoration `categories` (`nodeID`).
    static func nodeContents(of layouts: [any PreparedLayout], categories: [ElementCategory], isDark: Bool)
        -> [NodeContent]
    {
        let colors = SystemColors(isDark: isDark)
        var contents: [NodeContent] = []
        var seen = Set<UInt32>()
        let elements = layouts.flatMap(everyElement)
        for attributes in elements {
            let id = nodeID(attributes, categories: categories)
            guard seen.insert(id).inserted else { continue }
            let path = attributes.indexPath
            switch attributes.representedElementCategory {
            case .cell:
                contents.append(
                    NodeContent(id: id, label: "\(path.section).\(path.item)", fontSize: 13, textColor: colors.label))
            case .supplementaryView(let kind):
                contents.append(
                    NodeContent(
                        id: id, label: "\(kind) \(path.section)", fontSize: 17, fontWeight: 600,
                        textColor: colors.label))
            case .decorationView:
                break
            }
        }
        return contents
    }
}

extension YourLayoutScene {
    /// Every element `layout` may show: a custom layout's whatever the scroll position, others' over the content.
    static func everyElement(of layout: any PreparedLayout) -> [LayoutAttributes] {
        if let custom = layout as? PreparedCustomLayout { return custom.layout.elements }
        return layout.layoutAttributesForElements(in: Rect(origin: .zero, size: layout.collectionViewContentSize))
    }
}
