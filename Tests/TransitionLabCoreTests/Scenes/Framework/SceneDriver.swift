import TransitionLabProtocol

@testable import TransitionLabCore

/// Drives a scene headlessly with raw pointer events at 240 Hz, as a client would send them; pointer timestamps are
/// the scene time.
struct SceneDriver {
    let scene: any Scene
    private(set) var time = 0.0
    static let step = 1.0 / 240

    init(_ scene: any Scene) { self.scene = scene }

    mutating func advance(by seconds: Double) {
        let end = time + seconds
        while time + Self.step < end {
            time += Self.step
            scene.advance(to: time)
        }
        time = end
        scene.advance(to: time)
    }

    /// Advances until nothing moves (at most `limit` seconds).
    mutating func settle(limit: Double = 10) {
        let end = time + limit
        while scene.isAnimating, time < end { advance(by: Self.step) }
    }

    func pointer(_ phase: PointerEvent.Phase, _ location: Point, id: Int = 1) {
        scene.handle(.pointer(PointerEvent(phase: phase, id: id, location: location, timestamp: time)))
    }

    /// What a tap on a coasting list did to it (`tapWhileCoasting(at:)`).
    struct CoastingTap {
        /// Whether the list still moved when the finger came down.
        var wasCoasting: Bool
        /// `contentOffset` at the touch-down, 0.05 s later (finger still down), and once everything settled.
        var offsets: [Double?]
    }

    /// Flings the list up (a 200-pt pan from (195, 700) over 0.1 s), then 0.5 s later, while it coasts, taps at
    /// `location`.
    mutating func tapWhileCoasting(at location: Point) -> CoastingTap {
        let end = pan(from: Point(x: 195, y: 700), translation: Point(x: 0, y: -200), duration: 0.1)
        pointer(.up, end)
        advance(by: 0.5)
        let wasCoasting = scene.isAnimating
        pointer(.down, location)
        var offsets = [number("contentOffset")]
        advance(by: 0.05)
        offsets.append(number("contentOffset"))
        pointer(.up, location)
        settle()
        offsets.append(number("contentOffset"))
        return CoastingTap(wasCoasting: wasCoasting, offsets: offsets)
    }

    /// Touch down and lift 0.05 s later without moving.
    mutating func tap(at location: Point) {
        pointer(.down, location)
        advance(by: 0.05)
        pointer(.up, location)
    }

    /// A pan whose recogniser translation ends at exactly `translation`: touch down at `start`, jump 11 pt along
    /// the translation's direction (past the recogniser's 10-pt hysteresis: the pan begins there with translation 0),
    /// then move by `translation` over `duration`. The pointer stays down; returns where it is.
    ///
    /// "Drag N pt" in the scene tests means this: a `translation` of N pt (`PanGestureRecognizer`'s convention); the
    /// finger travels N + 11 pt from touch-down. `drag(from:travel:duration:)` moves the finger plainly instead.
    @discardableResult
    mutating func pan(from start: Point, translation: Point, duration: Double, hold: Double = 0) -> Point {
        let length = (translation.x * translation.x + translation.y * translation.y).squareRoot()
        let begin = Point(x: start.x + translation.x / length * 11, y: start.y + translation.y / length * 11)
        pointer(.down, start)
        advance(by: Self.step)
        pointer(.move, begin)
        let steps = max(1, Int((duration / Self.step).rounded()))
        for index in 1...steps {
            advance(by: duration / Double(steps))
            let f = Double(index) / Double(steps)
            pointer(.move, Point(x: begin.x + translation.x * f, y: begin.y + translation.y * f))
        }
        let end = Point(x: begin.x + translation.x, y: begin.y + translation.y)
        if hold > 0 {
            advance(by: hold)
            pointer(.move, end)
        }
        return end
    }

    /// A plain finger drag: touch down at `start`, then move straight by `travel` (a whole number of points) in
    /// 1-pt steps over `duration`. The pan begins at the 11th step, the first more than its 10-pt hysteresis from
    /// touch-down, with translation 0, so the translation ends at `travel` − 11 pt along the drag. The pointer stays
    /// down; returns where it is.
    @discardableResult
    mutating func drag(from start: Point, travel: Point, duration: Double) -> Point {
        let length = (travel.x * travel.x + travel.y * travel.y).squareRoot()
        let steps = Int(length.rounded())
        pointer(.down, start)
        for index in 1...steps {
            advance(by: duration / Double(steps))
            let f = Double(index) / Double(steps)
            pointer(.move, Point(x: start.x + travel.x * f, y: start.y + travel.y * f))
        }
        return Point(x: start.x + travel.x, y: start.y + travel.y)
    }

    /// A number in the scene's state summary.
    func number(_ key: String) -> Double? { scene.state[key]?.doubleValue }

    /// An array of numbers in the scene's state summary.
    func numbers(_ key: String) -> [Double]? {
        guard case .array(let values) = scene.state[key] else { return nil }
        return values.compactMap(\.doubleValue)
    }

    func flag(_ key: String) -> Bool? {
        if case .bool(let value) = scene.state[key] { return value }
        return nil
    }

    /// A node of the current frame by id.
    func node(_ id: UInt32) -> Node? { scene.frame().nodes.first { $0.id == id } }
}

extension Replay {
    /// Every frame line `transition-lab replay` would write for `log` replayed on a fresh `scene`, and the last state.
    static func frames(_ log: String, on scene: any Scene) throws -> (lines: String, last: SceneState) {
        var lines = ""
        var last: SceneState = [:]
        try Replay(jsonLines: log).run(on: scene) {
            lines += $0.json.serialized + "\n"
            last = $0.state
        }
        return (lines, last)
    }
}
