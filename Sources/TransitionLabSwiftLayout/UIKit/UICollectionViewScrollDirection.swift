extension UIKitType {
    /// `UICollectionView.ScrollDirection`: `.vertical`, `.horizontal`.
    static let scrollDirection = UIKitType.enumeration(
        "UICollectionView.ScrollDirection", cases: ScrollDirection.allCases.map(\.rawValue),
        aliases: ["UICollectionViewScrollDirection"])
}
