import Benchmark
import TransitionLabCore
import TransitionLabProtocol

extension Suite {
    /// `FlowLayout` (target: prepare a 100,000-item flow grid ≤ 20 ms; one 390 × 844 screen ≤ 20 µs).
    static let flow = Suite(
        name: "flow",
        cases: [
            Case("prepare 100,000-item 9-column grid") {
                let grid = FlowLayout.columnGrid(columns: 9, itemCount: 100_000, containerWidth: 390)
                blackHole(grid.prepare(containerSize: Size(width: 390, height: 844)))
            },
            Case.prepared("elements in one 390×844 screen of it (17 columns)") {
                // The densest doremin's pinch-grid post grid: 37 rows × 17 = 629 cells per screen, mid-content.
                let prepared = FlowLayout.columnGrid(columns: 17, itemCount: 100_000, containerWidth: 390)
                    .prepare(containerSize: Size(width: 390, height: 844))
                let screen = Rect(x: 0, y: 50_000, width: 390, height: 844)
                return { blackHole(prepared.layoutAttributesForElements(in: screen)) }
            },
        ])
}
