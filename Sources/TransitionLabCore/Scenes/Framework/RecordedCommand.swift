/// One command of a recording: what a client asked of the scene, at which scene time, from which client.
public struct RecordedCommand: Sendable, Hashable {
    /// Scene time in seconds.
    public var time: Double
    public var command: SceneCommand
    /// The pointer namespace of the client that sent it (0 for a single client).
    public var client: Int
    /// 1-based line number in the log it was read from (0 when it was not read from one), for error messages.
    public var line: Int

    public init(time: Double, command: SceneCommand, client: Int = 0, line: Int = 0) {
        self.time = time
        self.command = command
        self.client = client
        self.line = line
    }
}

/// A log line that cannot be replayed: its 1-based number and the problem.
public struct ReplayError: Error, Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "line \(line): \(message)" }
}
