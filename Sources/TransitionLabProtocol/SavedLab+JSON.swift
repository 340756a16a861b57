import TransitionLabCore

/// A lab as JSON: `{"lab": 1, "scene", "viewport": {"width", "height"}, "parameters": {scene: {key: value}},
/// "layouts": {"a"|"b": {"format", "text", "counts", "values"}}, "recording": "JSON lines"}`. Reading checks every
/// field against the limits a live room enforces (the `layout` and `viewport` messages' own checks, the recording
/// limits), so a lab from a tampered store cannot hold more than a room could.
extension SavedLab {
    public var json: JSONValue {
        var fields: [String: JSONValue] = [
            "lab": .number(Double(Self.version)),
            "scene": .string(scene),
            "viewport": ["width": .number(viewport.width), "height": .number(viewport.height)],
            "parameters": .object(parameters.mapValues { .object($0.mapValues { .number($0) }) }),
            "layouts": .object(
                Dictionary(uniqueKeysWithValues: layouts.map { ($0.key.rawValue, Self.json($0.value)) })),
        ]
        if let recording { fields["recording"] = .string(recording.map(\.json.serialized).joined(separator: "\n")) }
        return .object(fields)
    }

    /// Reads a lab from its JSON text.
    public init(json bytes: some Collection<UInt8>) throws(SavedLabError) {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: bytes, maxDepth: 8)
        } catch {
            throw SavedLabError("the lab is not valid JSON")
        }
        guard case .object(let fields) = value else { throw SavedLabError("the lab is not a JSON object") }
        guard let version = fields["lab"]?.doubleValue, version == Double(Self.version) else {
            throw SavedLabError("the lab's format (\(fields["lab"]?.serialized ?? "none")) is not \(Self.version)")
        }
        guard let scene = fields["scene"]?.stringValue, Self.isName(scene) else {
            throw SavedLabError("lab.scene must be a scene name")
        }
        let viewport = try Self.viewport(fields["viewport"])
        self.init(
            scene: scene, viewport: viewport, parameters: try Self.parameters(fields["parameters"]),
            layouts: try Self.layouts(fields["layouts"]), recording: try Self.recording(fields["recording"]))
    }

    private static func json(_ source: UserLayoutSource) -> JSONValue {
        var fields: [String: JSONValue] = ["format": .string(source.format.rawValue), "text": .string(source.text)]
        if let counts = source.counts { fields["counts"] = .array(counts.map { .number(Double($0)) }) }
        if let values = source.values { fields["values"] = .string(values) }
        return .object(fields)
    }

    private static func isName(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.count <= ClientMessage.maxStringLength
    }

    /// Checked as a `viewport` message is.
    private static func viewport(_ value: JSONValue?) throws(SavedLabError) -> Size {
        guard case .object(var fields) = value else { throw SavedLabError("lab.viewport must be an object") }
        fields["type"] = .string("viewport")
        guard case .viewport(let size) = try? ClientMessage(.object(fields)) else {
            throw SavedLabError("lab.viewport: width and height must be numbers greater than 0")
        }
        return size
    }

    private static func parameters(_ value: JSONValue?) throws(SavedLabError) -> [String: [String: Double]] {
        guard case .object(let scenes) = value ?? .object([:]), scenes.count <= maxScenes else {
            throw SavedLabError("lab.parameters must be an object of at most \(maxScenes) scenes")
        }
        var parameters: [String: [String: Double]] = [:]
        for (scene, values) in scenes {
            guard isName(scene), case .object(let entries) = values, entries.count <= maxParameters else {
                throw SavedLabError("lab.parameters.\(ClientMessageError.excerpt(scene)) must be an object of numbers")
            }
            var numbers: [String: Double] = [:]
            for (key, value) in entries {
                guard isName(key), let number = value.doubleValue, number.isFinite else {
                    throw SavedLabError("lab.parameters.\(scene) must map parameter keys to finite numbers")
                }
                numbers[key] = number
            }
            parameters[scene] = numbers
        }
        return parameters
    }

    /// Each slot checked as a `layout` message is.
    private static func layouts(_ value: JSONValue?) throws(SavedLabError) -> [LayoutSlot: UserLayoutSource] {
        guard case .object(let slots) = value ?? .object([:]) else {
            throw SavedLabError("lab.layouts must be an object")
        }
        var layouts: [LayoutSlot: UserLayoutSource] = [:]
        for (name, layout) in slots {
            guard let slot = LayoutSlot(rawValue: name), case .object(var fields) = layout else {
                throw SavedLabError("lab.layouts may hold only a and b, each an object")
            }
            fields["type"] = .string("layout")
            fields["slot"] = .string(name)
            do {
                guard case .layout(_, let source, _) = try ClientMessage(.object(fields)) else { continue }
                layouts[slot] = source
            } catch {
                throw SavedLabError("lab.layouts.\(name): \(error.message)")
            }
        }
        return layouts
    }

    /// The JSON lines of a recording, read as `transition-lab replay --input` reads them.
    private static func recording(_ value: JSONValue?) throws(SavedLabError) -> [RecordedCommand]? {
        guard let value, value != .null else { return nil }
        guard let text = value.stringValue, text.utf8.count <= maxRecordingBytes else {
            throw SavedLabError("lab.recording must be JSON lines of at most \(maxRecordingBytes) bytes")
        }
        let replay: Replay
        do {
            replay = try Replay(jsonLines: text)
        } catch {
            throw SavedLabError("lab.recording \(error)")
        }
        guard replay.events.count <= maxRecordingLines else {
            throw SavedLabError("lab.recording holds more than \(maxRecordingLines) lines")
        }
        return replay.events
    }
}
