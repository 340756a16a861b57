import Testing
import TransitionLabCore
import TransitionLabProtocol
import TransitionLabTestSupport

@testable import TransitionLabServer

/// `Announcements` on its own: when `state`, `curve` and `code` are broadcast.
@Suite struct AnnouncementsTests {
    private func state(progress: Double, driver: Int? = nil) -> ServerMessage.State {
        ServerMessage.State(
            scene: "photo-grid", params: ["finishThreshold": 0.5], driver: driver, timeScale: 1, paused: false,
            recording: false, replaying: false, sceneState: ["transitionProgress": .number(progress)])
    }

    /// While the scene moves, a `state` that changes only in the scene's summary goes out at most every
    /// `stateInterval`, the newest one when it is due; anything else goes out at once.
    @Test func summariesArePacedWhileTheSceneMovesAndTheRestIsNot() {
        var announcements = Announcements()
        #expect(announcements.state(state(progress: 0), animating: true, at: 0) != nil)
        #expect(announcements.state(state(progress: 0.1), animating: true, at: 0.03) == nil)
        #expect(announcements.holdsState && announcements.stateDue == Announcements.stateInterval)
        #expect(announcements.state(state(progress: 0.2, driver: 1), animating: true, at: 0.04) != nil, "a new driver")
        #expect(announcements.state(state(progress: 0.3, driver: 1), animating: true, at: 0.05) == nil)
        #expect(
            announcements.state(state(progress: 0.3, driver: 1), animating: true, at: 0.14)
                == .state(state(progress: 0.3, driver: 1)))
        #expect(!announcements.holdsState && announcements.stateDue == nil)
        #expect(announcements.state(state(progress: 0.4, driver: 1), animating: false, at: 0.15) != nil, "at rest")
        #expect(announcements.state(state(progress: 0.4, driver: 1), animating: false, at: 0.16) == nil, "unchanged")
    }

    /// A room woken exactly when a held-back `state` is due sends it, whatever the times' rounding: a difference
    /// of times can round below the interval where their sum does not.
    @Test(arguments: [0.1, 0.2, 0.3, 0.7, 1.1, 12.34, 1_000.3])
    func aStateHeldBackIsSentWhenDue(sentAt: Double) throws {
        var announcements = Announcements()
        #expect(announcements.state(state(progress: 0), animating: true, at: sentAt) != nil)
        #expect(announcements.state(state(progress: 0.5), animating: true, at: sentAt + 0.01) == nil)
        let due = try #require(announcements.stateDue)
        #expect(announcements.state(state(progress: 0.5), animating: true, at: due) == .state(state(progress: 0.5)))
    }

    @Test func aSpringIsAnnouncedWhenItChangesAndNotAfterAnIntroduction() {
        var announcements = Announcements()
        let spring = SpringPreview(
            title: "Spring", spring: Spring(mass: 1, stiffness: 100, damping: 20), initialVelocity: 0, duration: nil)
        announcements.introduced(state(progress: 0), preview: spring, at: 0)
        #expect(announcements.preview(spring).isEmpty)
        #expect(announcements.state(state(progress: 0), animating: false, at: 1) == nil)
        var stiffer = spring
        stiffer.spring = Spring(mass: 1, stiffness: 200, damping: 20)
        #expect(announcements.preview(stiffer).map(\.type) == ["curve", "code"])
        #expect(announcements.preview(nil).isEmpty && announcements.preview(stiffer).count == 2)
    }

    /// The summary computed only when it may be sent says what computing it every time says, at the same times;
    /// whenever a `state` is held back, the room is told to wake for it.
    @Test(arguments: 1...8 as ClosedRange<UInt64>)
    func aLazySummaryAnnouncesWhatAnEagerOneDoes(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        var eager = Announcements()
        var lazy = Announcements()
        var now = 0.0
        var progress = 0.0
        var driver: Int?
        var computed = 0
        for _ in 0..<400 {
            now += [0.004, 0.008, 0.016, 0.05, 0.3].randomElement(using: &rng)!
            if Int.random(in: 0..<3, using: &rng) == 0 { progress = Double(Int.random(in: 0...3, using: &rng)) }
            if Int.random(in: 0..<25, using: &rng) == 0 { driver = driver == nil ? 1 : nil }
            let animating = Int.random(in: 0..<6, using: &rng) != 0
            let current = state(progress: progress, driver: driver)
            var settings = current
            settings.sceneState = ["transitionProgress": .number(-1)]
            let expected = eager.state(current, animating: animating, at: now)
            let told = lazy.state(
                settings,
                summary: {
                    computed += 1
                    return current.sceneState
                }, animating: animating, at: now)
            #expect(told == expected, "seed \(seed) at \(now)")
            #expect(!eager.holdsState || lazy.holdsState)
        }
        #expect(computed < 400)
    }
}
