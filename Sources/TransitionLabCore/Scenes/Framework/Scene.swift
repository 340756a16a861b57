/// A live, interactive re-creation of one source document: it owns its state, recognises gestures from
/// raw input, runs its animations on scene time, and draws frames.
///
/// A scene never reads a clock: time only reaches it through `advance(to:)` and input timestamps, so the
/// same inputs at the same scene times give the same frames bit for bit.
///
/// A scene instance belongs to one thread; its type (`any Scene.Type`, a catalog entry) may be handed to another
/// (`SendableMetatype`, SE-0470).
public protocol Scene: AnyObject, SendableMetatype {
    /// Kebab-case name used everywhere: `photo-grid`, `--scene photo-grid`, the picker's value.
    static var name: String { get }
    /// Human title for the scene picker.
    static var title: String { get }

    /// A scene in its initial state for a viewport of `viewport` points.
    init(viewport: Size)

    /// The parameter schema and current values.
    var parameters: ParameterSet { get }
    /// Changes a parameter, effective immediately (also mid-animation); returns the clamped value stored.
    @discardableResult
    func setParameter(_ key: String, to value: Double) throws(ParameterError) -> Double

    /// Applies one input event at the current scene time.
    func handle(_ event: InputEvent)
    /// Advances the scene's animations to scene time `time` (seconds, never decreasing).
    func advance(to time: Double)
    /// Whether the scene is not at rest: something moves, or a gesture is under way (a replay runs on until it
    /// is false, and `state` updates are paced while it is true).
    var isAnimating: Bool { get }
    /// Whether advancing time alone changes the scene: an animation, a coast, a recogniser waiting for a timeout.
    /// The server ticks a scene only while it is true; a gesture whose fingers rest between inputs is moved by
    /// input alone. `isAnimating` unless a scene knows better.
    var movesWithTime: Bool { get }

    /// The frame at the current scene time.
    func frame() -> Frame
    /// `frame()` on the drawing grid: `QuantizedFrame(frame())`, unless the scene draws onto the grid directly.
    func quantizedFrame() -> QuantizedFrame
    /// Labels and image placeholders of the nodes; changes rarely.
    var nodeContents: [NodeContent] { get }
    /// The scene-specific state summary of `state` messages and replay output (e.g. `columns`).
    var state: SceneState { get }
    /// The spring the user is editing, for the panel's graph and code export; nil if none.
    var springPreview: SpringPreview? { get }
}

extension Scene {
    public var movesWithTime: Bool { isAnimating }

    public func quantizedFrame() -> QuantizedFrame { QuantizedFrame(frame()) }
}
