/// A scene whose pinch drives an interactive `CollectionViewTransitionLayout` between its ordered layouts, as
/// doremin's pinch-grid post `handlePinch` does (doremin/TransitionLayout): `.changed` starts the transition to the
/// layout `PinchTransitionRule.target` picks, once, and sets its `transitionProgress`; `.ended` / `.cancelled`
/// finish or cancel it with the completion spring (`PinchTransitionRule.complete`). `photo-grid` and `your-layout`
/// conform; each starts the transition its own way.
protocol InteractivePinchTransition: AnyObject {
    /// What a transition goes to: a layout index or a slot.
    associatedtype Target

    var pinch: PinchGestureRecognizer { get }
    var time: Double { get }
    var parameters: ParameterSet { get }
    /// The running transition and where it goes; nil when none runs.
    var transition: (layout: CollectionViewTransitionLayout, target: Target)? { get set }
    /// Whether a transition runs, read without copying it (`transition == nil` copies the transition layout,
    /// retaining each of its arrays).
    var isTransitioning: Bool { get }
    /// The shown layout's place among the layouts a pinch goes through.
    var pinchLayoutIndex: Int { get }
    /// How many layouts a pinch goes through.
    var pinchLayoutCount: Int { get }
    /// How far ahead, in seconds, a lift extrapolates the progress to decide (0: the progress alone).
    var finishLookahead: Double { get }

    /// `collectionView.startInteractiveTransition(to:)` for the layout at `index`: sets `transition`.
    func startInteractiveTransition(toLayoutAt index: Int)
}

extension InteractivePinchTransition {
    /// `UIPinchGestureRecognizer`'s action.
    func pinchChanged() {
        switch pinch.state {
        case .changed: pinchMoved(scale: pinch.scale)
        case .ended, .cancelled: completeOrCancelTransition()
        case .possible, .began, .failed: break
        }
    }

    /// doremin's pinch-grid post `handlePinchChanged(with:)`.
    private func pinchMoved(scale: Double) {
        guard let logScale = PinchTransitionRule.logScale(scale) else { return }
        if !isTransitioning {
            guard
                let target = PinchTransitionRule.target(
                    from: pinchLayoutIndex, logScale: logScale, layoutCount: pinchLayoutCount)
            else { return }
            startInteractiveTransition(toLayoutAt: target)
        }
        // Checked and changed in one access, in place: reading the transition's state first would copy it (1,900
        // instructions a move, callgrind), and a copy would share, then duplicate, its storage.
        transition?.layout.updateInteractiveProgress(PinchTransitionRule.progress(logScale: logScale), at: time)
    }

    /// doremin's pinch-grid post `completeOrCancelTransition()`: finish above the threshold (and the look-ahead),
    /// otherwise cancel.
    private func completeOrCancelTransition() {
        guard transition?.layout.state == .interactive else { return }
        PinchTransitionRule.complete(
            &transition!.layout, at: time, parameters: parameters, lookahead: finishLookahead)
    }
}
