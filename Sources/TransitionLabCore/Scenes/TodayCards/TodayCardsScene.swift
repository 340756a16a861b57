/// `today-cards`: the App Store "Today" card list and its custom present / dismiss transition (the Today-card post
/// in docs/sources.md; the geometry lives in `CardTransition`).
///
/// A tap on a card presents its detail view with the present spring; the close button or a pull-down (when the
/// detail content is scrolled to the top) dismisses it back to the card's frame. Touching a card highlights it to
/// scale 0.95 over 0.1 s and releases it over 0.3 s; the list and the detail content scroll vertically.
public final class TodayCardsScene: Scene {
    public static let name = "today-cards"
    public static let title = "App Store Today cards"

    public let viewport: Size
    public private(set) var parameters: ParameterSet
    var time = 0.0
    /// The card the detail view belongs to and what the detail view is doing; it follows a pull-down at a progress
    /// below 1.
    var presentation = Presentation<CardTransition.Appearance, Double>()
    var listScroll: ScrollAxis
    var detailScroll: ScrollAxis
    var highlight = CardHighlight()
    var pan = PanGestureRecognizer()
    var touches = PresentingTouches<PresentedPan>()
    var lastEditedGroup = TodayCardsParameters.Group.present

    public init(viewport: Size) {
        self.viewport = viewport
        parameters = ParameterSet(TodayCardsParameters.descriptors)
        configuration = TodayCardsParameters(parameters, safeAreaBottom: SafeArea.insets(for: viewport).bottom)
        listScroll = ScrollAxis(viewportLength: viewport.height)
        detailScroll = ScrollAxis(viewportLength: viewport.height)
        updateContentLengths()
    }

    /// The parameters as typed values, read again whenever one changes.
    private(set) var configuration: TodayCardsParameters
    /// The card transition; the close button's 20-pt top margin is measured from the safe area's top, as a button
    /// constrained to `safeAreaLayoutGuide` sits below the status bar of a full-screen detail view.
    var transition: CardTransition {
        var c = configuration.cardTransition
        c.closeButtonTop += safeArea.top
        return CardTransition(configuration: c, viewport: viewport)
    }

    // MARK: Scene

    @discardableResult
    public func setParameter(_ key: String, to value: Double) throws(ParameterError) -> Double {
        let stored = try parameters.set(key, to: value)
        configuration = TodayCardsParameters(parameters, safeAreaBottom: SafeArea.insets(for: viewport).bottom)
        // Only a spring group becomes the graphed one: editing a pull-down or layout value keeps the graph.
        if let group = TodayCardsParameters.group(of: key), group == .present || group == .dismiss {
            lastEditedGroup = group
        }
        updateContentLengths()
        presentation.phase.retime(at: time, timing(for:))
        return stored
    }

    public func handle(_ event: InputEvent) {
        handleGestures(event)
    }

    public func advance(to time: Double) {
        guard advanceClock(to: time) else { return }
        listScroll.advance(to: time)
        detailScroll.advance(to: time)
        presentation.settle(at: time)
    }

    public var isAnimating: Bool {
        presentation.phase.isAnimating || highlight.isAnimating(at: time) || listScroll.isMoving
            || detailScroll.isMoving
            || isPanScrolling
    }

    public var state: SceneState {
        var state = presentation.state(
            animating: isAnimating, contentOffset: listScroll.offset, selectedKey: "selectedCard")
        if let detail = detailAppearance { state["detailFrame"] = .frame(detail.visibleFrame) }
        return state
    }

    public var springPreview: SpringPreview? {
        let (title, timing) =
            lastEditedGroup == .dismiss
            ? ("Dismiss spring", configuration.cardTransition.dismiss)
            : ("Present spring", configuration.cardTransition.present)
        guard case .spring(let duration, let damping, let velocity) = timing else { return nil }
        return SpringPreview(
            title: title, spring: Spring(uiKitDuration: duration, dampingRatio: damping, initialVelocity: velocity),
            initialVelocity: velocity, duration: duration)
    }

    // MARK: Geometry

