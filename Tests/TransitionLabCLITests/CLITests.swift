import Testing

@testable import transition_lab

@Suite struct CLITests {
    @Test func rootHelpListsSubcommands() {
        let help = TransitionLab.helpMessage()
        for name in ["serve", "spring", "decelerate", "layout", "replay"] {
            #expect(help.contains(name))
        }
    }
}
