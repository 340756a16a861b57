import Foundation
import PropertyBased
import Testing
import TransitionLabCore
import TransitionLabTestSupport

@testable import TransitionLabProtocol

/// Differential test of `ClientMessage(json:)` against `init(jsonTree:)`, the reader that builds a `JSONValue`: for
/// any text, both give the same message or the same error. Texts are random messages of every type (fields in any
/// order, missing, repeated, of the wrong kind, with escaped or non-ASCII names, numbers and strings of every
/// syntax, valid or not, whitespace anywhere), as they are and mutated. `FUZZ_ITERATIONS` sets the count of each
/// test (default 4,000).
@Suite struct ClientMessageDifferentialTests {
    static var iterations: Int {
        ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"].flatMap(Int.init) ?? 4_000
    }

    @Test func randomMessagesReadAsTheTreeReadsThem() async {
        var flat = 0
        await propertyCheck(count: Self.iterations, input: Gen.int(in: 0...Int.max)) { seed in
            var random = SeededGenerator(seed: UInt64(seed))
            let text = Self.message(&random)
            Self.expectSameOutcome(text)
            if Self.isFlat(text) { flat += 1 }
        }
        // Over a third of the random messages are flat objects (the rest nest, or do not parse), so the comparison
        // covers the flat path.
        #expect(flat > Self.iterations / 3)
    }

    @Test func mutatedMessagesReadAsTheTreeReadsThem() async {
        await propertyCheck(count: Self.iterations, input: Gen.int(in: 0...Int.max)) { seed in
            var random = SeededGenerator(seed: UInt64(seed))
            var text = Self.message(&random)
            ClientMessageFuzzTests.mutate(&text, &random)
            Self.expectSameOutcome(text)
        }
    }

    /// The input messages as the page sends them (web/protocol/messages.js) take the flat path.
    @Test(arguments: [
        #"{"type":"pointer","phase":"move","id":1,"x":187.33333587646484,"y":512.6666870117188,"time":183211.4,"seq":1875}"#,
        #"{"type":"pinch","phase":"change","scale":1.2371,"x":196.5,"y":426.25,"time":183211.40000000596,"seq":1874}"#,
        #"{"type":"wheel","dx":0,"dy":-12.5,"x":100,"y":200,"time":5,"seq":3}"#,
        #"{"type":"param","key":"damping","value":0.5}"#, #"{"type":"timeScale","value":0.25}"#,
    ])
    func inputMessagesAreReadFlat(text: String) throws {
        #expect(Self.isFlat(Array(text.utf8)))
        Self.expectSameOutcome(Array(text.utf8))
        _ = try ClientMessage(json: Array(text.utf8))
    }

    /// The input events as the page sends them are read field by field, as the tree reads them.
    @Test(arguments: [
        #"{"type":"pointer","phase":"move","id":1,"x":187.33333587646484,"y":512.6666870117188,"time":183211.4,"seq":1875}"#,
        #"{"type":"pointer","phase":"cancel","id":-3,"x":0,"y":-0,"time":0,"seq":0}"#,
        #"{"type":"pinch","phase":"change","scale":1.2371,"x":196.5,"y":426.25,"time":183211.40000000596,"seq":1874}"#,
        #" { "seq" : 3 , "type":"wheel","dx":0,"dy":-12.5,"x":100,"y":200,"time":5 } "#,
    ])
    func inputEventsAreReadFieldByField(text: String) throws {
        let input = try #require(ClientMessage(input: Array(text.utf8)))
        #expect(input == (try ClientMessage(jsonTree: Array(text.utf8))))
    }

    /// Texts at the flat path's edges, each read as the tree reads it.
    @Test(arguments: [
        #"{"type":"pointer","phase":"move","id":1,"x":1,"y":2,"time":3,"seq":4,"x":5}"#,
        #"{"type":"pointer","ph\u0061se":"move","id":1,"x":1,"y":2,"time":3,"seq":4}"#,
        #"{"type":"pointer","phase":"m\u006fve","id":1,"x":1,"y":2,"time":3,"seq":4,"é":0}"#,
        #"{"type":"pointer","phase":"move","id":1,"x":1,"y":2,"time":3,"seq":4,"v":{"w":1}}"#,
        #"{"type":"pointer","phase":"move","id":1,"x":1e400,"y":2,"time":3,"seq":4}"#,
        #"{"type":"pointer","phase":"move","id":1.5,"x":-0,"y":2,"time":3,"seq":4} x"#,
        #" {"type":"wheel","dx":1,"dy":2,"x":3,"y":4,"time":5,"seq":6,} "#, #"{"type":"pinch"}"#, "{}", "{", "",
        #"{"type":"pause","a":1,"b":2,"c":3,"d":4,"e":5,"f":6,"g":7,"h":8,"i":9,"j":10,"k":11,"l":12,"m":13,"n":14,"o":15}"#,
        #"{"type":"pause","a":1,"b":2,"c":3,"d":4,"e":5,"f":6,"g":7,"h":8,"i":9,"j":10,"k":11,"l":12,"m":13,"n":14}"#,
        #"{"type":"key","key":"\ud83d"}"#, "{\"type\":\"key\",\"key\":\"\u{1}\"}", #"{"type":5}"#, #"{"type":"hello"}"#,
        #"{"type":"hello","viewport":null,"name":null}"#, #"{"type":"display","refresh":19.99}"#, "[]", "null",
    ])
    func edgesReadAsTheTreeReadsThem(text: String) {
        Self.expectSameOutcome(Array(text.utf8))
    }

