import TransitionLabCore

/// One JSON value of a layout spec, knowing its path so every error can name it (and point at it: `location`).
/// What a value may be is the layout model's rule (`LayoutSpec.checkedNumber(_:)`, `CollectionLayoutGroup.validate()`,
/// …); reading a value applies it and names the JSON path of a value that breaks it.
struct SpecValue {
    let value: JSONValue
    let path: String
    let location: [JSONPathComponent]

    init(_ value: JSONValue, path: String = "$", location: [JSONPathComponent] = []) {
        self.value = value
        self.path = path
        self.location = location
    }

    /// `value`, this value's member `key`, with its path.
    func member(_ key: String, _ value: JSONValue) -> SpecValue {
        SpecValue(value, path: "\(path).\(key)", location: location + [.key(key)])
    }

    /// A whole UTF-8 JSON document; text that does not parse is refused with the parser's reason
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

    /// Checks a rule of the layout model on the value read here; a broken rule about one property is reported at
    /// that property's member (`count` or `repeatingCount` for a group's count).
    func validating(_ check: () throws(LayoutSpecViolation) -> Void) throws(LayoutSpecError) {
        do {
            try check()
        } catch {
            guard let property = error.property, case .object(let fields) = value,
                let key = Self.keys(of: property).first(where: { fields[$0] != nil }), let member = fields[key]
            else { throw self.error(error.problem) }
            throw self.member(key, member).error(error.problem)
        }
    }

    /// The spec's keys of a property the model names.
    private static func keys(of property: LayoutSpecViolation.Property) -> [String] {
        switch property {
        case .subitems: ["subitems"]
        case .count: ["count", "repeatingCount"]
        case .supplementaryItems: ["supplementaryItems"]
        case .alignment: ["alignment"]
        case .visibleItemsEffect: ["visibleItemsEffect"]
        case .boundarySupplementaryItems: ["boundarySupplementaryItems"]
        case .orthogonalScrollingBehavior: ["orthogonalScrollingBehavior"]
        }
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

    /// Field `key` of `fields`, or `nil` when absent.
    func field(_ key: String, in fields: [String: JSONValue]) -> SpecValue? {
        fields[key].map { member(key, $0) }
    }

    /// Field `key`, which must be present.
    func required(_ key: String, in fields: [String: JSONValue]) throws(LayoutSpecError) -> SpecValue {
        guard let reader = field(key, in: fields) else { throw error("missing required key '\(key)'") }
        return reader
    }

    /// Any number: `LayoutSpec.checkedNumber(_:)`.
    func number() throws(LayoutSpecError) -> Double { try number(LayoutSpec.checkedNumber) }

    /// A number that passes `rule`.
    func number<Checked>(_ rule: (Double) throws(LayoutSpecViolation) -> Checked) throws(LayoutSpecError) -> Checked {
        guard case .number(let number) = value else { throw error("expected a number") }
        do {
            return try rule(number)
        } catch {
            throw self.error(error.problem)
        }
    }

    /// A dimension, spacing or size: `LayoutSpec.checkedLength(_:)`.
    func length() throws(LayoutSpecError) -> Double { try number(LayoutSpec.checkedLength) }

    /// A whole number (a `zIndex`).
    func integer() throws(LayoutSpecError) -> Int { try number(LayoutSpec.checkedWholeNumber) }

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
    func array() throws(LayoutSpecError) -> [SpecValue] {
        guard case .array(let values) = value else { throw error("expected an array") }
        return values.enumerated().map { SpecValue($1, path: "\(path)[\($0)]", location: location + [.index($0)]) }
    }

    /// A `[width, height]` pair of lengths.
    func sizePair() throws(LayoutSpecError) -> Size {
        let pair = try array()
        guard pair.count == 2 else { throw error("expected [width, height]") }
        return Size(width: try pair[0].length(), height: try pair[1].length())
    }

    /// An object with exactly one key, one of `Choice`'s raw values: that choice and its value.
    func single<Choice: RawRepresentable & CaseIterable>(of _: Choice.Type) throws(LayoutSpecError)
        -> (choice: Choice, reader: SpecValue)
    where Choice.RawValue == String {
        let keys = Choice.allCases.map(\.rawValue)
        let fields = try object(allowing: Set(keys))
        guard fields.count == 1, let (key, value) = fields.first, let choice = Choice(rawValue: key) else {
            throw error("expected exactly one of \(keys.joined(separator: ", "))")
        }
        return (choice, member(key, value))
    }
}
