@testable import TransitionLabCore

/// A pointer event as a test writes it: phase, id, x, y, timestamp.
func pointer(_ phase: PointerEvent.Phase, _ id: Int, _ x: Double, _ y: Double, at time: Double)
    -> InputEvent
{
    .pointer(PointerEvent(phase: phase, id: id, location: Point(x: x, y: y), timestamp: time))
}

extension GestureRecognizer {
    /// Feeds `events` in order and returns the state after each one that fired the action.
    mutating func feed(_ events: [InputEvent]) -> [GestureRecognizerState] {
        var fired: [GestureRecognizerState] = []
        for event in events where handle(event) { fired.append(state) }
        return fired
    }
}
