/// Mirrors `UIGestureRecognizer.State`.
///
/// Continuous gestures (pan, pinch, long press) go `.possible → .began → .changed… → .ended` (or `.cancelled`);
/// discrete ones (tap) go `.possible → .ended` (`.recognized`); any of them may go `.possible → .failed`.
/// As in UIKit, a finished recogniser returns to `.possible` before it looks at the next input (a failed one only
/// once all its pointers have lifted).
public enum GestureRecognizerState: String, Sendable, Hashable, Codable {
    case possible, began, changed, ended, cancelled, failed

    /// Mirrors `UIGestureRecognizer.State.recognized`, the same value as `.ended`.
    public static let recognized = GestureRecognizerState.ended

    /// `.began` or `.changed`: the gesture is in progress.
    public var isActive: Bool { self == .began || self == .changed }

    /// `.ended`, `.cancelled` or `.failed`: the gesture is over.
    public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

    /// The state a recogniser takes before it looks at the next input: a finished gesture returns to `.possible`,
    /// a failed one only once none of its pointers is down (UIKit's reset after the gesture's touches end).
    func reset(pointersDown: Bool) -> GestureRecognizerState {
        self == .ended || self == .cancelled || (self == .failed && !pointersDown) ? .possible : self
    }
}
