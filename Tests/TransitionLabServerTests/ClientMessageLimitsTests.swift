import Testing
import TransitionLabCore
import TransitionLabProtocol

/// Input limits that keep replies and broadcasts small (docs/protocol.md, "Limits").
@Suite struct ClientMessageLimitsTests {
    private func error(_ json: String) -> ClientMessageError? {
        do {
            _ = try ClientMessage(json: Array(json.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func helloStringsLongerThan64CharactersAreRefused() {
        let name = String(repeating: "n", count: 64)
        #expect(error(#"{"type":"hello","name":"\#(name)","room":"\#(name)","role":"viewer"}"#) == nil)
        for field in ["name", "room", "role", "token"] {
            let refused = error(#"{"type":"hello","\#(field)":"\#(name)x"}"#)
            #expect(refused?.code == "invalid-field")
            #expect(refused?.message == "hello.\(field) must be at most 64 characters")
        }
    }

    @Test func theLimitCountsUnicodeScalarsSoCombiningMarksCannotHideLength() {
        let zalgo = "e" + String(repeating: "\u{301}", count: 100)  // one Character, 101 scalars
        #expect(error(#"{"type":"hello","name":"\#(zalgo)"}"#)?.code == "invalid-field")
    }

    @Test func otherFreeTextIsLimitedToo() {
        let long = String(repeating: "k", count: 65)
        #expect(error(#"{"type":"key","key":"\#(long)"}"#)?.code == "invalid-field")
        #expect(error(#"{"type":"param","key":"\#(long)","value":1}"#)?.code == "invalid-field")
        #expect(error(#"{"type":"scene","name":"\#(long)"}"#)?.code == "invalid-field")
    }

    @Test func anUnknownTypeIsQuotedOnlyInPart() {
        let type = String(repeating: "t", count: 50_000)
        let refused = error(#"{"type":"\#(type)"}"#)
        #expect(refused?.code == "unknown-type")
        #expect(refused?.type == String(repeating: "t", count: 64) + "…")
        #expect((refused?.message.count ?? .max) < 120)
    }

    @Test func viewportScaleIsValidatedWhenPresent() {
        let hello = #"{"type":"hello","viewport":{"width":390,"height":844,"scale":"#
        #expect(error(hello + "3}}") == nil)
        #expect(error(hello + "0}}")?.message == "hello.viewport.scale must be greater than 0")
        #expect(error(hello + "\"x\"}}")?.code == "invalid-field")
    }
}
