import ArgumentParser

extension TransitionLab {
    /// Placeholder until its issue lands.
    struct Layout: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "layout", abstract: "Not built yet.")

        func run() throws {
            throw ValidationError("'layout' is not built yet")
        }
    }
}
