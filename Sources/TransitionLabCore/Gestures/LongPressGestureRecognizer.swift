/// Mirrors `UILongPressGestureRecognizer` with one touch and no preceding taps: a continuous gesture that begins
/// once a pointer has stayed down for `minimumPressDuration` seconds within `allowableMovement` points, changes as
/// it moves (without limit once recognised) and ends when it lifts.
///
/// Defaults are UIKit's documented ones: `minimumPressDuration` 0.5 s and `allowableMovement` 10 pt
/// (`UILongPressGestureRecognizer.h` header comments; Apple's
/// [`minimumPressDuration`](https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/minimumpressduration)
/// page). The press duration is measured in scene time, so the gesture begins from `advance(to:)`.
public struct LongPressGestureRecognizer: GestureRecognizer {
    /// Seconds the pointer must stay down.
    public var minimumPressDuration = 0.5
    /// Points the pointer may move before the press is recognised.
    public var allowableMovement = 10.0

    public private(set) var state = GestureRecognizerState.possible
    /// The pointer's current location.
    public private(set) var location = Point.zero

    private var pointers = ActivePointers()
    private var startLocation = Point.zero
    private var time = 0.0
    private var downTime = 0.0

    public init() {}

    @discardableResult
    public mutating func handle(_ event: InputEvent) -> Bool {
        state = state.reset(pointersDown: !pointers.isEmpty)
        guard case .pointer(let pointer) = event else { return false }
        let countBefore = pointers.count
        guard pointers.apply(pointer), state != .failed else { return false }
        switch pointer.phase {
        case .down:
            guard state == .possible else { return false }
            if countBefore == 0 {
                startLocation = pointer.location
                location = pointer.location
                downTime = time
            } else {
                state = .failed
            }
            return false
        case .move:
            location = pointer.location
            if state == .possible {
                if location.distance(to: startLocation) > allowableMovement { state = .failed }
                return false
            }
            state = .changed
            return true
        case .up, .cancel:
            location = pointer.location
            guard state.isActive else {
                state = .failed
                return false
            }
            state = pointer.phase == .up ? .ended : .cancelled
            return true
        }
    }

    @discardableResult
    public mutating func advance(to time: Double) -> Bool {
        self.time = time
        guard state == .possible, pointers.count == 1, time - downTime >= minimumPressDuration else {
            return false
        }
        state = .began
        return true
    }
}
