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

    /// Most elements a custom layout may have: every section's items (64 × 1,000 at most) are far more than a
    /// layout meant for a screen makes; the reader refuses more.
    public static let maximumElements = 16_384

    public init(contentSize: Size, elements: [LayoutAttributes], scrollDirection: LayoutAxis = .vertical) {
        self.contentSize = contentSize
        self.elements = elements
        self.scrollDirection = scrollDirection
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
    let layout: CustomLayout
    /// The elements by their minimum along the scroll axis.
    private let sorted: [LayoutAttributes]
    /// `reach[i]`: the largest maximum along the scroll axis of `sorted[0...i]`.
    private let reach: [Double]
    private let identities: [LayoutAttributes.Identity: Int]

    init(layout: CustomLayout) {
        self.layout = layout
        let vertical = layout.scrollDirection == .vertical
        sorted = layout.elements.sorted {
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
    public var scrollDirection: LayoutAxis { layout.scrollDirection }

    /// - Complexity: O(log n + k): elements starting past the rectangle are never looked at, and those ending before
    ///   it are skipped up to the first whose prefix reaches it.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
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
