/// The fraction (0 = from-state, 1 = to-state) of one `UIView.animate` block at a scene time: every property the
/// block animates moves by this one fraction, so a transition's whole appearance is `from + (to − from)·fraction`.
///
/// Springs follow UIKit's duration API: the curve of `Spring(uiKitDuration:dampingRatio:initialVelocity:)` until
/// `duration`, then the value sits at the target (Core Animation ends the animation at its duration; see
/// `Spring+UIKit.swift`). A spring may overshoot (fraction > 1). Retiming mid-flight (`retimed(_:at:)`) starts a
/// new segment from the current fraction and fraction velocity, as
/// `UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:)` continues from the current state
/// ([Apple](https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/continueanimation(withtimingparameters:durationfactor:))),
/// so the motion stays continuous when a live parameter changes. A continued spring is the one solved for the
/// timing as written (the one the panel draws), not one re-solved for the flight's relative velocity: UIKit's
/// solver turns the large relative velocity of a nearly finished flight into a much stiffer spring, which lurches.
/// It runs until it settles (within `continuedSettleThreshold`), with no cut at a duration solved for another start.
public struct TransitionAnimation: Sendable, Hashable {
    /// The timing as the user wrote it.
    public private(set) var timing: TransitionTiming
    /// Scene time the current segment began.
    public private(set) var startTime: Double
    /// The fraction at `startTime` (0 for a fresh animation).
    public private(set) var startFraction: Double
    /// The fraction's velocity at `startTime`, in fraction per second.
    public private(set) var startVelocity: Double
    private var spring: Spring?
    /// Seconds after `startTime` at which the values sit at the targets.
    private var segmentDuration: Double

    /// Fraction (and fraction per second) within which a continued spring counts as settled: UIKit's own epsilon
    /// for its duration solver
    /// (`Spring(uiKitDuration:dampingRatio:initialVelocity:)`).
    static let continuedSettleThreshold = 0.001

    /// A fresh animation from fraction 0 at `startTime`. A spring's initial velocity is the timing's UIKit velocity.
    public init(timing: TransitionTiming, startTime: Double) {
        self.init(
            timing: timing, startTime: startTime, startFraction: 0, startVelocity: Self.initialVelocity(of: timing),
            continued: false)
    }

    private init(
        timing: TransitionTiming, startTime: Double, startFraction: Double, startVelocity: Double, continued: Bool
    ) {
        self.timing = timing
        self.startTime = startTime
        self.startFraction = startFraction
        self.startVelocity = startVelocity
        segmentDuration = timing.duration
        if case .spring(let duration, let dampingRatio, let velocity) = timing {
            let spring = Spring(uiKitDuration: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
            self.spring = spring
            if continued {
                segmentDuration = spring.settlingDuration(
                    initialDisplacement: startFraction - 1, initialVelocity: startVelocity,
                    positionThreshold: Self.continuedSettleThreshold, velocityThreshold: Self.continuedSettleThreshold)
            }
        }
    }

    /// The fraction at scene time `time`.
    public func fraction(at time: Double) -> Double { sample(at: time).fraction }

    /// The fraction's velocity (per second) at scene time `time`.
    public func velocity(at time: Double) -> Double { sample(at: time).velocity }

    /// Whether the animation has reached its duration (its values sit at the targets) by `time`.
    public func isFinished(at time: Double) -> Bool { time - startTime >= segmentDuration }

    /// The same animation continued from `time` with `timing`: position and velocity stay continuous.
    public func retimed(_ timing: TransitionTiming, at time: Double) -> TransitionAnimation {
        let now = sample(at: time)
        return TransitionAnimation(
            timing: timing, startTime: time, startFraction: now.fraction, startVelocity: now.velocity, continued: true)
    }

    private func sample(at time: Double) -> (fraction: Double, velocity: Double) {
        let elapsed = max(0, time - startTime)
        guard elapsed < segmentDuration else { return (1, 0) }
        if let spring {
            let state = spring.state(
                at: elapsed, initialDisplacement: startFraction - 1, initialVelocity: startVelocity)
            return (1 + state.displacement, state.velocity)
        }
        let curve = MediaTimingFunction.easeInEaseOut
        let x = elapsed / timing.duration
        let remaining = 1 - startFraction
        return (startFraction + remaining * curve.value(at: x), remaining * curve.slope(at: x) / timing.duration)
    }

    private static func initialVelocity(of timing: TransitionTiming) -> Double {
        if case .spring(_, _, let velocity) = timing { return velocity }
        return 0
    }
}
