/// The Prometheus text exposition format, version 0.0.4
/// (https://prometheus.io/docs/instrumenting/exposition_formats/#text-based-format): for each metric a `# HELP` and a
/// `# TYPE` line, then one `name{labels} value` line per sample; a histogram gives cumulative `_bucket` samples
/// with `le` labels ending in `+Inf`, then `_sum` and `_count`. Counters end in `_total`
/// (https://prometheus.io/docs/practices/naming/).
public enum MetricsText {
    /// The `Content-Type` of the format.
    public static let contentType = "text/plain; version=0.0.4; charset=utf-8"

    /// Every value at one moment.
    public struct Snapshot: Sendable {
        public var rooms = 0
        public var drivers = 0
        public var viewers = 0
        public var framesSent = 0
        public var bytesSent = 0
        public var framesSkipped = 0
        public var pastesRead = 0
        public var pastesRefused = 0
        /// Refusals by reason label.
        public var refusals: [(String, Int)] = []
        /// Observations per bucket of `ServerMetrics.latencyBounds`, then the +Inf bucket; not cumulative.
        public var latencyBuckets: [Int] = []
        public var latencySum = 0.0
        public var residentBytes = 0
    }

    /// `snapshot` as the exposition text.
    public static func render(_ snapshot: Snapshot) -> String {
        var text = ""
        func metric(_ name: String, _ type: String, _ help: String, _ samples: [(labels: String, value: String)]) {
            text += "# HELP \(name) \(help)\n# TYPE \(name) \(type)\n"
            for (labels, value) in samples { text += "\(name)\(labels) \(value)\n" }
        }
        metric("transition_lab_rooms", "gauge", "Rooms open.", [("", "\(snapshot.rooms)")])
        metric(
            "transition_lab_connections", "gauge", "WebSocket members by role.",
            [("{role=\"driver\"}", "\(snapshot.drivers)"), ("{role=\"viewer\"}", "\(snapshot.viewers)")])
        metric("transition_lab_frames_sent_total", "counter", "Frames written.", [("", "\(snapshot.framesSent)")])
        metric(
            "transition_lab_bytes_sent_total", "counter", "WebSocket payload bytes written (frames and JSON).",
            [("", "\(snapshot.bytesSent)")])
        metric(
            "transition_lab_frames_skipped_total", "counter", "Frames replaced by a newer one before they were sent.",
            [("", "\(snapshot.framesSkipped)")])
        metric(
            "transition_lab_layouts_total", "counter", "Layouts members sent, by outcome.",
            [("{outcome=\"read\"}", "\(snapshot.pastesRead)"), ("{outcome=\"refused\"}", "\(snapshot.pastesRefused)")])
        metric(
            "transition_lab_refusals_total", "counter", "Upgrades and messages refused, by reason.",
            snapshot.refusals.map { ("{reason=\"\($0.0)\"}", "\($0.1)") })
        var cumulative = 0
        var buckets: [(labels: String, value: String)] = []
        for (index, count) in snapshot.latencyBuckets.enumerated() {
            cumulative += count
            let bound = index < ServerMetrics.latencyBounds.count ? "\(ServerMetrics.latencyBounds[index])" : "+Inf"
            buckets.append(("{le=\"\(bound)\"}", "\(cumulative)"))
        }
        let latency = "transition_lab_input_to_frame_seconds"
        text += "# HELP \(latency) From an input message read to the first frame written that applied it.\n"
        text += "# TYPE \(latency) histogram\n"
        for (labels, value) in buckets { text += "\(latency)_bucket\(labels) \(value)\n" }
        text += "\(latency)_sum \(snapshot.latencySum)\n\(latency)_count \(cumulative)\n"
        metric(
            "process_resident_memory_bytes", "gauge", "Resident memory size in bytes.",
            [("", "\(snapshot.residentBytes)")])
        return text
    }
}