    @Test func invalidUTF8ReadsAsTheTreeReadsIt() {
        for bytes: [UInt8] in [
            Array(#"{"type":"key","key":""#.utf8) + [0xC3] + Array(#""}"#.utf8),
            Array(#"{"type":"key",""#.utf8) + [0xFF] + Array(#"":1}"#.utf8),
        ] {
            Self.expectSameOutcome(bytes)
        }
    }

    static func expectSameOutcome(_ text: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let read = Result { () throws(ClientMessageError) in try ClientMessage(json: text) }
        let tree = Result { () throws(ClientMessageError) in try ClientMessage(jsonTree: text) }
        #expect(read == tree, "\(String(decoding: text, as: UTF8.self))", sourceLocation: sourceLocation)
    }

    static func isFlat(_ text: [UInt8]) -> Bool {
        var parser = JSONParser(text, maxDepth: ClientMessage.maxDepth, maxMembers: ClientMessage.maxMembers)
        return parser.parseFlatObject() != nil
    }

    // MARK: Random messages

    /// The fields of each type, hot ones listed more than once so they are picked more often.
    private static let shapes: [(type: String, keys: [String])] = [
        ("pointer", ["phase", "id", "x", "y", "time", "seq"]), ("pointer", ["phase", "id", "x", "y", "time", "seq"]),
        ("pinch", ["phase", "scale", "x", "y", "time", "seq"]), ("pinch", ["phase", "scale", "x", "y", "time", "seq"]),
        ("wheel", ["dx", "dy", "x", "y", "time", "seq"]), ("wheel", ["dx", "dy", "x", "y", "time", "seq"]),
        ("param", ["key", "value"]), ("timeScale", ["value"]), ("ping", ["time"]), ("display", ["refresh"]),
        ("key", ["key"]), ("scene", ["name"]), ("viewport", ["width", "height"]), ("pause", []), ("step", []),
        ("record", []), ("replay", []), ("hello", ["room", "name", "role", "token", "viewport"]),
        ("suggest", ["scene", "viewport", "params"]), ("layout", ["slot", "format", "text", "origin", "values"]),
        ("Pointer", ["x"]), ("", []),
    ]

    /// Names that are no field of the type, or a field's name spelled another way.
    private static let strayNames = [
        "extra", "type", "x", "seq", #"ph\u0061se"#, #"\u0078"#, "é", "\u{212A}", "phase ",
        String(repeating: "k", count: 70),
    ]

    private static let numbers = [
        "0", "1", "-1", "17", "195.5", "-402e-1", "1.2371", "183211.40000000596", "1E3", "1e-3", "-0", "0.0", "20",
        "1000", "59.94", "0.1", "9e15", "8999999999999999", "9007199254740993", "1e308", "1e309", "-1e400", "01",
        "1.", ".5", "+1", "-", "1e", "NaN", "Infinity", "2.5e+1", "123456789012345678901234567890",
    ]

    private static let strings = [
        "down", "move", "up", "cancel", "begin", "change", "end", "pointer", "damping", "a", "swift", "paste", "",
        #"m\u006fve"#, #"\ud83d\ude00"#, #"\ud83d"#, #"\n\t\"\\\/"#, "é", String(repeating: "x", count: 65),
        String(repeating: "é", count: 64), #"\x"#,
    ]

    private static let others = [
        "true", "false", "null", "nul", #"{"width":390,"height":844}"#, #"{"width":390}"#, "[1,2]", "{}", "[]",
        #"{"damping":0.5}"#,
    ]

    private static let whitespace = ["", "", "", "", " ", "\n", "\t", "\r", "  "]

    /// One random message: a type and its fields, in random order, each possibly missing, repeated, of another
    /// kind or out of range, among stray members.
    static func message(_ random: inout SeededGenerator) -> [UInt8] {
        let shape = shapes[random.below(shapes.count)]
        var members: [(String, String)] = []
        if random.below(20) > 0 { members.append(("type", random.below(10) > 0 ? quoted(shape.type) : value(&random))) }
        for key in shape.keys where random.below(10) > 0 {
            members.append((key, random.below(5) > 0 ? fitting(key, &random) : value(&random)))
        }
        for _ in 0..<random.below(3) where random.below(3) == 0 {
            members.append((strayNames[random.below(strayNames.count)], value(&random)))
        }
        if !members.isEmpty, random.below(4) == 0 {
            let repeated = members[random.below(members.count)]
            members.append((repeated.0, random.below(2) == 0 ? repeated.1 : value(&random)))
        }
        members.shuffle(using: &random)
        var text = space(&random) + "{" + space(&random)
        text += members.map { key, value in
            quoted(key) + space(&random) + ":" + space(&random) + value + space(&random)
        }.joined(separator: "," + space(&random))
        text += "}" + space(&random)
        var bytes = Array(text.utf8)
        if random.below(50) == 0 { bytes.insert([0xC3, 0xFF, 0x00][random.below(3)], at: random.below(bytes.count)) }
        return bytes
    }

    /// A value of the kind `key` takes, mostly valid.
    private static func fitting(_ key: String, _ random: inout SeededGenerator) -> String {
        switch key {
        case "phase", "key", "name", "room", "role", "token", "scene", "slot", "format", "text", "origin", "values":
            quoted(strings[random.below(strings.count)])
        case "viewport", "params": others[random.below(others.count)]
        default: numbers[random.below(numbers.count)]
        }
    }

    private static func value(_ random: inout SeededGenerator) -> String {
        switch random.below(3) {
        case 0: numbers[random.below(numbers.count)]
        case 1: quoted(strings[random.below(strings.count)])
        default: others[random.below(others.count)]
        }
    }

    private static func quoted(_ text: String) -> String { "\"" + text + "\"" }

    private static func space(_ random: inout SeededGenerator) -> String { whitespace[random.below(whitespace.count)] }
}

extension SeededGenerator {
    /// A number in `0..<bound`.
    fileprivate mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
