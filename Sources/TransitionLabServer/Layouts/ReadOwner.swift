#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Who a layout read is charged to: the connection that asked for it and the address it came from. Reader time is
/// shared between addresses first, then between the connections of one address (`ReadQueue`), so a client gets one
/// share however many rooms or connections it holds. Behind a proxy every peer is the proxy's address: the share is
/// then per connection.
struct ReadOwner: Hashable, Sendable {
    /// The peer's IP address; `room` for reads the server asked for itself.
    let address: String
    /// The connection's id; for the server's own reads of a room (a re-read no member asked for), −(room serial).
    let connection: Int

    /// The owner of the server's own reads for room `serial`.
    static func room(_ serial: Int) -> ReadOwner {
        ReadOwner(address: "room", connection: -serial)
    }
}

/// Reader time an owner used, fading with a half-life so that a client that stops reading soon counts as new
/// again: `value · 2^(−elapsed / halfLife)`.
struct ReaderService {
    private(set) var value = 0.0
    private(set) var at = 0.0

    /// The service at `now`.
    func value(at now: Double, halfLife: Double) -> Double {
        value * exp2(-max(0, now - at) / halfLife)
    }

    /// Adds `seconds` of reader time at `now`.
    mutating func charge(_ seconds: Double, at now: Double, halfLife: Double) {
        value = value(at: now, halfLife: halfLife) + seconds
        at = now
    }
}
