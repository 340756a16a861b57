import Testing
import TransitionLabCore

@testable import TransitionLabProtocol

@Suite struct ClientMessageTests {
    @Test func labMessagesRoundTrip() throws {
        for message in [ClientMessage.save, .takeOver, .open(lab: "abcdefghijklmnopqrstuvwxyz")] {
            #expect(try ClientMessage(message.json) == message)
        }
        // A lab ID of any length reaches the server, which names it when it is not one.
        let long = String(repeating: "x", count: 10_240)
        #expect(try ClientMessage(json: Array(#"{"type":"open","lab":"\#(long)"}"#.utf8)) == .open(lab: long))
        let missing = try #require(throws: ClientMessageError.self) {
            try ClientMessage(json: Array(#"{"type":"open"}"#.utf8))
        }
        #expect(missing.code == "missing-field")
        #expect(throws: ClientMessageError.self) { try ClientMessage(json: Array(#"{"type":"open","lab":5}"#.utf8)) }
    }

    @Test func suggestRoundTripAndLimits() throws {
        let text = #"{"type":"suggest","scene":"zoom","viewport":{"width":375,"height":667},"params":{"columns":5}}"#
        let message = try ClientMessage(json: Array(text.utf8))
        #expect(
            message
                == .suggest(scene: "zoom", viewport: Size(width: 375, height: 667), params: ["columns": 5], lab: nil))
        #expect(try ClientMessage(message.json) == message)
        let lab = try ClientMessage(json: Array(#"{"type":"suggest","lab":"abc"}"#.utf8))
        #expect(lab == .suggest(scene: nil, viewport: nil, params: [:], lab: "abc"))
        #expect(try ClientMessage(lab.json) == lab)
        let many = (0...64).map { "\"k\($0)\":1" }.joined(separator: ",")
        #expect(throws: ClientMessageError.self) {
            try ClientMessage(json: Array(#"{"type":"suggest","params":{\#(many)}}"#.utf8))
        }
        #expect(throws: ClientMessageError.self) {
            try ClientMessage(json: Array(#"{"type":"suggest","params":{"a":"x"}}"#.utf8))
        }
    }

    @Test func pointerRoundTrip() throws {
        let text = #"{"type":"pointer","phase":"move","id":1,"x":195.5,"y":402,"time":1234.5,"seq":17}"#
        let message = try ClientMessage(json: Array(text.utf8))
        #expect(message == .pointer(phase: .move, id: 1, x: 195.5, y: 402, time: 1234.5, seq: 17))
        #expect(try ClientMessage(message.json) == message)
    }

    @Test func displayRefreshRoundTripAndBounds() throws {
        for hertz in [ClientMessage.minRefresh, 59.94, 120, ClientMessage.maxRefresh] {
            let message = try ClientMessage(json: Array(#"{"type":"display","refresh":\#(hertz)}"#.utf8))
            #expect(message == .display(refresh: hertz))
            #expect(try ClientMessage(message.json) == message)
        }
        for text in ["19.99", "1000.01", "0", "-60", "1e308", "\"60\"", "null", "[60]"] {
            #expect(throws: ClientMessageError.self) {
                try ClientMessage(json: Array(#"{"type":"display","refresh":\#(text)}"#.utf8))
            }
        }
    }

    @Test(arguments: [
        (#"{"type":"pointer""#, "malformed-json"),
        (#"[1]"#, "not-an-object"),
        (#"{"type":"fly"}"#, "unknown-type"),
        (#"{"type":"param","key":"x"}"#, "missing-field"),
        (#"{"type":"pinch","phase":"begin","scale":-1,"x":0,"y":0,"time":0,"seq":1}"#, "invalid-field"),
    ])
    func refusesBadMessages(text: String, code: String) {
        #expect(throws: ClientMessageError.self) { try ClientMessage(json: Array(text.utf8)) }
        do {
            _ = try ClientMessage(json: Array(text.utf8))
        } catch {
            #expect(error.code == code)
        }
    }
}
