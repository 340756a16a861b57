import Foundation
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

/// `transition-lab replay` answers hostile logs with a line number and exit code 2, and never traps.
@Suite struct ReplayCommandHostileInputTests {
    func replay(_ log: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("hostile-\(UInt64.random(in: 0...UInt64.max)).jsonl").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(log.utf8)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let out = path + ".out"
        #expect(FileManager.default.createFile(atPath: out, contents: Data("old".utf8)))
        defer { try? FileManager.default.removeItem(atPath: out) }
        let inode = try FileManager.default.attributesOfItem(atPath: out)[.systemFileNumber] as? Int
        let result = try runTransitionLab(["replay", "--scene", "photo-grid", "--input", path, "--out", out])
        let after = try FileManager.default.attributesOfItem(atPath: out)[.systemFileNumber] as? Int
        #expect(inode != nil && after == inode, "--out writes in place (a device such as /dev/null stays the device)")
        return result
    }

    @Test(arguments: [
        #"{"t":0,"type":"pointer","phase":"down","id":1,"x":10,"y":10,"client":1e300}"#,
        #"{"t":0,"type":"pointer","phase":"down","id":1,"x":10,"y":10,"client":-1}"#,
        #"{"t":0,"type":"pointer","phase":"down","id":1,"x":10,"y":10,"client":0.5}"#,
        #"{"t":1e300,"type":"key","key":"x"}"#,
    ])
    func aBadLineIsNamedWithExitCode2(line: String) throws {
        let result = try replay(#"{"t":0,"type":"key","key":"x"}"# + "\n" + line + "\n")
        #expect(result.status == 2)
        #expect(result.stderr.contains("line 2"), "\(result.stderr)")
    }

    @Test func fingersThatMeetAndExtremeCoordinatesReplayToTheEnd() throws {
        let log = """
            {"t":0,"type":"pointer","phase":"down","id":1,"x":100,"y":300}
            {"t":0.01,"type":"pointer","phase":"down","id":2,"x":200,"y":300}
            {"t":0.02,"type":"pointer","phase":"move","id":2,"x":100,"y":300}
            {"t":0.03,"type":"pointer","phase":"move","id":2,"x":100,"y":300}
            {"t":0.04,"type":"pointer","phase":"move","id":2,"x":1e308,"y":-1e308}
            {"t":0.05,"type":"pointer","phase":"up","id":2,"x":1e308,"y":-1e308}
            {"t":0.06,"type":"pointer","phase":"up","id":1,"x":100,"y":300}
            """
        let result = try replay(log)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func aRecordedLayoutLineIsReadAndDrawn() throws {
        let layout = ClientMessage.layout(
            slot: .a,
            source: UserLayoutSource(
                format: .swift,
                text: "let layout = UICollectionViewFlowLayout()\nlayout.itemSize = CGSize(width: 100, height: 60)\n",
                counts: [4]))
        let lines = [
            #"{"t":0,"type":"scene","name":"your-layout"}"#, #"{"t":0,"type":"viewport","width":390,"height":844}"#,
            RecordedCommand(time: 0, command: try #require(layout.sceneCommand)).json.serialized,
        ]
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("replay-layout-\(getpid()).jsonl")
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try runTransitionLab(["replay", "--input", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        let first = try JSONValue(parsing: Array((result.stdout.split(separator: "\n").first ?? "").utf8))
        guard case .array(let nodes)? = first["nodes"] else {
            Issue.record("no nodes in \(result.stdout.prefix(300))")
            return
        }
        let cells = nodes.filter { $0["w"]?.doubleValue == 100 && $0["h"]?.doubleValue == 60 }
        #expect(cells.count == 4)
    }
}
