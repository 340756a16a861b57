/// `your-layout`: the user's layouts A and B as their code builds them (`UserLayoutCode`: each in a class of its
/// own, so both may use the same names), one collection view showing A, and the photo grid's pinch between them
/// (`PinchTransitionCode`). Without a layout A the lab's default (the cat-food layout) stands in; without B there is
/// nothing to pinch to, and the file says so.
struct YourLayoutExport: SceneExporter {
    static var scene: any Scene.Type { YourLayoutScene.self }
    static let viewController = "YourLayoutViewController"

    let tuning: Tuning
    /// A, then B if set.
    let layouts: [(slot: LayoutSlot, layout: SceneExport.Layout)]

    init(_ input: SceneExport.Input) {
        tuning = Tuning(
            name: "YourLayoutTuning", parameters: input.parameters, keys: input.parameters.descriptors.map(\.key))
        let a = input.layouts[.a] ?? Self.defaultLayout(viewport: input.viewport)
        layouts = [(.a, a)] + (input.layouts[.b].map { [(.b, $0)] } ?? [])
    }

    /// The scene's own layout A: the cat-food layout, printed.
    static func defaultLayout(viewport: Size) -> SceneExport.Layout {
        let counts = [8, 10, 6]
        let layout = CatFoodLayout.layout(counts: counts)
        let code = CompositionalExport.layoutCode(counts: counts)
        return SceneExport.Layout(
            code: code, layout: layout, prepared: layout.prepareCompositional(containerSize: viewport))
    }

    let requirement =
        "Needs iOS 13 or later (UIColor.systemBackground; UICollectionViewCompositionalLayout for compositional "
        + "layouts), and whatever your own code uses."

    func body() -> String {
        let parts = [tuning.declaration, screen] + layouts.map { code(for: $0.slot, $0.layout) }
        let label = LabelViewCode.supplementaryView(
            name: "LabelView", doc: "A header, footer or badge, labelled with its kind and section.",
            reuseIdentifier: "supplementary", fontSize: 17, inset: 8)
        return (parts + [cells, label, PinchTransitionCode.declarations]).joined(separator: "\n\n")
    }

    private static func host(_ slot: LayoutSlot) -> String { "Layout\(slot.rawValue.uppercased())" }

    private var screen: String {
        let t = tuning
        typealias K = YourLayoutScene.Key
        let pinch = PinchTransitionCode.construction(
            threshold: t(K.finishThreshold), lookahead: t(K.finishLookahead), focal: t(K.keepsFocalItem),
            response: t(K.completionResponse), damping: t(K.completionDampingRatio), initialIndex: 0)
        let a = layouts[0].layout
        let counts = a.counts.map(String.init).joined(separator: ", ")
        let kinds = Set(layouts.flatMap(\.layout.supplementaryKinds)).sorted().map(SwiftLayoutPrinter.elementKind)
        let makers = layouts.map { "make\(Self.host($0.slot))()" }.joined(separator: ", ")
        let note =
            layouts.count < 2
            ? "\n        // No layout B was given: give one in the lab to pinch to it.\n"
            : ""
        let sameData =
            layouts.count == 2 && layouts[1].layout.counts != a.counts
            ? "\n    /// One data source serves both layouts, as UIKit has it: B shows A's items (B alone has "
                + "\(layouts[1].layout.counts.map(String.init).joined(separator: ", ")))."
            : ""
        let builders = layouts.map { slot, layout in
            let host = Self.host(slot)
            let decorations = layout.decorationKinds.map {
                "\n        layout.register(DecorationView.self, forDecorationViewOfKind: \(SwiftLayoutPrinter.elementKind($0)))"
            }.joined()
            let build: String
            switch layout.code.host {
            case .namespace:
                build = "let layout = \(host).\(layout.code.entry)"
            case .viewController:
                // The code runs as a view controller's members: its view has the collection view's bounds.
                let collectionView =
                    layout.code.readsCollectionView ? "\n        code.collectionView = collectionView" : ""
                build = """
                    let code = \(host)()
                            code.view.frame = collectionView.bounds\(collectionView)
                            let layout = code.\(layout.code.entry)
                    """
            }
            return """
                    /// Layout \(slot.rawValue.uppercased()), as your code builds it.
                    private func make\(host)() -> UICollectionViewLayout {
                        \(build)\(decorations)
                        return layout
                    }
                """
        }.joined(separator: "\n\n")
        return """
            /// Your layout A in a collection view; pinching out goes to layout B and pinching in back to A, through an
            /// interactive transition layout.
            final class \(Self.viewController): UIViewController, UICollectionViewDataSource {
                /// Items per section (layout A's).\(sameData)
                static let counts = [\(counts)]
                /// The element kinds of the layouts' supplementary views.
                static let supplementaryKinds: [String] = [\(kinds.joined(separator: ", "))]

                private var collectionView: UICollectionView!
                private let pinch = \(pinch)
                private var layoutSize = CGSize.zero

                override func viewDidLoad() {
                    super.viewDidLoad()
                    overrideUserInterfaceStyle = \(t(SystemColors.darkAppearanceKey)) ? .dark : .light
                    view.backgroundColor = .systemBackground
                    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
                    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    collectionView.backgroundColor = .systemBackground
                    collectionView.register(LabelCell.self, forCellWithReuseIdentifier: LabelCell.reuseIdentifier)
                    for kind in Self.supplementaryKinds {
                        collectionView.register(
                            LabelView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: LabelView.reuseIdentifier)
                    }
                    collectionView.dataSource = self
                    view.addSubview(collectionView)
                    pinch.install(on: collectionView)
                }

                /// The layouts are built for the collection view's size: again when it changes, between pinches.
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    guard collectionView.bounds.size != layoutSize, !pinch.isTransitioning else { return }
                    layoutSize = collectionView.bounds.size\(note)
                    pinch.layouts = [\(makers)]
                    collectionView.setCollectionViewLayout(pinch.layouts[pinch.currentIndex], animated: false)
                }

            \(builders)

            \(LabelViewCode.sectionCounts)

                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                    -> UICollectionViewCell
                {
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: LabelCell.reuseIdentifier, for: indexPath)
                    (cell as? LabelCell)?.show(indexPath)
                    return cell
                }

                func collectionView(
                    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                    at indexPath: IndexPath
                ) -> UICollectionReusableView {
                    let view = collectionView.dequeueReusableSupplementaryView(
                        ofKind: kind, withReuseIdentifier: LabelView.reuseIdentifier, for: indexPath)
                    (view as? LabelView)?.label.text = "\\(kind) \\(indexPath.section)"
                    return view
                }
            }
            """
    }

