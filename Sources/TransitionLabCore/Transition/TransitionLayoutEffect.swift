/// What a `UICollectionViewTransitionLayout` subclass does to UIKit's interpolation of each element: its overrides of
/// `layoutAttributesForElements(in:)` take `super`'s interpolated attributes and change them from
/// `transitionProgress`, `value(forAnimatedKey:)` and the element's attributes in `currentLayout` and `nextLayout`
/// ([UICollectionViewTransitionLayout](https://developer.apple.com/documentation/uikit/uicollectionviewtransitionlayout):
/// "If you want to provide more than just a linear transition from the old to new layout over time, you need to
/// subclass and provide the layout attributes for items yourself"). Setting `transitionProgress` invalidates the
/// layout, so UIKit asks again at every progress: each changed attribute is an expression (`EffectExpression`) of the
/// element's variables and the progress, evaluated for every element in every frame
/// (`CollectionViewTransitionLayout.effect`).
///
/// Variables: `item…` are UIKit's interpolated attributes (`super`'s answer), `from…` and `to…` the element's
/// attributes in the current and the next layout (an element in only one layout has that layout's frame on both
/// sides, with alpha 0 on the other, as `ElementPair` pairs it), `itemIndex` and `sectionIndex` its index path,
/// `progress` the transition's progress clamped to 0…1, `containerWidth`/`containerHeight` the bounds' size.
public struct TransitionLayoutEffect: Sendable, Hashable {
    /// Which elements a set of fields applies to: the override ran once for each (`representedElementCategory`,
    /// and the kind of the flow's headers and footers it may compare).
    public enum Elements: String, Sendable, Hashable, CaseIterable {
        case cells, headers, footers, otherSupplementaryViews, decorationViews

        /// A section header's kind as a flow layout names it and as a pasted layout does (`SwiftLayoutPrinter`).
        public static let headerKinds: Set<String> = [FlowLayout.elementKindSectionHeader, "header"]
        public static let footerKinds: Set<String> = [FlowLayout.elementKindSectionFooter, "footer"]

        /// The elements `category` is among.
        public init(_ category: ElementCategory) {
            switch category {
            case .cell: self = .cells
            case .supplementaryView(let kind) where Self.headerKinds.contains(kind): self = .headers
            case .supplementaryView(let kind) where Self.footerKinds.contains(kind): self = .footers
            case .supplementaryView: self = .otherSupplementaryViews
            case .decorationView: self = .decorationViews
            }
        }
    }

    /// Values several fields read, evaluated once an element, in order (`CustomLayoutDynamics.shared`).
    public var shared: [EffectExpression]
    /// The changed attributes by the elements they apply to; a field not listed keeps UIKit's interpolated value.
    public var fields: [Elements: [CustomLayoutDynamics.Field: EffectExpression]]

    /// Most operations and values of all the expressions together: what one element costs a frame.
    public static let maximumNodes = 4096

    public init(
        shared: [EffectExpression] = [], fields: [Elements: [CustomLayoutDynamics.Field: EffectExpression]] = [:]
    ) {
        self.shared = shared
        self.fields = fields
    }

    /// Checks the cost (`maximumNodes`) and that every `shared` read is of an earlier shared value.
    public func validate() throws(LayoutSpecViolation) {
        let total =
            shared.reduce(0) { $0 + $1.nodeCount }
            + fields.values.reduce(0) { sum, fields in sum + fields.values.reduce(0) { $0 + $1.nodeCount } }
        guard total <= Self.maximumNodes else {
            throw LayoutSpecViolation(
                "a transition layout of \(total) operations and values, more than \(Self.maximumNodes) (per-element "
                    + "limit)")
        }
        for (index, expression) in shared.enumerated() where !expression.readsShared(below: index) {
            throw LayoutSpecViolation("a transition layout's shared value \(index) reads one not computed before it")
        }
        for expression in fields.values.flatMap(\.values) where !expression.readsShared(below: shared.count) {
            throw LayoutSpecViolation("a transition layout's expression reads a shared value it does not have")
        }
    }

    /// `interpolated` (UIKit's answer at `progress`) as the subclass changes it, given the element's attributes at
    /// progress 0 (`from`) and 1 (`to`); nil when the subclass leaves it out or hides it.
    func apply(
        to interpolated: LayoutAttributes, from: LayoutAttributes, to: LayoutAttributes, progress: Double,
        container: Size
    ) -> LayoutAttributes? {
        guard let fields = fields[Elements(interpolated.representedElementCategory)], !fields.isEmpty else {
            return interpolated
        }
        let variable = { (name: EffectExpression.Variable) -> Double in
            switch name {
            case .itemMinX: interpolated.frame.minX
            case .itemMidX: interpolated.frame.midX
            case .itemMaxX: interpolated.frame.maxX
            case .itemMinY: interpolated.frame.minY
            case .itemMidY: interpolated.frame.midY
            case .itemMaxY: interpolated.frame.maxY
            case .itemWidth: interpolated.frame.width
            case .itemHeight: interpolated.frame.height
            case .itemAlpha: interpolated.alpha
            case .itemZIndex: Double(interpolated.zIndex)
            case .itemScaleX: interpolated.transformScale.width
            case .itemScaleY: interpolated.transformScale.height
            case .itemTranslationX: interpolated.transformTranslation.x
            case .itemTranslationY: interpolated.transformTranslation.y
            case .itemIndex: Double(interpolated.indexPath.item)
            case .sectionIndex: Double(interpolated.indexPath.section)
            case .fromMinX: from.frame.minX
            case .fromMinY: from.frame.minY
            case .fromWidth: from.frame.width
            case .fromHeight: from.frame.height
            case .fromAlpha: from.alpha
            case .toMinX: to.frame.minX
            case .toMinY: to.frame.minY
            case .toWidth: to.frame.width
            case .toHeight: to.frame.height
            case .toAlpha: to.alpha
            case .progress: progress
            case .containerWidth: container.width
            case .containerHeight: container.height
            case .offsetX, .offsetY, .proposedX, .proposedY, .velocityX, .velocityY: 0
            }
        }
        var values: [Double] = []
        values.reserveCapacity(shared.count)
        for expression in shared { values.append(expression.value(shared: values, variable)) }
        return CustomLayoutDynamics.attributes(interpolated, fields, shared: values, variable)
    }
}
