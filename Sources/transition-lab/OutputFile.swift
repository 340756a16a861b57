import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file named by an `--out` flag, opened for writing in place.
enum OutputFile {
    /// `path` opened for writing, created or emptied in place (`open(2)` with `O_CREAT | O_TRUNC`), or standard
    /// output for `-`; nil when it cannot be opened. A device such as `/dev/null` stays the device, and a file keeps
    /// its inode, links and owner (`FileManager.createFile` writes a new file and renames it over `path`).
    static func open(_ path: String) -> FileHandle? {
        guard path != "-" else { return FileHandle.standardOutput }
        #if canImport(Glibc)
            let descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #else
            let descriptor = Darwin.open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #endif
        guard descriptor >= 0 else { return nil }
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }
}
