/// Input of the scroll views: a pan (or wheel scroll) that starts sideways on an orthogonal section scrolls that
/// section, as its nested scroll view would claim it; any other pan scrolls the list. A touch-down stops the list
/// and the section under the finger where they are.
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

    mutating func handlePan() {
        switch pan.state {
        case .began:
            // A finger's pan belongs to the section it touched down on (not where it crossed the hysteresis).
            let velocity = pan.isScrolling ? pan.translation : pan.velocity
            let location = pan.isScrolling ? pan.location : touchDownLocation
            if abs(velocity.x) > abs(velocity.y), let section = orthogonalSection(at: location),
                var scroll = orthogonalScrolls[section]
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
            case .main: mainScroll.drag(translation: pan.translation.y)
            case .orthogonal(let section, _): orthogonalScrolls[section]?.drag(translation: pan.translation.x)
            case .none: break
            }
        case .ended, .cancelled:
            switch panMode {
            case .main:
                mainScroll.endDrag(velocity: -pan.velocity.y, at: time)
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
}
