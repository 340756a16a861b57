import SwiftSyntax
import TransitionLabCore
import TransitionLabProtocol

/// List layouts: `UICollectionLayoutListConfiguration` and the sections `NSCollectionLayoutSection.list(using:
/// layoutEnvironment:)` and `UICollectionViewCompositionalLayout.list(using:)` build from it
/// ([Apple: UICollectionLayoutListConfiguration](https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct);
/// WWDC 2020 session 10026 "Lists in UICollectionView").
///
/// A list section is one full-width row per item, as a compositional section of the engine: UIKit's rows, headers
/// and footers size themselves to their content, so each uses an estimate (`ListMetrics`) and the read says so in a
/// note.
extension Interpreter {
    static let listAppearances = ["plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain"]
    static let listHeaderModes = ["none", "supplementary", "firstItemInSection"]

    func listInitializer(_ type: String, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws -> Value? {
        guard type == "UICollectionLayoutListConfiguration" else { return nil }
        let values = try expect(["appearance"], arguments, type, at: call)
        let appearance = try choice(values[0], Self.listAppearances, "appearance", at: call)
        return .object(
            LayoutObject(
                .listConfiguration, fields: ["appearance": .string(appearance)],
                at: call.positionAfterSkippingLeadingTrivia))
    }

    /// `headerMode`, `footerMode` and `showsSeparators` (separators are drawn inside the rows: no frame changes).
    func setListProperty(
        _ object: LayoutObject, _ name: String, _ value: Value, what: String, at node: some SyntaxProtocol
    ) throws {
        switch name {
        case "headerMode":
            object.fields[name] = .string(try choice(value, Self.listHeaderModes, what, at: node))
        case "footerMode":
            object.fields[name] = .string(try choice(value, ["none", "supplementary"], what, at: node))
        case "showsSeparators":
            _ = try bool(value, what, at: node)
        default:
            throw diagnostic("property '\(what)'", at: node)
        }
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
        let configuration = try object(arguments[0].value, [.listConfiguration], "\(type).list(using:)", at: call)
        if arguments.count == 2, arguments[1].value.typeName != Value.environment.typeName {
            throw diagnostic(
                "layoutEnvironment expects the section provider's NSCollectionLayoutEnvironment, got "
                    + arguments[1].value.typeName, at: call)
        }
        let metrics = ListMetrics(configuration.fields, containerSize: containerSize)
        note(metrics.note, at: call)
        let kind: LayoutObject.Kind = type == "NSCollectionLayoutSection" ? .section : .compositionalLayout
        return .object(LayoutObject(kind, fields: metrics.section, at: call.positionAfterSkippingLeadingTrivia))
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

    let section: [String: JSONValue]
    let note: String

    /// `insetGrouped` and `sidebar` inset their rows by the layout margins: the root view's system minimum margins,
    /// 16 pt at compact width and 20 pt at regular width (Apple, `UIViewController.systemMinimumLayoutMargins`; the
    /// values from SAP's Fiori for iOS design guidelines, "Layout Basics"); the width class is `SizeClasses`'s.
    init(_ configuration: [String: JSONValue], containerSize: Size) {
        func text(_ key: String, default fallback: String) -> String {
            if case .string(let value) = configuration[key] ?? .null { return value }
            return fallback
        }
        let appearance = text("appearance", default: "plain")
        let headerMode = text("headerMode", default: "none")
        let footerMode = text("footerMode", default: "none")
        let grouped = ["grouped", "insetGrouped", "sidebar"].contains(appearance)
        let margin: Double
        if appearance == "insetGrouped" || appearance == "sidebar" {
            margin = SizeClasses(containerSize).horizontal == "regular" ? 20 : 16
        } else {
            margin = 0
        }
        let top = grouped && headerMode != "supplementary" ? Self.groupedTopPadding : 0
        let row: JSONValue = .object(["fractionalWidth": .number(1)])
        let estimated: JSONValue = .object(["estimated": .number(Self.rowEstimate)])
        let item: JSONValue = .object(["type": "item", "size": .object(["width": row, "height": estimated])])
        var section: [String: JSONValue] = [
            "group": .object([
                "type": "group", "axis": "horizontal", "size": .object(["width": row, "height": estimated]),
                "subitems": .array([item]),
            ])
        ]
        if top > 0 || margin > 0 {
            section["contentInsets"] = .object([
                "top": .number(top), "leading": .number(margin), "bottom": .number(0), "trailing": .number(margin),
            ])
        }
        var boundary: [JSONValue] = []
        let pinned = appearance == "plain" || appearance == "sidebarPlain"
        let headerSize: JSONValue = .object([
            "width": row, "height": .object(["estimated": .number(Self.headerEstimate)]),
        ])
        if headerMode == "supplementary" {
            var header: [String: JSONValue] = ["elementKind": "header", "size": headerSize, "alignment": "top"]
            // Apple, HeaderMode.supplementary: plain and sidebarPlain lists pin their supplementary headers.
            if pinned { header["pinToVisibleBounds"] = .bool(true) }
            boundary.append(.object(header))
        }
        if footerMode == "supplementary" {
            boundary.append(.object(["elementKind": "footer", "size": headerSize, "alignment": "bottom"]))
        }
        if !boundary.isEmpty { section["boundarySupplementaryItems"] = .array(boundary) }
        self.section = section
        var parts = ["a \(appearance) list: rows are self-sizing in UIKit, each uses the 44-pt estimate"]
        if !boundary.isEmpty { parts.append("supplementary headers and footers use the 44-pt estimate") }
        if top > 0 { parts.append("35 pt above the section (uncertain)") }
        if margin > 0 { parts.append("\(Int(margin))-pt layout margins each side") }
        if headerMode == "firstItemInSection" { parts.append("item 0 is the header row") }
        note = parts.joined(separator: "; ") + " (docs/swift-layouts.md, \"Lists\")"
    }
}
