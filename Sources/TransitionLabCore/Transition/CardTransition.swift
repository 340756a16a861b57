/// The App Store "Today" card transition of the Today-card post (`TodayAnimationTransition`):
/// the geometry of a card's detail view at any point of its present, dismiss and pull-down-to-dismiss.
///
/// Present, as the Today-card post writes it (one spring block, so every property moves by the same fraction):
/// ```swift
/// toVC.view.frame = frame   // the card's frame in the window
/// UIView.animate(withDuration: transitonDuration, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
///                options: [], animations: {
///     toVC.view.frame = UIScreen.main.bounds
///     toVC.scrollView.imageView.frame.size.width = kScreenW
///     toVC.scrollView.imageView.frame.size.height = GlobalConstants.cardDetailTopImageH
///     toVC.closeBtn.alpha = 1
///     fromVC.tabBar.frame.origin.y = kScreenH
/// })
/// ```
/// Dismiss: `UIView.animate(withDuration: transitonDuration - 0.3, delay: 0, usingSpringWithDamping: 0.8, …)` back to
/// the cell's frame with `cornerRadius = GlobalConstants.toDayCardCornerRadius`, the image at the card's size,
/// `closeBtn.alpha = 0` and `tabBar.frame.origin.y = kScreenH - tabBar.frame.height`.
///
/// Deliberate choices where the post is silent: the detail view's corner radius animates 15 → 0 while presenting; the
/// close button keeps a trailing inset (x = width − 50, y = 20), so it reaches (W − 50, 20) at full screen; the
/// presentation controller's dimming layer fades 0 → 1 with the same curve; a pull-down scales the detail view about
/// its centre, and a dismissal that starts from a pulled-down view animates the visible (scaled) frame.
public struct CardTransition: Sendable, Hashable {
    /// The post's constants; all live parameters of `today-cards`.
    public struct Configuration: Sendable, Hashable {
        /// `transitonDuration` = 1.0, `usingSpringWithDamping: 0.5`, `initialSpringVelocity: 0`.
        public var present = TransitionTiming.spring(duration: 1.0, dampingRatio: 0.5, initialVelocity: 0)
        /// `transitonDuration - 0.3` = 0.7, `usingSpringWithDamping: 0.8`, `initialSpringVelocity: 0`.
        public var dismiss = TransitionTiming.spring(duration: 0.7, dampingRatio: 0.8, initialVelocity: 0)
        /// Releasing a pull-down before it commits returns to identity with `UIView.animate(withDuration: 0.2)`.
        public var cancelPullDown = TransitionTiming.easeInOut(duration: 0.2)
        /// `GlobalConstants.toDayCardCornerRadius`.
        public var cardCornerRadius = 15.0
        /// `GlobalConstants.cardDetailTopImageH`.
        public var detailImageHeight = 500.0
        /// The close button's side, and its inset from the trailing edge (50 − 30 = 20 pt margin) and the top.
        public var closeButtonSize = 30.0
        public var closeButtonTrailing = 50.0
        public var closeButtonTop = 20.0
        /// The tab bar's height (49 pt bar + 34 pt home-indicator area).
        public var tabBarHeight = 83.0
        /// Pull-down distance for progress 1: progress = Δy / 100.
        public var pullDownDistance = 100.0
        /// Scale lost at progress 1: scale = 1 − 0.14·progress.
        public var pullDownScaleFactor = 0.14

        public init() {}
    }

    /// Everything the transition animates, as one interpolatable value.
    public struct Appearance: Sendable, Hashable {
        /// The detail view's frame before any pull-down scale, in the window.
        public var frame: Rect
        /// The pull-down transform's scale, about the frame's centre (1 = identity).
        public var scale: Double
        /// The detail view's layer corner radius (in its own, unscaled coordinates).
        public var cornerRadius: Double
        /// The top image's size, at the detail view's origin.
        public var imageSize: Size
        public var closeButtonAlpha: Double
        /// `tabBar.frame.origin.y`.
        public var tabBarY: Double
        /// The presentation controller's dimming layer.
        public var dimmingAlpha: Double

