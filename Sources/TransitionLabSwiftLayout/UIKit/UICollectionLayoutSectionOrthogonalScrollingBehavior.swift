import TransitionLabCore

extension UIKitType {
    /// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: `.none`, `.continuous`,
    /// `.continuousGroupLeadingBoundary`, `.paging`, `.groupPaging`, `.groupPagingCentered`.
    static let orthogonalScrollingBehavior = UIKitType.enumeration(
        "UICollectionLayoutSectionOrthogonalScrollingBehavior",
        cases: CollectionLayoutSectionOrthogonalScrollingBehavior.allCases.map(\.rawValue))
}
