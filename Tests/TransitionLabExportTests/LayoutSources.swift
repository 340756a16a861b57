import Foundation
import TransitionLabCore

/// Layout code written for these tests in the styles apps write it: a function reading constants from another file
/// (given as values), a whole view controller with its data source, a tutorial's top-level statements, and a layout
/// spec.
enum LayoutSources {
    /// A grid whose spacing and columns come from the app's `Metrics`, given as values.
    static let functionWithValues = UserLayoutSource(
        format: .swift,
        text: """
            import UIKit

            /// Square photos, `Metrics.columns` to a row.
            func createLayout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0 / CGFloat(Metrics.columns)),
                    heightDimension: .fractionalHeight(1.0)))
                item.contentInsets = NSDirectionalEdgeInsets(
                    top: Metrics.spacing, leading: Metrics.spacing, bottom: Metrics.spacing, trailing: Metrics.spacing)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(1.0 / CGFloat(Metrics.columns))),
                    subitem: item, count: Metrics.columns)
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = Metrics.spacing
                return UICollectionViewCompositionalLayout(section: section)
            }
            """,
        counts: [24], values: "Metrics.columns = 3\nMetrics.spacing = 2.5")

    /// A view controller as an app has it: the collection view, its set-up and data source, and a flow layout sized
    /// from the view.
    static let viewController = UserLayoutSource(
        format: .swift,
        text: """
            import UIKit

            final class GalleryViewController: UIViewController {
                static let columns = 4
                private var collectionView: UICollectionView!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeFlowLayout())
                    collectionView.register(GalleryCell.self, forCellWithReuseIdentifier: "cell")
                    collectionView.dataSource = self
                    view.addSubview(collectionView)
                }

                func makeFlowLayout() -> UICollectionViewFlowLayout {
                    let layout = UICollectionViewFlowLayout()
                    let spacing: CGFloat = 6
                    let columns = CGFloat(GalleryViewController.columns)
                    let side = (view.bounds.width - 2 * spacing - (columns - 1) * spacing) / columns
                    layout.itemSize = CGSize(width: side, height: side * 1.25)
                    layout.minimumInteritemSpacing = spacing
                    layout.minimumLineSpacing = spacing
                    layout.sectionInset = UIEdgeInsets(top: spacing, left: spacing, bottom: spacing, right: spacing)
                    return layout
                }
            }

            extension GalleryViewController: UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    photos.count
                }

                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                    -> UICollectionViewCell
                {
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                    (cell as? GalleryCell)?.show(photos[indexPath.item])
                    return cell
                }
            }
            """,
        counts: [24])

    /// A tutorial's snippet: statements at the top level, the layout in its last `let`.
    static let topLevelStatements = UserLayoutSource(
        format: .swift,
        text: """
            let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(180))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 8, bottom: 12, trailing: 8)
            let layout = UICollectionViewCompositionalLayout(section: section)
            """,
        counts: [12])

    /// The photo grid as a layout spec (`docs/examples/photo-grid.json`).
    static let photoGridSpec: UserLayoutSource = {
        let url = UIKitStub.packageRoot.appendingPathComponent("docs/examples/photo-grid.json")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return UserLayoutSource(format: .json, text: text)
    }()
}
