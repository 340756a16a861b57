/// Prints a layout spec as the UIKit code that builds it, in the subset the Swift layout reader
/// (`docs/swift-layouts.md`) reads back to the same spec: "Copy as Swift" and `transition-lab layout --print-swift`.
/// Properties at UIKit's defaults are left out. Item counts are not layout code: they are printed as a comment.
public enum SwiftLayoutPrinter {
    /// Why a spec has no Swift form.
    public struct Unprintable: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// Swift source for `spec`.
    public static func swift(for spec: LayoutSpec) throws(Unprintable) -> String {
        let counts = spec.numberOfItems.map(String.init).joined(separator: ", ")
        let comment = "// Items per section (the data source's counts, not layout code): \(counts).\n"
        switch spec {
        case .compositional(let sections, _, let configuration):
            return comment + compositional(sections, configuration: configuration)
        case .flow(let sections, let scrollDirection):
            return comment + (try flow(sections, scrollDirection: scrollDirection))
        case .custom:
            throw Unprintable(description: "a custom layout's answers have no Swift form: its own code is its source")
        }
    }

    private static func flow(_ sections: [FlowLayout.Section], scrollDirection: LayoutAxis) throws(Unprintable)
        -> String
    {
        let shapes = Set(
            sections.map { section in
                var shape = section
                shape.numberOfItems = 0
                return shape
            })
        if sections.contains(where: { !$0.itemSizes.isEmpty }) {
            throw Unprintable(description: "the items have sizes of their own (a delegate's sizeForItemAt)")
        }
        guard shapes.count == 1, let section = shapes.first else {
            throw Unprintable(
                description: "the flow sections differ: UICollectionViewFlowLayout's properties apply to every section")
        }
        let defaults = FlowLayout.Section(numberOfItems: 0)
        var lines = ["func makeLayout() -> UICollectionViewLayout {", "    let layout = UICollectionViewFlowLayout()"]
        if scrollDirection == .horizontal { lines.append("    layout.scrollDirection = .horizontal") }
        for (name, size, standard) in [
            ("itemSize", section.itemSize, defaults.itemSize),
            ("headerReferenceSize", section.headerReferenceSize, defaults.headerReferenceSize),
            ("footerReferenceSize", section.footerReferenceSize, defaults.footerReferenceSize),
        ] where size != standard {
            lines.append("    layout.\(name) = CGSize(width: \(number(size.width)), height: \(number(size.height)))")
        }
        for (name, spacing, standard) in [
            ("minimumInteritemSpacing", section.minimumInteritemSpacing, defaults.minimumInteritemSpacing),
            ("minimumLineSpacing", section.minimumLineSpacing, defaults.minimumLineSpacing),
        ] where spacing != standard {
            lines.append("    layout.\(name) = \(number(spacing))")
        }
        if section.sectionInset != .zero {
            let inset = section.sectionInset
            lines.append(
                "    layout.sectionInset = UIEdgeInsets(top: \(number(inset.top)), left: \(number(inset.leading)), "
                    + "bottom: \(number(inset.bottom)), right: \(number(inset.trailing)))")
        }
        lines += ["    return layout", "}", ""]
        return lines.joined(separator: "\n")
    }

    private static func compositional(
        _ sections: [CollectionLayoutSection], configuration: CollectionViewCompositionalLayoutConfiguration
    ) -> String {
        var lines = [
            "func makeLayout() -> UICollectionViewLayout {",
            "    let configuration = UICollectionViewCompositionalLayoutConfiguration()",
            "    configuration.interSectionSpacing = \(number(configuration.interSectionSpacing))",
        ]
        if configuration.scrollDirection == .horizontal {
            lines.append("    configuration.scrollDirection = .horizontal")
        }
        lines += [
            "    return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in",
            "        switch sectionIndex {",
        ]
        for index in sections.indices { lines.append("        case \(index): return makeSection\(index)()") }
        lines += ["        default: return nil", "        }", "    }, configuration: configuration)", "}", ""]
        for (index, section) in sections.enumerated() {
            var printer = SectionPrinter()
            lines.append("func makeSection\(index)() -> NSCollectionLayoutSection {")
            printer.section(section)
            lines += printer.lines
            lines += ["}", ""]
        }
        return lines.joined(separator: "\n")
    }

    /// A number as a Swift literal (`SwiftLiteral.number`).
    static func number(_ value: Double) -> String { SwiftLiteral.number(value) }

    /// UIKit's names of the section header and footer element kinds (`UICollectionView.elementKindSectionHeader`),
    /// and the spec's kinds they stand for.
    public static let elementKinds = ["elementKindSectionHeader": "header", "elementKindSectionFooter": "footer"]

    /// A Swift string literal, with the element kinds of section headers and footers by their UIKit names.
    static func elementKind(_ kind: String) -> String {
        if let name = elementKinds.first(where: { $0.value == kind })?.key {
            return "UICollectionView.\(name)"
        }
        return SwiftLiteral.string(kind)
    }
}
