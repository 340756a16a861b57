/// The scroll views of a collection view laid out by a prepared layout: the main `UIScrollView` along the layout's
/// `scrollDirection` and, for a compositional layout, one nested horizontal scroll view per orthogonally scrolling
/// section.
///
/// Each scroll axis behaves as a `UIScrollView` does (`ScrollAxis`: deceleration, rubber-banding, bounce); an
/// orthogonal section comes to rest where its `orthogonalScrollingBehavior` says (`OrthogonalScrollingGeometry`).
/// `compositional` and `your-layout` scroll through it.
///
/// The list fills the screen and respects the safe area as a collection view with `contentInsetAdjustmentBehavior
/// = .automatic` does (https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property):
/// its `adjustedContentInset` is the screen's `SafeArea` (top: status bar, notch or Dynamic Island; bottom: home
/// indicator), so the content first rests below the status bar (`contentOffset.y = −top`) and scrolls under it, its
/// last item rests above the home indicator, and pinned headers pin below the top inset. A layout that scrolls
/// horizontally has its content inset adjusted along x only, by the safe area's leading and trailing insets (zero on
/// a phone held upright): `.automatic` adjusts the axes the scroll view scrolls along (Apple's
/// `UIScrollView.ContentInsetAdjustmentBehavior.scrollableAxes`), the vertical one only for the content view of a
/// navigation or tab bar controller, which this collection view is not (our reading, uncertain).
struct CompositionalScrolling {
    let viewport: Size
    /// The layout being scrolled: a `PreparedCompositionalLayout` (pinned headers, orthogonal sections) or any other
    /// prepared layout (a flow layout: the main axis only).
    private(set) var layout: any PreparedLayout
    private(set) var time = 0.0
    var mainScroll: ScrollAxis
    /// The axis the main scroll view scrolls along: the layout's `scrollDirection`.
    private(set) var mainAxis = LayoutAxis.vertical
    /// One horizontal scroll per orthogonally scrolling section, by section index.
    var orthogonalScrolls: [Int: ScrollAxis] = [:]
    var pan = PanGestureRecognizer()
    var panMode = PanMode.none
    /// Where the current touch's first finger came down (viewport coordinates).
    var touchDownLocation = Point.zero

    init(layout: any PreparedLayout, viewport: Size) {
        self.viewport = viewport
        self.layout = layout
        mainScroll = Self.mainScroll(along: .vertical, viewport: viewport)
        setLayout(layout)
    }

    /// The main scroll view along `axis`, at rest at its start, with the safe area as its adjusted content inset.
    static func mainScroll(along axis: LayoutAxis, viewport: Size) -> ScrollAxis {
        let safeArea = SafeArea.insets(for: viewport)
        return axis == .vertical
            ? ScrollAxis(
                viewportLength: viewport.height,
                adjustedContentInset: ScrollAxis.Inset(start: safeArea.top, end: safeArea.bottom))
            : ScrollAxis(
                viewportLength: viewport.width,
                adjustedContentInset: ScrollAxis.Inset(start: safeArea.leading, end: safeArea.trailing))
    }

    /// The orthogonally scrolling sections' geometry; none for a layout that is not compositional.
    var orthogonalSections: [OrthogonalScrollingGeometry] {
        (layout as? PreparedCompositionalLayout)?.orthogonalSections ?? []
    }

