import Synchronization

/// What `GET /metrics` reports: relaxed atomic counters and gauges that the service, simulation and layout threads
/// bump where things happen, so counting costs one uncontended atomic add and nothing else; the text is built only
/// when someone scrapes (`MetricsText`).
public final class ServerMetrics: Sendable {
    /// Why an upgrade or a message was refused.
    public enum Refusal: Int, CaseIterable, Sendable {
        /// An upgrade whose `Origin` or `Host` the `OriginPolicy` refused.
        case origin
        /// A message over the connection's rate (`RateLimiter`).
        case rate
        /// A message over `ServerConfiguration.maxMessageSize`.
        case size

        var label: String {
            switch self {
            case .origin: "origin"
            case .rate: "rate"
            case .size: "size"
            }
        }
    }

    /// Upper bounds in seconds of the input→frame latency histogram's buckets: a 60 Hz frame is 16.7 ms, a 120 Hz
    /// one 8.3 ms, so the buckets split the first frames finely and the tail coarsely.
    public static let latencyBounds: [Double] = [0.002, 0.004, 0.008, 0.016, 0.033, 0.066, 0.133, 0.25, 0.5, 1]

    /// Rooms open now.
    public let rooms = Atomic<Int>(0)
    /// Members that drive and members that watch, now.
    public let drivers = Atomic<Int>(0)
    public let viewers = Atomic<Int>(0)
    /// Binary frames and all bytes (frames and JSON) written to WebSockets.
    public let framesSent = Atomic<Int>(0)
    public let bytesSent = Atomic<Int>(0)
    /// Frames a newer frame replaced before the client took them (latest-wins).
    public let framesSkipped = Atomic<Int>(0)
    /// Layouts members sent (pastes, restores, examples) that read, and that were refused.
    public let pastesRead = Atomic<Int>(0)
    public let pastesRefused = Atomic<Int>(0)
    /// Refusals by `Refusal.rawValue`.
    private let refusalCounts = InlineArray<3, Atomic<Int>> { _ in Atomic(0) }
    /// Observations per bucket of `latencyBounds`, plus one for +Inf (`latencyBounds.count + 1` buckets); and their
    /// sum in microseconds.
    private let latencyBuckets = InlineArray<11, Atomic<Int>> { _ in Atomic(0) }
    private let latencySumMicroseconds = Atomic<Int>(0)

    public init() {}

    /// Counts a refusal.
    public func refused(_ reason: Refusal) {
        refusalCounts[reason.rawValue].add(1)
    }

    /// Refusals so far for `reason`.
    public func refusals(_ reason: Refusal) -> Int { refusalCounts[reason.rawValue].load(ordering: .relaxed) }

    /// Adds `delta` to the drivers or the viewers.
    func countMember(driving: Bool, by delta: Int) {
        if driving { drivers.add(delta) } else { viewers.add(delta) }
    }

    /// Records one input→frame latency of `seconds`.
    public func observeLatency(_ seconds: Double) {
        let bucket = Self.latencyBounds.firstIndex { seconds <= $0 } ?? Self.latencyBounds.count
        latencyBuckets[bucket].add(1)
        latencySumMicroseconds.add(Int(max(0, seconds) * 1_000_000))
    }

    /// A snapshot of every value, for rendering.
    public func snapshot(residentBytes: Int) -> MetricsText.Snapshot {
        MetricsText.Snapshot(
            rooms: rooms.load(ordering: .relaxed), drivers: drivers.load(ordering: .relaxed),
            viewers: viewers.load(ordering: .relaxed), framesSent: framesSent.load(ordering: .relaxed),
            bytesSent: bytesSent.load(ordering: .relaxed), framesSkipped: framesSkipped.load(ordering: .relaxed),
            pastesRead: pastesRead.load(ordering: .relaxed), pastesRefused: pastesRefused.load(ordering: .relaxed),
            refusals: Refusal.allCases.map { ($0.label, refusals($0)) },
            latencyBuckets: latencyBuckets.indices.map { latencyBuckets[$0].load(ordering: .relaxed) },
            latencySum: Double(latencySumMicroseconds.load(ordering: .relaxed)) / 1_000_000,
            residentBytes: residentBytes)
    }
}

extension Atomic where Value == Int {
    /// Adds `delta` with relaxed ordering: counters need no ordering with anything else.
    func add(_ delta: Int) { wrappingAdd(delta, ordering: .relaxed) }
}
