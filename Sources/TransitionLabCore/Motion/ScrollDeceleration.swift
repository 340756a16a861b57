/// A scroll view's motion after the finger lifts, as a value that can be sampled at any time: free decay, decay
/// then spring back from an edge, a spring back from outside the bounds, or a spring to the chosen page.
///
/// Mirrors the deceleration of `UIScrollView`; see `DecelerationRate` (decay), `RubberBand.springBack` (return
/// from the edges, a reverse engineering) and `TargetContentOffset.page` (paging). Paging springs to the page
/// with `RubberBand.springBack` as well: Apple publishes no paging curve, so this is an approximation.
public struct ScrollDeceleration: Sendable {
    private let motion: Animator.Motion

    /// - Parameters:
    ///   - offset: content offset at release, in points.
    ///   - velocity: points per second.
    ///   - rate: deceleration rate.
    ///   - bounds: allowed offsets (nil: unbounded).
    ///   - pageSize: page length for paging (nil: no paging); paging needs `bounds` (defaults to 0…∞).
    ///   - threshold: points short of rest at which the motion ends (half a pixel at 3× by default).
    public init(
        offset: Double, velocity: Double, rate: DecelerationRate = .normal, bounds: ClosedRange<Double>? = nil,
        pageSize: Double? = nil, threshold: Double = 1.0 / 6
    ) {
        if let pageSize, pageSize > 0 {
            let target = TargetContentOffset.page(
                offset: offset, velocity: velocity, pageSize: pageSize, bounds: bounds ?? 0...Double.infinity,
                rate: rate)
            motion = Animator.Motion(segments: [
                .spring(
                    RubberBand.springBack, target: target, start: 0, value: offset, velocity: velocity,
                    duration: nil, threshold: threshold)
            ])
        } else {
            motion = Animator.Motion(
                segments: Animator.Segment.deceleration(
                    start: 0, value: offset, velocity: velocity, rate: rate, bounds: bounds, threshold: threshold))
        }
    }

    /// Offset and velocity `t` seconds after release.
    public func state(at t: Double) -> (offset: Double, velocity: Double) {
        let state = motion.state(at: t)
        return (state.value, state.velocity)
    }

    /// Where the motion comes to rest.
    public var restingOffset: Double { motion.finalValue }

    /// Seconds until it rests.
    public var duration: Double { motion.end }
}
