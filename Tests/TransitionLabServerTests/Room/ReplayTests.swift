import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabServer

/// `Replay` on its own: when a replay starts, waits for its layouts, ends or fails.
@Suite struct RoomReplayTests {
    private let viewport = Size(width: 390, height: 844)
    private let grid = UserLayoutSource(format: .swift, text: "grid 3")

    private func layoutLine(_ source: UserLayoutSource, line: Int = 0) -> RecordedCommand {
        RecordedCommand(time: 0.1, command: .layout(slot: .a, source: source), line: line)
    }

    private func prepared(_ source: UserLayoutSource, for viewport: Size) throws -> RoomLayout {
        try RoomLayout.read(source, slot: .a, viewport: viewport, with: GridTestReader())
    }

    @Test func aRecordingWithoutLayoutsStartsAtOnceAndEndsWithItsLastCommand() {
        var replay = Replay()
        let recording = [RecordedCommand(time: 0.2, command: .setParameter(key: "size", value: 60))]
        #expect(replay.prepare(recording, known: [], viewport: viewport, canRead: true) == .start)
        replay.start(recording)
        #expect(replay.isRunning)
        let runner = SceneRunner(scene: TestScene(viewport: viewport))
        runner.advance(byRealSeconds: 0.1)
        replay.advance(runner)
        #expect(replay.isRunning && runner.scene.parameters.values["size"] == 50)
        runner.advance(byRealSeconds: 0.15)
        replay.advance(runner)
        #expect(!replay.isRunning && runner.scene.parameters.values["size"] == 60)
        #expect(replay.takeFailure() == nil)
    }

    @Test func aRefusedCommandEndsTheReplayAndIsReportedOnce() {
        var replay = Replay()
        replay.start([RecordedCommand(time: 0, command: .setParameter(key: "nope", value: 1), line: 4)])
        replay.advance(SceneRunner(scene: TestScene(viewport: viewport)))
        #expect(!replay.isRunning)
        #expect(replay.takeFailure()?.line == 4)
        #expect(replay.takeFailure() == nil)
    }

    @Test func missingLayoutsAreReadFirstEachOnceWithTheirLines() throws {
        var replay = Replay()
        let other = UserLayoutSource(format: .swift, text: "grid 4")
        let recording = [layoutLine(grid), layoutLine(other, line: 9), layoutLine(grid)]
        let known = [try prepared(other, for: viewport)]
        let asked = replay.prepare(recording, known: known, viewport: viewport, canRead: true)
        let header = SceneRunner.recordingHeaderLines
        #expect(asked == .read([RecordedLayout(slot: .a, source: grid, line: header + 1)], generation: 1))
        #expect(replay.prepare(recording, known: known, viewport: viewport, canRead: false) == .start)
    }

    @Test func theReadLayoutsStartTheReplay() throws {
        var replay = Replay()
        guard
            case .read(_, let generation) = replay.prepare(
                [layoutLine(grid)], known: [], viewport: viewport, canRead: true)
        else {
            Issue.record("no read asked for")
            return
        }
        let layout = try prepared(grid, for: viewport)
        #expect(
            replay.receive(.success([layout]), generation: generation, viewport: viewport, current: viewport) == .start)
        #expect(replay.layouts.map(\.message.source) == [grid])
        #expect(
            replay.receive(.success([layout]), generation: generation, viewport: viewport, current: viewport) == .ignore
        )
    }

    /// A second replay reads only what the first did not prepare, and keeps what the first did.
    @Test func aLaterReplayKeepsTheLayoutsAnEarlierOnePrepared() throws {
        var replay = Replay()
        let other = UserLayoutSource(format: .swift, text: "grid 4")
        let recording = [layoutLine(grid), layoutLine(other)]
        let first = replay.prepare(
            recording, known: [try prepared(other, for: viewport)], viewport: viewport, canRead: true)
        guard case .read(_, let generation) = first else { Issue.record("no read asked for"); return }
        _ = replay.receive(
            .success([try prepared(grid, for: viewport)]), generation: generation, viewport: viewport, current: viewport
        )
        // The room's slots no longer hold `other`; the replay still holds `grid`.
        let second = replay.prepare(recording, known: replay.layouts, viewport: viewport, canRead: true)
        guard case .read(let asked, let again) = second else { Issue.record("no read asked for"); return }
        #expect(asked.map(\.source) == [other])
        _ = replay.receive(
            .success([try prepared(other, for: viewport)]), generation: again, viewport: viewport, current: viewport)
        #expect(Set(replay.layouts.map(\.message.source.text)) == ["grid 3", "grid 4"])
        #expect(replay.prepare(recording, known: replay.layouts, viewport: viewport, canRead: true) == .start)
    }

    @Test func onlyTheNewestReplayStarts() throws {
        var replay = Replay()
        let recording = [layoutLine(grid)]
        _ = replay.prepare(recording, known: [], viewport: viewport, canRead: true)
        _ = replay.prepare(recording, known: [], viewport: viewport, canRead: true)
        let layouts = [try prepared(grid, for: viewport)]
        #expect(replay.receive(.success(layouts), generation: 1, viewport: viewport, current: viewport) == .ignore)
        #expect(replay.receive(.success(layouts), generation: 2, viewport: viewport, current: viewport) == .start)
    }

    @Test func inputWhileTheLayoutsAreReadCancelsTheReplay() throws {
        var replay = Replay()
        _ = replay.prepare([layoutLine(grid)], known: [], viewport: viewport, canRead: true)
        replay.interrupt()
        let layouts = [try prepared(grid, for: viewport)]
        #expect(replay.receive(.success(layouts), generation: 1, viewport: viewport, current: viewport) == .ignore)
        #expect(replay.layouts.isEmpty)
    }

    @Test func aSceneChangeEndsARunningReplayButNotOneBeingPrepared() throws {
        var replay = Replay()
        replay.start([RecordedCommand(time: 5, command: .step)])
        replay.sceneReplaced()
        #expect(!replay.isRunning)
        _ = replay.prepare([layoutLine(grid)], known: [], viewport: viewport, canRead: true)
        replay.sceneReplaced()
        let layouts = [try prepared(grid, for: viewport)]
        #expect(replay.receive(.success(layouts), generation: 1, viewport: viewport, current: viewport) == .start)
    }

    @Test func aNewViewportPreparesAgainAndAFailedReadFails() {
        var replay = Replay()
        _ = replay.prepare([layoutLine(grid)], known: [], viewport: viewport, canRead: true)
        let wide = Size(width: 820, height: 1180)
        #expect(replay.receive(.success([]), generation: 1, viewport: viewport, current: wide) == .prepareAgain)
        _ = replay.prepare([layoutLine(grid)], known: [], viewport: wide, canRead: true)
        let error = UserLayoutError(line: 7, column: 1, message: "not a grid")
        #expect(
            replay.receive(.failure(error), generation: 2, viewport: wide, current: wide)
                == .fail(ReplayError(line: 7, message: "not a grid")))
        replay.forgetLayouts()
        #expect(replay.layouts.isEmpty)
    }
}
