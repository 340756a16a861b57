import Testing
import TransitionLabCore
import TransitionLabTestSupport

@testable import TransitionLabProtocol

@Suite struct ServerMessageTests {
    @Test func errorsNameTheirCodeAndTheOffendingType() {
        let text = ServerMessage.error(code: "unknown-scene", message: "no scene \"x\"", type: "scene").text
        #expect(text == #"{"code":"unknown-scene","for":"scene","message":"no scene \"x\"","type":"error"}"#)
    }

    @Test func pongEchoesTheClientTime() {
        #expect(ServerMessage.pong(time: 1234.5).text == #"{"time":1234.5,"type":"pong"}"#)
    }

    @Test func welcomeCarriesTheParameterSchemaWithCurrentValues() throws {
        var parameters = ParameterSet([
            ParameterDescriptor(key: "k", label: "K", group: "G", unit: "s", min: 0, max: 2, step: 0.1, defaultValue: 1)
        ])
        try parameters.set("k", to: 1.5)
        let welcome = ServerMessage.welcome(
            .init(
                protocolVersion: 2, session: 3, room: "default",
                you: .init(id: 3, name: "Ann", color: "#FF0000", role: "driver"),
                scenes: [.init(name: "photo-grid", title: "Photo grid")], scene: "photo-grid", parameters: parameters,
                fps: 60))
        let schema = welcome.json["parameters"]
        #expect(
            schema
                == [
                    [
                        "key": "k", "label": "K", "group": "G", "unit": "s", "min": 0, "max": 2, "step": 0.1,
                        "default": 1, "value": 1.5, "control": "slider",
                    ]
                ])
        #expect(welcome.json["you"]?["role"] == "driver")
        #expect(welcome.json["type"] == "welcome")
        #expect(welcome.json["protocol"] == 2)
    }

    @Test func switchesAndPickersSayHowThePanelShowsThem() {
        let parameters = ParameterSet([
            .toggle(key: "on", label: "On", group: "G", isOn: true),
            .choice(
                key: "api", label: "API", group: "G", choices: ["UIKit", "SwiftUI", "Core Animation"], defaultIndex: 1),
        ])
        let schema = parameters.jsonSchema
        #expect(schema[0]["control"] == "toggle")
        #expect(schema[0]["max"] == 1)
        #expect(schema[0]["value"] == 1)
        #expect(schema[1]["control"] == "choice")
        #expect(schema[1]["choices"] == ["UIKit", "SwiftUI", "Core Animation"])
        #expect(schema[1]["max"] == 2)
        #expect(schema[1]["default"] == 1)
    }

    @Test func forwardedPointersNameTheirClient() {
        let json = ServerMessage.pointer(client: 4, phase: .move, id: 1, x: 2, y: 3).json
        #expect(json == ["type": "pointer", "client": 4, "phase": "move", "id": 1, "x": 2, "y": 3])
    }

    @Test func presenceListsOnlyWhatChanged() {
        let ann = ServerMessage.Participant(id: 1, name: "Ann", color: "#FF375F", role: "driver")
        let json = ServerMessage.presence(joined: [ann], updated: [], left: [2], count: 70).json
        let annJSON: JSONValue = ["id": 1, "name": "Ann", "color": "#FF375F", "role": "driver"]
        #expect(json == ["type": "presence", "joined": [annJSON], "updated": [], "left": [2], "count": 70])
    }

    /// Strings are escaped as RFC 8259 §7 requires (quotation mark, reverse solidus, control characters) and every
    /// other character passes as its UTF-8 bytes; integers print without a fraction, other numbers as Swift's
    /// shortest round trip, non-finite ones as null.
    @Test func stringsAndNumbersAreWrittenAsJSON() {
        let value: JSONValue = [
            "s": .string("é\u{1}\u{1F}\"\\\n\r\t/ü😀"), "n": [1, -0.0, 2.5, -3, 1e15, 1e-7, .number(.nan)],
        ]
        #expect(
            value.serialized == #"{"n":[1,0,2.5,-3,1000000000000000.0,1e-07,null],"s":"é\u0001\u001f\"\\\n\r\t/ü😀"}"#)
        #expect(value.serializedBytes == Array(value.serialized.utf8))
    }

    /// Every finite number is written as Swift's `description` writes it (or as its integer digits): short
    /// decimals, which take their own path, and any other double, of every magnitude and sign.
    @Test func numbersAreWrittenAsTheirDescription() {
        var random = SeededGenerator(seed: 0x4E55_4D42)
        var values: [Double] = [
            0.001, 0.0015, 0.00099, 0.998, 0.9995, 0.5, -0.25, 1.5, 999_999.5, 999_999.999999, 1e6 + 0.5, 0.1, 0.2,
            0.3, 0.7, 1.0 / 3, 123_456.789012, 0.012, 2.5e-7, 1e300, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
        ]
        let scales: [Double] = [10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000]
        for _ in 0..<20_000 {
            let decimal = Int64.random(in: -2_000_000_000...2_000_000_000, using: &random)
            values.append(Double(decimal) / scales.randomElement(using: &random)!)
            values.append(Double.random(in: -1e6...1e6, using: &random))
            values.append(Double.random(in: -2...2, using: &random))
            values.append(Double(Int.random(in: -1_000...1_000, using: &random)) * 0.001)
            values.append(Double(bitPattern: random.next()))
        }
        // Integers below 10¹⁵ are written as digits without `.0`, so they are left out.
        for value in values where value.isFinite && !(abs(value) < 1e15 && value == value.rounded()) {
            let bytes = ByteWriter.bytes(headroom: 0, bound: ByteWriter.jsonNumberBound) { $0.jsonNumber(value) }
            #expect(String(decoding: bytes, as: UTF8.self) == value.description)
        }
    }

    /// Any string, escapes anywhere in it (first, last, side by side, between multi-byte characters), reads back
    /// as itself through our JSON parser.
    @Test func stringsWithEscapesAnywhereReadBackAsThemselves() throws {
        let alphabet: [Character] = [
            "a", "Z", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "😀", "/",
        ]
        var generator = SeededGenerator(seed: 0x4A53_4F4E)
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...12, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            let bytes = ByteWriter.bytes(headroom: 0, bound: ByteWriter.jsonStringBound(text)) { $0.jsonString(text) }
            var parser = JSONParser(bytes, maxDepth: 1)
            #expect(try parser.parseDocument() == .string(text), "\(text.debugDescription)")
        }
    }

    /// A forwarded `pointer` written directly is byte for byte the one its JSON value serialises to, for every
    /// phase and coordinates of every kind (whole, fractional, negative, huge, tiny).
    @Test func pointerBytesAreTheSerialisedJSON() {
        var random = SeededGenerator(seed: 0x9011)
        let coordinates: [Double] = [
            0, -0.0, 195.5, -12.25, 1e15, 1e20, -3e-9, 1.0 / 3, .leastNonzeroMagnitude, 123_456.789,
        ]
        for _ in 0..<500 {
            let message = ServerMessage.pointer(
                client: Int(random.next() % 1_000_000),
                phase: PointerEvent.Phase.allCases.randomElement(using: &random)!,
                id: Int(random.next() % 100) - 1, x: coordinates.randomElement(using: &random)!,
                y: Double(random.next() % 100_000) / 97 - 500)
            #expect(message.bytes == message.json.serializedBytes, "\(message.text)")
        }
    }

    /// The `state` message written directly is byte for byte the one its JSON value serialises to, for random
    /// parameters, scene summaries and flags.
    @Test func stateBytesAreTheSerialisedJSON() {
        var random = SeededGenerator(seed: 0x57A7E)
        for _ in 0..<500 {
            func number() -> Double {
                let choices: [Double] = [
                    Double(random.next() % 1000), Double(random.next() % 100_000) / 997 - 50, -0.0, 1e20,
                ]
                return choices[Int(random.next() % 4)]
            }
            let names = ["columns", "transitionProgress", "contentOffset", "animationStartTime", "a\"b", "é"]
            var params: [String: Double] = [:]
            for name in names where random.next() % 2 == 0 { params[name] = number() }
            var summary: SceneState = [:]
            for name in names.shuffled(using: &random) where random.next() % 2 == 0 {
                summary[name] =
                    [.null, .bool(true), .number(number()), .string(name), .array([.number(1), .null])][
                        Int(random.next() % 5)]
            }
            let state = ServerMessage.State(
                scene: "photo-grid", params: params, driver: random.next() % 2 == 0 ? nil : Int(random.next() % 9),
                timeScale: number(), paused: random.next() % 2 == 0, recording: random.next() % 2 == 0,
                replaying: random.next() % 2 == 0, sceneState: summary)
            let message = ServerMessage.state(state)
            #expect(message.bytes == message.json.serializedBytes, "\(message.text)")
        }
    }
}

/// `export`: the client's request and the server's file.
@Suite struct ExportMessageTests {
    @Test func theRequestReadsWithoutFields() throws {
        #expect(try ClientMessage(json: Array(#"{"type":"export"}"#.utf8)) == .export)
        #expect(ClientMessage.export.json == .object(["type": "export"]))
        #expect(ClientMessage.export.sceneCommand == nil)
    }

    @Test func theAnswerCarriesTheSceneFileNameAndText() {
        let text = ServerMessage.export(scene: "zoom", name: "ZoomGridViewController.swift", text: "import UIKit\n")
            .bytes
        #expect(
            String(decoding: text, as: UTF8.self)
                == #"{"name":"ZoomGridViewController.swift","scene":"zoom","text":"import UIKit\n","type":"export"}"#)
    }
}
