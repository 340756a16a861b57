import Dispatch
import Foundation
import Synchronization
import TransitionLabCore

/// Reads and prepares pasted, restored and replayed layouts on its own threads, so a slow read or solve never holds
/// the simulation thread and other rooms keep their frames. `ReadQueue` decides who reads: reader time is shared
/// between addresses and connections, a read pauses for a less-served owner's, a newer read of a slot replaces the
/// older, and a room's reads stop when it empties or their sender leaves. A reader process follows its read's turn
/// (`ReadTurn`): stopped (`SIGSTOP`) while paused, killed when stopped. The threads run at a lower priority than the
/// simulation thread (`ThreadPriority`), so a long read does not take the CPU from every room's frames.
final class LayoutWorker: Sendable {
    /// A slot job's layout (one), or a replay job's layouts in recorded order.
    typealias Outcome = Result<[RoomLayout], UserLayoutError>
    typealias Completion = @Sendable (LayoutJob, Outcome) -> Void

    private let reader: any UserLayoutReader
    fileprivate let clock: any MonotonicClock
    fileprivate let queue: Mutex<ReadQueue>
    private let threads: Int
    /// Idle threads wait here for a read given a lane.
    private let idle = DispatchSemaphore(value: 0)
    /// The semaphore each read in progress waits on while paused, by read id.
    private let pauses = Mutex<[Int: DispatchSemaphore]>([:])
    private let finished = DispatchSemaphore(value: 0)
    private let stopping = Atomic<Bool>(false)
    /// Where results go, set by `start`; jobs dropped before it are not reported.
    private let completion = Mutex<Completion?>(nil)

    init(reader: any UserLayoutReader, limits: ReadQueue.Limits = ReadQueue.Limits(), clock: any MonotonicClock) {
        self.reader = reader
        self.clock = clock
        queue = Mutex(ReadQueue(limits: limits))
        threads = limits.threads
    }

    /// A worker on the system's clock.
    convenience init(reader: any UserLayoutReader, limits: ReadQueue.Limits = ReadQueue.Limits()) {
        self.init(reader: reader, limits: limits, clock: SystemClock())
    }

    /// Queues `job` for `owner` (`ReadQueue.submit`). Any thread.
    func submit(_ job: LayoutJob, owner: ReadOwner) {
        guard !stopping.load(ordering: .acquiring) else { return }
        carryOut(queue.withLock { $0.submit(job, owner: owner, now: clock.now()) })
    }

    /// Drops room `room`'s waiting jobs and stops its reads in progress; with `sender`, only that member's.
    func cancel(room: Int, sender: Int? = nil, because reason: String) {
        carryOut(queue.withLock { $0.cancel(room: room, sender: sender, because: reason, now: clock.now()) })
    }

    /// Forgets a closed connection's reader time.
    func forget(connection: Int) {
        queue.withLock { $0.forget(connection: connection, now: clock.now()) }
    }

    /// Jobs waiting for a lane and the source bytes the queue holds, now.
    var backlog: (waiting: Int, bytes: Int) {
        queue.withLock { ($0.waitingCount, $0.heldBytes) }
    }

    /// Starts the threads; each result, and each job dropped unread, goes to `completion`, on the thread that read
    /// or dropped it.
    func start(_ completion: @escaping Completion) {
        self.completion.withLock { $0 = completion }
        for index in 0..<threads {
            let thread = Thread { [self] in
                ThreadPriority.lowerCurrentThread()
                serve(completion)
                finished.signal()
            }
            thread.name = "layout-reader-\(index)"
            thread.start()
        }
    }

    /// Stops every read (their reader processes are killed at once, whatever runs) and the threads, waiting at
    /// most `timeout` seconds in all.
    func stop(timeout: Double = 1) {
        stopping.store(true, ordering: .releasing)
        carryOut(queue.withLock { $0.cancelAll(because: "the server is stopping") })
        for _ in 0..<threads { idle.signal() }
        let deadline = DispatchTime.now() + timeout
        for _ in 0..<threads where finished.wait(timeout: deadline) == .timedOut { break }
    }

    /// A thread: takes the reads given a lane, until the worker stops.
    private func serve(_ completion: Completion) {
        while true {
            idle.wait()
            guard let entry = queue.withLock({ $0.take(now: clock.now()) }) else {
                if stopping.load(ordering: .acquiring) { return }
                continue
            }
            let paused = DispatchSemaphore(value: 0)
            pauses.withLock { $0[entry.id] = paused }
            let result = read(entry.job, turn: Turn(worker: self, id: entry.id, paused: paused))
            pauses.withLock { $0[entry.id] = nil }
            // Completed before the lane is freed: a room's next read cannot start, so cannot complete, before it.
            completion(entry.job, result)
            carryOut(queue.withLock { $0.finish(entry.id, now: clock.now()) })
        }
    }

    /// Wakes the threads the queue asked for and reports the jobs it dropped.
    fileprivate func carryOut(_ effects: ReadQueue.Effects) {
        for _ in 0..<effects.starts { idle.signal() }
        if !effects.wakes.isEmpty {
            pauses.withLock { pauses in for id in effects.wakes { pauses[id]?.signal() } }
        }
        guard !effects.dropped.isEmpty, let completion = completion.withLock({ $0 }) else { return }
        for (job, error) in effects.dropped { completion(job, .failure(error)) }
    }

    /// Reads and prepares `job`'s layouts, following `turn` when given. Worker thread (or a test).
    func read(_ job: LayoutJob, turn: (any ReadTurn)? = nil) -> Outcome {
        let reader = turn.map { TurnTakingReader(base: self.reader, turn: $0) } ?? self.reader
        return Result { () throws(UserLayoutError) in
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

/// A read's turn as the worker's queue gives it.
private struct Turn: ReadTurn {
    let worker: LayoutWorker
    let id: Int
    /// Signalled when the paused read resumes or must stop.
    let paused: DispatchSemaphore

    func check() -> ReadQueue.Decision {
        let (decision, effects) = worker.queue.withLock { $0.check(id, now: worker.clock.now()) }
        worker.carryOut(effects)
        return decision
    }

    func waitToResume() -> ReadQueue.Decision {
        while true {
            paused.wait()
            let decision = worker.queue.withLock { $0.resumed(id) }
            if decision != .pause { return decision }
        }
    }
}

/// The worker's reader for one read: it checks the read's turn before reading and before the layout is prepared,
/// and a reader process follows it while it reads (`IsolatedLayoutReader`).
private struct TurnTakingReader: UserLayoutReader {
    let base: any UserLayoutReader
    let turn: any ReadTurn

    func read(_ source: UserLayoutSource, containerSize: Size) throws(UserLayoutError) -> UserLayoutResult {
        try turn.checkpoint()
        let reading =
            if let process = base as? IsolatedLayoutReader {
                try process.read(source, containerSize: containerSize, turn: turn)
            } else {
                try base.read(source, containerSize: containerSize)
            }
        try turn.checkpoint()
        return reading
    }
}
