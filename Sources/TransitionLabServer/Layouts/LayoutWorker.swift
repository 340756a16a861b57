import Dispatch
import Foundation
import Synchronization
import TransitionLabCore

/// Reads and prepares pasted, restored and replayed layouts on its own threads, so a slow read or solve never holds
/// the simulation thread and other rooms keep their frames. Jobs for the same room and slot coalesce: only the
/// newest waits. A room is read by one thread at a time (its results stay in order) while the other threads serve
/// the other rooms, and rooms take turns: after a room's job starts, its other waiting jobs go behind every other
/// room's, so one room's stream of pastes cannot starve another room's. The threads run at a lower priority than the
/// simulation thread (`ThreadPriority`), so a long read does not take the CPU from every room's frames.
final class LayoutWorker: Sendable {
    /// A slot job's layout (one), or a replay job's layouts in recorded order.
    typealias Outcome = Result<[RoomLayout], UserLayoutError>
    typealias Completion = @Sendable (LayoutJob, Outcome) -> Void

    private struct Key: Hashable {
        let room: Int
        /// nil for a replay's job.
        let slot: LayoutSlot?
    }

    private struct Queue {
        var order: [Key] = []
        var jobs: [Key: LayoutJob] = [:]
        /// Rooms with a read in progress.
        var reading: Set<Int> = []
    }

    private let reader: any UserLayoutReader
    private let threads: Int
    private let pending = Mutex(Queue())
    private let wakeup = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private let stopping = Atomic<Bool>(false)

    /// `threads` reads run at once, each for a different room.
    init(reader: any UserLayoutReader, threads: Int = 2) {
        self.reader = reader
        self.threads = max(1, threads)
    }

    /// Queues `job`, replacing a waiting job for the same room and slot. Any thread.
    func submit(_ job: LayoutJob) {
        let key = Key(room: job.room, slot: job.isReplay ? nil : job.slot)
        pending.withLock { queue in
            if queue.jobs.updateValue(job, forKey: key) == nil { queue.order.append(key) }
        }
        wakeup.signal()
    }

    /// Starts the threads; each result goes to `completion` on the thread that read it.
    func start(_ completion: @escaping Completion) {
        for index in 0..<threads {
            let thread = Thread { [self] in
                ThreadPriority.lowerCurrentThread()
                while !stopping.load(ordering: .acquiring) {
                    wakeup.wait()
                    while let job = next() {
                        let result = read(job)
                        pending.withLock { _ = $0.reading.remove(job.room) }
                        completion(job, result)
                    }
                }
                finished.signal()
            }
            thread.name = "layout-reader-\(index)"
            thread.start()
        }
    }

    /// Stops the threads after the reads in progress, waiting at most `timeout` seconds in all.
    func stop(timeout: Double = 1) {
        stopping.store(true, ordering: .releasing)
        for _ in 0..<threads { wakeup.signal() }
        let deadline = DispatchTime.now() + timeout
        for _ in 0..<threads where finished.wait(timeout: deadline) == .timedOut { break }
    }

    /// The oldest waiting job of a room no other thread is reading, marking its room as being read; the room's
    /// other waiting jobs move to the back of the queue (round robin between rooms).
    private func next() -> LayoutJob? {
        pending.withLock { queue in
            guard let index = queue.order.firstIndex(where: { !queue.reading.contains($0.room) }) else { return nil }
            let key = queue.order.remove(at: index)
            queue.reading.insert(key.room)
            let same = queue.order.filter { $0.room == key.room }
            if !same.isEmpty { queue.order = queue.order.filter { $0.room != key.room } + same }
            return queue.jobs.removeValue(forKey: key)
        }
    }

    /// Reads and prepares `job`'s layouts. Worker thread (or a test).
    func read(_ job: LayoutJob) -> Outcome {
        Result { () throws(UserLayoutError) in
            guard job.isReplay else {
                return [try RoomLayout.read(job.source, slot: job.slot, viewport: job.viewport, with: reader)]
            }
            var layouts: [RoomLayout] = []
            for recorded in job.replaySources
            where !layouts.contains(where: { $0.message.source == recorded.source }) {
                do {
                    layouts.append(
                        try RoomLayout.read(
                            recorded.source, slot: recorded.slot, viewport: job.viewport, with: reader))
                } catch {
                    let message = "layout \(recorded.slot.rawValue.uppercased()): \(error)"
                    throw UserLayoutError(line: recorded.line, column: 1, message: message)
                }
            }
            return layouts
        }
    }
}
