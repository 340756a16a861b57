/// `compositional`: the ShopBack cat-food demo's screen (`CatFoodLayout`, the seed's code): brand-name pills and cat foods scrolling sideways
/// in their own sections, cats below, pinned headers, the whole list scrolling vertically.
///
/// Each scroll axis behaves as a `UIScrollView` does (`ScrollAxis`: deceleration, rubber-banding, bounce); an
/// orthogonal section comes to rest where its `orthogonalScrollingBehavior` says (`OrthogonalScrollingGeometry`).
/// Brand pills size themselves to their label, measured with the bundled Liberation Sans metrics (`FontMetrics`).
public final class CompositionalScene: Scene, GestureScene {
    public static let name = "compositional"
    public static let title = "Compositional layout (cat food)"

    public let viewport: Size
    public private(set) var parameters: ParameterSet
    var time = 0.0
    /// The layout prepared for the viewport and the current parameters.
    private(set) var layout: PreparedCompositionalLayout
    var mainScroll: ScrollAxis
    /// One horizontal scroll per orthogonally scrolling section, by section index.
    var orthogonalScrolls: [Int: ScrollAxis] = [:]
    var pan = PanGestureRecognizer()
    var panMode = PanMode.none
    /// Where the current touch's first finger came down (viewport coordinates).
    var touchDownLocation = Point.zero

    public init(viewport: Size) {
        self.viewport = viewport
        parameters = ParameterSet(CompositionalParameters.descriptors)
        layout = CompositionalParameters(parameters).layout(viewport: viewport)
        mainScroll = ScrollAxis(viewportLength: viewport.height)
        relayout()
    }

    var configuration: CompositionalParameters { CompositionalParameters(parameters) }

    // MARK: Scene

    @discardableResult
    public func setParameter(_ key: String, to value: Double) throws(ParameterError) -> Double {
        let stored = try parameters.set(key, to: value)
        relayout()
        return stored
    }

    public func handle(_ event: InputEvent) {
        handleGestures(event)
    }

    public func advance(to time: Double) {
        guard advanceClock(to: time) else { return }
        mainScroll.advance(to: time)
        for section in orthogonalScrolls.keys { orthogonalScrolls[section]?.advance(to: time) }
    }

    public var isAnimating: Bool {
        mainScroll.isMoving || orthogonalScrolls.values.contains { $0.isMoving }
            || isPanScrolling
    }

    public var state: SceneState {
        let sections = configuration.counts.indices.map { orthogonalScrolls[$0]?.offset ?? 0 }
        return [
            "contentOffset": .number(mainScroll.offset),
            "orthogonalOffsets": .array(sections.map(SceneState.Value.number)),
            "animating": .bool(isAnimating),
        ]
    }

    public var springPreview: SpringPreview? { nil }

    // MARK: Scrolling

    /// The orthogonally scrolling section whose band is under `point` (viewport coordinates), if any.
    func orthogonalSection(at point: Point) -> Int? {
        let content = Point(x: point.x, y: point.y + mainScroll.offset)
        return layout.orthogonalSections.first { $0.frame.contains(content) }?.section
    }

    /// Release speed (points per second) from which a paging section pages in the flick's direction however short
    /// the drag; slower releases rest on the snap target nearest the projected offset (a slow drag under half a
    /// page returns). UIKit's paging rule is not public; 300 pt/s is our choice (uncertain).
    static let pagingFlickVelocity = 300.0

    /// Where a drag of section `section` that began at `startOffset` comes to rest after `release`.
    func restingOffset(section: Int, release: ScrollAxis.Release, startOffset: Double) -> Double {
        guard let geometry = layout.orthogonalScrolling(section: section) else { return release.projected }
        let nearest = geometry.targetOffset(forProjectedOffset: release.projected, startOffset: startOffset)
        guard geometry.behavior.advancesOnePagePerSwipe, abs(release.velocity) >= Self.pagingFlickVelocity else {
            return nearest
        }
        // A flick pages in its direction however short it was, as a paging `UIScrollView` does: the first page
        // boundary past the lift offset, within one page of where the drag started.
        let forward = release.velocity > 0
        let limit = geometry.targetOffset(
            forProjectedOffset: forward ? geometry.maximumOffset + geometry.viewportWidth : -geometry.viewportWidth,
            startOffset: startOffset)
        let beyond = geometry.snapTargets.filter {
            forward ? $0 > release.offset + 1e-9 && $0 <= limit : $0 < release.offset - 1e-9 && $0 >= limit
        }
        return (forward ? beyond.first : beyond.last) ?? limit
    }

    /// The attributes on screen now, in content coordinates with every scroll applied.
    func visibleAttributes() -> [LayoutAttributes] {
        let visible = Rect(x: 0, y: mainScroll.offset, width: viewport.width, height: viewport.height)
        var offsets: [Int: Double] = [:]
        for (section, scroll) in orthogonalScrolls { offsets[section] = scroll.offset }
        return layout.layoutAttributes(
            in: visible, contentOffset: Point(x: 0, y: mainScroll.offset), orthogonalOffsets: offsets)
    }

    private func relayout() {
        layout = configuration.layout(viewport: viewport)
        mainScroll.contentLength = layout.collectionViewContentSize.height
        var scrolls: [Int: ScrollAxis] = [:]
        for geometry in layout.orthogonalSections {
            var scroll = orthogonalScrolls[geometry.section] ?? ScrollAxis(viewportLength: geometry.viewportWidth)
            scroll.viewportLength = geometry.viewportWidth
            scroll.contentLength = geometry.viewportWidth + geometry.maximumOffset
            scroll.decelerationRate = geometry.behavior.usesFastDeceleration ? .fast : .normal
            scrolls[geometry.section] = scroll
        }
        orthogonalScrolls = scrolls
    }
}
