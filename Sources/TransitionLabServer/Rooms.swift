import TransitionLabCore
import TransitionLabProtocol

/// Every room by name, and which room each connection is in. Rooms appear on first join and disappear when the
/// last member leaves. Owned by the simulation thread.
final class Rooms {
    let scenes: [any Scene.Type]
    let defaultScene: String?
    let fps: Int
    private(set) var byName: [String: Room] = [:]
    private var membership: [Int: Room] = [:]

    init(scenes: [any Scene.Type], defaultScene: String?, fps: Int) {
        self.scenes = scenes
        self.defaultScene = defaultScene
        self.fps = fps
    }

    /// The room connection `id` is in.
    func room(of id: Int) -> Room? { membership[id] }

    /// Rooms whose scene is moving, kept up to date by `update(_:)`, so idle rooms cost nothing per tick.
    private(set) var ticking: [ObjectIdentifier: Room] = [:]

    /// Records whether `room` (just touched by an event or a tick) needs ticks.
    func update(_ room: Room) {
        let needed = room.needsTicks && byName[room.name] === room
        ticking[ObjectIdentifier(room)] = needed ? room : nil
    }

    /// Puts connection `id` into room `name` (created on demand, its clock started at `now`).
    func join(_ id: Int, room name: String, _ request: Room.JoinRequest, now: Double) -> (Room, [Room.Action]) {
        let room =
            byName[name]
            ?? {
                let room = Room(name: name, scenes: scenes, sceneName: defaultScene, fps: fps)
                byName[name] = room
                return room
            }()
        room.advance(toRealTime: now)
        membership[id] = room
        return (room, room.handle(.join(id: id, request)))
    }

    /// Takes connection `id` out of its room, dropping the room when it empties.
    func leave(_ id: Int) -> Room? {
        guard let room = membership.removeValue(forKey: id) else { return nil }
        _ = room.handle(.leave(id: id))
        if room.isEmpty {
            byName[room.name] = nil
            ticking[ObjectIdentifier(room)] = nil
        }
        return room.isEmpty ? nil : room
    }
}
