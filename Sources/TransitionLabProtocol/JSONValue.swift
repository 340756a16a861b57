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

    /// `serialized` as UTF-8, written straight into an array sized once from `textBound`, without building a
    /// `String`.
    public var serializedBytes: [UInt8] {
        ByteWriter.bytes(headroom: 0, bound: textBound) { write(into: &$0) }
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

    /// Most bytes `write(into:)` writes for this value.
    var textBound: Int {
        switch self {
        case .null, .bool: 5
        case .number: ByteWriter.jsonNumberBound
        case .string(let value): ByteWriter.jsonStringBound(value)
        case .array(let values): values.reduce(2 + values.count) { $0 + $1.textBound }
        case .object(let fields):
            fields.reduce(2 + 2 * fields.count) { $0 + ByteWriter.jsonStringBound($1.key) + $1.value.textBound }
        }
    }

    /// Writes the compact text of this value, object keys sorted.
    func write(into writer: inout ByteWriter) {
        switch self {
        case .null: writer.literal("null")
        case .bool(let value): writer.jsonBool(value)
        case .number(let value): writer.jsonNumber(value)
        case .string(let value): writer.jsonString(value)
        case .array(let values):
            writer.u8(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { writer.u8(UInt8(ascii: ",")) }
                value.write(into: &writer)
            }
            writer.u8(UInt8(ascii: "]"))
        case .object(let fields):
            writer.u8(UInt8(ascii: "{"))
            for (index, field) in fields.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { writer.u8(UInt8(ascii: ",")) }
                writer.jsonString(field.key)
                writer.u8(UInt8(ascii: ":"))
                field.value.write(into: &writer)
            }
            writer.u8(UInt8(ascii: "}"))
        }
    }

    /// Shortest text that reads back as the same `Double`; integers without a fraction; non-finite as `null`.
    static func format(_ value: Double) -> String {
        let bytes = ByteWriter.bytes(headroom: 0, bound: ByteWriter.jsonNumberBound) { $0.jsonNumber(value) }
        return String(decoding: bytes, as: UTF8.self)
    }
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
