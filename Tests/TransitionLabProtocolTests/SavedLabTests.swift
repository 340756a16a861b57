import Testing
import TransitionLabCore

@testable import TransitionLabProtocol

/// A lab's JSON: written with sorted keys (the same lab is the same bytes), read back to the same lab, and every
/// field checked against the limits a live room enforces.
@Suite struct SavedLabTests {
    private let lab = SavedLab(
        scene: "your-layout", viewport: Size(width: 390, height: 844),
        parameters: ["spring-lab": ["response": 0.45, "dampingRatio": 0.7], "photo-grid": ["columns": 4]],
        layouts: [
            .a: UserLayoutSource(format: .swift, text: "let layout = UICollectionViewFlowLayout()", values: "Gap = 8"),
            .b: UserLayoutSource(format: .json, text: #"{"flow":{}}"#, counts: [3, 4]),
        ],
        recording: [
            RecordedCommand(time: 0, command: .setParameter(key: "response", value: 0.45)),
            RecordedCommand(time: 0.5, command: .key("ArrowRight"), client: 2),
        ])

    @Test func aLabReadsBackAsItWasWritten() throws {
        let text = lab.json.serialized
        let read = try SavedLab(json: Array(text.utf8))
        #expect(read.scene == lab.scene && read.viewport == lab.viewport)
        #expect(read.parameters == lab.parameters && read.layouts == lab.layouts)
        #expect(read.recording?.map(\.command) == lab.recording?.map(\.command))
        #expect(read.recording?.map(\.time) == [0, 0.5])
        #expect(read.recording?.map(\.client) == [0, 2])
        #expect(read.json.serialized == text, "the same lab is the same bytes")
        #expect(
            try SavedLab(json: Array(SavedLab(scene: "zoom", viewport: lab.viewport).json.serialized.utf8)).recording
                == nil)
    }

    @Test(arguments: [
        ("[]", "not a JSON object"),
        ("{", "not valid JSON"),
        (#"{"lab":2,"scene":"zoom","viewport":{"width":1,"height":1}}"#, "format"),
        (#"{"lab":1,"viewport":{"width":1,"height":1}}"#, "lab.scene"),
        (#"{"lab":1,"scene":"zoom","viewport":{"width":-1,"height":1}}"#, "lab.viewport"),
        (#"{"lab":1,"scene":"zoom","viewport":{"width":1,"height":1},"parameters":{"zoom":{"a":"x"}}}"#, "finite"),
        (#"{"lab":1,"scene":"zoom","viewport":{"width":1,"height":1},"layouts":{"c":{}}}"#, "only a and b"),
        (
            #"{"lab":1,"scene":"zoom","viewport":{"width":1,"height":1},"layouts":{"a":{"format":"kotlin","text":""}}}"#,
            "lab.layouts.a"
        ),
        (
            #"{"lab":1,"scene":"zoom","viewport":{"width":1,"height":1},"recording":"{\"t\":-1,\"type\":\"pause\"}"}"#,
            "lab.recording line 1"
        ),
    ])
    func aBrokenLabNamesTheFieldAtFault(text: String, named: String) {
        do {
            _ = try SavedLab(json: Array(text.utf8))
            Issue.record("\(text) was read")
        } catch {
            #expect(error.message.contains(named), "\(error.message)")
        }
    }

    @Test func aLabHoldsNoMoreThanARoomCould() {
        let text = String(repeating: "x", count: ClientMessage.maxLayoutTextBytes + 1)
        let tooLong = SavedLab(scene: "zoom", viewport: lab.viewport, layouts: [.a: .init(format: .swift, text: text)])
        #expect(throws: SavedLabError.self) { try SavedLab(json: Array(tooLong.json.serialized.utf8)) }
        let lines = (0...SavedLab.maxRecordingLines).map { _ in RecordedCommand(time: 0, command: .pause) }
        let tooMany = SavedLab(scene: "zoom", viewport: lab.viewport, recording: lines)
        #expect(throws: SavedLabError.self) { try SavedLab(json: Array(tooMany.json.serialized.utf8)) }
    }
}
