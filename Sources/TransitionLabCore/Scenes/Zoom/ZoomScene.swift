/// `zoom`: a grid of thumbnails and the iOS 18-style zoom transition of LittleTale's zoom-transition post (the
/// geometry lives in `ZoomTransition`).
///
/// 60 square thumbnails in 3 columns with 2-pt gaps, corner radius 12, coloured HSB(i / 60, 0.8, 0.9) as in
/// `photo-grid`. The grid scrolls vertically and respects the safe area as a collection view with
/// `contentInsetAdjustmentBehavior = .automatic` does (`SafeArea`, `ScrollAxis.adjustedContentInset`): its first row
/// rests below the status bar and scrolls under it. A tap zooms the thumbnail's square photo to the screen's width,
/// centred on a black backdrop, as Photos shows a photo (aspect fit, `UIView.ContentMode.scaleAspectFit`); a pan on
/// the presented view drags it (shrinking, the grid showing through the backdrop, as iOS 18's zoom transition does)
/// and, released beyond 120 pt, zooms it back to its thumbnail with the release velocity, otherwise returns it in
/// 0.1 s.
public final class ZoomScene: Scene {
    public static let name = "zoom"
    public static let title = "Zoom transition"

    public let viewport: Size
    public private(set) var parameters: ParameterSet
    var time = 0.0
    /// The thumbnail the presented view belongs to and what the presented view is doing; it follows a pan of some
    /// translation.
    var presentation = Presentation<ZoomTransition.Appearance, Point>()
    var scroll: ScrollAxis
    var pan = PanGestureRecognizer()
    var touches = PresentingTouches<PresentedPan>()

    public init(viewport: Size) {
        self.viewport = viewport
        parameters = ParameterSet(ZoomParameters.descriptors)
        configuration = ZoomParameters(parameters)
        let safeArea = SafeArea.insets(for: viewport)
        scroll = ScrollAxis(
            viewportLength: viewport.height,
            adjustedContentInset: ScrollAxis.Inset(start: safeArea.top, end: safeArea.bottom))
        scroll.contentLength = contentHeight
    }

    /// The parameters as typed values, read again whenever one changes.
    private(set) var configuration: ZoomParameters

    // MARK: Scene

    @discardableResult
    public func setParameter(_ key: String, to value: Double) throws(ParameterError) -> Double {
        let stored = try parameters.set(key, to: value)
        configuration = ZoomParameters(parameters)
        scroll.contentLength = contentHeight
        let c = configuration.transition
        // A running spring continues with the spring the panel draws (see `TransitionAnimation.retimed(_:at:)`).
        presentation.phase.retime(at: time) {
            $0 == .restore
                ? .easeInOut(duration: c.restoreDuration) : c.spring(initialVelocity: c.initialSpringVelocity)
        }
        return stored
    }

    public func handle(_ event: InputEvent) {
        handleGestures(event)
    }

    public func advance(to time: Double) {
        guard advanceClock(to: time) else { return }
        scroll.advance(to: time)
        presentation.settle(at: time)
    }

    public var isAnimating: Bool {
        presentation.phase.isAnimating || scroll.isMoving || isPanScrolling
    }

    public var state: SceneState {
        var state = presentation.state(
            animating: isAnimating, contentOffset: scroll.offset, selectedKey: "selectedItem")
        if let transition = zoomTransition, let appearance = presentedViewAppearance {
            state["presentedFrame"] = .frame(transition.visibleFrame(of: appearance))
            state["presentedAlpha"] = .number(appearance.alpha)
        }
        return state
    }

    public var springPreview: SpringPreview? {
        let c = configuration.transition
        return SpringPreview(
            title: "Zoom spring",
            spring: Spring(
                uiKitDuration: c.transitionDuration, dampingRatio: c.springWithDamping,
                initialVelocity: c.initialSpringVelocity),
            initialVelocity: c.initialSpringVelocity, duration: c.transitionDuration)
    }

    // MARK: Geometry

    /// Number of thumbnails.
    static let itemCount = 60

    /// The thumbnails' side: (W − (columns − 1)·spacing) / columns.
    var side: Double {
        let c = configuration
        return (viewport.width - Double(c.columns - 1) * c.spacing) / Double(c.columns)
    }

    var contentHeight: Double {
        let c = configuration
        let rows = (Self.itemCount + c.columns - 1) / c.columns
        return Double(rows) * side + Double(rows - 1) * c.spacing
    }

    /// Thumbnail `index`'s frame on screen.
    func thumbnailFrame(_ index: Int) -> Rect {
        let c = configuration
        let side = side
        let column = index % c.columns
        let row = index / c.columns
        return Rect(
            x: Double(column) * (side + c.spacing), y: Double(row) * (side + c.spacing) - scroll.offset, width: side,
            height: side)
    }

    func thumbnailIndex(at point: Point) -> Int? {
        (0..<Self.itemCount).first { thumbnailFrame($0).contains(point) }
    }

    /// The transition for the selected thumbnail as it sits now, or nil on the grid.
    var zoomTransition: ZoomTransition? { presentation.selectedIndex.map(zoomTransition(for:)) }

    /// The transition for thumbnail `index` as it sits now.
    func zoomTransition(for index: Int) -> ZoomTransition {
        ZoomTransition(
            configuration: configuration.transition, referenceFrame: thumbnailFrame(index),
            referenceCornerRadius: configuration.cornerRadius, finalFrame: photoFrame)
    }

    /// The opened photo's frame: the square photo fitted to the screen (`scaleAspectFit`: the largest square inside
    /// the viewport, centred), so on a portrait iPhone it spans the width and sits in the middle of the height.
    var photoFrame: Rect {
        let side = min(viewport.width, viewport.height)
        return Rect(
            x: (viewport.width - side) / 2, y: (viewport.height - side) / 2, width: side, height: side)
    }

    /// The presented view's appearance now, or nil on the grid.
    var presentedViewAppearance: ZoomTransition.Appearance? {
        guard let transition = zoomTransition else { return nil }
        switch presentation.phase {
        case .source: return nil
        case .presented: return transition.presentedAppearance
        case .interacting(let translation): return transition.panAppearance(translation: translation)
        case .animating(let move):
            let to = move.kind == .dismiss ? transition.referenceAppearance : transition.presentedAppearance
            return move.from.interpolated(to: to, fraction: move.animation.fraction(at: time))
        }
    }

    // MARK: Transitions

    func present(_ index: Int) {
        let c = configuration.transition
        presentation.present(
            index, from: zoomTransition(for: index).referenceAppearance,
            timing: c.spring(initialVelocity: c.initialSpringVelocity), at: time)
    }

    /// Starts or continues following a pan on the presented view.
    func followPan(translation: Point) {
        switch presentation.phase {
        case .presented, .interacting: presentation.phase = .interacting(translation)
        default: return
        }
    }

    /// Ends a pan of `translation` released at `velocity` (points per second).
    func endPan(translation: Point, velocity: Point) {
        guard case .interacting = presentation.phase, let transition = zoomTransition else { return }
        let current = transition.panAppearance(translation: translation)
        if transition.panDismisses(translation: translation) {
            let relative = transition.relativeVelocity(
                velocity, from: current.center, to: transition.referenceFrame.center)
            let timing = transition.configuration.spring(initialVelocity: relative)
            presentation.phase = .animating(Move(.dismiss, from: current, timing: timing, at: time))
        } else {
            let timing = TransitionTiming.easeInOut(duration: transition.configuration.restoreDuration)
            presentation.phase = .animating(Move(.restore, from: current, timing: timing, at: time))
        }
    }
}
