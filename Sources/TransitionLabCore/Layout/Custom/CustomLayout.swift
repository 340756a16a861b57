/// A custom `UICollectionViewLayout` subclass as it answered when it was run (`prepare()`,
/// `collectionViewContentSize`, `layoutAttributesForElements(in:)`): its content size and every element's
/// attributes, frame, alpha, `zIndex`, `isHidden` and transform. The Swift layout reader runs the subclass's code and
/// writes its answers here; the layout engine shows them as UIKit would, querying them by rectangle.
public struct CustomLayout: CollectionViewLayout, Hashable {
    /// `collectionViewContentSize`.
    public var contentSize: Size
    /// The elements `layoutAttributesForElements(in:)` returned for the whole content, in the order returned.
    public var elements: [LayoutAttributes]
    /// The axis the content scrolls along: horizontal when the content is wider than the collection view and no
    /// taller (the layout itself has no scroll direction; UIKit scrolls whichever way the content exceeds the bounds).
    public var scrollDirection: LayoutAxis
    /// What changes as the content scrolls, for a layout asked again at every bounds change; nil for one whose
    /// answers stay.
    public var dynamics: CustomLayoutDynamics?
    /// The collection view's size the layout was run for (`containerWidth` and `containerHeight` of `dynamics`).
    public var containerSize: Size

    /// Most elements a custom layout may have: every section's items (64 × 1,000 at most) are far more than a
    /// layout meant for a screen makes; the reader refuses more.
    public static let maximumElements = 16_384

    public init(
        contentSize: Size, elements: [LayoutAttributes], scrollDirection: LayoutAxis = .vertical,
        dynamics: CustomLayoutDynamics? = nil, containerSize: Size = .zero
    ) {
        self.contentSize = contentSize
        self.elements = elements
        self.scrollDirection = scrollDirection
        self.dynamics = dynamics
        self.containerSize = containerSize
    }

    /// Items per section, as the elements' index paths show them (one more than the highest item of each section).
    public var numberOfItems: [Int] {
        var counts: [Int] = []
        for element in elements where element.representedElementCategory == .cell {
            let path = element.indexPath
            guard path.section >= 0, path.item >= 0 else { continue }
            if counts.count <= path.section { counts += Array(repeating: 0, count: path.section + 1 - counts.count) }
            counts[path.section] = max(counts[path.section], path.item + 1)
        }
        return counts
    }

    public func prepare(containerSize: Size) -> any PreparedLayout {
        PreparedCustomLayout(layout: self)
    }
}

/// A `CustomLayout` ready for queries: the elements sorted along the scroll axis, with the farthest extent reached so
/// far, so a rectangle's elements are found by binary search.
public struct PreparedCustomLayout: PreparedLayout, Hashable {
    public let layout: CustomLayout
    /// The elements by their minimum along the scroll axis.
    private let sorted: [LayoutAttributes]
    /// `reach[i]`: the largest maximum along the scroll axis of `sorted[0...i]`.
    private let reach: [Double]
    private let identities: [LayoutAttributes.Identity: Int]

    init(layout: CustomLayout) {
        self.layout = layout
        let vertical = layout.scrollDirection == .vertical
        let dynamic = layout.dynamics?.elements ?? [:]
        sorted = layout.elements.enumerated().filter { dynamic[$0.offset] == nil }.map(\.element).sorted {
            vertical ? $0.displayedFrame.minY < $1.displayedFrame.minY : $0.displayedFrame.minX < $1.displayedFrame.minX
        }
        var farthest = -Double.infinity
        reach = sorted.map { element in
            farthest = max(farthest, vertical ? element.displayedFrame.maxY : element.displayedFrame.maxX)
            return farthest
        }
        var identities: [LayoutAttributes.Identity: Int] = [:]
        for (index, element) in layout.elements.enumerated() where identities[element.identity] == nil {
            identities[element.identity] = index
        }
        self.identities = identities
    }

