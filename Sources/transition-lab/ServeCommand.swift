import ArgumentParser
import Foundation
import Logging
import TransitionLabCore
import TransitionLabProtocol
import TransitionLabServer

extension TransitionLab {
    /// `transition-lab serve`: the live lab over libwebsockets.
    struct Serve: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "serve",
            abstract: "Serve the lab: the web page at / and live frames over WebSockets at /ws.",
            discussion: """
                Prints the URL to open. On a non-loopback --host or behind a proxy (--public-origin), driving needs \
                the control token that the printed driver URL carries; everyone else watches. SIGTERM drains \
                (/healthz answers 503, clients are told to reconnect); see docs/deploy.md.
                """
        )

        @Option(help: ArgumentHelp("Address to listen on (0.0.0.0 for every interface).", valueName: "address"))
        var host = "127.0.0.1"

        @Option(parsing: .unconditional, help: ArgumentHelp("TCP port (0 picks a free one).", valueName: "port"))
        var port = 8080

        @Option(help: ArgumentHelp("Folder served at / (default: web/ next to the package).", valueName: "path"))
        var web: String?

        @Option(
            help: ArgumentHelp(
                "Folder of CodeMirror 5 for the layout editor, served at /vendor/codemirror ('none': a plain text "
                    + "field; default: \(ServerConfiguration.systemCodeMirror), Debian's libjs-codemirror).",
                valueName: "path"))
        var codemirror: String?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("Frames per second while something moves (30…240).", valueName: "fps"))
        var fps = 60

        @Option(help: ArgumentHelp("Scene new rooms start with (default: the first).", valueName: "name"))
        var scene: String?

        @Option(
            help: ArgumentHelp(
                "Open rooms on your-layout with this layout A: UIKit code (.swift) or a layout spec (.json).",
                valueName: "file"))
        var layout: String?

        @Option(help: ArgumentHelp("Layout B of your-layout (.swift or .json), pinched to from A.", valueName: "file"))
        var layoutB: String?

        @Option(help: ArgumentHelp("How much to log.", valueName: "level"))
        var logLevel: Logger.Level = .info

        @Option(
            help: ArgumentHelp(
                "Also let pages of this origin (scheme://host[:port]) open /ws; repeatable. By default only the "
                    + "server's own page may.", valueName: "origin"))
        var allowOrigin: [String] = []

        @Option(
            help: ArgumentHelp(
                "Origin a reverse proxy serves the lab from (https://lab.example.com); repeatable. Admits pages of "
                    + "exactly that origin, prints driver URLs with it, and requires the control token.",
                valueName: "origin"))
        var publicOrigin: [String] = []

        @Option(
            help: ArgumentHelp(
                "Read the control token from this file instead of making one (share it between processes).",
                valueName: "path"))
        var tokenFile: String?

        @Option(
            help: ArgumentHelp(
                "Serve /metrics to requests with 'Authorization: Bearer TOKEN' or ?token=TOKEN (default: loopback only).",
                valueName: "token"))
        var metricsToken: String?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp(
                "After SIGTERM, answer /healthz with 503 this long before exiting (0…4).", valueName: "s"))
        var drainSeconds = 0.0

        @OptionGroup var readerOptions: ReaderOptions

        @OptionGroup var connectionOptions: ConnectionOptions

        @OptionGroup var storeOptions: StoreOptions

        @Flag(help: .hidden)
        var strictLoopback = false

        func validate() throws {
            guard ServerConfiguration.fpsRange.contains(fps) else {
                throw ValidationError("--fps must be between 30 and 240")
            }
            guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
            if let scene, SceneCatalog.sceneType(named: scene) == nil {
                let known = SceneCatalog.names.joined(separator: ", ")
                throw ValidationError("--scene: no scene \"\(scene)\" (known: \(known))")
            }
            for origin in allowOrigin where OriginPolicy.normalizedOrigin(origin) == nil {
                throw ValidationError("--allow-origin: \"\(origin)\" is not an origin like http://host:port")
            }
            for origin in publicOrigin where OriginPolicy.normalizedOrigin(origin) == nil {
                throw ValidationError("--public-origin: \"\(origin)\" is not an origin like https://host[:port]")
            }
            guard ServerConfiguration.drainRange.contains(drainSeconds) else {
                throw ValidationError("--drain-seconds must be between 0 and 4")
            }
            if let metricsToken, !Self.isToken(metricsToken) {
                throw ValidationError("--metrics-token: use 16 to 64 letters and digits")
            }
            for path in [layout, layoutB].compactMap(\.self) where Self.layoutFormat(of: path) == nil {
                throw ValidationError("--layout: \"\(path)\" must end in .swift or .json")
            }
        }

        func run() throws {
            let level = logLevel
            LoggingSystem.bootstrap { label in
                var handler = StreamLogHandler.standardError(label: label)
                handler.logLevel = level
                return handler
            }
            let logger = Logger(label: "transition-lab.serve")
            let reader = IsolatedLayoutReader(process: readerOptions.process)
            let startingLayouts = try [(LayoutSlot.a, layout), (.b, layoutB)].compactMap { slot, path in
                try path.map { try Self.readLayout($0, slot: slot, with: reader) }
            }
            var configuration = ServerConfiguration(
                host: host, port: port, webRoot: web ?? Self.defaultWebRoot, fps: fps,
                defaultScene: scene ?? (startingLayouts.isEmpty ? nil : YourLayoutScene.name),
                strictLoopback: strictLoopback, allowedOrigins: allowOrigin, layoutReader: reader,
                startingLayouts: startingLayouts)
            configuration.publicOrigins = publicOrigin
            configuration.metricsToken = metricsToken
            configuration.drainSeconds = drainSeconds
            connectionOptions.apply(to: &configuration)
            configuration.labStore = storeOptions.location
            if let codemirror { configuration.codeMirrorRoot = codemirror == "none" ? nil : codemirror }
            let token = try tokenFile.map(Self.readToken) ?? AccessPolicy.randomToken()
            let policy = AccessPolicy(
                host: host, token: token, strictLoopback: strictLoopback, proxied: !publicOrigin.isEmpty)
            StopSignals.block()
            let server: LWSContext
            do {
                server = try LWSContext(
                    configuration: configuration, policy: policy, scenes: SceneCatalog.all, logger: logger)
            } catch {
                FileHandle.standardError.write(Data("error: \(Self.describe(error, configuration))\n".utf8))
                throw ExitCode.failure
            }
            Self.printURLs(
                host: host, port: server.port, token: policy.token, webRoot: configuration.webRoot,
                publicOrigins: publicOrigin)
            StopSignals.stop(server.stopHandle)
            server.run()
            logger.info("stopped")
        }

        /// `.swift` or `.json`, by the file's extension.
        static func layoutFormat(of path: String) -> UserLayoutSource.Format? {
            switch URL(fileURLWithPath: path).pathExtension.lowercased() {
            case "swift": .swift
            case "json": .json
            default: nil
            }
        }

        /// The layout file `path` read for a new room's viewport; an unreadable file or a layout error prints
        /// `FILE:line:column: message` and exits with code 2.
        static func readLayout(_ path: String, slot: LayoutSlot, with reader: any UserLayoutReader) throws -> RoomLayout
        {
            guard let data = FileManager.default.contents(atPath: path), let format = layoutFormat(of: path) else {
                FileHandle.standardError.write(Data("error: cannot read layout file '\(path)'\n".utf8))
                throw ExitCode(2)
            }
            let source = UserLayoutSource(format: format, text: String(decoding: data, as: UTF8.self))
            do {
                return try RoomLayout.read(source, slot: slot, viewport: ServerConfiguration.roomViewport, with: reader)
            } catch {
                FileHandle.standardError.write(Data("\(path):\(error)\n".utf8))
                throw ExitCode(2)
            }
        }

        /// `web/` next to the package this file was built from, else `web` in the working directory.
        static var defaultWebRoot: String {
            let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            let web = packageRoot.appendingPathComponent("web").path
            return FileManager.default.fileExists(atPath: web) ? web : "web"
        }

        static func describe(_ error: ServerError, _ configuration: ServerConfiguration) -> String {
            switch error {
            case .webRootMissing(let path):
                return "web folder \(path) does not exist (pass --web PATH)"
            case .cannotListen(let host, let port):
                return "cannot listen on \(host):\(port): \(ListenProbe.failure(host: host, port: port))"
            }
        }

        /// Whether `text` is usable as a token: 16 to 64 ASCII letters and digits (they go in URLs unescaped, and
        /// the server reads at most 64 characters of a `token` in a query or a `hello`).
        static func isToken(_ text: String) -> Bool {
            (16...64).contains(text.utf8.count)
                && text.unicodeScalars.allSatisfy {
                    ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                }
        }

        /// The control token in `path` (surrounding whitespace dropped); exits with code 2 if it is unusable.
        static func readToken(_ path: String) throws -> String {
            let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
            guard let token = text?.trimmingCharacters(in: .whitespacesAndNewlines), isToken(token) else {
                FileHandle.standardError.write(
                    Data("error: --token-file \(path) must hold 16 to 64 letters and digits\n".utf8))
                throw ExitCode(2)
            }
            return token
        }

        /// The lines `serve` prints at start (README.md's serve section): the folder, the URLs to open (driver URLs
        /// carry the token when one is needed, and so does the first URL on every interface), and the listening
        /// address.
        static func urlLines(host: String, port: Int, token: String?, webRoot: String, publicOrigins: [String] = [])
            -> [String]
        {
            let query = token.map { "?token=\($0)" } ?? ""
            // An IPv6 address goes in brackets in a URL (RFC 3986 §3.2.2).
            let host = host.contains(":") ? "[\(host)]" : host
            var lines = ["TransitionLab serving \(webRoot)"]
            if let origin = publicOrigins.first {
                for origin in publicOrigins { lines.append("  public: \(origin)/") }
                lines.append("  driver: \(origin)/\(query)")
            } else if host == "0.0.0.0" {
                // The person who started the server drives from the first URL it prints.
                lines.append("  local:  http://127.0.0.1:\(port)/\(query)")
                let addresses = NetworkInterfaces.lanIPv4Addresses()
                for address in addresses { lines.append("  LAN:    http://\(address):\(port)/") }
                lines.append("  driver: http://\(addresses.first ?? "127.0.0.1"):\(port)/\(query)")
            } else {
                lines.append("  open:   http://\(host):\(port)/")
                if token != nil { lines.append("  driver: http://\(host):\(port)/\(query)") }
            }
            lines.append("listening on http://\(host):\(port)/ (Ctrl-C to stop)")
            return lines
        }

        static func printURLs(host: String, port: Int, token: String?, webRoot: String, publicOrigins: [String]) {
            let lines = urlLines(host: host, port: port, token: token, webRoot: webRoot, publicOrigins: publicOrigins)
            FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        }

    }
}

extension Logger.Level: @retroactive ExpressibleByArgument {}
