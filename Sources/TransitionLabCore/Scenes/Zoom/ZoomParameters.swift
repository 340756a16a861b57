/// The live parameters of `zoom`: all six values of seed 004's `CustomZoomTransitionConfiguration` (defaults 0.5 s,
/// damping 0.85, velocity 0.8, threshold 120, minimum alpha 0.6 over 160 pt) plus the grid's geometry.
struct ZoomParameters {
    let values: ParameterSet

    init(_ values: ParameterSet) { self.values = values }

    static let descriptors: [ParameterDescriptor] = [
        d("transitionDuration", "Duration", "Zoom spring", "s", 0.1, 3, 0.05, 0.5),
        d("springWithDamping", "Damping ratio", "Zoom spring", "", 0.05, 1, 0.01, 0.85),
        d("initialSpringVelocity", "Initial velocity", "Zoom spring", "UIKit relative velocity", -5, 5, 0.1, 0.8),
        d("panGestureDismissThreshold", "Dismiss threshold", "Pan to dismiss", "pt", 10, 400, 5, 120),
        d("minAlphaDuringPan", "Minimum alpha", "Pan to dismiss", "", 0, 1, 0.05, 0.6),
        d("alphaRangeDistance", "Alpha range", "Pan to dismiss", "pt", 10, 600, 10, 160),
        d("restoreDuration", "Return duration", "Pan to dismiss", "s", 0.05, 1, 0.05, 0.1),
        d("columns", "Columns", "Grid", "", 1, 6, 1, 3),
        d("spacing", "Spacing", "Grid", "pt", 0, 20, 1, 2),
        d("cornerRadius", "Thumbnail corner radius", "Grid", "pt", 0, 40, 1, 12),
    ]

    private static func d(
        _ key: String, _ label: String, _ group: String, _ unit: String,
        _ min: Double, _ max: Double, _ step: Double, _ value: Double
    ) -> ParameterDescriptor {
        ParameterDescriptor(
            key: key, label: label, group: group, unit: unit, min: min, max: max, step: step, defaultValue: value)
    }

    var columns: Int { Int(values["columns"].rounded()) }
    var spacing: Double { values["spacing"] }
    var cornerRadius: Double { values["cornerRadius"] }

    /// `CustomZoomTransitionConfiguration` with the current values.
    var transition: ZoomTransition.Configuration {
        var c = ZoomTransition.Configuration()
        c.transitionDuration = values["transitionDuration"]
        c.springWithDamping = values["springWithDamping"]
        c.initialSpringVelocity = values["initialSpringVelocity"]
        c.panGestureDismissThreshold = values["panGestureDismissThreshold"]
        c.minAlphaDuringPan = values["minAlphaDuringPan"]
        c.alphaRangeDistance = values["alphaRangeDistance"]
        c.restoreDuration = values["restoreDuration"]
        return c
    }
}
