import TransitionLabCore
import TransitionLabProtocol

extension BenchmarkSuite {
    /// `FlowLayout` (target: prepare a 100,000-item flow grid ≤ 20 ms; one 390 × 844 screen ≤ 20 µs).
    public static let flow = BenchmarkSuite(
        name: "flow",
        benchmarks: [
            Benchmark("prepare 100,000-item 9-column grid", target: 0.020) {
                let grid = FlowLayout.columnGrid(columns: 9, itemCount: 100_000, containerWidth: 390)
                blackHole(grid.prepare(containerSize: Size(width: 390, height: 844)))
            },
            Benchmark.prepared("elements in one 390×844 screen of it (17 columns)", target: 20e-6) {
                // The densest doremin's pinch-grid post grid: 37 rows × 17 = 629 cells per screen, mid-content.
                let prepared = FlowLayout.columnGrid(columns: 17, itemCount: 100_000, containerWidth: 390)
                    .prepare(containerSize: Size(width: 390, height: 844))
                let screen = Rect(x: 0, y: 50_000, width: 390, height: 844)
                return { blackHole(prepared.layoutAttributesForElements(in: screen)) }
            },
        ])
}
