/// Who may read `GET /metrics`: with no token, peers on loopback only (a Prometheus on the same machine, which
/// scrapes each process directly); with `--metrics-token`, every request presents it as `Authorization: Bearer T`
/// (RFC 6750 §2.1) or `?token=T`.
public struct MetricsAccess: Sendable, Hashable {
    public let token: String?

    public init(token: String?) { self.token = token }

    /// Whether a request from `peer` (an IP address) presenting these credentials may read the metrics.
    public func allows(peer: String?, authorization: String?, queryToken: String?) -> Bool {
        guard let token else { return peer.map(Self.isLoopbackPeer) ?? false }
        let policy = AccessPolicy(requiring: token)
        if let authorization, authorization.lowercased().hasPrefix("bearer ") {
            return policy.canDrive(presenting: String(authorization.dropFirst("bearer ".count)))
        }
        return policy.canDrive(presenting: queryToken)
    }

    /// 127.0.0.0/8, ::1, and 127/8 written as an IPv4-mapped IPv6 address (RFC 4291 §2.5.5.2).
    static func isLoopbackPeer(_ address: String) -> Bool {
        let lower = address.lowercased()
        let v4 = lower.hasPrefix("::ffff:") ? String(lower.dropFirst("::ffff:".count)) : lower
        return v4 == "::1" || (v4.hasPrefix("127.") && OriginPolicy.isAddressLiteral(v4))
    }
}
