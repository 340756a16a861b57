/// A JSON object (RFC 8259 §4) whose member values are all scalars (`false`, `null`, `true`, a number or a string,
/// §3), kept as its members in text order rather than a dictionary, so a small message's fields are read straight
/// from it. Member names are ASCII without escapes and compared byte for byte; a name that repeats gives its last
/// member's value, as in a parsed `JSONValue` (§4 leaves repeated names to the reader). Read by
/// `JSONParser.parseFlatObject()`.
struct JSONFlatObject: JSONObjectMembers {
    /// Most members one flat object holds: a longer object is read as a `JSONValue`.
    static let capacity = 16

    /// The text the member names point into.
    private let bytes: [UInt8]
    private var members: [Member] = []

    /// One member: where its name is in the text, and its value.
    private struct Member {
        var name: Range<Int>
        var value: JSONValue
    }

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        members.reserveCapacity(Self.capacity)
    }

    var count: Int { members.count }

    /// Adds the member whose name is `bytes[name]`.
    mutating func append(name: Range<Int>, value: JSONValue) {
        members.append(Member(name: name, value: value))
    }

    subscript(key: String) -> JSONValue? {
        var key = key
        return key.withUTF8 { name in
            members.last { $0.name.count == name.count && bytes[$0.name].elementsEqual(name) }?.value
        }
    }
}
