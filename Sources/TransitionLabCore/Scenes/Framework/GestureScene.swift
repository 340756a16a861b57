/// A scene whose clock also drives its pan recogniser (a wheel scroll ends after a pause: see
/// `PanGestureRecognizer.advance(to:)`).
protocol GestureScene: AnyObject {
    var time: Double { get set }
    var pan: PanGestureRecognizer { get set }
    /// Reacts to a change of `pan.state`.
    func handlePan()
}

extension GestureScene {
    /// Moves the clock forward to `time` and lets the pan recogniser see it; false when `time` is not later.
    func advanceClock(to time: Double) -> Bool {
        guard time > self.time else { return false }
        self.time = time
        if pan.advance(to: time) { handlePan() }
        return true
    }

    /// Whether a scrolling pan is under way.
    var isPanScrolling: Bool { pan.isScrolling && pan.state.isActive }
}
