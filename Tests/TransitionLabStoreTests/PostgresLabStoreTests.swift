import Foundation
import Testing

@testable import TransitionLabStore

/// The PostgreSQL store against a real server of the test's own: a server that is down, restarted, read-only or
/// holding a lock is reported as such, and the store reconnects once the server is back.
@Suite struct PostgresLabStoreTests {
    @Test func aServerThatIsDownIsReportedUnreachable() throws {
        let store = PostgresLabStore(url: "postgres://lab@127.0.0.1:\(TemporaryPostgres.freePort())/postgres")
        let error = try #require(throws: LabStoreError.self) { try store.save("{}", created: 1) }
        #expect(error.kind == .unavailable)
        #expect(error.message.contains("cannot be reached"))
        #expect(error.message.contains("127.0.0.1"))
    }

    @Test func failuresOfARunningServer() throws {
        let server = try TemporaryPostgres()
        defer { server.stop() }
        let store = PostgresLabStore(url: server.url, statementTimeoutMs: 300)
        let id = try store.save("kept", created: 1)

        // Restarted: the kept connection is gone while the server is down, and made again once it is back.
        server.halt()
        #expect(throws: LabStoreError.self) { try store.load(id) }
        try server.start()
        #expect(try store.load(id) == "kept")

        // A lock held by another session: the save gives up after the lock timeout.
        let other = try PostgresConnection(server.url, settings: [])
        try other.query("BEGIN")
        try other.query("LOCK TABLE labs IN ACCESS EXCLUSIVE MODE")
        let locked = try #require(throws: LabStoreError.self) { try store.save("during", created: 2) }
        #expect(locked.kind == .locked)
        try other.query("ROLLBACK")
        #expect(try store.load(try store.save("after", created: 3)) == "after")

        // Read-only, as a standby or a database set so by its administrator.
        try other.query("ALTER DATABASE postgres SET default_transaction_read_only = on")
        let readOnly = PostgresLabStore(url: server.url)
        let refused = try #require(throws: LabStoreError.self) { try readOnly.save("new", created: 4) }
        #expect(refused.kind == .readOnly)
        #expect(try readOnly.load(id) == "kept")
        try other.query("ALTER DATABASE postgres RESET default_transaction_read_only")

        // A row too large for any lab is not read.
        let tampered = LabID.random()
        try other.query(
            "INSERT INTO labs VALUES ($1, 1, 0, decode(repeat('00', $2::int), 'hex'))",
            [.text(tampered.text), .text(String(LabStoreLimits.maxContentBytes + 1))])
        #expect(throws: LabStoreError.self) { try store.load(tampered) }
    }
}
