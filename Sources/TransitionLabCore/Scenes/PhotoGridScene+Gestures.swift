#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The seed's pinch handler and the scroll view's pan, recognised simultaneously.
extension PhotoGridScene {
    /// Seed 000's `handlePinch`: `.changed` drives the transition, `.ended` / `.cancelled` complete it.
    func pinchChanged() {
        switch pinch.state {
        case .changed: pinchMoved(scale: pinch.scale)
        case .ended, .cancelled: completeOrCancelTransition()
        case .possible, .began, .failed: break
        }
    }

    /// Seed 000's `handlePinchChanged(with:)`.
    private func pinchMoved(scale: Double) {
        let logScale = log2(scale)
        if transition == nil {
            let delta = Int(floor(logScale))
            let target = currentLayoutIndex + (logScale < 0 ? delta : delta + 1)
            guard target != currentLayoutIndex, layouts.indices.contains(target) else { return }
            startInteractiveTransition(to: target)
        }
        guard var running = transition, running.layout.state == .interactive else { return }
        running.layout.updateTransitionProgress(min(max(abs(logScale), 0), 1), at: time)
        transition = running
    }

    /// `collectionView.startInteractiveTransition(to:)`: the scroll stops where it is and the transition takes over
    /// the offset (with `keepsFocalItem`, the cell under the pinch centre stays under it).
    private func startInteractiveTransition(to target: Int) {
        let offset = scroll["offset"] ?? 0
        scroll.setValue(offset, forKey: "offset")
        let focalPoint = parameters[Key.keepsFocalItem] >= 0.5 ? pinch.location : nil
        let layout = CollectionViewTransitionLayout(
            currentLayout: layouts[currentLayoutIndex], nextLayout: layouts[target], boundsSize: viewport,
            currentContentOffset: Point(x: 0, y: offset), focalPoint: focalPoint)
        transition = (layout, target)
        appliedTranslation = pan.translation.y
    }

    /// Seed 000's `completeOrCancelTransition()`: progress above the threshold finishes, otherwise cancels.
    private func completeOrCancelTransition() {
        guard var running = transition, running.layout.state == .interactive else { return }
        let finishing = running.layout.transitionProgress > parameters[Key.finishThreshold]
        complete(&running.layout, finishing: finishing)
        transition = running
    }

    /// `finishInteractiveTransition()` or `cancelInteractiveTransition()` with the completion spring, from the
    /// current progress and its velocity.
    func complete(_ layout: inout CollectionViewTransitionLayout, finishing: Bool) {
        if finishing {
            layout.finishInteractiveTransition(at: time, spring: completionSpring)
        } else {
            layout.cancelInteractiveTransition(at: time, spring: completionSpring)
        }
    }

    /// Installs the layout a settled transition ends on, at its final offset; an offset outside the new range
    /// springs back, and a drag in progress continues from there.
    func installSettledTransition() {
        guard let running = transition else { return }
        let finished = running.layout.state == .finished
        let offset = finished ? running.layout.nextContentOffset.y : running.layout.currentContentOffset.y
        if finished { currentLayoutIndex = running.target }
        transition = nil
        scroll.setValue(offset, forKey: "offset")
        if pan.state.isActive {
            dragOrigin = rubberBand.unclamp(offset) + pan.translation.y
        } else if !scrollBounds.contains(offset) {
            scroll.decelerate("offset", velocity: 0, rate: decelerationRate, bounds: scrollBounds)
        }
    }

    /// The scroll view's pan: drags with rubber-banding, decelerates on release; during a transition it scrolls
    /// both of the transition's layouts instead.
    func panChanged() {
        let offset = scroll["offset"] ?? 0
        switch pan.state {
        case .began:
            // A finger's pan begins at translation 0; a wheel scroll's first step already has one.
            scroll.setValue(offset, forKey: "offset")
            dragOrigin = rubberBand.unclamp(offset)
            appliedTranslation = 0
            fallthrough
        case .changed:
            if var running = transition {
                running.layout.scroll(by: Point(x: 0, y: appliedTranslation - pan.translation.y))
                transition = running
                appliedTranslation = pan.translation.y
            } else {
                scroll.setValue(rubberBand.clamp(dragOrigin - pan.translation.y), forKey: "offset")
            }
        case .ended, .cancelled:
            guard transition == nil else { return }
            let velocity = pan.state == .ended ? -pan.velocity.y : 0
            scroll.decelerate("offset", velocity: velocity, rate: decelerationRate, bounds: scrollBounds)
        case .possible, .failed:
            break
        }
    }

    private var decelerationRate: DecelerationRate { DecelerationRate(rawValue: parameters[Key.decelerationRate]) }
}
