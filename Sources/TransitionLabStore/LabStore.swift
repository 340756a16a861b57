/// Where saved labs live: each lab is one immutable row of JSON text under a random `LabID`. Implemented on SQLite
/// (`SQLiteLabStore`, the embedded default) and PostgreSQL (`PostgresLabStore`, for processes on several machines).
/// A store is used from one thread at a time (the server's store thread, or the `labs` command); it holds no lab in
/// memory. Every failure is a `LabStoreError` that says what happened to the store and what to do.
public protocol LabStore: AnyObject, CustomStringConvertible {
    /// The store as an operator names it: "SQLite at PATH", "PostgreSQL at HOST:PORT/DB" (never a password).
    var description: String { get }

    /// Saves `content` (at most `LabStoreLimits.maxContentBytes` bytes of UTF-8), created at `created` (seconds
    /// since 1970), in one transaction: once this returns, the lab survives a crash. A lab holding the same content
    /// already keeps its ID, which is returned; otherwise a new random one is.
    func save(_ content: String, created: Int64) throws(LabStoreError) -> LabID

    /// The content saved under `id`, or nil when no lab has that ID.
    func load(_ id: LabID) throws(LabStoreError) -> String?

    /// Every lab, oldest first, without its content.
    func list() throws(LabStoreError) -> [LabSummary]

    /// Deletes the lab `id`; returns whether there was one.
    func delete(_ id: LabID) throws(LabStoreError) -> Bool

    /// Deletes every lab created before `cutoff` (seconds since 1970); returns how many.
    func prune(createdBefore cutoff: Int64) throws(LabStoreError) -> Int
}

/// One saved lab as `list` shows it.
public struct LabSummary: Sendable, Hashable {
    public var id: LabID
    /// Seconds since 1970.
    public var created: Int64
    /// Bytes of its content.
    public var bytes: Int

    public init(id: LabID, created: Int64, bytes: Int) {
        self.id = id
        self.created = created
        self.bytes = bytes
    }
}

public enum LabStoreLimits {
    /// Largest content a store saves or loads: a lab holds at most a recording (2 MiB of JSON lines) and two
    /// layouts (64 KiB of source and 4 KiB of values each, JSON-escaped at most six bytes a byte), so 4 MiB is
    /// never reached by a lab the server made. A row over it (a tampered store) is refused unread.
    public static let maxContentBytes = 4 << 20

    /// Refuses a content too large for any lab before a store is touched.
    static func check(_ content: String) throws(LabStoreError) {
        guard content.utf8.count <= maxContentBytes else {
            throw LabStoreError(.failed, "a lab is at most \(maxContentBytes) bytes; this one is \(content.utf8.count)")
        }
    }
}

/// Why a store could not do what was asked, as the sender of a `save` or `open` and the `labs` command print it.
public struct LabStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// No room left: the disk, or the limit the operator set.
        case full
        /// The store takes no writes (file permissions, a read-only mount or database, a missing privilege).
        case readOnly = "read-only"
        /// Another process held the store longer than the store waits.
        case locked
        /// The store cannot be reached or opened (a server down, a path that cannot be created).
        case unavailable
        /// The store's file or rows are not what it wrote (a truncated file, an oversized row).
        case damaged
        /// Anything else the database reported.
        case failed
    }

    public var kind: Kind
    /// What happened, in a sentence that names the store.
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The `error` code the server sends: `store-full`, `store-read-only`, …
    public var code: String { "store-\(kind.rawValue)" }

    public var description: String { message }
}
