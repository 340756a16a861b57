/// A single-pass JSON parser (RFC 8259, https://www.rfc-editor.org/rfc/rfc8259): each byte is read once and no
/// alternative is tried per value, so time is linear in the text. Nesting deeper than `maxDepth` arrays and objects
/// is refused as soon as it is reached, before anything inside it is read.
///
/// Beyond the grammar: numbers must fit a finite `Double`, strings must be valid UTF-8 and their `\u` escapes must
/// not leave a surrogate unpaired (RFC 8259 §8.2), and a repeated object key keeps its last value (§4).
struct JSONParser {
    /// Why a text is not accepted, and the byte offset where that was found.
    struct Failure: Error, Sendable, Hashable {
        var offset: Int
        var reason: String
        /// The text nests deeper than the parser's `maxDepth` (up to there it was valid).
        var isTooDeep = false
        /// An array or object has more elements than the parser's `maxMembers`.
        var isTooLarge = false
    }

    let bytes: [UInt8]
    let maxDepth: Int
    let maxMembers: Int
    var index = 0
    var depth = 0
    /// With a `target`: the byte offset where the value at that path starts (a repeated key: its last value, the
    /// one the object keeps), found in the same single pass.
    private(set) var targetOffset: Int?
    private let target: [JSONPathComponent]?
    /// How many leading components of `target` the value being read matches, and its depth in the document.
    private var matched = 0
    private var pathDepth = 0

