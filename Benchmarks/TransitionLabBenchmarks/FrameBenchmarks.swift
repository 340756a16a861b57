import Benchmark
import TransitionLabCore
import TransitionLabProtocol

extension Suite {
    /// What the server does with every room frame of a photo-grid pinch (390 × 844, 9 → 7 columns) besides the scene
    /// tick: the per-flush scene queries (node table, state summary), quantising once, encoding one protocol v2
    /// delta shared by every viewer on the same base, and a keyframe. Targets are ours: each a few percent of the
    /// 50-µs tick budget of the `input` suite. The last one is a whole room frame at one viewer, the fixed cost the
    /// load benchmark's CPU per room frame holds apart from sending: its target is the `input` suite's tick budget.
    static let frames = Suite(
        name: "frames",
        cases: [
            Case.prepared("photo-grid pinch: node table + state summary (per flush)") {
                let scene = pinchingGrid().scene
                return {
                    blackHole(scene.nodeContents)
                    blackHole(scene.state)
                }
            },
            Case.prepared("photo-grid pinch: QuantizedFrame from a Frame") {
                let frame = pinchingGrid().frames.1
                return { blackHole(QuantizedFrame(frame)) }
            },
            Case.prepared("photo-grid pinch: v2 delta from the previous frame") {
                let (_, (before, after)) = pinchingGrid()
                let base = QuantizedFrame(before)
                let frame = QuantizedFrame(after)
                return {
                    blackHole(
                        FrameDeltaEncoder.encode(frame, sequence: 2, nodeTableVersion: 1, base: (base, 1), headroom: 16)
                    )
                }
            },
            Case.prepared("photo-grid pinch: v2 keyframe") {
                let frame = QuantizedFrame(pinchingGrid().frames.1)
                return { blackHole(FrameDeltaEncoder.encode(frame, sequence: 2, nodeTableVersion: 1, headroom: 16)) }
            },
            Case.prepared(
                "photo-grid room frame at one viewer (pinch JSON, apply, advance, frame, queries, quantise, delta)"
            ) {
                let runner = SceneRunner(scene: PhotoGridScene(viewport: Size(width: 390, height: 844)))
                var step = 0
                var previous = runner.scene.quantizedFrame()
                return {
                    step += 1
                    // The load benchmark's driver: a trackpad pinch out and back at 120 Hz (9 → 7 columns).
                    let cycle = Double(step % 120) / 120
                    let scale = 1 + 0.6 * (1 - abs(2 * cycle - 1))
                    let phase = step == 1 ? "begin" : "change"
                    let json =
                        #"{"type":"pinch","phase":"\#(phase)","scale":\#(scale),"x":196,"y":426,"time":\#(step),"seq":\#(step)}"#
                    let message = try! ClientMessage(json: Array(json.utf8))
                    _ = try! runner.apply(message, pointerNamespace: 1)
                    runner.advance(byRealSeconds: 1.0 / 120)
                    let frame = runner.scene.quantizedFrame()
                    blackHole(runner.scene.nodeContents)
                    blackHole(runner.scene.state)
                    blackHole(
                        FrameDeltaEncoder.encode(
                            frame, sequence: UInt32(step + 1), nodeTableVersion: 1, base: (previous, UInt32(step)),
                            headroom: 16))
                    previous = frame
                }
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
