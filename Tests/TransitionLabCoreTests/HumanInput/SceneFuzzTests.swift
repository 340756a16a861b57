import Foundation
import PropertyBased
import Testing
import TransitionLabProtocol
import TransitionLabTestSupport

@testable import TransitionLabCore

/// Property-based fuzzing of every scene through its input entry points: `SceneRunner.apply` (what the server and
/// `replay` call with client messages) and `Scene.handle` (raw events, unchecked). Random and hostile streams —
/// pointers that meet and cross, floods of pointers, coordinates of ±1e308, NaN and ∞, clocks going backwards,
/// zero and huge pinch scales, wheel bursts, random keys and parameter values — must never trap, and every frame must
/// stay finite with alpha in 0…1 and a bounded node count.
///
/// `swift test` runs `defaultIterations` streams per scene; `FUZZ_ITERATIONS=N swift test --filter SceneFuzzTests`
/// runs N.
@Suite struct SceneFuzzTests {
    static let defaultIterations = 40
    /// More nodes than any scene draws on any viewport it accepts.
    static let nodeLimit = 5_000

    static var iterations: Int {
        ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"].flatMap { Int($0) } ?? defaultIterations
    }

    @Test(arguments: SceneCatalog.names)
    func hostileStreamsNeverBreakAScene(name: String) async {
        await propertyCheck(count: Self.iterations, input: Gen.int(in: 0...Int.max)) { seed in
            var generator = SeededGenerator(seed: UInt64(seed))
            let problems = Self.fuzz(name, &generator)
            #expect(problems.isEmpty, "\(name), seed \(seed): \(problems.prefix(3))")
        }
    }

    /// `your-layout` with layouts A and B set (random grids, lists and compositional layouts, empty sections
    /// included), so random streams pinch between them.
    @Test func hostileStreamsNeverBreakYourLayoutPinchingBetweenTwoLayouts() async {
        await propertyCheck(count: Self.iterations, input: Gen.int(in: 0...Int.max)) { seed in
            var generator = SeededGenerator(seed: UInt64(seed))
            let problems = Self.fuzz(YourLayoutScene.name, &generator) { scene, viewport, random in
                guard let scene = scene as? YourLayoutScene else {
                    Issue.record("\(type(of: scene)) is not YourLayoutScene")
                    return
                }
                for slot in LayoutSlot.allCases {
                    scene.setLayout(Self.randomLayout(width: viewport.width, &random), source: nil, slot: slot)
                }
            }
            #expect(problems.isEmpty, "your-layout A ↔ B, seed \(seed): \(problems.prefix(3))")
        }
    }

    static func randomLayout(width: Double, _ random: inout SeededGenerator) -> any CollectionViewLayout {
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
            FlowLayout.columnGrid(
                columns: Int.random(in: 1...9, using: &random), itemCount: Int.random(in: 0...300, using: &random),
                containerWidth: width)
        case 1:
            FlowLayout(
                sections: [
                    FlowLayout.Section(
                        numberOfItems: Int.random(in: 0...200, using: &random),
                        itemSize: Size(
                            width: Double.random(in: 1...300, using: &random),
                            height: Double.random(in: 1...300, using: &random)))
                ], scrollDirection: .horizontal)
        case 2:
            CatFoodLayout.layout(
                counts: (0..<Int.random(in: 1...4, using: &random)).map { _ in
                    Int.random(in: 0...20, using: &random)
                })
        case 3:
            HorizontalCompositionalLayoutTests.layout(
                counts: (0..<Int.random(in: 1...3, using: &random)).map { _ in Int.random(in: 0...30, using: &random) })
        default:
            FlowLayout(sections: [])
        }
    }

    /// Drives a fresh scene with one random stream (after `setUp`); returns the broken invariants found.
    static func fuzz(
        _ name: String, _ random: inout SeededGenerator,
        setUp: (any Scene, Size, inout SeededGenerator) -> Void = { _, _, _ in }
    ) -> [String] {
        guard let type = SceneCatalog.sceneType(named: name) else { return ["no scene \(name)"] }
        let viewport = Size(
            width: Double.random(in: 200...1400, using: &random), height: Double.random(in: 300...1400, using: &random))
        let scene = type.init(viewport: viewport)
        setUp(scene, viewport, &random)
        let runner = SceneRunner(scene: scene)
        var stream = HostileStream(viewport: viewport, parameters: scene.parameters.descriptors)
        var problems: [String] = []
        for _ in 0..<Int.random(in: 20...160, using: &random) {
            if Bool.random(using: &random), Int.random(in: 0..<5, using: &random) == 0 {
                scene.handle(stream.rawEvent(&random))
            } else {
                if let command = stream.message(&random).sceneCommand { _ = try? runner.apply(command) }
            }
            let dt = [0, 1.0 / 240, 1.0 / 60, 0.05, 0.3, 2][Int.random(in: 0..<6, using: &random)]
            runner.advance(byRealSeconds: dt)
            problems += check(scene.frame())
            if !problems.isEmpty { break }
        }
        runner.advance(byRealSeconds: 12)
        return problems + check(scene.frame())
    }

    static func check(_ frame: Frame) -> [String] {
        var problems: [String] = []
        if frame.nodes.count > nodeLimit { problems.append("\(frame.nodes.count) nodes") }
        for node in frame.nodes {
            let values = [
                node.frame.minX, node.frame.minY, node.frame.width, node.frame.height, node.cornerRadius, node.z,
            ]
            if !values.allSatisfy(\.isFinite) { problems.append("node \(node.id): \(node.frame)") }
            if !(0...1).contains(node.alpha) { problems.append("node \(node.id): alpha \(node.alpha)") }
        }
        return problems
    }
}

