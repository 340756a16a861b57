/// One engine-level command to a `SceneRunner`: an input event as a client sent it, or a change to the scene's
/// parameters or clock. The wire format maps its messages onto these; scenes never see the wire.
public enum SceneCommand: Sendable, Hashable {
    /// A pointer sample; `clientTime` is the client's clock in milliseconds (`InputClock` spaces events by it).
    case pointer(phase: PointerEvent.Phase, id: Int, location: Point, clientTime: Double)
    /// A trackpad pinch; `scale` is cumulative since `began`.
    case pinch(phase: GesturePhase, scale: Double, center: Point, clientTime: Double)
    /// A scroll-wheel or two-finger trackpad scroll of `delta` points.
    case wheel(delta: Point, location: Point, clientTime: Double)
    /// A key press, by its DOM `key` name.
    case key(String)
    /// Sets one parameter (clamped to its range).
    case setParameter(key: String, value: Double)
    /// Scene seconds per real second, limited to `SceneRunner.timeScaleRange`.
    case timeScale(Double)
    /// Toggles pause.
    case pause
    /// Pauses and advances one 60 Hz frame.
    case step
    /// Shows the layout read from `source` in `slot` of a scene that takes the user's layouts (`YourLayoutScene`),
    /// read by the runner's `layoutReader`.
    case layout(slot: LayoutSlot, source: UserLayoutSource)
}
