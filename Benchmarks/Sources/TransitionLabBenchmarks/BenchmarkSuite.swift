/// A named group of benchmarks, usually one per core area (motion, layout, transition, server).
public struct BenchmarkSuite: Sendable {
    /// Shown before each benchmark name as `suite/benchmark`.
    public var name: String
    public var benchmarks: [Benchmark]

    public init(name: String, benchmarks: [Benchmark]) {
        self.name = name
        self.benchmarks = benchmarks
    }
}
