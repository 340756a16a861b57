#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Mirrors `UICollectionViewTransitionLayout`: the layout a collection view installs while it moves interactively
/// from `currentLayout` to `nextLayout`, driven by `transitionProgress`.
///
/// Deliberate differences:
/// - A value over two prepared layouts, the bounds size and the two content offsets (UIKit reads them from the
///   collection view). The elements it animates are matched once, in `init`: every element visible at the current
///   offset in the current layout or at the next offset in the next layout, pinned headers and footers where they
///   pin at those offsets, section backgrounds (decoration views) paired by kind and index path.
/// - Time is explicit: `updateValue(_:forAnimatedKey:at:)`, `updateTransitionProgress(_:at:)`, and
///   `finishInteractiveTransition(at:)` / `cancelInteractiveTransition(at:)` (UIKit's `UICollectionView` methods)
///   followed by `advance(to:)`; see `CollectionViewTransitionLayout+Completion.swift`.
/// - `focalPoint` (off by default) keeps the element under a point of the screen fixed while the layout changes,
///   as a pinch-to-zoom grid wants; off, the content offset interpolates linearly as in stock UIKit.
///
/// Interpolation (Apple, Apple's UICollectionViewTransitionLayout reference: "determines the layout of each item by interpolating between the layout values in
/// the current and new layout objects"): progress is clamped to 0…1, and centre, size, alpha, transform and corner
/// radius move linearly by identity. UIKit then snaps the centre to half-pixels and the size to whole pixels of the
/// display scale (the reading of UIKit's `_UICollectionViewTransitionLayout`; a reverse engineering, not
/// documented, uncertain). An element in only one layout keeps that layout's geometry and fades: alpha from 0 when
/// appearing, to 0 when disappearing (SwiftKickMobile/TLLayoutTransitioning, `TLTransitionLayout.m`, interpolates
/// the same way, alpha included). `zIndex` and `isHidden` are not interpolated: they come from the next layout's
/// attributes when it has the element.
public struct CollectionViewTransitionLayout: PreparedLayout {
    /// The layout the transition starts from (`currentLayout`).
    public let currentLayout: any PreparedLayout
    /// The layout the transition goes to (`nextLayout`).
    public let nextLayout: any PreparedLayout
    /// The collection view's bounds size.
    public let boundsSize: Size
    /// The collection view's `adjustedContentInset`: it widens the scrollable range the next offset is kept in.
    public let adjustedContentInset: DirectionalEdgeInsets
    /// The content offset in `currentLayout` when the transition began (moved by `scroll(by:)`).
    public private(set) var currentContentOffset: Point
    /// The content offset the collection view lands on in `nextLayout` when the transition finishes.
    public private(set) var nextContentOffset: Point
    /// Points are snapped to 1/(2·scale) (centres) and 1/scale (sizes); 3 for current iPhones.
    public let displayScale: Double
    /// The screen point (relative to the bounds' origin) whose element stays put, if the option is on.
    public private(set) var focalPoint: Point?

    /// `transitionProgress`: 0 shows `currentLayout`, 1 shows `nextLayout`. Values outside 0…1 are kept but
    /// interpolation clamps them, as UIKit's does.
    public var transitionProgress: Double = 0
    /// What a `UICollectionViewTransitionLayout` subclass does to each interpolated element; nil for UIKit's own
    /// transition layout.
    public var effect: TransitionLayoutEffect?
    /// Recorded animated keys, by name (see `updateValue(_:forAnimatedKey:at:)`).
    var animatedKeys: [String: AnimatedKeyTrack] = [:]
    /// The finish or cancel animation, once one has started.
    var completion: Completion?

    /// The matched elements: pose at progress 0 and at progress 1.
    private(set) var pairs: [ElementPair] = []
    /// The element under `focalPoint` and the focal point's fraction within its frame.
    let focus: (pair: ElementPair, unit: Point)?
    /// Correction spread linearly over the transition so the focal offset ends inside the next layout's range.
    let focalClampCorrection: Point

