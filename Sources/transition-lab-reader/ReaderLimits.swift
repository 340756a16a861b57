#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The resource limits the server gives the reader on its command line, applied with `setrlimit`: address space
/// (`--memory-mib`; the Swift reader reserves a 1 GiB stack of it) and CPU time (`--cpu-seconds`, after which the
/// kernel ends the process). A reader that crashes leaves no core file.
struct ReaderLimits {
    var memoryBytes: UInt64?
    var cpuSeconds: UInt64?

    init(arguments: [String]) {
        var remaining = arguments[...]
        while let name = remaining.popFirst() {
            let value = remaining.popFirst().flatMap { UInt64($0) }
            switch name {
            case "--memory-mib": memoryBytes = value.map { $0 << 20 }
            case "--cpu-seconds": cpuSeconds = value
            default: break
            }
        }
    }

    func apply() {
        Self.limit(resource: Self.coreFile, to: 0)
        if let memoryBytes { Self.limit(resource: Self.addressSpace, to: memoryBytes) }
        if let cpuSeconds { Self.limit(resource: Self.cpu, to: cpuSeconds) }
    }

    private static func limit(resource: Int32, to value: UInt64) {
        var limit = rlimit(rlim_cur: rlim_t(value), rlim_max: rlim_t(value))
        #if canImport(Glibc)
            _ = setrlimit(__rlimit_resource_t(UInt32(resource)), &limit)
        #else
            _ = setrlimit(resource, &limit)
        #endif
    }

    #if canImport(Glibc)
        private static let addressSpace = Int32(RLIMIT_AS.rawValue)
        private static let cpu = Int32(RLIMIT_CPU.rawValue)
        private static let coreFile = Int32(RLIMIT_CORE.rawValue)
    #else
        private static let addressSpace = RLIMIT_AS
        private static let cpu = RLIMIT_CPU
        private static let coreFile = RLIMIT_CORE
    #endif
}
