import Testing

@testable import TransitionLabServer

@Suite struct MetricsTextTests {
    /// Every line of the exposition format 0.0.4: `# HELP name text`, `# TYPE name type`, or a sample.
    @Test func everyMetricHasHelpAndTypeBeforeItsSamples() {
        let text = MetricsText.render(ServerMetrics().snapshot(residentBytes: 4096))
        #expect(text.hasSuffix("\n"))
        var typed: [String: String] = [:]
        var current: String?
        for line in text.split(separator: "\n").map(String.init) {
            let parts = line.split(separator: " ", maxSplits: 3).map(String.init)
            if line.hasPrefix("# HELP ") {
                current = parts[2]
                #expect(typed[parts[2]] == nil, "\(parts[2]) described twice")
            } else if line.hasPrefix("# TYPE ") {
                #expect(parts[2] == current)
                typed[parts[2]] = parts[3]
            } else {
                let name = String(line.prefix { $0 != "{" && $0 != " " })
                let family =
                    typed[current ?? ""] == "histogram" ? name.replacing(/_(bucket|sum|count)$/, with: "") : name
                #expect(family == current, "\(name) outside its metric")
                #expect(Double(parts.last!) != nil || parts.last == "+Inf", "\(line)")
            }
        }
        #expect(typed["transition_lab_input_to_frame_seconds"] == "histogram")
        #expect(typed["process_resident_memory_bytes"] == "gauge")
        for (name, type) in typed where type == "counter" { #expect(name.hasSuffix("_total")) }
        #expect(text.contains("process_resident_memory_bytes 4096\n"))
    }

    @Test func histogramBucketsAreCumulativeAndEndInInfinity() {
        let metrics = ServerMetrics()
        for seconds in [0.001, 0.003, 0.003, 0.02, 5] { metrics.observeLatency(seconds) }
        let text = MetricsText.render(metrics.snapshot(residentBytes: 0))
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
        metrics.framesSkipped.add(3)
        let text = MetricsText.render(metrics.snapshot(residentBytes: 0))
        for line in [
            "transition_lab_refusals_total{reason=\"origin\"} 1", "transition_lab_refusals_total{reason=\"rate\"} 0",
            "transition_lab_refusals_total{reason=\"size\"} 2", "transition_lab_connections{role=\"driver\"} 1",
            "transition_lab_connections{role=\"viewer\"} 1", "transition_lab_frames_skipped_total 3",
        ] {
            #expect(text.contains(line + "\n"), "missing \(line)")
        }
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
