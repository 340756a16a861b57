import TransitionLabCore

/// A client → server message of wire protocol v2 (`docs/protocol.md`), validated.
///
/// The same objects, with a scene time `t` added, are the lines of a recording.
public enum ClientMessage: Sendable, Hashable {
    /// Longest string field (room, name, role, token, key, scene name), in Unicode scalars: names end up in every
    /// `state` the room broadcasts, so their size must stay small.
    public static let maxStringLength = 64
    /// Deepest nesting of arrays and objects a message may have: messages nest two levels (`hello.viewport`), so
    /// anything deeper is refused as soon as the parser reaches it.
    public static let maxDepth = 8
    /// Most elements of one array or object in a message: the largest message has 7 fields and the longest array
    /// is a `layout`'s counts (`maxLayoutSections`), so hashing thousands of keys is refused at the 65th.
    public static let maxMembers = 64
    /// Slowest display refresh a `display` message may declare, in hertz: a slower one is refused.
    public static let minRefresh = 20.0
    /// Fastest display refresh a `display` message may declare, in hertz: a faster one is refused.
    public static let maxRefresh = 1000.0
    /// Longest `layout` text, in UTF-8 bytes (the Swift layout reader's source limit).
    public static let maxLayoutTextBytes = 64 * 1024
    /// Longest `layout` values text, in UTF-8 bytes (the Swift layout reader's values limit).
    public static let maxLayoutValuesBytes = 4096
    /// Most sections a `layout`'s `counts` may give (`YourLayoutScene.maximumSections`).
    public static let maxLayoutSections = YourLayoutScene.maximumSections
    /// Most items per section a `layout`'s `counts` may ask for (`YourLayoutScene.maximumItemsPerSection`).
    public static let maxLayoutItems = YourLayoutScene.maximumItemsPerSection

    /// First message of a connection.
    case hello(room: String?, name: String?, role: String?, token: String?, viewport: Size?)
    /// A pointer sample; `time` is the client's clock in milliseconds, `seq` its input sequence number.
    case pointer(phase: PointerEvent.Phase, id: Int, x: Double, y: Double, time: Double, seq: Int)
    /// A trackpad pinch: `phase` is `begin`, `change` or `end`; `scale` cumulative since `begin`.
    case pinch(phase: GesturePhase, scale: Double, x: Double, y: Double, time: Double, seq: Int)
    case wheel(dx: Double, dy: Double, x: Double, y: Double, time: Double, seq: Int)
    case key(String)
    case param(key: String, value: Double)
    case scene(String)
    case viewport(Size)
    case timeScale(Double)
    case pause
    case step
    case record
    case replay
    case ping(time: Double)
    /// The sender's display refresh rate in hertz, as its page measured it: the server sends that connection at
    /// most one frame per refresh, the newest. Between `minRefresh` and `maxRefresh`.
    case display(refresh: Double)
    /// A setup (a share link's scene, viewport and parameters, or a saved lab's ID) proposed to the room's driver,
    /// who may apply it; it changes nothing by itself. At most `maxStringLength` parameters.
    case suggest(scene: String?, viewport: Size?, params: [String: Double], lab: String?)
    /// Save the room's lab (any member): answered with `saved` and the lab's ID.
    case save
    /// Open the saved lab `lab` in the room: its driver may, and so may the only member of a room nobody has driven.
    /// The ID is checked by the server (`invalid-lab` names it).
    case open(lab: String)
    /// A member who may drive becomes the room's driver.
    case takeOver
    /// The driver's layout for `slot` of the `your-layout` scene: UIKit code or a layout spec, at most
    /// `maxLayoutTextBytes`, with optional item counts per section; `origin` decides whether it may replace the
    /// slot's layout.
    case layout(slot: LayoutSlot, source: UserLayoutSource, origin: LayoutOrigin = .paste)
    /// Asks for the room's scene as one Swift file (`SceneExport`), answered with `export` to the sender only; a
    /// viewer may ask too, as it changes nothing.
    case export

