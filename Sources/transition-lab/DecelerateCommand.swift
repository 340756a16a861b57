import ArgumentParser

extension TransitionLab {
    /// Placeholder until its issue lands.
    struct Decelerate: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "decelerate", abstract: "Not built yet.")

        func run() throws {
            throw ValidationError("'decelerate' is not built yet")
        }
    }
}
