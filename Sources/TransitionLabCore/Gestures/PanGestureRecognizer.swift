/// Mirrors `UIPanGestureRecognizer`: translation and velocity of the centroid of one or more pointers, and
/// wheel / two-finger trackpad scrolling as UIKit's `allowedScrollTypesMask = .all` delivers it.
///
/// - The pan begins once the centroid has moved more than `hysteresis` points from where it touched down, and
///   the hysteresis is then removed from the translation, so `.began` reports a translation of zero. UIKit keeps
///   this in the private `_hysteresis` ivar with `+_defaultHysteresis` and `-_removeHysteresisFromTranslation`
///   (iOS 15.2 runtime headers, akariicafe/Runtime-Headers,
///   `15.2/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore/UIPanGestureRecognizer.h`). Its value
///   is not public; 10 pt is the commonly measured figure and matches `UILongPressGestureRecognizer`'s documented
///   `allowableMovement` default (uncertain by a few points).
/// - Convention: "a drag of N pt" (the scenes' thresholds, e.g. zoom's 120-pt dismiss, today-cards' 100-pt pull-down,
///   and their tests) means a `translation` of N pt, as the source documents' `translation(in:)` reads it. The
///   finger travels farther from touch-down: N plus the distance at which the pan began, just over `hysteresis` (a
///   finger moving in 1-pt steps begins at 11 pt, so a 120-pt translation takes 131 pt of travel).
/// - Adding or lifting a pointer moves the centroid without moving the translation (UIKit's
///   `_touchesListChangedFrom:to:`); the gesture ends when the last pointer lifts, and fails if it lifts first.
/// - Wheel events drive the same state machine: each event adds `−delta` to the translation (`delta` is how far
///   the content moves), and the scroll ends `wheelEndDelay` seconds of scene time after the last one with zero
///   velocity, because the browser has already applied its momentum to the wheel stream.
public struct PanGestureRecognizer: GestureRecognizer {
    /// UIKit's pan hysteresis in points (see the type's documentation for its source and uncertainty).
    public static let defaultHysteresis = 10.0

    /// Points the centroid must move before the pan begins.
    public var hysteresis = PanGestureRecognizer.defaultHysteresis
    /// Mirrors `minimumNumberOfTouches`.
    public var minimumNumberOfTouches = 1
    /// Scene seconds without a wheel event after which a wheel scroll ends.
    public var wheelEndDelay = 0.1

    public private(set) var state = GestureRecognizerState.possible
    public private(set) var location = Point.zero
    /// Mirrors `translation(in:)`: points the gesture has moved since it began (after the hysteresis).
    public private(set) var translation = Point.zero
    /// Mirrors `velocity(in:)`: points per second, from the pointer timestamps (`VelocityTracker` per axis).
    public private(set) var velocity = Point.zero
    /// How far the centroid had moved from touch-down when the pan began (for a wheel scroll, its first delta as a
    /// translation): the direction the gesture set off in, which a nested scroll view's pan reads to claim or refuse
    /// the touch (`CompositionalScrolling`). Unlike `velocity` it does not depend on how long the finger rested.
    public private(set) var movementAtBegan = Point.zero
    /// Whether the current gesture comes from wheel events rather than pointers.
    public private(set) var isScrolling = false
    /// Number of pointers down.
    public var numberOfTouches: Int { pointers.count }

    /// Whether `event` is the first finger of a touch sequence: a pointer down while none is. Ask before `handle`.
    public func beginsTouches(_ event: InputEvent) -> Bool {
        Self.beginsTouches(event, touchesDown: numberOfTouches)
    }

    /// Whether `event` lifted (or cancelled) the last finger down. Ask after `handle`.
    public func endsTouches(_ event: InputEvent) -> Bool {
        Self.endsTouches(event, touchesDown: numberOfTouches)
    }

    /// `beginsTouches(_:)` from the count of pointers down: a scene holding the recogniser in a stored property
    /// passes `numberOfTouches`, which is read in place, where calling the method copies the recogniser, arrays
    /// and all (callgrind: 460 instructions an event).
    public static func beginsTouches(_ event: InputEvent, touchesDown: Int) -> Bool {
        event.pointerPhase == .down && touchesDown == 0
    }

