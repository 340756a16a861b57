/// One element of a transition layout: its pose in the current layout (progress 0) and in the next (progress 1),
/// flattened so that a frame's interpolation is arithmetic only.
struct ElementPair: Sendable {
    let identity: LayoutAttributes.Identity
    /// The attributes the interpolated ones are built from (the next layout's when the element has them).
    let template: LayoutAttributes
    let fromCenter: Point
    let toCenter: Point
    let fromSize: Size
    let toSize: Size
    let fromAlpha: Double
    let toAlpha: Double
    let fromScale: Size
    let toScale: Size
    let fromTranslation: Point
    let toTranslation: Point
    let fromCornerRadius: Double
    let toCornerRadius: Double

    /// Pairs `from` and `to`; an element missing on one side keeps the other side's geometry with alpha 0 there
    /// (it fades in or out). `nil` when both are missing.
    init?(identity: LayoutAttributes.Identity, from: LayoutAttributes?, to: LayoutAttributes?) {
        guard let start = from ?? to.map({ Self.faded($0) }),
            let end = to ?? from.map({ Self.faded($0) })
        else { return nil }
        self.identity = identity
        template = to ?? start
        fromCenter = start.center
        toCenter = end.center
        fromSize = start.size
        toSize = end.size
        fromAlpha = start.alpha
        toAlpha = end.alpha
        fromScale = start.transformScale
        toScale = end.transformScale
        fromTranslation = start.transformTranslation
        toTranslation = end.transformTranslation
        fromCornerRadius = start.cornerRadius
        toCornerRadius = end.cornerRadius
    }

    private static func faded(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var copy = attributes
        copy.alpha = 0
        return copy
    }

    /// The element at progress `p` (already clamped): `template` with `pose(at:scale:)`.
    @inline(__always)
    func interpolated(at p: Double, scale: Double) -> LayoutAttributes {
        var result = template
        pose(at: p, scale: scale).apply(to: &result)
        return result
    }

    /// The element's attributes at progress 0 or 1, unsnapped: its attributes in the current or the next layout (an
    /// element only one layout has is there with alpha 0 in the other).
    func end(next: Bool) -> LayoutAttributes {
        var result = template
        let start = !next
        result.frame = Rect(center: start ? fromCenter : toCenter, size: start ? fromSize : toSize)
        result.alpha = start ? fromAlpha : toAlpha
        result.transformScale = start ? fromScale : toScale
        result.transformTranslation = start ? fromTranslation : toTranslation
        result.cornerRadius = start ? fromCornerRadius : toCornerRadius
        return result
    }

    /// The pose at progress `p` (already clamped): centre and size linear, then snapped, the centre to
    /// 1/(2·scale) and the size to 1/scale; alpha, transform and corner radius linear.
    @inline(__always)
    func pose(at p: Double, scale: Double) -> InterpolatedPose {
        let halfPixel = 2 * scale
        let width = ((fromSize.width + (toSize.width - fromSize.width) * p) * scale).roundedToNearest / scale
        let height = ((fromSize.height + (toSize.height - fromSize.height) * p) * scale).roundedToNearest / scale
        let x = ((fromCenter.x + (toCenter.x - fromCenter.x) * p) * halfPixel).roundedToNearest / halfPixel
        let y = ((fromCenter.y + (toCenter.y - fromCenter.y) * p) * halfPixel).roundedToNearest / halfPixel
        return InterpolatedPose(
            frame: Rect(x: x - width / 2, y: y - height / 2, width: width, height: height),
            alpha: fromAlpha + (toAlpha - fromAlpha) * p,
            transformScale: fromScale.interpolated(to: toScale, fraction: p),
            transformTranslation: fromTranslation.interpolated(to: toTranslation, fraction: p),
            cornerRadius: fromCornerRadius + (toCornerRadius - fromCornerRadius) * p)
    }

    /// The elements visible in either layout, each paired with its pose in the other layout: the current layout's
    /// visible elements first (in its order), then those only the next layout shows. A header, footer or decoration
    /// on the next screen pairs with its attributes there (a pinned one where it pins at the next offset).
    static func match(
        currentVisible: [LayoutAttributes],
        nextVisible: [LayoutAttributes],
        currentLayout: any PreparedLayout,
        nextLayout: any PreparedLayout
    ) -> [ElementPair] {
        var pairs: [ElementPair] = []
        pairs.reserveCapacity(currentVisible.count + nextVisible.count)
        var seen = Set<LayoutAttributes.Identity>(minimumCapacity: currentVisible.count)
        var nextViews: [LayoutAttributes.Identity: LayoutAttributes] = [:]
        for to in nextVisible where to.representedElementCategory != .cell && nextViews[to.identity] == nil {
            nextViews[to.identity] = to
        }
        for from in currentVisible {
            let identity = from.identity
            guard seen.insert(identity).inserted else { continue }
            let to = nextViews[identity] ?? CollectionViewTransitionLayout.attributes(of: identity, in: nextLayout)
            if let pair = ElementPair(identity: identity, from: from, to: to) { pairs.append(pair) }
        }
        for to in nextVisible where !seen.contains(to.identity) {
            let identity = to.identity
            let from = CollectionViewTransitionLayout.attributes(of: identity, in: currentLayout)
            if let pair = ElementPair(identity: identity, from: from, to: to) { pairs.append(pair) }
        }
        return pairs
    }
}
