#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process' resident memory in bytes: on Linux the second field of `/proc/self/statm` (resident pages,
/// proc(5)) times the page size; elsewhere `getrusage`'s peak resident size (bytes on Darwin, getrusage(2)).
enum ProcessMemory {
    static func residentBytes() -> Int {
        #if os(Linux)
            guard let file = fopen("/proc/self/statm", "r") else { return 0 }
            defer { fclose(file) }
            var line = [CChar](repeating: 0, count: 128)
            guard fgets(&line, Int32(line.count), file) != nil else { return 0 }
            let fields = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                .split(separator: " ")
            guard fields.count >= 2, let pages = Int(fields[1]) else { return 0 }
            return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #else
            var usage = rusage()
            getrusage(RUSAGE_SELF, &usage)
            return Int(usage.ru_maxrss)
        #endif
    }
}
