import TransitionLabCore

extension ClientMessage {
    /// Reads a `pointer`, `pinch` or `wheel` message whose members are its type's fields, each once, each a number
    /// or a plain ASCII string (no escapes), every value valid: every input event the page sends. Nil for any other
    /// text, which `init(json:)` then reads by the general rules; a message returned here is the one they give.
    ///
    /// Fields are told apart by their names' lengths and bytes and kept in locals, where the general path builds a
    /// member list and a `String` per string and looks each field up by name (callgrind: 7,400 instructions a
    /// pinch message, 4,500 here).
    init?(input bytes: [UInt8]) {
        var parser = JSONParser(bytes, maxDepth: Self.maxDepth, maxMembers: Self.maxMembers)
        var fields = InputFields()
        guard fields.read(&parser), let seq = Self.integer(fields.seq) else { return nil }
        switch fields.type {
        case .pointer where fields.present == [.type, .phase, .id, .x, .y, .time, .seq]:
            guard let phase = fields.pointerPhase, let id = Self.integer(fields.id) else { return nil }
            self = .pointer(phase: phase, id: id, x: fields.x, y: fields.y, time: fields.time, seq: seq)
        case .pinch where fields.present == [.type, .phase, .scale, .x, .y, .time, .seq]:
            guard let phase = fields.pinchPhase, fields.scale > 0 else { return nil }
            self = .pinch(phase: phase, scale: fields.scale, x: fields.x, y: fields.y, time: fields.time, seq: seq)
        case .wheel where fields.present == [.type, .dx, .dy, .x, .y, .time, .seq]:
            self = .wheel(dx: fields.dx, dy: fields.dy, x: fields.x, y: fields.y, time: fields.time, seq: seq)
        default:
            return nil
        }
    }

    /// `number` as an `Int` when the general rules accept it as an integer (whole, below 9 × 10¹⁵ in magnitude).
    private static func integer(_ number: Double) -> Int? {
        guard abs(number) < 9e15, Double(Int64(number)) == number else { return nil }
        return Int(number)
    }
}

/// The members of an input message as `ClientMessage(input:)` reads them: which were present, the numbers, and
/// the two strings as what they name.
private struct InputFields {
    /// A member's name.
    struct Names: OptionSet {
        let rawValue: UInt16
        static let type = Names(rawValue: 1 << 0)
        static let phase = Names(rawValue: 1 << 1)
        static let id = Names(rawValue: 1 << 2)
        static let scale = Names(rawValue: 1 << 3)
        static let dx = Names(rawValue: 1 << 4)
        static let dy = Names(rawValue: 1 << 5)
        static let x = Names(rawValue: 1 << 6)
        static let y = Names(rawValue: 1 << 7)
        static let time = Names(rawValue: 1 << 8)
        static let seq = Names(rawValue: 1 << 9)
    }

    /// The input types.
    enum Kind {
        case pointer, pinch, wheel
    }

    /// The phases of pointer and pinch messages.
    enum Phase {
        case down, move, up, cancel, begin, change, end
    }

    private(set) var present: Names = []
    private(set) var type: Kind?
    private var phase: Phase?
    private(set) var id = 0.0, scale = 0.0, dx = 0.0, dy = 0.0, x = 0.0, y = 0.0, time = 0.0, seq = 0.0

    var pointerPhase: PointerEvent.Phase? {
        switch phase {
        case .down: .down
        case .move: .move
        case .up: .up
        case .cancel: .cancel
        default: nil
        }
    }

    var pinchPhase: GesturePhase? {
        switch phase {
        case .begin: .began
        case .change: .changed
        case .end: .ended
        default: nil
        }
    }

    /// Reads the whole text as one object of known names, each once: false at anything else.
    mutating func read(_ parser: inout JSONParser) -> Bool {
        parser.skipWhitespace()
        guard parser.current == UInt8(ascii: "{"), (try? parser.enter()) != nil else { return false }
        while true {
            guard let name = Self.plainString(&parser).flatMap(Self.name(_:)), !present.contains(name) else {
                return false
            }
            present.insert(name)
            parser.skipWhitespace()
            guard parser.current == UInt8(ascii: ":") else { return false }
            parser.index += 1
            parser.skipWhitespace()
            guard readValue(of: name, &parser) else { return false }
            parser.skipWhitespace()
            guard parser.current == UInt8(ascii: ",") else { break }
            parser.index += 1
            parser.skipWhitespace()
        }
        guard parser.current == UInt8(ascii: "}") else { return false }
        parser.index += 1
        parser.skipWhitespace()
        return parser.index == parser.bytes.count
    }

    /// The value of member `name`: a string naming a type or phase, or a number.
    private mutating func readValue(of name: Names, _ parser: inout JSONParser) -> Bool {
        switch name {
        case .type:
            type = Self.plainString(&parser).flatMap(Self.kind(_:))
            return type != nil
        case .phase:
            phase = Self.plainString(&parser).flatMap(Self.phase(_:))
            return phase != nil
        default:
            guard let current = parser.current,
                current == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(current),
                let number = try? parser.parseNumber()
            else { return false }
            switch name {
            case .id: id = number
            case .scale: scale = number
            case .dx: dx = number
            case .dy: dy = number
            case .x: x = number
            case .y: y = number
            case .time: time = number
            default: seq = number
            }
            return true
        }
    }

    /// A string without escapes, read up to its closing quotation mark, as `Word`; nil for any other value and
    /// for a string of over eight bytes, which no name or value read here has.
    private static func plainString(_ parser: inout JSONParser) -> Word? {
        guard parser.current == UInt8(ascii: "\"") else { return nil }
        let start = parser.index + 1
        parser.index = start
        parser.skipPlainBytes()
        guard parser.current == UInt8(ascii: "\""), parser.index - start <= 8 else { return nil }
        var word = Word(rawValue: 0)
        for index in (start..<parser.index).reversed() {
            word.rawValue = word.rawValue << 8 | UInt64(parser.bytes[index])
        }
        parser.index += 1
        return word
    }

    private static func name(_ word: Word) -> Names? {
        switch word {
        case "type": .type
        case "phase": .phase
        case "id": .id
        case "scale": .scale
        case "dx": .dx
        case "dy": .dy
        case "x": .x
        case "y": .y
        case "time": .time
        case "seq": .seq
        default: nil
        }
    }

    private static func kind(_ word: Word) -> Kind? {
        switch word {
        case "pointer": .pointer
        case "pinch": .pinch
        case "wheel": .wheel
        default: nil
        }
    }

    private static func phase(_ word: Word) -> Phase? {
        switch word {
        case "move": .move
        case "change": .change
        case "down": .down
        case "up": .up
        case "cancel": .cancel
        case "begin": .begin
        case "end": .end
        default: nil
        }
    }
}

/// A string of at most eight bytes packed into an integer, first byte lowest: names compare in one instruction
/// instead of byte by byte.
private struct Word: Equatable, ExpressibleByStringLiteral {
    var rawValue: UInt64

    init(rawValue: UInt64) { self.rawValue = rawValue }

    init(stringLiteral text: StaticString) {
        precondition(text.utf8CodeUnitCount <= 8)
        rawValue = 0
        for index in (0..<text.utf8CodeUnitCount).reversed() {
            rawValue = rawValue << 8 | UInt64(text.utf8Start[index])
        }
    }
}
