/// `photo-grid`: doremin's pinch-grid post (doremin/TransitionLayout, a LINE-style photo picker). A pinch changes the column count of
/// a square-cell grid through an interactive `CollectionViewTransitionLayout`; a pan scrolls it like a
/// `UIScrollView`, simultaneously with the pinch.
///
/// - 200 cells coloured HSB(i/200, 0.8, 0.9) on black; grids of `FlowLayout.pinchGridColumnCounts`
///   ([17, 11, 9, 7, 5, 3, 1]) with 1-pt gaps, starting at index 2 (9 columns).
/// - Pinch, as the post's `handlePinchChanged` (`InteractivePinchTransition`): on a change with no transition
///   running, logScale = log2(scale), delta = floor(logScale), target = current + (logScale < 0 ? delta : delta + 1),
///   ignored if equal to current or outside 0…6; on every change `transitionProgress` = clamp(|logScale|, 0, 1).
///   On end, progress above `finishThreshold` (0.5) finishes, otherwise (0.5 included) cancels, with a spring
///   starting at the progress velocity.
/// - Scrolling: the `ScrollAxis` every scrolling scene uses: a pan drags the offset (rubber-banded past the edges)
///   and a release flings it (above `ScrollAxis.minimumFlingVelocity`) and decelerates at the `decelerationRate`,
///   springing back from the edges; a touch-down stops it. During a transition the pan scrolls both of its layouts
///   (`CollectionViewTransitionLayout.scroll(by:)`), a release coasts them at once (`ScrollAxis.coast`, unbounded,
///   as `UIScrollView` decelerates whatever its layout does), and once the transition settles the coast goes on in
///   the new layout's range, or the offset springs back into it.
/// - Safe area: the collection view fills the screen with `contentInsetAdjustmentBehavior = .automatic`
///   (https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property): its
///   `adjustedContentInset` is the screen's `SafeArea`, so the first row rests below the status bar (`contentOffset.y
///   = −top`) and scrolls under it, and the last rests above the home indicator; transitions clamp to the same range.
/// - `keepsFocalItem` (off, as in the post): the cell under the pinch centre stays under the fingers.
/// - State summary: `columns` (the settled layout's column count), `transitionProgress` (null without a
///   transition), `contentOffset` (vertical, points).
///
/// Its stored `var`s are `@exclusivity(unchecked)`: only the thread that runs the scene calls it
/// (docs/architecture.md).
public final class PhotoGridScene: Scene {
    public static let name = "photo-grid"
    public static let title = "Photo grid (pinch between column counts)"

    /// Number of cells.
    public static let itemCount = 200
    /// Index into `FlowLayout.pinchGridColumnCounts` of the first layout (9 columns).
    public static let initialLayoutIndex = 2
    /// Parameter keys.
    public enum Key {
        public static let keepsFocalItem = PinchTransitionRule.Key.keepsFocalItem
        public static let finishThreshold = PinchTransitionRule.Key.finishThreshold
        public static let completionResponse = PinchTransitionRule.Key.completionResponse
        public static let completionDampingRatio = PinchTransitionRule.Key.completionDampingRatio
        public static let decelerationRate = "decelerationRate"
    }

    /// The schema: the pinch's (`PinchTransitionRule.descriptors`: the post's behaviour by default) and the
    /// scroll's deceleration rate.
    static let schema: [ParameterDescriptor] =
        PinchTransitionRule.descriptors + [
            ParameterDescriptor(
                key: Key.decelerationRate, label: "Deceleration rate (per ms; normal 0.998, fast 0.99)",
                group: "Scrolling", unit: "", min: 0.98, max: 0.9995, step: 0.0005,
                defaultValue: DecelerationRate.normal.rawValue)
        ]

    public let viewport: Size
    @exclusivity(unchecked) public private(set) var parameters = ParameterSet(PhotoGridScene.schema) {
        didSet { completionSpringPreview = PinchTransitionRule.springPreview(parameters) }
    }
    @exclusivity(unchecked) private var completionSpringPreview = PinchTransitionRule.springPreview(
        ParameterSet(PhotoGridScene.schema))
    /// The prepared grids, by index into `FlowLayout.pinchGridColumnCounts`.
    let layouts: [PreparedFlowLayout]
    let colors: [Color]
    /// Each cell shows a generated photo (picked by its item) with its item number, so a cell can be told apart
    /// at any column count. Built once: the server compares it with the last table sent on every frame.
    public let nodeContents: [NodeContent]