    /// Starts a transition.
    /// - Parameters:
    ///   - currentLayout: the prepared layout on screen.
    ///   - nextLayout: the prepared layout to move to, for the same bounds size.
    ///   - boundsSize: the collection view's bounds size.
    ///   - currentContentOffset: the content offset on screen now.
    ///   - nextContentOffset: where the next layout should end up; `nil` takes the current offset clamped to the
    ///     next layout's scrollable range, as UIKit does when the next layout's
    ///     `targetContentOffset(forProposedContentOffset:)` returns the proposal. Ignored when `focalPoint` is set.
    ///   - focalPoint: a point of the bounds (e.g. the pinch centroid) whose element should stay fixed on screen.
    ///   - adjustedContentInset: the collection view's `adjustedContentInset`; the scrollable range runs from
    ///     −inset (top, leading) to content + inset (bottom, trailing) − bounds.
    ///   - displayScale: the screen's scale (pixels per point).
    public init(
        currentLayout: any PreparedLayout,
        nextLayout: any PreparedLayout,
        boundsSize: Size,
        adjustedContentInset: DirectionalEdgeInsets = DirectionalEdgeInsets(),
        currentContentOffset: Point = .zero,
        nextContentOffset: Point? = nil,
        focalPoint: Point? = nil,
        displayScale: Double = 3
    ) {
        self.currentLayout = currentLayout
        self.nextLayout = nextLayout
        self.boundsSize = boundsSize
        self.adjustedContentInset = adjustedContentInset
        self.currentContentOffset = currentContentOffset
        self.displayScale = displayScale
        self.focalPoint = focalPoint

        let currentVisible = currentLayout.layoutAttributesForElements(
            in: Rect(origin: currentContentOffset, size: boundsSize), contentOffset: currentContentOffset)
        var target = Self.clamped(
            nextContentOffset ?? currentContentOffset, in: nextLayout, bounds: boundsSize, inset: adjustedContentInset)
        var focus: (pair: ElementPair, unit: Point)?
        var correction = Point.zero
        if let focalPoint,
            let anchor = Self.element(
                at: Point(x: focalPoint.x + currentContentOffset.x, y: focalPoint.y + currentContentOffset.y),
                among: currentVisible),
            let destination = Self.attributes(of: anchor.element.identity, in: nextLayout),
            let pair = ElementPair(identity: anchor.element.identity, from: anchor.element, to: destination)
        {
            // The point at the same fraction of the element's next frame must sit under the focal point.
            let frame = destination.frame
            let exact = Point(
                x: frame.minX + anchor.unit.x * frame.width - focalPoint.x,
                y: frame.minY + anchor.unit.y * frame.height - focalPoint.y
            )
            target = Self.clamped(exact, in: nextLayout, bounds: boundsSize, inset: adjustedContentInset)
            correction = Point(x: target.x - exact.x, y: target.y - exact.y)
            focus = (pair, anchor.unit)
        }
        self.nextContentOffset = target
        self.focalClampCorrection = correction
        self.focus = focus
        matchElements(currentVisible: currentVisible)
    }

    /// Scrolls during the transition, as a pan recognised together with the pinch does: both end offsets move by
    /// `delta`, so at every progress the content moves by −`delta` on screen; with `focalPoint`, the focal point
    /// moves by −`delta` too, so the focal element follows the fingers. The offsets are not clamped: rubber-banding
    /// and settling back into range after the transition belong to the scroll physics. Elements are matched again
    /// for the two new screens.
    /// - Complexity: the same queries as `init`.
    public mutating func scroll(by delta: Point) {
        currentContentOffset = Point(x: currentContentOffset.x + delta.x, y: currentContentOffset.y + delta.y)
        nextContentOffset = Point(x: nextContentOffset.x + delta.x, y: nextContentOffset.y + delta.y)
        if let point = focalPoint { focalPoint = Point(x: point.x - delta.x, y: point.y - delta.y) }
        matchElements(
            currentVisible: currentLayout.layoutAttributesForElements(
                in: Rect(origin: currentContentOffset, size: boundsSize), contentOffset: currentContentOffset))
    }

