#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which WebSocket upgrades on `/ws` come from the server's own page.
///
/// - `Host` must name this server: an IP address literal, `localhost`, the `--host` name or the host of an allowed
///   origin, with the listening port. A DNS-rebinding page (a name of the attacker's that now resolves to this
///   machine) sends its own name in `Host` and is refused.
/// - `Origin`, which browsers send on every WebSocket handshake (RFC 6455 §4.1 and §10.2,
///   https://www.rfc-editor.org/rfc/rfc6455#section-10.2), must be `http://` or `https://` plus that `Host`, i.e. a
///   page this server served, or one of the `--allow-origin` values. A request without `Origin` is not from a
///   browser page and is allowed (any local program can open a socket anyway).
/// - Behind a reverse proxy, `--public-origin` names the origins the page is served from: a `Host` naming one of
///   them (the proxy passes the browser's `Host` on) is admitted with exactly those origins, whatever port this
///   process listens on. No `X-Forwarded-*` header is read.
public struct OriginPolicy: Sendable, Hashable {
    public let port: Int
    /// Host names (lower case, IPv6 in brackets) accepted in `Host` besides IP literals and `localhost`.
    public let hostNames: Set<String>
    /// Extra origins (`scheme://host[:port]`, lower case) allowed to open `/ws`.
    public let allowedOrigins: Set<String>
    /// The origins a reverse proxy serves the page from, as `host[:port]` of `Host` headers (lower case) with the
    /// origin that `Host` may come with.
    public let publicHosts: [String: String]

    /// The policy of a server listening on `host:port` that also admits `allowedOrigins` and, through a reverse
    /// proxy, `publicOrigins`.
    public init(host: String, port: Int, allowedOrigins: [String] = [], publicOrigins: [String] = []) {
        self.port = port
        let origins = allowedOrigins.compactMap(Self.normalizedOrigin)
        self.allowedOrigins = Set(origins)
        var publicHosts: [String: String] = [:]
        for origin in publicOrigins.compactMap(Self.normalizedOrigin) {
            let https = origin.hasPrefix("https://")
            let authority = String(origin.dropFirst(https ? "https://".count : "http://".count))
            guard let parsed = Self.split(authority) else { continue }
            // RFC 9110 §7.2: `Host` omits the port when it is the scheme's default.
            let defaultPort = https ? 443 : 80
            publicHosts["\(parsed.host):\(parsed.port ?? defaultPort)"] = origin
            if parsed.port == nil || parsed.port == defaultPort { publicHosts[parsed.host] = origin }
        }
        self.publicHosts = publicHosts
        var names: Set<String> = ["localhost", Self.bracketed(host.lowercased())]
        for origin in origins {
            if let authority = origin.split(separator: "/").last, let parsed = Self.split(String(authority)) {
                names.insert(parsed.host)
            }
        }
        hostNames = names
    }

    /// An origin as `scheme://host[:port]` in lower case (the serialisation of RFC 6454 §6.1), or nil if `text` is
    /// not an `http`/`https` origin.
    public static func normalizedOrigin(_ text: String) -> String? {
        let lower = text.lowercased()
        for scheme in ["http://", "https://"] where lower.hasPrefix(scheme) {
            let authority = lower.dropFirst(scheme.count)
            guard !authority.isEmpty, !authority.contains("/"), split(String(authority)) != nil else { return nil }
            return lower
        }
        return nil
    }

    /// Whether an upgrade with these `Host` and `Origin` headers may proceed; nil when it may, else why not.
    public func refusal(host: String?, origin: String?) -> String? {
        guard let host, let parsed = Self.split(host.lowercased()) else { return "no valid Host header" }
        if let publicOrigin = publicHosts[host.lowercased()] {
            guard let origin else { return nil }
            let lower = origin.lowercased()
            return lower == publicOrigin || allowedOrigins.contains(lower) ? nil : "origin \(origin) is not allowed"
        }
        guard parsed.port ?? 80 == port else { return "Host \(host) names another port" }
        guard hostNames.contains(parsed.host) || Self.isAddressLiteral(parsed.host) else {
            return "Host \(host) is not a name of this server"
        }
        guard let origin else { return nil }
        let lower = origin.lowercased()
        if allowedOrigins.contains(lower) { return nil }
        let own = host.lowercased()
        guard lower == "http://\(own)" || lower == "https://\(own)" else { return "origin \(origin) is not allowed" }
        return nil
    }

    /// `host[:port]` or `[v6]:port` split into the host (IPv6 kept in brackets) and the port.
    static func split(_ authority: String) -> (host: String, port: Int?)? {
        var host = Substring(authority)
        var portText: Substring?
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            host = authority[...close]
            let rest = authority[authority.index(after: close)...]
            if !rest.isEmpty {
                guard rest.first == ":" else { return nil }
                portText = rest.dropFirst()
            }
        } else if let colon = authority.firstIndex(of: ":") {
            host = authority[..<colon]
            portText = authority[authority.index(after: colon)...]
        }
        guard !host.isEmpty else { return nil }
        guard let portText else { return (String(host), nil) }
        guard let port = Int(portText), (1...65535).contains(port) else { return nil }
        return (String(host), port)
    }

    /// IPv6 addresses in brackets, as they appear in `Host` and origins.
    private static func bracketed(_ host: String) -> String {
        host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    }

    /// Whether `host` is an IPv4 address or a bracketed IPv6 address: no DNS name, so nothing to rebind.
    static func isAddressLiteral(_ host: String) -> Bool {
        var buffer = in6_addr()
        if host.hasPrefix("["), host.hasSuffix("]") {
            return inet_pton(AF_INET6, String(host.dropFirst().dropLast()), &buffer) == 1
        }
        return inet_pton(AF_INET, host, &buffer) == 1
    }
}
