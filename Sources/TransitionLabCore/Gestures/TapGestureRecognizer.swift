/// Mirrors `UITapGestureRecognizer` with one tap of one touch (`numberOfTapsRequired` and
/// `numberOfTouchesRequired` of 1): a discrete gesture recognised when the pointer lifts.
///
/// It fails when the pointer moves more than `allowableMovement` points, when it is held longer than
/// `maximumTapDuration` seconds (by the pointer timestamps), or when a second pointer touches down. Both limits are
/// private UIKit properties of the same names (`allowableMovement`, `maximumTapDuration` in the iOS 15.2 runtime
/// headers, akariicafe/Runtime-Headers, `UIKitCore/UITapGestureRecognizer.h`) whose values are not public:
/// 10 pt keeps taps and pans mutually exclusive (the pan hysteresis), and 1.5 s is a measured figure (uncertain).
public struct TapGestureRecognizer: GestureRecognizer {
    /// Points the pointer may move before the tap fails.
    public var allowableMovement = PanGestureRecognizer.defaultHysteresis
    /// Seconds the pointer may stay down before the tap fails.
    public var maximumTapDuration = 1.5

    public private(set) var state = GestureRecognizerState.possible
    /// Where the pointer touched down, then where it lifted once recognised.
    public private(set) var location = Point.zero

    private var pointers = ActivePointers()
    private var downTimestamp = 0.0

    public init() {}

    @discardableResult
    public mutating func handle(_ event: InputEvent) -> Bool {
        state = state.reset(pointersDown: !pointers.isEmpty)
        guard case .pointer(let pointer) = event else { return false }
        let countBefore = pointers.count
        guard pointers.apply(pointer), state == .possible else { return false }
        switch pointer.phase {
        case .down:
            if countBefore == 0 {
                location = pointer.location
                downTimestamp = pointer.timestamp
            } else {
                state = .failed
            }
        case .move:
            if pointer.location.distance(to: location) > allowableMovement
                || pointer.timestamp - downTimestamp > maximumTapDuration
            {
                state = .failed
            }
        case .up:
            if pointer.location.distance(to: location) > allowableMovement
                || pointer.timestamp - downTimestamp > maximumTapDuration
            {
                state = .failed
                return false
            }
            location = pointer.location
            state = .recognized
            return true
        case .cancel:
            state = .failed
        }
        return false
    }
}
