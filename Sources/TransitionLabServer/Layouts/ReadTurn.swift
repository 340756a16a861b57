import TransitionLabCore

/// A read's hold on a lane of the layout worker, as the code doing the read sees it (`ReadQueue`): asked often
/// whether the read goes on, pauses for a less-served owner's read, or stops (replaced, its room emptied, its sender
/// left, the server stopping). A reader process follows it (`ChildProcess.exchange`); work in this process checks it
/// between steps (`checkpoint`).
protocol ReadTurn: Sendable {
    /// Whether the read goes on, pauses, or stops.
    func check() -> ReadQueue.Decision
    /// After `check` said pause: blocks until the read resumes (`run`) or must stop.
    func waitToResume() -> ReadQueue.Decision
}

extension ReadTurn {
    /// Between two steps of work in this process: waits out a pause, and throws the reason when the read must stop.
    func checkpoint() throws(UserLayoutError) {
        var decision = check()
        while decision == .pause { decision = waitToResume() }
        if case .stop(let reason) = decision { throw UserLayoutError(line: 1, column: 1, message: reason) }
    }
}
