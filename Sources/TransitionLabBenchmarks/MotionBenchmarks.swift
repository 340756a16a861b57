import TransitionLabCore

extension BenchmarkSuite {
    /// Springs, deceleration and the animator (issue 2 section 6: 10,000 spring samples ≤ 1 ms).
    public static let motion = BenchmarkSuite(
        name: "motion",
        benchmarks: [
            Benchmark("10,000 spring samples", target: 0.001) {
                // Seed 001's present spring (UIKit 1.0 s, damping 0.5), sampled at 10,000 evenly spaced times.
                let spring = Spring(uiKitDuration: 1, dampingRatio: 0.5)
                var sum = 0.0
                for index in 0..<10_000 {
                    sum += spring.value(at: Double(index) * 1e-4, from: 0, to: 1)
                }
                blackHole(sum)
            }
        ])
}
