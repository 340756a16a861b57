#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `serve --store` and `labs --store` keep labs: a SQLite file, or a PostgreSQL database by URL. A value any
/// thread may hold; `makeStore()` opens nothing until the store's first operation.
public enum LabStoreLocation: Sendable, Hashable, CustomStringConvertible {
    case sqlite(path: String, maxBytes: Int?)
    case postgres(url: String)

    /// `postgres://…` or `postgresql://…` is a PostgreSQL URL; anything else is a SQLite file's path.
    public init(_ argument: String, maxBytes: Int? = nil) {
        let lowered = argument.lowercased()
        if lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://") {
            self = .postgres(url: argument)
        } else {
            self = .sqlite(path: argument, maxBytes: maxBytes)
        }
    }

    /// The default: `labs.sqlite3` in the user's data folder (`$XDG_DATA_HOME/transition-lab`, else
    /// `~/.local/share/transition-lab`, per the XDG Base Directory Specification), made on the first save.
    public static func defaultLocation(environment: [String: String], maxBytes: Int? = nil) -> LabStoreLocation {
        .sqlite(path: defaultPath(environment: environment), maxBytes: maxBytes)
    }

    static func defaultPath(environment: [String: String]) -> String {
        let data: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            data = xdg
        } else {
            data = (environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp") + "/.local/share"
        }
        return data + "/transition-lab/labs.sqlite3"
    }

    public func makeStore() -> any LabStore {
        switch self {
        case .sqlite(let path, let maxBytes): SQLiteLabStore(path: path, maxBytes: maxBytes)
        case .postgres(let url): PostgresLabStore(url: url)
        }
    }

    public var description: String { makeStore().description }
}
