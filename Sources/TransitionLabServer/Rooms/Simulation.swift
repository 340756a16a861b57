import Dispatch
import Foundation
import Synchronization
import TransitionLabCore
import TransitionLabProtocol

/// The simulation thread: applies input to rooms as soon as it arrives and sends a frame at once, and ticks rooms
/// at `fps` only while something moves. It exchanges values with the service thread through two `Mutex`-guarded
/// queues and wakes lws with `lws_cancel_service` (the `minimal-ws-server-threads` pattern of libwebsockets).
final class Simulation: Sendable {
    /// Service thread → simulation.
    enum Inbound: Sendable {
        /// A connection joins `room` now.
        case open(id: Int, room: String, Room.JoinRequest)
        /// A connection opened from address `peer`: it joins `room` now, or with its first message when it awaits
        /// its `hello` (`Arrivals`).
        case arrived(id: Int, peer: String, room: String, Room.JoinRequest, awaitingHello: Bool)
        case hello(id: Int, room: String?, Room.JoinRequest)
        case message(id: Int, ClientMessage)
        case closed(id: Int)
        /// The layout worker's result for a room's `LayoutJob`.
        case layoutRead(LayoutJob, LayoutWorker.Outcome)
        /// The lab store's result for a room's `LabJob`.
        case labDone(LabJob, LabWorker.Outcome)
    }

    /// Simulation → service thread: values only; the service thread encodes frames and keeps the delta bases.
    enum Delivery: Sendable {
        case text(to: [Int], bytes: [UInt8], kind: Outbox.Kind)
        case frame(RoomFrame, recipients: [Recipient])
        /// The room with this serial emptied and closed: the service thread forgets its frames.
        case roomClosed(Int)
    }

    /// A connection a frame goes to, with the last input sequence of its own that the frame applied. A struct,
    /// not a tuple: an array of tuples looks its element type's metadata up at run time on every allocation.
    struct Recipient: Sendable, Hashable {
        let id: Int
        let inputSequence: UInt32

        /// `members` as recipients with their input sequences. Few members send input (the driver, a member
        /// holding the trackpad): scanning a handful of senders costs less than hashing every member's id.
        ///
        /// - Parameter only: the members the frame goes to; nil for every member.
        static func all(
            _ members: [Presence.Member], only: Set<Int>?, inputSequences: [Int: UInt32]
        ) -> [Recipient] {
            var recipients: [Recipient] = []
            recipients.reserveCapacity(only?.count ?? members.count)
            let looksUp = inputSequences.count > 8
            let senders = looksUp ? [] : Array(inputSequences)
            for member in members where only?.contains(member.id) ?? true {
                let sequence = looksUp ? inputSequences[member.id] : senders.first { $0.key == member.id }?.value
                recipients.append(Recipient(id: member.id, inputSequence: sequence ?? 0))
            }
            return recipients
        }
    }

    private let inbound = Mutex<[Inbound]>([])
    private let deliveries = Mutex<[Delivery]>([])
    /// Signalled to wake the simulation thread: once per batch of posted events, and on `stop`.
    let wakeup = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private let stopping = Atomic<Bool>(false)
    private let configuration: ServerConfiguration
    private let scenes: [any Scene.Type]
    private let clock: any MonotonicClock
    /// Seconds between two ticks of a moving room (`1 / fps`).
    let period: Double
    /// Wakes the service thread (`lws_cancel_service`).
    private let wakeService: @Sendable () -> Void
    /// Reads pasted layouts off this thread; nil without a layout reader.
    private let layoutWorker: LayoutWorker?
    /// Saves and opens labs off this thread; nil without a lab store.
    private let labWorker: LabWorker?
    /// Rooms, roles and layout reads counted for `/metrics`.
    let metrics: ServerMetrics

    init(
        configuration: ServerConfiguration, scenes: [any Scene.Type], clock: any MonotonicClock,
        metrics: ServerMetrics = ServerMetrics(), wakeService: @escaping @Sendable () -> Void
    ) {
        self.configuration = configuration
        self.metrics = metrics
        self.scenes = scenes
        self.clock = clock
        period = 1 / Double(configuration.fps)
        self.wakeService = wakeService
        layoutWorker = configuration.layoutReader.map { LayoutWorker(reader: $0) }
        labWorker = configuration.labStore.map { LabWorker(location: $0) }
    }

    /// Queues an event for the simulation thread and wakes it, once per batch: a burst of events costs one wake-up.
    /// Any thread.
    func post(_ event: Inbound) {
        let first = inbound.withLock { queue in
            defer { queue.append(event) }
            return queue.isEmpty
        }
        if first { wakeup.signal() }
    }

    /// Moves everything the simulation produced since the last call into `taken`, which must be empty, and leaves
    /// its storage to the queue: the two arrays trade buffers, so taking allocates nothing. Service thread.
    func takeDeliveries(into taken: inout [Delivery]) {
        deliveries.withLock { swap(&$0, &taken) }
    }

