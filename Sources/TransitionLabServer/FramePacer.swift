/// At most one frame per refresh of a client's display (`ClientMessage.display`), on a cadence every paced client
/// of that refresh shares: refreshes are slots of a grid laid from the clock's zero, a frame written in one slot
/// makes the next one due at the start of the next slot, so the frames all of a room's 60 Hz viewers hold fall due
/// at the same instant and one pass of the service loop writes them.
struct FramePacer {
    /// One refresh, seconds; 0 (the default) paces nothing.
    private(set) var interval = 0.0
    /// When the next frame may be written.
    private(set) var dueAt = -Double.infinity

    /// Paces to a display refreshing `hertz` times a second.
    mutating func declare(refresh hertz: Double) {
        interval = 1 / hertz
    }

    /// Whether a frame written at `now` must wait until `dueAt`.
    func holds(at now: Double) -> Bool { interval > 0 && now < dueAt }

    /// A frame was written at `now`: the next is due at the start of the next slot. A write a little before a
    /// slot starts (a timer that fires early) counts as that slot's, so no slot ever gets two.
    mutating func wrote(at now: Double) {
        guard interval > 0 else { return }
        let slot = (now / interval + Self.earlySlack).rounded(.down)
        dueAt = (slot + 1) * interval
    }

    /// The share of a refresh by which a write may precede its slot.
    static let earlySlack = 0.125
}
