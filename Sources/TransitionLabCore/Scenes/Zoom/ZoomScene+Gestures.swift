/// Input of `zoom`: a tap on a thumbnail presents it; a pan scrolls the grid, or drags the presented view (the
/// routing is `PresentingScene`'s).
extension ZoomScene: PresentingScene {
    /// A pan on the presented view drags it.
    enum PresentedPan: Equatable {
        case drag
    }

    static var sourceScroll: ReferenceWritableKeyPath<ZoomScene, ScrollAxis> { \.scroll }
    static var scrolls: [ReferenceWritableKeyPath<ZoomScene, ScrollAxis>] { [\.scroll] }

    func handleTap(at location: Point) {
        guard presentation.phase == .source, let index = thumbnailIndex(at: location) else { return }
        present(index)
    }

    func beginPresentedPan() -> PresentedPan {
        followPan(translation: pan.translation)
        return .drag
    }

    func changePresentedPan(_ mode: PresentedPan) {
        followPan(translation: pan.translation)
    }

    func endPresentedPan(_ mode: PresentedPan) {
        endPan(translation: pan.translation, velocity: pan.velocity)
    }
}
