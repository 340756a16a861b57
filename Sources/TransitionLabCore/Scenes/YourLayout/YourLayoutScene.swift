/// `your-layout`: a layout the user brought (pasted UIKit code or a layout spec, read outside Core), scrolled like
/// `compositional`: the list scrolls, flings and rubber-bands as a `UIScrollView`, orthogonal sections scroll with
/// their `orthogonalScrollingBehavior`, and pinned headers stay within the visible bounds (`CompositionalScrolling`).
///
/// The user brings two layouts, A and B (`LayoutSlot`). A is shown first; until A is set it is the cat-food layout
/// (`CatFoodLayout`) with its estimated pill widths. B is absent until it is set; then pinching out transitions
/// A → B and pinching in B → A, as a `UICollectionViewTransitionLayout` driven by the pinch with the photo grid's
/// finish / cancel spring (`YourLayoutScene+Pinch.swift`).
///
/// State summary: `contentOffset`, `orthogonalOffsets`, `animating` (`CompositionalScrolling`), `slot` (the shown
/// layout, "a" or "b") and `transitionProgress` (null without a transition).
public final class YourLayoutScene: Scene {
    public static let name = "your-layout"
    public static let title = "Your layout"

    /// Items per section are capped here: the solver's time grows with the item count.
    public static let maximumItemsPerSection = 1000
    /// Sections beyond this are dropped (the Swift layout reader's own section limit).
    public static let maximumSections = 64

    /// Parameter keys: the pinch's (`PinchTransitionRule.Key`, as `photo-grid`'s) and the look-ahead.
    public enum Key {
        public static let keepsFocalItem = PinchTransitionRule.Key.keepsFocalItem
        public static let finishThreshold = PinchTransitionRule.Key.finishThreshold
        public static let completionResponse = PinchTransitionRule.Key.completionResponse
        public static let completionDampingRatio = PinchTransitionRule.Key.completionDampingRatio
        /// Seconds over which the lift's progress velocity projects the progress before the threshold decides
        /// (`PinchTransitionRule.finishes`); 0, the default, is the photo grid's rule.
        public static let finishLookahead = "finishLookahead"
    }

    /// The schema: dark appearance, the photo grid's pinch parameters, the look-ahead.
    static let schema: [ParameterDescriptor] =
        [SystemColors.darkAppearanceDescriptor] + PinchTransitionRule.descriptors + [
            ParameterDescriptor(
                key: Key.finishLookahead, label: "Velocity look-ahead", group: "Pinch", unit: "s", min: 0, max: 0.5,
                step: 0.01, defaultValue: 0)
        ]

    public let viewport: Size
    public private(set) var parameters = ParameterSet(YourLayoutScene.schema)
    /// The layout being shown, with the capped item counts.
    public private(set) var collectionViewLayout: any CollectionViewLayout
    /// The slot whose layout is shown.
    public internal(set) var shownSlot: LayoutSlot = .a
    /// Each slot's layout (capped) and the text it was read from; B is absent until it is set.
    private(set) var slots: [LayoutSlot: (layout: any CollectionViewLayout, source: UserLayoutSource?)] = [:]
    /// Each slot's layout, prepared for the viewport.
    private(set) var preparedLayouts: [LayoutSlot: any PreparedLayout] = [:]
    /// The `UICollectionViewTransitionLayout` subclass each slot's source brings.
    private var transitionLayouts: [LayoutSlot: TransitionLayoutReading] = [:]
    /// The transition layout subclass the pinch between A and B runs through, both ways, as one app's
    /// `collectionView(_:transitionLayoutForOldLayout:newLayout:)` gives it: B's paste's, else A's; nil for UIKit's
    /// own interpolation.
    public var transitionLayout: TransitionLayoutReading? { transitionLayouts[.b] ?? transitionLayouts[.a] }
    /// The running pinch transition and the slot it goes to.
    var transition: (layout: CollectionViewTransitionLayout, target: LayoutSlot)?
    /// Whether a transition runs. Reads one field: comparing the whole optional with nil copies the transition.
    var isTransitioning: Bool { transition?.target != nil }
    /// The list's offset already applied to the running transition.
    var coastedOffset = 0.0
    var pinch = PinchGestureRecognizer()
    var scrolling: CompositionalScrolling
    /// The supplementary and decoration categories present, in first-seen order: part of their node ids.
    private(set) var viewCategories: [ElementCategory] = []
    /// Each slot's categories, in first-seen order.
    private var slotCategories: [LayoutSlot: [ElementCategory]] = [:]
    /// `nodeContents` for the layouts installed and the appearance it was computed in.
    var cachedNodeContents: (isDark: Bool, contents: [NodeContent])?

    public init(viewport: Size) {
        self.viewport = viewport
        let layout = Self.capped(CatFoodLayout.layout())
        collectionViewLayout = layout
        let prepared = Self.prepare(layout, viewport: viewport)
        slots[.a] = (layout, nil)
        preparedLayouts[.a] = prepared
        scrolling = CompositionalScrolling(layout: prepared, viewport: viewport)
        slotCategories[.a] = Self.categories(of: [prepared])
        viewCategories = slotCategories[.a] ?? []
    }

