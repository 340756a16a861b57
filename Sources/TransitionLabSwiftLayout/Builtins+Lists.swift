import SwiftSyntax
import TransitionLabCore

/// List layouts: `UICollectionLayoutListConfiguration` and the sections `NSCollectionLayoutSection.list(using:
/// layoutEnvironment:)` and `UICollectionViewCompositionalLayout.list(using:)` build from it
/// ([Apple: UICollectionLayoutListConfiguration](https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct);
/// WWDC 2020 session 10026 "Lists in UICollectionView").
///
/// A list section is one full-width row per item, as a compositional section of the engine: UIKit's rows, headers
/// and footers size themselves to their content, so each uses an estimate (`ListMetrics`) and the read says so in a
/// note.
extension Interpreter {
    func listInitializer(_ type: String, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws -> Value? {
        guard type == "UICollectionLayoutListConfiguration" else { return nil }
        let values = try expect(["appearance"], arguments, type, at: call)
        let appearance = try choice(values[0], ListConfiguration.Appearance.self, "appearance", at: call)
        return .object(
            LayoutObject(
                .listConfiguration(ListConfiguration(appearance: appearance)),
                at: call.positionAfterSkippingLeadingTrivia))
    }

    /// `headerMode`, `footerMode` and `showsSeparators`. A supplementary header or footer is where the list's
    /// section gets its boundary items, so a rule about them is reported at its assignment.
    func setListProperty(
        _ object: LayoutObject, _ configuration: ListConfiguration, _ name: String, _ value: Value, what: String,
        at node: some SyntaxProtocol
    ) throws {
        var configuration = configuration
        switch name {
        case "headerMode":
            configuration.headerMode = try choice(value, ListConfiguration.HeaderMode.self, what, at: node)
            if configuration.headerMode == .supplementary { givesBoundaryItems(object, at: node) }
        case "footerMode":
            configuration.footerMode = try choice(value, ListConfiguration.FooterMode.self, what, at: node)
            if configuration.footerMode == .supplementary { givesBoundaryItems(object, at: node) }
        case "showsSeparators":
            _ = try bool(value, what, at: node)
        default:
            throw diagnostic("property '\(what)'", at: node)
        }
        object.model = .listConfiguration(configuration)
    }

    private func givesBoundaryItems(_ object: LayoutObject, at node: some SyntaxProtocol) {
        object.positions[.boundarySupplementaryItems] = node.positionAfterSkippingLeadingTrivia
    }

    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` or `UICollectionViewCompositionalLayout.list(using:)`;
    /// nil for other calls.
    func listCall(_ type: String, _ name: String, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws
        -> Value?
    {
        let labels = type == "NSCollectionLayoutSection" ? ["using", "layoutEnvironment"] : ["using"]
        guard name == "list", ["NSCollectionLayoutSection", "UICollectionViewCompositionalLayout"].contains(type),
            arguments.map(\.label) == labels
        else { return nil }
        let what = "\(type).list(using:)"
        let list = try model(arguments[0].value, .listConfiguration, \.listConfiguration, what, at: call)
        let configuration = try object(arguments[0].value, [.listConfiguration], what, at: call)
        if arguments.count == 2, arguments[1].value.typeName != Value.environment.typeName {
            throw diagnostic(
                "layoutEnvironment expects the section provider's NSCollectionLayoutEnvironment, got "
                    + arguments[1].value.typeName, at: call)
        }
        let metrics = ListMetrics(list, containerSize: containerSize)
        note(metrics.note, at: call)
        let position = call.positionAfterSkippingLeadingTrivia
        guard type == "UICollectionViewCompositionalLayout" else {
            let section = LayoutObject(.section(metrics.section), at: position)
            section.positions = configuration.positions
            return .object(section)
        }
        let section = LayoutObject.SectionCopy(
            section: metrics.section, position: position, positions: configuration.positions)
        return .object(try compositionalLayout(.section(section), nil, at: call))
    }
}

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
