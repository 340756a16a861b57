import Foundation
import Testing
import TransitionLabCore

@testable import TransitionLabProtocol

/// The hand-rolled parser against RFC 8259's grammar (https://www.rfc-editor.org/rfc/rfc8259) and, for valid
/// texts, against Foundation's `JSONSerialization`.
@Suite struct JSONParserTests {
    private func parse(_ text: String, maxDepth: Int = 64) throws -> JSONValue {
        try JSONValue(parsing: Array(text.utf8), maxDepth: maxDepth)
    }

    @Test func parsesEveryKindOfValue() throws {
        let value = try parse(#" { "a" : [1, -2.5e2, 0.125, true, false, null], "b": {"c": "x\"\\\/\b\f\n\r\t"} } "#)
        #expect(value == ["a": [1, -250, 0.125, true, false, nil], "b": ["c": "x\"\\/\u{8}\u{c}\n\r\t"]])
    }

    @Test func decodesUnicodeEscapesAndSurrogatePairs() throws {
        #expect(try parse(#""\u00e9\u20AC\ud83d\ude00""#) == "é€😀")
        #expect(try parse("\"é😀\"") == "é😀")
    }

    @Test(arguments: [
        "", " ", "[", "]", "{", "[1,]", "[,1]", "{\"a\"}", "{\"a\":}", "{\"a\":1,}", "{1:2}", "01", "-", "1.", ".5",
        "1e", "+1", "NaN", "Infinity", "-Infinity", "1e400", "tru", "nul", "\"abc", "\"\\x\"", "\"\\u12\"",
        "\"\\ud800\"", "\"\\udc00\"", "\"\\ud800\\u0041\"", "\"a\u{1}b\"", "[1] 2", "{\"a\":1}}", "'a'",
    ])
    func refusesWhatTheGrammarDoesNot(text: String) {
        #expect(throws: JSONParser.Failure.self) { try parse(text) }
    }

    @Test func refusesInvalidUTF8() {
        #expect(throws: JSONParser.Failure.self) { try JSONValue(parsing: [0x22, 0xC3, 0x28, 0x22]) }
    }

    @Test func refusesNestingPastTheLimitAndAcceptsItAtTheLimit() throws {
        let atLimit = String(repeating: "[", count: 8) + String(repeating: "]", count: 8)
        #expect(try parse(atLimit, maxDepth: 8) != .null)
        let deeper = String(repeating: "[{\"a\":", count: 5) + "1" + String(repeating: "}]", count: 5)
        do {
            _ = try parse(deeper, maxDepth: 8)
            Issue.record("10 levels accepted with a limit of 8")
        } catch let failure as JSONParser.Failure {
            #expect(failure.isTooDeep)
            // Refused at the bracket opening the ninth level: nothing after it was read.
            #expect(failure.offset == String(repeating: "[{\"a\":", count: 4).utf8.count)
        }
    }

    @Test func aDeeplyNestedClientMessageIsRefusedAsTooDeep() {
        let text = #"{"type":"ping","time":1,"x":"# + String(repeating: "[", count: 30000)
        #expect(throws: ClientMessageError(code: "too-deep", message: "message nested deeper than 8 levels", type: nil))
        {
            try ClientMessage(json: Array(text.utf8))
        }
    }

    @Test func aClientMessageWithThousandsOfKeysIsRefusedAtTheMemberLimit() throws {
        let keys = (0..<5000).map { #""k\#($0)":1"# }.joined(separator: ",")
        let text = #"{"type":"ping","time":1,"# + keys + "}"
        #expect(throws: ClientMessageError.self) { try ClientMessage(json: Array(text.utf8)) }
        do {
            _ = try ClientMessage(json: Array(text.utf8))
        } catch {
            #expect(error.code == "too-many-fields")
        }
        #expect(try parse("[" + String(repeating: "1,", count: 31) + "1]", maxDepth: 2) != .null)
    }

    /// Numbers take Clinger's exact fast path when their digits fit 2⁵³; every result must equal the standard
    /// library's correctly rounded `Double(String)`, on both sides of the path's limits.
    @Test func numbersReadAsTheStandardLibraryReadsThem() throws {
        var generator = SystemRandomNumberGenerator()
        var texts = [
            "0", "-0", "0.5", "9007199254740992", "9007199254740993", "-9007199254740993.5", "0.1", "0.3",
            "196.5", "183211.40000000596", "1.0000000000000000000001", "0.0000000000000000000001",
            "0.00000000000000000000001", "123456789.0123456789012", "1e22", "1.5E-7", "-2.5e+2",
        ]
        for _ in 0..<2000 {
            let digits = String(UInt64.random(in: 0...(1 << 54), using: &generator))
            let point = Int.random(in: 0...digits.count, using: &generator)
            let integer = point == 0 ? "0" : String(digits.prefix(point))  // a UInt64 has no leading zero
            let fraction = digits.dropFirst(point)
            let sign = Bool.random(using: &generator) ? "-" : ""
            texts.append(sign + integer + (fraction.isEmpty ? "" : "." + fraction))
        }
        for text in texts {
            let parsed = try parse(text)
            let expected = try #require(Double(text))
            #expect(parsed == .number(expected), "\(text)")
            #expect(parsed.doubleValue?.sign == expected.sign, "\(text)")
        }
    }

    @Test func lastRepeatedKeyWins() throws {
        #expect(try parse(#"{"a":1,"a":2}"#) == ["a": 2])
    }

    @Test(arguments: [
        #"{"type":"hello","room":"r","viewport":{"width":390,"height":844}}"#, "[0, -0.5, 1e-7, 123456789012]",
        #"{"k": ["\u00e9", {"z": null}], "n": -3.25E+3}"#, #""é\n""#, "17",
    ])
    func agreesWithFoundation(text: String) throws {
        let ours = try parse(text)
        let theirs = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
        #expect(ours == JSONValue(foundation: theirs))
    }
}

extension JSONValue {
    /// The value `JSONSerialization` produced, for comparison (texts without booleans: Foundation reports them as
    /// numbers on Linux).
    init(foundation object: Any) {
        switch object {
        case is NSNull: self = .null
        case let number as NSNumber: self = .number(number.doubleValue)
        case let string as String: self = .string(string)
        case let array as [Any]: self = .array(array.map(JSONValue.init(foundation:)))
        case let object as [String: Any]: self = .object(object.mapValues(JSONValue.init(foundation:)))
        default: self = .null
        }
    }
}
