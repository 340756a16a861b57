/// Layout code written for these tests in the style of Apple's "Implementing Modern Collection Views" sample and of
/// a pinch-to-change-columns photo grid: grids, nested groups, orthogonal sections, adaptive sections.
enum Fixtures {
    /// Five square cells per row.
    static let grid = """
        private func createLayout() -> UICollectionViewLayout {
            let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2),
                                                  heightDimension: .fractionalHeight(1.0))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)

            let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                   heightDimension: .fractionalWidth(0.2))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

            let section = NSCollectionLayoutSection(group: group)

            let layout = UICollectionViewCompositionalLayout(section: section)
            return layout
        }
        """

    /// A large leading item beside two stacked trailing items, the pair nested in one group.
    static let nestedGroups = """
        func createLayout() -> UICollectionViewLayout {
            let leadingItem = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7),
                                                   heightDimension: .fractionalHeight(1.0)))
            leadingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)

            let trailingItem = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                   heightDimension: .fractionalHeight(0.3)))
            trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let trailingGroup = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3),
                                                   heightDimension: .fractionalHeight(1.0)),
                subitem: trailingItem, count: 2)

            let nestedGroup = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                   heightDimension: .fractionalHeight(0.4)),
                subitems: [leadingItem, trailingGroup])
            let section = NSCollectionLayoutSection(group: nestedGroup)
            let layout = UICollectionViewCompositionalLayout(section: section)
            return layout
        }
        """

    /// Three sections scrolling sideways with different behaviours, in a whole view controller.
    static let orthogonal = """
        class OrthogonalScrollBehaviorViewController: UIViewController {
            enum SectionKind: Int, CaseIterable {
                case continuous, groupPaging, paging
            }
            static let headerElementKind = "header-element-kind"
            var collectionView: UICollectionView! = nil

            override func viewDidLoad() {
                super.viewDidLoad()
                configureHierarchy()
            }

            func configureHierarchy() {
                collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
                collectionView.register(TextCell.self, forCellWithReuseIdentifier: TextCell.reuseIdentifier)
                view.addSubview(collectionView)
            }

            func createLayout() -> UICollectionViewLayout {
                let config = UICollectionViewCompositionalLayoutConfiguration()
                config.interSectionSpacing = 20

                let layout = UICollectionViewCompositionalLayout(sectionProvider: {
                    (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
                    guard let sectionKind = SectionKind(rawValue: sectionIndex) else { fatalError("unknown section kind") }

                    let leadingItem = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
                    leadingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)

                    let trailingItem = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
                    trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
                    let trailingGroup = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
                        subitem: trailingItem, count: 2)

                    let containerGroup = NSCollectionLayoutGroup.horizontal(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85),
                                                           heightDimension: .fractionalHeight(0.4)),
                        subitems: [leadingItem, trailingGroup])
                    let section = NSCollectionLayoutSection(group: containerGroup)
                    switch sectionKind {
                    case .continuous: section.orthogonalScrollingBehavior = .continuous
                    case .groupPaging: section.orthogonalScrollingBehavior = .groupPaging
                    case .paging: section.orthogonalScrollingBehavior = .paging
                    }

                    let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                           heightDimension: .estimated(44)),
                        elementKind: OrthogonalScrollBehaviorViewController.headerElementKind,
                        alignment: .top)
                    section.boundarySupplementaryItems = [sectionHeader]
                    return section

                }, configuration: config)
                return layout
            }
        }
        """

    /// Column counts that follow the container's width (`effectiveContentSize`), per section kind.
    static let adaptive = """
        enum SectionLayoutKind: Int, CaseIterable {
            case list, grid5, grid3
        }

        func createLayout() -> UICollectionViewLayout {
            let layout = UICollectionViewCompositionalLayout {
                (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
                guard let layoutKind = SectionLayoutKind(rawValue: sectionIndex) else { return nil }
                let width = layoutEnvironment.container.effectiveContentSize.width
                let columns: Int
                switch layoutKind {
                case .list: columns = width > 800 ? 2 : 1
                case .grid5: columns = width > 800 ? 10 : 5
                case .grid3: columns = width > 800 ? 6 : 3
                }

                let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                     heightDimension: .fractionalHeight(1.0))
                let item = NSCollectionLayoutItem(layoutSize: itemSize)
                item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)

                let groupHeight = columns <= 2 ?
                    NSCollectionLayoutDimension.absolute(44) : NSCollectionLayoutDimension.fractionalWidth(0.2)
                let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                      heightDimension: groupHeight)
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: columns)

                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
                return section
            }
            return layout
        }
        """

    /// A square-cell photo grid of `columns` columns one point apart, as a flow layout.
    static func photoGrid(columns: Int) -> String {
        """
        final class PhotoGridViewController: UIViewController {
            private var currentLayoutIndex = 0

            private func makeGridLayout(columns: Int) -> UICollectionViewFlowLayout {
                let layout = UICollectionViewFlowLayout()
                let spacing: CGFloat = 1
                let width = collectionView.bounds.width
                let side = (width - CGFloat(columns - 1) * spacing) / CGFloat(columns)
                layout.itemSize = CGSize(width: side, height: side)
                layout.minimumInteritemSpacing = spacing
                layout.minimumLineSpacing = spacing
                layout.sectionInset = .zero
                return layout
            }

            lazy var gridLayout = makeGridLayout(columns: \(columns))
        }
        """
    }

    static let all = [
        grid, nestedGroups, orthogonal, adaptive, photoGrid(columns: 9), badges, insetGroupedList, mixedLists,
    ]
}
