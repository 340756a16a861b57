/// The live parameters of `zoom`: the six values of LittleTale's zoom-transition post `CustomZoomTransitionConfiguration`
/// (its defaults 0.5 s, damping 0.85, velocity 0.8, threshold 120, alpha range 160 pt), the pan's minimum scale, backdrop
/// alpha and photo alpha, plus the grid's geometry.
///
/// The pan defaults give iOS 18's zoom dismissal (`UIViewController.Transition.zoom`; Apple, WWDC24 "Enhance your UI
/// animations and transitions", https://developer.apple.com/videos/play/wwdc2024/10145/, and "Enhancing your app with
/// fluid transitions", https://developer.apple.com/documentation/uikit/enhancing-your-app-with-fluid-transitions): the
/// dragged photo stays opaque and shrinks while the source grid shows through the backdrop. The two limits, scale 0.6
/// and backdrop 0.2, are estimated by eye from iOS 18's Photos (Apple publishes no figures); the post's own look is
/// minimum alpha 0.6, scale 1 and backdrop 1.
struct ZoomParameters {
    let columns: Int
    let spacing: Double
    let cornerRadius: Double
    /// `CustomZoomTransitionConfiguration` with the current values.
    let transition: ZoomTransition.Configuration

    /// Reads every value once (a scene keeps the result until a parameter changes).
    init(_ values: ParameterSet) {
        columns = Int((values["columns"] ?? 0).rounded())
        spacing = (values["spacing"] ?? 0)
        cornerRadius = (values["cornerRadius"] ?? 0)
        var c = ZoomTransition.Configuration()
        c.transitionDuration = (values["transitionDuration"] ?? 0)
        c.springWithDamping = (values["springWithDamping"] ?? 0)
        c.initialSpringVelocity = (values["initialSpringVelocity"] ?? 0)
        c.panGestureDismissThreshold = (values["panGestureDismissThreshold"] ?? 0)
        c.minAlphaDuringPan = (values["minAlphaDuringPan"] ?? 0)
        c.alphaRangeDistance = (values["alphaRangeDistance"] ?? 0)
        c.restoreDuration = (values["restoreDuration"] ?? 0)
        c.minScaleDuringPan = (values["minScaleDuringPan"] ?? 1)
        c.minBackdropAlphaDuringPan = (values["minBackdropAlphaDuringPan"] ?? 1)
        transition = c
    }

    static let descriptors: [ParameterDescriptor] = [
        .row("transitionDuration", "Duration", "Zoom spring", "s", 0.1, 3, 0.05, 0.5),
        .row("springWithDamping", "Damping ratio", "Zoom spring", "", 0.05, 1, 0.01, 0.85),
        .row("initialSpringVelocity", "Initial velocity", "Zoom spring", "UIKit relative velocity", -5, 5, 0.1, 0.8),
        .row("panGestureDismissThreshold", "Dismiss threshold", "Pan to dismiss", "pt", 10, 400, 5, 120),
        .row("minAlphaDuringPan", "Minimum alpha (LittleTale: 0.6)", "Pan to dismiss", "", 0, 1, 0.05, 1),
        .row("alphaRangeDistance", "Alpha range", "Pan to dismiss", "pt", 10, 600, 10, 160),
        .row("restoreDuration", "Return duration", "Pan to dismiss", "s", 0.05, 1, 0.05, 0.1),
        .row("minScaleDuringPan", "Minimum scale (LittleTale: 1)", "Pan to dismiss", "", 0.3, 1, 0.05, 0.6),
        .row(
            "minBackdropAlphaDuringPan", "Minimum backdrop alpha (LittleTale: 1)", "Pan to dismiss", "", 0, 1, 0.05, 0.2
        ),
        .row("columns", "Columns", "Grid", "", 1, 6, 1, 3),
        .row("spacing", "Spacing", "Grid", "pt", 0, 20, 1, 2),
        .row("cornerRadius", "Thumbnail corner radius", "Grid", "pt", 0, 40, 1, 12),
    ]
}
