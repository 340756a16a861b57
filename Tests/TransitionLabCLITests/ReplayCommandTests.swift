import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import transition_lab

@Suite struct ReplayCommandTests {
    @Test func helpDescribesTheFrameFormat() {
        let help = TransitionLab.Replay.helpMessage()
        for text in ["--scene", "--input", "--fps", "--width", "--height", "--out", "cornerRadius"] {
            #expect(help.contains(text))
        }
    }

    @Test func defaultsAreSixtyFramesPerSecondOnA390By844Viewport() throws {
        let command = try TransitionLab.Replay.parse(["--scene", "spring-lab", "--input", "log.jsonl"])
        let log = try TransitionLabCore.Replay(jsonLines: #"{"t":0,"type":"key","key":"x"}"#)
        #expect(command.fps == 60)
        #expect(command.viewport(for: log) == Size(width: 390, height: 844))
        #expect(command.sceneName(for: log) == "spring-lab")
        #expect(command.out == "-")
    }

    @Test func aRecordingsOpeningLinesNameTheSceneAndViewportUnlessTheFlagsDo() throws {
        let log = try TransitionLabCore.Replay(
            jsonLines: """
                {"t":0,"type":"scene","name":"zoom"}
                {"t":0,"type":"viewport","width":375,"height":667}
                """)
        let plain = try TransitionLab.Replay.parse(["--input", "log.jsonl"])
        #expect(plain.sceneName(for: log) == "zoom")
        #expect(plain.viewport(for: log) == Size(width: 375, height: 667))
        let flagged = try TransitionLab.Replay.parse(["--input", "l", "--scene", "photo-grid", "--width", "430"])
        #expect(flagged.sceneName(for: log) == "photo-grid")
        #expect(flagged.viewport(for: log) == Size(width: 430, height: 667))
    }

    @Test(arguments: [
        ["--scene", "nope", "--input", "log.jsonl"],
        ["--scene", "spring-lab", "--input", "log.jsonl", "--fps", "0"],
        ["--scene", "spring-lab", "--input", "log.jsonl", "--width", "-1"],
        ["--scene", "spring-lab"],
        ["--input", "log.jsonl", "--height", "0"],
    ])
    func refusesBadArguments(arguments: [String]) {
        #expect(throws: (any Error).self) { try TransitionLab.Replay.parse(arguments) }
    }
}
