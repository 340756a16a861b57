import ArgumentParser

extension TransitionLab {
    /// Placeholder until its issue lands.
    struct Bench: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "bench", abstract: "Not built yet.")

        func run() throws {
            throw ValidationError("'bench' is not built yet")
        }
    }
}
