/// Input of `today-cards`: a touch highlights the card under it, a tap presents it or hits the close button, a pan
/// scrolls the list, pulls the detail view down, or scrolls the detail content.
extension TodayCardsScene {
    /// What the current pan drives, decided when it begins.
    enum PanMode: Equatable {
        case none, list, pullDown, detail
    }

    func handleGestures(_ event: InputEvent) {
        if pan.beginsTouches(event) { touchesBegan() }
        if case .pointer(let pointer) = event { handlePress(pointer) }
        if tap.handle(event), tap.state == .recognized, !touchStoppedScrolling { handleTap(at: tap.location) }
        if pan.handle(event) { handlePan() }
        if pan.endsTouches(event) {
            listScroll.touchUp(at: time)
            detailScroll.touchUp(at: time)
        }
    }

    /// The first finger touches down: a moving list or detail content stops, and then that touch neither highlights
    /// nor selects (see `ScrollAxis.touchDown()`).
    private func touchesBegan() {
        let listStopped = listScroll.touchDown()
        let detailStopped = detailScroll.touchDown()
        touchStoppedScrolling = listStopped || detailStopped
    }

    /// The cell highlight: `collectionView(_:didHighlightItemAt:)` on touch-down, unhighlight when the touch lifts.
    private func handlePress(_ pointer: PointerEvent) {
        let c = configuration
        switch pointer.phase {
        case .down:
            guard phase == .source, !pan.state.isActive, !touchStoppedScrolling,
                let index = cardIndex(at: pointer.location)
            else { return }
            highlight.press(index, scale: c.highlightScale, duration: c.highlightDuration, at: time)
        case .up, .cancel:
            highlight.release(duration: c.unhighlightDuration, at: time)
        case .move:
            break
        }
    }

    private func handleTap(at location: Point) {
        switch phase {
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

    func handlePan() {
        switch pan.state {
        case .began:
            highlight.release(duration: configuration.unhighlightDuration, at: time)
            switch phase {
            case .source:
                panMode = .list
                listScroll.beginDrag()
            case .presented:
                // Pull-down only from the top of the detail content, and only downwards.
                if detailScroll.offset <= 0, pan.velocity.y > 0 {
                    panMode = .pullDown
                } else {
                    panMode = .detail
                    detailScroll.beginDrag()
                }
            default:
                panMode = .none
            }
        case .changed:
            switch panMode {
            case .list: listScroll.drag(translation: pan.translation.y)
            case .detail: detailScroll.drag(translation: pan.translation.y)
            case .pullDown:
                pullDown(translationY: pan.translation.y)
                if case .animating = phase { panMode = .none }
            case .none: break
            }
        case .ended, .cancelled:
            switch panMode {
            case .list: listScroll.endDrag(velocity: -pan.velocity.y, at: time)
            case .detail: detailScroll.endDrag(velocity: -pan.velocity.y, at: time)
            case .pullDown: endPullDown()
            case .none: break
            }
            panMode = .none
        case .possible, .failed:
            break
        }
    }
}
