/// Input of `zoom`: a tap on a thumbnail presents it; a pan scrolls the grid, or drags the presented view.
extension ZoomScene {
    /// What the current pan drives, decided when it begins.
    enum PanMode: Equatable {
        case none, grid, presented
    }

    func handleGestures(_ event: InputEvent) {
        // The first finger down stops a moving grid, and then that touch selects nothing (`ScrollAxis.touchDown()`).
        if pan.beginsTouches(event) { touchStoppedScrolling = scroll.touchDown() }
        if tap.handle(event), tap.state == .recognized, phase == .source, !touchStoppedScrolling,
            let index = thumbnailIndex(at: tap.location)
        {
            present(index)
        }
        if pan.handle(event) { handlePan() }
        if pan.endsTouches(event) {
            scroll.touchUp(at: time)
        }
    }

    func handlePan() {
        switch pan.state {
        case .began:
            switch phase {
            case .source:
                panMode = .grid
                scroll.beginDrag()
            case .presented:
                panMode = .presented
                followPan(translation: pan.translation)
            default:
                panMode = .none
            }
        case .changed:
            switch panMode {
            case .grid: scroll.drag(translation: pan.translation.y)
            case .presented: followPan(translation: pan.translation)
            case .none: break
            }
        case .ended, .cancelled:
            switch panMode {
            case .grid: scroll.endDrag(velocity: -pan.velocity.y, at: time)
            case .presented: endPan(translation: pan.translation, velocity: pan.velocity)
            case .none: break
            }
            panMode = .none
        case .possible, .failed:
            break
        }
    }
}
