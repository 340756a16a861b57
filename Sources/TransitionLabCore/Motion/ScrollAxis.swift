/// Mirrors one axis of `UIScrollView`: a drag moves the content offset (resisted past the edges by `RubberBand`),
/// and a release hands offset and velocity to `ScrollDeceleration` (decay at the `decelerationRate`, spring back
/// from the edges).
///
/// The offset ranges over `minimumOffset…maximumOffset`, which `adjustedContentInset` widens: the inset is added
/// space around the content ("contentInset": the distance the content is inset from the safe area or scroll view
/// edges, https://developer.apple.com/documentation/uikit/uiscrollview/contentinset; "adjustedContentInset": the
/// safe area plus `contentInset`, https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset;
/// SwiftUI's `ScrollGeometry.contentInsets`: the insets plus the content size give the total scrollable space,
/// https://developer.apple.com/documentation/swiftui/scrollgeometry/contentinsets). So the smallest offset is
/// −`adjustedContentInset.top` (content resting just below a top inset, scrolling under it) and the largest
/// `contentSize.height + adjustedContentInset.bottom − bounds.height`; rubber-banding and deceleration use that range.
///
/// Deliberate difference: a release with a target (`endDrag(velocity:at:target:)`, what
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` or a snapping section does) decelerates with
/// the velocity whose resting offset is exactly the target (the decay rests at offset + v/k, so v = (target −
/// offset)·k) and ends on it; UIKit's private retargeting curve is not public.
struct ScrollAxis: Sendable {
    /// What a snapping release knows when it picks its resting offset.
    struct Release: Sendable, Hashable {
        /// `contentOffset` at the lift.
        var offset: Double
        /// Points per second (positive toward larger offsets), zero below `minimumFlingVelocity`.
        var velocity: Double
        /// Where deceleration alone would come to rest.
        var projected: Double
    }

    /// Release speed (points per second) below which a lift does not fling: the offset stays where the finger left
    /// it. UIKit's threshold is not public; this is Android's `ViewConfiguration.MINIMUM_FLING_VELOCITY` (50 dp/s,
    /// AOSP `core/java/android/view/ViewConfiguration.java`).
    static let minimumFlingVelocity = 50.0

    private enum Motion: Sendable {
        case idle
        /// Stopped by a finger that has not dragged (yet).
        case held
        /// Following a finger; `rawStart` is the un-resisted offset when the drag began.
        case dragging(rawStart: Double)
        /// After release; `target` is where a snapping release must end exactly.
        case released(startTime: Double, deceleration: ScrollDeceleration, target: Double?)
    }

    /// `adjustedContentInset` along the axis: `start` before the content (top), `end` after it (bottom).
    struct Inset: Sendable, Hashable {
        var start = 0.0
        var end = 0.0
    }

    /// The visible length along the axis (points).
    var viewportLength: Double
    /// The content's length along the axis; the offset ranges over `minimumOffset…maximumOffset`.
    var contentLength = 0.0 {
        didSet { if case .idle = motion { offset = min(max(offset, minimumOffset), maximumOffset) } }
    }
    /// `UIScrollView.adjustedContentInset` along the axis (zero by default: content fills the viewport).
    let adjustedContentInset: Inset
    /// `UIScrollView.decelerationRate`.
    var decelerationRate = DecelerationRate.normal
    /// `contentOffset` along the axis.
    private(set) var offset = 0.0
    /// Points per second the offset moves at on its own (0 unless released).
    private(set) var velocity = 0.0
    private var motion = Motion.idle

    /// At rest at `minimumOffset`: the content's start just below the inset, as a scroll view first appears.
    init(viewportLength: Double, adjustedContentInset: Inset = Inset()) {
        self.viewportLength = viewportLength
        self.adjustedContentInset = adjustedContentInset
        offset = -adjustedContentInset.start
    }

    /// The smallest resting offset: −`adjustedContentInset.start`.
    var minimumOffset: Double { -adjustedContentInset.start }

    /// The largest resting offset: content + `adjustedContentInset.end` − viewport, at least `minimumOffset`.
    var maximumOffset: Double { max(minimumOffset, contentLength + adjustedContentInset.end - viewportLength) }

    /// The resting range.
    private var bounds: ClosedRange<Double> { minimumOffset...maximumOffset }

    /// Whether a drag moves this scroll view without `alwaysBounceHorizontal`/`alwaysBounceVertical` (false by
    /// default): only when its content, insets included, is longer than its viewport. "If this property is set to
    /// true and bounces is true, horizontal dragging is allowed even if the content is smaller than the bounds of the
    /// scroll view" (https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncehorizontal).
    var scrollsWithoutAlwaysBounce: Bool { maximumOffset > minimumOffset }

    /// Whether the offset moves on its own (`isDecelerating`, or bouncing back).
    var isMoving: Bool {
        if case .released = motion { return true }
        return false
    }

    private var rubberBand: RubberBand {
        RubberBand(dimension: viewportLength, bounds: bounds)
    }

    /// Back to `minimumOffset`, at rest.
    mutating func reset() {
        offset = minimumOffset
        velocity = 0
        motion = .idle
    }

    /// Hands the offset over at `offset`, moving at `velocity` points per second from scene time `time`, as when a
    /// layout transition gives `contentOffset` back. A moving offset decelerates, and one outside the range springs
    /// back into it, as after a release; a still one inside rests. With `bounded` false the offset has no range
    /// (a `UIScrollView` decelerates whatever its layout does, so while a layout transition changes the content
    /// length the coast ignores it): a still offset rests where it is and a moving one decays freely.
    mutating func setOffset(_ offset: Double, velocity: Double = 0, at time: Double, bounded: Bool = true) {
        self.offset = offset
        let velocity = velocity.isFinite ? velocity : 0
        let bounds = bounded ? self.bounds : nil
        guard velocity != 0 || !(bounds?.contains(offset) ?? true) else {
            self.velocity = 0
            motion = .idle
            return
        }
        let deceleration = ScrollDeceleration(
            offset: offset, velocity: velocity, rate: decelerationRate, bounds: bounds)
        motion = .released(startTime: time, deceleration: deceleration, target: nil)
        advance(to: time)
    }

    /// The finger lifts while the content length changes under the offset (a layout transition runs): the offset
    /// coasts without bounds, with the same fling threshold as `endDrag(velocity:at:target:)`.
    mutating func coast(velocity: Double, at time: Double) {
        setOffset(offset, velocity: Self.flingVelocity(velocity), at: time, bounded: false)
    }

    /// `velocity`, or 0 when it is not finite or below `minimumFlingVelocity`.
    private static func flingVelocity(_ velocity: Double) -> Double {
        velocity.isFinite && abs(velocity) >= minimumFlingVelocity ? velocity : 0
    }

    /// A finger touches down: a moving offset stops where it is, as a decelerating or bouncing `UIScrollView` stops
    /// on touch-down. Returns whether it was moving: that touch then selects nothing (the scroll view keeps it from
    /// its content).
    @discardableResult
    mutating func touchDown() -> Bool {
        guard isMoving else { return false }
        velocity = 0
        motion = .held
        return true
    }

    /// The finger that stopped the offset lifts without dragging it: like a release at zero velocity, so an offset
    /// past an edge springs back and a snapping axis settles on `target`.
    mutating func touchUp(at time: Double, target: ((Release) -> Double)? = nil) {
        guard case .held = motion else { return }
        endDrag(velocity: 0, at: time, target: target)
    }

    /// A finger takes hold: any motion stops where it is. `translation` is how far the finger has already moved
    /// (non-zero when a drag that began elsewhere, on a layout transition, continues here).
    mutating func beginDrag(translation: Double = 0) {
        velocity = 0
        motion = .dragging(rawStart: rubberBand.unclamp(offset) + translation)
    }

    /// The finger has moved `translation` points since the drag began (the content follows it, so the offset
    /// decreases as the translation grows).
    mutating func drag(translation: Double) {
        guard case .dragging(let rawStart) = motion else { return }
        offset = rubberBand.clamp(rawStart - translation)
    }

    /// The finger lifts with the offset moving at `velocity` points per second (a non-finite one, or one below
    /// `minimumFlingVelocity`, counts as 0). With `target`, an offset within bounds comes to rest at
    /// `target(release)` (clamped to the range).
    mutating func endDrag(velocity: Double, at time: Double, target: ((Release) -> Double)? = nil) {
        var velocity = Self.flingVelocity(velocity)
        var resting: Double?
        if let target, bounds.contains(offset) {
            let projected = decelerationRate.restingOffset(from: offset, initialVelocity: velocity)
            let release = Release(offset: offset, velocity: velocity, projected: projected)
            let chosen = min(max(target(release), minimumOffset), maximumOffset)
            velocity = (chosen - offset) * decelerationRate.decayConstant
            resting = chosen
        }
        let deceleration = ScrollDeceleration(
            offset: offset, velocity: velocity, rate: decelerationRate, bounds: bounds)
        motion = .released(startTime: time, deceleration: deceleration, target: resting)
        advance(to: time)
    }

    /// Moves the offset along its deceleration to scene time `time`.
    mutating func advance(to time: Double) {
        guard case .released(let startTime, let deceleration, let target) = motion else { return }
        let elapsed = time - startTime
        if elapsed >= deceleration.duration {
            offset = target ?? deceleration.restingOffset
            velocity = 0
            motion = .idle
        } else {
            (offset, velocity) = deceleration.state(at: elapsed)
        }
    }
}
