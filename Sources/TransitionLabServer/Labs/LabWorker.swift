import Dispatch
import Foundation
import Synchronization
import TransitionLabCore
import TransitionLabProtocol
import TransitionLabStore

/// A save or an open of a saved lab, for the store thread, and where its result goes.
struct LabJob: Sendable {
    enum Work: Sendable {
        /// Write the lab (serialised on the store thread: a recording's megabytes never cost the simulation thread).
        case save(SavedLab)
        case open(LabID)
    }

    /// `Room.serial` and `Room.name`: results for a room that has gone are dropped.
    let room: Int
    let roomName: String
    /// The member who asked.
    let member: Int
    let work: Work
    /// For an open: whether it came from the member driving (else from the only member of a room nobody drove).
    var asDriver = false
}

/// Touches the lab store on a thread of its own, so a slow disk, a locked file or an unreachable database never
/// holds the simulation thread: jobs wait in a bounded queue, run one at a time, and each result goes back through
/// `Simulation.post` as the layout readers' do. The store itself is made on this thread (`LabStoreLocation`).
final class LabWorker: Sendable {
    typealias Outcome = Result<Landed, LabFailure>
    typealias Completion = @Sendable (LabJob, Outcome) -> Void

    enum Landed: Sendable {
        case saved(LabID)
        case opened(LabID, SavedLab)
    }

    /// Most jobs waiting at once, over every room: a crowd of Share clicks gets `store-busy`, not a growing queue.
    static let maxWaiting = 32

    private let location: LabStoreLocation
    private let pending = Mutex<[LabJob]>([])
    private let wakeup = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private let stopping = Atomic<Bool>(false)

    init(location: LabStoreLocation) {
        self.location = location
    }

    /// Queues `job`; false when `maxWaiting` jobs wait already. Any thread.
    func submit(_ job: LabJob) -> Bool {
        let queued = pending.withLock { queue in
            guard queue.count < Self.maxWaiting else { return false }
            queue.append(job)
            return true
        }
        if queued { wakeup.signal() }
        return queued
    }

    /// Starts the thread; each result goes to `completion` on it.
    func start(_ completion: @escaping Completion) {
        // At the process's priority, unlike the layout readers: a save or an open is milliseconds of work, which a
        // lowered thread waited seconds for on a loaded machine.
        let thread = Thread { [self] in
            let store = location.makeStore()
            while !stopping.load(ordering: .acquiring) {
                wakeup.wait()
                while let job = next() { completion(job, run(job, on: store)) }
            }
            finished.signal()
        }
        thread.name = "lab-store"
        thread.start()
    }

    /// Stops the thread after the job in progress, waiting at most `timeout` seconds.
    func stop(timeout: Double = 1) {
        stopping.store(true, ordering: .releasing)
        wakeup.signal()
        _ = finished.wait(timeout: .now() + timeout)
    }

    private func next() -> LabJob? {
        pending.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }

    /// Runs `job` on `store`. Store thread (or a test).
    func run(_ job: LabJob, on store: any LabStore) -> Outcome {
        switch job.work {
        case .save(let lab):
            do {
                let created = Int64(Date().timeIntervalSince1970)
                return .success(.saved(try store.save(lab.json.serialized, created: created)))
            } catch {
                return .failure(LabFailure(code: error.code, message: "\(error.message): the lab was not saved"))
            }
        case .open(let id):
            let content: String?
            do {
                content = try store.load(id)
            } catch {
                return .failure(LabFailure(code: error.code, message: "\(error.message): lab \(id) was not opened"))
            }
            guard let content else {
                return .failure(LabFailure(code: "unknown-lab", message: "no lab \(id) in this server's store"))
            }
            do {
                return .success(.opened(id, try SavedLab(json: content.utf8)))
            } catch {
                return .failure(LabFailure(code: "lab-unreadable", message: "lab \(id) does not read: \(error)"))
            }
        }
    }
}

/// Why a save or an open failed: the `error` code and message its sender gets.
struct LabFailure: Error, Sendable, Hashable {
    let code: String
    let message: String
}