        /// The frame as drawn: `frame` scaled by `scale` about its centre.
        public var visibleFrame: Rect {
            Rect(center: frame.center, size: Size(width: frame.width * scale, height: frame.height * scale))
        }

        /// `self` (fraction 0) to `other` (fraction 1), every property linearly by the same fraction. Fractions
        /// outside 0…1 (a spring's overshoot) extrapolate frame, scale, image size and tab bar, but alphas stay in
        /// 0…1 and the corner radius at or above 0, as Core Animation draws them ([`CALayer.opacity`][opacity]:
        /// "Values outside that range are clamped"; [`cornerRadius`][radius] rounds corners only "to a value greater
        /// than 0.0").
        ///
        /// [opacity]: https://developer.apple.com/documentation/quartzcore/calayer/opacity
        /// [radius]: https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
        public func interpolated(to other: Appearance, fraction f: Double) -> Appearance {
            func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
            func clampedAlpha(_ a: Double, _ b: Double) -> Double { min(max(mix(a, b), 0), 1) }
            return Appearance(
                frame: frame.interpolated(to: other.frame, fraction: f), scale: mix(scale, other.scale),
                cornerRadius: max(mix(cornerRadius, other.cornerRadius), 0),
                imageSize: imageSize.interpolated(to: other.imageSize, fraction: f),
                closeButtonAlpha: clampedAlpha(closeButtonAlpha, other.closeButtonAlpha),
                tabBarY: mix(tabBarY, other.tabBarY), dimmingAlpha: clampedAlpha(dimmingAlpha, other.dimmingAlpha))
        }
    }

    public var configuration: Configuration
    /// The window (viewport) size.
    public var viewport: Size

    public init(configuration: Configuration = Configuration(), viewport: Size) {
        self.configuration = configuration
        self.viewport = viewport
    }

    /// The detail view sitting exactly on a card at `cardFrame`: the from-state of present, the to-state of dismiss.
    public func cardAppearance(cardFrame: Rect) -> Appearance {
        Appearance(
            frame: cardFrame, scale: 1, cornerRadius: configuration.cardCornerRadius, imageSize: cardFrame.size,
            closeButtonAlpha: 0, tabBarY: viewport.height - configuration.tabBarHeight, dimmingAlpha: 0)
    }

    /// The detail view at full screen: the to-state of present.
    public var presentedAppearance: Appearance {
        Appearance(
            frame: Rect(origin: .zero, size: viewport), scale: 1, cornerRadius: 0,
            imageSize: Size(width: viewport.width, height: configuration.detailImageHeight),
            closeButtonAlpha: 1, tabBarY: viewport.height, dimmingAlpha: 1)
    }

    /// The close button's frame in the detail view's own coordinates for a detail view `width` wide.
    public func closeButtonFrame(detailWidth width: Double) -> Rect {
        Rect(
            x: width - configuration.closeButtonTrailing, y: configuration.closeButtonTop,
            width: configuration.closeButtonSize, height: configuration.closeButtonSize)
    }

    /// Pull-down progress for a downward drag of `translationY` points: Δy / 100, never below 0.
    public func pullDownProgress(translationY: Double) -> Double {
        max(0, translationY) / configuration.pullDownDistance
    }

    /// Whether a pull-down at `progress` commits the dismissal (progress ≥ 1).
    public func pullDownCommits(progress: Double) -> Bool { progress >= 1 }

    /// The presented view under a pull-down at `progress`: scale = 1 − 0.14·progress, corner radius = 15·progress.
    public func pullDownAppearance(progress: Double) -> Appearance {
        var appearance = presentedAppearance
        appearance.scale = 1 - configuration.pullDownScaleFactor * progress
        appearance.cornerRadius = configuration.cardCornerRadius * progress
        return appearance
    }
}
