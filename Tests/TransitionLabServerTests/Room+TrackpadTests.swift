import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabServer

/// Trackpad input (`pinch`, `wheel`) is not namespaced per client like pointers: only the member holding the room
/// drives, so another member's gesture never mixes into it.
@Suite struct RoomTrackpadTests {
    private func makeRoom() -> Room {
        let room = Room(name: "lab", scenes: [TestScene.self], sceneName: nil, fps: 60)
        room.advance(toRealTime: 0)
        for id in [1, 2] {
            _ = room.handle(.join(id: id, .init(name: "P\(id)", role: nil, canDrive: true, viewport: nil)))
        }
        return room
    }

    private func pinch(_ phase: GesturePhase, _ scale: Double) -> ClientMessage {
        .pinch(phase: phase, scale: scale, x: 0, y: 0, time: 0, seq: 1)
    }

    private func scene(_ room: Room) -> TestScene { room.runner!.scene as! TestScene }

    @Test func anotherMembersPinchIsRefusedUntilItTakesOver() {
        let room = makeRoom()
        _ = room.handle(.message(id: 1, pinch(.began, 1)))
        let refused = room.handle(.message(id: 2, pinch(.began, 5)))
        #expect(refused.contains { if case .send(2, .error("not-driver", _, "pinch")) = $0 { true } else { false } })
        _ = room.handle(.message(id: 1, pinch(.changed, 1.5)))
        _ = room.handle(.message(id: 2, .takeOver))
        _ = room.handle(.message(id: 2, pinch(.began, 1)))
        _ = room.handle(.message(id: 1, pinch(.changed, 6)))
        #expect(scene(room).pinchScales == [1, 1.5, 1])
    }

    @Test func aScrollOfAMemberWhoLeftLeavesTheRoomToTheNext() {
        let room = makeRoom()
        let wheel = ClientMessage.wheel(dx: 0, dy: 10, x: 0, y: 0, time: 0, seq: 1)
        _ = room.handle(.message(id: 1, wheel))
        _ = room.handle(.message(id: 2, wheel))
        #expect(scene(room).wheelCount == 1)
        _ = room.handle(.leave(id: 1))
        _ = room.handle(.message(id: 2, wheel))
        #expect(scene(room).wheelCount == 2)
    }
}
