import TransitionLabCore

/// The messages that show a spring in the page's graph and code panel.
extension SpringPreview {
    /// Number of samples in a `curve` message.
    public static let curveSampleCount = 121

    /// The `curve` message: a unit move (0 → 1) with this spring as the imitated API draws it, sampled evenly from
    /// 0 to its settling duration (`SpringAnimation`), with the cut where Core Animation snaps an unsettled spring.
    public var curveMessage: ServerMessage {
        let animation = SpringAnimation(preview: self)
        let samples = animation.samples(count: Self.curveSampleCount)
        let interval = samples.count > 1 ? samples[1].t - samples[0].t : 0
        let cut = animation.cut
        return .curve(
            .init(
                title: title, spring: spring, initialVelocity: initialVelocity, duration: duration,
                settleTime: animation.settlingDuration, interval: interval, samples: samples.map(\.value),
                cutAt: cut?.time, cutJump: cut?.jump))
    }

    /// The `code` message: the same spring as UIKit, SwiftUI and Core Animation code (`SpringCode`).
    public var codeMessage: ServerMessage {
        let code = SpringCode(SpringAnimation(preview: self), swiftUIForm: swiftUIForm)
        return .code(title: title, snippets: ["uikit": code.uikit, "swiftui": code.swiftui, "caSpring": code.caSpring])
    }
}
