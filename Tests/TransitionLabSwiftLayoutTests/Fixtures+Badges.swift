/// Item badges and lists, written for these tests in the style of Apple's "Implementing Modern Collection Views"
/// sample.
extension Fixtures {
    /// Four square tiles a row, each with a 20-pt count bubble over its top-trailing corner.
    static let badges = """
        final class BadgedTilesViewController: UIViewController {
            static let bubbleKind = "bubble-kind"
            var collectionView: UICollectionView! = nil

            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeBadgedLayout())
                view.addSubview(collectionView)
            }

            private func makeBadgedLayout() -> UICollectionViewLayout {
                let bubbleAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing],
                                                            fractionalOffset: CGPoint(x: 0.3, y: -0.3))
                let bubbleSize = NSCollectionLayoutSize(widthDimension: .absolute(20),
                                                        heightDimension: .absolute(20))
                let bubble = NSCollectionLayoutSupplementaryItem(layoutSize: bubbleSize,
                                                                 elementKind: BadgedTilesViewController.bubbleKind,
                                                                 containerAnchor: bubbleAnchor)
                let tileSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
                                                      heightDimension: .fractionalHeight(1.0))
                let tile = NSCollectionLayoutItem(layoutSize: tileSize, supplementaryItems: [bubble])
                tile.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)

                let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                     heightDimension: .fractionalWidth(0.25))
                let row = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [tile])

                let section = NSCollectionLayoutSection(group: row)
                section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
                return UICollectionViewCompositionalLayout(section: section)
            }
        }
        """

    /// A settings-style list: inset-grouped rows under supplementary headers.
    static let insetGroupedList = """
        class PreferencesViewController: UIViewController {
            var collectionView: UICollectionView! = nil

            private func createLayout() -> UICollectionViewLayout {
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.headerMode = .supplementary
                configuration.showsSeparators = true
                return UICollectionViewCompositionalLayout.list(using: configuration)
            }
        }
        """

    /// A section provider mixing a plain list with pinned headers and a grouped list without headers.
    static let mixedLists = """
        enum Section: Int, CaseIterable { case recent, archive }

        func createLayout() -> UICollectionViewLayout {
            return UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
                guard let section = Section(rawValue: sectionIndex) else { return nil }
                switch section {
                case .recent:
                    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
                    configuration.headerMode = .supplementary
                    return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
                case .archive:
                    let configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
                    return .list(using: configuration, layoutEnvironment: layoutEnvironment)
                }
            }
        }
        """
}
