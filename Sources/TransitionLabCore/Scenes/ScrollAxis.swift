/// Mirrors one axis of `UIScrollView`: a drag moves the content offset (resisted past the edges by `RubberBand`),
/// a release decays at the `decelerationRate` (`DecelerationRate`), and an offset past an edge returns with
/// `RubberBand.springBack`; a decay that reaches an edge hands its velocity there to the spring (as ScrollMechanics'
/// `SimpleScrollView` does, super-ultra/ScrollMechanics). A decay ends at its resting offset once less than half a
/// point remains.
///
/// Deliberate difference: a release with a target (`endDrag(velocity:at:target:)`, what
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` or a snapping section does) decelerates with
/// the velocity whose resting offset is exactly the target (the decay rests at offset + v/k, so v = (target −
/// offset)·k) and ends on it; UIKit's private retargeting curve is not public.
struct ScrollAxis: Sendable {
    private enum Motion: Sendable {
        case idle
        /// Following a finger; `rawStart` is the un-resisted offset when the drag began.
        case dragging(rawStart: Double)
        /// Decaying from `from` at `velocity`; `target` is where a snapping release ends exactly.
        case decelerating(startTime: Double, from: Double, velocity: Double, target: Double?)
        /// Springing back to `edge` from `displacement` past it.
        case bouncing(startTime: Double, edge: Double, displacement: Double, velocity: Double)
    }

    /// The visible length along the axis (points).
    var viewportLength: Double
    /// The content's length along the axis; the offset ranges over 0…max(0, content − viewport).
    var contentLength = 0.0 {
        didSet { if case .idle = motion { offset = min(max(offset, 0), maximumOffset) } }
    }
    /// `UIScrollView.decelerationRate`.
    var decelerationRate = DecelerationRate.normal
    /// `contentOffset` along the axis.
    private(set) var offset = 0.0
    private var motion = Motion.idle

    init(viewportLength: Double) {
        self.viewportLength = viewportLength
    }

    /// The largest resting offset.
    var maximumOffset: Double { max(0, contentLength - viewportLength) }

    /// Whether the offset moves on its own (`isDecelerating`, or bouncing back).
    var isMoving: Bool {
        switch motion {
        case .decelerating, .bouncing: true
        case .idle, .dragging: false
        }
    }

    private var rubberBand: RubberBand {
        RubberBand(dimension: viewportLength, bounds: 0...maximumOffset)
    }

    /// Back to offset 0, at rest.
    mutating func reset() {
        offset = 0
        motion = .idle
    }

    /// A finger takes hold: any motion stops where it is.
    mutating func beginDrag() {
        motion = .dragging(rawStart: rubberBand.unclamp(offset))
    }

    /// The finger has moved `translation` points since the drag began (the content follows it, so the offset
    /// decreases as the translation grows).
    mutating func drag(translation: Double) {
        guard case .dragging(let rawStart) = motion else { return }
        offset = rubberBand.clamp(rawStart - translation)
    }

    /// The finger lifts with the offset moving at `velocity` points per second. With `target`, an offset within
    /// bounds comes to rest at `target(projected resting offset)` (clamped to the range).
    mutating func endDrag(velocity: Double, at time: Double, target: ((Double) -> Double)? = nil) {
        let edge = min(max(offset, 0), maximumOffset)
        if edge != offset {
            motion = .bouncing(startTime: time, edge: edge, displacement: offset - edge, velocity: velocity)
            return
        }
        var velocity = velocity
        var chosen: Double?
        if let target {
            let projected = decelerationRate.restingOffset(from: offset, initialVelocity: velocity)
            let resting = min(max(target(projected), 0), maximumOffset)
            velocity = (resting - offset) * decelerationRate.decayConstant
            chosen = resting
        }
        motion = .decelerating(startTime: time, from: offset, velocity: velocity, target: chosen)
        advance(to: time)
    }

    /// Moves the offset along its deceleration or spring-back to scene time `time`.
    mutating func advance(to time: Double) {
        switch motion {
        case .idle, .dragging:
            return
        case .decelerating(let startTime, let from, let velocity, let target):
            let rate = decelerationRate
            let resting = rate.restingOffset(from: from, initialVelocity: velocity)
            let edge = min(max(resting, 0), maximumOffset)
            if edge != resting, let crossing = rate.time(toReach: edge, from: from, initialVelocity: velocity),
                time - startTime >= crossing
            {
                let edgeVelocity = rate.velocity(at: crossing, initialVelocity: velocity)
                motion = .bouncing(startTime: startTime + crossing, edge: edge, displacement: 0, velocity: edgeVelocity)
                advance(to: time)
            } else if time - startTime >= rate.duration(initialVelocity: velocity) {
                offset = target ?? resting
                motion = .idle
            } else {
                offset = rate.offset(at: time - startTime, from: from, initialVelocity: velocity)
            }
        case .bouncing(let startTime, let edge, let displacement, let velocity):
            let state = RubberBand.springBack.state(
                at: time - startTime, initialDisplacement: displacement, initialVelocity: velocity)
            if time > startTime, abs(state.displacement) < 0.1, abs(state.velocity) < 1 {
                offset = edge
                motion = .idle
            } else {
                offset = edge + state.displacement
            }
        }
    }
}
