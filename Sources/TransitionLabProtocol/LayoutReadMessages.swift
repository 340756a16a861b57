import TransitionLabCore

/// What `transition-lab-reader` reads on its standard input: one Swift source to read for a collection view size, as one
/// JSON object `{"format","text","counts","values","name","width","height"}`.
public struct LayoutReadRequest: Sendable, Hashable {
    public var source: UserLayoutSource
    public var containerSize: Size
    /// With a Swift source: the property or function that builds the layout (nil: the first layout found).
    public var layoutName: String?
    /// With a Swift source: read its `UICollectionViewTransitionLayout` subclass instead of its layout; the reply's
    /// spec is then `TransitionLayoutEffect`'s JSON.
    public var readsTransitionLayout: Bool
    /// With a Swift source: read the layout and also the `UICollectionViewTransitionLayout` subclass the source
    /// brings, if any, for the pinch between two layouts (`LayoutReadReply.spec`'s `transitionLayout`).
    public var withTransitionLayout: Bool

    public init(
        source: UserLayoutSource, containerSize: Size, layoutName: String? = nil, readsTransitionLayout: Bool = false,
        withTransitionLayout: Bool = false
    ) {
        self.source = source
        self.containerSize = containerSize
        self.layoutName = layoutName
        self.readsTransitionLayout = readsTransitionLayout
        self.withTransitionLayout = withTransitionLayout
    }

    public var json: JSONValue {
        var fields: [String: JSONValue] = [
            "format": .string(source.format.rawValue), "text": .string(source.text),
            "width": .number(containerSize.width), "height": .number(containerSize.height),
        ]
        if let counts = source.counts { fields["counts"] = .array(counts.map { .number(Double($0)) }) }
        if let values = source.values { fields["values"] = .string(values) }
        if let layoutName { fields["name"] = .string(layoutName) }
        if readsTransitionLayout { fields["transitionLayout"] = .bool(true) }
        if withTransitionLayout { fields["withTransitionLayout"] = .bool(true) }
        return .object(fields)
    }

    /// The request in `bytes`, or nil when they are not one.
    public init?(parsing bytes: some Collection<UInt8>) {
        guard let json = try? JSONValue(parsing: bytes, maxDepth: 2),
            let format = json["format"]?.stringValue.flatMap(UserLayoutSource.Format.init(rawValue:)),
            let text = json["text"]?.stringValue, let width = json["width"]?.doubleValue,
            let height = json["height"]?.doubleValue
        else { return nil }
        var counts: [Int]?
        if case .array(let values) = json["counts"] {
            counts = values.compactMap { $0.doubleValue.flatMap { Int(exactly: $0) } }
            guard counts?.count == values.count else { return nil }
        }
        self.init(
            source: UserLayoutSource(format: format, text: text, counts: counts, values: json["values"]?.stringValue),
            containerSize: Size(width: width, height: height), layoutName: json["name"]?.stringValue,
            readsTransitionLayout: json["transitionLayout"] == .bool(true),
            withTransitionLayout: json["withTransitionLayout"] == .bool(true))
    }
}

/// What `transition-lab-reader` writes on its standard output, as one JSON object: the spec a Swift source reads as
/// (`spec`, `name`, `notes`), or the reason it gives no layout (`error`).
public enum LayoutReadReply: Sendable, Hashable {
    /// A note on code that was skipped because the layout does not need it.
    public struct Note: Sendable, Hashable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public var message: String

        public init(line: Int, column: Int, message: String) {
            self.line = line
            self.column = column
            self.message = message
        }

        /// `line:column: message`, as a compiler prints it after the file name.
        public var description: String { "\(line):\(column): \(message)" }
    }

    /// A Swift source's layout: its spec JSON, the property or function it came from, the notes, the source
    /// arranged for an export when it can be, and the `UICollectionViewTransitionLayout` subclass the paste brings
    /// for the pinch, when it has one.
    case spec(
        JSONValue, name: String?, notes: [Note], code: UserLayoutCode? = nil,
        transitionLayout: TransitionLayoutReading? = nil)
    case error(UserLayoutError)

    public var json: JSONValue {
        switch self {
        case .spec(let spec, let name, let notes, let code, let transitionLayout):
            var fields: [String: JSONValue] = ["spec": spec, "notes": .array(notes.map(Self.json))]
            if let name { fields["name"] = .string(name) }
            if let code { fields["code"] = code.json }
            if let transitionLayout {
                // As deep as a spec: a transition layout's expressions nest as deep as a layout's may.
                fields["transitionLayout"] = transitionLayout.effect.json
                fields["transitionLayoutName"] = .string(transitionLayout.name)
            }
            return .object(fields)
        case .error(let error):
            var fields = Self.json(Note(line: error.line, column: error.column, message: error.message))
            if case .object(var position) = fields {
                position["unknownNames"] = .array(error.unknownNames.map { .string($0) })
                fields = .object(position)
            }
            return .object(["error": fields])
        }
    }

    /// The reply in `bytes`, or nil when they are not one. A spec may nest as deep as a layout spec may.
    public init?(parsing bytes: some Collection<UInt8>) {
        guard let json = try? JSONValue(parsing: bytes, maxDepth: JSONValue.maxDepth + 1) else { return nil }
        if let spec = json["spec"], case .array(let notes) = json["notes"] {
            let parsed = notes.compactMap(Self.note)
            guard parsed.count == notes.count else { return nil }
            var code: UserLayoutCode?
            if let object = json["code"] {
                guard let parsedCode = UserLayoutCode(json: object) else { return nil }
                code = parsedCode
            }
            var transitionLayout: TransitionLayoutReading?
            if let object = json["transitionLayout"] {
                guard let name = json["transitionLayoutName"]?.stringValue,
                    let effect = try? TransitionLayoutEffect(json: object)
                else { return nil }
                transitionLayout = TransitionLayoutReading(name: name, effect: effect)
            }
            self = .spec(
                spec, name: json["name"]?.stringValue, notes: parsed, code: code, transitionLayout: transitionLayout)
        } else if let error = json["error"], let position = Self.note(error) {
            guard case .array(let names) = error["unknownNames"] ?? .array([]) else { return nil }
            self = .error(
                UserLayoutError(
                    line: position.line, column: position.column, message: position.message,
                    unknownNames: names.compactMap(\.stringValue)))
        } else {
            return nil
        }
    }

    private static func json(_ note: Note) -> JSONValue {
        .object([
            "line": .number(Double(note.line)), "column": .number(Double(note.column)),
            "message": .string(note.message),
        ])
    }

    private static func note(_ json: JSONValue) -> Note? {
        guard let line = json["line"]?.doubleValue.flatMap({ Int(exactly: $0) }),
            let column = json["column"]?.doubleValue.flatMap({ Int(exactly: $0) }),
            let message = json["message"]?.stringValue
        else { return nil }
        return Note(line: line, column: column, message: message)
    }
}
