/// Mirrors `UIPinchGestureRecognizer`: the scale between two pointers, their centre and the scale velocity;
/// trackpad pinches (ctrl + wheel, Safari gesture events) drive the same state machine.
///
/// - `scale` is the distance between the two pointers over their distance when the second one touched down
///   ("the scale factor relative to the points of the two touches in screen coordinates", Apple's
///   [`scale`](https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer/scale) page); for a
///   trackpad pinch it is the event's own cumulative scale.
/// - The pinch begins once that distance has changed by more than `hysteresis` points, so two fingers moving
///   together (a two-finger pan) do not pinch. UIKit's threshold is private; 10 pt is our choice (uncertain).
/// - Only the first two pointers count; the pinch ends when either of them lifts.
/// - `velocity` is scale factor per second (Apple's
///   [`velocity`](https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer/velocity) page).
/// - Degenerate input never yields a scale of 0, ∞ or NaN: two pointers closer than `minimumSpan` when the second
///   touches down make the pinch fail; fingers that meet (closer than `minimumSpan`) while pinching cancel it, as
///   does a trackpad scale that is not a positive finite number.
public struct PinchGestureRecognizer: GestureRecognizer {
    /// Change of the pointer distance, in points, before the pinch begins.
    public var hysteresis = PanGestureRecognizer.defaultHysteresis
    /// Pointer distance, in points, below which the scale is meaningless (the fingers meet or cross).
    public static let minimumSpan = 1.0

    public private(set) var state = GestureRecognizerState.possible
    /// The centre between the two pointers (or the trackpad gesture's location).
    public private(set) var location = Point.zero
    /// Mirrors `scale`: cumulative since the two pointers touched down.
    public private(set) var scale = 1.0
    /// Mirrors `velocity`: scale factor per second (`VelocityTracker` over the scale samples) as of the last
    /// change of `scale`. Fitted when read: a pinch reads it when it ends, not at each of its moves.
    public var velocity: Double {
        switch velocityReading {
        case .value(let value): value
        case .samples: samples.velocity.x
        }
    }
    /// Where `velocity` comes from: a value kept, or the samples as they are.
    private enum VelocityReading: Hashable {
        case value(Double)
        case samples
    }
    private var velocityReading = VelocityReading.value(0)
    /// Whether the current gesture comes from a trackpad rather than two pointers.
    public private(set) var isTrackpad = false

    private var pointers = ActivePointers()
    private var initialSpan = 0.0
    private var samples = PointVelocityTracker()
    private var degeneratedWhileDown = false

    public init() {}

    @discardableResult
    public mutating func handle(_ event: InputEvent) -> Bool {
        if pointers.isEmpty { degeneratedWhileDown = false }
        let reset = state.reset(pointersDown: !pointers.isEmpty)
        if reset != state {
            // The fingers of a pinch that degenerated do not start another until they have all lifted.
            state = degeneratedWhileDown ? .failed : reset
            isTrackpad = false
        }
        switch event {
        case .pointer(let pointer): return handle(pointer)
        case .trackpadPinch(let phase, let scale, let center, let timestamp):
            return handleTrackpad(phase, scale, center, timestamp)
        case .wheel, .key: return false
        }
    }

    private mutating func handle(_ event: PointerEvent) -> Bool {
        guard !isTrackpad else { return false }
        let wasPair = pointers.count >= 2 ? (pointers.id(at: 0), pointers.id(at: 1)) : nil
        guard pointers.apply(event) else { return false }
        guard state != .failed else { return false }
        switch event.phase {
        case .down:
            if pointers.count == 2 {
                guard span >= Self.minimumSpan, span.isFinite else {
                    state = .failed
                    return false
                }
                initialSpan = span
                keepVelocity()
                samples = PointVelocityTracker(noise: 1 / initialSpan, limit: 1_000)
                samples.append(Point(x: 1, y: 0), at: event.timestamp)
                location = center
            }
            return false
        case .move:
            guard let pair = wasPair, event.id == pair.0 || event.id == pair.1 else { return false }
            guard span >= Self.minimumSpan, span.isFinite else { return degenerate() }
            location = center
            let raw = span / initialSpan
            if state == .possible { keepVelocity() }
            samples.append(Point(x: raw, y: 0), at: event.timestamp)
            if state == .possible {
                guard abs(span - initialSpan) > hysteresis else { return false }
                state = .began
            } else {
                state = .changed
            }
            scale = raw
            velocityReading = .samples
            return true
        case .up, .cancel:
            guard let pair = wasPair, event.id == pair.0 || event.id == pair.1 else { return false }
            if state == .possible {
                state = .failed
                return false
            }
            state = event.phase == .up ? .ended : .cancelled
            return true
        }
    }

    /// The fingers met (or the scale left the finite positive numbers): an active pinch is cancelled, a possible
    /// one fails.
    private mutating func degenerate() -> Bool {
        velocityReading = .value(0)
        degeneratedWhileDown = !pointers.isEmpty
        if state.isActive {
            state = .cancelled
            return true
        }
        state = .failed
        return false
    }

    /// Keeps `velocity` as it is before a sample that does not change it.
    private mutating func keepVelocity() {
        if case .samples = velocityReading { velocityReading = .value(samples.velocity.x) }
    }

    private var span: Double { pointers.location(at: 0).distance(to: pointers.location(at: 1)) }

    private var center: Point {
        pointers.location(at: 0).interpolated(to: pointers.location(at: 1), fraction: 0.5)
    }

    private mutating func handleTrackpad(
        _ phase: GesturePhase,
        _ scale: Double,
        _ center: Point,
        _ time: Double
    )
        -> Bool
    {
        guard pointers.count < 2 else { return false }
        guard scale.isFinite, scale > 0, center.x.isFinite, center.y.isFinite else {
            guard isTrackpad else { return false }
            return degenerate()
        }
        location = center
        switch phase {
        case .began:
            isTrackpad = true
            samples = PointVelocityTracker(noise: 0, limit: 1_000)
            samples.append(Point(x: scale, y: 0), at: time)
            self.scale = scale
            velocityReading = .value(0)
            state = .began
        case .changed, .ended, .cancelled:
            guard isTrackpad, state.isActive else { return false }
            samples.append(Point(x: scale, y: 0), at: time)
            self.scale = scale
            velocityReading = .samples
            state = phase == .changed ? .changed : (phase == .ended ? .ended : .cancelled)
        }
        return true
    }
}
