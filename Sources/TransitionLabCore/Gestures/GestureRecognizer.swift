/// Mirrors the parts of `UIGestureRecognizer` a scene needs: a state machine fed raw input.
///
/// Deliberate differences from UIKit:
/// - Recognisers are values fed by the scene (`handle(_:)` for each `InputEvent`, `advance(to:)` on every tick)
///   instead of objects attached to views; "the action fires" is the `true` that `handle` / `advance` return.
/// - Every recogniser sees every event, so any two recognise simultaneously, as if the delegate's
///   `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` always answered true. Tap and pan still exclude
///   each other through their movement thresholds (a tap fails where a pan begins).
/// - Coordinates are scene points; there is no `in view:` argument.
///
/// Typical use in a scene:
/// ```swift
/// if pan.handle(event) {
///     switch pan.state {
///     case .began, .changed: offset = start - pan.translation.y
///     case .ended: decelerate(from: offset, velocity: -pan.velocity.y)
///     default: break
///     }
/// }
/// ```
public protocol GestureRecognizer: Sendable {
    /// Where the recogniser is in UIKit's state machine.
    var state: GestureRecognizerState { get }
    /// Mirrors `location(in:)`: the centroid of the gesture's pointers (or the trackpad gesture's location).
    var location: Point { get }

    /// Feeds one raw input event. Returns true when UIKit would send the action: the state became `.began`,
    /// `.ended` (recognised) or `.cancelled`, or the gesture changed while `.changed`.
    @discardableResult
    mutating func handle(_ event: InputEvent) -> Bool

    /// Tells the recogniser the scene time (seconds), for gestures that fire without input (long press begins,
    /// a wheel scroll ends). Returns true when the action fires. Call it from the scene's `advance(to:)`.
    @discardableResult
    mutating func advance(to time: Double) -> Bool
}

extension GestureRecognizer {
    /// Recognisers that ignore time fire nothing here.
    public mutating func advance(to time: Double) -> Bool { false }
}
