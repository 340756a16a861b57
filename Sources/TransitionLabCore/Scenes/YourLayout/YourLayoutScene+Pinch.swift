/// Pinching between layouts A and B: an interactive `CollectionViewTransitionLayout` with the photo grid's rule
/// (`PinchTransitionRule`), over the list's scroll (`CompositionalScrolling`), recognised together with its pan.
///
/// UIKit's part (Apple's UICollectionViewTransitionLayout reference; `UICollectionView`
/// [startInteractiveTransition(to:completion:)](https://developer.apple.com/documentation/uikit/uicollectionview/startinteractivetransition(to:completion:)),
/// [finishInteractiveTransition()](https://developer.apple.com/documentation/uikit/uicollectionview/finishinteractivetransition()),
/// [cancelInteractiveTransition()](https://developer.apple.com/documentation/uikit/uicollectionview/cancelinteractivetransition())):
/// starting installs a transition layout whose `transitionProgress` the pinch sets (a pasted subclass's, when A's or
/// B's paste brings one: `transitionLayout`); elements in both layouts interpolate, the others fade; the content offset moves from the current one to the next layout's
/// `targetContentOffset(forProposedContentOffset:)` of it (the default returns the proposal, kept in range);
/// finishing installs the next layout, cancelling keeps the current one.
///
/// Orthogonal sections (uncertain; UIKit does not document it): their scroll views belong to the compositional
/// layout, and a transition layout is not one, so the transition starts from every section at its unscrolled
/// position and both layouts come back with their orthogonal offsets at 0, a cancel included. A section scrolled
/// sideways therefore jumps back to its start when the pinch begins. IBPCollectionViewCompositionalLayout
/// (`IBPUICollectionViewCompositionalLayout.m`, `prepareLayout`) likewise creates a fresh scroll view per orthogonal
/// section each time it prepares.
extension YourLayoutScene: InteractivePinchTransition {
    /// The slots as the rule's ordered layouts: A at 0, B at 1, so pinching out goes A → B and pinching in B → A.
    var pinchLayoutIndex: Int { shownSlot == .a ? 0 : 1 }
    /// Two once B is set, unless A or B scrolls horizontally: the transition interpolates a vertical content offset,
    /// so a pinch between layouts that scroll sideways does nothing (not supported yet).
    var pinchLayoutCount: Int {
        guard let b = preparedLayouts[.b], let a = preparedLayouts[.a] else { return 1 }
        return a.scrollDirection == .vertical && b.scrollDirection == .vertical ? 2 : 1
    }
    var finishLookahead: Double { parameters[Key.finishLookahead] ?? 0 }

    /// `startInteractiveTransition(to:)`: the list's motion stops where it is (a drag in progress goes on and
    /// scrolls the transition), the orthogonal sections go back to their start, and the transition takes over.
    func startInteractiveTransition(toLayoutAt index: Int) {
        let target: LayoutSlot = index == 0 ? .a : .b
        guard let next = preparedLayouts[target] else { return }
        let offset = scrolling.mainScroll.offset
        if !(scrolling.pan.state.isActive && scrolling.panMode == .main) {
            scrolling.mainScroll.setOffset(offset, at: time, bounded: false)
        }
        scrolling.resetOrthogonalScrolls()
        let focalPoint = (parameters[PinchTransitionRule.Key.keepsFocalItem] ?? 0) >= 0.5 ? pinch.location : nil
        var layout = CollectionViewTransitionLayout(
            currentLayout: scrolling.layout, nextLayout: next, boundsSize: viewport,
            adjustedContentInset: scrolling.adjustedContentInset, currentContentOffset: Point(x: 0, y: offset),
            focalPoint: focalPoint)
        layout.effect = transitionLayout?.effect
        transition = (layout, target)
        coastedOffset = offset
    }

    /// Scrolls the running transition by how far the list's scroll moved, advances its completion, and installs
    /// the layout it settles on.
    func advanceTransition(to time: Double) {
        guard var running = transition else { return }
        let offset = scrolling.mainScroll.offset
        if offset != coastedOffset {
            running.layout.scroll(by: Point(x: 0, y: offset - coastedOffset))
            coastedOffset = offset
        }
        let settled = running.layout.advance(to: time)
        transition = running
        if settled { installSettledTransition() }
    }

    /// Finished: the next layout is installed at the transition's final offset; cancelled: the current layout stays
    /// at its offset. A drag in progress continues from there; otherwise the list goes on coasting and springs back
    /// into the installed layout's range.
    private func installSettledTransition() {
        guard let running = transition else { return }
        let finished = running.layout.state == .finished
        let offset = finished ? running.layout.nextContentOffset.y : running.layout.currentContentOffset.y
        transition = nil
        if finished {
            shownSlot = running.target
            showShownSlot()
        }
        endTransition(at: offset)
    }

    /// Hands the content offset back to the list's scroll.
    func endTransition(at offset: Double) {
        let velocity = scrolling.mainScroll.velocity
        if scrolling.pan.state.isActive && scrolling.panMode == .main {
            scrolling.mainScroll.setOffset(offset, at: time, bounded: false)
            scrolling.mainScroll.beginDrag(translation: scrolling.pan.translation.y)
        } else {
            scrolling.mainScroll.setOffset(offset, velocity: velocity, at: time)
        }
    }
}
