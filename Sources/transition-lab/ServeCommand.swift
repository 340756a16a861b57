import ArgumentParser

extension TransitionLab {
    /// Placeholder until its issue lands.
    struct Serve: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "serve", abstract: "Not built yet.")

        func run() throws {
            throw ValidationError("'serve' is not built yet")
        }
    }
}