    /// Pairs the elements of both screens.
    private mutating func matchElements(currentVisible: [LayoutAttributes]) {
        let nextVisible = nextLayout.layoutAttributesForElements(
            in: Rect(origin: nextContentOffset, size: boundsSize), contentOffset: nextContentOffset)
        pairs = ElementPair.match(
            currentVisible: currentVisible, nextVisible: nextVisible, currentLayout: currentLayout,
            nextLayout: nextLayout)
    }

    /// The progress the interpolation uses: `transitionProgress` clamped to 0…1.
    public var clampedProgress: Double { min(max(transitionProgress, 0), 1) }

    /// The content offset at the current progress: linear between the two offsets, or, with `focalPoint`, the
    /// offset that keeps the focal element's point under the focal point (plus a share, linear in progress, of the
    /// correction that keeps the final offset scrollable).
    public var contentOffset: Point {
        let p = clampedProgress
        guard let focus, let focalPoint else {
            return currentContentOffset.interpolated(to: nextContentOffset, fraction: p)
        }
        let pair = focus.pair
        let center = pair.fromCenter.interpolated(to: pair.toCenter, fraction: p)
        let size = pair.fromSize.interpolated(to: pair.toSize, fraction: p)
        return Point(
            x: center.x + (focus.unit.x - 0.5) * size.width - focalPoint.x + p * focalClampCorrection.x,
            y: center.y + (focus.unit.y - 0.5) * size.height - focalPoint.y + p * focalClampCorrection.y
        )
    }

