/// The timestamped history of one animated key of a transition layout: its latest value and its velocity.
///
/// `UICollectionViewTransitionLayout.updateValue(_:forAnimatedKey:)` "records the change along with a timestamp
/// value. When the layout is finalized or canceled, those values can then be used to determine the speed with which
/// to perform the remaining animations" (Apple, Apple's UICollectionViewTransitionLayout reference). Apple does not say how the speed is estimated; here it is
/// the slope from the oldest sample at most `velocityWindow` older than the newest one to the newest (the previous
/// sample when none is that recent), which follows a steady gesture exactly and ignores older history.
public struct AnimatedKeyTrack: Sendable, Hashable {
    /// How far back (seconds) samples count towards the velocity.
    public static let velocityWindow = 0.1

    private struct Sample: Sendable, Hashable {
        var time: Double
        var value: Double
    }

    private var samples: [Sample] = []

    public init() {}

    /// The most recently recorded value (0 before any).
    public var value: Double { samples.last?.value ?? 0 }

    /// The time of the most recent sample, if any.
    public var lastTime: Double? { samples.last?.time }

    /// Units per second, from the recent samples (0 with fewer than two samples or no time between them).
    public var velocity: Double {
        guard let newest = samples.last, samples.count >= 2 else { return 0 }
        var oldest = samples[samples.count - 2]
        for sample in samples.dropLast(2).reversed() where newest.time - sample.time <= Self.velocityWindow {
            oldest = sample
        }
        let dt = newest.time - oldest.time
        return dt > 0 ? (newest.value - oldest.value) / dt : 0
    }

    /// Records `value` at `time` (seconds, non-decreasing). A sample at the same time replaces the previous one.
    public mutating func record(_ value: Double, at time: Double) {
        if let last = samples.last, last.time >= time {
            samples[samples.count - 1] = Sample(time: last.time, value: value)
        } else {
            samples.append(Sample(time: time, value: value))
        }
        // Keep the samples inside the window plus the one just before it.
        while samples.count > 2, time - samples[1].time > Self.velocityWindow {
            samples.removeFirst()
        }
    }
}