    /// Index of the layout on screen (the settled one while a transition runs).
    @exclusivity(unchecked) public internal(set) var currentLayoutIndex = PhotoGridScene.initialLayoutIndex
    /// The running transition and the index it goes to.
    @exclusivity(unchecked) var transition: (layout: CollectionViewTransitionLayout, target: Int)?
    /// The vertical content offset outside transitions. During a transition it coasts after a pan lifts, and
    /// `advance(to:)` scrolls the transition by how far it moved.
    @exclusivity(unchecked) var scroll: ScrollAxis
    /// The scroll offset already applied to the running transition.
    @exclusivity(unchecked) var coastedOffset = 0.0
    @exclusivity(unchecked) var pinch = PinchGestureRecognizer()
    @exclusivity(unchecked) var pan = PanGestureRecognizer()
    /// The pan translation already applied to a running transition.
    @exclusivity(unchecked) var appliedTranslation = 0.0
    @exclusivity(unchecked) var time = 0.0

    public init(viewport: Size) {
        self.viewport = viewport
        layouts = FlowLayout.pinchGridColumnCounts.map {
            FlowLayout.columnGrid(columns: $0, itemCount: Self.itemCount, containerWidth: viewport.width)
                .prepareFlow(containerSize: viewport)
        }
        colors = (0..<Self.itemCount).map {
            Color(hue: Double($0) / Double(Self.itemCount), saturation: 0.8, brightness: 0.9)
        }
        nodeContents = (0..<Self.itemCount).map {
            NodeContent(id: UInt32($0 + 1), label: "\($0 + 1)", fontSize: 11, fontWeight: 700, imageSeed: UInt32($0))
        }
        let safeArea = SafeArea.insets(for: viewport)
        scroll = ScrollAxis(
            viewportLength: viewport.height,
            adjustedContentInset: ScrollAxis.Inset(start: safeArea.top, end: safeArea.bottom))
        scroll.contentLength = layouts[currentLayoutIndex].collectionViewContentSize.height
    }

    /// The settled layout's column count.
    public var columns: Int { FlowLayout.pinchGridColumnCounts[currentLayoutIndex] }

    /// The vertical content offset on screen.
    public var contentOffset: Double { withTransitionLayout { $0.contentOffset.y } ?? scroll.offset }

    @discardableResult
    public func setParameter(_ key: String, to value: Double) throws(ParameterError) -> Double {
        let stored = try parameters.set(key, to: value)
        if var running = transition {
            PinchTransitionRule.parameterChanged(key, in: &running.layout, at: time, parameters: parameters)
            transition = running
        }
        if key == Key.decelerationRate {
            scroll.decelerationRate = DecelerationRate(rawValue: stored)
            // A coast in flight goes on from its exact offset and velocity at the new rate.
            if scroll.isMoving {
                scroll.setOffset(scroll.offset, velocity: scroll.velocity, at: time, bounded: transition == nil)
            }
        }
        return stored
    }

    public func handle(_ event: InputEvent) {
        if PanGestureRecognizer.beginsTouches(event, touchesDown: pan.numberOfTouches) { touchesBegan() }
        if pinch.handle(event) { pinchChanged() }
        if pan.handle(event) { panChanged() }
        if PanGestureRecognizer.endsTouches(event, touchesDown: pan.numberOfTouches) { touchesEnded() }
    }

    public func advance(to time: Double) {
        self.time = time
        if pan.advance(to: time) { panChanged() }
        scroll.advance(to: time)
        // The transition changes in place: a copy would share, then duplicate, its storage every tick.
        guard isTransitioning else { return }
        if scroll.offset != coastedOffset {
            transition?.layout.scroll(by: Point(x: 0, y: scroll.offset - coastedOffset))
            coastedOffset = scroll.offset
        }
        if transition?.layout.advance(to: time) == true { installSettledTransition() }
    }

    public var isAnimating: Bool {
        scroll.isMoving || isTransitioning || pan.state.isActive || pinch.state.isActive
    }

    /// A coast, a finishing or cancelling transition, or a wheel scroll waiting for its end; an interactive
    /// transition under resting fingers moves only with input.
    public var movesWithTime: Bool {
        scroll.isMoving || (pan.isScrolling && pan.state.isActive)
            || withTransitionLayout { $0.state != .interactive } ?? false
    }

    /// Whether a transition runs. Reads one field: comparing the whole optional with nil copies the transition
    /// layout (retaining each of its arrays), and the server asks this several times per frame.
    var isTransitioning: Bool { transition?.target != nil }

    /// `body` applied to the running transition's layout in place; nil when none runs. Reading a computed member
    /// through `transition?.layout` copies the whole transition first, retaining and releasing each of its arrays
    /// (callgrind: 450 to 700 instructions a read, two a frame).
    @inline(__always)
    private func withTransitionLayout<Result>(_ body: (inout CollectionViewTransitionLayout) -> Result) -> Result? {
        guard isTransitioning else { return nil }
        return body(&transition!.layout)
    }

