import Testing

@testable import TransitionLabCore

/// Records the pointer locations it is handed and the times it is advanced to.
private final class PointerProbe: Scene {
    static let name = "pointer-probe"
    static let title = "Pointer probe"

    private(set) var parameters = ParameterSet([
        ParameterDescriptor(key: "size", label: "Size", group: "", unit: "", min: 0, max: 10, step: 1, defaultValue: 1)
    ])
    private(set) var locations: [Point] = []

    init(viewport: Size) {}

    func setParameter(_ key: String, to value: Double) throws(ParameterError) -> Double {
        try parameters.set(key, to: value)
    }

    func handle(_ event: InputEvent) {
        if case .pointer(let pointer) = event { locations.append(pointer.location) }
    }

    func advance(to time: Double) {}
    var isAnimating: Bool { false }
    func frame() -> Frame { Frame(time: 0, viewport: Size(width: 1, height: 1), background: .black, nodes: []) }
    var nodeContents: [NodeContent] { [] }
    var state: SceneState { [:] }
    var springPreview: SpringPreview? { nil }
}

@Suite struct ReplayEngineTests {
    private func pointer(_ x: Double, at time: Double) -> RecordedCommand {
        RecordedCommand(
            time: time, command: .pointer(phase: .move, id: 1, location: Point(x: x, y: 0), clientTime: time * 1000))
    }

    @Test func aRecordingWithPauseAndStepReplaysToItsLastCommand() throws {
        let step = SceneRunner.singleStepDuration
        let commands = [
            pointer(1, at: 0), RecordedCommand(time: 0.5, command: .pause),
            RecordedCommand(time: 0.5 + step, command: .step),
            pointer(2, at: 0.5 + step), RecordedCommand(time: 0.5 + 2 * step, command: .step),
            pointer(3, at: 0.5 + 2 * step),
        ]
        let probe = PointerProbe(viewport: .zero)
        let runner = SceneRunner(scene: probe)
        var engine = ReplayEngine(commands: commands)
        try engine.apply(through: 0.4, to: runner)
        #expect(probe.locations.map(\.x) == [1] && !engine.isFinished)
        try engine.apply(through: 1, to: runner)
        #expect(engine.isFinished && !runner.isPaused)
        #expect(probe.locations.map(\.x) == [1, 2, 3])
        #expect(runner.time == 0.5 + 2 * step)
    }

    @Test func aRefusedCommandNamesItsLineAndTheReplayGoesOn() throws {
        let runner = SceneRunner(scene: PointerProbe(viewport: .zero))
        var engine = ReplayEngine(commands: [
            RecordedCommand(time: 0, command: .setParameter(key: "sise", value: 2), line: 4), pointer(5, at: 0.1),
        ])
        #expect(throws: ReplayError(line: 4, message: "unknown parameter \"sise\"")) {
            try engine.apply(through: 1, to: runner)
        }
        try engine.apply(through: 1, to: runner)
        #expect(engine.isFinished && (runner.scene as? PointerProbe)?.locations.map(\.x) == [5])
    }
}
