import TransitionLabCore
import TransitionLabProtocol

/// A room's one recording: the lines of the recording in progress as sent (`recorded`), counted against the
/// limits, and the last finished recording, kept for `replay`. A value: the scene's runner records the commands;
/// this tells the room what to send for each and when to stop.
struct Recording {
    /// Most lines one recording holds: at the message rate limit (1,000 a second) a recording fills up in 10 s, at
    /// a 120 Hz pointer's rate in about 80 s.
    static let maxLines = 10_000
    /// Most bytes of JSON one recording holds (its lines as sent): a `layout` line carries a whole pasted source,
    /// so lines alone do not bound a room's memory. The room keeps the recording (for `replay`) and the replay's
    /// copy of it, so a room's recordings stay within a few times this.
    static let maxBytes = 2 << 20

    /// What a recorded line asks of the room.
    enum Line: Equatable {
        /// Send the line.
        case send(ServerMessage)
        /// Send the line, then stop the recording (it is full) and send the error that says why.
        case sendAndStop(ServerMessage, ServerMessage)
    }

    /// The last finished recording.
    private(set) var last: [RecordedCommand] = []
    /// JSON bytes of the recording in progress.
    private(set) var bytes = 0

    /// A recording starts with its `header` lines (`SceneRunner.startRecording(viewport:)`); the last one goes (a
    /// room keeps one recording). Returns the header as `recorded` messages.
    mutating func start(header: [JSONValue]) -> [ServerMessage] {
        last = []
        let messages = header.map(ServerMessage.recorded(line:))
        bytes = messages.reduce(0) { $0 + $1.bytes.count }
        return messages
    }

    /// The runner recorded `line`, its `count`th line after the header: it is sent, and the recording stops once it
    /// holds `maxLines` lines (its header included) or `maxBytes` bytes.
    mutating func record(_ line: RecordedCommand, count: Int) -> Line {
        let message = ServerMessage.recorded(line: line.json)
        bytes += message.bytes.count
        let limit: String
        if count + SceneRunner.recordingHeaderLines >= Self.maxLines {
            limit = "\(Self.maxLines) events"
        } else if bytes >= Self.maxBytes {
            limit = "\(Self.maxBytes) bytes"
        } else {
            return .send(message)
        }
        let reason = "recording stopped: it reached \(limit), the most one recording keeps"
        return .sendAndStop(message, .error(code: "recording-full", message: reason, type: "record"))
    }

    /// The recording stopped with `commands`: they are the room's recording.
    mutating func finish(_ commands: [RecordedCommand]) { last = commands }
}
