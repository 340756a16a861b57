import CSQLite
import Foundation
import Testing

@testable import TransitionLabStore

/// The SQLite store's file as an operator meets it: made on the first save, read as it is now, and every broken
/// state (full, read-only, locked, truncated, tampered) reported as a `LabStoreError` of its kind.
@Suite struct SQLiteLabStoreTests {
    @Test func theFileAndItsFolderAreMadeByTheFirstSave() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/data/transition-lab/labs.sqlite3"
        let store = SQLiteLabStore(path: path)
        #expect(try store.list().isEmpty)
        #expect(try store.load(LabID.random()) == nil)
        #expect(!FileManager.default.fileExists(atPath: path), "reading makes no file")
        let id = try store.save("{}", created: 1)
        #expect(try store.load(id) == "{}")
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.path + "/data/transition-lab")
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
        #expect(try Self.journalMode(path) == "wal")
    }

    @Test func aFullStoreRefusesTheSaveAndKeepsWhatItHolds() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = SQLiteLabStore(path: folder.path + "/labs.sqlite3", maxBytes: 64 << 10)
        var saved: [LabID: String] = [:]
        var failure: LabStoreError?
        for index in 0..<100 where failure == nil {
            let content = String(repeating: "\(index % 10)", count: 8_000)
            do {
                saved[try store.save(content, created: Int64(index))] = content
            } catch {
                failure = error
            }
        }
        let error = try #require(failure)
        #expect(error.kind == .full)
        #expect(error.message.contains("is full"))
        #expect(!saved.isEmpty)
        for (id, content) in saved { #expect(try store.load(id) == content) }
    }

    @Test func aLockedStoreIsReportedAfterTheBusyTimeout() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/labs.sqlite3"
        let store = SQLiteLabStore(path: path, busyTimeout: 0.2)
        let id = try store.save("before", created: 1)
        let other = try SQLiteConnection(path, create: false, busyTimeoutMs: 0)
        try other.execute("BEGIN IMMEDIATE;")
        let error = try #require(throws: LabStoreError.self) { try store.save("during", created: 2) }
        #expect(error.kind == .locked)
        #expect(try store.load(id) == "before", "a write lock does not stop readers (WAL)")
        try other.execute("COMMIT;")
        #expect(try store.load(try store.save("after", created: 3)) == "after")
    }

    @Test func aReadOnlyStoreRefusesSavesAndStillOpensLabs() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/labs.sqlite3"
        let store = SQLiteLabStore(path: path)
        let id = try store.save("kept", created: 1)
        try ReadOnly.make(folder.path)
        defer { ReadOnly.undo(folder.path) }
        let error = try #require(throws: LabStoreError.self) { try store.save("new", created: 2) }
        #expect(error.kind == .readOnly || error.kind == .unavailable)
        #expect(error.message.contains(path))
        #expect(try store.load(id) == "kept")
        #expect(try store.list().map(\.id) == [id])
    }

    @Test func aTruncatedFileIsReportedDamaged() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/labs.sqlite3"
        let store = SQLiteLabStore(path: path)
        var ids: [LabID] = []
        for index in 0..<50 { ids.append(try store.save(String(repeating: "\(index)", count: 4_000), created: 1)) }
        let size = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(truncate(path, off_t(size / 2)) == 0)
        var errors: [LabStoreError] = []
        for id in ids {
            do { _ = try store.load(id) } catch { errors.append(error) }
        }
        do { _ = try store.list() } catch { errors.append(error) }
        do { _ = try store.save("after", created: 2) } catch { errors.append(error) }
        #expect(!errors.isEmpty)
        #expect(errors.allSatisfy { $0.kind == .damaged }, "\(errors)")
        #expect(errors.allSatisfy { $0.message.contains("restore it from a backup") })
    }

    @Test func anOversizedRowIsNotRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/labs.sqlite3"
        let store = SQLiteLabStore(path: path)
        _ = try store.save("{}", created: 1)
        let id = LabID.random()
        let tamper = try SQLiteConnection(path, create: false, busyTimeoutMs: 1000)
        try tamper.query(
            "INSERT INTO labs (id, created, digest, content) VALUES (?, 1, 0, zeroblob(?))",
            [.text(id.text), .integer(Int64(LabStoreLimits.maxContentBytes + 1))])
        let error = try #require(throws: LabStoreError.self) { try store.load(id) }
        #expect(error.kind == .damaged)
    }

    private static func journalMode(_ path: String) throws -> String {
        let database = try SQLiteConnection(path, create: false, busyTimeoutMs: 1000)
        var mode = ""
        try database.query("PRAGMA journal_mode") { mode = $0.text(0) }
        return mode
    }
}

/// Makes a folder and its files read-only for this process: `chattr +i` as root (whom permissions do not stop),
/// else `chmod a-w`.
enum ReadOnly {
    static func make(_ folder: String) throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).map { "\(folder)/\($0)" }
        if geteuid() == 0 {
            try TemporaryPostgres.output("/usr/bin/chattr", ["+i"] + files + [folder])
        } else {
            for path in files + [folder] { chmod(path, 0o555) }
        }
    }

    static func undo(_ folder: String) {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder).map { "\(folder)/\($0)" }) ?? []
        if geteuid() == 0 {
            _ = try? TemporaryPostgres.output("/usr/bin/chattr", ["-i", folder] + files)
        } else {
            for path in [folder] + files { chmod(path, 0o755) }
        }
    }
}
