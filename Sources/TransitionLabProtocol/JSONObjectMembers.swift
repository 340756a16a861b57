/// The members of a JSON object (RFC 8259 §4) looked up by name, however the object was read: a parsed
/// `JSONValue` or a `JSONFlatObject`. A name that repeats gives its last member's value.
protocol JSONObjectMembers {
    /// The value of the member named `key`; nil when there is none (or, for a `JSONValue`, it is not an object).
    subscript(key: String) -> JSONValue? { get }
}

extension JSONValue: JSONObjectMembers {}
