/// The layout work one room may do per frame, in evaluation steps: each node of a `visibleItemsInvalidationHandler`
/// effect's expressions evaluated for one visible cell is a step, and so is any other part of a layout that is asked
/// again in every frame; drawing an element costs what `YourLayoutScene.stepsPerElement` steps cost. The host binds a
/// room's budget while it works for that room (`current`) and refills it by real time (`refill(at:)`); evaluators
/// draw from it (`draw(_:)`) and skip what it no longer covers (`exhausted`), work that must be done is charged
/// (`charge(_:)`), and the host answers a room that asks more than it earns by slowing that room's frames, never
/// another room's.
///
/// A token bucket (Turner, "New directions in communications", IEEE Communications Magazine 24(10), 1986): it fills at
/// `stepsPerSecond` up to `capacity`, so a room's frames cost at most `capacity` steps each and `stepsPerSecond` in a
/// second, however many frames its input asks for.
///
/// Used on one thread at a time (the simulation thread, or a test's): `@unchecked Sendable` only so it can be bound
/// as a task-local value.
public final class LayoutWorkBudget: @unchecked Sendable {
    /// The budget the layout work on this thread draws from; nil: unlimited.
    @TaskLocal public static var current: LayoutWorkBudget?

    /// Steps the budget gains per second of real time.
    public let stepsPerSecond: Double
    /// Most steps it holds: the most one frame may cost.
    public let capacity: Double
    /// Steps it holds now.
    public private(set) var balance: Double
    /// Steps asked for since `beginCounting()`, paid or not.
    public private(set) var demand = 0
    /// Whether a draw since `beginCounting()` was refused.
    public private(set) var exhausted = false
    private var refilledAt: Double?

    /// A full budget.
    public init(stepsPerSecond: Double, capacity: Double) {
        self.stepsPerSecond = stepsPerSecond
        self.capacity = capacity
        balance = capacity
    }

    /// Adds the steps earned since the last refill, at real time `time` (seconds).
    public func refill(at time: Double) {
        if let last = refilledAt, time > last { balance = min(capacity, balance + (time - last) * stepsPerSecond) }
        refilledAt = max(refilledAt ?? time, time)
    }

    /// Starts counting what a frame asks for (`demand`, `exhausted`).
    public func beginCounting() {
        demand = 0
        exhausted = false
    }

    /// Pays `steps` whatever the balance, which may go below zero (work already done, or that cannot be left out);
    /// counts them as asked for.
    public func charge(_ steps: Int) {
        demand += steps
        balance -= Double(steps)
    }

    /// Pays `steps` if the balance covers them; counts them as asked for either way.
    public func draw(_ steps: Int) -> Bool {
        demand += steps
        guard !exhausted, Double(steps) <= balance else {
            exhausted = true
            return false
        }
        balance -= Double(steps)
        return true
    }

    /// Real time when the balance will cover `steps` (capped at `capacity`), refilled last at `now`.
    public func time(toAfford steps: Int, now: Double) -> Double {
        let needed = min(Double(steps), capacity) - balance
        return needed <= 0 ? now : now + needed / stepsPerSecond
    }
}
