#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The request bytes on standard input.
enum ReaderInput {
    /// Largest request read: a source is at most 64 KiB (`SwiftLayoutLimits.sourceBytes`), escaped in JSON.
    static let requestByteLimit = 1 << 20

    /// Everything on standard input up to its end, or nil past `limit` bytes or on a read error.
    static func standardInput(limit: Int) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            bytes += chunk.prefix(count)
            if bytes.count > limit { return nil }
        }
    }
}

/// Writes the reply.
enum ReaderOutput {
    static func emit(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            bytes = bytes.dropFirst(count)
        }
    }
}
