/// Measures benchmarks: a warm-up, then `samples` timed samples, each running the body enough times to last
/// about `sampleDuration`, and reports the median time per run.
///
/// Wall-clock timing with `ContinuousClock`; run it on a release build (`swift build -c release`).
public struct BenchmarkRunner: Sendable {
    /// Timed samples per benchmark (the median is taken over these).
    public var samples: Int
    /// Seconds of unmeasured runs before sampling (at least one run).
    public var warmUp: Double
    /// Target length of one sample, in seconds; short bodies are repeated to reach it.
    public var sampleDuration: Double

    public init(samples: Int = 15, warmUp: Double = 0.05, sampleDuration: Double = 0.005) {
        self.samples = max(1, samples)
        self.warmUp = warmUp
        self.sampleDuration = sampleDuration
    }

    /// Runs every benchmark of `suites` whose `suite/name` contains `filter` (case-insensitive; nil runs all).
    public func run(_ suites: [BenchmarkSuite], filter: String? = nil, progress: (BenchmarkResult) -> Void = { _ in })
        -> [BenchmarkResult]
    {
        var results: [BenchmarkResult] = []
        for suite in suites {
            for benchmark in suite.benchmarks {
                let name = "\(suite.name)/\(benchmark.name)"
                if let filter, !name.lowercased().contains(filter.lowercased()) { continue }
                let result = measure(benchmark, named: name)
                progress(result)
                results.append(result)
            }
        }
        return results
    }

    /// Measures one benchmark.
    public func measure(_ benchmark: Benchmark, named name: String? = nil) -> BenchmarkResult {
        let body = benchmark.setUp()
        let clock = ContinuousClock()
        var runs = 0
        let warmUpStart = clock.now
        repeat {
            body()
            runs += 1
        } while seconds(warmUpStart.duration(to: clock.now)) < warmUp
        let perRun = seconds(warmUpStart.duration(to: clock.now)) / Double(runs)
        let iterations = max(1, Int((sampleDuration / max(perRun, 1e-9)).rounded()))
        var times: [Double] = []
        times.reserveCapacity(samples)
        for _ in 0..<samples {
            let elapsed = clock.measure {
                for _ in 0..<iterations { body() }
            }
            times.append(seconds(elapsed) / Double(iterations))
        }
        times.sort()
        let middle = times.count / 2
        let median = times.count % 2 == 1 ? times[middle] : (times[middle - 1] + times[middle]) / 2
        return BenchmarkResult(
            name: name ?? benchmark.name, median: median, minimum: times[0], target: benchmark.target,
            samples: samples, iterationsPerSample: iterations)
    }

    private func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
