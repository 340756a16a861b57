import Testing
import TransitionLabCore

@testable import TransitionLabProtocol

/// The `layout` client message, the `layout` and `layoutError` server messages, layout lines in recordings, and
/// the layout-spec reader the server falls back on.
@Suite struct LayoutMessageTests {
    private func parse(_ json: String) throws(ClientMessageError) -> ClientMessage {
        try ClientMessage(json: Array(json.utf8))
    }

    private func refusal(_ json: String) -> String? {
        do {
            _ = try parse(json)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func aLayoutMessageReadsAndRoundTrips() throws {
        let message = try parse(
            #"{"type":"layout","slot":"b","format":"swift","text":"let a = \"é\"\n","counts":[8,0,1000]}"#)
        let expected = ClientMessage.layout(
            slot: .b, source: UserLayoutSource(format: .swift, text: "let a = \"é\"\n", counts: [8, 0, 1000]))
        #expect(message == expected)
        #expect(try ClientMessage(json: Array(message.json.serialized.utf8)) == message)
        #expect(
            try parse(#"{"type":"layout","slot":"a","format":"json","text":"{}"}"#)
                == .layout(slot: .a, source: UserLayoutSource(format: .json, text: "{}")))
    }

    @Test func anOriginIsReadAndRoundTrips() throws {
        let head = #"{"type":"layout","slot":"a","format":"json","text":"{}""#
        for origin in ClientMessage.LayoutOrigin.allCases {
            let message = try parse(head + #","origin":"\#(origin.rawValue)"}"#)
            #expect(message == .layout(slot: .a, source: UserLayoutSource(format: .json, text: "{}"), origin: origin))
            #expect(try ClientMessage(json: Array(message.json.serialized.utf8)) == message)
        }
        let plain = try parse(head + "}")
        #expect(plain == .layout(slot: .a, source: UserLayoutSource(format: .json, text: "{}"), origin: .paste))
        #expect(!plain.json.serialized.contains("origin"), "a paste is the default and is not written")
        #expect(refusal(head + #","origin":"undo"}"#) == "layout.origin must be paste, restore or example")
        #expect(refusal(head + #","origin":true}"#) == "layout.origin must be a string")
    }

    @Test func badFieldsAreNamed() {
        let head = #"{"type":"layout","#
        #expect(refusal(head + #""slot":"c","format":"swift","text":""}"#) == "layout.slot must be a or b")
        #expect(refusal(head + #""slot":"a","format":"kotlin","text":""}"#) == "layout.format must be swift or json")
        #expect(refusal(head + #""slot":"a","format":"swift"}"#) == #"layout needs a string field "text""#)
        #expect(refusal(head + #""slot":"a","format":"swift","text":3}"#) == "layout.text must be a string")
        let counts = "layout.counts must be an array of at most 64 whole numbers in 0…1000"
        for bad in ["[-1]", "[1.5]", "[1001]", "\"8,10\"", "[\"8\"]", "{}"] {
            #expect(refusal(head + #""slot":"a","format":"swift","text":"","counts":\#(bad)}"#) == counts, "\(bad)")
        }
        let sixtyFive = "[" + Array(repeating: "1", count: 65).joined(separator: ",") + "]"
        #expect(refusal(head + #""slot":"a","format":"swift","text":"","counts":\#(sixtyFive)}"#) != nil)
        let sixtyFour = "[" + Array(repeating: "1", count: 64).joined(separator: ",") + "]"
        #expect(refusal(head + #""slot":"a","format":"swift","text":"","counts":\#(sixtyFour)}"#) == nil)
    }

    @Test func valuesTravelWithTheLayoutInMessagesAndRecordings() throws {
        let message = try parse(
            #"{"type":"layout","slot":"a","format":"swift","text":"x","values":"Metrics.rowSpacing = 8\n"}"#)
        let source = UserLayoutSource(format: .swift, text: "x", values: "Metrics.rowSpacing = 8\n")
        #expect(message == .layout(slot: .a, source: source))
        #expect(try ClientMessage(json: Array(message.json.serialized.utf8)) == message)
        let line = RecordedCommand(time: 1, command: .layout(slot: .a, source: source)).json
        #expect(try Replay(jsonLines: line.serialized).events.map(\.command) == [.layout(slot: .a, source: source)])
        let shown = ServerMessage.layout(ServerMessage.UserLayout(slot: .a, source: source)).json
        #expect(shown["values"]?.stringValue == "Metrics.rowSpacing = 8\n")
        let head = #"{"type":"layout","slot":"a","format":"swift","text":"x","values":"#
        #expect(refusal(head + "3}") == "layout.values must be a string")
        let over = String(repeating: "x", count: ClientMessage.maxLayoutValuesBytes + 1)
        #expect(refusal(head + "\"" + over + "\"}") == "layout.values must be at most 4096 bytes")
        let error = ServerMessage.layoutError(
            slot: .a, error: UserLayoutError(line: 2, column: 3, message: "m", unknownNames: ["Metrics.a"])
        ).json
        #expect(error["unknown"] == .array([.string("Metrics.a")]))
    }

    @Test func theTextLimitCountsUTF8Bytes() {
        let head = #"{"type":"layout","slot":"a","format":"swift","text":""#
        let fits = String(repeating: "x", count: 64 * 1024)
        #expect(refusal(head + fits + #""}"#) == nil)
        // 32,769 two-byte characters: fewer than 64 Ki characters, more than 64 KiB.
        let over = String(repeating: "é", count: 32 * 1024 + 1)
        #expect(refusal(head + over + #""}"#) == "layout.text must be at most 64 KiB")
    }

    @Test func aRecordedLayoutLineReplaysAsALayoutCommand() throws {
        let source = UserLayoutSource(format: .json, text: #"{"layout":"flow"}"#, counts: [3])
        let line = RecordedCommand(time: 0.5, command: .layout(slot: .b, source: source)).json
        let replay = try Replay(jsonLines: line.serialized)
        #expect(replay.events.map(\.command) == [.layout(slot: .b, source: source)])
        #expect(replay.events.first?.time == 0.5)
    }

    @Test func serverMessagesCarryTheSourcesAndErrors() throws {
        let layout = ServerMessage.UserLayout(
            slot: .a, source: UserLayoutSource(format: .json, text: "{}", counts: [2]), swift: "let x = 1",
            notes: ["1:1: skipped"])
        let sent = try JSONValue(parsing: Array(ServerMessage.layout(layout).text.utf8))
        #expect(sent["type"] == "layout")
        #expect(sent["slot"] == "a")
        #expect(sent["text"] == "{}")
        #expect(sent["counts"] == [2])
        #expect(sent["swift"] == "let x = 1")
        #expect(sent["notes"] == ["1:1: skipped"])
        let error = ServerMessage.layoutError(
            slot: .b, error: UserLayoutError(line: 3, column: 14, message: "unsupported"))
        let refused = try JSONValue(parsing: Array(error.text.utf8))
        #expect(refused == ["type": "layoutError", "slot": "b", "line": 3, "column": 14, "message": "unsupported"])
    }

    @Test func theSpecReaderReadsJSONAndRefusesSwift() throws {
        let reader = LayoutSpecReader()
        let spec = #"{"layout":"flow","sections":[{"itemSize":[100,50],"numberOfItems":4}]}"#
        let reading = try reader.read(
            UserLayoutSource(format: .json, text: spec, counts: [7]), containerSize: Size(width: 390, height: 844))
        let prepared = reading.layout.prepare(containerSize: Size(width: 390, height: 844))
        let cells = prepared.layoutAttributesForElements(
            in: Rect(origin: .zero, size: prepared.collectionViewContentSize))
        #expect(cells.count == 7)
        #expect(throws: UserLayoutError.self) {
            try reader.read(
                UserLayoutSource(format: .swift, text: "let x = 1"), containerSize: Size(width: 1, height: 1))
        }
        do {
            _ = try reader.read(
                UserLayoutSource(format: .json, text: "{\n  \"layout\": \"flow\",\n  \"sections\": [}"),
                containerSize: Size(width: 1, height: 1))
            Issue.record("a broken spec read")
        } catch {
            #expect(error.line == 3 && error.column == 16, "\(error)")
            #expect(error.message.hasPrefix("not valid JSON"))
        }
        do {
            _ = try reader.read(
                UserLayoutSource(format: .json, text: #"{"layout":"grid","sections":[{}]}"#),
                containerSize: Size(width: 1, height: 1))
            Issue.record("a wrong layout kind read")
        } catch {
            #expect(error.line == 1 && error.column == 11, "at \"grid\": \(error)")
            #expect(error.message.hasPrefix("$.layout: "))
        }
    }

    /// A spec error is reported where its JSON path's value starts, as a syntax error is where the parser stopped:
    /// the editor marks that line.
    @Test(arguments: [
        // An unknown key: at its value.
        (
            "{\n  \"layout\": \"flow\",\n  \"sections\": [\n    {\"itemSize\": [100, 50], \"numberOfItem\": 4}\n  ]\n}",
            4, 45, "$.sections[0].numberOfItem: "
        ),
        // A value of the wrong type, after a blank line.
        (
            "{\"layout\": \"flow\",\n \"sections\": [\n\n   {\"numberOfItems\": \"four\"}]}", 4, 22,
            "$.sections[0].numberOfItems: "
        ),
        // A missing key: at the object that lacks it.
        ("{\"layout\": \"compositional\",\n  \"sections\": [{\"numberOfItems\": 4}]}", 2, 16, "$.sections[0]: "),
        // A key that reads like a path: at its own value, not at the first section.
        (
            "{\"layout\": \"flow\", \"sections\": [{\"numberOfItems\": 1}],\n \"sections[0]\": 2}", 2, 17,
            "$.sections[0]: unknown key"
        ),
        // A repeated key: at the value the object kept, the last.
        ("{\"layout\": \"flow\", \"sections\": [{\"numberOfItems\": 1}],\n \"layout\": \"grid\"}", 2, 12, "$.layout: "),
    ])
    func aSpecErrorPointsAtItsValue(text: String, line: Int, column: Int, prefix: String) {
        do {
            _ = try LayoutSpecReader().read(
                UserLayoutSource(format: .json, text: text), containerSize: Size(width: 390, height: 844))
            Issue.record("read \(text)")
        } catch {
            #expect(error.message.hasPrefix(prefix), "\(error)")
            #expect(error.line == line && error.column == column, "\(error)")
        }
    }
}
