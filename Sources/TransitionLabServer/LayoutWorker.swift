import Dispatch
import Foundation
import Synchronization
import TransitionLabCore

/// Reads pasted layouts on its own thread, so a slow read (a hostile 64 KiB paste runs the Swift layout reader
/// to its step limit) never holds the simulation thread, and other rooms keep their frames. Jobs for the same room
/// and slot coalesce: only the newest waits, so a flood of pastes costs one read at a time.
final class LayoutWorker: Sendable {
    typealias Completion = @Sendable (LayoutJob, Result<RoomLayout, UserLayoutError>) -> Void

    private struct Key: Hashable {
        let room: Int
        let slot: LayoutSlot
    }

    private let reader: any UserLayoutReader
    private let pending = Mutex<(order: [Key], jobs: [Key: LayoutJob])>(([], [:]))
    private let wakeup = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private let stopping = Atomic<Bool>(false)

    init(reader: any UserLayoutReader) {
        self.reader = reader
    }

    /// Queues `job`, replacing a waiting job for the same room and slot. Any thread.
    func submit(_ job: LayoutJob) {
        let key = Key(room: job.room, slot: job.slot)
        pending.withLock { queue in
            if queue.jobs.updateValue(job, forKey: key) == nil { queue.order.append(key) }
        }
        wakeup.signal()
    }

    /// Starts the thread; each result goes to `completion` on it.
    func start(_ completion: @escaping Completion) {
        let thread = Thread { [self] in
            while !stopping.load(ordering: .acquiring) {
                wakeup.wait()
                while let job = next() { completion(job, read(job)) }
            }
            finished.signal()
        }
        thread.name = "layout-reader"
        thread.start()
    }

    /// Stops the thread after the read in progress, waiting at most `timeout` seconds.
    func stop(timeout: Double = 1) {
        stopping.store(true, ordering: .releasing)
        wakeup.signal()
        _ = finished.wait(timeout: .now() + timeout)
    }

    private func next() -> LayoutJob? {
        pending.withLock { queue in
            guard !queue.order.isEmpty else { return nil }
            return queue.jobs.removeValue(forKey: queue.order.removeFirst())
        }
    }

    /// Reads `job`. Worker thread (or a test).
    func read(_ job: LayoutJob) -> Result<RoomLayout, UserLayoutError> {
        Result { () throws(UserLayoutError) in
            try RoomLayout.read(job.source, slot: job.slot, viewport: job.viewport, with: reader)
        }
    }
}
