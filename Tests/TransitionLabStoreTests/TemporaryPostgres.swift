import Foundation
import TransitionLabStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A PostgreSQL server of the tests' own: `initdb` on a temporary folder and `postgres` as a child process on a free
/// loopback port, never the system service; stopped (SIGINT, PostgreSQL's fast shutdown) and removed by `stop()`.
/// As root, both run as the `postgres` user (initdb refuses root) through `setpriv`. A missing PostgreSQL fails the
/// test that needs it: `scripts/setup.sh` installs Debian's `postgresql`.
final class TemporaryPostgres {
    struct Missing: Error, CustomStringConvertible {
        let description: String
    }

    let folder: URL
    let port: Int
    private(set) var process: Process?

    var url: String { "postgres://lab@127.0.0.1:\(port)/postgres" }

    init() throws {
        let bin = try Self.binaries()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("transition-lab-pg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        chmod(folder.path, 0o755)
        let data = folder.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: false)
        if geteuid() == 0 { try Self.run("/bin/chown", ["postgres:postgres", data.path]) }
        try Self.run(
            Self.asPostgresUser(bin + "/initdb"),
            Self.asPostgresArguments(bin + "/initdb")
                + ["-D", data.path, "-A", "trust", "-U", "lab", "-E", "UTF8", "--no-sync"])
        port = Self.freePort()
        try start()
    }

    /// Starts (or restarts) the server on `port` and waits until it answers.
    func start() throws {
        let bin = try Self.binaries()
        let data = folder.appendingPathComponent("data").path
        let server = Process()
        server.executableURL = URL(fileURLWithPath: Self.asPostgresUser(bin + "/postgres"))
        server.arguments =
            Self.asPostgresArguments(bin + "/postgres")
            + ["-D", data, "-h", "127.0.0.1", "-p", "\(port)", "-k", "", "-c", "fsync=off"]
        let logPath = folder.appendingPathComponent("log").path
        if !FileManager.default.fileExists(atPath: logPath) {
            _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        }
        let logFile = FileHandle(forWritingAtPath: logPath)
        logFile?.seekToEndOfFile()
        server.standardOutput = logFile
        server.standardError = server.standardOutput
        try server.run()
        process = server
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            if (try? PostgresLabStore(url: url, connectTimeout: 2).list()) != nil { return }
            guard server.isRunning else { break }
            usleep(50_000)
        }
        throw Missing(description: "PostgreSQL did not start on port \(port): \(self.log)")
    }

    /// Stops the server (fast shutdown) and waits for it.
    func halt() {
        guard let process, process.isRunning else { return }
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        self.process = nil
    }

    /// Stops the server and removes its folder.
    func stop() {
        halt()
        try? FileManager.default.removeItem(at: folder)
    }

    var log: String {
        (try? String(contentsOf: folder.appendingPathComponent("log"), encoding: .utf8)) ?? ""
    }

    /// PostgreSQL's server programs: `pg_config --bindir`, else Debian's /usr/lib/postgresql/N/bin.
    static func binaries() throws -> String {
        var candidates: [String] = []
        if let bindir = try? output("/usr/bin/env", ["pg_config", "--bindir"]) { candidates.append(bindir) }
        let debian = "/usr/lib/postgresql"
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: debian)) ?? []
        candidates += versions.sorted { (Int($0) ?? 0) > (Int($1) ?? 0) }.map { "\(debian)/\($0)/bin" }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0 + "/initdb") })
        else {
            throw Missing(
                description: "PostgreSQL's initdb and postgres are not installed: run scripts/setup.sh "
                    + "(Debian's postgresql)")
        }
        return found
    }

    private static func asPostgresUser(_ program: String) -> String {
        geteuid() == 0 ? "/usr/bin/setpriv" : program
    }

    private static func asPostgresArguments(_ program: String) -> [String] {
        geteuid() == 0 ? ["--reuid=postgres", "--regid=postgres", "--init-groups", program] : []
    }

    private static func run(_ executable: String, _ arguments: [String]) throws {
        _ = try output(executable, arguments)
    }

    @discardableResult
    static func output(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0 else {
            throw Missing(description: "\(executable) \(arguments.joined(separator: " ")) failed: \(text)")
        }
        return text
    }

    /// A TCP port nothing listens on now (bound and released).
    static func freePort() -> Int {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