    /// Where a `layout` message's source comes from, which decides whether it may replace the slot's layout.
    public enum LayoutOrigin: String, Sendable, Hashable, CaseIterable {
        /// The driver pasted or applied it: it replaces the slot's layout.
        case paste
        /// A page's copy from before it lost its connection (the server may have restarted): it applies only
        /// while no member of this room has set the slot, so the first page back restores and others keep it.
        case restore
        /// A page's example for an empty room: it applies only to a slot that holds nothing and was never read.
        case example
    }

    /// The `"type"` field's value.
    public var type: String {
        switch self {
        case .hello: "hello"
        case .pointer: "pointer"
        case .pinch: "pinch"
        case .wheel: "wheel"
        case .key: "key"
        case .param: "param"
        case .scene: "scene"
        case .viewport: "viewport"
        case .timeScale: "timeScale"
        case .pause: "pause"
        case .step: "step"
        case .record: "record"
        case .replay: "replay"
        case .ping: "ping"
        case .display: "display"
        case .suggest: "suggest"
        case .save: "save"
        case .open: "open"
        case .takeOver: "takeOver"
        case .layout: "layout"
        case .export: "export"
        }
    }

    /// The input sequence number carried by pointer, pinch and wheel messages.
    public var inputSequence: Int? {
        switch self {
        case .pointer(_, _, _, _, _, let seq), .pinch(_, _, _, _, _, let seq), .wheel(_, _, _, _, _, let seq): seq
        default: nil
        }
    }

    /// Parses and validates one message from its JSON text. An input event as the page sends it is read field by
    /// field (`init(input:)`), another message of scalar fields without a dictionary
    /// (`JSONParser.parseFlatObject()`); any other text goes to `init(jsonTree:)`. All give the same message or
    /// the same error.
    public init(json bytes: some Collection<UInt8>) throws(ClientMessageError) {
        let text = Array(bytes)
        if let input = Self(input: text) {
            self = input
            return
        }
        var parser = Self.parser(text)
        if let object = parser.parseFlatObject() {
            try self.init(members: object)
        } else {
            try self.init(jsonTree: text)
        }
    }

    /// Parses the text into a `JSONValue` (RFC 8259, within `maxDepth` and `maxMembers`), then validates it.
    init(jsonTree bytes: [UInt8]) throws(ClientMessageError) {
        var parser = Self.parser(bytes)
        let value: JSONValue
        do {
            value = try parser.parseDocument()
        } catch let failure where failure.isTooDeep {
            throw ClientMessageError(
                code: "too-deep", message: "message nested deeper than \(Self.maxDepth) levels", type: nil)
        } catch let failure where failure.isTooLarge {
            throw ClientMessageError(
                code: "too-many-fields", message: "an array or object with over \(Self.maxMembers) elements",
                type: nil)
        } catch {
            throw ClientMessageError(code: "malformed-json", message: "message is not valid JSON", type: nil)
        }
        try self.init(value)
    }

    /// A parser of a message's text, within the message limits.
    private static func parser(_ bytes: [UInt8]) -> JSONParser {
        JSONParser(bytes, maxDepth: maxDepth, maxMembers: maxMembers)
    }

    /// Validates one message already parsed as JSON.
    public init(_ value: JSONValue) throws(ClientMessageError) {
        guard case .object = value else {
            throw ClientMessageError(code: "not-an-object", message: "message must be a JSON object", type: nil)
        }
        try self.init(members: value)
    }