    /// Starts the simulation thread.
    func start() {
        let thread = Thread { [self] in
            run(makeRooms())
            finished.signal()
        }
        thread.name = "simulation"
        thread.start()
        layoutWorker?.start { [self] job, result in post(.layoutRead(job, result)) }
        labWorker?.start { [self] job, outcome in post(.labDone(job, outcome)) }
    }

    /// Stops the simulation thread and waits (at most `timeout` seconds) for it to finish.
    func stop(timeout: Double = 0.5) {
        layoutWorker?.stop()
        labWorker?.stop()
        stopping.store(true, ordering: .releasing)
        wakeup.signal()
        _ = finished.wait(timeout: .now() + timeout)
    }

    /// The simulation thread's rooms (empty).
    func makeRooms() -> Rooms {
        Rooms(
            scenes: scenes, defaultScene: configuration.defaultScene, fps: configuration.fps,
            layoutReader: configuration.layoutReader, startingLayouts: configuration.startingLayouts,
            layoutStepsPerSecond: configuration.layoutStepsPerSecond)
    }

    /// The loop: one `turn`, then sleep until input or the next tick.
    private func run(_ rooms: Rooms) {
        while !stopping.load(ordering: .acquiring) {
            if let deadline = turn(rooms) {
                _ = wakeup.wait(timeout: .now() + max(0, deadline - clock.now()))
            } else {
                wakeup.wait()
            }
        }
    }

    /// Applies what arrived and sends a frame at once; ticks each moving room one period after its last frame (so
    /// input at 120 Hz on a 60 fps room gives 120 frames, not 180). Returns when the next tick is due, or nil when
    /// nothing moves. Simulation thread (or a test driving the clock).
    func turn(_ rooms: Rooms) -> Double? {
        // The events arrive in, and the deliveries are gathered in, storage the turns keep (`Rooms.turnEvents`,
        // `turnDeliveries`, empty between turns); the queue takes the events' emptied storage in exchange.
        inbound.withLock { swap(&$0, &rooms.turnEvents) }
        var produced: [Delivery] = []
        swap(&produced, &rooms.turnDeliveries)
        defer {
            rooms.turnEvents.removeAll(keepingCapacity: true)
            produced.removeAll(keepingCapacity: true)
            swap(&produced, &rooms.turnDeliveries)
        }
        let now = clock.now()
        rooms.beginTurn()
        for event in rooms.turnEvents {
            guard let room = applyCounting(event, to: rooms, now: now, produced: &produced) else { continue }
            rooms.touch(room)
        }
        for (id, arrival) in rooms.arrivals.takeDue(now: now) {
            let event = Inbound.open(id: id, room: arrival.room, arrival.request)
            if let room = applyCounting(event, to: rooms, now: now, produced: &produced) { rooms.touch(room) }
        }
        for room in rooms.ticking.values where now >= (room.nextTick ?? now) - 0.0005 {
            room.advance(toRealTime: now)
            rooms.touch(room)
        }
        for room in rooms.touched {
            let scheduled = room.nextTick ?? now
            let actions = room.flush()
            deliver(actions, in: room, rooms: rooms, into: &produced)
            rooms.update(room)
            let ticked = scheduled <= now + 0.0005
            let sentFrame = actions.contains { if case .frame = $0 { true } else { false } }
            guard room.needsTicks else {
                // A room that only input moves (or a still one) wakes when a held-back member count or `state`
                // is due, not a period after its last frame: the next input brings the next frame.
                if let due = room.wakeDue { room.nextTick = due }
                continue
            }
            guard sentFrame || ticked else { continue }
            // A tick keeps its cadence, whether or not its frame showed anything new; a frame sent early for input
            // restarts it.
            let onCadence = ticked && scheduled + period > now
            room.nextTick = max(onCadence ? scheduled + period : now + period, room.heldFrameDue ?? 0)
        }
        if !produced.isEmpty {
            deliveries.withLock { $0.append(contentsOf: produced) }
            wakeService()
        }
        return rooms.nextTick(now: now)
    }

