/// Input of `compositional`: a pan (or wheel scroll) that starts sideways on an orthogonal section scrolls that
/// section, as its nested scroll view would claim it; any other pan scrolls the list.
extension CompositionalScene {
    /// What the current pan drives, decided when it begins.
    enum PanMode: Equatable {
        case none
        case main
        case orthogonal(section: Int, startOffset: Double)
    }

    func handlePan() {
        switch pan.state {
        case .began:
            let velocity = pan.isScrolling ? pan.translation : pan.velocity
            if abs(velocity.x) > abs(velocity.y), let section = orthogonalSection(at: pan.location),
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
                orthogonalScrolls[section]?.endDrag(velocity: -pan.velocity.x, at: time) { [self] projected in
                    restingOffset(section: section, projected: projected, startOffset: startOffset)
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