    /// Validates one message from the members of its JSON object.
    init(members value: some JSONObjectMembers) throws(ClientMessageError) {
        guard let type = value["type"]?.stringValue else {
            throw ClientMessageError(code: "missing-field", message: "missing string field \"type\"", type: nil)
        }
        let fields = Fields(value: value, type: type)
        switch type {
        case "hello":
            var viewport: Size?
            if let object = value["viewport"] {
                let sub = Fields(value: object, type: type, prefix: "viewport.")
                viewport = Size(width: try sub.positive("width"), height: try sub.positive("height"))
                if object["scale"] != nil { _ = try sub.positive("scale") }  // informational: validated, not used
            }
            self = .hello(
                room: try fields.optionalString("room"), name: try fields.optionalString("name"),
                role: try fields.optionalString("role"), token: try fields.optionalString("token"), viewport: viewport)
        case "pointer":
            guard let phase = PointerEvent.Phase(rawValue: try fields.string("phase")) else {
                throw fields.invalid("phase", "must be down, move, up or cancel")
            }
            self = .pointer(
                phase: phase, id: try fields.integer("id"), x: try fields.number("x"), y: try fields.number("y"),
                time: try fields.number("time"), seq: try fields.integer("seq"))
        case "pinch":
            let phase: GesturePhase
            switch try fields.string("phase") {
            case "begin": phase = .began
            case "change": phase = .changed
            case "end": phase = .ended
            default: throw fields.invalid("phase", "must be begin, change or end")
            }
            self = .pinch(
                phase: phase, scale: try fields.positive("scale"), x: try fields.number("x"),
                y: try fields.number("y"), time: try fields.number("time"), seq: try fields.integer("seq"))
        case "wheel":
            self = .wheel(
                dx: try fields.number("dx"), dy: try fields.number("dy"), x: try fields.number("x"),
                y: try fields.number("y"), time: try fields.number("time"), seq: try fields.integer("seq"))
        case "key": self = .key(try fields.string("key"))
        case "param": self = .param(key: try fields.string("key"), value: try fields.number("value"))
        case "scene": self = .scene(try fields.string("name"))
        case "viewport":
            self = .viewport(Size(width: try fields.positive("width"), height: try fields.positive("height")))
        case "timeScale": self = .timeScale(try fields.number("value"))
        case "pause": self = .pause
        case "step": self = .step
        case "record": self = .record
        case "replay": self = .replay
        case "ping": self = .ping(time: try fields.number("time"))
        case "display":
            let refresh = try fields.number("refresh")
            guard refresh >= Self.minRefresh, refresh <= Self.maxRefresh else {
                throw fields.invalid(
                    "refresh", "must be between \(Int(Self.minRefresh)) and \(Int(Self.maxRefresh)) Hz")
            }
            self = .display(refresh: refresh)
        case "suggest":
            var viewport: Size?
            if let object = value["viewport"], object != .null {
                let sub = Fields(value: object, type: type, prefix: "viewport.")
                viewport = Size(width: try sub.positive("width"), height: try sub.positive("height"))
            }
            var params: [String: Double] = [:]
            if let object = value["params"], object != .null {
                guard case .object(let entries) = object, entries.count <= Self.maxStringLength else {
                    throw fields.invalid("params", "must be an object of at most \(Self.maxStringLength) numbers")
                }
                let sub = Fields(value: object, type: type, prefix: "params.")
                for key in entries.keys {
                    guard key.unicodeScalars.count <= Self.maxStringLength else {
                        throw fields.invalid("params", "keys must be at most \(Self.maxStringLength) characters")
                    }
                    params[key] = try sub.number(key)
                }
            }
            self = .suggest(
                scene: try fields.optionalString("scene"), viewport: viewport, params: params,
                lab: try fields.optionalString("lab"))
        case "save": self = .save
        case "open":
            guard let lab = value["lab"] else { throw fields.missing("lab", "a string") }
            guard let text = lab.stringValue else { throw fields.invalid("lab", "must be a string") }
            self = .open(lab: text)
        case "takeOver": self = .takeOver
        case "layout":
            self = try Self.layout(value, fields)
        case "export": self = .export
        default:
            let excerpt = ClientMessageError.excerpt(type)
            throw ClientMessageError(
                code: "unknown-type", message: "unknown message type \"\(excerpt)\"", type: excerpt)
        }
    }
}

