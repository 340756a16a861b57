/// `your-layout`: a layout the user brought (pasted UIKit code or a layout spec, read outside Core), scrolled like
/// `compositional`: the list scrolls, flings and rubber-bands as a `UIScrollView`, orthogonal sections scroll with
/// their `orthogonalScrollingBehavior`, and pinned headers stay within the visible bounds (`CompositionalScrolling`).
///
/// The user brings two layouts, A and B (`LayoutSlot`). A is shown first; until A is set it is the cat-food layout
/// (`CatFoodLayout`) with its estimated pill widths. B is absent until it is set.
public final class YourLayoutScene: Scene {
    public static let name = "your-layout"
    public static let title = "Your layout"

    /// Items per section are capped here: the solver's time grows with the item count.
    public static let maximumItemsPerSection = 1000
    /// Sections beyond this are dropped (the Swift layout reader's own section limit).
    public static let maximumSections = 64

    public let viewport: Size
    public private(set) var parameters: ParameterSet
    /// The layout being shown, with the capped item counts.
    public private(set) var collectionViewLayout: any CollectionViewLayout
    /// The slot whose layout is shown.
    public private(set) var shownSlot: LayoutSlot = .a
    /// Each slot's layout (capped) and the text it was read from; B is absent until it is set.
    private var slots: [LayoutSlot: (layout: any CollectionViewLayout, source: UserLayoutSource?)] = [:]
    var scrolling: CompositionalScrolling
    /// The supplementary and decoration categories present, in first-seen order: part of their node ids.
    private(set) var viewCategories: [ElementCategory] = []

    public init(viewport: Size) {
        self.viewport = viewport
        parameters = ParameterSet([SystemColors.darkAppearanceDescriptor])
        let layout = Self.capped(CatFoodLayout.layout())
        collectionViewLayout = layout
        slots[.a] = (layout, nil)
        scrolling = CompositionalScrolling(layout: Self.prepare(layout, viewport: viewport), viewport: viewport)
        viewCategories = Self.categories(of: scrolling.layout)
    }

    /// Stores `layout` (its item counts capped at `maximumItemsPerSection`, its sections at `maximumSections`), read
    /// from `source`, in `slot`. If `slot` is the one shown, it is shown at once: the scroll offsets are kept and
    /// settle back into the new content.
    public func setLayout(_ layout: any CollectionViewLayout, source: UserLayoutSource?, slot: LayoutSlot = .a) {
        let capped = Self.capped(layout)
        slots[slot] = (capped, source)
        if slot == shownSlot { show(capped) }
    }

    /// The text `slot`'s layout was read from; nil for the default layout A and for an absent B.
    public func source(for slot: LayoutSlot) -> UserLayoutSource? {
        slots[slot]?.source
    }

    /// `slot`'s layout (capped); nil for an absent B.
    public func layout(for slot: LayoutSlot) -> (any CollectionViewLayout)? {
        slots[slot]?.layout
    }

    /// Installs `layout` on screen; the scroll offsets are kept and settle back into its content.
    private func show(_ layout: any CollectionViewLayout) {
        collectionViewLayout = layout
        scrolling.setLayout(Self.prepare(layout, viewport: viewport))
        viewCategories = Self.categories(of: scrolling.layout)
    }

    /// The number of sections shown.
    public var numberOfSections: Int {
        switch collectionViewLayout {
        case let compositional as CollectionViewCompositionalLayout: compositional.numberOfItemsInSection.count
        case let flow as FlowLayout: flow.sections.count
        default: 0
        }
    }

    // MARK: Scene

    @discardableResult
    public func setParameter(_ key: String, to value: Double) throws(ParameterError) -> Double {
        try parameters.set(key, to: value)
    }

    public func handle(_ event: InputEvent) {
        scrolling.handle(event)
    }

    public func advance(to time: Double) {
        scrolling.advance(to: time)
    }

    public var isAnimating: Bool { scrolling.isAnimating }

    public var state: SceneState { scrolling.state(sectionCount: numberOfSections) }

    public var springPreview: SpringPreview? { nil }

    // MARK: Layout

    static func capped(_ layout: any CollectionViewLayout) -> any CollectionViewLayout {
        func cap(_ count: Int) -> Int { min(max(count, 0), maximumItemsPerSection) }
        switch layout {
        case var compositional as CollectionViewCompositionalLayout:
            compositional.numberOfItemsInSection = compositional.numberOfItemsInSection.prefix(maximumSections).map(
                cap)
            return compositional
        case var flow as FlowLayout:
            flow.sections = flow.sections.prefix(maximumSections).map { section in
                var section = section
                section.numberOfItems = cap(section.numberOfItems)
                return section
            }
            return flow
        default:
            return layout
        }
    }

    static func prepare(_ layout: any CollectionViewLayout, viewport: Size) -> any PreparedLayout {
        if let compositional = layout as? CollectionViewCompositionalLayout {
            return compositional.prepareCompositional(containerSize: viewport)
        }
        return layout.prepare(containerSize: viewport)
    }

    /// Every supplementary and decoration category of `layout`, in the order its elements list them.
    static func categories(of layout: any PreparedLayout) -> [ElementCategory] {
        let content = Rect(origin: .zero, size: layout.collectionViewContentSize)
        var seen: [ElementCategory] = []
        for attributes in layout.layoutAttributesForElements(in: content)
        where attributes.representedElementCategory != .cell && !seen.contains(attributes.representedElementCategory) {
            seen.append(attributes.representedElementCategory)
        }
        return seen
    }
}
