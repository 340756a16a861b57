import CoreMetrics
import Prometheus
import Synchronization

/// What the server counts, as swift-metrics handles (`Counter`, `Meter`, `Timer`, `Gauge`) that the service,
/// simulation and layout threads update where things happen. Their backend is a swift-prometheus
/// `PrometheusCollectorRegistry`, which `GET /metrics` renders in the Prometheus text format
/// (https://prometheus.io/docs/instrumenting/exposition_formats/#text-based-format); a program embedding the server
/// can send the same metrics to its own swift-metrics backend as well (`init(registry:alsoTo:)`).
///
/// The names, labels and types are the server's documented ones (docs/deploy.md): counters end in `_total`
/// (https://prometheus.io/docs/practices/naming/), the input→frame latency is a histogram in seconds.
public final class ServerMetrics: Sendable {
    /// Why an upgrade or a message was refused.
    public enum Refusal: String, CaseIterable, Sendable {
        /// An upgrade whose `Origin` or `Host` the `OriginPolicy` refused.
        case origin
        /// A message over the connection's rate (`RateLimiter`).
        case rate
        /// A message over `ServerConfiguration.maxMessageSize`.
        case size
    }

    /// Upper bounds in seconds of the input→frame latency histogram's buckets: a 60 Hz frame is 16.7 ms, a 120 Hz
    /// one 8.3 ms, so the buckets split the first frames finely and the tail coarsely.
    public static let latencyBounds: [Double] = [0.002, 0.004, 0.008, 0.016, 0.033, 0.066, 0.133, 0.25, 0.5, 1]

    /// The `Content-Type` of `GET /metrics`: the text format, version 0.0.4.
    public static let contentType = "text/plain; version=0.0.4; charset=utf-8"

    static let latencyName = "transition_lab_input_to_frame_seconds"

    /// What `GET /metrics` renders.
    public let registry: PrometheusCollectorRegistry
    /// Binary frames and all bytes (frames and JSON) written to WebSockets.
    let framesSent: CoreMetrics.Counter
    let bytesSent: CoreMetrics.Counter
    /// Frames a newer frame replaced before the client took them (latest wins).
    let framesSkipped: CoreMetrics.Counter
    /// Layouts members sent (pastes, restores, examples) that read, and that were refused.
    let layoutsRead: CoreMetrics.Counter
    let layoutsRefused: CoreMetrics.Counter
    private let rooms: CoreMetrics.Meter
    private let drivers: CoreMetrics.Meter
    private let viewers: CoreMetrics.Meter
    /// By `Refusal.allCases` order.
    private let refusals: [CoreMetrics.Counter]
    private let latency: CoreMetrics.Timer
    private let residentMemory: CoreMetrics.Gauge
    /// Rooms open now, for `/healthz` (a swift-metrics handle cannot be read back).
    private let roomCount = Atomic<Int>(0)

    /// Metrics reported to `registry` and, when given, to `backend` too (swift-metrics' `MultiplexMetricsHandler`).
    public init(
        registry: PrometheusCollectorRegistry = PrometheusCollectorRegistry(),
        alsoTo backend: (any MetricsFactory)? = nil
    ) {
        self.registry = registry
        var prometheus = PrometheusMetricsFactory(registry: registry)
        prometheus.durationHistogramBuckets[Self.latencyName] = Self.latencyBounds.map {
            .nanoseconds(Int64(($0 * 1e9).rounded()))
        }
        let factory: any MetricsFactory =
            backend.map { MultiplexMetricsHandler(factories: [prometheus, $0]) } ?? prometheus
        framesSent = CoreMetrics.Counter(label: "transition_lab_frames_sent_total", factory: factory)
        bytesSent = CoreMetrics.Counter(label: "transition_lab_bytes_sent_total", factory: factory)
        framesSkipped = CoreMetrics.Counter(label: "transition_lab_frames_skipped_total", factory: factory)
        let layouts = "transition_lab_layouts_total"
        layoutsRead = CoreMetrics.Counter(label: layouts, dimensions: [("outcome", "read")], factory: factory)
        layoutsRefused = CoreMetrics.Counter(label: layouts, dimensions: [("outcome", "refused")], factory: factory)
        rooms = CoreMetrics.Meter(label: "transition_lab_rooms", factory: factory)
        drivers = CoreMetrics.Meter(
            label: "transition_lab_connections", dimensions: [("role", "driver")], factory: factory)
        viewers = CoreMetrics.Meter(
            label: "transition_lab_connections", dimensions: [("role", "viewer")], factory: factory)
        refusals = Refusal.allCases.map {
            CoreMetrics.Counter(
                label: "transition_lab_refusals_total", dimensions: [("reason", $0.rawValue)], factory: factory)
        }
        latency = CoreMetrics.Timer(label: Self.latencyName, factory: factory)
        residentMemory = CoreMetrics.Gauge(label: "process_resident_memory_bytes", factory: factory)
        // Every family appears from the start, at zero.
        rooms.set(0)
        drivers.set(0)
        viewers.set(0)
    }

    /// Counts a refusal.
    public func refused(_ reason: Refusal) {
        refusals[Refusal.allCases.firstIndex(of: reason)!].increment()
    }

    /// Adds `delta` to the drivers or the viewers.
    func countMember(driving: Bool, by delta: Int) {
        let meter = driving ? drivers : viewers
        if delta >= 0 { meter.increment(by: Double(delta)) } else { meter.decrement(by: Double(-delta)) }
    }

    /// Sets the rooms open now.
    func setRooms(_ count: Int) {
        roomCount.store(count, ordering: .relaxed)
        rooms.set(count)
    }

    /// Rooms open now.
    var roomsOpen: Int { roomCount.load(ordering: .relaxed) }

    /// Records one input→frame latency of `seconds`.
    public func observeLatency(_ seconds: Double) {
        latency.recordNanoseconds(Int64(max(0, seconds) * 1e9))
    }

    /// The text `GET /metrics` answers, with the process's resident memory read now.
    public func render(residentBytes: Int) -> String {
        residentMemory.record(residentBytes)
        return registry.emitToString()
    }
}