    public func frame() -> Frame {
        let offset = Point(x: 0, y: contentOffset)
        let nodes =
            withTransitionLayout { $0.mapInterpolatedElements { node($0, frame: $1.frame, alpha: $1.alpha, offset) } }
            ?? settledElements(at: offset).map { node($0, frame: $0.frame, alpha: $0.alpha, offset) }
        return Frame(time: time, viewport: viewport, background: .black, nodes: nodes)
    }

    /// `frame()` drawn straight onto the grid: each cell's pose is rounded as it is placed, with no `Node` in
    /// between and only its frame and alpha rounded.
    public func quantizedFrame() -> QuantizedFrame {
        let offset = Point(x: 0, y: contentOffset)
        let nodes =
            withTransitionLayout { gridNodes(of: $0, offset: offset) }
            ?? settledElements(at: offset).map { gridNode($0, at: offset) }
        return QuantizedFrame(time: time, viewport: viewport, background: .black, nodes: nodes)
    }

    /// The transition's cells on the grid, in `mapInterpolatedElements(_:)`'s order, written straight into the new
    /// array's storage. The loop is written out here, with no closure between the pose and the node: handed to
    /// `mapInterpolatedElements(_:)`, a closure that rounds is too large to be inlined, and each call then copies the
    /// element's attributes and every field of its pose (callgrind: about 80 instructions a cell).
    private func gridNodes(of layout: CollectionViewTransitionLayout, offset: Point) -> [QuantizedFrame.Node] {
        guard layout.effect == nil else {
            return layout.interpolatedAttributes().map { gridNode($0, at: offset) }
        }
        let progress = layout.clampedProgress
        let scale = layout.displayScale
        return layout.pairs.withUnsafeBufferPointer { pairs in
            [QuantizedFrame.Node](unsafeUninitializedCapacity: pairs.count) { nodes, count in
                for index in pairs.indices {
                    let pose = pairs[index].gridPose(at: progress, scale: scale, offset: offset)
                    nodes.initializeElement(at: index, to: gridNode(pairs[index].template, pose))
                }
                count = pairs.count
            }
        }
    }

    /// The settled layout's elements in the screen at content offset `offset`.
    private func settledElements(at offset: Point) -> [LayoutAttributes] {
        layouts[currentLayoutIndex].layoutAttributesForElements(in: Rect(origin: offset, size: viewport))
    }

    /// The cell of `attributes` at `frame` (content coordinates) and `alpha`, on a screen scrolled to `offset`: its
    /// picture and number in its colour.
    @inline(__always)
    private func node(_ attributes: LayoutAttributes, frame: Rect, alpha: Double, _ offset: Point) -> Node {
        let item = attributes.indexPath.item
        // The colour's bounds check keeps `item` below `itemCount`, so the id cannot overflow.
        let fill = colors[item]
        return Node(
            id: UInt32(truncatingIfNeeded: item + 1), frame: frame.offsetBy(dx: -offset.x, dy: -offset.y),
            alpha: alpha, z: Double(attributes.zIndex), fill: fill, flags: Self.cellFlags)
    }

    /// `attributes`' frame and alpha on the grid, on a screen scrolled to `offset`.
    private func gridNode(_ attributes: LayoutAttributes, at offset: Point) -> QuantizedFrame.Node {
        gridNode(attributes, QuantizedFrame.GridPose(frame: attributes.frame, alpha: attributes.alpha, offset: offset))
    }

    /// `node(_:frame:alpha:_:)` on the grid, its pose rounded already.
    @inline(__always)
    private func gridNode(_ attributes: LayoutAttributes, _ pose: QuantizedFrame.GridPose) -> QuantizedFrame.Node {
        let item = attributes.indexPath.item
        let fill = colors[item]
        return QuantizedFrame.Node(
            id: UInt32(truncatingIfNeeded: item + 1), pose: pose, zIndex: attributes.zIndex, fill: fill,
            flags: Self.cellFlags)
    }

    /// Every cell shows its picture and number.
    private static let cellFlags: Node.Flags = [.image, .label]

    public var state: SceneState {
        [
            "columns": .number(Double(columns)),
            "transitionProgress": (transition?.layout.transitionProgress).map { .number($0) } ?? .null,
            "contentOffset": .number(contentOffset),
            SceneState.animationStartTimeKey: transition?.layout.completionStartTime.map { .number($0) } ?? .null,
        ]
    }

    /// The completion spring: it depends on the parameters alone, so it is made when one changes, not each time the
    /// server asks (every frame; callgrind: 1,100 instructions, and 800 more to compare it with the last one sent).
    public var springPreview: SpringPreview? { completionSpringPreview }
}
