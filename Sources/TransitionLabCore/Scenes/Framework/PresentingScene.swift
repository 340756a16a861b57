/// What a pan in a presentation scene drives, decided when it begins: nothing, the source list or grid's scroll, or
/// the presented view in the way the scene picks (`Presented`, such as a pull-down or the detail's own scroll).
enum PresentingPan<Presented: Equatable>: Equatable {
    case none, source, presented(Presented)
}

/// A presentation scene's touch state between events.
struct PresentingTouches<PresentedPan: Equatable> {
    var tap = TapGestureRecognizer()
    /// What the current pan drives.
    var panMode = PresentingPan<PresentedPan>.none
    /// Whether the current touch stopped a moving scroll (it then selects nothing).
    var stoppedScrolling = false
}

/// The input skeleton shared by the presentation scenes (`today-cards`, `zoom`): the first finger down stops every
/// moving scroll, and then that touch selects nothing (`ScrollAxis.touchDown()`); a tap goes to the scene; a pan
/// begun on the source scrolls it, one begun on the presented view at rest goes to the scene, one begun during a
/// transition block drives nothing; lifting the last finger releases every scroll (`ScrollAxis.touchUp(at:)`).
protocol PresentingScene: GestureScene {
    associatedtype Appearance: Equatable
    associatedtype Interaction: Equatable
    associatedtype PresentedPan: Equatable

    var presentation: Presentation<Appearance, Interaction> { get }
    var touches: PresentingTouches<PresentedPan> { get set }
    /// The source list or grid's scroll.
    static var sourceScroll: ReferenceWritableKeyPath<Self, ScrollAxis> { get }
    /// Every scroll a touch stops and releases, in order.
    static var scrolls: [ReferenceWritableKeyPath<Self, ScrollAxis>] { get }

    /// A pointer event, before the tap and the pan see it.
    func handlePointer(_ pointer: PointerEvent)
    /// A recognised tap whose touch stopped no scroll.
    func handleTap(at location: Point)
    /// A pan begins, before it is routed.
    func panWillBegin()
    /// A pan begins on the presented view at rest: starts following it and says what it drives.
    func beginPresentedPan() -> PresentedPan
    func changePresentedPan(_ mode: PresentedPan)
    /// The pan on the presented view ends or is cancelled.
    func endPresentedPan(_ mode: PresentedPan)
}

extension PresentingScene {
    typealias Move = TransitionMove<Appearance>

    func handlePointer(_ pointer: PointerEvent) {}
    func panWillBegin() {}

    func handleGestures(_ event: InputEvent) {
        if pan.beginsTouches(event) {
            // Every scroll sees the touch, even after one has stopped.
            touches.stoppedScrolling = Self.scrolls.reduce(false) { self[keyPath: $1].touchDown() || $0 }
        }
        if case .pointer(let pointer) = event { handlePointer(pointer) }
        if touches.tap.handle(event), touches.tap.state == .recognized, !touches.stoppedScrolling {
            handleTap(at: touches.tap.location)
        }
        if pan.handle(event) { handlePan() }
        if pan.endsTouches(event) {
            for scroll in Self.scrolls { self[keyPath: scroll].touchUp(at: time) }
        }
    }

    func handlePan() {
        switch pan.state {
        case .began:
            panWillBegin()
            switch presentation.phase {
            case .source:
                touches.panMode = .source
                self[keyPath: Self.sourceScroll].beginDrag()
            case .presented:
                touches.panMode = .presented(beginPresentedPan())
            default:
                touches.panMode = .none
            }
        case .changed:
            switch touches.panMode {
            case .source: self[keyPath: Self.sourceScroll].drag(translation: pan.translation.y)
            case .presented(let mode): changePresentedPan(mode)
            case .none: break
            }
        case .ended, .cancelled:
            switch touches.panMode {
            case .source: self[keyPath: Self.sourceScroll].endDrag(velocity: -pan.velocity.y, at: time)
            case .presented(let mode): endPresentedPan(mode)
            case .none: break
            }
            touches.panMode = .none
        case .possible, .failed:
            break
        }
    }
}
