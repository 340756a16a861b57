/// One micro-benchmark: a name and a set-up that does the unmeasured preparation once and returns the measured body.
///
/// ```swift
/// Case("10,000 spring samples") { blackHole(sampleSprings()) }
/// Case.prepared("query one screen") {
///     let prepared = layout.prepare(...)
///     return { blackHole(prepared.layoutAttributesForElements(in: screen)) }
/// }
/// ```
struct Case: Sendable {
    /// Shown after its suite's name (`suite/name`) and matched by `make bench --filter`.
    var name: String
    /// Runs once before measuring and returns the measured body.
    var setUp: @Sendable () -> () -> Void

    /// A benchmark whose body needs no preparation.
    init(_ name: String, body: @escaping @Sendable () -> Void) {
        self.name = name
        self.setUp = { body }
    }

    /// A benchmark whose body needs preparation that is not measured: `setUp` runs once and returns the body.
    static func prepared(_ name: String, setUp: @escaping @Sendable () -> () -> Void) -> Case {
        var benchmark = Case(name) {}
        benchmark.setUp = setUp
        return benchmark
    }
}
