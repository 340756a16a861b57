/// At most one frame per refresh of a client's display (`ClientMessage.display`), on a cadence every paced client
/// of that refresh shares: refreshes are slots of a grid laid from the clock's zero, and a frame written in one slot
/// makes the next one due at the start of the next slot.
///
/// A frame that comes before its slot is held, and the newer frame that replaces it is written the moment it comes
/// once the slot has begun: in a moving room the frames come faster than the display shows them, so every frame is
/// written as it arrives and none waits for a timer. Only a room's last frame, with none after it, waits for the
/// timer at `heldFrameDeadline`, half a refresh into its slot.
struct FramePacer {
    /// One refresh, seconds; 0 (the default) paces nothing.
    private(set) var interval = 0.0
    /// When the next frame may be written.
    private(set) var dueAt = -Double.infinity

    /// Whether a refresh was declared.
    var isPacing: Bool { interval > 0 }

    /// Paces to a display refreshing `hertz` times a second.
    mutating func declare(refresh hertz: Double) {
        interval = 1 / hertz
    }

    /// Whether a frame written at `now` must wait. A frame up to `earlySlack` of a refresh before its slot starts is
    /// written at once and counts as that slot's.
    func holds(at now: Double) -> Bool { interval > 0 && now < dueAt - Self.earlySlack * interval }

    /// When a held frame is written if no newer frame replaced it by then.
    var heldFrameDeadline: Double { dueAt + Self.heldFrameLateness * interval }

    /// A frame was written at `now`: the next is due at the start of the next slot. A write a little before a
    /// slot starts counts as that slot's, so no slot ever gets two.
    ///
    /// Out of line: inlined, its division and rounding were hoisted out of the writable callback's loop and paid
    /// by every connection, pacing or not.
    @inline(never)
    mutating func wrote(at now: Double) {
        guard interval > 0 else { return }
        let slot = (now / interval + Self.earlySlack).rounded(.down)
        dueAt = (slot + 1) * interval
    }

    /// The share of a refresh by which a write may precede its slot.
    static let earlySlack = 0.125
    /// The share of a refresh a held frame waits into its slot for a newer one.
    static let heldFrameLateness = 0.5
}
