/// `spring-lab`: a square that travels between two anchors on tap, or is dragged and released, with the spring
/// written in any of UIKit's, SwiftUI's or Core Animation's parameterisations (`SpringLabScene+Parameters.swift`).
///
/// - Tap anywhere: the square springs to the other anchor; a tap while it moves retargets it, keeping its
///   velocity (interruptible, as `UIViewPropertyAnimator` and SwiftUI springs are).
/// - Drag (a pan past its hysteresis): the square follows the finger; on release it springs to the anchor nearest
///   the position projected from the release velocity with `UIScrollView.DecelerationRate.normal` — the projection
///   of WWDC 2018 "Designing Fluid Interfaces" (session 803) — carrying the release velocity in points per second.
///   With the UIKit API the velocity becomes UIKit's relative unit per axis (points per second over the remaining
///   distance), as `UISpringTimingParameters(dampingRatio:initialVelocity:)` takes a vector, and each axis gets its
///   own solved spring cut at the duration.
/// - State summary: `value`, the square's position along the anchor axis (0 at the top anchor, 1 at the bottom);
///   `target` (0 or 1); `animating`; `animationStartTime` (scene time of the tap, lift or edit that started the
///   running spring; null at rest or while dragged); `animationNode`, `animationFrom`, `animationTo` (the square,
///   and its centre's y where the trip started and where it ends: the graph reads the drawn progress from them).
public final class SpringLabScene: Scene {
    public static let name = "spring-lab"
    public static let title = "Spring lab"

    /// Side of the square in points.
    public static let squareSide = 88.0
    /// Corner radius of the square in points.
    public static let squareCornerRadius = 20.0

    public let viewport: Size
    public private(set) var parameters = ParameterSet(SpringLabScene.schema)
    /// The two anchors the square rests on: centred horizontally at a quarter and three quarters of the height.
    public let anchors: [Point]

    private var animator = Animator()
    private var pan = PanGestureRecognizer()
    private var tap = TapGestureRecognizer()
    private var time = 0.0
    private var targetIndex = 0
    private var dragStart = Point.zero
    /// Scene time the running spring started (the tap, the lift, or a mid-flight edit that continues it).
    private var animationStartTime = 0.0
    /// The square centre's y where the current trip started (progress 0 of the graph's curve).
    private var tripStartY = 0.0

    public init(viewport: Size) {
        self.viewport = viewport
        anchors = [
            Point(x: viewport.width / 2, y: viewport.height * 0.25),
            Point(x: viewport.width / 2, y: viewport.height * 0.75),
        ]
        animator.setValue(anchors[0].x, forKey: "x")
        animator.setValue(anchors[0].y, forKey: "y")
    }

    /// The square's centre now.
    public var position: Point { Point(x: animator["x"] ?? 0, y: animator["y"] ?? 0) }

    @discardableResult
    public func setParameter(_ key: String, to value: Double) throws(ParameterError) -> Double {
        let previous = parameters.values[key]
        let stored = try parameters.set(key, to: key == Key.api ? value.rounded() : value)
        if stored != previous, let owner = Self.api(owning: key) {
            try parameters.set(Key.api, to: Double(owner.rawValue))
        }
        if animator.isAnimating { continueWithEditedSpring() }
        return stored
    }

    public func handle(_ event: InputEvent) {
        if pan.handle(event) {
            switch pan.state {
            case .began:
                animator.stop("x")
                animator.stop("y")
                dragStart = position
                fallthrough
            case .changed:
                animator.setValue(dragStart.x + pan.translation.x, forKey: "x")
                animator.setValue(dragStart.y + pan.translation.y, forKey: "y")
            case .ended, .cancelled:
                release(velocity: pan.velocity)
            case .possible, .failed:
                break
            }
        }
        if tap.handle(event), tap.state == .recognized {
            travel(to: 1 - targetIndex, velocity: nil)
        }
    }

    public func advance(to time: Double) {
        self.time = time
        if pan.advance(to: time), pan.state == .ended { release(velocity: pan.velocity) }
        animator.advance(to: time)
    }

    public var isAnimating: Bool { animator.isAnimating || pan.state.isActive }

