import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The machine's network interfaces, for the URLs `serve` prints when it listens on every address.
public enum NetworkInterfaces {
    /// Non-loopback IPv4 addresses of this machine.
    public static func lanIPv4Addresses() -> [String] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0 else { return [] }
        defer { freeifaddrs(list) }
        var addresses: [String] = []
        var cursor = list
        while let entry = cursor {
            defer { cursor = entry.pointee.ifa_next }
            guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET) else {
                continue
            }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                var ip = $0.pointee.sin_addr
                _ = inet_ntop(AF_INET, &ip, &text, socklen_t(INET_ADDRSTRLEN))
            }
            let ip = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if !ip.hasPrefix("127.") { addresses.append(ip) }
        }
        return addresses
    }
}
