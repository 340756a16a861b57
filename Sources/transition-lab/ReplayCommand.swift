import ArgumentParser

extension TransitionLab {
    /// Placeholder until its issue lands.
    struct Replay: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "replay", abstract: "Not built yet.")

        func run() throws {
            throw ValidationError("'replay' is not built yet")
        }
    }
}
