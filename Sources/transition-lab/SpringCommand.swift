import ArgumentParser

extension TransitionLab {
    /// Placeholder until its issue lands.
    struct Spring: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "spring", abstract: "Not built yet.")

        func run() throws {
            throw ValidationError("'spring' is not built yet")
        }
    }
}