    /// Applies one inbound event; returns the room it touched.
    func apply(_ event: Inbound, to rooms: Rooms, now: Double, produced: inout [Delivery]) -> Room? {
        switch event {
        case .open(let id, let name, let request):
            return join(id, name, request, rooms: rooms, now: now, produced: &produced)
        case .arrived(let id, let peer, let name, let request, let awaitingHello):
            rooms.arrivals.open(id, peer: peer, room: name, request, awaitingHello: awaitingHello, now: now)
            return awaitingHello ? nil : join(id, name, request, rooms: rooms, now: now, produced: &produced)
        case .hello(let id, let name, let request):
            if let arrival = rooms.arrivals.take(id) {
                let merged = arrival.request.merged(with: request)
                return join(id, name ?? arrival.room, merged, rooms: rooms, now: now, produced: &produced)
            }
            if let name, let current = rooms.room(of: id), current.name != name {
                if let left = leave(id, from: rooms, produced: &produced) {
                    deliver(left.flush(), in: left, rooms: rooms, into: &produced)
                }
                return join(id, name, request, rooms: rooms, now: now, produced: &produced)
            }
            guard let room = rooms.room(of: id) else { return nil }
            deliver(room.handle(.hello(id: id, request)), in: room, rooms: rooms, into: &produced)
            return room
        case .message(let id, let message):
            if let arrival = rooms.arrivals.take(id) {
                _ = join(id, arrival.room, arrival.request, rooms: rooms, now: now, produced: &produced)
            }
            guard let room = rooms.room(of: id) else { return nil }
            room.advance(toRealTime: now)
            deliver(room.handle(.message(id: id, message)), in: room, rooms: rooms, into: &produced)
            return room
        case .closed(let id):
            rooms.arrivals.close(id)
            layoutWorker?.forget(connection: id)
            return leave(id, from: rooms, produced: &produced)
        case .layoutRead(let job, let result):
            guard let room = rooms.byName[job.roomName], room.serial == job.room else { return nil }
            deliver(room.handle(.layoutRead(job, result)), in: room, rooms: rooms, into: &produced)
            return room
        case .labDone(let job, let outcome):
            guard let room = rooms.byName[job.roomName], room.serial == job.room else { return nil }
            room.advance(toRealTime: now)
            deliver(room.handle(.labDone(job, outcome)), in: room, rooms: rooms, into: &produced)
            return room
        }
    }

    /// Puts connection `id` into room `name` and delivers its introduction; returns the room.
    private func join(
        _ id: Int, _ name: String, _ request: Room.JoinRequest, rooms: Rooms, now: Double,
        produced: inout [Delivery]
    ) -> Room {
        let (room, actions) = rooms.join(id, room: name, request, now: now)
        deliver(actions, in: room, rooms: rooms, into: &produced)
        return room
    }

    /// Takes connection `id` out of its room and returns the room, unless it emptied: then it is gone, and so are
    /// its frames on the service thread (`Delivery.roomClosed`). The layout reads the connection sent there stop,
    /// and all of the room's once it empties.
    private func leave(_ id: Int, from rooms: Rooms, produced: inout [Delivery]) -> Room? {
        guard let room = rooms.room(of: id) else { return nil }
        let remaining = rooms.leave(id)
        if remaining == nil {
            produced.append(.roomClosed(room.serial))
            layoutWorker?.cancel(room: room.serial, because: "the room emptied")
        } else {
            layoutWorker?.cancel(room: room.serial, sender: id, because: "its sender left the room")
        }
        return remaining
    }

    /// The ids of `members` but `except`, in an array allocated once: a filtered lazy sequence grows its array as
    /// it goes (callgrind: four more allocations per forwarded pointer move in a room of ten).
    private static func ids(of members: [Presence.Member], except: Int?) -> [Int] {
        var ids: [Int] = []
        ids.reserveCapacity(members.count)
        for member in members where member.id != except { ids.append(member.id) }
        return ids
    }

    /// Appends a room's actions to `produced` as deliveries: JSON serialised once per message, frames quantised once
    /// per room (the service thread encodes them); layout reads go to the layout worker.
    private func deliver(_ actions: [Room.Action], in room: Room, rooms: Rooms, into produced: inout [Delivery]) {
        for action in actions {
            switch action {
            case .send(let id, let message):
                produced.append(.text(to: [id], bytes: message.bytes, kind: Outbox.Kind(message)))
            case .broadcast(let message, let except):
                produced.append(
                    .text(
                        to: Self.ids(of: room.members, except: except), bytes: message.bytes, kind: Outbox.Kind(message)
                    ))
            case .frame(let frame, let sequence, let version, let inputSequences, let recipients):
                let released = RoomFrame(room: room.serial, frame: frame, sequence: sequence, nodeTableVersion: version)
                produced.append(
                    .frame(
                        released,
                        recipients: Recipient.all(room.members, only: recipients, inputSequences: inputSequences)))
            case .readLayout(let job):
                // A room that emptied in this turn reads nothing more; a paste whose sender left fails (its slot
                // then no longer waits for it).
                guard rooms.byName[room.name] === room else { continue }
                if let sender = job.sender, room.presence.member(sender) == nil {
                    post(.layoutRead(job, .failure(UserLayoutError(line: 1, column: 1, message: "its sender left"))))
                    continue
                }
                let owner = job.sender.map { ReadOwner(address: rooms.arrivals.address(of: $0), connection: $0) }
                layoutWorker?.submit(job, owner: owner ?? .room(job.room))
            case .store(let job):
                guard let labWorker else {
                    post(.labDone(job, .failure(LabFailure(code: "no-store", message: "this server keeps no labs"))))
                    continue
                }
                if !labWorker.submit(job) {
                    let message = "the lab store has \(LabWorker.maxWaiting) saves and opens waiting: try again"
                    post(.labDone(job, .failure(LabFailure(code: "store-busy", message: message))))
                }
            }
        }
    }
}