    /// The class holding one slot's code.
    private func code(for slot: LayoutSlot, _ layout: SceneExport.Layout) -> String {
        let host = Self.host(slot)
        let code = layout.code
        var lines = ["// MARK: - Layout \(slot.rawValue.uppercased()): your code"]
        lines += code.notes.map { "// \($0)" }
        lines.append("")
        switch code.host {
        case .namespace:
            lines.append("/// Layout \(slot.rawValue.uppercased())'s code.")
            lines.append("@MainActor enum \(host) {")
        case .viewController:
            lines.append(
                "/// Layout \(slot.rawValue.uppercased())'s code, as the members of a view controller of its own.")
            lines.append("final class \(host): UIViewController {")
        }
        for name in code.classNames { lines.append("    typealias \(name) = \(host)") }
        if !code.classNames.isEmpty { lines.append("") }
        lines.append(SwiftLiteral.indented(code.members.trimmingTrailingNewlines, by: 4))
        lines.append("}")
        if !code.topLevel.isEmpty { lines += ["", code.topLevel.trimmingTrailingNewlines] }
        return lines.joined(separator: "\n")
    }

    private var cells: String {
        """
        /// A cell labelled with its section and item, tinted by section.
        final class LabelCell: UICollectionViewCell {
            static let reuseIdentifier = "cell"
            private let label = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.layer.cornerRadius = 8
                label.font = .systemFont(ofSize: 13)
                label.textAlignment = .center
                label.frame = contentView.bounds
                label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                contentView.addSubview(label)
            }

            required init?(coder: NSCoder) {
                fatalError("LabelCell is made in code")
            }

            func show(_ indexPath: IndexPath) {
                let hue = (0.55 + CGFloat(indexPath.section) * 0.13).truncatingRemainder(dividingBy: 1)
                contentView.backgroundColor = UIColor(
                    hue: hue, saturation: 0.35, brightness: 0.8 + CGFloat(indexPath.item % 8) * 0.025, alpha: 1)
                label.text = "\\(indexPath.section).\\(indexPath.item)"
            }
        }

        /// A section background.
        final class DecorationView: UICollectionReusableView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .secondarySystemBackground
                layer.cornerRadius = 12
            }

            required init?(coder: NSCoder) {
                fatalError("DecorationView is made in code")
            }
        }
        """
    }
}

extension String {
    /// The text without the newlines it ends with.
    var trimmingTrailingNewlines: String {
        var text = self
        while text.last == "\n" { text.removeLast() }
        return text
    }
}