    /// `endsTouches(_:)` from the count of pointers down after `handle` (see `beginsTouches(_:touchesDown:)`).
    public static func endsTouches(_ event: InputEvent, touchesDown: Int) -> Bool {
        let phase = event.pointerPhase
        return (phase == .up || phase == .cancel) && touchesDown == 0
    }

    private var pointers = ActivePointers()
    /// Sum of the centroid jumps caused by pointers touching down or lifting.
    private var jumps = Point.zero
    /// Centroid minus `jumps`: continuous across pointer-count changes.
    private var position = Point.zero
    private var touchDownPosition = Point.zero
    /// `position` where the translation is zero.
    private var origin = Point.zero
    private var samples = PointVelocityTracker()
    private var time = 0.0
    private var lastWheelTime = 0.0

    public init() {}

    /// Mirrors `setTranslation(_:in:)`: the translation becomes `translation` without moving the gesture.
    public mutating func setTranslation(_ translation: Point) {
        origin = Point(x: position.x - translation.x, y: position.y - translation.y)
        self.translation = translation
    }

    @discardableResult
    public mutating func handle(_ event: InputEvent) -> Bool {
        let reset = state.reset(pointersDown: !pointers.isEmpty)
        if reset != state {
            state = reset
            isScrolling = false
        }
        switch event {
        case .pointer(let pointer): return handle(pointer)
        case .wheel(let delta, let location, let timestamp):
            return handleWheel(delta, location, timestamp)
        case .trackpadPinch, .key: return false
        }
    }

    @discardableResult
    public mutating func advance(to time: Double) -> Bool {
        self.time = time
        guard isScrolling, state.isActive, time - lastWheelTime >= wheelEndDelay else { return false }
        velocity = .zero
        state = .ended
        return true
    }

    private mutating func handle(_ event: PointerEvent) -> Bool {
        guard !isScrolling else { return false }
        let before = pointers.centroid
        let countBefore = pointers.count
        guard pointers.apply(event) else { return false }
        if pointers.count != countBefore {
            if countBefore > 0, !pointers.isEmpty {
                let after = pointers.centroid
                jumps = Point(x: jumps.x + after.x - before.x, y: jumps.y + after.y - before.y)
            } else if countBefore == 0 {
                jumps = event.location
                samples = PointVelocityTracker()
            }
        }
        if !pointers.isEmpty {
            location = pointers.centroid
            position = Point(x: location.x - jumps.x, y: location.y - jumps.y)
        }
        samples.append(position, at: event.timestamp)
        guard state != .failed else { return false }
        switch event.phase {
        case .down:
            if countBefore == 0 { touchDownPosition = position }
            return false
        case .move:
            if state == .possible {
                guard pointers.count >= minimumNumberOfTouches,
                    position.distance(to: touchDownPosition) > hysteresis
                else { return false }
                origin = position
                movementAtBegan = Point(x: position.x - touchDownPosition.x, y: position.y - touchDownPosition.y)
                translation = .zero
                velocity = samples.velocity
                state = .began
                return true
            }
            translation = Point(x: position.x - origin.x, y: position.y - origin.y)
            velocity = samples.velocity
            state = .changed
            return true
        case .up, .cancel:
            if state == .possible {
                if pointers.isEmpty || event.phase == .cancel { state = .failed }
                return false
            }
            if event.phase == .cancel {
                state = .cancelled
                return true
            }
            guard pointers.isEmpty else { return false }
            velocity = samples.velocity
            state = .ended
            return true
        }
    }

    private mutating func handleWheel(_ delta: Point, _ location: Point, _ timestamp: Double) -> Bool {
        guard pointers.isEmpty, state != .failed, delta.x.isFinite, delta.y.isFinite, location.x.isFinite,
            location.y.isFinite, timestamp.isFinite
        else { return false }
        self.location = ActivePointers.clamped(location)
        let delta = ActivePointers.clamped(delta)
        lastWheelTime = time
        if !isScrolling {
            isScrolling = true
            position = .zero
            origin = .zero
            samples = PointVelocityTracker()
        }
        position = Point(x: position.x - delta.x, y: position.y - delta.y)
        samples.append(position, at: timestamp)
        translation = Point(x: position.x - origin.x, y: position.y - origin.y)
        velocity = samples.velocity
        if state == .possible { movementAtBegan = translation }
        state = state == .possible ? .began : .changed
        return true
    }
}
