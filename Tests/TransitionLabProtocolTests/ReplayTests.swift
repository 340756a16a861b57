import Testing
import TransitionLabProtocol

@testable import TransitionLabCore

@Suite struct ReplayTests {
    /// A drag with a fling, a parameter change mid-flight, then a tap: every kind of input spring-lab takes.
    private let log = """
        {"t":0.1,"type":"pointer","phase":"down","id":1,"x":195,"y":211}
        {"t":0.12,"type":"pointer","phase":"move","id":1,"x":195,"y":240}
        {"t":0.14,"type":"pointer","phase":"move","id":1,"x":198,"y":290}
        {"t":0.16,"type":"pointer","phase":"move","id":1,"x":200,"y":350}
        {"t":0.17,"type":"pointer","phase":"up","id":1,"x":200,"y":350}

        {"t":0.4,"type":"param","key":"stiffness","value":300}
        {"t":2.5,"type":"pointer","phase":"down","id":7,"x":20,"y":20,"time":99000,"seq":3}
        {"t":2.55,"type":"pointer","phase":"up","id":7,"x":20,"y":20,"time":99050,"seq":4}
        """

    private func frames(_ text: String) throws -> String {
        let replay = try Replay(jsonLines: text)
        let scene = SpringLabScene(viewport: Size(width: 390, height: 844))
        var out = ""
        try replay.run(on: scene) { sample in
            #expect(sample.jsonLine == sample.json.serialized)
            out += sample.jsonLine + "\n"
        }
        return out
    }

    @Test func theSameLogTwiceGivesIdenticalFrames() throws {
        let first = try frames(log)
        let second = try frames(log)
        #expect(first == second)
        #expect(first.split(separator: "\n").count > 150)
    }

    @Test func runsPastTheLastEventUntilSettled() throws {
        let samples = try Replay(jsonLines: log).samples(on: SpringLabScene(viewport: Size(width: 390, height: 844)))
        let last = try #require(samples.last)
        #expect(last.time >= 2.55)
        #expect(last.state["animating"] == .bool(false))
        #expect(last.state["target"] == .number(0))
        #expect(samples.dropLast().allSatisfy { $0.time < 2.55 || $0.state["animating"] == .bool(true) })
        // Frames are k/60 exactly, not an accumulated sum.
        #expect(samples[59].time == 59.0 / 60)
    }

    @Test func stopsTenSecondsAfterTheLastEventIfNeverSettled() throws {
        // Damping 0.5 with mass 10 and stiffness 1 settles in ≈ 280 s: the replay is cut at 0.2 + 10 s.
        let text = """
            {"t":0,"type":"param","key":"mass","value":10}
            {"t":0,"type":"param","key":"stiffness","value":1}
            {"t":0,"type":"param","key":"damping","value":0.5}
            {"t":0.1,"type":"pointer","phase":"down","id":1,"x":5,"y":5}
            {"t":0.2,"type":"pointer","phase":"up","id":1,"x":5,"y":5}
            """
        let samples = try Replay(jsonLines: text).samples(
            on: SpringLabScene(viewport: Size(width: 390, height: 844)),
            fps: 10
        )
        let last = try #require(samples.last)
        #expect(abs(last.time - 10.2) < 1e-9)
        #expect(last.state["animating"] == .bool(true))
    }

    @Test func missingTimeAndSeqDefaultFromT() throws {
        let replay = try Replay(jsonLines: #"{"t":0.5,"type":"pointer","phase":"down","id":1,"x":150,"y":400}"#)
        #expect(
            replay.events == [
                RecordedCommand(
                    time: 0.5,
                    command: .pointer(phase: .down, id: 1, location: Point(x: 150, y: 400), clientTime: 500),
                    line: 1
                )
            ]
        )
    }

    @Test(arguments: [
        ("{\"t\":0}\n{\"t\":1,\"type\":\"pointer\"}", "line 1: missing string field \"type\""),
        ("\n{\"type\":\"key\",\"key\":\"a\"}", "line 2: needs a number field \"t\" in 0…86400 (scene time in seconds)"),
        (
            "{\"t\":1,\"type\":\"key\",\"key\":\"a\"}\n{\"t\":0.5,\"type\":\"key\",\"key\":\"b\"}",
            "line 2: t 0.5 is earlier than line 1's 1.0"
        ),
        ("{\"t\":1,", "line 1: not valid JSON"),
        ("[1]", "line 1: not a JSON object"),
        (
            "{\"t\":1,\"type\":\"pinch\",\"phase\":\"begin\",\"scale\":0,\"x\":1,\"y\":2}",
            "line 1: pinch.scale must be greater than 0"
        ),
    ])
    func badLinesNameTheirLineNumber(text: String, expected: String) {
        #expect(throws: ReplayError.self) { try Replay(jsonLines: text) }
        do {
            _ = try Replay(jsonLines: text)
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func anUnknownParameterNamesItsLine() throws {
        let replay = try Replay(
            jsonLines:
                "{\"t\":0,\"type\":\"key\",\"key\":\"a\"}\n{\"t\":0.1,\"type\":\"param\",\"key\":\"nope\",\"value\":1}"
        )
        #expect(throws: ReplayError(line: 2, message: "unknown parameter \"nope\"")) {
            try replay.run(on: SpringLabScene(viewport: Size(width: 390, height: 844))) { _ in }
        }
    }
}
