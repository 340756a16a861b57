/// A live, interactive re-creation of one source document: it owns its state, recognises gestures from
/// raw input, runs its animations on scene time, and draws frames.
///
/// A scene never reads a clock: time only reaches it through `advance(to:)` and input timestamps, so the
/// same inputs at the same scene times give the same frames bit for bit.
public protocol Scene: AnyObject {
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
    /// Whether anything still moves: false lets the server stop ticking.
    var isAnimating: Bool { get }

    /// The frame at the current scene time.
    func frame() -> Frame
    /// Labels and image placeholders of the nodes; changes rarely.
    var nodeContents: [NodeContent] { get }
    /// The scene-specific state summary of `state` messages and replay output (e.g. `columns`).
    var state: [String: JSONValue] { get }
    /// The spring the user is editing, for the panel's graph and code export; nil if none.
    var springPreview: SpringPreview? { get }
}

/// The spring a scene's parameters currently describe, as the user wrote it.
public struct SpringPreview: Sendable, Hashable {
    /// The parameter group it comes from, e.g. "Present spring".
    public var title: String
    /// The spring itself.
    public var spring: Spring
    /// Initial velocity in UIKit's relative unit (fraction of the distance per second).
    public var initialVelocity: Double
    /// The UIKit duration it was specified with, when it came from the duration API.
    public var duration: Double?
    /// The API it is written with, which decides how it is drawn (Core Animation draws over-damping as critical).
    public var api: SpringAnimation.API
    /// How the SwiftUI code export writes the spring (the form the user chose, when they chose a SwiftUI one).
    public var swiftUIForm: SpringCode.SwiftUIForm

    /// A preview; `api` defaults to UIKit's duration API when there is a duration, else `CASpringAnimation`.
    public init(
        title: String, spring: Spring, initialVelocity: Double, duration: Double?, api: SpringAnimation.API? = nil,
        swiftUIForm: SpringCode.SwiftUIForm = .durationBounce
    ) {
        self.swiftUIForm = swiftUIForm
        self.title = title
        self.spring = spring
        self.initialVelocity = initialVelocity
        self.duration = duration
        self.api = api ?? (duration == nil ? .caSpring : .uikit)
    }
}
