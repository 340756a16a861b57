import Dispatch
import Foundation
import Testing

@testable import TransitionLabStore

/// What every store does, checked on a real SQLite file and a real PostgreSQL server: saving, finding the same
/// content under the same ID, loading, listing, deleting, pruning, refusing oversized content, and two connections
/// saving at once.
@Suite struct LabStoreContractTests {
    @Test func sqliteKeepsTheContract() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/labs.sqlite3"
        try Self.checkContract { SQLiteLabStore(path: path) }
    }

    @Test func postgresKeepsTheContract() throws {
        let server = try TemporaryPostgres()
        defer { server.stop() }
        try Self.checkContract { PostgresLabStore(url: server.url) }
    }

    /// The contract, on stores made by `make` (each one its own connection to the same database).
    static func checkContract(_ make: () -> any LabStore) throws {
        let store = make()
        #expect(try store.list().isEmpty)
        #expect(try store.load(LabID.random()) == nil)
        #expect(try store.delete(LabID.random()) == false)
        #expect(try store.prune(createdBefore: .max) == 0)

        let first = #"{"scene":"spring-lab","params":{"spring-lab":{"response":0.45}}}"#
        let second = #"{"scene":"photo-grid","note":"é ✓ 🐈"}"#
        let firstID = try store.save(first, created: 1_000)
        #expect(try store.load(firstID) == first)
        #expect(try store.save(first, created: 2_000) == firstID, "the same content keeps its ID")
        let secondID = try store.save(second, created: 3_000)
        #expect(secondID != firstID)
        #expect(try make().load(secondID) == second, "another connection reads what was committed")
        #expect(
            try store.list()
                == [
                    LabSummary(id: firstID, created: 1_000, bytes: first.utf8.count),
                    LabSummary(id: secondID, created: 3_000, bytes: second.utf8.count),
                ])

        #expect(try store.delete(firstID))
        #expect(try store.load(firstID) == nil)
        #expect(try store.delete(firstID) == false)

        let old = try store.save("old", created: 100)
        let new = try store.save("new", created: 200)
        #expect(try store.prune(createdBefore: 150) == 1)
        #expect(try store.load(old) == nil)
        #expect(try store.load(new) == "new")

        // A recording's worth of content, byte for byte.
        let large = Self.largeContent()
        let largeID = try store.save(large, created: 4_000)
        #expect(try store.load(largeID) == large)

        let oversized = String(repeating: "x", count: LabStoreLimits.maxContentBytes + 1)
        let count = try store.list().count
        #expect(throws: LabStoreError.self) { try store.save(oversized, created: 5_000) }
        #expect(try store.list().count == count)

        // Two connections saving at once: every save lands, each under its own ID.
        // Each store is used by one thread only.
        nonisolated(unsafe) let stores = [make(), make()]
        let ids = LockedIDs()
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            for index in 0..<20 {
                let content = #"{"writer":\#(writer),"index":\#(index)}"#
                if let id = try? stores[writer].save(content, created: 6_000) { ids.append(id, content) }
            }
        }
        #expect(ids.count == 40)
        #expect(Set(ids.all.map(\.0)).count == 40)
        for (id, content) in ids.all { #expect(try store.load(id) == content) }
        #expect(try store.list().count == count + 40)
    }

    /// 1.3 MB of text: 262,144 pieces of one to four characters, each character one to four bytes in UTF-8.
    private static func largeContent() -> String {
        var text = ""
        for index in 0..<((2 << 20) / 8) {
            let piece: String = "\(index % 10)é→🐈"
            text += piece.prefix(1 + index % 4)
        }
        return text
    }

    @Test func idsAreRandomAndParse() throws {
        let ids = (0..<1000).map { _ in LabID.random() }
        #expect(Set(ids).count == 1000)
        for id in ids {
            #expect(id.text.utf8.count == 26)
            #expect(try LabID(parsing: id.text) == id)
        }
        for bad in [
            "", "abc", String(repeating: "a", count: 27), "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxy1",
        ] {
            #expect(throws: LabIDError.self) { try LabID(parsing: bad) }
        }
        let long = String(repeating: "z", count: 10_240)
        let error = try #require(throws: LabIDError.self) { try LabID(parsing: long) }
        #expect(error.description.contains("10240 bytes"))
        #expect(error.description.utf8.count < 200, "a 10 KB ID is named by an excerpt")
    }

    @Test func locationsAreReadFromTheArgument() {
        #expect(LabStoreLocation("postgres://u@h/db") == .postgres(url: "postgres://u@h/db"))
        #expect(LabStoreLocation("postgresql://h") == .postgres(url: "postgresql://h"))
        #expect(LabStoreLocation("/var/lib/labs.db") == .sqlite(path: "/var/lib/labs.db", maxBytes: nil))
        #expect(
            LabStoreLocation.defaultPath(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/a"])
                == "/data/transition-lab/labs.sqlite3")
        #expect(
            LabStoreLocation.defaultPath(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/a"])
                == "/home/a/.local/share/transition-lab/labs.sqlite3", "a relative XDG_DATA_HOME is ignored")
        #expect(
            LabStoreLocation.defaultPath(environment: ["HOME": "/home/a"])
                == "/home/a/.local/share/transition-lab/labs.sqlite3")
        #expect(
            PostgresLabStore(url: "postgres://lab:secret@db.example:6543/labs").description
                == "PostgreSQL at db.example:6543/labs", "the password is never shown")
    }
}

/// IDs saved from several threads.
final class LockedIDs: @unchecked Sendable {  // Every access holds `lock`.
    private let lock = NSLock()
    private var saved: [(LabID, String)] = []

    func append(_ id: LabID, _ content: String) { lock.withLock { saved.append((id, content)) } }
    var all: [(LabID, String)] { lock.withLock { saved } }
    var count: Int { all.count }
}

/// A temporary folder, removed by `remove()`.
struct TemporaryFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("transition-lab-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
