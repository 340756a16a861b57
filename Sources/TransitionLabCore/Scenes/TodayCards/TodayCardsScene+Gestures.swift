/// Input of `today-cards`: a touch highlights the card under it, a tap presents it or hits the close button, a pan
/// scrolls the list, pulls the detail view down, or scrolls the detail content (the routing is `PresentingScene`'s).
extension TodayCardsScene: PresentingScene {
    /// What a pan on the detail view at rest drives, decided when it begins.
    enum PresentedPan: Equatable {
        case pullDown, detail
    }

    static var sourceScroll: ReferenceWritableKeyPath<TodayCardsScene, ScrollAxis> { \.listScroll }
    static var scrolls: [ReferenceWritableKeyPath<TodayCardsScene, ScrollAxis>] { [\.listScroll, \.detailScroll] }

    /// The cell highlight: `collectionView(_:didHighlightItemAt:)` on touch-down, unhighlight when the touch lifts.
    func handlePointer(_ pointer: PointerEvent) {
        let c = configuration
        switch pointer.phase {
        case .down:
            guard presentation.phase == .source, !pan.state.isActive, !touches.stoppedScrolling,
                let index = cardIndex(at: pointer.location)
            else { return }
            highlight.press(index, scale: c.highlightScale, duration: c.highlightDuration, at: time)
        case .up, .cancel:
            highlight.release(duration: c.unhighlightDuration, at: time)
        case .move:
            break
        }
    }

    func handleTap(at location: Point) {
        switch presentation.phase {
        case .source:
            if let index = cardIndex(at: location) { present(index) }
        case .presented:
            guard let detail = detailAppearance else { return }
            let button = transition.closeButtonFrame(detailWidth: detail.frame.width)
            // A generous 44-pt hit target around the 30-pt button, as Apple's HIG asks.
            let hitArea = Rect(center: button.center, size: Size(width: 44, height: 44))
            if hitArea.contains(location) { dismiss() }
        default:
            break
        }
    }

    func panWillBegin() {
        highlight.release(duration: configuration.unhighlightDuration, at: time)
    }

    func beginPresentedPan() -> PresentedPan {
        // Pull-down only from the top of the detail content, and only downwards.
        if detailScroll.offset <= 0, pan.velocity.y > 0 { return .pullDown }
        detailScroll.beginDrag()
        return .detail
    }

    func changePresentedPan(_ mode: PresentedPan) {
        switch mode {
        case .detail: detailScroll.drag(translation: pan.translation.y)
        case .pullDown:
            pullDown(translationY: pan.translation.y)
            if case .animating = presentation.phase { touches.panMode = .none }
        }
    }

    func endPresentedPan(_ mode: PresentedPan) {
        switch mode {
        case .detail: detailScroll.endDrag(velocity: -pan.velocity.y, at: time)
        case .pullDown: endPullDown()
        }
    }
}
