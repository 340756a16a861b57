import Foundation
import TransitionLabCore

extension SpringPreview {
    /// Distance from the target below which the unit motion counts as settled (0.1 % of the move).
    static let settleThreshold = 0.001
    /// Number of samples in a `curve` message.
    static let curveSampleCount = 121

    /// The `curve` message: progress of a unit move (0 → 1) with this spring, sampled up to a little past settling.
    ///
    /// Progress is `Spring.value(at:from:to:initialVelocity:)` from 0 to 1; UIKit's relative initial velocity is a
    /// fraction of the distance per second, so for a unit move it is the velocity itself.
    var curveMessage: ServerMessage {
        let settle = settleTime
        let span = max(settle, duration ?? 0) * 1.1
        let interval = span / Double(Self.curveSampleCount - 1)
        let samples = (0..<Self.curveSampleCount).map {
            spring.value(at: Double($0) * interval, from: 0, to: 1, initialVelocity: initialVelocity)
        }
        return .curve(
            .init(
                title: title, spring: spring, initialVelocity: initialVelocity, duration: duration,
                settleTime: settle, interval: interval, samples: samples))
    }

    /// Seconds after which a unit move stays within `settleThreshold` of the target (scanned at 1 ms, up to 10 s).
    var settleTime: Double {
        let step = 0.001
        var last = 0.0
        for index in 0...10_000 {
            let t = Double(index) * step
            if abs(1 - spring.value(at: t, from: 0, to: 1, initialVelocity: initialVelocity)) > Self.settleThreshold {
                last = t + step
            }
        }
        return last
    }

    /// The `code` message: the same spring as UIKit and SwiftUI code.
    ///
    /// SwiftUI's `Spring(response:dampingRatio:)` takes the undamped period `2π/ω0` as `response` (mass 1), per
    /// Apple's documentation of `Spring.response`.
    var codeMessage: ServerMessage {
        func f(_ value: Double) -> String { String(format: "%.3g", value) }
        let uikit: String
        if let duration {
            uikit = """
                UIView.animate(withDuration: \(f(duration)), delay: 0, usingSpringWithDamping: \(f(spring.dampingRatio)),
                               initialSpringVelocity: \(f(initialVelocity)), options: []) {
                    // change animatable properties here
                }
                """
        } else {
            uikit = """
                let timing = UISpringTimingParameters(mass: \(f(spring.mass)), stiffness: \(f(spring.stiffness)),
                                                      damping: \(f(spring.damping)),
                                                      initialVelocity: CGVector(dx: \(f(initialVelocity)), dy: 0))
                let animator = UIViewPropertyAnimator(duration: 0, timingParameters: timing)
                """
        }
        let response = 2 * Double.pi / spring.naturalFrequency
        let swiftui = "withAnimation(.spring(response: \(f(response)), dampingFraction: \(f(spring.dampingRatio)))) { }"
        return .code(title: title, snippets: ["uikit": uikit, "swiftui": swiftui])
    }
}
