#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The iOS 18-style zoom transition rebuilt in UIKit by LittleTale's zoom-transition post (docs/sources.md,
/// `CustomPresentingTransitionAnimator`): the presented view's geometry when presenting from a reference view
/// (a thumbnail), under an interactive pan, and when dismissing back to it.
///
/// Present, as LittleTale's zoom-transition post writes it:
/// ```swift
/// let scaleX = max(refFrameInContainer.width / max(finalFrame.width, 1), minScale)    // minScale = 0.001
/// let scaleY = max(refFrameInContainer.height / max(finalFrame.height, 1), minScale)
/// let effectiveScale = max(min(scaleX, scaleY), 0.001)
/// presentedView.layer.cornerRadius = referenceCorner / effectiveScale
/// presentedView.transform = CGAffineTransform(scaleX: scaleX, y: scaleY)
/// presentedView.center = CGPoint(x: refFrameInContainer.midX, y: refFrameInContainer.midY)
/// UIView.animate(withDuration: config.transitionDuration, delay: 0, usingSpringWithDamping: config.springWithDamping,
///                initialSpringVelocity: config.initialSpringVelocity, options: [.beginFromCurrentState]) {
///     backgroundView.alpha = 1
///     presentedView.transform = .identity
///     presentedView.center = CGPoint(x: finalFrame.midX, y: finalFrame.midY)
///     presentedView.layer.cornerRadius = 0
/// }
/// ```
/// The pan-to-dismiss half follows the post's `CustomZoomTransitionConfiguration` comments: alpha falls linearly to
/// `minAlphaDuringPan` over `alphaRangeDistance` of two-axis pan distance, and a pan longer than
/// `panGestureDismissThreshold` dismisses. The post's part 2 (the dismiss animator) is not in the source, so the
/// dismissal is the present block run backwards with the same spring, carrying the release velocity in UIKit's
/// unit, alpha returning to 1 and the dimming view to 0; an abandoned pan returns with `UIView.animate(withDuration:
/// 0.1)` (ease in-out).
///
/// iOS 18's own zoom transition (`UIViewController.Transition.zoom`) lets people "grab, drag, and control" the
/// transition (Apple, "Enhancing your app with fluid transitions",
/// https://developer.apple.com/documentation/uikit/enhancing-your-app-with-fluid-transitions): while the zoomed view
/// is dragged, it shrinks and the source grid shows through its backdrop, the Photos-style interactive dismissal
/// shown in WWDC 2016 session 216 "Advances in UIKit Animations and Transitions" (image size and dimming alpha follow
/// the finger). Apple publishes no curve for either, so `minScaleDuringPan` and `minBackdropAlphaDuringPan` fall
/// linearly over the post's own `alphaRangeDistance`, as its alpha does (our choice). Their defaults, 1, are the post's
/// look (no shrink, an opaque backdrop); 0.6 and 0.2, estimated by eye from iOS 18's Photos (not published
/// values), give the iOS 18 look.
public struct ZoomTransition: Sendable, Hashable {
    /// Mirrors the post's `CustomZoomTransitionConfiguration`, with its defaults.
    public struct Configuration: Sendable, Hashable {
        /// `transitionDuration` (0.5 s).
        public var transitionDuration = 0.5
        /// `springWithDamping` (0.85).
        public var springWithDamping = 0.85
        /// `initialSpringVelocity` (0.8, UIKit's relative unit).
        public var initialSpringVelocity = 0.8
        /// `panGestureDismissThreshold` (120 pt of pan distance).
        public var panGestureDismissThreshold = 120.0
        /// `minAlphaDuringPan` (0.6).
        public var minAlphaDuringPan = 0.6
        /// `alphaRangeDistance` (160 pt).
        public var alphaRangeDistance = 160.0
        /// Duration of the return to identity after a pan that does not dismiss.
        public var restoreDuration = 0.1
        /// The presented view's scale after `alphaRangeDistance` of pan (1: the post keeps its size).
        public var minScaleDuringPan = 1.0
        /// The backdrop's (dimming view's) alpha after `alphaRangeDistance` of pan (1: the post's opaque black).
        public var minBackdropAlphaDuringPan = 1.0

        public init() {}

        /// The present and dismiss spring with UIKit relative initial velocity `velocity`.
        public func spring(initialVelocity velocity: Double) -> TransitionTiming {
            .spring(duration: transitionDuration, dampingRatio: springWithDamping, initialVelocity: velocity)
        }
    }

    /// Everything the transition animates, as one interpolatable value.
    public struct Appearance: Sendable, Hashable {
        /// `presentedView.center`.
        public var center: Point
        /// `presentedView.transform` (a pure scale).
        public var scale: Size
        /// `presentedView.layer.cornerRadius`, in the view's own (unscaled) coordinates.
        public var cornerRadius: Double
        public var alpha: Double
        /// The dimming (background) view's alpha.
        public var dimmingAlpha: Double

