/// Raw input as a scene receives it, before any gesture recognition.
///
/// Pointer ids are already namespaced per client by whoever delivers them (two people's fingers never
/// share an id), and `timestamp` is in scene seconds, spaced as the client's clock spaced the events (`SceneRunner`
/// stamps it through `InputClock`), used for velocities and tap durations.
public enum InputEvent: Sendable, Hashable {
    case pointer(PointerEvent)
    /// A trackpad pinch (ctrl + wheel, Safari gesture events): scale is cumulative since `.began`.
    case trackpadPinch(phase: GesturePhase, scale: Double, center: Point, timestamp: Double)
    /// A scroll wheel or two-finger trackpad scroll: `delta` in points, positive = content moves up/left.
    case wheel(delta: Point, location: Point, timestamp: Double)
    /// A key press, by its DOM `KeyboardEvent.key` name.
    case key(String)
}

extension InputEvent {
    /// The phase of a pointer event; nil for any other input.
    var pointerPhase: PointerEvent.Phase? {
        guard case .pointer(let pointer) = self else { return nil }
        return pointer.phase
    }
}

/// One touch, pen or mouse pointer sample (Pointer Events semantics).
public struct PointerEvent: Sendable, Hashable {
    /// Mirrors the `pointerdown` / `pointermove` / `pointerup` / `pointercancel` events.
    public enum Phase: String, Sendable, Hashable, Codable, CaseIterable {
        case down, move, up, cancel
    }

    public var phase: Phase
    public var id: Int
    /// Location in scene points.
    public var location: Point
    /// Scene time in seconds.
    public var timestamp: Double

    public init(phase: Phase, id: Int, location: Point, timestamp: Double) {
        self.phase = phase
        self.id = id
        self.location = location
        self.timestamp = timestamp
    }
}

/// Mirrors the `began` / `changed` / `ended` / `cancelled` values of `UIGestureRecognizer.State`.
public enum GesturePhase: String, Sendable, Hashable, Codable {
    case began, changed, ended, cancelled
}
