/// Where a flicked scroll view comes to rest when it pages or snaps: the choice UIKit makes before
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` reports it.
///
/// Both rules project the release momentum and pick the nearest allowed offset, as WWDC 2018 "Designing Fluid
/// Interfaces" (session 803) recommends for snapping (`DecelerationRate.projectedDistance(velocity:)`). Paging
/// additionally moves at most one page per flick, as UIScrollView's `isPagingEnabled` does; Apple does not
/// publish its exact rule, so small-velocity edge cases may differ.
public enum TargetContentOffset {
    /// The page offset (a multiple of `pageSize`, within `bounds`) a paging scroll view settles on.
    ///
    /// - Parameters:
    ///   - offset: content offset at release, in points.
    ///   - velocity: points per second (positive toward larger offsets).
    ///   - pageSize: page length (usually the viewport length), > 0.
    ///   - bounds: allowed offsets.
    ///   - rate: deceleration used for the projection.
    public static func page(
        offset: Double, velocity: Double, pageSize: Double, bounds: ClosedRange<Double>,
        rate: DecelerationRate = .normal
    ) -> Double {
        guard pageSize > 0 else { return min(max(offset, bounds.lowerBound), bounds.upperBound) }
        let current = offset / pageSize
        let projected = (offset + rate.projectedDistance(velocity: velocity)) / pageSize
        // One page at most: the page being left and its neighbour in the direction of the flick.
        let first = velocity < 0 ? current.rounded(.up) - 1 : current.rounded(.down)
        let last = velocity > 0 ? current.rounded(.down) + 1 : current.rounded(.up)
        let page = min(max(projected.rounded(), first), last)
        return min(max(page * pageSize, bounds.lowerBound), bounds.upperBound)
    }

    /// The element of `targets` nearest the projected resting offset (or `offset` itself when `targets` is empty).
    public static func nearest(
        _ targets: [Double], offset: Double, velocity: Double, rate: DecelerationRate = .normal
    ) -> Double {
        let projected = offset + rate.projectedDistance(velocity: velocity)
        return targets.min { abs($0 - projected) < abs($1 - projected) } ?? offset
    }
}
