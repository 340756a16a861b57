/// Where a presentation scene (`today-cards`, `zoom`) is: nothing presented, a transition block running, presented
/// at rest, or an interactive dismissal following a finger.
enum PresentationPhase<Appearance: Equatable, Interaction: Equatable>: Equatable {
    /// Nothing presented: the source list or grid.
    case source
    case animating(TransitionMove<Appearance>)
    /// Presented, at rest.
    case presented
    /// An interactive dismissal (pull-down progress, pan translation) that has not committed.
    case interacting(Interaction)

    /// Whether a transition block is running.
    var isAnimating: Bool {
        if case .animating = self { return true }
        return false
    }

    /// The running block, if any.
    var runningMove: TransitionMove<Appearance>? {
        if case .animating(let move) = self { return move }
        return nil
    }

    /// Ends the running block once it has finished by `time` (presented, or back to the source after a dismissal)
    /// and returns it; nil while it runs or when none does.
    mutating func settle(at time: Double) -> TransitionMove<Appearance>? {
        guard case .animating(let move) = self, move.animation.isFinished(at: time) else { return nil }
        self = move.kind == .dismiss ? .source : .presented
        return move
    }

    /// Retimes the running block, if any (see `TransitionMove.retime(_:at:)`); `timing` gives the timing for a kind.
    mutating func retime(at time: Double, _ timing: (TransitionMove<Appearance>.Kind) -> TransitionTiming) {
        guard case .animating(var move) = self else { return }
        move.retime(timing(move.kind), at: time)
        self = .animating(move)
    }
}