extension ClientMessage {
    /// Reads a `layout` message: `slot` a|b, `format` swift|json, `text`, optional `counts` and `origin`.
    private static func layout<Members>(
        _ value: Members, _ fields: Fields<Members>
    ) throws(ClientMessageError) -> ClientMessage {
        guard let slot = LayoutSlot(rawValue: try fields.string("slot")) else {
            throw fields.invalid("slot", "must be a or b")
        }
        guard let format = UserLayoutSource.Format(rawValue: try fields.string("format")) else {
            throw fields.invalid("format", "must be swift or json")
        }
        guard let text = value["text"] else { throw fields.missing("text", "a string") }
        guard let text = text.stringValue else { throw fields.invalid("text", "must be a string") }
        guard text.utf8.count <= maxLayoutTextBytes else {
            throw fields.invalid("text", "must be at most \(maxLayoutTextBytes / 1024) KiB")
        }
        var counts: [Int]?
        if let array = value["counts"], array != .null {
            let problem = "must be an array of at most \(maxLayoutSections) whole numbers in 0…\(maxLayoutItems)"
            guard case .array(let elements) = array, elements.count <= maxLayoutSections else {
                throw fields.invalid("counts", problem)
            }
            counts = try elements.map { element throws(ClientMessageError) in
                guard let number = element.doubleValue, number == number.rounded(),
                    (0...Double(maxLayoutItems)).contains(number)
                else { throw fields.invalid("counts", problem) }
                return Int(number)
            }
        }
        var values: String?
        if let given = value["values"], given != .null {
            guard let text = given.stringValue else { throw fields.invalid("values", "must be a string") }
            guard text.utf8.count <= maxLayoutValuesBytes else {
                throw fields.invalid("values", "must be at most \(maxLayoutValuesBytes) bytes")
            }
            values = text
        }
        let origin = try fields.optionalString("origin").map { name throws(ClientMessageError) in
            guard let origin = LayoutOrigin(rawValue: name) else {
                throw fields.invalid("origin", "must be paste, restore or example")
            }
            return origin
        }
        return .layout(
            slot: slot, source: UserLayoutSource(format: format, text: text, counts: counts, values: values),
            origin: origin ?? .paste)
    }
}

/// Why a client message was refused: a stable `code`, a human message and the offending message's type.
public struct ClientMessageError: Error, Sendable, Hashable {
    public var code: String
    public var message: String
    public var type: String?

    public init(code: String, message: String, type: String?) {
        self.code = code
        self.message = message
        self.type = type
    }

    /// `text` cut to `ClientMessage.maxStringLength` Unicode scalars (with "…" when cut), for quoting what a client
    /// sent in an error: a reply must not grow with the message it answers.
    public static func excerpt(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > ClientMessage.maxStringLength else { return text }
        return String(String.UnicodeScalarView(scalars.prefix(ClientMessage.maxStringLength))) + "…"
    }
}

/// Typed field access that names the field at fault.
private struct Fields<Members: JSONObjectMembers> {
    var value: Members
    var type: String
    var prefix = ""

    func invalid(_ key: String, _ problem: String) -> ClientMessageError {
        ClientMessageError(code: "invalid-field", message: "\(type).\(prefix)\(key) \(problem)", type: type)
    }

    func missing(_ key: String, _ kind: String) -> ClientMessageError {
        ClientMessageError(
            code: "missing-field", message: "\(type) needs \(kind) field \"\(prefix)\(key)\"", type: type)
    }

    func number(_ key: String) throws(ClientMessageError) -> Double {
        guard let field = value[key] else { throw missing(key, "a number") }
        guard let number = field.doubleValue else { throw invalid(key, "must be a number") }
        guard number.isFinite else { throw invalid(key, "must be finite") }
        return number
    }

    func positive(_ key: String) throws(ClientMessageError) -> Double {
        let number = try number(key)
        guard number > 0 else { throw invalid(key, "must be greater than 0") }
        return number
    }

    func integer(_ key: String) throws(ClientMessageError) -> Int {
        let number = try number(key)
        guard number == number.rounded(), abs(number) < 9e15 else { throw invalid(key, "must be an integer") }
        return Int(number)
    }

    func string(_ key: String) throws(ClientMessageError) -> String {
        guard let field = value[key] else { throw missing(key, "a string") }
        return try checked(key, field)
    }

    func optionalString(_ key: String) throws(ClientMessageError) -> String? {
        guard let field = value[key], field != .null else { return nil }
        return try checked(key, field)
    }

    private func checked(_ key: String, _ field: JSONValue) throws(ClientMessageError) -> String {
        guard let string = field.stringValue else { throw invalid(key, "must be a string") }
        let limit = ClientMessage.maxStringLength
        // Each scalar takes one to four UTF-8 bytes, so a short text needs no count of its scalars.
        guard string.utf8.count <= limit || string.unicodeScalars.count <= limit else {
            throw invalid(key, "must be at most \(limit) characters")
        }
        return string
    }
}
