import Benchmark
import TransitionLabCore
import TransitionLabProtocol

extension Suite {
    /// Input-driven scenes (`photo-grid` during a pinch, `spring-lab`) and the replay runner. Targets are ours: one
    /// tick (input, advance, frame) within 50 µs, a small slice of a 120 Hz frame (8.3 ms), so input-to-frame
    /// latency stays far below a frame; a headless replay well ahead of real time.
    static let input = Suite(
        name: "input",
        cases: [
            Case.prepared("photo-grid tick during a pinch (2 pointer moves, advance, frame)") {
                let scene = PhotoGridScene(viewport: Size(width: 390, height: 844))
                var time = 0.0
                func move(_ id: Int, _ x: Double) {
                    scene.handle(
                        .pointer(PointerEvent(phase: .move, id: id, location: Point(x: x, y: 400), timestamp: time)))
                }
                scene.handle(.pointer(PointerEvent(phase: .down, id: 1, location: Point(x: 145, y: 400), timestamp: 0)))
                scene.handle(.pointer(PointerEvent(phase: .down, id: 2, location: Point(x: 245, y: 400), timestamp: 0)))
                var step = 0
                return {
                    step += 1
                    time += 1.0 / 60
                    // The span swings between 120 and 140 pt: progress log2(1.2…1.4) keeps the transition live.
                    let half = 60 + 10 * Double(step % 2)
                    move(1, 195 - half)
                    move(2, 195 + half)
                    scene.advance(to: time)
                    blackHole(scene.frame())
                }
            },
            Case.prepared("spring-lab tick while springing (advance, frame)") {
                let scene = SpringLabScene(viewport: Size(width: 390, height: 844))
                _ = try? scene.setParameter("damping", to: 0.5)
                scene.handle(.pointer(PointerEvent(phase: .down, id: 1, location: Point(x: 9, y: 9), timestamp: 0)))
                scene.handle(.pointer(PointerEvent(phase: .up, id: 1, location: Point(x: 9, y: 9), timestamp: 0)))
                var time = 0.0
                return {
                    time += 1.0 / 60
                    scene.advance(to: time)
                    blackHole(scene.frame())
                }
            },
            // 70 frames at 60 Hz are 1.17 s of scene time: the target is a replay ten times faster than real time.
            Case.prepared("replay a photo-grid pinch to rest (70 frames, JSON lines)") {
                var lines = [
                    #"{"t":0.1,"type":"pointer","phase":"down","id":1,"x":145,"y":400}"#,
                    #"{"t":0.1,"type":"pointer","phase":"down","id":2,"x":245,"y":400}"#,
                ]
                for step in 1...30 {
                    let t = 0.1 + Double(step) / 60
                    let half = 50 * (1 + 0.6 * Double(step) / 30)
                    lines.append(#"{"t":\#(t),"type":"pointer","phase":"move","id":1,"x":\#(195 - half),"y":400}"#)
                    lines.append(#"{"t":\#(t),"type":"pointer","phase":"move","id":2,"x":\#(195 + half),"y":400}"#)
                }
                lines.append(#"{"t":0.62,"type":"pointer","phase":"up","id":1,"x":115,"y":400}"#)
                lines.append(#"{"t":0.62,"type":"pointer","phase":"up","id":2,"x":275,"y":400}"#)
                let replay = try! Replay(jsonLines: lines.joined(separator: "\n"))
                return {
                    var bytes = 0
                    try! replay.run(on: PhotoGridScene(viewport: Size(width: 390, height: 844))) {
                        bytes += $0.jsonLine.utf8.count
                    }
                    blackHole(bytes)
                }
            },
        ])
}
