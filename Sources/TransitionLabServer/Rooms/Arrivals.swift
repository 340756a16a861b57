/// Connections that opened and wait for their `hello` to join a room, and every connection's peer address. A page
/// sends its control token in its first message, `hello`, never in the URL (proxies log URLs), and asks in its URL to
/// join with it (`join=hello`): such a connection joins with that `hello`, with its first other message, or `wait`
/// seconds after it opened, whichever comes first, so its first `welcome` already knows whether it may drive. Other
/// connections join as they open. Owned by the simulation thread.
struct Arrivals {
    /// Seconds a connection that asked to join with its `hello` and sends nothing waits to join (with its URL's
    /// room, name and role).
    static let wait = 5.0

    struct Arrival {
        /// The room, name and role of the connection's URL.
        let room: String
        let request: Room.JoinRequest
        /// When it joins without a message.
        let due: Double
    }

    private var waiting: [Int: Arrival] = [:]
    /// Peer addresses by connection (`ReadOwner`).
    private var addresses: [Int: String] = [:]

    /// Connection `id` opened from `peer` at `now`; with `awaitingHello`, it waits to join `room` with `request`.
    mutating func open(
        _ id: Int, peer: String, room: String, _ request: Room.JoinRequest, awaitingHello: Bool, now: Double
    ) {
        if awaitingHello { waiting[id] = Arrival(room: room, request: request, due: now + Self.wait) }
        addresses[id] = peer
    }

    /// Whether connection `id` has not joined yet.
    func isWaiting(_ id: Int) -> Bool { waiting[id] != nil }

    /// Connection `id`'s arrival, which it now joins with; nil once it has joined.
    mutating func take(_ id: Int) -> Arrival? { waiting.removeValue(forKey: id) }

    /// The connections due to join at `now`, taken.
    mutating func takeDue(now: Double) -> [(id: Int, arrival: Arrival)] {
        // Nearly every turn finds nobody waiting: no filtered dictionary, array or sort then.
        guard !waiting.isEmpty else { return [] }
        let due = waiting.filter { $0.value.due <= now }
        for id in due.keys { waiting[id] = nil }
        return due.map { ($0.key, $0.value) }.sorted { $0.id < $1.id }
    }

    /// When the earliest waiting connection joins.
    var nextDue: Double? {
        // A closure, not `\.due`: a key path is looked up in the runtime on every call, every simulation turn.
        waiting.values.lazy.map { $0.due }.min()
    }

    /// Connection `id`'s peer address ("" if unknown).
    func address(of id: Int) -> String { addresses[id] ?? "" }

    /// Connection `id` closed.
    mutating func close(_ id: Int) {
        waiting[id] = nil
        addresses[id] = nil
    }
}

extension Room.JoinRequest {
    /// This (a URL's) request with what a `hello` says: its name, role and viewport where given, and its verdict on
    /// driving.
    func merged(with hello: Room.JoinRequest) -> Room.JoinRequest {
        Room.JoinRequest(
            name: hello.name ?? name, role: hello.role ?? role, canDrive: hello.canDrive,
            viewport: hello.viewport ?? viewport)
    }
}