    /// Every matched element at the current progress, in content coordinates.
    /// - Complexity: O(k) for the k matched elements; no lookups.
    public func interpolatedAttributes() -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        interpolatedAttributes(into: &result)
        return result
    }

    /// `interpolatedAttributes()` into a caller-owned buffer, reusing its capacity frame after frame.
    public func interpolatedAttributes(into result: inout [LayoutAttributes]) {
        result.removeAll(keepingCapacity: true)
        result.reserveCapacity(pairs.count)
        let p = clampedProgress
        for pair in pairs {
            let interpolated = pair.interpolated(at: p, scale: displayScale)
            if let effect {
                if let changed = effect.apply(
                    to: interpolated, from: pair.end(next: false), to: pair.end(next: true), progress: p,
                    container: boundsSize)
                {
                    result.append(changed)
                }
            } else {
                result.append(interpolated)
            }
        }
    }

    /// Every matched element at the current progress as `transform(element, pose)`, in `interpolatedAttributes()`'s
    /// order: the element's attributes before interpolation (identity, `zIndex`, `isHidden`: the next layout's when
    /// it has the element) and its interpolated pose, without building the interpolated attributes or an
    /// intermediate array (the frame path's way of reading them), straight into the new array's storage.
    /// - Complexity: O(k) for the k matched elements.
    @inline(__always)
    public func mapInterpolatedElements<T>(_ transform: (LayoutAttributes, InterpolatedPose) -> T) -> [T] {
        let p = clampedProgress
        if effect != nil {
            return interpolatedAttributes().map { attributes in
                transform(
                    attributes,
                    InterpolatedPose(
                        frame: attributes.frame, alpha: attributes.alpha, transformScale: attributes.transformScale,
                        transformTranslation: attributes.transformTranslation, cornerRadius: attributes.cornerRadius))
            }
        }
        return pairs.withUnsafeBufferPointer { pairs in
            [T](unsafeUninitializedCapacity: pairs.count) { result, count in
                for index in pairs.indices {
                    let pair = pairs[index]
                    result.initializeElement(
                        at: index, to: transform(pair.template, pair.pose(at: p, scale: displayScale)))
                }
                count = pairs.count
            }
        }
    }

    // MARK: PreparedLayout

    /// The two content sizes, interpolated.
    public var collectionViewContentSize: Size {
        currentLayout.collectionViewContentSize.interpolated(
            to: nextLayout.collectionViewContentSize,
            fraction: clampedProgress)
    }

    /// The matched elements whose interpolated frames intersect `rect`.
    /// - Complexity: O(k) over the matched (visible) elements.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        interpolatedAttributes().filter { $0.frame.intersects(rect) }
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        interpolated(LayoutAttributes.Identity(category: .cell, indexPath: indexPath))
    }

    public func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> LayoutAttributes?
    {
        interpolated(
            LayoutAttributes.Identity(
                category: .supplementaryView(elementKind: elementKind),
                indexPath: indexPath))
    }

    public func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> LayoutAttributes?
    {
        interpolated(
            LayoutAttributes.Identity(
                category: .decorationView(elementKind: elementKind),
                indexPath: indexPath))
    }

    /// Any element of either layout, matched and interpolated on demand (headers and footers at their natural,
    /// unpinned positions).
    private func interpolated(_ identity: LayoutAttributes.Identity) -> LayoutAttributes? {
        let pair = ElementPair(
            identity: identity,
            from: Self.attributes(of: identity, in: currentLayout),
            to: Self.attributes(of: identity, in: nextLayout))
        guard let pair else { return nil }
        let interpolated = pair.interpolated(at: clampedProgress, scale: displayScale)
        guard let effect else { return interpolated }
        return effect.apply(
            to: interpolated, from: pair.end(next: false), to: pair.end(next: true), progress: clampedProgress,
            container: boundsSize)
    }

    // MARK: Helpers

    /// `identity`'s attributes in `layout`, from the query for its category.
    static func attributes(of identity: LayoutAttributes.Identity, in layout: any PreparedLayout)
        -> LayoutAttributes?
    {
        let path = identity.indexPath
        return switch identity.category {
        case .cell: layout.layoutAttributesForItem(at: path)
        case .supplementaryView(let kind): layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path)
        case .decorationView(let kind): layout.layoutAttributesForDecorationView(ofKind: kind, at: path)
        }
    }

    /// `offset` limited to the layout's scrollable range on each axis: −inset…max(−inset, content + far inset −
    /// bounds) (`UIScrollView.adjustedContentInset`; 0…max(0, content − bounds) without an inset).
    static func clamped(
        _ offset: Point, in layout: any PreparedLayout, bounds: Size,
        inset: DirectionalEdgeInsets = DirectionalEdgeInsets()
    ) -> Point {
        let content = layout.collectionViewContentSize
        return Point(
            x: min(max(offset.x, -inset.leading), max(-inset.leading, content.width + inset.trailing - bounds.width)),
            y: min(max(offset.y, -inset.top), max(-inset.top, content.height + inset.bottom - bounds.height))
        )
    }

    /// The cell containing `point` (content coordinates), else the cell whose centre is nearest; with the point's
    /// fraction within that cell's frame.
    static func element(at point: Point, among elements: [LayoutAttributes])
        -> (element: LayoutAttributes, unit: Point)?
    {
        var hit: LayoutAttributes?
        var nearest = Double.infinity
        for element in elements where element.representedElementCategory == .cell {
            let frame = element.frame
            guard frame.width > 0, frame.height > 0 else { continue }
            if frame.contains(point) { return (element, Self.unit(of: point, in: frame)) }
            let distance = frame.center.distance(to: point)
            if distance < nearest {
                nearest = distance
                hit = element
            }
        }
        guard let hit else { return nil }
        return (hit, Self.unit(of: point, in: hit.frame))
    }

    /// `point` as fractions of `frame`'s width and height from its origin.
    private static func unit(of point: Point, in frame: Rect) -> Point {
        Point(x: (point.x - frame.minX) / frame.width, y: (point.y - frame.minY) / frame.height)
    }
}
