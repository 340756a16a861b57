/// Labs in a PostgreSQL database, for lab processes on several machines (docs/deploy.md). The table `labs` is made
/// on first connection if missing (under an advisory lock, so processes starting together do not race); each save is one
/// transaction. The connection is kept and made again when the server dropped it: an operation that finds its
/// connection gone is tried once more on a new one (a save that did commit is then found by its content). A server
/// that does not answer within `connectTimeout`, or a statement that waits longer than `statementTimeout`, is
/// reported instead of waited for.
public final class PostgresLabStore: LabStore {
    public let url: String
    /// Seconds to wait for a connection.
    public let connectTimeout: Int
    /// Milliseconds a statement may run, and wait for a lock, before the server cancels it.
    public let statementTimeoutMs: Int
    public let description: String
    private var connection: PostgresConnection?

    public init(url: String, connectTimeout: Int = 5, statementTimeoutMs: Int = 5000) {
        self.url = url
        self.connectTimeout = connectTimeout
        self.statementTimeoutMs = statementTimeoutMs
        description = Self.describe(url)
    }

    /// "PostgreSQL at HOST:PORT/DB", from the URL's settings (its password left out).
    private static func describe(_ url: String) -> String {
        guard case .success(let settings) = PostgresConnection.settings(of: url) else { return "PostgreSQL" }
        let host = settings["host"] ?? settings["hostaddr"] ?? "localhost"
        let port = settings["port"].map { ":\($0)" } ?? ""
        let database = settings["dbname"].map { "/\($0)" } ?? ""
        return "PostgreSQL at \(host)\(port)\(database)"
    }

    public func save(_ content: String, created: Int64) throws(LabStoreError) -> LabID {
        try LabStoreLimits.check(content)
        let digest = String(ContentDigest.of(content))
        return try transaction { database throws(PostgresConnection.Failure) in
            let existing = try database.query(
                "SELECT id FROM labs WHERE digest = $1 AND content = $2", [.text(digest), .bytes(content)])
            if let text = existing.first?[0], let id = try? LabID(parsing: text) { return id }
            let id = LabID.random()
            try database.query(
                "INSERT INTO labs (id, created, digest, content) VALUES ($1, $2, $3, $4)",
                [.text(id.text), .text(String(created)), .text(digest), .bytes(content)])
            return id
        }
    }

    public func load(_ id: LabID) throws(LabStoreError) -> String? {
        let sizes = try run { database throws(PostgresConnection.Failure) in
            try database.query("SELECT octet_length(content) FROM labs WHERE id = $1", [.text(id.text)])
        }
        guard let size = sizes.first?[0].flatMap({ Int($0) }) else { return nil }
        guard size <= LabStoreLimits.maxContentBytes else {
            throw LabStoreError(
                .damaged,
                "lab \(id) in the lab store (\(description)) is \(size) bytes, more than a lab can be "
                    + "(\(LabStoreLimits.maxContentBytes)): it was not read")
        }
        let rows = try run { database throws(PostgresConnection.Failure) in
            try database.query("SELECT content FROM labs WHERE id = $1", [.text(id.text)], binary: true)
        }
        return rows.first?[0]
    }

    public func list() throws(LabStoreError) -> [LabSummary] {
        let rows = try run { database throws(PostgresConnection.Failure) in
            try database.query("SELECT id, created, octet_length(content) FROM labs ORDER BY created, id")
        }
        return rows.compactMap { row in
            guard let id = row[0].flatMap({ try? LabID(parsing: $0) }), let created = row[1].flatMap({ Int64($0) })
            else { return nil }
            return LabSummary(id: id, created: created, bytes: row[2].flatMap { Int($0) } ?? 0)
        }
    }

    public func delete(_ id: LabID) throws(LabStoreError) -> Bool {
        try run { database throws(PostgresConnection.Failure) in
            !(try database.query("DELETE FROM labs WHERE id = $1 RETURNING id", [.text(id.text)])).isEmpty
        }
    }

    public func prune(createdBefore cutoff: Int64) throws(LabStoreError) -> Int {
        try run { database throws(PostgresConnection.Failure) in
            try database.query("DELETE FROM labs WHERE created < $1 RETURNING id", [.text(String(cutoff))]).count
        }
    }

