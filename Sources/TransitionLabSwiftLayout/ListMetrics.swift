import TransitionLabCore

/// The geometry of a list section per appearance. UIKit does not document these numbers; each is cited, and the
/// uncertain ones are marked so in docs/swift-layouts.md ("Lists").
struct ListMetrics {
    /// A row's estimated height: 44 pt, the standard table row and the minimum hit target of Apple's Human Interface
    /// Guidelines ("Layout", "Buttons": at least 44 × 44 pt); `UITableView` rows default to it (Apple,
    /// "Estimating the Height of a Table's Scrolling Area": defaults "based on the standard header, footer, and row
    /// styles"). Uncertain for rows whose content is taller: UIKit measures them.
    static let rowEstimate = 44.0
    /// A supplementary header's or footer's estimated height: one standard row (uncertain: UIKit sizes them to
    /// their text).
    static let headerEstimate = 44.0
    /// Space above a grouped or inset-grouped section without a supplementary header: 35 pt, the top padding of
    /// grouped table views as reported publicly (kouhan.cn article 00015815 on `UITableViewStyleGrouped`'s 35-pt top
    /// padding), not documented by Apple; uncertain.
    static let groupedTopPadding = 35.0

    let section: CollectionLayoutSection
    let note: String

    /// `insetGrouped` and `sidebar` inset their rows by the layout margins: the root view's system minimum margins,
    /// 16 pt at compact width and 20 pt at regular width (Apple, `UIViewController.systemMinimumLayoutMargins`; the
    /// values from SAP's Fiori for iOS design guidelines, "Layout Basics"); the width class is `SizeClasses`'s.
    init(_ configuration: ListConfiguration, containerSize: Size) {
        let appearance = configuration.appearance
        let grouped = [.grouped, .insetGrouped, .sidebar].contains(appearance)
        let margin: Double
        if appearance == .insetGrouped || appearance == .sidebar {
            margin = SizeClasses(containerSize).horizontal == "regular" ? 20 : 16
        } else {
            margin = 0
        }
        let top = grouped && configuration.headerMode != .supplementary ? Self.groupedTopPadding : 0
        let row = CollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(Self.rowEstimate))
        var section = CollectionLayoutSection(
            group: .horizontal(layoutSize: row, subitems: [CollectionLayoutItem(layoutSize: row)]))
        section.contentInsets = DirectionalEdgeInsets(top: top, leading: margin, bottom: 0, trailing: margin)
        let headerSize = CollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(Self.headerEstimate))
        if configuration.headerMode == .supplementary {
            var header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: headerSize, elementKind: "header", alignment: .top)
            // Apple, HeaderMode.supplementary: plain and sidebarPlain lists pin their supplementary headers.
            header.pinToVisibleBounds = appearance == .plain || appearance == .sidebarPlain
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                CollectionLayoutBoundarySupplementaryItem(
                    layoutSize: headerSize, elementKind: "footer", alignment: .bottom))
        }
        self.section = section
        var parts = ["a \(appearance.rawValue) list: rows are self-sizing in UIKit, each uses the 44-pt estimate"]
        if !section.boundarySupplementaryItems.isEmpty {
            parts.append("supplementary headers and footers use the 44-pt estimate")
        }
        if top > 0 { parts.append("35 pt above the section (uncertain)") }
        if margin > 0 { parts.append("\(Int(margin))-pt layout margins each side") }
        if configuration.headerMode == .firstItemInSection { parts.append("item 0 is the header row") }
        note = parts.joined(separator: "; ") + " (docs/swift-layouts.md, \"Lists\")"
    }
}
