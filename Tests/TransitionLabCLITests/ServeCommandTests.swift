import ArgumentParser
import Testing

@testable import transition_lab

@Suite struct ServeCommandTests {
    @Test func helpListsEveryOptionWithItsDefault() {
        let help = TransitionLab.helpMessage(for: TransitionLab.Serve.self, columns: 200)
        for line in [
            "--host <address>", "(default: 127.0.0.1)", "--port <port>", "(default: 8080)", "--web <path>",
            "--fps <fps>", "(default: 60)", "--scene <name>", "--log-level <level>", "default: info",
        ] {
            #expect(help.contains(line), "missing \(line)")
        }
        #expect(!help.contains("strict-loopback"))
    }

    @Test(arguments: [["--fps", "29"], ["--fps", "241"], ["--port", "70000"], ["--scene", "no-such-scene"]])
    func validateNamesTheFlagAtFault(arguments: [String]) {
        #expect(throws: (any Error).self) { try TransitionLab.Serve.parse(arguments) }
        do {
            _ = try TransitionLab.Serve.parse(arguments)
        } catch {
            #expect(TransitionLab.Serve.message(for: error).contains(arguments[0]))
        }
    }

    @Test func defaultsParse() throws {
        let serve = try TransitionLab.Serve.parse([])
        #expect(serve.host == "127.0.0.1" && serve.port == 8080 && serve.fps == 60 && serve.web == nil)
    }
}
