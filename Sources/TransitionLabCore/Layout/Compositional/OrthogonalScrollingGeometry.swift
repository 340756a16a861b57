/// Where an orthogonally scrolling section scrolls: its band, its content width, its offset range and the offsets it
/// comes to rest at.
///
/// Snap targets follow Apple's descriptions of
/// [UICollectionLayoutSectionOrthogonalScrollingBehavior](https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior):
/// `.continuousGroupLeadingBoundary` and `.groupPaging` rest with a group's leading edge at the section's leading
/// inset, `.paging` at multiples of the collection view's width, `.groupPagingCentered` with a group centred;
/// `.continuous` anywhere. Paging behaviours move at most one page or group per swipe.
public struct OrthogonalScrollingGeometry: Sendable, Hashable {
    /// The section index.
    public let section: Int
    /// The section's `orthogonalScrollingBehavior`.
    public let behavior: CollectionLayoutSectionOrthogonalScrollingBehavior
    /// The band that scrolls, in content coordinates: full width, from the section's top inset, one group tall.
    public let frame: Rect
    /// The width of the orthogonal content, from x = 0 to the last group's end plus the trailing inset.
    public let contentWidth: Double
    /// The visible width (the collection view's width).
    public let viewportWidth: Double
    /// The largest resting offset; the smallest is 0.
    public let maximumOffset: Double
    /// The offsets the section comes to rest at, ascending; empty for `.continuous`.
    public let snapTargets: [Double]

    init(
        section: Int, behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, viewportWidth: Double,
        frame: Rect, groupFrames: [Rect], trailingInset: Double
    ) {
        self.section = section
        self.behavior = behavior
        self.frame = frame
        self.viewportWidth = viewportWidth
        contentWidth = (groupFrames.last?.maxX ?? 0) + trailingInset
        let maximum = max(0, contentWidth - viewportWidth)
        maximumOffset = maximum
        let leadingInset = groupFrames.first?.minX ?? 0
        var targets: [Double]
        switch behavior {
        case .none, .continuous:
            targets = []
        case .continuousGroupLeadingBoundary, .groupPaging, .groupPagingCentered:
            targets = groupFrames.map { min(max($0.minX - leadingInset, 0), maximum) }
        case .paging:
            targets = viewportWidth > 0 ? Array(stride(from: 0, to: maximum, by: viewportWidth)) + [maximum] : [0]
        }
        snapTargets = targets.reduce(into: [Double]()) { unique, target in
            if unique.last.map({ abs($0 - target) > 1e-9 }) ?? true { unique.append(target) }
        }
    }

    /// The offset a drag released at `startOffset`'s page comes to rest at, given where deceleration alone would take
    /// it (`projectedOffset`): the nearest snap target, within one page or group of the start for paging behaviours.
    public func targetOffset(forProjectedOffset projectedOffset: Double, startOffset: Double) -> Double {
        guard !snapTargets.isEmpty else { return min(max(projectedOffset, 0), maximumOffset) }
        var candidates = snapTargets[...]
        if behavior.advancesOnePagePerSwipe {
            let start = nearestIndex(to: startOffset, in: snapTargets[...])
            candidates = snapTargets[max(start - 1, 0)...min(start + 1, snapTargets.count - 1)]
        }
        return candidates[nearestIndex(to: projectedOffset, in: candidates)]
    }

    private func nearestIndex(to offset: Double, in targets: ArraySlice<Double>) -> Int {
        targets.indices.min { abs(targets[$0] - offset) < abs(targets[$1] - offset) }!
    }
}
