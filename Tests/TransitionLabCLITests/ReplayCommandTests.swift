import Testing

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
        #expect(command.fps == 60)
        #expect(command.width == 390)
        #expect(command.height == 844)
        #expect(command.out == "-")
    }

    @Test(arguments: [
        ["--scene", "nope", "--input", "log.jsonl"],
        ["--scene", "spring-lab", "--input", "log.jsonl", "--fps", "0"],
        ["--scene", "spring-lab", "--input", "log.jsonl", "--width", "-1"],
        ["--scene", "spring-lab"],
    ])
    func refusesBadArguments(arguments: [String]) {
        #expect(throws: (any Error).self) { try TransitionLab.Replay.parse(arguments) }
    }
}
