import Synchronization

@testable import TransitionLabServer

/// A clock the test moves by hand.
final class ManualClock: MonotonicClock {
    private let time: Mutex<Double>

    init(_ time: Double = 0) { self.time = Mutex(time) }

    func now() -> Double { time.withLock { $0 } }

    func set(_ seconds: Double) { time.withLock { $0 = seconds } }
}
