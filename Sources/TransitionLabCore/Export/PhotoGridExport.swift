/// `photo-grid`: 200 photos in square-cell flow layouts of 17, 11, 9, 7, 5, 3 and 1 columns, a pinch between them
/// (`PinchTransitionCode`) and the scroll's deceleration rate.
struct PhotoGridExport: SceneExporter {
    static var scene: any Scene.Type { PhotoGridScene.self }
    static let viewController = "PhotoGridViewController"

    let tuning: Tuning

    init(_ input: SceneExport.Input) {
        tuning = Tuning(
            name: "PhotoGridTuning", parameters: input.parameters,
            keys: [
                PhotoGridScene.Key.keepsFocalItem, PhotoGridScene.Key.finishThreshold,
                PhotoGridScene.Key.completionResponse, PhotoGridScene.Key.completionDampingRatio,
                PhotoGridScene.Key.decelerationRate,
            ])
    }

    let requirement =
        "Needs iOS 11 or later (UIScrollView.contentInsetAdjustmentBehavior; UICollectionViewTransitionLayout is iOS 7)."

    func body() -> String {
        let pinch = PinchTransitionCode.construction(
            threshold: tuning(PhotoGridScene.Key.finishThreshold), lookahead: "0",
            focal: tuning(PhotoGridScene.Key.keepsFocalItem), response: tuning(PhotoGridScene.Key.completionResponse),
            damping: tuning(PhotoGridScene.Key.completionDampingRatio), initialIndex: PhotoGridScene.initialLayoutIndex)
        let columns = FlowLayout.pinchGridColumnCounts.map(String.init).joined(separator: ", ")
        return [
            tuning.declaration,
            """
            /// The photo grid: \(PhotoGridScene.itemCount) photos in flow layouts of [\(columns)] columns, opening at \
            \(FlowLayout.pinchGridColumnCounts[PhotoGridScene.initialLayoutIndex]);
            /// a pinch moves between neighbouring column counts and the grid scrolls under the status bar.
            final class \(Self.viewController): UIViewController, UICollectionViewDataSource {
                /// Column counts, densest first.
                static let columnCounts = [\(columns)]
                static let itemCount = \(PhotoGridScene.itemCount)

                private var collectionView: UICollectionView!
                /// The pinch between the column counts; on a lift the progress alone decides (no look-ahead).
                private let pinch = \(pinch)
                private var layoutWidth: CGFloat = 0

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .black
                    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
                    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    collectionView.backgroundColor = .black
                    collectionView.contentInsetAdjustmentBehavior = .automatic
                    collectionView.decelerationRate = UIScrollView.DecelerationRate(rawValue: \
            \(tuning(PhotoGridScene.Key.decelerationRate)))
                    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
                    collectionView.dataSource = self
                    view.addSubview(collectionView)
                    pinch.install(on: collectionView)
                }

                /// The cells' side follows the width: the grids are made again when it changes, between pinches.
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    guard view.bounds.width != layoutWidth, !pinch.isTransitioning else { return }
                    layoutWidth = view.bounds.width
                    pinch.layouts = Self.columnCounts.map { makeGridLayout(columns: $0) }
                    collectionView.setCollectionViewLayout(pinch.layouts[pinch.currentIndex], animated: false)
                }

                /// Square cells, `columns` to a row, one point apart both ways: the side is (width − (columns − 1)) /
                /// columns, so the cells fill the row exactly (the collection view fills the view).
                func makeGridLayout(columns: Int) -> UICollectionViewFlowLayout {
                    let spacing: CGFloat = 1
                    let width = view.bounds.width
                    let side = (width - CGFloat(columns - 1) * spacing) / CGFloat(columns)
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: side, height: side)
                    layout.minimumInteritemSpacing = spacing
                    layout.minimumLineSpacing = spacing
                    return layout
                }

                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    Self.itemCount
                }

                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                    -> UICollectionViewCell
                {
                    let cell = collectionView.dequeueReusableCell(
                        withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
                    (cell as? PhotoCell)?.show(item: indexPath.item, of: Self.itemCount)
                    return cell
                }
            }

            /// A photo: its colour stands in for the image; its number tells the cells apart at any column count.
            final class PhotoCell: UICollectionViewCell {
                static let reuseIdentifier = "photo"
                private let label = UILabel()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    label.font = .boldSystemFont(ofSize: 11)
                    label.textColor = .white
                    label.textAlignment = .center
                    label.frame = contentView.bounds
                    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    contentView.addSubview(label)
                }

                required init?(coder: NSCoder) {
                    fatalError("PhotoCell is made in code")
                }

                func show(item: Int, of count: Int) {
                    contentView.backgroundColor = UIColor(
                        hue: CGFloat(item) / CGFloat(count), saturation: 0.8, brightness: 0.9, alpha: 1)
                    label.text = "\\(item + 1)"
                }
            }
            """,
            PinchTransitionCode.declarations,
        ].joined(separator: "\n\n")
    }
}
