import Benchmark
import TransitionLabCore
import TransitionLabProtocol

extension Suite {
    /// Springs, deceleration and the animator (target: 10,000 spring samples ≤ 1 ms; the others are ours).
    static let motion = Suite(
        name: "motion",
        cases: [
            Case("10,000 spring samples") {
                // the Today-card post present spring (UIKit 1.0 s, damping 0.5), sampled at 10,000 evenly spaced times.
                let spring = Spring(uiKitDuration: 1, dampingRatio: 0.5)
                var sum = 0.0
                for index in 0..<10_000 {
                    sum += spring.value(at: Double(index) * 1e-4, from: 0, to: 1)
                }
                blackHole(sum)
            },
            Case("10,000 SpringAnimation samples (panel graph)") {
                blackHole(SpringAnimation.uikit(duration: 0.7, dampingRatio: 0.8).samples(count: 10_000))
            },
            Case.prepared("10,000 samples of a flick with spring back") {
                let motion = ScrollDeceleration(offset: 250, velocity: 3000, bounds: 0...300)
                return {
                    var sum = 0.0
                    for index in 0..<10_000 { sum += motion.state(at: Double(index) * 1e-4).offset }
                    blackHole(sum)
                }
            },
            Case("start a flick with spring back") {
                blackHole(ScrollDeceleration(offset: 250, velocity: 3000, bounds: 0...300).restingOffset)
            },
            Case.prepared("animator: one 120 Hz tick of 100 moving keys") {
                var animator = Animator()
                let spring = Spring(uiKitDuration: 0.5, dampingRatio: 0.85)
                for key in 0..<100 {
                    animator.setValue(0, forKey: "k\(key)")
                    animator.animate("k\(key)", to: Double(key), with: spring)
                }
                let keys = (0..<100).map { "k\($0)" }
                var frame = 0
                return {
                    frame += 1
                    // Stay mid-flight: wrap the clock inside the first 0.4 s with a fresh animator copy.
                    var copy = animator
                    copy.advance(to: Double(frame % 48) / 120)
                    var sum = 0.0
                    for key in keys { sum += copy[key] ?? 0 }
                    blackHole(sum)
                }
            },
            Case.prepared("velocity tracker: 20 samples, one velocity") {
                var tracker = VelocityTracker()
                for step in 0..<20 { tracker.addSample(Double(step * step), at: Double(step) / 240) }
                return { blackHole(tracker.velocity()) }
            },
        ])
}
