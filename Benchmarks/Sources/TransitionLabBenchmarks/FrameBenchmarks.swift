import TransitionLabCore
import TransitionLabProtocol

extension BenchmarkSuite {
    /// What the server does with every room frame of a photo-grid pinch (390 × 844, 9 → 7 columns) besides the scene
    /// tick: the per-flush scene queries (node table, state summary), quantising once, encoding one protocol v2
    /// delta shared by every viewer on the same base, and a keyframe. Targets are ours: each a few percent of the
    /// 50-µs tick budget of the `input` suite.
    public static let frames = BenchmarkSuite(
        name: "frames",
        benchmarks: [
            Benchmark.prepared("photo-grid pinch: node table + state summary (per flush)", target: 5e-6) {
                let scene = pinchingGrid().scene
                return {
                    blackHole(scene.nodeContents)
                    blackHole(scene.state)
                }
            },
            Benchmark.prepared("photo-grid pinch: QuantizedFrame from a Frame", target: 5e-6) {
                let frame = pinchingGrid().frames.1
                return { blackHole(QuantizedFrame(frame)) }
            },
            Benchmark.prepared("photo-grid pinch: v2 delta from the previous frame", target: 5e-6) {
                let (_, (before, after)) = pinchingGrid()
                let base = QuantizedFrame(before)
                let frame = QuantizedFrame(after)
                return {
                    blackHole(
                        FrameDeltaEncoder.encode(frame, sequence: 2, nodeTableVersion: 1, base: (base, 1), headroom: 16)
                    )
                }
            },
            Benchmark.prepared("photo-grid pinch: v2 keyframe", target: 5e-6) {
                let frame = QuantizedFrame(pinchingGrid().frames.1)
                return { blackHole(FrameDeltaEncoder.encode(frame, sequence: 2, nodeTableVersion: 1, headroom: 16)) }
            },
        ])

    /// A photo-grid mid-pinch (fingers 100 → 130 pt apart, then 132) and its last two frames, 1/120 s apart.
    private static func pinchingGrid() -> (scene: PhotoGridScene, frames: (Frame, Frame)) {
        let scene = PhotoGridScene(viewport: Size(width: 390, height: 844))
        func pointer(_ phase: PointerEvent.Phase, _ id: Int, _ x: Double, _ time: Double) {
            scene.handle(.pointer(PointerEvent(phase: phase, id: id, location: Point(x: x, y: 400), timestamp: time)))
        }
        pointer(.down, 1, 145, 0)
        pointer(.down, 2, 245, 0)
        pointer(.move, 1, 130, 0.05)
        pointer(.move, 2, 260, 0.05)
        scene.advance(to: 0.05)
        let before = scene.frame()
        pointer(.move, 1, 129, 0.05 + 1.0 / 120)
        pointer(.move, 2, 261, 0.05 + 1.0 / 120)
        scene.advance(to: 0.05 + 1.0 / 120)
        return (scene, (before, scene.frame()))
    }
}
