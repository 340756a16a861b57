/// Frames and bytes written to WebSockets since the service loop last reported them to `ServerMetrics`. A write adds
/// to two integers and the loop reports them once per pass (`LWSContext.run()`) and before `GET /metrics`: two
/// swift-metrics counter increments per write cost callgrind about 40 instructions per viewer per frame. Service
/// thread.
struct WriteTally {
    var frames = 0
    var bytes = 0

    /// Adds the counts to `metrics` and starts again from zero.
    mutating func report(to metrics: ServerMetrics) {
        guard frames > 0 || bytes > 0 else { return }
        if frames > 0 { metrics.framesSent.increment(by: frames) }
        metrics.bytesSent.increment(by: bytes)
        self = WriteTally()
    }
}