    public func frame() -> Frame {
        let side = Self.squareSide
        let squareSize = Size(width: side, height: side)
        let ring = Size(width: side + 12, height: side + 12)
        let track = Rect(
            x: anchors[0].x - 1,
            y: anchors[0].y,
            width: 2,
            height: anchors[1].y - anchors[0].y
        )
        let rings = anchors.indices.map { index in
            Node(
                id: UInt32(3 + index), frame: Rect(center: anchors[index], size: ring),
                cornerRadius: Self.squareCornerRadius + 6, alpha: targetIndex == index ? 1 : 0.5, z: 1,
                fill: Color(rgba: 0x0A84_FFFF), flags: .outline)
        }
        let square = Node(
            id: 1, frame: Rect(center: position, size: squareSize), cornerRadius: Self.squareCornerRadius, z: 2,
            fill: Color(rgba: 0xFF9F_0AFF), flags: .shadow)
        let nodes =
            [Node(id: 2, frame: track, cornerRadius: 1, alpha: 0.4, z: 0, fill: Color(rgba: 0x3A3A_3CFF))] + rings
            + [square]
        return Frame(time: time, viewport: viewport, background: Color(rgba: 0x1C1C_1EFF), nodes: nodes)
    }

    public var nodeContents: [NodeContent] { [] }

    public var state: SceneState {
        let span = anchors[1].y - anchors[0].y
        return [
            "value": .number((position.y - anchors[0].y) / span),
            "target": .number(Double(targetIndex)),
            "animating": .bool(isAnimating),
            SceneState.animationStartTimeKey: animator.isAnimating ? .number(animationStartTime) : .null,
            SceneState.animationNodeKey: animator.isAnimating ? .number(1) : .null,
            SceneState.animationFromKey: animator.isAnimating ? .number(tripStartY) : .null,
            SceneState.animationToKey: animator.isAnimating ? .number(anchors[targetIndex].y) : .null,
        ]
    }

    public var springPreview: SpringPreview? {
        let velocity = api == .uiKit ? (parameters[Key.uiKitInitialVelocity] ?? 0) : 0
        let (spring, duration) = spring(relativeVelocity: velocity)
        return SpringPreview(
            title: api.group, spring: spring, initialVelocity: velocity, duration: duration, api: api.animationAPI,
            swiftUIForm: api == .swiftUIResponse ? .responseDampingRatio : .durationBounce)
    }

    /// Springs to the anchor nearest the position projected from `velocity` (points per second).
    private func release(velocity: Point) {
        let rate = DecelerationRate.normal
        let projected = Point(
            x: position.x + rate.projectedDistance(velocity: velocity.x),
            y: position.y + rate.projectedDistance(velocity: velocity.y)
        )
        let nearest = projected.distance(to: anchors[0]) <= projected.distance(to: anchors[1]) ? 0 : 1
        travel(to: nearest, velocity: velocity)
    }

    /// A parameter changed mid-flight: the square goes on to the same anchor from its exact position and velocity
    /// with the edited spring, as `UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:)`
    /// continues an animation with new timing parameters from its current state
    /// ([Apple](https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/continueanimation(withtimingparameters:durationfactor:))).
    ///
    /// The spring is the one the panel draws (for UIKit, solved for the `uiKitInitialVelocity` parameter), not one
    /// re-solved for the flight's velocity: UIKit's solver turns a large relative velocity into a much stiffer
    /// spring, which would lurch on every slider step. It runs until it settles, with no cut at a duration that
    /// was solved for another starting state.
    private func continueWithEditedSpring() {
        let target = anchors[targetIndex]
        let (spring, _) = spring(relativeVelocity: api == .uiKit ? (parameters[Key.uiKitInitialVelocity] ?? 0) : 0)
        let drawn = api == .coreAnimation ? spring.drawnByCoreAnimation(allowsOverdamping: false) : spring
        animationStartTime = time
        for (key, to) in [("x", target.x), ("y", target.y)] {
            animator.animate(key, to: to, with: drawn, duration: nil, initialVelocity: animator.velocity(forKey: key))
        }
    }

    /// Springs both axes to anchor `index`. `velocity` is in points per second; nil keeps the current velocity,
    /// or, from rest with the UIKit API, uses the `uiKitInitialVelocity` parameter.
    private func travel(to index: Int, velocity: Point?) {
        targetIndex = index
        animationStartTime = time
        tripStartY = position.y
        let target = anchors[index]
        let atRest = !animator.isAnimating
        for (key, from, to) in [("x", position.x, target.x), ("y", position.y, target.y)] {
            let distance = to - from
            var pointsPerSecond = velocity.map { key == "x" ? $0.x : $0.y } ?? animator.velocity(forKey: key)
            if velocity == nil, atRest, api == .uiKit {
                pointsPerSecond = (parameters[Key.uiKitInitialVelocity] ?? 0) * distance
            }
            let relative = distance != 0 ? pointsPerSecond / distance : 0
            let (spring, duration) = spring(relativeVelocity: relative)
            let drawn = api == .coreAnimation ? spring.drawnByCoreAnimation(allowsOverdamping: false) : spring
            animator.animate(key, to: to, with: drawn, duration: duration, initialVelocity: pointsPerSecond)
        }
    }
}
