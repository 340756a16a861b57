/// The live parameters of `compositional` (defaults: the ShopBack cat-food demo 8 / 10 / 6 items; the layout itself is
/// `CatFoodLayout`, the ShopBack cat-food demo's code), and the data the cells show.
struct CompositionalParameters {
    let values: ParameterSet

    init(_ values: ParameterSet) { self.values = values }

    static let descriptors: [ParameterDescriptor] = [
        .row("brandCount", "Brand names", "Items", "", 0, 8, 1, 8),
        .row("catFoodCount", "Cat foods", "Items", "", 0, 20, 1, 10),
        .row("catCount", "Cats", "Items", "", 0, 12, 1, 6),
        .row("pillFontSize", "Pill font size", "Brand pills", "pt", 10, 30, 1, 17),
        .row("pillPadding", "Pill label padding", "Brand pills", "pt", 0, 40, 1, 16),
        SystemColors.darkAppearanceDescriptor,
    ]

    /// The brand names of the demo's first section.
    static let brandNames = [
        "Whiskas", "Royal Canin", "Purina ONE", "Hill's Science Diet", "Fancy Feast", "Iams", "Sheba", "Blue Buffalo",
    ]
    /// The sections of the ShopBack cat-food demo's `Section` enum.
    static let brandNamesSection = 0
    static let catFoodsSection = 1
    /// The headers' titles, by section.
    static let headerTitles = ["Brand Names", "Cat Foods", "Cats"]

    var counts: [Int] {
        ["brandCount", "catFoodCount", "catCount"].map { Int((values[$0] ?? 0).rounded()) }
    }

    var pillFontSize: Double { (values["pillFontSize"] ?? 0) }
    var pillPadding: Double { (values["pillPadding"] ?? 0) }

    /// The width a brand pill prefers: its label's width in Liberation Sans Regular plus the padding on both sides.
    static func pillWidth(brand: String, fontSize: Double, padding: Double) -> Double {
        FontMetrics.liberationSansRegular.width(of: brand, fontSize: fontSize) + 2 * padding
    }

    /// The cat-food layout prepared for `viewport`, brand pills self-sized from their labels.
    func layout(viewport: Size) -> PreparedCompositionalLayout {
        let fontSize = pillFontSize
        let padding = pillPadding
        let brandSection = Self.brandNamesSection
        let preferred: CollectionViewCompositionalLayout.PreferredItemSize = { indexPath, estimate in
            guard indexPath.section == brandSection, Self.brandNames.indices.contains(indexPath.item) else {
                return nil
            }
            let brand = Self.brandNames[indexPath.item]
            return Size(
                width: Self.pillWidth(brand: brand, fontSize: fontSize, padding: padding), height: estimate.height)
        }
        var layout = CatFoodLayout.layout(counts: counts)
        layout.preferredItemSize = preferred
        return layout.prepareCompositional(containerSize: viewport)
    }
}
