/// A named group of benchmarks, one per core area (motion, layout, transition, scenes, input, wire format).
struct Suite: Sendable {
    /// Shown before each benchmark name as `suite/benchmark`.
    var name: String
    var cases: [Case]
}
