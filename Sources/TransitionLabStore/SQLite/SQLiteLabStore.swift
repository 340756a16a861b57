import CSQLite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Labs in one SQLite file, the embedded default store. The file (and its folder) is created by the first save; a
/// missing file reads as an empty store. Each operation opens the file, runs in one transaction and closes it, so
/// several processes can share the file, and a file an operator replaced (a restored backup), made read-only or
/// moved is seen as it is now. The database is in write-ahead-log mode with `synchronous=FULL`
/// (https://sqlite.org/wal.html): a saved lab is on disk when `save` returns, and a crash mid-write rolls back only
/// the unfinished transaction.
public final class SQLiteLabStore: LabStore {
    public let path: String
    /// Largest size the database file may reach, in bytes (`PRAGMA max_page_count`); nil: as large as the disk.
    public let maxBytes: Int?
    /// How long an operation waits for another process's write lock before it reports the store locked.
    public let busyTimeout: Double

    public init(path: String, maxBytes: Int? = nil, busyTimeout: Double = 2) {
        self.path = path
        self.maxBytes = maxBytes
        self.busyTimeout = busyTimeout
    }

    public var description: String { "SQLite at \(path)" }

    public func save(_ content: String, created: Int64) throws(LabStoreError) -> LabID {
        try LabStoreLimits.check(content)
        return try write { database throws(SQLiteConnection.Failure) in
            let digest = ContentDigest.of(content)
            var existing: LabID?
            try database.query(
                "SELECT id FROM labs WHERE digest = ? AND content = ?", [.integer(digest), .blob(content)]
            ) { row in existing = try? LabID(parsing: row.text(0)) }
            if let existing { return existing }
            let id = LabID.random()
            try database.query(
                "INSERT INTO labs (id, created, digest, content) VALUES (?, ?, ?, ?)",
                [.text(id.text), .integer(created), .integer(digest), .blob(content)])
            return id
        }
    }

    public func load(_ id: LabID) throws(LabStoreError) -> String? {
        try read { database throws(LabStoreError) in
            var found: (bytes: Int64, content: String?)?
            do throws(SQLiteConnection.Failure) {
                // `length` of a blob column is read from the record header, without reading the blob.
                try database.query(
                    "SELECT length(content), CASE WHEN length(content) <= ? THEN content END FROM labs WHERE id = ?",
                    [.integer(Int64(LabStoreLimits.maxContentBytes)), .text(id.text)]
                ) { row in
                    found = (row.integer(0), row.integer(0) <= LabStoreLimits.maxContentBytes ? row.blobText(1) : nil)
                }
            } catch {
                throw storeError(error)
            }
            guard let found else { return nil }
            guard let content = found.content else {
                throw LabStoreError(
                    .damaged,
                    "lab \(id) in the lab store (\(description)) is \(found.bytes) bytes, more than a lab can be "
                        + "(\(LabStoreLimits.maxContentBytes)): it was not read")
            }
            return content
        } ?? nil
    }

    public func list() throws(LabStoreError) -> [LabSummary] {
        try read { database throws(LabStoreError) in
            var labs: [LabSummary] = []
            do throws(SQLiteConnection.Failure) {
                try database.query("SELECT id, created, length(content) FROM labs ORDER BY created, id") { row in
                    guard let id = try? LabID(parsing: row.text(0)) else { return }
                    labs.append(LabSummary(id: id, created: row.integer(1), bytes: Int(row.integer(2))))
                }
            } catch {
                throw storeError(error)
            }
            return labs
        } ?? []
    }

    public func delete(_ id: LabID) throws(LabStoreError) -> Bool {
        guard exists else { return false }
        return try write { database throws(SQLiteConnection.Failure) in
            try database.query("DELETE FROM labs WHERE id = ?", [.text(id.text)])
            return database.changes > 0
        }
    }

    public func prune(createdBefore cutoff: Int64) throws(LabStoreError) -> Int {
        guard exists else { return 0 }
        return try write { database throws(SQLiteConnection.Failure) in
            try database.query("DELETE FROM labs WHERE created < ?", [.integer(cutoff)])
            return database.changes
        }
    }

    // MARK: - Opening

    private static let schema = """
        CREATE TABLE IF NOT EXISTS labs (
            id TEXT PRIMARY KEY NOT NULL,
            created INTEGER NOT NULL,
            digest INTEGER NOT NULL,
            content BLOB NOT NULL
        );
        CREATE INDEX IF NOT EXISTS labs_digest ON labs (digest);
        CREATE INDEX IF NOT EXISTS labs_created ON labs (created);
        """

    private var exists: Bool { access(path, F_OK) == 0 }

    private var busyTimeoutMs: Int32 { Int32(max(0, min(busyTimeout, 60)) * 1000) }

