import Benchmark
import TransitionLabCore
import TransitionLabProtocol

extension Suite {
    /// `CollectionViewTransitionLayout` (target: interpolate one frame of 500 visible elements ≤ 50 µs).
    static let transition = Suite(
        name: "transition",
        cases: [
            Case.prepared("match a 20 → 10 column pinch (500 elements)") {
                let (current, next, bounds) = pinchLayouts()
                return {
                    blackHole(
                        CollectionViewTransitionLayout(
                            currentLayout: current, nextLayout: next, boundsSize: bounds,
                            focalPoint: Point(x: 195, y: 240)))
                }
            },
            Case.prepared("interpolate one frame of 500 elements") {
                let (current, next, bounds) = pinchLayouts()
                var transition = CollectionViewTransitionLayout(
                    currentLayout: current, nextLayout: next, boundsSize: bounds,
                    focalPoint: Point(x: 195, y: 240))
                precondition(transition.interpolatedAttributes().count == 500, "expected 500 matched elements")
                var buffer: [LayoutAttributes] = []
                var step = 0
                return {
                    step = (step + 1) % 120
                    transition.transitionProgress = Double(step) / 119
                    transition.interpolatedAttributes(into: &buffer)
                    blackHole(transition.contentOffset)
                    blackHole(buffer)
                }
            },
        ])

    /// 20 → 10 columns of 1-pt-gap squares in a 390 × 480 viewport: the 20-column screen shows 25 rows
    /// (24 · 19.55 < 480), 500 cells; pinching at (195, 240) puts cell 249 under the fingers, and the 10-column
    /// screen around it (rows 17…30, cells 170…309) adds none.
    private static func pinchLayouts() -> (any PreparedLayout, any PreparedLayout, Size) {
        let bounds = Size(width: 390, height: 480)
        let current = FlowLayout.columnGrid(columns: 20, itemCount: 100_000, containerWidth: 390)
            .prepare(containerSize: bounds)
        let next = FlowLayout.columnGrid(columns: 10, itemCount: 100_000, containerWidth: 390)
            .prepare(containerSize: bounds)
        return (current, next, bounds)
    }
}