    /// Replaces the layout, keeping each scroll's offset (clamped back into range as the scroll settles); a layout
    /// that scrolls along the other axis starts at its start.
    mutating func setLayout(_ layout: any PreparedLayout) {
        self.layout = layout
        if layout.scrollDirection != mainAxis {
            mainAxis = layout.scrollDirection
            mainScroll = Self.mainScroll(along: mainAxis, viewport: viewport)
        }
        mainScroll.contentLength = layout.collectionViewContentSize.length(along: mainAxis)
        mainScroll.decelerationRate =
            (layout as? PreparedCustomLayout)?.layout.dynamics?.decelerationRate ?? .normal
        var scrolls: [Int: ScrollAxis] = [:]
        for geometry in orthogonalSections {
            var scroll = orthogonalScrolls[geometry.section] ?? ScrollAxis(viewportLength: geometry.viewportWidth)
            scroll.viewportLength = geometry.viewportWidth
            scroll.contentLength = geometry.viewportWidth + geometry.maximumOffset
            scroll.decelerationRate = geometry.behavior.usesFastDeceleration ? .fast : .normal
            scrolls[geometry.section] = scroll
        }
        orthogonalScrolls = scrolls
    }

    /// Every orthogonal section back at offset 0, at rest (a layout transition dropped their scroll views).
    mutating func resetOrthogonalScrolls() {
        for section in orthogonalScrolls.keys { orthogonalScrolls[section]?.reset() }
    }

    mutating func advance(to time: Double) {
        guard time > self.time else { return }
        self.time = time
        if pan.advance(to: time) { handlePan() }
        mainScroll.advance(to: time)
        for section in orthogonalScrolls.keys { orthogonalScrolls[section]?.advance(to: time) }
    }

    /// The list's `adjustedContentInset` (top and bottom; leading and trailing when it scrolls horizontally).
    var adjustedContentInset: DirectionalEdgeInsets {
        let inset = mainScroll.adjustedContentInset
        return mainAxis == .vertical
            ? DirectionalEdgeInsets(top: inset.start, bottom: inset.end)
            : DirectionalEdgeInsets(leading: inset.start, trailing: inset.end)
    }

    /// The main scroll view's `contentOffset`.
    var contentOffset: Point { Point(main: mainScroll.offset, cross: 0, axis: mainAxis) }

    var isAnimating: Bool {
        mainScroll.isMoving || orthogonalScrolls.values.contains { $0.isMoving }
            || (pan.isScrolling && pan.state.isActive)
    }

    /// The state summary of a scene scrolled by this, for `sectionCount` sections: `contentOffset`,
    /// `orthogonalOffsets` (each orthogonal section's offset, 0 for the others) and `animating`.
    func state(sectionCount count: Int) -> SceneState {
        [
            "contentOffset": .number(mainScroll.offset),
            "orthogonalOffsets": .array((0..<count).map { .number(orthogonalScrolls[$0]?.offset ?? 0) }),
            "animating": .bool(isAnimating),
        ]
    }

    /// The orthogonally scrolling section whose band is under `point` (viewport coordinates), if any.
    func orthogonalSection(at point: Point) -> Int? {
        let content = Point(x: point.x, y: point.y + mainScroll.offset)
        return orthogonalSections.first { $0.frame.contains(content) }?.section
    }

    /// Release speed (points per second) from which a paging section pages in the flick's direction however short
    /// the drag; slower releases rest on the snap target nearest the projected offset (a slow drag under half a
    /// page returns). UIKit's paging rule is not public; 300 pt/s is our choice (uncertain).
    static let pagingFlickVelocity = 300.0

    /// Where a drag of section `section` that began at `startOffset` comes to rest after `release`.
    func restingOffset(section: Int, release: ScrollAxis.Release, startOffset: Double) -> Double {
        guard let geometry = (layout as? PreparedCompositionalLayout)?.orthogonalScrolling(section: section) else {
            return release.projected
        }
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
        let contentOffset = self.contentOffset
        let visible = Rect(origin: contentOffset, size: viewport)
        guard let compositional = layout as? PreparedCompositionalLayout else {
            return layout.layoutAttributesForElements(in: visible, contentOffset: contentOffset)
        }
        var offsets: [Int: Double] = [:]
        for (section, scroll) in orthogonalScrolls { offsets[section] = scroll.offset }
        return compositional.layoutAttributes(
            in: visible, contentOffset: contentOffset, adjustedContentInset: adjustedContentInset,
            orthogonalOffsets: offsets)
    }
}