/// Random client messages and raw events, friendly and hostile.
struct HostileStream {
    let viewport: Size
    let parameters: [ParameterDescriptor]
    private var clientTime = 0.0
    private var seq = 0
    private var lastPoint = Point(x: 100, y: 300)

    init(viewport: Size, parameters: [ParameterDescriptor]) {
        self.viewport = viewport
        self.parameters = parameters
    }

    static let hostileNumbers: [Double] = [
        0, -0.0, 1e308, -1e308, .nan, .infinity, -.infinity, 1e-300, .leastNonzeroMagnitude,
    ]

    mutating func number(_ random: inout SeededGenerator, in range: ClosedRange<Double>) -> Double {
        Int.random(in: 0..<12, using: &random) == 0
            ? Self.hostileNumbers.randomElement(using: &random)! : Double.random(in: range, using: &random)
    }

    /// A point in the viewport, the previous point (fingers meeting), or a hostile coordinate.
    mutating func point(_ random: inout SeededGenerator) -> Point {
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return lastPoint
        case 1: return Point(x: number(&random, in: -1e6...1e6), y: number(&random, in: -1e6...1e6))
        default:
            lastPoint = Point(
                x: Double.random(in: -20...viewport.width + 20, using: &random),
                y: Double.random(in: -20...viewport.height + 20, using: &random))
            return lastPoint
        }
    }

    /// Client milliseconds: mostly forward in small steps, sometimes backwards or far ahead.
    mutating func time(_ random: inout SeededGenerator) -> Double {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: clientTime -= Double.random(in: 0...500, using: &random)
        case 1: clientTime += Double.random(in: 0...1e9, using: &random)
        default: clientTime += Double.random(in: 0...34, using: &random)
        }
        return clientTime
    }

    mutating func message(_ random: inout SeededGenerator) -> ClientMessage {
        seq += 1
        let p = point(&random)
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<11:
            let phases: [PointerEvent.Phase] = [.down, .move, .move, .move, .up, .cancel]
            let id =
                Int.random(in: 0..<12, using: &random) == 0
                ? Int.random(in: 0...100_000, using: &random) : Int.random(in: 1...3, using: &random)
            return .pointer(
                phase: phases.randomElement(using: &random)!, id: id, x: p.x, y: p.y, time: time(&random), seq: seq)
        case 11, 12:
            let phases: [GesturePhase] = [.began, .changed, .changed, .ended, .cancelled]
            return .pinch(
                phase: phases.randomElement(using: &random)!, scale: number(&random, in: 0.01...20), x: p.x, y: p.y,
                time: time(&random), seq: seq)
        case 13, 14:
            return .wheel(
                dx: number(&random, in: -400...400), dy: number(&random, in: -400...400), x: p.x, y: p.y,
                time: time(&random), seq: seq)
        case 15:
            let keys = ["Escape", "Enter", " ", "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Tab", "x", "é"]
            return .key(keys.randomElement(using: &random)!)
        case 16, 17:
            guard let descriptor = parameters.randomElement(using: &random) else { return .pause }
            let span = descriptor.max - descriptor.min
            return .param(
                key: descriptor.key,
                value: number(&random, in: descriptor.min - span...descriptor.max + span))
        case 18: return .timeScale(number(&random, in: 0...2))
        default: return Bool.random(using: &random) ? .pause : .step
        }
    }

    /// A raw event straight into `Scene.handle`, with nothing checked on the way.
    mutating func rawEvent(_ random: inout SeededGenerator) -> InputEvent {
        let location = Point(x: number(&random, in: 0...viewport.width), y: number(&random, in: 0...viewport.height))
        let timestamp = number(&random, in: 0...100)
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
            return .trackpadPinch(
                phase: [.began, .changed, .ended].randomElement(using: &random)!, scale: number(&random, in: 0...10),
                center: location, timestamp: timestamp)
        case 1:
            return .wheel(
                delta: Point(x: number(&random, in: -50...50), y: number(&random, in: -50...50)), location: location,
                timestamp: timestamp)
        default:
            return .pointer(
                PointerEvent(
                    phase: PointerEvent.Phase.allCases.randomElement(using: &random)!,
                    id: Int.random(in: 1...3, using: &random),
                    location: location, timestamp: timestamp))
        }
    }
}
