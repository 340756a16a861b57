import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// `UICollectionLayoutListConfiguration(appearance:)`
    /// ([Apple](https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct);
    /// WWDC 2020 session 10026 "Lists in UICollectionView"): `headerMode`, `footerMode`, `showsSeparators`. A
    /// supplementary header or footer is where the list's section gets its boundary items, so a rule about them is
    /// reported at its assignment. The sections it makes are `NSCollectionLayoutSection.list(using:…)` and
    /// `UICollectionViewCompositionalLayout.list(using:)`, read with the estimates of `ListMetrics`.
    static let listConfiguration: UIKitType = {
        let name = "UICollectionLayoutListConfiguration"
        var type = UIKitType(name)
        type.implicitInitializers = true
        type.initializers["appearance:"] = { interpreter, arguments, call in
            let appearance = try interpreter.choice(
                arguments[0].value, ListConfiguration.Appearance.self, "appearance", at: call)
            return .object(
                LayoutObject(
                    name, ListConfiguration(appearance: appearance), at: call.positionAfterSkippingLeadingTrivia))
        }
        type.properties["headerMode"] = .list { interpreter, configuration, value, node in
            configuration.headerMode = try interpreter.choice(
                value, ListConfiguration.HeaderMode.self, "\(name).headerMode", at: node)
            return configuration.headerMode == .supplementary
        }
        type.properties["footerMode"] = .list { interpreter, configuration, value, node in
            configuration.footerMode = try interpreter.choice(
                value, ListConfiguration.FooterMode.self, "\(name).footerMode", at: node)
            return configuration.footerMode == .supplementary
        }
        type.properties["showsSeparators"] = .list { interpreter, _, value, node in
            _ = try interpreter.bool(value, "\(name).showsSeparators", at: node)
            return false
        }
        // Swipe actions appear when a row is swiped: they change no frame at rest.
        for property in ["leadingSwipeActionsConfigurationProvider", "trailingSwipeActionsConfigurationProvider"] {
            type.properties[property] = .list { interpreter, _, _, node in
                interpreter.note("'\(property)' skipped: swipe actions change no frame at rest", at: node)
                return false
            }
        }
        return type
    }()

    /// `UICollectionLayoutListConfiguration.Appearance`.
    static let listAppearance = UIKitType.enumeration(
        "UICollectionLayoutListConfiguration.Appearance", cases: ListConfiguration.Appearance.allCases.map(\.rawValue))
    /// `UICollectionLayoutListConfiguration.HeaderMode`.
    static let listHeaderMode = UIKitType.enumeration(
        "UICollectionLayoutListConfiguration.HeaderMode", cases: ListConfiguration.HeaderMode.allCases.map(\.rawValue))
    /// `UICollectionLayoutListConfiguration.FooterMode`.
    static let listFooterMode = UIKitType.enumeration(
        "UICollectionLayoutListConfiguration.FooterMode", cases: ListConfiguration.FooterMode.allCases.map(\.rawValue))
}

extension UIKitType.Property {
    /// A set-only property of a list configuration; `set` returns whether it gives the section boundary items.
    fileprivate static func list(
        set: @escaping @Sendable (Interpreter, inout ListConfiguration, Value, Syntax) throws -> Bool
    ) -> Self {
        Self(set: { interpreter, value, newValue, node in
            guard case .object(let object) = value, var configuration = object.model(as: ListConfiguration.self) else {
                throw interpreter.diagnostic(
                    "UICollectionLayoutListConfiguration expected, got \(value.typeName)", at: node)
            }
            if try set(interpreter, &configuration, newValue, node) {
                object.positions[.boundarySupplementaryItems] = node.positionAfterSkippingLeadingTrivia
            }
            object.model = configuration
        })
    }
}

extension Interpreter {
    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` (`type` the section) or
    /// `UICollectionViewCompositionalLayout.list(using:)`: one full-width row per item, with the estimates of
    /// `ListMetrics`, said in a note.
    func listSection(_ arguments: Arguments, of type: String, at call: FunctionCallExprSyntax) throws -> Value {
        let what = "\(type).list(using:)"
        let listType = "UICollectionLayoutListConfiguration"
        let list = try model(arguments[0].value, listType, as: ListConfiguration.self, what, at: call)
        let configuration = try object(arguments[0].value, [listType], what, at: call)
        if arguments.count == 2, arguments[1].value.typeName != Value.environment.typeName {
            throw diagnostic(
                "layoutEnvironment expects the section provider's NSCollectionLayoutEnvironment, got "
                    + arguments[1].value.typeName, at: call)
        }
        let metrics = ListMetrics(list, containerSize: containerSize)
        note(metrics.note, at: call)
        let position = call.positionAfterSkippingLeadingTrivia
        guard type == "UICollectionViewCompositionalLayout" else {
            let section = LayoutObject("NSCollectionLayoutSection", metrics.section, at: position)
            section.positions = configuration.positions
            return .object(section)
        }
        let section = SectionCopy(section: metrics.section, position: position, positions: configuration.positions)
        return .object(try compositionalLayout(.section(section), nil, at: call))
    }
}
