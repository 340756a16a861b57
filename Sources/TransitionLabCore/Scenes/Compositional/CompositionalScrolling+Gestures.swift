/// Input of the scroll views: a pan (or wheel scroll) that sets off sideways on an orthogonal section scrolls that
/// section, as its nested scroll view claims it; any other pan scrolls the list. A touch-down stops the list and the
/// section under the finger where they are.
///
/// Which scroll view takes a pan is decided once, as the pan begins, by the direction of the movement since
/// touch-down (`PanGestureRecognizer.movementAtBegan`), never by the finger's speed: a finger that rests, then swipes
/// sideways, scrolls the row. Cross-directional nesting is handled by UIKit itself (Apple, Scroll View Programming
/// Guide for iOS, "Nesting Scroll Views",
/// https://developer.apple.com/library/ios/documentation/WindowsViews/Conceptual/UIScrollView_pg/NestedScrollViews/NestedScrollViews.html):
/// the inner horizontal scroll view's pan begins for a drag that sets off in its "general direction" and the outer
/// vertical one takes the rest, the same horizontal-or-vertical reading as `isDirectionalLockEnabled`
/// (https://developer.apple.com/documentation/uikit/uiscrollview/isdirectionallockenabled).
///
/// A section whose content fits its width does not take a pan: a `UIScrollView` allows dragging content smaller
/// than its bounds only with `alwaysBounceHorizontal`, false by default (`ScrollAxis.scrollsWithoutAlwaysBounce`).
/// That UIKit leaves it false on the section's embedded scroll view is not documented (our reading, uncertain); the
/// pan then goes to the list, as a drag on any non-scrolling view does.
extension CompositionalScrolling {
    /// What the current pan drives, decided when it begins.
    enum PanMode: Equatable {
        case none
        case main
        case orthogonal(section: Int, startOffset: Double)
    }

    /// Applies one input event at the current time.
    mutating func handle(_ event: InputEvent) {
        if pan.beginsTouches(event), case .pointer(let pointer) = event { touchesBegan(at: pointer.location) }
        if pan.handle(event) { handlePan() }
        if pan.endsTouches(event) {
            touchesEnded()
        }
    }

    /// The first finger touches down: the list, and the orthogonal section under the finger (the scroll views the
    /// touch lands in), stop if they move (`ScrollAxis.touchDown()`).
    private mutating func touchesBegan(at location: Point) {
        touchDownLocation = location
        mainScroll.touchDown()
        if let section = orthogonalSection(at: location) { orthogonalScrolls[section]?.touchDown() }
    }

    /// The last finger lifts: a scroll it stopped without dragging settles from where it is (back inside its range,
    /// onto its section's snap target).
    private mutating func touchesEnded() {
        mainScroll.touchUp(at: time)
        let geometry = self
        let time = time
        for section in orthogonalScrolls.keys {
            let start = orthogonalScrolls[section]?.offset ?? 0
            orthogonalScrolls[section]?.touchUp(at: time) { release in
                geometry.restingOffset(section: section, release: release, startOffset: start)
            }
        }
    }

    /// Whether a pan that moved `movement` from touch-down before it began goes to a horizontal (orthogonal) scroll
    /// view rather than the vertical list: its horizontal component is the larger, so a swipe up to just under 45°
    /// from horizontal scrolls the row. At exactly 45° the list takes it; UIKit's tie-break is not public (our
    /// choice, uncertain).
    static func setsOffSideways(_ movement: Point) -> Bool {
        abs(movement.x) > abs(movement.y)
    }

    mutating func handlePan() {
        switch pan.state {
        case .began:
            // A finger's pan belongs to the section it touched down on (not where it crossed the hysteresis).
            let location = pan.isScrolling ? pan.location : touchDownLocation
            if Self.setsOffSideways(pan.movementAtBegan), let section = orthogonalSection(at: location),
                var scroll = orthogonalScrolls[section], scroll.scrollsWithoutAlwaysBounce
            {
                scroll.beginDrag()
                panMode = .orthogonal(section: section, startOffset: scroll.offset)
                orthogonalScrolls[section] = scroll
            } else {
                panMode = .main
                mainScroll.beginDrag()
            }
        case .changed:
            switch panMode {
            case .main: mainScroll.drag(translation: mainAxis == .vertical ? pan.translation.y : pan.translation.x)
            case .orthogonal(let section, _): orthogonalScrolls[section]?.drag(translation: pan.translation.x)
            case .none: break
            }
        case .ended, .cancelled:
            switch panMode {
            case .main:
                mainScroll.endDrag(
                    velocity: mainAxis == .vertical ? -pan.velocity.y : -pan.velocity.x, at: time,
                    target: layoutTarget())
            case .orthogonal(let section, let startOffset):
                let geometry = self
                let time = time
                orthogonalScrolls[section]?.endDrag(velocity: -pan.velocity.x, at: time) { release in
                    geometry.restingOffset(section: section, release: release, startOffset: startOffset)
                }
            case .none:
                break
            }
            panMode = .none
        case .possible, .failed:
            break
        }
    }

    /// The layout's own resting offset for a fling (a custom layout's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`), which the scroll decelerates to, as
    /// UIKit's does; nil when the layout keeps the proposal. UIKit passes the velocity in points per millisecond.
    func layoutTarget() -> ((ScrollAxis.Release) -> Double)? {
        guard let custom = layout as? PreparedCustomLayout, custom.hasTargetContentOffset else { return nil }
        let axis = mainAxis
        return { release in
            let along = { (value: Double) in axis == .vertical ? Point(x: 0, y: value) : Point(x: value, y: 0) }
            let target = custom.targetContentOffset(
                proposed: along(release.projected), velocity: along(release.velocity / 1000),
                current: along(release.offset))
            guard let target else { return release.projected }
            return axis == .vertical ? target.y : target.x
        }
    }
}