    /// A parser of `bytes` refusing nesting deeper than `maxDepth` and arrays or objects of more than `maxMembers`
    /// elements (checked as each element is reached).
    /// `target`: a value's place whose offset `targetOffset` reports (for an error message that points into the
    /// text); nil for none.
    init(_ bytes: [UInt8], maxDepth: Int, maxMembers: Int = .max, target: [JSONPathComponent]? = nil) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        self.maxMembers = maxMembers
        self.target = target
    }

    /// Parses the whole text as one value (`JSON-text = ws value ws`, RFC 8259 §2).
    mutating func parseDocument() throws(Failure) -> JSONValue {
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw fail("unexpected text after the value") }
        return value
    }

    private func fail(_ reason: String) -> Failure { Failure(offset: index, reason: reason) }

    private func tooLarge() -> Failure {
        Failure(offset: index, reason: "more than \(maxMembers) elements", isTooLarge: true)
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// `ws = *( %x20 / %x09 / %x0A / %x0D )`.
    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    private mutating func expect(_ literal: String, _ value: JSONValue) throws(Failure) -> JSONValue {
        for byte in literal.utf8 {
            guard current == byte else { throw fail("invalid literal") }
            index += 1
        }
        return value
    }

    mutating func parseValue() throws(Failure) -> JSONValue {
        guard let byte = current else { throw fail("unexpected end of text") }
        if let target, matched == target.count, pathDepth == target.count { targetOffset = index }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n"): return try expect("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw fail("unexpected character")
        }
    }

    /// Steps into `component` of the current value, keeping how much of `target` the path matches (O(1), no path
    /// is built); returns the state to restore after the member.
    private mutating func descend(into component: JSONPathComponent) -> (matched: Int, depth: Int) {
        let parent = (matched, pathDepth)
        guard let target else { return parent }
        if matched == pathDepth, pathDepth < target.count, target[pathDepth] == component { matched += 1 }
        pathDepth += 1
        return parent
    }

    /// Counts one level of nesting; refuses the level past `maxDepth` before reading inside it.
    mutating func enter() throws(Failure) {
        depth += 1
        guard depth <= maxDepth else {
            throw Failure(offset: index, reason: "nested deeper than \(maxDepth) levels", isTooDeep: true)
        }
        index += 1
        skipWhitespace()
    }

    private mutating func parseArray() throws(Failure) -> JSONValue {
        try enter()
        var values: [JSONValue] = []
        if current == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(values)
        }
        while true {
            guard values.count < maxMembers else { throw tooLarge() }
            let parent = descend(into: .index(values.count))
            values.append(try parseValue())
            (matched, pathDepth) = parent
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return .array(values)
            default: throw fail("expected , or ] in array")
            }
        }
    }

    private mutating func parseObject() throws(Failure) -> JSONValue {
        try enter()
        var fields: [String: JSONValue] = [:]
        if current == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(fields)
        }
        // Room for a typical client message (a pointer event has 7 keys): one allocation instead of a regrowth
        // every few keys.
        fields.reserveCapacity(8)
        while true {
            guard fields.count < maxMembers else { throw tooLarge() }
            guard current == UInt8(ascii: "\"") else { throw fail("expected a string key") }
            let key = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw fail("expected : after key") }
            index += 1
            skipWhitespace()
            let parent = descend(into: .key(key))
            fields[key] = try parseValue()
            (matched, pathDepth) = parent
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return .object(fields)
            default: throw fail("expected , or } in object")
            }
        }
    }

    /// `string = quotation-mark *char quotation-mark` (§7): unescaped bytes are copied, escapes decoded. A string
    /// without escapes (every key and nearly every value a client sends) is made straight from the text's bytes.
    private mutating func parseString() throws(Failure) -> String {
        index += 1
        let start = index
        skipPlainBytes()
        if current == UInt8(ascii: "\"") {
            let run = bytes[start..<index]
            // ASCII is UTF-8 as it is (§8.1), so only other text is validated.
            let string =
                Self.isASCII(run) ? String(decoding: run, as: UTF8.self) : String(validating: run, as: UTF8.self)
            guard let string else { throw fail("invalid UTF-8") }
            index += 1
            return string
        }
        // An escape or a stray byte: decode from here, keeping the run already skipped.
        var utf8 = Array(bytes[start..<index])
        while true {
            // Runs of plain bytes are copied in one go.
            let run = index
            skipPlainBytes()
            utf8.append(contentsOf: bytes[run..<index])
            guard let byte = current else { throw fail("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let string = String(validating: utf8, as: UTF8.self) else { throw fail("invalid UTF-8") }
                return string
            case UInt8(ascii: "\\"):
                index += 1
                try parseEscape(into: &utf8)
            case 0..<0x20:
                throw fail("control character in string")
            default:
                utf8.append(byte)
                index += 1
            }
        }
    }

    /// Whether every byte is ASCII (below 0x80).
    static func isASCII(_ bytes: ArraySlice<UInt8>) -> Bool { bytes.allSatisfy { $0 < 0x80 } }

    /// Skips bytes that stand for themselves in a string: neither a quotation mark, a reverse solidus nor a control
    /// character.
    mutating func skipPlainBytes() {
        // Through the buffer, so a byte costs its three comparisons, not two bounds checks as well.
        let start = index
        index = bytes.withUnsafeBufferPointer { bytes in
            var end = start
            while end < bytes.count, bytes[end] >= 0x20, bytes[end] != UInt8(ascii: "\""),
                bytes[end] != UInt8(ascii: "\\")
            {
                end += 1
            }
            return end
        }
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws(Failure) {
        guard let byte = current else { throw fail("unterminated string") }
        index += 1
        let simple: UInt8? =
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            utf8.append(simple)
            return
        }
        guard byte == UInt8(ascii: "u") else { throw fail("invalid escape") }
        var scalar = UInt32(try parseHex4())
        if (0xD800..<0xDC00).contains(scalar) {
            // A high surrogate must be followed by `\u` and a low one; together they are one scalar (§7).
            guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { throw fail("unpaired surrogate") }
            index += 2
            let low = UInt32(try parseHex4())
            guard (0xDC00..<0xE000).contains(low) else { throw fail("unpaired surrogate") }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let unicode = Unicode.Scalar(scalar) else { throw fail("unpaired surrogate") }
        utf8.append(contentsOf: UTF8.encode(unicode)!)
    }

    private mutating func parseHex4() throws(Failure) -> UInt16 {
        guard bytes.count - index >= 4 else { throw fail("unterminated \\u escape") }
        var value: UInt16 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw fail("invalid \\u escape")
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    /// `number = [ minus ] int [ frac ] [ exp ]` (§6), checked here, then converted: by `fastNumber` when it is
    /// exact, otherwise by the standard library.
    mutating func parseNumber() throws(Failure) -> Double {
        let start = index
        let negative = current == UInt8(ascii: "-")
        if negative { index += 1 }
        var digits = Digits()
        if current == UInt8(ascii: "0") {
            index += 1
            digits.count = 1
        } else {
            guard skipDigits(into: &digits) else { throw fail("invalid number") }
        }
        var fractionDigits = 0
        if current == UInt8(ascii: ".") {
            index += 1
            let before = digits.count
            guard skipDigits(into: &digits) else { throw fail("invalid number") }
            fractionDigits = digits.count - before
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            var exponent = Digits()
            guard skipDigits(into: &exponent) else { throw fail("invalid number") }
            digits.isExact = false
        }
        if digits.isExact, let value = Self.fastNumber(digits.value, fractionDigits: fractionDigits) {
            return negative ? -value : value
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw fail("number out of range") }
        return value
    }

    /// The significant digits of a number as read so far; `isExact` while they fit 2⁵³ and no exponent was read.
    private struct Digits {
        var value: UInt64 = 0
        var count = 0
        var isExact = true

        mutating func append(_ digit: UInt8) {
            count += 1
            guard isExact else { return }
            value = value &* 10 &+ UInt64(digit)
            if value > 1 << 53 { isExact = false }
        }
    }

    /// Clinger's fast path (W. D. Clinger, "How to Read Floating Point Numbers Accurately", PLDI 1990,
    /// https://doi.org/10.1145/93542.93557): an integer below 2⁵³ and a power of ten up to 10²² are both exact
    /// doubles, so one IEEE 754 division rounds their quotient correctly, exactly as the standard library would.
    /// Nil outside that range.
    private static func fastNumber(_ significand: UInt64, fractionDigits: Int) -> Double? {
        guard fractionDigits <= 22 else { return nil }
        return Double(significand) / exactPowersOfTen[fractionDigits]
    }

    /// 10⁰ … 10²², every one exactly representable as a `Double` (5²² < 2⁵³). Built by a loop: the same list as a
    /// `reduce(into:)` closure takes the type checker about six seconds.
    private static let exactPowersOfTen: [Double] = {
        var powers: [Double] = [1]
        for _ in 1...22 { powers.append(powers[powers.count - 1] * 10) }
        return powers
    }()

    /// Skips `1*DIGIT`, adding the digits to `digits`; false when there was none.
    private mutating func skipDigits(into digits: inout Digits) -> Bool {
        // Through the buffer, as `skipPlainBytes()`.
        let start = index
        index = bytes.withUnsafeBufferPointer { bytes in
            var end = start
            while end < bytes.count, case let digit = bytes[end] &- UInt8(ascii: "0"), digit < 10 {
                digits.append(digit)
                end += 1
            }
            return end
        }
        return index > start
    }
}

/// One step of a path into a JSON document: an object's member or an array's element.
public enum JSONPathComponent: Sendable, Hashable {
    case key(String)
    case index(Int)
}
