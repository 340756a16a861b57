/// The element kinds `UICollectionView` names, with UIKit's strings
/// ([UICollectionView.elementKindSectionHeader](https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionheader)).
/// Every layout family uses them, so they live beside `ElementCategory` rather than in one family.
public enum UICollectionView {
    /// `UICollectionView.elementKindSectionHeader`.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// `UICollectionView.elementKindSectionFooter`.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
