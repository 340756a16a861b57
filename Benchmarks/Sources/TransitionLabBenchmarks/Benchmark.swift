/// One micro-benchmark: a named body, measured against a target time per run.
///
/// Build one either from a body that is measured as it is, or from a set-up closure that does the
/// unmeasured preparation once and returns the body:
///
/// ```swift
/// Benchmark("10,000 spring samples", target: 0.001) { blackHole(sampleSprings()) }
/// Benchmark.prepared("query one screen", target: 20e-6) {
///     let prepared = layout.prepare(...)
///     return { blackHole(prepared.layoutAttributesForElements(in: screen)) }
/// }
/// ```
public struct Benchmark: Sendable {
    /// Shown in the table and matched by `transition-lab-bench --filter`.
    public var name: String
    /// Target time for one run of the body, in seconds.
    public var target: Double
    /// Runs once before measuring and returns the measured body.
    public var setUp: @Sendable () -> () -> Void

    /// A benchmark whose body needs no preparation.
    public init(_ name: String, target: Double, body: @escaping @Sendable () -> Void) {
        self.name = name
        self.target = target
        self.setUp = { body }
    }

    /// A benchmark whose body needs preparation that is not measured: `setUp` runs once and returns the body.
    public static func prepared(
        _ name: String, target: Double, setUp: @escaping @Sendable () -> () -> Void
    ) -> Benchmark {
        var benchmark = Benchmark(name, target: target) {}
        benchmark.setUp = setUp
        return benchmark
    }
}

/// Keeps a value alive so the optimiser cannot delete the work that produced it.
@inline(never)
public func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
