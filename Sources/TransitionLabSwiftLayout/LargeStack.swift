#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs work on a thread of its own with a large stack (reserved address space, touched only as deep as the work
/// goes), for recursion whose depth the input decides.
enum LargeStack {
    /// 1 GiB: a 64 KiB paste of 16,384 nested tokens needs well under it in a debug build.
    static let size = 1 << 30

    /// Runs `body` on a thread with a `size` stack and returns once that thread has ended (`pthread_join`), so its
    /// stack is given back before the caller goes on: a reader whose address space is limited (`RLIMIT_AS`) runs
    /// one read after another without holding two stacks. Where no such thread can be made, `body` runs on the
    /// calling thread rather than waiting for a thread that never starts.
    static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let work = Work(body)
        let context = Unmanaged.passRetained(work as AnyWork).toOpaque()
        defer { Unmanaged<AnyWork>.fromOpaque(context).release() }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, size) == 0 else { return body() }
        #if canImport(Darwin)
            var thread: pthread_t?
        #else
            var thread = pthread_t()
        #endif
        guard pthread_create(&thread, &attributes, runWork, context) == 0 else { return body() }
        #if canImport(Darwin)
            guard let thread else { return body() }
        #endif
        pthread_join(thread, nil)
        return work.result!
    }

    /// The thread's entry: runs the work its context holds.
    #if canImport(Darwin)
        private static let runWork: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? = {
            Unmanaged<AnyWork>.fromOpaque($0).takeUnretainedValue().run()
            return nil
        }
    #else
        private static let runWork: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = {
            $0.map { Unmanaged<AnyWork>.fromOpaque($0).takeUnretainedValue().run() }
            return nil
        }
    #endif

    /// Work a C thread entry can run without knowing its result type.
    private class AnyWork: @unchecked Sendable {
        func run() {}
    }

    /// `body` and its result, written by the large-stack thread and read after it has been joined.
    private final class Work<T>: AnyWork, @unchecked Sendable {
        let body: () -> T
        var result: T?

        init(_ body: @escaping () -> T) { self.body = body }

        override func run() { result = body() }
    }
}
