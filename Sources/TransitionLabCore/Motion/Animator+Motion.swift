extension Animator {
    /// A motion: consecutive closed-form segments on the animator's clock.
    struct Motion: Sendable {
        var segments: [Segment]

        var start: Double { segments[0].start }
        var end: Double { segments[segments.count - 1].end }
        var finalValue: Double { segments[segments.count - 1].finalValue }

        /// Value and velocity at animator time `time`: before the start, the start; after the end, the final value.
        func state(at time: Double) -> (value: Double, velocity: Double) {
            guard time < end else { return (finalValue, 0) }
            let segment = segments.last { $0.start <= time } ?? segments[0]
            return segment.state(at: max(time, segment.start))
        }
    }

    /// One closed-form piece of a motion, valid from `start` to `end`.
    struct Segment: Sendable {
        enum Kind: Sendable {
            case spring(Spring, target: Double)
            case decay(DecelerationRate)
        }

        var kind: Kind
        var start: Double
        var value: Double
        var velocity: Double
        var end: Double

        var finalValue: Double {
            switch kind {
            case .spring(_, let target): target
            case .decay(let rate): rate.offset(at: end - start, from: value, initialVelocity: velocity)
            }
        }

        func state(at time: Double) -> (value: Double, velocity: Double) {
            let elapsed = time - start
            switch kind {
            case .spring(let spring, let target):
                let state = spring.state(at: elapsed, initialDisplacement: value - target, initialVelocity: velocity)
                return (target + state.displacement, state.velocity)
            case .decay(let rate):
                return (
                    rate.offset(at: elapsed, from: value, initialVelocity: velocity),
                    rate.velocity(at: elapsed, initialVelocity: velocity)
                )
            }
        }

        /// A spring segment ending at `duration` (UIKit's cut) or when it settles within the threshold.
        static func spring(
            _ spring: Spring, target: Double, start: Double, value: Double, velocity: Double, duration: Double?,
            threshold: Double?
        ) -> Segment {
            let x0 = value - target
            let length: Double
            if let duration {
                length = max(0, duration)
            } else {
                let w0 = spring.naturalFrequency
                let epsilon = threshold ?? 0.001 * max(abs(x0), abs(velocity) / w0)
                length =
                    epsilon > 0
                    ? spring.settlingDuration(
                        initialDisplacement: x0, initialVelocity: velocity, positionThreshold: epsilon,
                        velocityThreshold: epsilon * w0)
                    : 0
            }
            return Segment(
                kind: .spring(spring, target: target), start: start, value: value, velocity: velocity,
                end: start + length)
        }

        /// Scroll-view deceleration: decay, decay then spring back from the edge it reaches, or spring back
        /// from outside `bounds` (ScrollMechanics' `SimpleScrollView.completeGesture`, see `RubberBand`).
        static func deceleration(
            start: Double, value: Double, velocity: Double, rate: DecelerationRate, bounds: ClosedRange<Double>?,
            threshold: Double
        ) -> [Segment] {
            if let bounds, !bounds.contains(value) {
                let edge = min(max(value, bounds.lowerBound), bounds.upperBound)
                return [
                    .spring(
                        RubberBand.springBack, target: edge, start: start, value: value, velocity: velocity,
                        duration: nil, threshold: threshold)
                ]
            }
            let resting = rate.restingOffset(from: value, initialVelocity: velocity)
            if let bounds, !bounds.contains(resting) {
                let edge = resting > bounds.upperBound ? bounds.upperBound : bounds.lowerBound
                if let hit = rate.time(toReach: edge, from: value, initialVelocity: velocity) {
                    let decay = Segment(
                        kind: .decay(rate), start: start, value: value, velocity: velocity,
                        end: start + hit)
                    let back = Segment.spring(
                        RubberBand.springBack, target: edge, start: start + hit, value: edge,
                        velocity: rate.velocity(at: hit, initialVelocity: velocity), duration: nil, threshold: threshold
                    )
                    return [decay, back]
                }
            }
            let length = rate.duration(initialVelocity: velocity, threshold: threshold)
            return [Segment(kind: .decay(rate), start: start, value: value, velocity: velocity, end: start + length)]
        }
    }
}
