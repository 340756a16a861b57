/// `compositional`: the cat-food screen, its compositional layout printed by `SwiftLayoutPrinter` (the form
/// `transition-lab layout --print-swift` prints and the Swift layout reader reads back), with the brand pills sizing
/// themselves to their names in the tuned font and padding.
struct CompositionalExport: SceneExporter {
    static var scene: any Scene.Type { CompositionalScene.self }
    static let viewController = "CatFoodViewController"

    let tuning: Tuning
    let counts: [Int]

    init(_ input: SceneExport.Input) {
        tuning = Tuning(
            name: "CompositionalTuning", parameters: input.parameters, keys: input.parameters.descriptors.map(\.key),
            kinds: ["brandCount": .int, "catFoodCount": .int, "catCount": .int])
        counts = CompositionalParameters(input.parameters).counts
    }

    let requirement = "Needs iOS 13 or later (UICollectionViewCompositionalLayout)."

    /// The cat-food layout as UIKit code: `makeLayout()` and one function per section, static.
    static func layoutCode(counts: [Int]) -> UserLayoutCode {
        let spec = LayoutSpec.compositional(
            sections: CatFoodLayout.sections, numberOfItems: counts,
            configuration: CollectionViewCompositionalLayoutConfiguration())
        // A compositional spec always prints (only flow specs whose sections differ do not).
        return UserLayoutCode.printed(spec) ?? UserLayoutCode(host: .namespace, members: "", entry: "makeLayout()")
    }

    func body() -> String {
        let layout = Self.layoutCode(counts: counts)
        let namespace = """
            /// The cat-food layout: brand names scrolling sideways to each group's leading edge, cat foods two to a
            /// column paging by group, cats in a list, each section under a pinned header.
            @MainActor enum CatFoodLayout {
            \(SwiftLiteral.indented(layout.members.trimmingTrailingNewlines, by: 4))
            }
            """
        let header = LabelViewCode.supplementaryView(
            name: "HeaderView", doc: "A section's pinned header.", reuseIdentifier: "header", fontSize: 22, inset: 16)
        return [tuning.declaration, screen, cells, header, namespace].joined(separator: "\n\n")
    }

    private var screen: String {
        let t = tuning
        let brands = SwiftLiteral.array(CompositionalParameters.brandNames.map(SwiftLiteral.string), indent: 4)
        let titles = CompositionalParameters.headerTitles.map(SwiftLiteral.string).joined(separator: ", ")
        return """
            /// Brand names and cat foods scrolling sideways in their own sections, cats below, each under a pinned
            /// header; the list scrolls vertically.
            final class \(Self.viewController): UIViewController, UICollectionViewDataSource {
                static let brandNames = \(brands)
                static let headerTitles = [\(titles)]
                /// Items per section.
                static let counts = [\(t("brandCount")), \(t("catFoodCount")), \(t("catCount"))]

                private var collectionView: UICollectionView!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    overrideUserInterfaceStyle = \(t("darkAppearance")) ? .dark : .light
                    view.backgroundColor = .systemBackground
                    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: CatFoodLayout.makeLayout())
                    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    collectionView.backgroundColor = .systemBackground
                    collectionView.register(PillCell.self, forCellWithReuseIdentifier: PillCell.reuseIdentifier)
                    collectionView.register(TileCell.self, forCellWithReuseIdentifier: TileCell.reuseIdentifier)
                    collectionView.register(
                        HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                        withReuseIdentifier: HeaderView.reuseIdentifier)
                    collectionView.dataSource = self
                    view.addSubview(collectionView)
                }

            \(LabelViewCode.sectionCounts)

                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                    -> UICollectionViewCell
                {
                    if indexPath.section == 0 {
                        let cell = collectionView.dequeueReusableCell(
                            withReuseIdentifier: PillCell.reuseIdentifier, for: indexPath)
                        (cell as? PillCell)?.label.text = Self.brandNames[indexPath.item % Self.brandNames.count]
                        return cell
                    }
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: TileCell.reuseIdentifier, for: indexPath)
                    let hue = indexPath.section == 1 ? 0.08 + CGFloat(indexPath.item) * 0.03 : 0.55 + CGFloat(indexPath.item) * 0.05
                    cell.contentView.backgroundColor = UIColor(
                        hue: hue.truncatingRemainder(dividingBy: 1), saturation: 0.35, brightness: 0.9, alpha: 1)
                    return cell
                }

                func collectionView(
                    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                    at indexPath: IndexPath
                ) -> UICollectionReusableView {
                    let header = collectionView.dequeueReusableSupplementaryView(
                        ofKind: kind, withReuseIdentifier: HeaderView.reuseIdentifier, for: indexPath)
                    (header as? HeaderView)?.label.text = Self.headerTitles[indexPath.section]
                    return header
                }
            }
            """
    }

    private var cells: String {
        let t = tuning
        return """
            /// A brand's pill: its name in the tuned font with the tuned padding each side. The layout's estimated width
            /// gives way to the width Auto Layout finds for it (a self-sizing cell).
            final class PillCell: UICollectionViewCell {
                static let reuseIdentifier = "pill"
                let label = UILabel()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    label.font = .systemFont(ofSize: \(t("pillFontSize")))
                    label.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(label)
                    contentView.layer.borderWidth = 1
                    contentView.layer.borderColor = UIColor.separator.cgColor
                    NSLayoutConstraint.activate([
                        label.leadingAnchor.constraint(
                            equalTo: contentView.leadingAnchor, constant: \(t("pillPadding"))),
                        contentView.trailingAnchor.constraint(
                            equalTo: label.trailingAnchor, constant: \(t("pillPadding"))),
                        label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                    ])
                }

                required init?(coder: NSCoder) {
                    fatalError("PillCell is made in code")
                }

                override func layoutSubviews() {
                    super.layoutSubviews()
                    contentView.layer.cornerRadius = contentView.bounds.height / 2
                }
            }

            /// A cat food or a cat: a rounded tile.
            final class TileCell: UICollectionViewCell {
                static let reuseIdentifier = "tile"

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.layer.cornerRadius = 8
                    contentView.layer.masksToBounds = true
                }

                required init?(coder: NSCoder) {
                    fatalError("TileCell is made in code")
                }
            }
            """
    }
}
