import TransitionLabCore
import TransitionLabProtocol

/// Every room by name, and which room each connection is in. Rooms appear on first join and disappear when the
/// last member leaves. Owned by the simulation thread.
///
/// Its stored `var`s are `@exclusivity(unchecked)`: only the simulation thread calls it (docs/architecture.md).
final class Rooms {
    let scenes: [any Scene.Type]
    let defaultScene: String?
    let fps: Int
    /// Each room's layout work budget (`LayoutWork`).
    let layoutStepsPerSecond: Double
    let layoutReader: (any UserLayoutReader)?
    /// Layouts each new room starts with.
    let startingLayouts: [RoomLayout]
    @exclusivity(unchecked) private(set) var byName: [String: Room] = [:]
    @exclusivity(unchecked) private var membership: [Int: Room] = [:]
    /// Connections that have not joined yet, and every connection's address.
    @exclusivity(unchecked) var arrivals = Arrivals()
    /// Rooms created so far: each room's `serial`.
    @exclusivity(unchecked) private var created = 0

    init(
        scenes: [any Scene.Type], defaultScene: String?, fps: Int, layoutReader: (any UserLayoutReader)? = nil,
        startingLayouts: [RoomLayout] = [], layoutStepsPerSecond: Double = .infinity
    ) {
        self.scenes = scenes
        self.defaultScene = defaultScene
        self.fps = fps
        self.layoutStepsPerSecond = layoutStepsPerSecond
        self.layoutReader = layoutReader
        self.startingLayouts = startingLayouts
    }

    /// The room connection `id` is in.
    func room(of id: Int) -> Room? { membership[id] }

    /// Rooms whose scene is moving or that hold back a member count or a `state`, kept up to date by
    /// `update(_:)`, so idle rooms cost nothing per tick.
    @exclusivity(unchecked) private(set) var ticking: [ObjectIdentifier: Room] = [:]

    /// The rooms an event or a tick touched in the current turn, each once, in the order first touched.
    @exclusivity(unchecked) private(set) var touched: [Room] = []
    /// The current turn (`beginTurn()`), against which each room's `touchedInTurn` tells whether it is listed.
    @exclusivity(unchecked) private var turn: UInt64 = 0
    /// Storage the simulation's turns keep from one to the next (`Simulation.turn(_:)`), empty between turns, so
    /// a turn allocates no array for the events it takes or the deliveries it produces.
    @exclusivity(unchecked) var turnEvents: [Simulation.Inbound] = []
    @exclusivity(unchecked) var turnDeliveries: [Simulation.Delivery] = []

    /// Starts a simulation turn: no room touched yet.
    func beginTurn() {
        turn &+= 1
        touched.removeAll(keepingCapacity: true)
    }

    /// Lists `room` among the rooms touched this turn, unless it is already: no hashing, one comparison.
    func touch(_ room: Room) {
        guard room.touchedInTurn != turn else { return }
        room.touchedInTurn = turn
        touched.append(room)
    }

    /// When the earliest ticking room (or waiting arrival) is due; nil when none ticks. A room without a tick set is
    /// due `now`.
    func nextTick(now: Double) -> Double? {
        var earliest = arrivals.nextDue
        for room in ticking.values { earliest = min(earliest ?? .infinity, room.nextTick ?? now) }
        return earliest
    }

    /// Records whether `room` (just touched by an event or a tick) needs ticks. A room that emptied has left
    /// `byName` for good; the ticking list changes only when the answer does, so a moving room hashes nothing here.
    func update(_ room: Room) {
        let needed =
            (room.needsTicks || room.presence.countPending || room.announcements.holdsState
                || room.heldFrameDue != nil) && !room.isEmpty
        guard needed != room.isTicking else { return }
        room.isTicking = needed
        ticking[ObjectIdentifier(room)] = needed ? room : nil
    }

    /// Puts connection `id` into room `name` (created on demand, its clock started at `now`).
    func join(_ id: Int, room name: String, _ request: Room.JoinRequest, now: Double) -> (Room, [Room.Action]) {
        let room =
            byName[name]
            ?? {
                created += 1
                let room = Room(
                    name: name, serial: created, scenes: scenes, sceneName: defaultScene, fps: fps,
                    layoutReader: layoutReader, layouts: startingLayouts, layoutStepsPerSecond: layoutStepsPerSecond)
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
            room.isTicking = false
        }
        return room.isEmpty ? nil : room
    }
}