        /// Every property linearly by the same fraction. Fractions outside 0…1 (a spring's overshoot) extrapolate
        /// centre and scale, but alphas stay in 0…1 and the corner radius at or above 0, as Core Animation
        /// draws them ([`CALayer.opacity`][opacity]: "Values outside that range are clamped"; [`cornerRadius`][radius]
        /// rounds corners only "to a value greater than 0.0").
        ///
        /// [opacity]: https://developer.apple.com/documentation/quartzcore/calayer/opacity
        /// [radius]: https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
        public func interpolated(to other: Appearance, fraction f: Double) -> Appearance {
            func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
            func clampedAlpha(_ a: Double, _ b: Double) -> Double { min(max(mix(a, b), 0), 1) }
            return Appearance(
                center: center.interpolated(to: other.center, fraction: f),
                scale: scale.interpolated(to: other.scale, fraction: f),
                cornerRadius: max(mix(cornerRadius, other.cornerRadius), 0), alpha: clampedAlpha(alpha, other.alpha),
                dimmingAlpha: clampedAlpha(dimmingAlpha, other.dimmingAlpha))
        }
    }

    public var configuration: Configuration
    /// The thumbnail's frame in the container (`refFrameInContainer`).
    public var referenceFrame: Rect
    /// The thumbnail's `layer.cornerRadius`.
    public var referenceCornerRadius: Double
    /// The presented view's final frame (`containerView.bounds`).
    public var finalFrame: Rect

    public init(
        configuration: Configuration = Configuration(), referenceFrame: Rect, referenceCornerRadius: Double,
        finalFrame: Rect
    ) {
        self.configuration = configuration
        self.referenceFrame = referenceFrame
        self.referenceCornerRadius = referenceCornerRadius
        self.finalFrame = finalFrame
    }

    /// The post's `scaleX`, `scaleY`: reference over final size, each at least 0.001.
    public var referenceScale: Size {
        let minScale = 0.001
        return Size(
            width: max(referenceFrame.width / max(finalFrame.width, 1), minScale),
            height: max(referenceFrame.height / max(finalFrame.height, 1), minScale))
    }

    /// The presented view sitting on the thumbnail: the from-state of present, the to-state of dismiss.
    public var referenceAppearance: Appearance {
        let scale = referenceScale
        let effectiveScale = max(min(scale.width, scale.height), 0.001)
        return Appearance(
            center: referenceFrame.center, scale: scale, cornerRadius: referenceCornerRadius / effectiveScale,
            alpha: 1, dimmingAlpha: 0)
    }

    /// The presented view at rest: identity transform, centred in the final frame, corner 0.
    public var presentedAppearance: Appearance {
        Appearance(
            center: finalFrame.center, scale: Size(width: 1, height: 1), cornerRadius: 0, alpha: 1, dimmingAlpha: 1)
    }

    /// The presented view following a pan of `translation`: moved by it, alpha = 1 − p·(1 − 0.6), scale
    /// 1 − p·(1 − `minScaleDuringPan`) and backdrop alpha 1 − p·(1 − `minBackdropAlphaDuringPan`), for
    /// p = clamp(hypot(dx, dy) / `alphaRangeDistance`, 0, 1).
    public func panAppearance(translation: Point) -> Appearance {
        var appearance = presentedAppearance
        appearance.center = Point(x: finalFrame.midX + translation.x, y: finalFrame.midY + translation.y)
        let progress = panProgress(translation: translation)
        appearance.alpha = 1 - progress * (1 - configuration.minAlphaDuringPan)
        let scale = 1 - progress * (1 - configuration.minScaleDuringPan)
        appearance.scale = Size(width: scale, height: scale)
        appearance.dimmingAlpha = 1 - progress * (1 - configuration.minBackdropAlphaDuringPan)
        return appearance
    }

    /// Alpha during a pan: falls linearly from 1 to `minAlphaDuringPan` over `alphaRangeDistance` of hypot(dx, dy).
    public func panAlpha(translation: Point) -> Double {
        1 - panProgress(translation: translation) * (1 - configuration.minAlphaDuringPan)
    }

    /// How far a pan has gone through `alphaRangeDistance`: clamp(hypot(dx, dy) / distance, 0, 1).
    private func panProgress(translation: Point) -> Double {
        let distance = hypot(translation.x, translation.y)
        return min(max(distance / max(configuration.alphaRangeDistance, 1e-9), 0), 1)
    }

    /// Whether releasing a pan of `translation` dismisses: hypot(dx, dy) > `panGestureDismissThreshold`.
    public func panDismisses(translation: Point) -> Bool {
        hypot(translation.x, translation.y) > configuration.panGestureDismissThreshold
    }

    /// The release velocity (points per second) in UIKit's relative unit for an animation of the centre from
    /// `from` to `to`: its component toward the target over the distance (0 when the distance is below a point).
    public func relativeVelocity(_ velocity: Point, from: Point, to: Point) -> Double {
        let dx = to.x - from.x
        let dy = to.y - from.y
        let distanceSquared = dx * dx + dy * dy
        guard distanceSquared >= 1 else { return 0 }
        return (velocity.x * dx + velocity.y * dy) / distanceSquared
    }

    /// The frame the view covers on screen: the final size scaled about `center`.
    public func visibleFrame(of appearance: Appearance) -> Rect {
        Rect(
            center: appearance.center,
            size: Size(
                width: finalFrame.width * appearance.scale.width, height: finalFrame.height * appearance.scale.height))
    }

    /// The corner radius as it appears on screen along the shorter scaled axis: `cornerRadius · min(sx, sy)` (a
    /// non-uniform scale draws elliptical corners; the page draws the circular one of the smaller axis).
    public func visibleCornerRadius(of appearance: Appearance) -> Double {
        appearance.cornerRadius * min(appearance.scale.width, appearance.scale.height)
    }
}
