import Foundation
import Synchronization

/// Runs work on a thread of its own with a large stack (reserved address space, touched only as deep as the work
/// goes), for recursion whose depth the input decides.
enum LargeStack {
    /// 1 GiB: a 64 KiB paste of 16,384 nested tokens needs well under it in a debug build.
    static let size = 1 << 30

    /// Runs `body` on the large-stack thread and waits for its result.
    static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let result = Mutex<T?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let value = body()
            result.withLock { $0 = value }
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        return result.withLock { $0! }
    }
}
