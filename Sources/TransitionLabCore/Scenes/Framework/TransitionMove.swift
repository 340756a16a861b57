/// One running `UIView.animate` block of a presentation scene (`today-cards`, `zoom`): what it does, where the
/// animated view started, and the animation that moves it toward its end state.
struct TransitionMove<Appearance: Equatable>: Equatable {
    enum Kind: Equatable {
        /// From the source view (card, thumbnail) to the presented state.
        case present
        /// Back to the source view.
        case dismiss
        /// An interaction that did not commit, back to the presented state.
        case restore
    }

    var kind: Kind
    /// The appearance when the block began (the to-state is computed live, so it follows layout changes).
    var from: Appearance
    var animation: TransitionAnimation

    init(_ kind: Kind, from: Appearance, timing: TransitionTiming, at time: Double) {
        self.kind = kind
        self.from = from
        animation = TransitionAnimation(timing: timing, startTime: time)
    }

    /// A live parameter change: continues from `time` with `timing` when its duration, curve or damping differ
    /// (the initial velocity only matters at the start; a retimed animation carries its current velocity).
    mutating func retime(_ timing: TransitionTiming, at time: Double) {
        guard animation.timing.withInitialVelocity(0) != timing.withInitialVelocity(0) else { return }
        animation = animation.retimed(timing, at: time)
    }
}
