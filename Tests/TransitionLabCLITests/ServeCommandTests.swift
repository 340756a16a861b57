import ArgumentParser
import Foundation
import Testing
import TransitionLabServer

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

    @Test(arguments: [
        ["--fps", "29"], ["--fps", "241"], ["--port", "70000"], ["--scene", "no-such-scene"], ["--stall-timeout", "0"],
        ["--ping-interval", "5000"], ["--hangup-interval", "10"],
    ])
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
        var configuration = ServerConfiguration()
        serve.connectionOptions.apply(to: &configuration)
        #expect(configuration.stallTimeout == 30 && configuration.pingInterval == 10)
        #expect(configuration.hangupInterval == 25)
    }

    @Test func theWaitsOnAClientAreConfiguration() throws {
        let serve = try TransitionLab.Serve.parse([
            "--stall-timeout", "2", "--ping-interval", "1", "--hangup-interval", "3",
        ])
        var configuration = ServerConfiguration()
        serve.connectionOptions.apply(to: &configuration)
        #expect(configuration.stallTimeout == 2 && configuration.pingInterval == 1 && configuration.hangupInterval == 3)
    }
}

@Suite struct ServeURLLinesTests {
    @Test func onEveryInterfaceTheFirstURLCarriesTheToken() {
        let lines = TransitionLab.Serve.urlLines(host: "0.0.0.0", port: 8080, token: "abc", webRoot: "web")
        #expect(lines[1] == "  local:  http://127.0.0.1:8080/?token=abc")
        #expect(lines.last == "listening on http://0.0.0.0:8080/ (Ctrl-C to stop)")
        #expect(lines.contains { $0.hasPrefix("  driver: ") && $0.hasSuffix("/?token=abc") })
    }

    @Test func behindAProxyTheDriverURLUsesThePublicOrigin() {
        let lines = TransitionLab.Serve.urlLines(
            host: "127.0.0.1", port: 8081, token: "abc", webRoot: "web",
            publicOrigins: ["https://lab.example.com", "https://lab.example.org"])
        #expect(
            lines == [
                "TransitionLab serving web", "  public: https://lab.example.com/", "  public: https://lab.example.org/",
                "  driver: https://lab.example.com/?token=abc", "listening on http://127.0.0.1:8081/ (Ctrl-C to stop)",
            ])
    }

    @Test(arguments: [
        ["--public-origin", "lab.example.com"], ["--drain-seconds", "5"], ["--metrics-token", "short"],
        ["--metrics-token", "has spaces in it, sixteen+"],
    ])
    func badDeploymentFlagsAreRefused(arguments: [String]) {
        #expect(throws: (any Error).self) { try TransitionLab.Serve.parse(arguments) }
    }

    @Test func aTokenFileMustHoldAUsableToken() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("serve-token-\(getpid())")
        defer { try? FileManager.default.removeItem(at: file) }
        try "  0123456789abcdefABCDEF\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(try TransitionLab.Serve.readToken(file.path) == "0123456789abcdefABCDEF")
        try "too-short\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(throws: (any Error).self) { try TransitionLab.Serve.readToken(file.path) }
        // `openssl rand -hex 40`: 80 characters, more than the 64 the server reads of a token.
        try String(repeating: "a1", count: 40).write(to: file, atomically: true, encoding: .utf8)
        #expect(throws: (any Error).self) { try TransitionLab.Serve.readToken(file.path) }
        try String(repeating: "a1", count: 32).write(to: file, atomically: true, encoding: .utf8)
        #expect(try TransitionLab.Serve.readToken(file.path).count == 64)
    }
}
