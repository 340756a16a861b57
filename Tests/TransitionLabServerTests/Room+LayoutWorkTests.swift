import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabServer

/// A room's per-frame layout work is paid from its own budget: a room whose frames ask more than a frame's share is
/// told so once and gets fewer frames, paced to what it earns, while a room within its share gets one per input.
@Suite struct RoomLayoutWorkTests {
    /// 480,000 steps a second: 8,000 a frame at 60 fps, 48,000 at most in one frame.
    static let stepsPerSecond = 480_000.0

    /// A room on `your-layout` showing a grid of `columns` columns and `items` cells (`GridTestReader`), its layout
    /// read and shown by real time 0, and the actions of the flush that showed it.
    func room(columns: Int, items: Int) -> (Room, [Room.Action]) {
        let room = Room(
            name: "lab", serial: 1, scenes: [YourLayoutScene.self], sceneName: YourLayoutScene.name, fps: 60,
            layoutReader: GridTestReader(), layoutStepsPerSecond: Self.stepsPerSecond)
        room.advance(toRealTime: 0)
        _ = room.handle(.join(id: 1, .init(name: "P1", role: nil, canDrive: true, viewport: nil)))
        let source = UserLayoutSource(format: .swift, text: "grid \(columns)", counts: [items])
        let pasted = room.handle(.message(id: 1, .layout(slot: .a, source: source, origin: .paste))) + room.flush()
        for case .readLayout(let job) in pasted {
            _ = room.handle(.layoutRead(job, LayoutWorker(reader: GridTestReader()).read(job)))
        }
        return (room, room.flush())
    }

    func notices(_ actions: [Room.Action]) -> [String] {
        actions.compactMap { action in
            guard case .broadcast(.error("layout-work", let message, _), _) = action else { return nil }
            return message
        }
    }

    /// A second of dragging the list at 120 Hz, each input handled and flushed as the simulation does: the frames
    /// sent and the `layout-work` notices.
    func drag(_ room: Room) -> (frames: Int, notices: [String]) {
        var frames = 0
        var told: [String] = []
        for step in 0...120 {
            let time = 1 + Double(step) / 120
            room.advance(toRealTime: time)
            let phase: PointerEvent.Phase = step == 0 ? .down : .move
            let input = ClientMessage.pointer(
                phase: phase, id: 1, x: 200, y: 700 - Double(step), time: time * 1000, seq: step + 1)
            let actions = room.handle(.message(id: 1, input)) + room.flush()
            frames += actions.count { if case .frame = $0 { true } else { false } }
            told += notices(actions)
        }
        return (frames, told)
    }

    @Test func aRoomAskingMoreThanAFramesShareGetsFewerFramesPacedToWhatItEarns() throws {
        // 400 cells of 19.5 pt, all on screen: 400 × 40 = 16,000 steps a frame, twice a frame's share. The room is
        // told when its layout is first shown, and not again.
        let (room, shown) = room(columns: 20, items: 400)
        let (frames, later) = drag(room)
        let demand = 400.0 * Double(YourLayoutScene.stepsPerElement)
        // What a second earns, plus the full budget it started with, in frames of that demand.
        let affordable = (Self.stepsPerSecond + Self.stepsPerSecond / LayoutWork.minimumFPS) / demand
        #expect(Double(frames) <= affordable + 1)
        #expect(Double(frames) >= affordable - 2)
        #expect(notices(shown).count == 1 && later.isEmpty)
        // Once its last frame went out, the room holds none: it has nothing to wake for.
        #expect(room.flush().isEmpty || room.heldFrameDue == nil)
        room.advance(toRealTime: 3)
        _ = room.flush()
        #expect(room.heldFrameDue == nil)
        #expect(try #require(notices(shown).first).contains("this room's frames come less often"))
    }

    @Test func aRoomWithinItsShareGetsAFrameForEveryInput() {
        let (room, shown) = room(columns: 2, items: 4)
        let (frames, later) = drag(room)
        #expect(frames == 121)
        #expect(notices(shown).isEmpty && later.isEmpty)
    }
}