    // MARK: - Connecting

    /// Any 64-bit number unlikely to be another application's: the key of the advisory lock around the schema.
    private static let schemaLock = "7370215634001"

    private static let schema = [
        """
        CREATE TABLE IF NOT EXISTS labs (
            id text PRIMARY KEY,
            created bigint NOT NULL,
            digest bigint NOT NULL,
            content bytea NOT NULL
        )
        """,
        "CREATE INDEX IF NOT EXISTS labs_digest ON labs (digest)",
        "CREATE INDEX IF NOT EXISTS labs_created ON labs (created)",
    ]

    /// The kept connection, or a new one with the table made.
    private func connected() throws(PostgresConnection.Failure) -> PostgresConnection {
        if let connection, connection.isOpen { return connection }
        connection = nil
        let options = "-c statement_timeout=\(statementTimeoutMs) -c lock_timeout=\(statementTimeoutMs)"
        let made = try PostgresConnection(
            url,
            settings: [
                ("connect_timeout", String(connectTimeout)), ("application_name", "transition-lab"),
                ("options", options),
            ])
        // A database that has the table needs no privilege to make it, and may be read-only.
        if try made.query("SELECT to_regclass('labs')").first?[0] == nil {
            try made.query("BEGIN")
            do throws(PostgresConnection.Failure) {
                try made.query("SELECT pg_advisory_xact_lock(\(Self.schemaLock))")
                for statement in Self.schema { try made.query(statement) }
                try made.query("COMMIT")
            } catch {
                _ = try? made.query("ROLLBACK")
                throw error
            }
        }
        connection = made
        return made
    }

    /// Runs `body` on a connection; once more on a new connection if the kept one turned out to be gone.
    private func run<T>(
        _ body: (PostgresConnection) throws(PostgresConnection.Failure) -> T
    ) throws(LabStoreError) -> T {
        let reused = connection?.isOpen == true
        do throws(PostgresConnection.Failure) {
            return try body(try connected())
        } catch let failure where failure.connectionLost && reused {
            connection = nil
            do throws(PostgresConnection.Failure) {
                return try body(try connected())
            } catch {
                throw storeError(error)
            }
        } catch {
            throw storeError(error)
        }
    }

    /// `body` in a transaction, committed when it returns and rolled back when it throws.
    private func transaction<T>(
        _ body: (PostgresConnection) throws(PostgresConnection.Failure) -> T
    ) throws(LabStoreError) -> T {
        try run { database throws(PostgresConnection.Failure) in
            try database.query("BEGIN")
            do throws(PostgresConnection.Failure) {
                let result = try body(database)
                try database.query("COMMIT")
                return result
            } catch {
                if database.isOpen { _ = try? database.query("ROLLBACK") }
                throw error
            }
        }
    }

    /// The store error for `failure`, by its SQLSTATE class
    /// (https://www.postgresql.org/docs/current/errcodes-appendix.html).
    private func storeError(_ failure: PostgresConnection.Failure) -> LabStoreError {
        let store = "the lab store (\(description))"
        if failure.connectionLost {
            connection = nil
            return LabStoreError(.unavailable, "\(store) cannot be reached (\(failure.message))")
        }
        let state = failure.state ?? ""
        switch state {
        case _ where state.hasPrefix("53"):
            return LabStoreError(.full, "\(store) is full (\(failure.message))")
        case "25006", "42501":
            return LabStoreError(.readOnly, "\(store) is read-only (\(failure.message))")
        case "55P03", "57014", "40P01":
            return LabStoreError(.locked, "\(store) is locked by another session (\(failure.message))")
        case _ where state.hasPrefix("08") || state.hasPrefix("57P"):
            connection = nil
            return LabStoreError(.unavailable, "\(store) cannot be reached (\(failure.message))")
        case _ where state.hasPrefix("XX"):
            return LabStoreError(.damaged, "\(store) is damaged (\(failure.message))")
        default:
            return LabStoreError(.failed, "\(store) failed (\(failure.message))")
        }
    }
}
