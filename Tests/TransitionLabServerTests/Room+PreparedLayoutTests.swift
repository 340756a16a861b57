import Synchronization
import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabServer

/// The simulation thread only swaps in layouts the layout worker prepared: `scene`, `record`, `viewport` and
/// `replay` solve nothing in the room; a viewport change keeps the old frame until the new preparation lands, and a
/// replay starts once the recording's layouts are prepared.
@Suite struct RoomPreparedLayoutTests {
    /// Counts every `prepare(containerSize:)` of the layouts it wraps.
    final class PrepareCounter: Sendable {
        let count = Atomic<Int>(0)
        var value: Int { count.load(ordering: .relaxed) }
    }

    struct CountingLayout: CollectionViewLayout {
        let inner: FlowLayout
        let counter: PrepareCounter

        func prepare(containerSize: Size) -> any PreparedLayout {
            counter.count.add(1, ordering: .relaxed)
            return inner.prepare(containerSize: containerSize)
        }
    }

    /// `GridTestReader`'s layouts, wrapped to count their preparations.
    struct CountingReader: UserLayoutReader {
        let counter: PrepareCounter

        func read(_ source: UserLayoutSource, containerSize: Size) throws(UserLayoutError) -> UserLayoutResult {
            var reading = try GridTestReader().read(source, containerSize: containerSize)
            guard let flow = reading.layout as? FlowLayout else { return reading }
            reading.layout = CountingLayout(inner: flow, counter: counter)
            return reading
        }
    }

    let counter = PrepareCounter()
    var reader: CountingReader { CountingReader(counter: counter) }

    func makeRoom() -> Room {
        let room = Room(
            name: "lab", serial: 3, scenes: [YourLayoutScene.self, TestScene.self], sceneName: YourLayoutScene.name,
            fps: 60, layoutReader: reader)
        room.advance(toRealTime: 0)
        _ = room.handle(.join(id: 1, .init(name: "P1", role: nil, canDrive: true, viewport: nil)))
        _ = room.flush()
        return room
    }

    /// Hands `message` to the room and returns its actions and the flush after it, counting the preparations the
    /// room made meanwhile (none may happen on the simulation thread).
    func send(_ room: Room, _ message: ClientMessage) -> (actions: [Room.Action], prepared: Int) {
        let before = counter.value
        let actions = room.handle(.message(id: 1, message)) + room.flush()
        return (actions, counter.value - before)
    }

    /// Runs the worker's part of `actions` (off the room, as the layout threads do) and hands the results back.
    func land(_ room: Room, _ actions: [Room.Action]) -> [Room.Action] {
        var result: [Room.Action] = []
        for case .readLayout(let job) in actions {
            result += room.handle(.layoutRead(job, LayoutWorker(reader: reader).read(job)))
        }
        return result + room.flush()
    }

    func scene(_ room: Room) -> YourLayoutScene { room.runner!.scene as! YourLayoutScene }

    @Test func sceneRecordAndViewportMessagesPrepareNothingInTheRoom() {
        let room = makeRoom()
        let (pasted, duringPaste) = send(room, .layout(slot: .a, source: .init(format: .swift, text: "grid 3")))
        #expect(duringPaste == 0)
        _ = land(room, pasted)
        #expect(scene(room).source(for: .a)?.text == "grid 3")
        for message: ClientMessage in [.scene(TestScene.name), .scene(YourLayoutScene.name), .record, .record] {
            #expect(send(room, message).prepared == 0, "\(message.type) prepared a layout in the room")
        }
        #expect(scene(room).source(for: .a)?.text == "grid 3")
        let (resized, duringResize) = send(room, .viewport(Size(width: 600, height: 800)))
        #expect(duringResize == 0)
        #expect(resized.contains { if case .readLayout = $0 { true } else { false } })
    }

    @Test func aViewportChangeKeepsTheOldFrameUntilTheLayoutIsPrepared() {
        let room = makeRoom()
        _ = land(room, send(room, .layout(slot: .a, source: .init(format: .swift, text: "grid 3"))).actions)
        let shown = scene(room)
        let resized = send(room, .viewport(Size(width: 600, height: 800))).actions
        #expect(room.runner!.scene === shown, "the scene restarted before its layout was prepared")
        #expect(scene(room).viewport == Room.defaultViewport)
        let landed = land(room, resized)
        #expect(scene(room).viewport == Size(width: 600, height: 800))
        #expect(landed.contains { if case .frame = $0 { true } else { false } })
        let cellWidth = scene(room).frame().nodes.first?.frame.width ?? 0
        // Three columns filling 600 pt (`FlowLayout.columnGrid`), not 390.
        #expect(cellWidth > 390 / 3)
    }