    /// Card `index`'s frame in the list's content: x = 20, width W − 40, height 410, centred in its 440-pt row below
    /// the 96-pt header, which starts at the safe area's top (the table's automatic content inset).
    func cardContentFrame(_ index: Int) -> Rect {
        let c = configuration
        let rowTop = safeArea.top + c.headerHeight + Double(index) * c.rowHeight
        return Rect(
            x: c.cardInset, y: rowTop + (c.rowHeight - c.cardHeight) / 2, width: viewport.width - 2 * c.cardInset,
            height: c.cardHeight)
    }

    /// Card `index`'s frame on screen, highlight scale included (`selectedCell.convert(bgBackView.frame, to:)`).
    func cardScreenFrame(_ index: Int) -> Rect {
        let frame = cardContentFrame(index).offsetBy(dx: 0, dy: -listScroll.offset)
        let scale = highlight.scale(of: index, at: time)
        return Rect(center: frame.center, size: Size(width: frame.width * scale, height: frame.height * scale))
    }

    /// The card under `point` on screen, if any.
    func cardIndex(at point: Point) -> Int? {
        (0..<configuration.cardCount).first { cardScreenFrame($0).contains(point) }
    }

    /// The detail view's appearance now, or nil on the list.
    var detailAppearance: CardTransition.Appearance? {
        guard let index = presentation.selectedIndex else { return nil }
        let transition = transition
        switch presentation.phase {
        case .source: return nil
        case .presented: return transition.presentedAppearance
        case .interacting(let progress): return transition.pullDownAppearance(progress: progress)
        case .animating(let move):
            let to =
                move.kind == .dismiss
                ? transition.cardAppearance(cardFrame: cardScreenFrame(index)) : transition.presentedAppearance
            return move.from.interpolated(to: to, fraction: move.animation.fraction(at: time))
        }
    }

    // MARK: Transitions

    func timing(for kind: Move.Kind) -> TransitionTiming {
        switch kind {
        case .present: configuration.cardTransition.present
        case .dismiss: configuration.cardTransition.dismiss
        case .restore: configuration.cardTransition.cancelPullDown
        }
    }

    /// Presents card `index` from where it is on screen now.
    func present(_ index: Int) {
        guard presentation.phase == .source else { return }
        detailScroll.reset()
        // The Today-card post sets `toVC.view.frame = frame` once, from the cell as it is on screen at this moment.
        let from = transition.cardAppearance(cardFrame: cardScreenFrame(index))
        presentation.present(index, from: from, timing: timing(for: .present), at: time)
    }

    /// Dismisses the detail view from its current appearance back to its card.
    func dismiss() {
        guard let current = detailAppearance else { return }
        if case .animating(let move) = presentation.phase, move.kind == .dismiss { return }
        presentation.phase = .animating(Move(.dismiss, from: current, timing: timing(for: .dismiss), at: time))
    }

    /// Follows a pull-down of `translationY`; commits the dismissal once progress reaches 1.
    func pullDown(translationY: Double) {
        let transition = transition
        let progress = transition.pullDownProgress(translationY: translationY)
        if transition.pullDownCommits(progress: progress) {
            presentation.phase = .interacting(1)
            dismiss()
        } else {
            presentation.phase = .interacting(progress)
        }
    }

    /// Ends a pull-down that did not commit: back to identity in 0.2 s.
    func endPullDown() {
        guard case .interacting = presentation.phase, let current = detailAppearance else { return }
        presentation.phase = .animating(Move(.restore, from: current, timing: timing(for: .restore), at: time))
    }

    private func updateContentLengths() {
        let c = configuration
        listScroll.contentLength = safeArea.top + c.headerHeight + Double(c.cardCount) * c.rowHeight + c.tabBarHeight
        detailScroll.contentLength = max(viewport.height, c.detailImageHeight + TodayCardsScene.detailBodyHeight)
    }

    /// The screen's safe area; the list's content starts below its top (see `frame()`).
    var safeArea: DirectionalEdgeInsets { SafeArea.insets(for: viewport) }

    /// Height of the detail view's body text below its image.
    static let detailBodyHeight = 900.0
}
