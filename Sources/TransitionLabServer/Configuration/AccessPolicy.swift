/// Who may drive a room: everybody when the server listens on loopback only and no proxy serves it under a public
/// origin; otherwise only clients that present the control token printed at start (in the driver URL). Everyone else
/// may watch.
public struct AccessPolicy: Sendable, Hashable {
    /// The control token, or nil when everybody drives.
    public let token: String?

    /// A policy for a server bound to `host`; `token` is required unless `host` is loopback.
    ///
    /// - Parameters:
    ///   - strictLoopback: test mode in which only 127.0.0.1, ::1 and localhost count as loopback.
    ///   - proxied: a reverse proxy serves the lab under a public origin, so a loopback peer may be anyone.
    public init(host: String, token: String, strictLoopback: Bool = false, proxied: Bool = false) {
        self.token = Self.isLoopback(host, strict: strictLoopback) && !proxied ? nil : token
    }

    /// A policy that always requires `token`.
    public init(requiring token: String) {
        self.token = token
    }

    /// Whether `host` is a loopback address (127.0.0.0/8, ::1, localhost; only the first of 127/8 when `strict`).
    public static func isLoopback(_ host: String, strict: Bool = false) -> Bool {
        switch host {
        case "localhost", "::1", "127.0.0.1": return true
        default: return !strict && host.hasPrefix("127.") && host.split(separator: ".").count == 4
        }
    }

    /// Whether a client presenting `presented` may drive. Compares in constant time.
    public func canDrive(presenting presented: String?) -> Bool {
        guard let token else { return true }
        guard let presented else { return false }
        let a = Array(token.utf8)
        let b = Array(presented.utf8)
        var difference = UInt8(a.count == b.count ? 0 : 1)
        for index in 0..<min(a.count, b.count) { difference |= a[index] ^ b[index] }
        return difference == 0
    }

    /// 128 random bits as 32 hex digits, for the control token.
    public static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let word = String(generator.next() as UInt32, radix: 16)
            return String(repeating: "0", count: 8 - word.count) + word
        }.joined()
    }
}
