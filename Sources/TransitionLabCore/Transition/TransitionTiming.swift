/// How a view-controller transition's `UIView.animate` block runs: the two timings the Today-card and zoom-transition
/// posts use.
public enum TransitionTiming: Sendable, Hashable {
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`: the spring UIKit solves
    /// for the duration (`Spring(uiKitDuration:dampingRatio:initialVelocity:)`); `initialVelocity` is UIKit's
    /// relative unit (fraction of the distance per second).
    case spring(duration: Double, dampingRatio: Double, initialVelocity: Double)
    /// `UIView.animate(withDuration:)` with its default curve, `curveEaseInOut`.
    case easeInOut(duration: Double)

    /// The animation's duration in seconds, after which the animated values sit at their targets.
    public var duration: Double {
        switch self {
        case .spring(let duration, _, _), .easeInOut(let duration): duration
        }
    }

    /// The same timing with another UIKit relative initial velocity (springs only).
    public func withInitialVelocity(_ velocity: Double) -> TransitionTiming {
        switch self {
        case .spring(let duration, let dampingRatio, _):
            .spring(duration: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
        case .easeInOut: self
        }
    }
}
