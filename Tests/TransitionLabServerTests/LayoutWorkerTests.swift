import Dispatch
import Synchronization
import Testing
import TransitionLabCore

@testable import TransitionLabServer

/// The layout-reader threads: one room's read in progress does not hold up another room's, and a room's own
/// jobs are read one at a time, the newest waiting one replacing the older.
@Suite struct LayoutWorkerTests {
    /// "hold" blocks until `release` is signalled; anything else reads through `GridTestReader`.
    struct HoldingReader: UserLayoutReader {
        let holding = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)

        func read(_ source: UserLayoutSource, containerSize: Size) throws(UserLayoutError) -> UserLayoutResult {
            if source.text == "hold" {
                holding.signal()
                release.wait()
            }
            return try GridTestReader().read(source, containerSize: containerSize)
        }
    }

    private func job(room: Int, _ text: String, generation: Int = 1) -> LayoutJob {
        LayoutJob(
            room: room, roomName: "room\(room)", slot: .a, source: UserLayoutSource(format: .swift, text: text),
            viewport: Size(width: 390, height: 844), generation: generation, sender: nil)
    }

    @Test func anotherRoomIsReadWhileOneRoomsReadIsHeld() {
        let reader = HoldingReader()
        let worker = LayoutWorker(reader: reader)
        let finished = Mutex<[(room: Int, generation: Int)]>([])
        let done = DispatchSemaphore(value: 0)
        worker.start { job, _ in
            finished.withLock { $0.append((job.room, job.generation)) }
            done.signal()
        }
        worker.submit(job(room: 1, "hold"), owner: .room(1))
        reader.holding.wait()
        // Room 1's read is held: room 2's paste is read meanwhile, room 1's newer pastes wait, the newest wins.
        worker.submit(job(room: 2, "grid 3"), owner: .room(2))
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(finished.withLock { $0.map(\.room) } == [2])
        worker.submit(job(room: 1, "grid 2", generation: 2), owner: .room(1))
        worker.submit(job(room: 1, "grid 4", generation: 3), owner: .room(1))
        reader.release.signal()
        for _ in 0..<2 { #expect(done.wait(timeout: .now() + 10) == .success) }
        worker.stop()
        #expect(finished.withLock { $0.map(\.room) } == [2, 1, 1])
        #expect(finished.withLock { $0.map(\.generation) } == [1, 1, 3])
    }
}
