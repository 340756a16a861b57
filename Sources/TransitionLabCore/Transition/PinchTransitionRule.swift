#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// doremin's pinch-grid post (doremin/TransitionLayout `handlePinchChanged(with:)` and `completeOrCancelTransition()`)
/// as a rule over an ordered list of layouts: which layout a pinch starts an interactive
/// `CollectionViewTransitionLayout` to, the `transitionProgress` the pinch drives, and whether a lift finishes or
/// cancels it, with the tunable spring that completes it. `photo-grid` (its seven column counts) and `your-layout`
/// (layouts A and B) pinch through it.
enum PinchTransitionRule {
    /// Parameter keys of the pinch and its finish / cancel spring.
    enum Key {
        static let keepsFocalItem = "keepsFocalItem"
        static let finishThreshold = "finishThreshold"
        static let completionResponse = "completionResponse"
        static let completionDampingRatio = "completionDampingRatio"
    }

    /// The pinch's parameters: the post's behaviour by default; the completion spring defaults to
    /// `CollectionViewTransitionLayout.defaultCompletionSpring` (SwiftUI response 0.3 s, damping ratio 1: the post
    /// leaves the curve to UIKit, which does not document it).
    static let descriptors: [ParameterDescriptor] = [
        .toggle(key: Key.keepsFocalItem, label: "Keep the pinched cell under the fingers", group: "Pinch", isOn: false),
        ParameterDescriptor(
            key: Key.finishThreshold, label: "Finish above progress", group: "Pinch", unit: "", min: 0.05,
            max: 0.95, step: 0.05, defaultValue: 0.5),
        ParameterDescriptor(
            key: Key.completionResponse, label: "Response", group: "Finish / cancel spring", unit: "s", min: 0.05,
            max: 2, step: 0.01, defaultValue: 0.3),
        ParameterDescriptor(
            key: Key.completionDampingRatio, label: "Damping ratio", group: "Finish / cancel spring", unit: "",
            min: 0.1, max: 2, step: 0.01, defaultValue: 1),
    ]

    /// log2(`scale`), clamped to ±64 so that `Int` conversions stay in range; nil for a scale that is not a
    /// positive finite number (the recogniser never reports one).
    static func logScale(_ scale: Double) -> Double? {
        guard scale.isFinite, scale > 0 else { return nil }
        return min(max(log2(scale), -64), 64)
    }

    /// The post's target: delta = floor(logScale), target = current + (logScale < 0 ? delta : delta + 1), so
    /// pinching out goes to the next index and pinching in to the previous one; nil when that is `current` or not
    /// in 0..<`layoutCount`.
    static func target(from current: Int, logScale: Double, layoutCount: Int) -> Int? {
        let delta = Int(floor(logScale))
        let target = current + (logScale < 0 ? delta : delta + 1)
        guard target != current, (0..<layoutCount).contains(target) else { return nil }
        return target
    }

    /// The post's progress: |logScale| clamped to 0…1 (a doubling or halving of the fingers' span completes it).
    static func progress(logScale: Double) -> Double {
        min(max(abs(logScale), 0), 1)
    }

    /// The post's decision on lift: finish when the progress is above the threshold (the threshold itself
    /// cancels). With `lookahead` > 0 the progress is first projected by its velocity over that many seconds, so a
    /// quick pinch finishes from below the threshold and a quick reversal cancels from above it.
    static func finishes(progress: Double, velocity: Double, threshold: Double, lookahead: Double = 0) -> Bool {
        let projected = progress + (velocity.isFinite ? velocity : 0) * lookahead
        return projected > threshold
    }

    /// The spring that finishes or cancels a transition (SwiftUI `Spring(response:dampingRatio:)`).
    static func completionSpring(_ parameters: ParameterSet) -> Spring {
        Spring(
            response: parameters[Key.completionResponse] ?? 0,
            dampingRatio: parameters[Key.completionDampingRatio] ?? 0)
    }

    /// The completion spring as the page graphs it.
    static func springPreview(_ parameters: ParameterSet) -> SpringPreview {
        SpringPreview(
            title: "Finish / cancel spring", spring: completionSpring(parameters), initialVelocity: 0, duration: nil,
            api: .swiftui)
    }

    /// `finishInteractiveTransition()` or `cancelInteractiveTransition()` at `time` with the completion spring,
    /// decided by `finishes(progress:velocity:threshold:lookahead:)` from the current progress and its velocity,
    /// which is also the spring's initial velocity.
    static func complete(
        _ layout: inout CollectionViewTransitionLayout, at time: Double, parameters: ParameterSet,
        lookahead: Double = 0
    ) {
        let spring = completionSpring(parameters)
        let finishing = finishes(
            progress: layout.transitionProgress, velocity: layout.progressVelocity,
            threshold: parameters[Key.finishThreshold] ?? 0.5, lookahead: lookahead)
        if finishing {
            layout.finishInteractiveTransition(at: time, spring: spring)
        } else {
            layout.cancelInteractiveTransition(at: time, spring: spring)
        }
    }

    /// A change of `key` while a finish or cancel runs: a new spring takes over from the running one's exact state.
    static func parameterChanged(
        _ key: String, in layout: inout CollectionViewTransitionLayout, at time: Double, parameters: ParameterSet
    ) {
        guard key == Key.completionResponse || key == Key.completionDampingRatio else { return }
        layout.changeCompletionSpring(to: completionSpring(parameters), at: time)
    }
}
