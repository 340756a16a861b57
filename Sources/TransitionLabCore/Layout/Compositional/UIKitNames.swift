// UIKit's names for the compositional layout types, so code pasted from Apple's samples or the ShopBack cat-food demo reads as written
// (as IBPCollectionViewCompositionalLayout's `IBPCollectionViewCompositionalLayoutInteroperability.swift` does).
// The types are values: declare items, groups and sections with `var` where the sample sets properties.

public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
public typealias NSCollectionLayoutSize = CollectionLayoutSize
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
public typealias NSCollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing
public typealias NSCollectionLayoutItem = CollectionLayoutItem
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
public typealias NSCollectionLayoutSection = CollectionLayoutSection
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
public typealias NSCollectionLayoutDecorationItem = CollectionLayoutDecorationItem
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
public typealias NSRectAlignment = RectAlignment
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior =
    CollectionLayoutSectionOrthogonalScrollingBehavior
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
public typealias UICollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration
