import TransitionLabCore

/// Reads one JSON value of a layout spec, knowing its path so every error can name it (and point at it: `location`).
struct SpecReader {
    let value: JSONValue
    let path: String
    let location: [JSONPathComponent]

    init(_ value: JSONValue, path: String = "$", location: [JSONPathComponent] = []) {
        self.value = value
        self.path = path
        self.location = location
    }

    /// The reader of `value`, this value's member `key`.
    func member(_ key: String, _ value: JSONValue) -> SpecReader {
        SpecReader(value, path: "\(path).\(key)", location: location + [.key(key)])
    }

    /// The reader of a whole UTF-8 JSON document; text that does not parse is refused with the parser's reason
    /// (a nesting past `JSONValue.maxDepth` is named as such).
    init(parsing bytes: some Collection<UInt8>) throws(LayoutSpecError) {
        var parser = JSONParser(Array(bytes), maxDepth: JSONValue.maxDepth)
        do {
            self.init(try parser.parseDocument())
        } catch {
            let problem =
                error.isTooDeep ? "\(error.reason) (the JSON nesting limit)" : "not valid JSON: \(error.reason)"
            throw LayoutSpecError(path: "$", problem: problem)
        }
    }

    func error(_ problem: String) -> LayoutSpecError {
        LayoutSpecError(path: path, problem: problem, location: location)
    }

    /// The object's fields, refusing keys outside `allowed` (typos fail loudly instead of being ignored).
    func object(allowing allowed: Set<String>) throws(LayoutSpecError) -> [String: JSONValue] {
        guard case .object(let fields) = value else { throw error("expected an object") }
        if let unknown = fields.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw member(unknown, fields[unknown]!)
                .error("unknown key; expected one of \(allowed.sorted().joined(separator: ", "))")
        }
        return fields
    }

    /// The reader of field `key` of `fields`, or `nil` when absent.
    func field(_ key: String, in fields: [String: JSONValue]) -> SpecReader? {
        fields[key].map { member(key, $0) }
    }

    /// The reader of field `key`, which must be present.
    func required(_ key: String, in fields: [String: JSONValue]) throws(LayoutSpecError) -> SpecReader {
        guard let reader = field(key, in: fields) else { throw error("missing required key '\(key)'") }
        return reader
    }

    /// Largest magnitude of any number in a spec (points, fractions, counts, z indexes): far past any screen, and
    /// small enough that sums over a section's cells stay finite (`1e308 + 1e308` is infinity).
    static let maximumMagnitude = 1_000_000.0

    func number() throws(LayoutSpecError) -> Double {
        guard case .number(let number) = value else { throw error("expected a number") }
        guard abs(number) <= Self.maximumMagnitude else {
            throw error("expected a number from -1000000 to 1000000, got \(number)")
        }
        return number
    }

    func nonNegativeNumber() throws(LayoutSpecError) -> Double {
        let number = try number()
        guard number >= 0 else { throw error("expected a number ≥ 0, got \(number)") }
        return number
    }

    func positiveInteger() throws(LayoutSpecError) -> Int {
        let number = try number()
        guard number >= 1, number == number.rounded() else {
            throw error("expected a whole number ≥ 1, got \(number)")
        }
        return Int(number)
    }

    /// A whole number (a `zIndex`).
    func integer() throws(LayoutSpecError) -> Int {
        let number = try number()
        guard number == number.rounded() else { throw error("expected a whole number, got \(number)") }
        return Int(number)
    }

    func nonNegativeInteger() throws(LayoutSpecError) -> Int {
        let number = try number()
        guard number >= 0, number == number.rounded() else {
            throw error("expected a whole number ≥ 0, got \(number)")
        }
        return Int(number)
    }

    func bool() throws(LayoutSpecError) -> Bool {
        guard case .bool(let flag) = value else { throw error("expected true or false") }
        return flag
    }

    func string() throws(LayoutSpecError) -> String {
        guard case .string(let text) = value else { throw error("expected a string") }
        return text
    }

    /// One of `choices`, by its raw string.
    func choice<Choice: RawRepresentable & CaseIterable>(_: Choice.Type) throws(LayoutSpecError) -> Choice
    where Choice.RawValue == String {
        let text = try string()
        guard let choice = Choice(rawValue: text) else {
            throw error("'\(text)' is not one of \(Choice.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return choice
    }

    /// The array's elements, each with its indexed path.
    func array() throws(LayoutSpecError) -> [SpecReader] {
        guard case .array(let values) = value else { throw error("expected an array") }
        return values.enumerated().map { SpecReader($1, path: "\(path)[\($0)]", location: location + [.index($0)]) }
    }

    /// A `[width, height]` pair of non-negative numbers.
    func sizePair() throws(LayoutSpecError) -> Size {
        let pair = try array()
        guard pair.count == 2 else { throw error("expected [width, height]") }
        return Size(width: try pair[0].nonNegativeNumber(), height: try pair[1].nonNegativeNumber())
    }

    /// An object with exactly one key among `keys`: that key and its reader.
    func single(of keys: [String]) throws(LayoutSpecError) -> (key: String, reader: SpecReader) {
        let fields = try object(allowing: Set(keys))
        guard fields.count == 1, let key = fields.keys.first else {
            throw error("expected exactly one of \(keys.joined(separator: ", "))")
        }
        return (key, member(key, fields[key]!))
    }
}
