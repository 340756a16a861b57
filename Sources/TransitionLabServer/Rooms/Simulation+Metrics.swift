extension Simulation {
    /// Applies `event` (`apply`) and counts in `metrics` what it changed: the member's role, the rooms, a layout
    /// a member sent read or refused. Simulation thread; joins, leaves and reads only, never a frame or an input.
    func applyCounting(_ event: Inbound, to rooms: Rooms, now: Double, produced: inout [Delivery]) -> Room? {
        let member: Int
        switch event {
        case .open(let id, _, _), .arrived(let id, _, _, _, _), .hello(let id, _, _), .closed(let id): member = id
        case .message(let id, _):
            // A message joins a connection that has not joined yet (`Arrivals`); otherwise it changes no role.
            guard rooms.arrivals.isWaiting(id) else { return apply(event, to: rooms, now: now, produced: &produced) }
            member = id
        case .labDone: return apply(event, to: rooms, now: now, produced: &produced)
        case .layoutRead(let job, let result):
            let room = apply(event, to: rooms, now: now, produced: &produced)
            if job.sender != nil, room != nil {
                let succeeded = if case .success = result { true } else { false }
                (succeeded ? metrics.layoutsRead : metrics.layoutsRefused).increment()
            }
            return room
        }
        let before = Self.isDriver(member, in: rooms)
        let room = apply(event, to: rooms, now: now, produced: &produced)
        let after = Self.isDriver(member, in: rooms)
        if before != after {
            if let before { metrics.countMember(driving: before, by: -1) }
            if let after { metrics.countMember(driving: after, by: 1) }
        }
        metrics.setRooms(rooms.byName.count)
        return room
    }

    /// Whether member `id` drives, or nil when it is in no room.
    private static func isDriver(_ id: Int, in rooms: Rooms) -> Bool? {
        rooms.room(of: id)?.members.first { $0.id == id }?.isDriver
    }
}
