/// What a transition layout interpolates of an element's attributes (`CollectionViewTransitionLayout`): its frame,
/// alpha, transform and corner radius at the current progress. Identity, `zIndex` and `isHidden` are not
/// interpolated: they stay those of the element's attributes.
public struct InterpolatedPose: Sendable, Hashable {
    public var frame: Rect
    public var alpha: Double
    public var transformScale: Size
    public var transformTranslation: Point
    public var cornerRadius: Double

    /// The rectangle the element covers before any rotation (`LayoutAttributes.displayedFrame`).
    @inline(__always)
    public var displayedFrame: Rect {
        guard transformScale != Size(width: 1, height: 1) || transformTranslation != .zero else { return frame }
        return Rect(
            center: Point(x: frame.midX + transformTranslation.x, y: frame.midY + transformTranslation.y),
            size: Size(
                width: frame.width * abs(transformScale.width), height: frame.height * abs(transformScale.height)))
    }

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
