import TransitionLabCore
import TransitionLabProtocol

/// A room's per-frame layout work, paid from its own `LayoutWorkBudget`, so an expensive layout slows its own room
/// and no other. A frame pays for what it draws; when the budget is left below what the frame asked for (at most its
/// `capacity`, what a tenth of a second earns), the room's next frame waits until it is back there, so a room whose
/// frames ask more than a frame's share gets fewer frames, each of them whole. Only a frame that asks more than the
/// capacity has cells drawn without the effects the budget could not pay. A room that asks more than a frame's share
/// is told once, until its layouts change.
struct LayoutWork {
    /// Lowest frame rate an over-budget room is slowed to before its frames go out without the work they ask.
    static let minimumFPS = 10.0

    let budget: LayoutWorkBudget
    /// The room's ticks per second: a frame's share of the budget is `stepsPerSecond / fps`.
    let fps: Int
    /// When the room's next frame may be drawn; nil when it may be now.
    private(set) var heldUntil: Double?
    /// Whether the room was told its layouts ask more than a frame affords.
    private var told = false

    /// A room's work at `fps` frames a second, paid at `stepsPerSecond`.
    init(stepsPerSecond: Double, fps: Int) {
        budget = LayoutWorkBudget(stepsPerSecond: stepsPerSecond, capacity: stepsPerSecond / Self.minimumFPS)
        self.fps = fps
    }

    /// The frame `make` draws with the budget bound, at real time `now`, or nil while the next frame is held (unless
    /// `mustSend`: a joiner needs one); and the notice for the room, the first time its frames ask too much.
    mutating func frame<Drawn>(at now: Double, mustSend: Bool, _ make: () -> Drawn) -> (Drawn?, ServerMessage?) {
        budget.refill(at: now)
        if let due = heldUntil, now < due - 0.0005, !mustSend { return (nil, nil) }
        budget.beginCounting()
        let frame = LayoutWorkBudget.$current.withValue(budget, operation: make)
        let wanted = min(Double(budget.demand), budget.capacity)
        heldUntil = budget.balance < wanted ? budget.time(toAfford: budget.demand, now: now) : nil
        guard !told, budget.exhausted || Double(budget.demand) > perFrame else { return (frame, nil) }
        told = true
        return (frame, notice(demand: budget.demand, cut: budget.exhausted))
    }

    /// The room's layouts changed: it is told again if they ask too much.
    mutating func layoutsChanged() { told = false }

    /// Steps a frame affords at the room's frame rate.
    var perFrame: Double { budget.stepsPerSecond / Double(fps) }

    /// What the room is told: its frames come less often, and some cells are drawn without their effect (`cut`).
    private func notice(demand: Int, cut: Bool) -> ServerMessage {
        let outcome =
            cut
            ? "more than the \(Int(budget.capacity)) one frame may take (the per-frame layout work limit): its frames "
                + "come less often and cells past the limit are drawn without the effect"
            : "more than the \(Int(perFrame)) a frame affords (the per-frame layout work limit): this room's frames "
                + "come less often"
        return .error(
            code: "layout-work",
            message: "this layout asks \(demand) steps of work per frame (drawing its visible cells and their "
                + "visibleItemsInvalidationHandler), \(outcome); simplify the handler or show fewer cells",
            type: "layout")
    }
}