    /// Stores `layout` (its item counts capped at `maximumItemsPerSection`, its sections at `maximumSections`), read
    /// from `source`, in `slot`, with the transition layout subclass the source brings. If `slot` is the one shown,
    /// it is shown at once: the scroll offsets are kept and settle back into the new content. A pinch transition in
    /// progress stops where the shown layout was.
    public func setLayout(
        _ layout: any CollectionViewLayout, source: UserLayoutSource?, slot: LayoutSlot = .a,
        transitionLayout: TransitionLayoutReading? = nil
    ) {
        let capped = Self.capped(layout)
        let prepared = Self.prepare(capped, viewport: viewport)
        install(
            capped, prepared: prepared, categories: Self.categories(of: [prepared]), source: source, slot: slot,
            transitionLayout: transitionLayout)
    }

    /// Shows a layout prepared elsewhere (`PreparedUserLayout`) in `slot`, as `setLayout(_:source:slot:)` does,
    /// without solving anything. One prepared for another viewport is shown as it was solved until a preparation
    /// for this viewport replaces it.
    public func setLayout(_ layout: PreparedUserLayout, source: UserLayoutSource?, slot: LayoutSlot = .a) {
        install(
            layout.layout, prepared: layout.prepared, categories: layout.categories, source: source, slot: slot,
            transitionLayout: layout.transitionLayout)
    }

    private func install(
        _ layout: any CollectionViewLayout, prepared: any PreparedLayout, categories: [ElementCategory],
        source: UserLayoutSource?, slot: LayoutSlot, transitionLayout: TransitionLayoutReading?
    ) {
        if let running = transition {
            transition = nil
            endTransition(at: running.layout.currentContentOffset.y)
        }
        slots[slot] = (layout, source)
        preparedLayouts[slot] = prepared
        transitionLayouts[slot] = transitionLayout
        slotCategories[slot] = categories
        var seen: [ElementCategory] = []
        for category in LayoutSlot.allCases.flatMap({ slotCategories[$0] ?? [] }) where !seen.contains(category) {
            seen.append(category)
        }
        viewCategories = seen
        cachedNodeContents = nil
        if slot == shownSlot { showShownSlot() }
    }

    /// The text `slot`'s layout was read from; nil for the default layout A and for an absent B.
    public func source(for slot: LayoutSlot) -> UserLayoutSource? {
        slots[slot]?.source
    }

    /// `slot`'s layout (capped); nil for an absent B.
    public func layout(for slot: LayoutSlot) -> (any CollectionViewLayout)? {
        slots[slot]?.layout
    }

    /// Installs the shown slot's layout; the scroll offsets are kept and settle back into its content.
    func showShownSlot() {
        guard let layout = slots[shownSlot]?.layout, let prepared = preparedLayouts[shownSlot] else { return }
        collectionViewLayout = layout
        scrolling.setLayout(prepared)
    }

    /// The number of sections shown.
    public var numberOfSections: Int {
        switch collectionViewLayout {
        case let compositional as CollectionViewCompositionalLayout: compositional.numberOfItemsInSection.count
        case let flow as FlowLayout: flow.sections.count
        case let custom as CustomLayout: custom.numberOfItems.count
        default: 0
        }
    }

    // MARK: Scene

    @discardableResult
    public func setParameter(_ key: String, to value: Double) throws(ParameterError) -> Double {
        let stored = try parameters.set(key, to: value)
        if var running = transition {
            PinchTransitionRule.parameterChanged(key, in: &running.layout, at: time, parameters: parameters)
            transition = running
        }
        return stored
    }

    /// The scroll views and the pinch see every event, as `UIKit` recognises a scroll view's pan together with a
    /// pinch.
    public func handle(_ event: InputEvent) {
        scrolling.handle(event)
        if pinch.handle(event) { pinchChanged() }
    }

    public func advance(to time: Double) {
        scrolling.advance(to: time)
        advanceTransition(to: time)
    }

    /// Scene time (seconds) of the last `advance(to:)`.
    var time: Double { scrolling.time }

    public var isAnimating: Bool { scrolling.isAnimating || transition != nil || pinch.state.isActive }

    /// A coast, a wheel scroll waiting for its end, or a finishing or cancelling transition; an interactive
    /// transition under resting fingers moves only with input.
    public var movesWithTime: Bool {
        scrolling.isAnimating || transition.map { $0.layout.state != .interactive } ?? false
    }

    public var state: SceneState {
        var state = scrolling.state(sectionCount: numberOfSections)
        state["slot"] = .string(shownSlot.rawValue)
        state["transitionProgress"] = transition.map { .number($0.layout.transitionProgress) } ?? .null
        if let running = transition { state["contentOffset"] = .number(running.layout.contentOffset.y) }
        return state
    }

    public var springPreview: SpringPreview? { PinchTransitionRule.springPreview(parameters) }

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
        case var custom as CustomLayout:
            // Node ids hold items below 1000 and sections below 64 (`nodeID`).
            custom.elements.removeAll {
                !(0..<maximumSections).contains($0.indexPath.section)
                    || !(0..<maximumItemsPerSection).contains($0.indexPath.item)
            }
            return custom
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

    /// Every supplementary and decoration category of `layouts`, in the order their elements list them.
    static func categories(of layouts: [any PreparedLayout]) -> [ElementCategory] {
        var seen: [ElementCategory] = []
        for layout in layouts {
            for attributes in everyElement(of: layout)
            where attributes.representedElementCategory != .cell
                && !seen.contains(attributes.representedElementCategory)
            {
                seen.append(attributes.representedElementCategory)
            }
        }
        return seen
    }
}
