import Benchmark
import TransitionLabCore
import TransitionLabProtocol

extension Suite {
    /// Parsing the largest client message the server accepts (64 KiB), shaped to be as slow as possible: every
    /// message is parsed on the service thread, so the slowest one is how long one client can hold up every room.
    /// Target: 2 ms, an eighth of a 60 Hz frame.
    static let clientMessages = Suite(
        name: "client-messages",
        cases: [
            parse("64 KiB message: a long string nested to the depth limit", deepString),
            parse("64 KiB message: 32,000 opening brackets (refused at the depth limit)", brackets),
            parse("64 KiB message: an object of 6,000 keys (refused at the 33rd)", manyKeys),
            parse("64 KiB message: a string of 10,000 \\u escapes", escapes),
            parse("64 KiB message: 32 fields of 2,000-character strings", longFields),
            parse("64 KiB message: an array of 8,000 numbers (refused at the 33rd)", numbers),
            parse("a pinch change as the page sends it, 120 a second while pinching", pinchChange),
            parse("a pointer move as the page sends it, 120 a second while dragging", pointerMove),
            Case.prepared("64 KiB layout spec refused: a 32,000-character key over 16,000 numbers") {
                let source = UserLayoutSource(format: .json, text: hostileSpec)
                precondition(source.text.utf8.count <= messageSize)
                return { blackHole(try? LayoutSpecReader.spec(source)) }
            },
        ])

    /// The largest accepted message (the server's default `maxMessageSize`).
    static let messageSize = 64 * 1024

    private static func parse(_ name: String, _ text: String) -> Case {
        Case.prepared(name) {
            let bytes = Array(text.utf8)
            precondition(bytes.count <= messageSize)
            return { blackHole(try? ClientMessage(json: bytes)) }
        }
    }

    private static func padded(_ head: String, _ unit: String, _ tail: String) -> String {
        let count = (messageSize - head.utf8.count - tail.utf8.count) / unit.utf8.count
        return head + String(repeating: unit, count: count) + tail
    }

    private static let deepString: String = {
        let depth = ClientMessage.maxDepth - 1
        return padded(
            #"{"type":"hello","x":"# + String(repeating: "[", count: depth) + "\"", "x",
            "\"" + String(repeating: "]", count: depth) + "}")
    }()

    private static let brackets = padded(#"{"type":"hello","x":"#, "[", "")

    private static let manyKeys: String = {
        var text = #"{"type":"hello""#
        var key = 0
        while text.utf8.count < messageSize - 16 {
            text += #","k\#(key)":\#(key)"#
            key += 1
        }
        return text + "}"
    }()

    private static let escapes = padded(#"{"type":"hello","name":""#, #"\u00e9"#, #""}"#)

    private static let longFields: String = {
        let value = String(repeating: "v", count: 2000)
        return #"{"type":"hello""# + (0..<31).map { #","f\#($0)":"\#(value)""# }.joined() + "}"
    }()

    /// Where a refused spec's error points is found by a second pass: it must stay linear in the text, however
    /// long the keys (recording every value's path once made this 0.8 s and 520 MB).
    private static let hostileSpec =
        "{\"" + String(repeating: "k", count: 32_000) + "\":["
        + Array(repeating: "0", count: 16_000).joined(separator: ",")
        + "]}"

    private static let pinchChange =
        #"{"type":"pinch","phase":"change","scale":1.2371,"x":196.5,"y":426.25,"time":183211.40000000596,"seq":1874}"#

    private static let pointerMove =
        #"{"type":"pointer","phase":"move","id":1,"x":187.33333587646484,"y":512.6666870117188,"time":183211.4,"seq":1875}"#

    private static let numbers = padded(#"{"type":"hello","x":[0"#, ",-1.25e-7", "]}")
}
