import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabSwiftLayout

/// The UIKit registry: every name resolves to one type, and the qualified and implicit spellings of a member read
/// the same.
@Suite struct RegistryTests {
    @Test func implicitInitializerLabelsBelongToOneTypeEach() {
        var owners: [String: [String]] = [:]
        for type in UIKitRegistry.all where type.implicitInitializers {
            for labels in type.initializers.keys where !labels.isEmpty { owners[labels, default: []].append(type.name) }
        }
        for (labels, types) in owners { #expect(types.count == 1, "\(labels) is \(types)") }
    }

    @Test func implicitStaticMethodsBelongToOneTypeEach() {
        var owners: [String: [String]] = [:]
        for type in UIKitRegistry.all where type.implicitStaticMethods {
            for (name, overloads) in type.staticMethods {
                for labels in overloads.keys { owners["\(name)(\(labels))", default: []].append(type.name) }
            }
        }
        for (method, types) in owners { #expect(types.count == 1, "\(method) is \(types)") }
    }

    @Test func typeNamesAndAliasesAreUnique() {
        let names = UIKitRegistry.all.flatMap { [$0.name] + $0.aliases }
        #expect(Set(names).count == names.count)
    }

    /// Each pair builds the same layout: the implicit spelling, then the qualified one, as Apple's sample writes both.
    static let spellings: [(String, String)] = [
        (".continuous", "UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous"),
        (".groupPaging", "UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging"),
    ]

    static func section(behavior: String, direction: String, dimension: String, insets: String) -> String {
        """
        func makeLayout() -> UICollectionViewLayout {
            let size = NSCollectionLayoutSize(widthDimension: \(dimension), heightDimension: .absolute(80))
            let item = NSCollectionLayoutItem(layoutSize: size)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = \(behavior)
            section.contentInsets = \(insets)
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.scrollDirection = \(direction)
            return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        }
        """
    }

    @Test(arguments: spellings)
    func qualifiedAndImplicitSpellingsReadTheSame(implicit: String, qualified: String) throws {
        let short = try Support.read(
            Self.section(
                behavior: implicit, direction: ".vertical", dimension: ".fractionalWidth(0.5)",
                insets: ".init(top: 4, leading: 8, bottom: 4, trailing: 8)"))
        let long = try Support.read(
            Self.section(
                behavior: qualified, direction: "UICollectionView.ScrollDirection.vertical",
                dimension: "NSCollectionLayoutDimension.fractionalWidth(0.5)",
                insets: "NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)"))
        #expect(short.spec == long.spec)
        guard case .compositional(let sections, _, _) = long.spec else {
            Issue.record("not a compositional layout")
            return
        }
        #expect(sections[0].orthogonalScrollingBehavior.rawValue == String(implicit.dropFirst()))
        #expect(sections[0].contentInsets == DirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
    }

    @Test func aNestedEnumIsQualifiedByItsType() throws {
        let source = """
            func makeLayout() -> UICollectionViewLayout {
                let configuration = UICollectionLayoutListConfiguration(appearance: UICollectionLayoutListConfiguration.Appearance.insetGrouped)
                return UICollectionViewCompositionalLayout.list(using: configuration)
            }
            """
        let implicit = source.replacingOccurrences(
            of: "UICollectionLayoutListConfiguration.Appearance.insetGrouped", with: ".insetGrouped")
        #expect(try Support.read(source).spec == Support.read(implicit).spec)
    }

    @Test func anUnknownInitialiserNamesTheTypeAndLabels() throws {
        let error = try #require(Support.error("let layout = UICollectionViewFlowLayout(columns: 3)"))
        #expect(error.message.contains("UICollectionViewFlowLayout(columns:)"), "\(error)")
    }
}