    /// Runs `body` in an immediate (write) transaction on the file, created with its folder if missing; rolls back
    /// if `body` throws.
    private func write<T>(_ body: (SQLiteConnection) throws(SQLiteConnection.Failure) -> T) throws(LabStoreError) -> T {
        try makeFolder()
        do throws(SQLiteConnection.Failure) {
            let database = try SQLiteConnection(path, create: true, busyTimeoutMs: busyTimeoutMs)
            guard !database.isReadOnly else {
                throw SQLiteConnection.Failure(code: SQLITE_READONLY, message: "the file cannot be written")
            }
            try database.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;")
            if let maxBytes {
                var pageSize: Int64 = 4096
                try database.query("PRAGMA page_size") { pageSize = max(512, $0.integer(0)) }
                try database.execute("PRAGMA max_page_count = \(max(1, Int64(maxBytes) / pageSize));")
            }
            try database.execute("BEGIN IMMEDIATE;")
            do throws(SQLiteConnection.Failure) {
                try database.execute(Self.schema)
                let result = try body(database)
                try database.execute("COMMIT;")
                return result
            } catch {
                try? database.execute("ROLLBACK;")
                throw error
            }
        } catch {
            throw storeError(error)
        }
    }

    /// Runs `body` on the file read as it is now; nil when there is no file or it holds no labs yet. A file that
    /// cannot be opened for writing (a read-only folder, where SQLite cannot make the write-ahead log's index) is
    /// read as immutable (https://sqlite.org/uri.html#uriimmutable).
    private func read<T>(_ body: (SQLiteConnection) throws(LabStoreError) -> T) throws(LabStoreError) -> T? {
        guard exists else { return nil }
        let database: SQLiteConnection
        do throws(SQLiteConnection.Failure) {
            database = try opened()
            var tables = 0
            try database.query("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'labs'") {
                tables = Int($0.integer(0))
            }
            guard tables == 1 else { return nil }
        } catch {
            throw storeError(error)
        }
        return try body(database)
    }

    private func opened() throws(SQLiteConnection.Failure) -> SQLiteConnection {
        do throws(SQLiteConnection.Failure) {
            let database = try SQLiteConnection(path, create: false, busyTimeoutMs: busyTimeoutMs)
            try database.query("SELECT count(*) FROM sqlite_master")
            return database
        } catch let failure where [SQLITE_CANTOPEN, SQLITE_READONLY, SQLITE_PERM].contains(failure.code) {
            return try SQLiteConnection(
                "file:\(Self.uriPath(path))?immutable=1", create: false, readOnly: true, uri: true,
                busyTimeoutMs: busyTimeoutMs)
        }
    }

    /// `path` as the path of a `file:` URI: `%`, `?` and `#` escaped (https://sqlite.org/uri.html).
    private static func uriPath(_ path: String) -> String {
        var escaped = ""
        for character in path {
            switch character {
            case "%": escaped += "%25"
            case "?": escaped += "%3f"
            case "#": escaped += "%23"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// Creates the file's folder and its missing parents (mode 0700: labs are the team's work).
    private func makeFolder() throws(LabStoreError) {
        var folder = ""
        for component in path.split(separator: "/", omittingEmptySubsequences: false).dropLast() {
            folder += (folder.isEmpty && component.isEmpty ? "" : "/") + component
            guard !folder.isEmpty, access(folder, F_OK) != 0 else { continue }
            guard mkdir(folder, 0o700) == 0 || errno == EEXIST else {
                throw LabStoreError(
                    .unavailable,
                    "the lab store (\(description)) cannot be created: folder \(folder): "
                        + String(cString: strerror(errno)))
            }
        }
    }

    /// The store error for SQLite's `failure` (https://sqlite.org/rescode.html).
    private func storeError(_ failure: SQLiteConnection.Failure) -> LabStoreError {
        let store = "the lab store (\(description))"
        switch failure.code {
        case SQLITE_FULL:
            return LabStoreError(.full, "\(store) is full (\(failure.message))")
        case SQLITE_READONLY:
            return LabStoreError(.readOnly, "\(store) is read-only (\(failure.message))")
        case SQLITE_BUSY, SQLITE_LOCKED:
            return LabStoreError(
                .locked, "\(store) is locked by another process (\(failure.message) after \(busyTimeout) s)")
        case SQLITE_CORRUPT, SQLITE_NOTADB:
            return LabStoreError(
                .damaged, "\(store) is damaged (\(failure.message)): restore it from a backup (docs/deploy.md)")
        case SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_IOERR, SQLITE_AUTH:
            return LabStoreError(.unavailable, "\(store) cannot be opened (\(failure.message))")
        default:
            return LabStoreError(.failed, "\(store) failed (\(failure.message))")
        }
    }
}
