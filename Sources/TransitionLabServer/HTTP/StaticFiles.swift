import CLibWebSockets

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `web/` folder served at `/` through one `lws_http_mount`, and optional vendor folders (CodeMirror at
/// `/vendor/codemirror`) through one mount each, chained before it: `index.html` by default, lws' MIME table plus
/// the types it lacks, no directory listing. Requests are checked first (`isServable`) so that `..`, encoded
/// `..` and symlinks cannot reach outside the folder a path is served from.
final class StaticFiles {
    /// A folder served under `mountpoint` (no trailing slash) beside `web/`.
    struct Vendor {
        var mountpoint: String
        var path: String
    }

    /// Extensions lws 4.1's built-in MIME table lacks (a missing type is answered with 415). lws 4.1's
    /// `lws_get_mimetype` compares each name with the end of the path, except that a name starting with `*` matches
    /// every file: so plain suffixes, never `*.ext`.
    static let extraMIMETypes: [(String, String)] = [
        (".mjs", "text/javascript"), (".map", "application/json"), (".webp", "image/webp"),
        (".wasm", "application/wasm"), (".webmanifest", "application/manifest+json"),
    ]

    /// The canonical absolute path of the folder served at `/`.
    let root: String
    /// The vendor folders that exist, by mountpoint, with their canonical paths.
    let vendorRoots: [(mountpoint: String, root: String)]
    /// The first of the chained mounts (vendor folders, then `/`); lws keeps the pointers for the context's whole
    /// life.
    let mount: UnsafeMutablePointer<lws_http_mount>
    private let mimeTypes: UnsafeMutablePointer<lws_protocol_vhost_options>
    private var strings: [UnsafeMutablePointer<CChar>] = []

    /// Fails when `path` is not a folder; a vendor folder that is not one is left out (`vendorRoots`).
    init?(path: String, vendors: [Vendor] = []) {
        guard let root = Self.folder(path) else { return nil }
        self.root = root
        vendorRoots = vendors.compactMap { vendor in Self.folder(vendor.path).map { (vendor.mountpoint, $0) } }

        mimeTypes = .allocate(capacity: Self.extraMIMETypes.count)
        mount = .allocate(capacity: vendorRoots.count + 1)
        for (index, (pattern, type)) in Self.extraMIMETypes.enumerated() {
            mimeTypes[index] = lws_protocol_vhost_options()
            mimeTypes[index].next = index + 1 < Self.extraMIMETypes.count ? UnsafePointer(mimeTypes + index + 1) : nil
            mimeTypes[index].name = keep(pattern)
            mimeTypes[index].value = keep(type)
        }
        mount.initialize(repeating: lws_http_mount(), count: vendorRoots.count + 1)
        let folders = vendorRoots + [(mountpoint: "/", root: root)]
        for (index, folder) in folders.enumerated() {
            let entry = mount + index
            entry.pointee.mount_next = index + 1 < folders.count ? UnsafePointer(entry + 1) : nil
            entry.pointee.mountpoint = keep(folder.mountpoint)
            entry.pointee.mountpoint_len = UInt8(folder.mountpoint.utf8.count)
            entry.pointee.origin = keep(folder.root)
            entry.pointee.def = keep("index.html")
            entry.pointee.origin_protocol = UInt8(LWSMPRO_FILE.rawValue)
            entry.pointee.extra_mimetypes = UnsafePointer(mimeTypes)
            // lws calls this protocol's LWS_CALLBACK_ADD_HEADERS before serving a file (`lws_http_serve`): that is
            // where `Cache-Control: no-cache` goes (see `transitionLabCallback`).
            entry.pointee.protocol = keep("http")
        }
    }

    /// The canonical path of `path` when it is a folder.
    private static func folder(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        var info = stat()
        guard stat(resolved, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        return String(cString: resolved)
    }

    deinit {
        mount.deallocate()
        mimeTypes.deallocate()
        strings.forEach { free($0) }
    }

    /// Whether the decoded request path `uri` names a file inside the folder it is served from once every `..` and
    /// symlink is resolved. A missing file is servable (lws answers 404); anything resolving outside is not.
    func isServable(_ uri: String) -> Bool {
        guard uri.hasPrefix("/"), !uri.contains("\0") else { return false }
        for vendor in vendorRoots where uri == vendor.mountpoint || uri.hasPrefix(vendor.mountpoint + "/") {
            return Self.isInside(vendor.root, String(uri.dropFirst(vendor.mountpoint.count)))
        }
        return Self.isInside(root, uri)
    }

    /// Whether `root + uri` resolves inside `root` (or is missing and names no `..`).
    private static func isInside(_ root: String, _ uri: String) -> Bool {
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
