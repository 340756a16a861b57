/// The pressed-card highlight of `today-cards`: the touched card scales to 0.95 over 0.1 s and back over 0.3 s,
/// each with `UIView.animate(withDuration:)`'s default ease-in-out curve, continuing from the current scale when
/// the touch ends mid-way (`.beginFromCurrentState`).
struct CardHighlight: Equatable {
    /// The card being highlighted or released, if any.
    private(set) var index: Int?
    private var fromScale = 1.0
    private var toScale = 1.0
    private var animation: TransitionAnimation?

    /// The scale of card `index` at `time` (1 for every card but the highlighted one).
    func scale(of index: Int, at time: Double) -> Double {
        guard index == self.index, let animation else { return 1 }
        return fromScale + (toScale - fromScale) * animation.fraction(at: time)
    }

    /// Whether the highlight still moves at `time`.
    func isAnimating(at time: Double) -> Bool {
        animation.map { !$0.isFinished(at: time) } ?? false
    }

    /// Starts pressing card `index` toward `scale` over `duration`.
    mutating func press(_ index: Int, scale: Double, duration: Double, at time: Double) {
        if self.index != index {
            self.index = index; fromScale = 1
        } else {
            fromScale = self.scale(of: index, at: time)
        }
        toScale = scale
        animation = TransitionAnimation(timing: .easeInOut(duration: duration), startTime: time)
    }

    /// Releases the pressed card back to scale 1 over `duration`, from its current scale.
    mutating func release(duration: Double, at time: Double) {
        guard let index else { return }
        fromScale = scale(of: index, at: time)
        toScale = 1
        animation = TransitionAnimation(timing: .easeInOut(duration: duration), startTime: time)
    }
}
