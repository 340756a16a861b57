/// What a custom layout answers as its content scrolls, when it asks to be asked again at every bounds change
/// (`shouldInvalidateLayout(forBoundsChange:)` returning true, so UIKit calls `prepare()` and
/// `layoutAttributesForElements(in:)` again as the content offset changes:
/// [Apple](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forboundschange:))),
/// and where and how fast a fling comes to rest (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`,
/// the collection view's `decelerationRate`): the
/// attributes that change, as expressions of the content offset (`EffectExpression`, the arithmetic the
/// `visibleItemsInvalidationHandler` effects use), evaluated for every frame.
///
/// `shared` holds the values several elements read (a carousel's visible centre, a running y), evaluated once a frame
/// in order; an expression reads the i-th with `.operation(.shared, [.constant(i)])`.
public struct CustomLayoutDynamics: Sendable, Hashable {
    /// An attribute of an element that can change as the content scrolls.
    public enum Field: String, Sendable, Hashable, CaseIterable {
        case x, y, width, height, alpha, zIndex, scaleX, scaleY, rotation, translationX, translationY
        /// Non-zero when the element is shown: it is in the elements returned and not hidden.
        case shown
    }

    public var shared: [EffectExpression]
    /// The changing attributes, by the index of the element in `CustomLayout.elements`.
    public var elements: [Int: [Field: EffectExpression]]
    /// The resting content offset's x and y, as expressions of the proposed offset, the velocity and the current
    /// offset; nil when the layout keeps UIKit's answer (the proposed offset).
    public var targetContentOffset: [EffectExpression]?
    /// The deceleration rate the layout gives its collection view (`UIScrollView.decelerationRate`, as carousels set
    /// `.fast`); nil for UIKit's `.normal`.
    public var decelerationRate: DecelerationRate?

    /// Most operations and values in all of a layout's per-frame expressions together: what one frame may cost.
    public static let maximumNodes = 65_536

    public init(
        shared: [EffectExpression] = [], elements: [Int: [Field: EffectExpression]] = [:],
        targetContentOffset: [EffectExpression]? = nil, decelerationRate: DecelerationRate? = nil
    ) {
        self.shared = shared
        self.elements = elements
        self.targetContentOffset = targetContentOffset
        self.decelerationRate = decelerationRate
    }

    /// Evaluation steps one frame costs: every node of the shared and per-element expressions.
    public var steps: Int {
        shared.reduce(0) { $0 + $1.nodeCount }
            + elements.values.reduce(0) { total, fields in total + fields.values.reduce(0) { $0 + $1.nodeCount } }
    }

    /// Checks the total cost (`maximumNodes`).
    public func validate() throws(LayoutSpecViolation) {
        let total = steps + (targetContentOffset ?? []).reduce(0) { $0 + $1.nodeCount }
        guard total <= Self.maximumNodes else {
            throw LayoutSpecViolation(
                "per-frame expressions of \(total) operations and values, more than \(Self.maximumNodes) (per-frame "
                    + "limit)")
        }
    }

    /// The shared values for these variables.
    public func sharedValues(_ variable: (EffectExpression.Variable) -> Double) -> [Double] {
        var values: [Double] = []
        values.reserveCapacity(shared.count)
        for expression in shared { values.append(expression.value(shared: values, variable)) }
        return values
    }

    /// `base` with its changing attributes evaluated; nil when it is not shown.
    func attributes(
        of index: Int, base: LayoutAttributes, shared: [Double], _ variable: (EffectExpression.Variable) -> Double
    ) -> LayoutAttributes? {
        guard let fields = elements[index] else { return base }
        return Self.attributes(base, fields, shared: shared, variable)
    }

    /// `base` with `fields` evaluated; nil when it is not shown.
    static func attributes(
        _ base: LayoutAttributes, _ fields: [Field: EffectExpression], shared: [Double],
        _ variable: (EffectExpression.Variable) -> Double
    ) -> LayoutAttributes? {
        func value(_ field: Field) -> Double? {
            guard let expression = fields[field] else { return nil }
            let result = expression.value(shared: shared, variable)
            return result.isFinite ? result : nil
        }
        if let shown = value(.shown), shown == 0 { return nil }
        var attributes = base
        attributes.frame = Rect(
            x: value(.x) ?? base.frame.minX, y: value(.y) ?? base.frame.minY,
            width: value(.width) ?? base.frame.width, height: value(.height) ?? base.frame.height)
        if let alpha = value(.alpha) { attributes.alpha = min(max(alpha, 0), 1) }
        if let zIndex = value(.zIndex), abs(zIndex) < 1e9 { attributes.zIndex = Int(zIndex.rounded(.towardZero)) }
        attributes.transformScale = Size(
            width: value(.scaleX) ?? base.transformScale.width, height: value(.scaleY) ?? base.transformScale.height)
        attributes.transformRotation = value(.rotation) ?? base.transformRotation
        attributes.transformTranslation = Point(
            x: value(.translationX) ?? base.transformTranslation.x,
            y: value(.translationY) ?? base.transformTranslation.y)
        return attributes
    }
}

extension EffectExpression {
    /// Whether every `shared` operation reads a constant index below `count`.
    public func readsShared(below count: Int) -> Bool {
        switch self {
        case .constant, .variable: return true
        case .operation(.shared, let operands):
            guard operands.count == 1, case .constant(let index) = operands[0] else { return false }
            return index >= 0 && index < Double(count) && index == index.rounded()
        case .operation(_, let operands): return operands.allSatisfy { $0.readsShared(below: count) }
        }
    }
}
