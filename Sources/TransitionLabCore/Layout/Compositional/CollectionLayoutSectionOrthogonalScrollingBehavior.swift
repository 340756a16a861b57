/// Mirrors `UICollectionLayoutSectionOrthogonalScrollingBehavior`: whether and how a section scrolls across the
/// main scroll direction.
///
/// Apple's iOS 13 header comments: `.continuous` and `.continuousGroupLeadingBoundary` decelerate at
/// `UIScrollView.DecelerationRate.normal`, the paging cases at `.fast`; `.continuousGroupLeadingBoundary` comes to
/// rest on a group's leading edge, `.paging` pages by the collection view's width, `.groupPaging` by one group per
/// swipe and `.groupPagingCentered` by one group per swipe with the group centred
/// ([Apple](https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior);
/// IBPCollectionViewCompositionalLayout
/// `Sources/IBPCollectionViewCompositionalLayout/include/IBPUICollectionLayoutSectionOrthogonalScrollingBehavior.h`).
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: String, Sendable, Hashable, CaseIterable {
    case none
    case continuous
    case continuousGroupLeadingBoundary
    case paging
    case groupPaging
    case groupPagingCentered

    /// Whether the section scrolls orthogonally at all.
    public var scrollsOrthogonally: Bool { self != .none }

    /// Whether UIKit decelerates with the fast rate (0.99 per ms) rather than the normal one (0.998 per ms).
    public var usesFastDeceleration: Bool {
        self == .paging || self == .groupPaging || self == .groupPagingCentered
    }

    /// Whether a swipe moves at most one page or group from where the drag began.
    public var advancesOnePagePerSwipe: Bool {
        self == .paging || self == .groupPaging || self == .groupPagingCentered
    }
}
