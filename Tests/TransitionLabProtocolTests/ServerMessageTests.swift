import Testing
import TransitionLabCore

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
}
