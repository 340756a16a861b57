/// The presenting half shared by the presentation scenes (`today-cards`, `zoom`): which item of the source list or
/// grid is presented, where its transition is (`PresentationPhase`), and the last settled outcome.
struct Presentation<Appearance: Equatable, Interaction: Equatable> {
    typealias Phase = PresentationPhase<Appearance, Interaction>
    typealias Move = TransitionMove<Appearance>

    var phase = Phase.source
    /// The item the presented view belongs to, while there is a presented view.
    var selectedIndex: Int?
    /// `presented` of the state summary: the last settled outcome.
    private(set) var settledPresented = false

    /// Selects item `index` and starts presenting it from appearance `from`; ignored unless nothing is presented.
    mutating func present(_ index: Int, from: Appearance, timing: TransitionTiming, at time: Double) {
        guard phase == .source else { return }
        selectedIndex = index
        phase = .animating(Move(.present, from: from, timing: timing, at: time))
    }

    /// Ends a finished transition block by `time`: the presented view rests, or after a dismissal the source shows
    /// again with nothing selected.
    mutating func settle(at time: Double) {
        guard let move = phase.settle(at: time) else { return }
        settledPresented = move.kind != .dismiss
        if move.kind == .dismiss { selectedIndex = nil }
    }

    /// The summary entries every presentation scene reports: `presented`, `animating`, `contentOffset` (the source's
    /// scroll offset), the selected item under `selectedKey`, and `animationStartTime`: the scene time the running
    /// transition block started (the tap, or the lift that released an interactive dismissal; a live retime starts
    /// it anew), null while none runs.
    func state(animating: Bool, contentOffset: Double, selectedKey: String) -> SceneState {
        var state: SceneState = [
            "presented": .bool(settledPresented), "animating": .bool(animating),
            "contentOffset": .number(contentOffset),
        ]
        state[selectedKey] = selectedIndex.map { .number(Double($0)) } ?? .null
        state[SceneState.animationStartTimeKey] = phase.runningMove.map { .number($0.animation.startTime) } ?? .null
        return state
    }
}

extension SceneState.Value {
    /// A frame as the array `[x, y, width, height]`.
    static func frame(_ rect: Rect) -> Self {
        .array([rect.minX, rect.minY, rect.width, rect.height].map(Self.number))
    }
}
