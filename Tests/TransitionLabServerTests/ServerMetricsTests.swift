import MetricsTestKit
import Testing

@testable import TransitionLabServer

/// The server's metrics through swift-metrics, rendered by swift-prometheus as `GET /metrics` answers.
@Suite struct ServerMetricsTests {
    /// Every sample line of the text format 0.0.4 follows its family's `# TYPE` line; counters end in `_total`.
    @Test func everyMetricHasATypeBeforeItsSamples() {
        let text = ServerMetrics().render(residentBytes: 4096)
        #expect(text.hasSuffix("\n"))
        var typed: [String: String] = [:]
        var current: String?
        for line in text.split(separator: "\n").map(String.init) {
            let parts = line.split(separator: " ", maxSplits: 3).map(String.init)
            if line.hasPrefix("# TYPE ") {
                current = parts[2]
                #expect(typed[parts[2]] == nil, "\(parts[2]) typed twice")
                typed[parts[2]] = parts[3]
            } else {
                #expect(!line.hasPrefix("#"), "\(line)")
                let name = String(line.prefix { $0 != "{" && $0 != " " })
                let family =
                    typed[current ?? ""] == "histogram" ? name.replacing(/_(bucket|sum|count)$/, with: "") : name
                #expect(family == current, "\(name) outside its metric")
                #expect(Double(parts.last!) != nil, "\(line)")
            }
        }
        let expected = [
            "transition_lab_rooms": "gauge", "transition_lab_connections": "gauge",
            "transition_lab_frames_sent_total": "counter", "transition_lab_bytes_sent_total": "counter",
            "transition_lab_frames_skipped_total": "counter", "transition_lab_layouts_total": "counter",
            "transition_lab_refusals_total": "counter", "transition_lab_input_to_frame_seconds": "histogram",
            "process_resident_memory_bytes": "gauge",
        ]
        #expect(typed == expected)
        #expect(text.contains("process_resident_memory_bytes 4096.0\n"))
    }

    @Test func histogramBucketsAreCumulativeInSecondsAndEndInInfinity() {
        let metrics = ServerMetrics()
        for seconds in [0.001, 0.003, 0.003, 0.02, 5] { metrics.observeLatency(seconds) }
        let text = metrics.render(residentBytes: 0)
        let name = "transition_lab_input_to_frame_seconds"
        #expect(text.contains("\(name)_bucket{le=\"0.002\"} 1\n"))
        #expect(text.contains("\(name)_bucket{le=\"0.004\"} 3\n"))
        #expect(text.contains("\(name)_bucket{le=\"0.016\"} 3\n"))
        #expect(text.contains("\(name)_bucket{le=\"0.033\"} 4\n"))
        #expect(text.contains("\(name)_bucket{le=\"1.0\"} 4\n"))
        #expect(text.contains("\(name)_bucket{le=\"+Inf\"} 5\n"))
        #expect(text.contains("\(name)_count 5\n"))
        #expect(text.contains("\(name)_sum 5.027\n"))
    }

    @Test func countersAndGaugesShowWhatWasCounted() {
        let metrics = ServerMetrics()
        metrics.refused(.origin)
        metrics.refused(.size)
        metrics.refused(.size)
        metrics.countMember(driving: true, by: 1)
        metrics.countMember(driving: false, by: 2)
        metrics.countMember(driving: false, by: -1)
        metrics.framesSkipped.increment(by: 3)
        metrics.setRooms(2)
        let text = metrics.render(residentBytes: 0)
        for line in [
            "transition_lab_refusals_total{reason=\"origin\"} 1", "transition_lab_refusals_total{reason=\"rate\"} 0",
            "transition_lab_refusals_total{reason=\"size\"} 2", "transition_lab_connections{role=\"driver\"} 1.0",
            "transition_lab_connections{role=\"viewer\"} 1.0", "transition_lab_frames_skipped_total 3",
            "transition_lab_rooms 2.0",
        ] {
            #expect(text.contains(line + "\n"), "missing \(line)")
        }
        #expect(metrics.roomsOpen == 2)
    }

    /// A program embedding the server gets the same counts in its own swift-metrics backend.
    @Test func theSameMetricsReachAnotherBackend() throws {
        let backend = TestMetrics()
        let metrics = ServerMetrics(alsoTo: backend)
        metrics.refused(.rate)
        metrics.bytesSent.increment(by: 120)
        metrics.countMember(driving: false, by: 1)
        metrics.observeLatency(0.004)
        #expect(try backend.expectCounter("transition_lab_refusals_total", [("reason", "rate")]).totalValue == 1)
        #expect(try backend.expectCounter("transition_lab_bytes_sent_total").totalValue == 120)
        #expect(try backend.expectMeter("transition_lab_connections", [("role", "viewer")]).lastValue == 1)
        #expect(try backend.expectTimer("transition_lab_input_to_frame_seconds").lastValue == 4_000_000)
        #expect(metrics.render(residentBytes: 0).contains("transition_lab_bytes_sent_total 120\n"))
    }

    @Test func metricsGoToLoopbackPeersOrToHoldersOfTheToken() {
        let open = MetricsAccess(token: nil)
        #expect(open.allows(peer: "127.0.0.1", authorization: nil, queryToken: nil))
        #expect(open.allows(peer: "::1", authorization: nil, queryToken: nil))
        #expect(open.allows(peer: "::ffff:127.0.0.1", authorization: nil, queryToken: nil))
        #expect(!open.allows(peer: "10.0.0.2", authorization: nil, queryToken: nil))
        #expect(!open.allows(peer: "::ffff:10.0.0.2", authorization: nil, queryToken: nil))
        #expect(!open.allows(peer: "127.example", authorization: nil, queryToken: nil))
        #expect(!open.allows(peer: nil, authorization: nil, queryToken: nil))
        let locked = MetricsAccess(token: "0123456789abcdef")
        #expect(!locked.allows(peer: "127.0.0.1", authorization: nil, queryToken: nil))
        #expect(locked.allows(peer: "10.0.0.2", authorization: "Bearer 0123456789abcdef", queryToken: nil))
        #expect(locked.allows(peer: "10.0.0.2", authorization: "bearer 0123456789abcdef", queryToken: nil))
        #expect(!locked.allows(peer: "10.0.0.2", authorization: "Bearer 0123456789abcdeX", queryToken: nil))
        #expect(!locked.allows(peer: "10.0.0.2", authorization: "Basic 0123456789abcdef", queryToken: nil))
        #expect(locked.allows(peer: "10.0.0.2", authorization: nil, queryToken: "0123456789abcdef"))
    }
}
