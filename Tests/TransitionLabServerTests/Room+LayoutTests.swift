import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabServer

/// A reader for room tests: `json` through the spec reader; `swift` text "grid N" is a flow layout of N columns
/// filling the container's width (so it depends on the viewport, like code reading `effectiveContentSize`), and
/// any other Swift text fails at 2:5.
struct GridTestReader: UserLayoutReader {
    func read(_ source: UserLayoutSource, containerSize: Size) throws(UserLayoutError) -> UserLayoutResult {
        if source.format == .json { return try LayoutSpecReader().read(source, containerSize: containerSize) }
        guard source.text.hasPrefix("grid "), let columns = Int(source.text.dropFirst(5)), columns > 0 else {
            throw UserLayoutError(line: 2, column: 5, message: "not a grid")
        }
        let layout = FlowLayout.columnGrid(
            columns: columns, itemCount: source.counts?.first ?? 12, containerWidth: containerSize.width)
        return UserLayoutResult(layout: layout, notes: ["1:1: read for \(Int(containerSize.width))"])
    }
}

@Suite struct RoomLayoutTests {
    let reader = GridTestReader()

    func makeRoom(layouts: [RoomLayout] = []) -> Room {
        let room = Room(
            name: "lab", serial: 7, scenes: [YourLayoutScene.self, TestScene.self], sceneName: YourLayoutScene.name,
            fps: 60, layoutReader: reader, layouts: layouts)
        room.advance(toRealTime: 0)
        return room
    }

    func join(_ room: Room, _ id: Int, canDrive: Bool = true, role: String? = nil) -> [Room.Action] {
        room.handle(.join(id: id, .init(name: "P\(id)", role: role, canDrive: canDrive, viewport: nil)))
    }

    func grid(_ columns: Int, counts: [Int]? = nil) -> UserLayoutSource {
        UserLayoutSource(format: .swift, text: "grid \(columns)", counts: counts)
    }

    /// Sends a paste (or another `origin`) from `id` and carries the worker's part out at once; returns the flush
    /// after the result.
    func paste(
        _ room: Room, _ source: UserLayoutSource, slot: LayoutSlot = .a, origin: ClientMessage.LayoutOrigin = .paste,
        from id: Int
    ) -> (immediate: [Room.Action], result: [Room.Action]) {
        let immediate = room.handle(.message(id: id, .layout(slot: slot, source: source, origin: origin)))
        var result: [Room.Action] = []
        for case .readLayout(let job) in immediate + room.flush() {
            result += room.handle(.layoutRead(job, LayoutWorker(reader: reader).read(job)))
        }
        return (immediate, result + room.flush())
    }

    func scene(_ room: Room) -> YourLayoutScene { room.runner!.scene as! YourLayoutScene }

