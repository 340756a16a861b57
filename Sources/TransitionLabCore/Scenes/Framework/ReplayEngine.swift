/// Feeds recorded commands to a `SceneRunner` as scene time reaches them: the one replay rule of the room and of
/// `transition-lab replay`.
///
/// Each command is applied at its own recorded time. `pause` and `step` are not applied: they only shaped how scene
/// time passed while recording, and the recorded times already are scene time, so a replay runs straight through to
/// its last command. A command the scene refuses (an unknown or non-finite parameter, a layout source the runner's
/// `layoutReader` cannot read) is reported as a `ReplayError` naming its line.
public struct ReplayEngine: Sendable {
    /// The commands in time order.
    public let commands: [RecordedCommand]
    /// Index of the next command to apply.
    public private(set) var next = 0

    public init(commands: [RecordedCommand]) {
        self.commands = commands
    }

    /// Whether every command has been applied.
    public var isFinished: Bool { next >= commands.count }

    /// Scene time of the last command (0 for none).
    public var endTime: Double { commands.last?.time ?? 0 }

    /// Applies every command with time at or before `time`, each at its own time (never moving the runner
    /// backwards), and leaves the runner at the latest of its own time and the last applied command's.
    /// - Throws: `ReplayError` for the first refused command; the commands before it stay applied and it is skipped.
    public mutating func apply(through time: Double, to runner: SceneRunner) throws(ReplayError) {
        while next < commands.count, commands[next].time <= time {
            let recorded = commands[next]
            next += 1
            switch recorded.command {
            case .pause, .step: continue
            case .layout(let slot, let source):
                runner.advanceScene(to: recorded.time)
                do {
                    try runner.readLayout(source, slot: slot)
                } catch {
                    throw ReplayError(line: recorded.line, message: "layout \(slot.rawValue.uppercased()): \(error)")
                }
                continue
            default: break
            }
            runner.advanceScene(to: recorded.time)
            do {
                try runner.apply(recorded.command, client: recorded.client)
            } catch {
                switch error {
                case .unknownKey(let key):
                    throw ReplayError(line: recorded.line, message: "unknown parameter \"\(key)\"")
                case .notFinite(let key):
                    throw ReplayError(line: recorded.line, message: "parameter \"\(key)\" must be finite")
                }
            }
        }
    }
}
