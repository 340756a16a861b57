/// doremin's pinch-grid post's pinch handler (`InteractivePinchTransition`) and the scroll view's pan, recognised
/// simultaneously.
extension PhotoGridScene: InteractivePinchTransition {
    var pinchLayoutIndex: Int { currentLayoutIndex }
    var pinchLayoutCount: Int { layouts.count }
    var finishLookahead: Double { 0 }

    /// `collectionView.startInteractiveTransition(to:)`: the scroll stops where it is and the transition takes over
    /// the offset (with `keepsFocalItem`, the cell under the pinch centre stays under it).
    func startInteractiveTransition(toLayoutAt target: Int) {
        let offset = scroll.offset
        scroll.setOffset(offset, at: time, bounded: false)
        let focalPoint = (parameters[Key.keepsFocalItem] ?? 0) >= 0.5 ? pinch.location : nil
        let layout = CollectionViewTransitionLayout(
            currentLayout: layouts[currentLayoutIndex], nextLayout: layouts[target], boundsSize: viewport,
            adjustedContentInset: SafeArea.insets(for: viewport), currentContentOffset: Point(x: 0, y: offset),
            focalPoint: focalPoint)
        transition = (layout, target)
        appliedTranslation = pan.translation.y
        coastedOffset = offset
    }

    /// Installs the layout a settled transition ends on, at its final offset; a coast goes on from there (springing
    /// back from the new range's edges), an offset outside the new range springs back, and a drag in progress
    /// continues from there.
    func installSettledTransition() {
        guard let running = transition else { return }
        let finished = running.layout.state == .finished
        let offset = finished ? running.layout.nextContentOffset.y : running.layout.currentContentOffset.y
        if finished { currentLayoutIndex = running.target }
        transition = nil
        let velocity = scroll.velocity
        scroll.contentLength = layouts[currentLayoutIndex].collectionViewContentSize.height
        if pan.state.isActive {
            scroll.setOffset(offset, at: time, bounded: false)
            scroll.beginDrag(translation: pan.translation.y)
        } else {
            scroll.setOffset(offset, velocity: velocity, at: time)
        }
    }

    /// The first finger touches down: the scroll (or a coast during a transition) stops where it is, as a
    /// decelerating `UIScrollView` does.
    func touchesBegan() {
        scroll.touchDown()
    }

    /// The last finger lifts: an offset a touch-down stopped past an edge springs back.
    func touchesEnded() {
        guard !isTransitioning else { return }
        scroll.touchUp(at: time)
    }

    /// The scroll view's pan: drags with rubber-banding, decelerates on release; during a transition it scrolls
    /// both of the transition's layouts instead.
    func panChanged() {
        switch pan.state {
        case .began:
            // A finger's pan begins at translation 0; a wheel scroll's first step already has one.
            if !isTransitioning { scroll.beginDrag() }
            appliedTranslation = 0
            fallthrough
        case .changed:
            if var running = transition {
                running.layout.scroll(by: Point(x: 0, y: appliedTranslation - pan.translation.y))
                transition = running
                appliedTranslation = pan.translation.y
            } else {
                scroll.drag(translation: pan.translation.y)
            }
        case .ended, .cancelled:
            // During a transition the coast is unbounded: the range is the new layout's once it settles.
            let velocity = pan.state == .ended ? -pan.velocity.y : 0
            if !isTransitioning {
                scroll.endDrag(velocity: velocity, at: time)
            } else {
                scroll.coast(velocity: velocity, at: time)
            }
        case .possible, .failed:
            break
        }
    }
}
