/// The cat-food demo of the ShopBack cat-food demo ("Move your cells left to right, up and down on iOS 13"): brand names scrolling
/// orthogonally with `.continuousGroupLeadingBoundary`, cat foods two to a column with `.groupPaging`, and cats in
/// a vertical list, each section under a pinned 44-pt header.
///
/// The code mirrors the ShopBack cat-food demo's `setupBrandNamesSection()`, `setupCatFoodsSection()`,
/// `setupCatsSection()` and `headerViewSupplementaryItem`, written with UIKit's names.
public enum CatFoodLayout {
    /// The demo's three sections, in order.
    public static var sections: [NSCollectionLayoutSection] { [brandNamesSection, catFoodsSection, catsSection] }

    /// `UICollectionViewCompositionalLayout` over the three sections, repeated `repeats` times, with `counts` items per
    /// section (the demo has 8 brand names, 10 cat foods and 6 cats).
    public static func layout(counts: [Int] = [8, 10, 6], repeats: Int = 1) -> UICollectionViewCompositionalLayout {
        let numberOfItems = (0..<max(repeats, 1)).flatMap { _ in counts }
        return UICollectionViewCompositionalLayout(sections: sections, numberOfItemsInSection: numberOfItems)
    }

    static var headerViewSupplementaryItem: NSCollectionLayoutBoundarySupplementaryItem {
        var headerViewItem = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader,
            alignment: .top)
        headerViewItem.pinToVisibleBounds = true
        return headerViewItem
    }

    static var brandNamesSection: NSCollectionLayoutSection {
        var item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 0.0, leading: 8.0, bottom: 0.0, trailing: 8.0)
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(136), heightDimension: .absolute(44)),
            subitem: item,
            count: 1)
        var section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 16.0, leading: 0.0, bottom: 16.0, trailing: 0.0)
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        section.boundarySupplementaryItems = [headerViewSupplementaryItem]
        return section
    }

    static var catFoodsSection: NSCollectionLayoutSection {
        var item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4.0, leading: 0.0, bottom: 4.0, trailing: 0.0)
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(240)),
            subitem: item,
            count: 2)
        var section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 16.0, leading: 0.0, bottom: 16.0, trailing: 0.0)
        section.orthogonalScrollingBehavior = .groupPaging
        section.boundarySupplementaryItems = [headerViewSupplementaryItem]
        return section
    }

    static var catsSection: NSCollectionLayoutSection {
        var item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 6.7, leading: 10.0, bottom: 6.7, trailing: 10.0)
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.67)),
            subitem: item,
            count: 1)
        var section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 16.0, leading: 0.0, bottom: 16.0, trailing: 0.0)
        section.boundarySupplementaryItems = [headerViewSupplementaryItem]
        return section
    }
}
