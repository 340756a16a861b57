import Testing

@testable import TransitionLabCore

/// Records the scene times and input timestamps a runner hands it.
private final class ClockProbe: Scene {
    static let name = "clock-probe"
    static let title = "Clock probe"

    let parameters = ParameterSet([])
    private(set) var advances: [Double] = []
    private(set) var timestamps: [Double] = []

    init(viewport: Size) {}

    func setParameter(_ key: String, to value: Double) throws(ParameterError) -> Double { throw .unknownKey(key) }

    func handle(_ event: InputEvent) {
        switch event {
        case .pointer(let pointer): timestamps.append(pointer.timestamp)
        case .trackpadPinch(_, _, _, let timestamp), .wheel(_, _, let timestamp): timestamps.append(timestamp)
        case .key: break
        }
    }

    func advance(to time: Double) { advances.append(time) }
    var isAnimating: Bool { true }
    func frame() -> Frame { Frame(time: 0, viewport: Size(width: 1, height: 1), background: .black, nodes: []) }
    var nodeContents: [NodeContent] { [] }
    var state: SceneState { [:] }
    var springPreview: SpringPreview? { nil }
}

@Suite struct SceneRunnerTests {
    @Test(arguments: [(0.01, 0.1), (0.1, 0.1), (0.5, 0.5), (1, 1), (4, 1), (.nan, 1)] as [(Double, Double)])
    func timeScaleIsClampedToATenthToOne(asked: Double, stored: Double) throws {
        let runner = SceneRunner(scene: ClockProbe(viewport: .zero))
        try runner.apply(.timeScale(asked))
        #expect(runner.timeScale == stored)
    }

    @Test func halfSpeedGivesHalfTheSceneTime() throws {
        let probe = ClockProbe(viewport: .zero)
        let runner = SceneRunner(scene: probe)
        try runner.apply(.timeScale(0.5))
        runner.advance(byRealSeconds: 1)
        #expect(runner.time == 0.5 && probe.advances.last == 0.5)
        // At 0.1×, 2 real seconds are 0.2 scene seconds more.
        try runner.apply(.timeScale(0.1))
        runner.advance(byRealSeconds: 2)
        #expect(abs(runner.time - 0.7) < 1e-15 && probe.advances.last == runner.time)
    }

    @Test func pauseStopsTimeAndStepAdvancesOneFrameStayingPaused() throws {
        let probe = ClockProbe(viewport: .zero)
        let runner = SceneRunner(scene: probe)
        runner.advance(byRealSeconds: 0.5)
        try runner.apply(.pause)
        #expect(runner.isPaused && !runner.needsTicks)
        runner.advance(byRealSeconds: 1)
        #expect(runner.time == 0.5)
        // One step: 1/60 s of scene time, still paused.
        try runner.apply(.step)
        #expect(runner.isPaused && runner.time == 0.5 + 1.0 / 60 && probe.advances.last == runner.time)
        runner.advance(byRealSeconds: 1)
        #expect(runner.time == 0.5 + 1.0 / 60)
        // Unpaused, time runs again.
        try runner.apply(.pause)
        runner.advance(byRealSeconds: 0.25)
        #expect(!runner.isPaused && runner.time == 0.5 + 1.0 / 60 + 0.25)
        // A step while running pauses too.
        try runner.apply(.step)
        #expect(runner.isPaused && runner.time == 0.5 + 1.0 / 60 + 0.25 + 1.0 / 60)
    }

    @Test func aBurstOfInputKeepsTheClientsSpacingOnSceneTime() throws {
        let probe = ClockProbe(viewport: .zero)
        let runner = SceneRunner(scene: probe)
        try runner.apply(.timeScale(0.5))
        runner.advance(byRealSeconds: 0.25)  // scene time 0.125
        // Three events sent 10 ms apart arrive together: the first anchors at 0.125, the others follow at
        // 10 ms × 0.5 each.
        try runner.apply(.pointer(phase: .down, id: 1, location: .zero, clientTime: 99_000))
        try runner.apply(.pinch(phase: .began, scale: 1, center: .zero, clientTime: 99_010))
        try runner.apply(.wheel(delta: Point(x: 0, y: 1), location: .zero, clientTime: 99_020))
        #expect(probe.timestamps.count == 3)
        #expect(probe.timestamps[0] == 0.125)
        #expect(abs(probe.timestamps[1] - 0.130) < 1e-12 && abs(probe.timestamps[2] - 0.135) < 1e-12)
    }

    @Test func aPauseInTheInputOrABackwardClockReanchorsAtSceneTime() throws {
        let probe = ClockProbe(viewport: .zero)
        let runner = SceneRunner(scene: probe)
        try runner.apply(.pointer(phase: .down, id: 1, location: .zero, clientTime: 1_000))
        runner.advance(byRealSeconds: 1)
        try runner.apply(.pointer(phase: .move, id: 1, location: .zero, clientTime: 1_500))  // 0.5 s gap
        runner.advance(byRealSeconds: 1)
        try runner.apply(.pointer(phase: .move, id: 1, location: .zero, clientTime: 1_400))  // clock went back
        #expect(probe.timestamps == [0, 1, 2])
    }

    @Test func stampsNeverRunFarAheadOfSceneTimeNorBackwards() throws {
        let probe = ClockProbe(viewport: .zero)
        let runner = SceneRunner(scene: probe)
        // Client events 90 ms apart, all applied at scene time 0 (a paused room): each is capped 0.1 s ahead.
        for time in [0.0, 90, 180, 270] {
            try runner.apply(.pointer(phase: .move, id: 1, location: .zero, clientTime: time))
        }
        #expect(probe.timestamps.map { ($0 * 1000).rounded() } == [0, 90, 100, 100])
    }
}
