import TransitionLabCore

/// Recordings as JSON lines: each line a client → server message of the wire protocol (`docs/protocol.md`) with
/// the scene time `t` in seconds added, and `client` (the pointer namespace) when it is not 0.
///
/// `pointer`, `pinch` and `wheel` lines may leave out `time` (the client clock in milliseconds, which spaces events
/// within a burst: `InputClock`; defaults to `t` in milliseconds) and `seq` (defaults to the line number). A
/// recording opens with `scene` and `viewport` lines and a `param` line for every parameter; other session
/// messages (`hello`, `record`, `replay`, `ping`) are skipped.
extension RecordedCommand {
    /// The command as one recording line.
    public var json: JSONValue {
        Self.line(ClientMessage(command, seq: line), time: time, client: client)
    }

    /// `message` as a recording line at scene time `time`.
    static func line(_ message: ClientMessage, time: Double, client: Int) -> JSONValue {
        guard case .object(var fields) = message.json else { return message.json }
        fields["t"] = .number(time)
        if client != 0 { fields["client"] = .number(Double(client)) }
        return .object(fields)
    }
}

extension Replay {
    /// Parses a JSON-lines recording; blank lines are skipped.
    /// - Throws: `ReplayError` naming the 1-based line at fault.
    public init(jsonLines text: String) throws(ReplayError) {
        self.init(events: [])
        var previous: (time: Double, line: Int)?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard line.contains(where: { !$0.isWhitespace }) else { continue }
            let number = index + 1
            let (time, message, client) = try Self.message(parsing: line, line: number)
            if let previous, time < previous.time {
                throw ReplayError(
                    line: number, message: "t \(time) is earlier than line \(previous.line)'s \(previous.time)")
            }
            previous = (time, number)
            switch message {
            case .scene(let name): sceneName = sceneName ?? name
            case .viewport(let size): viewport = viewport ?? size
            default:
                guard let command = message.sceneCommand else { continue }
                events.append(RecordedCommand(time: time, command: command, client: client, line: number))
            }
        }
    }

    private static func message(
        parsing line: Substring, line number: Int
    ) throws(ReplayError) -> (Double, ClientMessage, Int) {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: Array(line.utf8))
        } catch {
            throw ReplayError(line: number, message: "not valid JSON")
        }
        guard case .object(var fields) = value else { throw ReplayError(line: number, message: "not a JSON object") }
        guard let time = fields.removeValue(forKey: "t")?.doubleValue, time.isFinite, time >= 0,
            time <= Replay.maximumTime
        else {
            throw ReplayError(
                line: number,
                message: "needs a number field \"t\" in 0…\(Int(Replay.maximumTime)) (scene time in seconds)")
        }
        let client = fields.removeValue(forKey: "client")?.doubleValue ?? 0
        guard client.isFinite, client == client.rounded(), client >= 0, client < 0x7FFF_FFFF else {
            throw ReplayError(line: number, message: "client must be a non-negative integer")
        }
        if ["pointer", "pinch", "wheel"].contains(fields["type"]?.stringValue) {
            if fields["time"] == nil { fields["time"] = .number(time * 1000) }
            if fields["seq"] == nil { fields["seq"] = .number(Double(number)) }
        }
        do {
            return (time, try ClientMessage(.object(fields)), Int(client))
        } catch {
            throw ReplayError(line: number, message: error.message)
        }
    }
}