    private func cellWidth(_ room: Room) -> Double? {
        let layout = scene(room).collectionViewLayout.prepare(containerSize: room.viewport)
        return layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 2000, height: 40)).first?.frame.width
    }

    @Test func aGoodPasteReachesEveryMemberWithTheNextFrame() {
        let room = makeRoom()
        _ = join(room, 1)
        _ = join(room, 2)
        _ = room.flush()
        let (immediate, result) = paste(room, grid(3, counts: [9]), from: 1)
        #expect(immediate.isEmpty, "nothing is sent until the layout is read")
        let broadcast = result.compactMap { action -> ServerMessage.UserLayout? in
            if case .broadcast(.layout(let layout), nil) = action { layout } else { nil }
        }
        #expect(broadcast.map(\.source) == [grid(3, counts: [9])])
        #expect(broadcast.first?.notes == ["1:1: read for 390"])
        let layoutIndex = result.firstIndex { if case .broadcast(.layout, _) = $0 { true } else { false } }
        let frameIndex = result.firstIndex { if case .frame = $0 { true } else { false } }
        #expect(layoutIndex != nil && frameIndex != nil && layoutIndex! < frameIndex!)
        #expect(scene(room).source(for: .a) == grid(3, counts: [9]))
        #expect(abs((cellWidth(room) ?? 0) - FlowLayout.columnGridSide(columns: 3, containerWidth: 390)) < 1e-9)
    }

    @Test func aBadPasteGoesBackToItsSenderAndKeepsTheLastGoodLayout() {
        let room = makeRoom()
        _ = join(room, 1)
        _ = join(room, 2)
        _ = paste(room, grid(4), from: 1)
        let (_, result) = paste(room, UserLayoutSource(format: .swift, text: "UICollectionViewLayout.magic()"), from: 1)
        let errors = result.compactMap { action -> (Int, LayoutSlot, UserLayoutError)? in
            if case .send(let id, .layoutError(let slot, let error)) = action { (id, slot, error) } else { nil }
        }
        #expect(errors.count == 1)
        #expect(errors.first?.0 == 1 && errors.first?.1 == .a)
        #expect(errors.first?.2 == UserLayoutError(line: 2, column: 5, message: "not a grid"))
        #expect(!result.contains { if case .broadcast(.layout, _) = $0 { true } else { false } })
        #expect(scene(room).source(for: .a) == grid(4))
        #expect(room.slots.layouts[.a]?.message.source == grid(4))
    }

    @Test func onlyADriverMayPaste() {
        let room = makeRoom()
        _ = join(room, 1)
        _ = join(room, 2, role: "viewer")
        let (immediate, result) = paste(room, grid(2), from: 2)
        let refused = immediate.compactMap { action -> String? in
            if case .send(2, .error(let code, _, "layout")) = action { code } else { nil }
        }
        #expect(refused == ["not-driver"])
        #expect(!result.contains { if case .broadcast(.layout, _) = $0 { true } else { false } })
        #expect(room.slots.layouts.isEmpty)
    }

    @Test func aLateJoinerGetsTheSourcesInItsWelcome() throws {
        let room = makeRoom()
        _ = join(room, 1)
        _ = paste(room, grid(5), from: 1)
        _ = paste(room, UserLayoutSource(format: .json, text: #"{"layout":"flow","sections":[{}]}"#), slot: .b, from: 1)
        let actions = join(room, 2)
        guard case .send(2, .welcome(let welcome))? = actions.first else {
            Issue.record("no welcome first in \(actions)")
            return
        }
        #expect(welcome.layouts?.map(\.slot) == [.a, .b])
        #expect(welcome.layouts?.first?.source == grid(5))
        // A scene change's welcome does not repeat them.
        let change = room.handle(.message(id: 1, .scene(TestScene.name)))
        for case .send(_, .welcome(let again)) in change { #expect(again.layouts == nil) }
        // Back on your-layout, the new scene shows the room's layouts.
        _ = room.handle(.message(id: 1, .scene(YourLayoutScene.name)))
        #expect(scene(room).source(for: .a) == grid(5))
        #expect(scene(room).source(for: .b)?.format == .json)
    }

    @Test func aNewerPasteWinsOverAnOlderResult() {
        let room = makeRoom()
        _ = join(room, 1)
        let first = room.handle(.message(id: 1, .layout(slot: .a, source: grid(2)))) + room.flush()
        let second = room.handle(.message(id: 1, .layout(slot: .a, source: grid(6)))) + room.flush()
        let worker = LayoutWorker(reader: reader)
        for case .readLayout(let job) in second { _ = room.handle(.layoutRead(job, worker.read(job))) }
        for case .readLayout(let job) in first { _ = room.handle(.layoutRead(job, worker.read(job))) }
        #expect(room.slots.layouts[.a]?.message.source == grid(6), "the older result, arriving last, is dropped")
    }

    @Test func aSwiftLayoutIsReadAgainForANewViewport() {
        let room = makeRoom()
        _ = join(room, 1)
        _ = paste(room, grid(3), from: 1)
        let resized = room.handle(.message(id: 1, .viewport(Size(width: 820, height: 1180)))) + room.flush()
        let jobs = resized.compactMap { if case .readLayout(let job) = $0 { job } else { nil } }
        #expect(jobs.map(\.viewport) == [Size(width: 820, height: 1180)])
        #expect(jobs.first?.sender == nil)
        #expect(scene(room).source(for: .a) == grid(3), "the old reading holds until the new one comes")
        for job in jobs { _ = room.handle(.layoutRead(job, LayoutWorker(reader: reader).read(job))) }
        #expect(room.slots.layouts[.a]?.viewport == Size(width: 820, height: 1180))
        #expect(abs((cellWidth(room) ?? 0) - FlowLayout.columnGridSide(columns: 3, containerWidth: 820)) < 1e-9)
    }

    @Test func aRecordingCarriesTheLayoutsAndReplaysThem() throws {
        let room = makeRoom()
        _ = join(room, 1)
        _ = paste(room, grid(2), from: 1)
        let started = room.handle(.message(id: 1, .record))
        let opening = started.compactMap { if case .broadcast(.recorded(let line), _) = $0 { line } else { nil } }
        #expect(opening.contains { $0["type"] == "layout" && $0["text"] == "grid 2" })
        // A paste while recording is recorded as it is applied.
        let (_, result) = paste(room, grid(4), from: 1)
        let recorded = result.compactMap { if case .broadcast(.recorded(let line), _) = $0 { line } else { nil } }
        #expect(recorded.map { $0["text"] } == ["grid 4"])
        _ = room.handle(.message(id: 1, .record))
        // `transition-lab replay` reads the same lines back into the same layouts.
        let lines = (opening + recorded).map(\.serialized).joined(separator: "\n")
        let replay = try Replay(jsonLines: lines)
        let replayed = YourLayoutScene(viewport: try #require(replay.viewport))
        _ = try replay.samples(on: replayed, layoutReader: reader)
        #expect(replayed.source(for: .a) == grid(4))
    }

    @Test func roomsStartWithTheServersStartingLayouts() throws {
        let starting = try RoomLayout.read(grid(7), slot: .a, viewport: Room.defaultViewport, with: reader)
        let room = makeRoom(layouts: [starting])
        #expect(scene(room).source(for: .a) == grid(7))
        let actions = join(room, 1)
        guard case .send(1, .welcome(let welcome))? = actions.first else {
            Issue.record("no welcome")
            return
        }
        #expect(welcome.layouts?.map(\.source) == [grid(7)])
    }

    @Test func aServerWithoutAReaderRefusesLayouts() {
        let room = Room(name: "lab", scenes: [YourLayoutScene.self], sceneName: nil, fps: 60)
        _ = room.handle(.join(id: 1, .init(name: "A", role: nil, canDrive: true, viewport: nil)))
        let actions = room.handle(.message(id: 1, .layout(slot: .a, source: grid(2))))
        let codes = actions.compactMap { if case .send(1, .error(let code, _, _)) = $0 { code } else { nil } }
        #expect(codes == ["no-layout-reader"])
    }
}