    public var collectionViewContentSize: Size { layout.contentSize }

    /// The elements at content offset zero.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        layoutAttributesForElements(in: rect, contentOffset: .zero)
    }

    /// The elements whose answers stay, then those that change, evaluated at `contentOffset`
    /// (`CustomLayoutDynamics`).
    /// - Complexity: O(log n + k) for the elements that stay; the changing ones cost their expressions' nodes.
    public func layoutAttributesForElements(in rect: Rect, contentOffset: Point) -> [LayoutAttributes] {
        var result = staticElements(in: rect)
        guard let dynamics = layout.dynamics, !dynamics.elements.isEmpty else { return result }
        let container = layout.containerSize
        let variable = { (name: EffectExpression.Variable) -> Double in
            switch name {
            case .offsetX: contentOffset.x
            case .offsetY: contentOffset.y
            case .containerWidth: container.width
            case .containerHeight: container.height
            default: 0
            }
        }
        let shared = dynamics.sharedValues(variable)
        for index in dynamics.elements.keys.sorted() {
            guard
                let attributes = dynamics.attributes(
                    of: index, base: layout.elements[index], shared: shared, variable),
                attributes.displayedFrame.intersects(rect)
            else { continue }
            result.append(attributes)
        }
        return result
    }

    /// Whether the layout decides where a fling comes to rest.
    public var hasTargetContentOffset: Bool { layout.dynamics?.targetContentOffset != nil }

    /// Where a fling proposed to end at `proposed` with `velocity` (points per second) comes to rest, from
    /// `current`: the layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`; nil when it
    /// keeps the proposal.
    public func targetContentOffset(proposed: Point, velocity: Point, current: Point) -> Point? {
        guard let dynamics = layout.dynamics, let target = dynamics.targetContentOffset, target.count == 2 else {
            return nil
        }
        let container = layout.containerSize
        let variable = { (name: EffectExpression.Variable) -> Double in
            switch name {
            case .offsetX: current.x
            case .offsetY: current.y
            case .proposedX: proposed.x
            case .proposedY: proposed.y
            case .velocityX: velocity.x
            case .velocityY: velocity.y
            case .containerWidth: container.width
            case .containerHeight: container.height
            default: 0
            }
        }
        let shared = dynamics.sharedValues(variable)
        let point = Point(x: target[0].value(shared: shared, variable), y: target[1].value(shared: shared, variable))
        return point.x.isFinite && point.y.isFinite ? point : nil
    }
    public var scrollDirection: LayoutAxis { layout.scrollDirection }

    /// The elements whose answers stay that `rect` meets.
    /// - Complexity: O(log n + k): elements starting past the rectangle are never looked at, and those ending before
    ///   it are skipped up to the first whose prefix reaches it.
    private func staticElements(in rect: Rect) -> [LayoutAttributes] {
        let vertical = layout.scrollDirection == .vertical
        let (low, high) = vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        var first = 0
        var end = reach.count
        while first < end {
            let mid = (first + end) / 2
            if reach[mid] <= low { first = mid + 1 } else { end = mid }
        }
        var result: [LayoutAttributes] = []
        var index = first
        while index < sorted.count {
            let element = sorted[index]
            let frame = element.displayedFrame
            if (vertical ? frame.minY : frame.minX) >= high { break }
            if frame.intersects(rect) { result.append(element) }
            index += 1
        }
        return result
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        identities[LayoutAttributes.Identity(category: .cell, indexPath: indexPath)].map { layout.elements[$0] }
    }

    public func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> LayoutAttributes?
    {
        identities[
            LayoutAttributes.Identity(category: .supplementaryView(elementKind: elementKind), indexPath: indexPath)
        ]
        .map { layout.elements[$0] }
    }

    public func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> LayoutAttributes?
    {
        identities[LayoutAttributes.Identity(category: .decorationView(elementKind: elementKind), indexPath: indexPath)]
            .map { layout.elements[$0] }
    }
}
