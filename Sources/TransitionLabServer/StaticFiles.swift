import CLibWebSockets

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `web/` folder served at `/` through one `lws_http_mount`: `index.html` by default, lws' MIME table plus
/// the types it lacks, no directory listing. Requests are checked first (`isServable`) so that `..`, encoded
/// `..` and symlinks cannot reach outside the folder.
final class StaticFiles {
    /// Extensions lws 4.1's built-in MIME table lacks (a missing type is answered with 415). lws 4.1's
    /// `lws_get_mimetype` compares each name with the end of the path, except that a name starting with `*` matches
    /// every file: so plain suffixes, never `*.ext`.
    static let extraMIMETypes: [(String, String)] = [
        (".mjs", "text/javascript"), (".map", "application/json"), (".webp", "image/webp"),
        (".wasm", "application/wasm"), (".webmanifest", "application/manifest+json"),
    ]

    /// The canonical absolute path of the served folder.
    let root: String
    /// The mount; lws keeps the pointer for the context's whole life.
    let mount: UnsafeMutablePointer<lws_http_mount>
    private let mimeTypes: UnsafeMutablePointer<lws_protocol_vhost_options>
    private var strings: [UnsafeMutablePointer<CChar>] = []

    /// Fails when `path` is not a folder.
    init?(path: String) {
        guard let resolved = realpath(path, nil) else { return nil }
        root = String(cString: resolved)
        free(resolved)
        var info = stat()
        guard stat(root, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }

        mimeTypes = .allocate(capacity: Self.extraMIMETypes.count)
        mount = .allocate(capacity: 1)
        for (index, (pattern, type)) in Self.extraMIMETypes.enumerated() {
            mimeTypes[index] = lws_protocol_vhost_options()
            mimeTypes[index].next = index + 1 < Self.extraMIMETypes.count ? UnsafePointer(mimeTypes + index + 1) : nil
            mimeTypes[index].name = keep(pattern)
            mimeTypes[index].value = keep(type)
        }
        mount.initialize(to: lws_http_mount())
        mount.pointee.mountpoint = keep("/")
        mount.pointee.mountpoint_len = 1
        mount.pointee.origin = keep(root)
        mount.pointee.def = keep("index.html")
        mount.pointee.origin_protocol = UInt8(LWSMPRO_FILE.rawValue)
        mount.pointee.extra_mimetypes = UnsafePointer(mimeTypes)
        // lws calls this protocol's LWS_CALLBACK_ADD_HEADERS before serving a file (`lws_http_serve`): that is where
        // `Cache-Control: no-cache` goes (see `transitionLabCallback`).
        mount.pointee.protocol = keep("http")
    }

    deinit {
        mount.deallocate()
        mimeTypes.deallocate()
        strings.forEach { free($0) }
    }

    /// Whether the decoded request path `uri` names a file inside the folder once every `..` and symlink is
    /// resolved. A missing file is servable (lws answers 404); anything resolving outside is not.
    func isServable(_ uri: String) -> Bool {
        guard uri.hasPrefix("/"), !uri.contains("\0") else { return false }
        guard let resolved = realpath(root + uri, nil) else { return !uri.split(separator: "/").contains("..") }
        defer { free(resolved) }
        let path = String(cString: resolved)
        return path == root || path.hasPrefix(root + "/")
    }

    private func keep(_ string: String) -> UnsafePointer<CChar> {
        let copy = strdup(string)!
        strings.append(copy)
        return UnsafePointer(copy)
    }
}
