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