    @Test func aReplayPreparesTheRecordingsLayoutsOnTheWorkerFirst() {
        let room = makeRoom()
        _ = land(room, send(room, .layout(slot: .a, source: .init(format: .swift, text: "grid 3"))).actions)
        _ = send(room, .record)
        _ = land(room, send(room, .layout(slot: .a, source: .init(format: .swift, text: "grid 5"))).actions)
        _ = send(room, .record)
        // The recording opens on grid 3, no longer the room's layout: the replay waits for its preparation.
        let (asked, prepared) = send(room, .replay)
        #expect(prepared == 0)
        let jobs = asked.compactMap { action -> LayoutJob? in
            if case .readLayout(let job) = action { job } else { nil }
        }
        #expect(jobs.map { $0.replaySources.map(\.source.text) } == [["grid 3"]])
        #expect(!room.replay.isRunning)
        _ = land(room, asked)
        #expect(room.replay.isRunning)
        let before = counter.value
        room.advance(toRealTime: 0.5)
        let flushed = room.flush()
        #expect(counter.value == before, "the replay prepared a layout in the room")
        let failures = flushed.filter {
            if case .broadcast(.error(code: "replay-failed", message: _, type: _), _) = $0 { true } else { false }
        }
        #expect(failures.isEmpty)
        #expect(scene(room).source(for: .a)?.text == "grid 5")
    }

    @Test func restoresWaitingForAReadAreBoundedInBytes() {
        let room = makeRoom()
        _ = send(room, .layout(slot: .a, source: .init(format: .swift, text: "grid 3"), origin: .restore))
        // 40 joiners each restore a 60 KiB source while that read is in flight.
        let padding = String(repeating: " ", count: 60 * 1024)
        var refused = 0
        for id in 2...41 {
            _ = room.handle(.join(id: id, .init(name: "P\(id)", role: nil, canDrive: true, viewport: nil)))
            let source = UserLayoutSource(format: .json, text: padding + "\(id)")
            let actions = room.handle(.message(id: id, .layout(slot: .a, source: source, origin: .restore)))
            refused += actions.count {
                if case .send(id, .error(code: "layouts-waiting", message: _, type: _)) = $0 { true } else { false }
            }
        }
        let held = room.slots.waiting.values.joined().reduce(0) { $0 + $1.source.text.utf8.count }
        #expect(held <= LayoutSlots.maxWaitingBytes)
        #expect(refused == 40 - held / (60 * 1024))
    }

    @Test func aNewRoomsFirstMemberGetsCurveCodeAndStateOnce() {
        let room = Room(name: "new", scenes: [YourLayoutScene.self], sceneName: nil, fps: 60)
        room.advance(toRealTime: 0)
        let actions =
            room.handle(.join(id: 1, .init(name: "P1", role: nil, canDrive: true, viewport: nil))) + room.flush()
        let types = actions.compactMap { action -> String? in
            switch action {
            case .send(1, let message), .broadcast(let message, _): message.type
            default: nil
            }
        }
        for type in ["curve", "code", "state"] {
            #expect(types.count { $0 == type } == 1, "\(type) in \(types)")
        }
    }

    @Test func aLayoutWhoseNodeTablePassesItsLimitIsRefusedToItsSender() {
        let room = makeRoom()
        // Ten sections of 1,000 items: more cells than one slot's share of the control limit holds.
        let spec = #"{"layout":"flow","sections":[{"itemSize":[10,10]}]}"#
        let source = UserLayoutSource(format: .json, text: spec, counts: Array(repeating: 1000, count: 10))
        let landed = land(room, send(room, .layout(slot: .a, source: source)).actions)
        let errors = landed.compactMap { action -> String? in
            if case .send(1, .layoutError(_, let error)) = action { error.message } else { nil }
        }
        #expect(errors.count == 1)
        #expect(errors.first?.contains("node table limit") == true, "\(errors)")
    }
}
