import TransitionLabCore

/// A JSON value: what client messages, scene state summaries and recordings are made of.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Deepest nesting of arrays and objects `init(parsing:)` accepts by default.
    public static let maxDepth = 64

    /// Parses UTF-8 JSON text in one pass (`JSONParser`, linear in its length); text nested deeper than `maxDepth`
    /// is refused when that depth is reached. Non-finite numbers (`NaN`, `Infinity`) are not JSON and are refused.
    /// `maxMembers` bounds the elements of each array and object the same way.
    public init(
        parsing bytes: some Collection<UInt8>, maxDepth: Int = JSONValue.maxDepth, maxMembers: Int = .max
    ) throws {
        var parser = JSONParser(Array(bytes), maxDepth: maxDepth, maxMembers: maxMembers)
        self = try parser.parseDocument()
    }

    /// Compact JSON text with object keys sorted, so equal values always serialise to equal bytes.
    public var serialized: String { String(decoding: serializedBytes, as: UTF8.self) }

    /// `serialized` as UTF-8, written byte by byte without building a `String`.
    public var serializedBytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(to: &out)
        return out
    }

    public subscript(key: String) -> JSONValue? {
        if case .object(let fields) = self { return fields[key] }
        return nil
    }

    public var doubleValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// Appends the compact text of this value to `out`.
    func write(to out: inout [UInt8]) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let value): JSONValue.writeNumber(value, to: &out)
        case .string(let value): JSONValue.writeString(value, to: &out)
        case .array(let values):
            out.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                value.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let fields):
            out.append(UInt8(ascii: "{"))
            for (index, field) in fields.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSONValue.writeString(field.key, to: &out)
                out.append(UInt8(ascii: ":"))
                field.value.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Shortest text that reads back as the same `Double`; integers without a fraction; non-finite as `null`.
    static func format(_ value: Double) -> String {
        var out: [UInt8] = []
        writeNumber(value, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `format(value)` appended to `out`: integers digit by digit, other values as Swift's shortest round-trip
    /// description.
    static func writeNumber(_ value: Double, to out: inout [UInt8]) {
        guard value.isFinite else { return out.append(contentsOf: "null".utf8) }
        guard abs(value) < 1e15, value == Double(Int64(value)) else {
            return out.append(contentsOf: value.description.utf8)
        }
        var integer = Int64(value)
        if integer < 0 {
            out.append(UInt8(ascii: "-"))
            integer = -integer
        }
        let start = out.count
        repeat {
            out.append(UInt8(ascii: "0") + UInt8(integer % 10))
            integer /= 10
        } while integer > 0
        out[start...].reverse()
    }

    /// A JSON string literal (RFC 8259 §7): quotation mark, reverse solidus and control characters escaped, every
    /// other UTF-8 byte as it is. Runs of bytes that need no escape are appended whole, so a key costs a few
    /// appends, not one per byte.
    static func writeString(_ value: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { bytes in
            var run = 0
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
                writeEscape(byte, to: &out)
                run = index + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
        }
        out.append(UInt8(ascii: "\""))
    }

    /// The escape of a quotation mark, reverse solidus or control character.
    private static func writeEscape(_ byte: UInt8, to out: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): out.append(contentsOf: #"\""#.utf8)
        case UInt8(ascii: "\\"): out.append(contentsOf: #"\\"#.utf8)
        case UInt8(ascii: "\n"): out.append(contentsOf: #"\n"#.utf8)
        case UInt8(ascii: "\r"): out.append(contentsOf: #"\r"#.utf8)
        case UInt8(ascii: "\t"): out.append(contentsOf: #"\t"#.utf8)
        default:
            out.append(contentsOf: #"\u00"#.utf8)
            out.append(hexDigits[Int(byte >> 4)])
            out.append(hexDigits[Int(byte & 0xF)])
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}

extension JSONValue: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

extension JSONValue: ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral, ExpressibleByStringLiteral,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral, ExpressibleByNilLiteral
{
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(nilLiteral: ()) { self = .null }
}
