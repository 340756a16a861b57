import CSQLite

/// One open SQLite database (`sqlite3_open_v2`), closed on deinit, and the few statement calls the lab store makes.
/// Errors carry SQLite's primary result code (https://sqlite.org/rescode.html) and its message.
final class SQLiteConnection {
    struct Failure: Error {
        /// The primary result code (`SQLITE_BUSY`, `SQLITE_FULL`, …).
        let code: Int32
        let message: String
    }

    /// A value bound to a `?` parameter.
    enum Value {
        case integer(Int64)
        case text(String)
        /// A text bound as a blob of its UTF-8 bytes.
        case blob(String)
    }

    private let handle: OpaquePointer

    /// Opens `filename` (a path, or a `file:` URI with `uri`); `create` makes a missing file.
    init(_ filename: String, create: Bool, readOnly: Bool = false, uri: Bool = false, busyTimeoutMs: Int32)
        throws(Failure)
    {
        var handle: OpaquePointer?
        var flags = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE
        if create && !readOnly { flags |= SQLITE_OPEN_CREATE }
        if uri { flags |= SQLITE_OPEN_URI }
        // One thread uses the connection: SQLite's own mutexes are not needed.
        flags |= SQLITE_OPEN_NOMUTEX
        let result = sqlite3_open_v2(filename, &handle, flags, nil)
        guard result == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(result))
            sqlite3_close_v2(handle)
            throw Failure(code: result & 0xff, message: message)
        }
        self.handle = handle
        sqlite3_extended_result_codes(handle, 0)
        sqlite3_busy_timeout(handle, busyTimeoutMs)
    }

    deinit { sqlite3_close_v2(handle) }

    /// Whether the database was opened read-only (SQLite falls back to it when the file cannot be written).
    var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    /// Runs `sql` (one or more statements without parameters or results).
    func execute(_ sql: String) throws(Failure) {
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw failure() }
    }

    /// Runs one statement with `values` bound in order, calling `row` for each result row.
    func query(_ sql: String, _ values: [Value] = [], row: (Row) throws(Failure) -> Void = { _ in }) throws(Failure) {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else { throw failure() }
        defer { sqlite3_finalize(statement) }
        for (index, value) in values.enumerated() {
            let position = Int32(index + 1)
            let result =
                switch value {
                case .integer(let number): sqlite3_bind_int64(statement, position, number)
                case .text(let text): sqlite3_bind_text(statement, position, text, -1, Self.transient)
                case .blob(var text):
                    text.withUTF8 {
                        sqlite3_bind_blob64(statement, position, $0.baseAddress, UInt64($0.count), Self.transient)
                    }
                }
            guard result == SQLITE_OK else { throw failure() }
        }
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW: try row(Row(statement: statement))
            case SQLITE_DONE: return
            default: throw failure()
            }
        }
    }

    /// Rows changed by the last statement.
    var changes: Int { Int(sqlite3_changes(handle)) }

    /// A result row's columns, by index.
    struct Row {
        let statement: OpaquePointer

        func integer(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }

        func text(_ column: Int32) -> String {
            guard let bytes = sqlite3_column_text(statement, column) else { return "" }
            let count = Int(sqlite3_column_bytes(statement, column))
            return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
        }

        /// A blob column as the text its bytes spell in UTF-8.
        func blobText(_ column: Int32) -> String {
            let count = Int(sqlite3_column_bytes(statement, column))
            guard let bytes = sqlite3_column_blob(statement, column) else { return "" }
            return String(decoding: UnsafeRawBufferPointer(start: bytes, count: count), as: UTF8.self)
        }
    }

    private func failure() -> Failure {
        Failure(code: sqlite3_errcode(handle) & 0xff, message: String(cString: sqlite3_errmsg(handle)))
    }

    /// `SQLITE_TRANSIENT`: SQLite copies a bound text before the call returns (a macro Swift cannot import).
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
