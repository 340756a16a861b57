/// What a transition layout interpolates of an element's attributes (`CollectionViewTransitionLayout`): its frame,
/// alpha, transform and corner radius at the current progress. Identity, `zIndex` and `isHidden` are not
/// interpolated: they stay those of the element's attributes.
public struct InterpolatedPose: Sendable, Hashable {
    public var frame: Rect
    public var alpha: Double
    public var transformScale: Size
    public var transformTranslation: Point
    public var cornerRadius: Double

    /// Writes this pose into `attributes`.
    @inline(__always)
    func apply(to attributes: inout LayoutAttributes) {
        attributes.frame = frame
        attributes.alpha = alpha
        attributes.transformScale = transformScale
        attributes.transformTranslation = transformTranslation
        attributes.cornerRadius = cornerRadius
    }
}
