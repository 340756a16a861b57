import ArgumentParser
import Foundation
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

    @Test func aLayoutFileThatDoesNotReadStopsTheServerAtItsLineAndColumn() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("serve-layout-\(getpid()).swift")
        try "let layout = UICollectionViewFlowLayout()\nlayout.itemSize = CGSize(width: 1, heigth: 2)\n".write(
            to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try runTransitionLab(["serve", "--port", "0", "--layout", file.path])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("\(file.path):2:"), "\(result.stderr)")
        #expect(result.stdout.isEmpty, "nothing was served")
    }

    @Test func aLayoutFileMustBeSwiftOrJSON() {
        #expect(throws: (any Error).self) { try TransitionLab.Serve.parse(["--layout", "layout.txt"]) }
        #expect(throws: (any Error).self) { try TransitionLab.Serve.parse(["--layout-b", "layout"]) }
        #expect((try? TransitionLab.Serve.parse(["--layout", "a.swift", "--layout-b", "b.JSON"])) != nil)
    }

    @Test func defaultsParse() throws {
        let serve = try TransitionLab.Serve.parse([])
        #expect(serve.host == "127.0.0.1" && serve.port == 8080 && serve.fps == 60 && serve.web == nil)
    }
}
