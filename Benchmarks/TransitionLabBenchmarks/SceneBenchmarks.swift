import Benchmark
import TransitionLabCore
import TransitionLabProtocol

extension Suite {
    /// One simulation tick of the `today-cards`, `zoom` and `compositional` scenes while they move: `advance(to:)`
    /// at 120 Hz plus `frame()`, what the server does for every frame it streams. Target: a small slice of an
    /// 8.3-ms frame.
    static let scenes = Suite(
        name: "scenes",
        cases: [
            Case.prepared("today-cards: present/dismiss tick + frame") {
                // Tap card 0 on the list, or the close button once presented.
                tick(TodayCardsScene(viewport: Size(width: 390, height: 844))) { scene, time in
                    let presented = scene.state["presented"] == .bool(true)
                    return stroke([presented ? Point(x: 355, y: 35) : Point(x: 195, y: 316)], at: time)
                }
            },
            Case.prepared("zoom: present/drag-dismiss tick + frame") {
                // Tap thumbnail 0, then drag the presented view 200 pt down.
                tick(ZoomScene(viewport: Size(width: 390, height: 844))) { scene, time in
                    guard scene.state["presented"] == .bool(true) else {
                        return stroke([Point(x: 60, y: 60)], at: time)
                    }
                    return stroke((0...4).map { Point(x: 195, y: 400 + Double($0) * 50) }, at: time)
                }
            },
            Case.prepared("compositional: fling tick + frame") {
                // Fling the list up, then down again.
                tick(CompositionalScene(viewport: Size(width: 390, height: 844))) { scene, time in
                    let down = (scene.state["contentOffset"]?.doubleValue ?? 0) > 300
                    return stroke([700, 600, 500, 400].map { Point(x: 200, y: down ? 1100 - $0 : $0) }, at: time)
                }
            },
        ])

    /// A body that advances `scene` by 1/120 s and draws a frame, feeding it `input(scene, time)` whenever it rests.
    private static func tick(_ scene: any Scene, input: @escaping (any Scene, Double) -> [InputEvent]) -> () -> Void {
        var time = 0.0
        return {
            if !scene.isAnimating {
                for event in input(scene, time) { scene.handle(event) }
            }
            time += 1.0 / 120
            scene.advance(to: time)
            blackHole(scene.frame())
        }
    }

    /// One pointer touching down at the first point, moving through the others 20 ms apart, and lifting at the last.
    private static func stroke(_ points: [Point], at time: Double) -> [InputEvent] {
        points.indices.map { index in
            let phase: PointerEvent.Phase = index == 0 ? .down : .move
            return .pointer(
                PointerEvent(phase: phase, id: 1, location: points[index], timestamp: time + Double(index) * 0.02))
        } + [
            .pointer(
                PointerEvent(
                    phase: .up, id: 1, location: points[points.count - 1], timestamp: time + Double(points.count) * 0.02
                ))
        ]
    }
}
