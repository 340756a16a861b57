import Synchronization
import TransitionLabCore
import TransitionLabProtocol

/// A tiny scene for server tests (not part of the catalog): one square that jumps to the last pointer on the
/// next tick, a `size` parameter (10…100, default 50), and the pointer ids, pinch scales and wheel events it saw.
final class TestScene: Scene {
    static let name = "test-scene"
    static let title = "Test scene"

    private(set) var parameters = ParameterSet([
        ParameterDescriptor(
            key: "size", label: "Size", group: "Square", unit: "pt", min: 10, max: 100, step: 1, defaultValue: 50)
    ])
    let viewport: Size
    private(set) var position = Point(x: 0, y: 0)
    private(set) var target: Point?
    private(set) var pointerIDs: [Int] = []
    private(set) var pinchScales: [Double] = []
    private(set) var wheelCount = 0

    init(viewport: Size) { self.viewport = viewport }

    func setParameter(_ key: String, to value: Double) throws(ParameterError) -> Double {
        try parameters.set(key, to: value)
    }

    func handle(_ event: InputEvent) {
        switch event {
        case .pointer(let pointer):
            pointerIDs.append(pointer.id)
            target = pointer.location
        case .trackpadPinch(_, let scale, _, _): pinchScales.append(scale)
        case .wheel: wheelCount += 1
        case .key: break
        }
    }

    func advance(to time: Double) {
        if let target { position = target }
        target = nil
    }

    var isAnimating: Bool { target != nil }

    func frame() -> Frame {
        let size = parameters["size"] ?? 0
        return Frame(
            time: 0, viewport: viewport, background: .black,
            nodes: [Node(id: 1, frame: Rect(x: position.x, y: position.y, width: size, height: size), fill: .white)])
    }

    var nodeContents: [NodeContent] { [NodeContent(id: 1, label: "A")] }
    var state: SceneState { ["x": .number(position.x)] }
    var springPreview: SpringPreview? {
        SpringPreview(
            title: "Square spring", spring: Spring(mass: 1, stiffness: 100, damping: 20), initialVelocity: 0,
            duration: nil)
    }
}

/// A second scene so scene switching can be tested.
final class OtherTestScene: Scene {
    static let name = "other-scene"
    static let title = "Other"
    let parameters = ParameterSet([])
    init(viewport: Size) {}
    func setParameter(_ key: String, to value: Double) throws(ParameterError) -> Double { throw .unknownKey(key) }
    func handle(_ event: InputEvent) {}
    func advance(to time: Double) {}
    let isAnimating = false
    func frame() -> Frame { Frame(time: 0, viewport: Size(width: 1, height: 1), background: .white, nodes: []) }
    let nodeContents: [NodeContent] = []
    let state: SceneState = [:]
    let springPreview: SpringPreview? = nil
}

/// A scene that moves on its own for its first half second and reports its scene time as state: a square moving
/// 60 pt a second, a new picture on every tick up to 240 fps.
class DriftScene: Scene {
    class var name: String { "drift" }
    class var title: String { "Drift" }
    let parameters = ParameterSet([])
    private(set) var time = 0.0
    required init(viewport: Size) {}
    func setParameter(_ key: String, to value: Double) throws(ParameterError) -> Double { throw .unknownKey(key) }
    func handle(_ event: InputEvent) {}
    func advance(to time: Double) { self.time = time }
    var isAnimating: Bool { time < 0.5 }
    /// Where the square is at `time`.
    func x(at time: Double) -> Double { 60 * time }
    func frame() -> Frame {
        Frame(
            time: time, viewport: Size(width: 100, height: 100), background: .white,
            nodes: [Node(id: 1, frame: Rect(x: x(at: time), y: 0, width: 10, height: 10), fill: .black)])
    }
    let nodeContents: [NodeContent] = []
    var state: SceneState { ["t": .number(time)] }
    let springPreview: SpringPreview? = nil
}

/// Moves for half a second, but its picture changes only every tenth of a second: most ticks show nothing new.
final class SteppingScene: DriftScene {
    override class var name: String { "stepping" }
    override class var title: String { "Stepping" }
    override func x(at time: Double) -> Double { 10 * (time * 10).rounded(.down) }
}

/// A scene that never moves and counts, over all its instances, how often anyone asked whether it moves: the cost
/// an idle room adds to the simulation thread.
final class IdleScene: Scene {
    static let name = "idle"
    static let title = "Idle"
    static let movementChecks = Mutex<Int>(0)
    let parameters = ParameterSet([])
    init(viewport: Size) {}
    func setParameter(_ key: String, to value: Double) throws(ParameterError) -> Double { throw .unknownKey(key) }
    func handle(_ event: InputEvent) {}
    func advance(to time: Double) {}
    var isAnimating: Bool {
        Self.movementChecks.withLock { $0 += 1 }
        return false
    }
    func frame() -> Frame { Frame(time: 0, viewport: Size(width: 1, height: 1), background: .white, nodes: []) }
    let nodeContents: [NodeContent] = []
    var state: SceneState { [:] }
    let springPreview: SpringPreview? = nil
}

/// A square that follows the pointer at once, as a pinch under resting fingers follows them: input alone moves it
/// (`movesWithTime` is false), while a pointer is down it counts as animating, and its summary says where it is.
final class FollowScene: Scene {
    static let name = "follow"
    static let title = "Follow"
    let parameters = ParameterSet([])
    private var position = Point(x: 0, y: 0)
    private var isDown = false
    init(viewport: Size) {}
    func setParameter(_ key: String, to value: Double) throws(ParameterError) -> Double { throw .unknownKey(key) }
    func handle(_ event: InputEvent) {
        guard case .pointer(let pointer) = event else { return }
        position = pointer.location
        isDown = pointer.phase == .down || pointer.phase == .move
    }
    func advance(to time: Double) {}
    var isAnimating: Bool { isDown }
    var movesWithTime: Bool { false }
    func frame() -> Frame {
        Frame(
            time: 0, viewport: Size(width: 100, height: 100), background: .black,
            nodes: [Node(id: 1, frame: Rect(x: position.x, y: 0, width: 10, height: 10), fill: .white)])
    }
    let nodeContents: [NodeContent] = []
    var state: SceneState { ["x": .number(position.x)] }
    let springPreview: SpringPreview? = nil
}
