import CLibPQ
import Foundation

/// One libpq connection (https://www.postgresql.org/docs/current/libpq.html), closed on deinit, and the statement
/// calls the lab store makes. Errors carry the server's SQLSTATE (nil when the connection itself failed).
final class PostgresConnection {
    struct Failure: Error {
        /// The SQLSTATE code (https://www.postgresql.org/docs/current/errcodes-appendix.html), or nil.
        let state: String?
        let message: String
        /// Whether the connection is gone (the server closed it, or it never opened).
        let connectionLost: Bool
    }

    /// A parameter: text, or bytes sent in binary format (for a `bytea` column).
    enum Value {
        case text(String)
        case bytes(String)
    }

    private let handle: OpaquePointer

    /// Connects with `url` (a `postgres://` URI or a `key=value` string) and the settings in `settings`, which
    /// override the URL's.
    init(_ url: String, settings: [(String, String)]) throws(Failure) {
        let keywords = ["dbname"] + settings.map(\.0)
        let values = [url] + settings.map(\.1)
        let connection = Self.withCStrings(keywords) { keywords in
            Self.withCStrings(values) { values in PQconnectdbParams(keywords, values, 1) }
        }
        guard let connection, PQstatus(connection) == CONNECTION_OK else {
            let message = connection.map { Self.oneLine(PQerrorMessage($0)) } ?? "out of memory"
            PQfinish(connection)
            throw Failure(state: nil, message: message, connectionLost: true)
        }
        handle = connection
    }

    deinit { PQfinish(handle) }

    var isOpen: Bool { PQstatus(handle) == CONNECTION_OK }

    /// Runs `sql` with `values` as `$1`, `$2`, … and returns its rows, each column as text, or as the raw bytes
    /// spelled as UTF-8 text when `binary` (every column then comes in binary format).
    @discardableResult
    func query(_ sql: String, _ values: [Value] = [], binary: Bool = false) throws(Failure) -> [[String?]] {
        var lengths: [Int32] = []
        var formats: [Int32] = []
        var buffers: [[CChar]] = []
        for value in values {
            switch value {
            case .text(let text):
                buffers.append(Array(text.utf8CString))
                lengths.append(0)
                formats.append(0)
            case .bytes(let text):
                buffers.append(text.utf8.map { CChar(bitPattern: $0) })
                lengths.append(Int32(text.utf8.count))
                formats.append(1)
            }
        }
        let result = Self.withPointers(buffers) { pointers in
            PQexecParams(handle, sql, Int32(values.count), nil, pointers, lengths, formats, binary ? 1 : 0)
        }
        defer { PQclear(result) }
        let status = PQresultStatus(result)
        guard status == PGRES_TUPLES_OK || status == PGRES_COMMAND_OK else {
            let state = result.flatMap { PQresultErrorField($0, Self.sqlState) }.map { String(cString: $0) }
            let message = result.map { Self.oneLine(PQresultErrorMessage($0)) } ?? Self.oneLine(PQerrorMessage(handle))
            throw Failure(state: state, message: message, connectionLost: !isOpen)
        }
        return (0..<PQntuples(result)).map { row in
            (0..<PQnfields(result)).map { column in
                guard PQgetisnull(result, row, column) == 0, let value = PQgetvalue(result, row, column) else {
                    return nil
                }
                let count = Int(PQgetlength(result, row, column))
                return value.withMemoryRebound(to: UInt8.self, capacity: count) {
                    String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
                }
            }
        }
    }

    /// The `key=value` settings of a connection string or URI (`PQconninfoParse`), or the reason it is not one.
    static func settings(of url: String) -> Result<[String: String], Failure> {
        var error: UnsafeMutablePointer<CChar>?
        guard let options = PQconninfoParse(url, &error) else {
            let message = error.map { oneLine($0) } ?? "not a connection string"
            PQfreemem(error)
            return .failure(Failure(state: nil, message: message, connectionLost: true))
        }
        defer { PQconninfoFree(options) }
        var settings: [String: String] = [:]
        var option = options
        while let keyword = option.pointee.keyword {
            if let value = option.pointee.val { settings[String(cString: keyword)] = String(cString: value) }
            option += 1
        }
        return .success(settings)
    }

    /// `PG_DIAG_SQLSTATE`, a character-literal macro: the field code `'C'`.
    private static let sqlState = Int32(UInt8(ascii: "C"))

    private static func oneLine(_ text: UnsafePointer<CChar>?) -> String {
        guard let text else { return "" }
        return String(cString: text).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    private static func withCStrings<T>(_ strings: [String], _ body: ([UnsafePointer<CChar>?]) -> T) -> T {
        withPointers(strings.map { Array($0.utf8CString) }, body)
    }

    private static func withPointers<T>(_ buffers: [[CChar]], _ body: ([UnsafePointer<CChar>?]) -> T) -> T {
        var pointers: [UnsafePointer<CChar>?] = []
        func next(_ index: Int) -> T {
            guard index < buffers.count else { return body(pointers + [nil]) }
            return buffers[index].withUnsafeBufferPointer { buffer in
                pointers.append(buffer.baseAddress)
                return next(index + 1)
            }
        }
        return next(0)
    }
}
