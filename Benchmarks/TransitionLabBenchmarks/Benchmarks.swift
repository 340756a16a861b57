import Benchmark

/// The entry point ordo-one/benchmark's plugin runs (`make bench`, `swift package benchmark` in this folder): every
/// case of every suite as `suite/name`, measured for wall-clock time, throughput and mallocs per run (the malloc
/// interposer counts every allocation the body makes).
///
/// To add a suite, declare it in its own file (`extension Suite { static let layout = … }` in
/// `LayoutBenchmarks.swift`) and append it to `Suite.all`.
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(1))
    for suite in Suite.all {
        for entry in suite.cases {
            Benchmark("\(suite.name)/\(entry.name)", configuration: configuration) { benchmark in
                let body = entry.setUp()
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { body() }
            }
        }
    }
}

extension Suite {
    /// Every suite, in the order they run.
    static let all: [Suite] = [
        .motion, .flow, .transition, .compositionalLayout, .scenes, .input, .clientMessages, .frames, .layoutWork,
    ]
}
