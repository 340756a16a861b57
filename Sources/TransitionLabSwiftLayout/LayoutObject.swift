import SwiftSyntax
import TransitionLabCore

/// A UIKit layout object under construction, holding its layout model value. Like UIKit's classes it is shared by
/// reference, so `item.contentInsets = …` after `let item = …` changes the one item; groups, sections and layouts
/// copy what they are given (UIKit copies subitems and boundary items too).
final class LayoutObject {
    enum Kind: String {
        case item = "NSCollectionLayoutItem"
        case group = "NSCollectionLayoutGroup"
        case section = "NSCollectionLayoutSection"
        case boundaryItem = "NSCollectionLayoutBoundarySupplementaryItem"
        case supplementaryItem = "NSCollectionLayoutSupplementaryItem"
        case listConfiguration = "UICollectionLayoutListConfiguration"
        case decorationItem = "NSCollectionLayoutDecorationItem"
        case configuration = "UICollectionViewCompositionalLayoutConfiguration"
        case compositionalLayout = "UICollectionViewCompositionalLayout"
        case flowLayout = "UICollectionViewFlowLayout"
    }

    /// Where a compositional layout's sections come from.
    enum Sections {
        /// `UICollectionViewCompositionalLayout(section:)`: one section for every item count.
        case section(SectionCopy)
        /// `UICollectionViewCompositionalLayout(sectionProvider:)`, asked for each section.
        case provider(Closure)
    }

    /// A section as a layout takes it (a copy: later changes to the section object do not reach the layout), with
    /// where the object was made and where its properties were set.
    struct SectionCopy {
        let section: CollectionLayoutSection
        let position: AbsolutePosition
        let positions: [LayoutSpecViolation.Property: AbsolutePosition]
    }

    enum Model {
        case item(CollectionLayoutItem)
        case group(CollectionLayoutGroup)
        case section(CollectionLayoutSection)
        case boundaryItem(CollectionLayoutBoundarySupplementaryItem)
        case supplementaryItem(CollectionLayoutSupplementaryItem)
        case decorationItem(CollectionLayoutDecorationItem)
        case listConfiguration(ListConfiguration)
        case configuration(CollectionViewCompositionalLayoutConfiguration)
        /// The sections and the configuration object (`layout.configuration`).
        case compositionalLayout(Sections, configuration: LayoutObject)
        /// The properties every section shares (`numberOfItems` is filled in per section) and the scroll direction.
        case flowLayout(FlowLayout.Section, scrollDirection: LayoutAxis)
    }

    var model: Model
    /// Where the object was made.
    let position: AbsolutePosition
    /// Where properties that a rule checks only once the object is used were given
    /// (`section.visibleItemsInvalidationHandler = …`), so a broken rule is reported there.
    var positions: [LayoutSpecViolation.Property: AbsolutePosition] = [:]

    init(_ model: Model, at position: AbsolutePosition) {
        self.model = model
        self.position = position
    }

    /// `UICollectionViewFlowLayout()`: UIKit's defaults, scrolling vertically.
    static func flowLayout(at position: AbsolutePosition) -> LayoutObject {
        LayoutObject(.flowLayout(FlowLayout.Section(numberOfItems: 0), scrollDirection: .vertical), at: position)
    }

    /// The section this object holds, as a layout takes it; nil for other objects.
    var sectionCopy: SectionCopy? {
        model.section.map { SectionCopy(section: $0, position: position, positions: positions) }
    }

    var kind: Kind {
        switch model {
        case .item: .item
        case .group: .group
        case .section: .section
        case .boundaryItem: .boundaryItem
        case .supplementaryItem: .supplementaryItem
        case .decorationItem: .decorationItem
        case .listConfiguration: .listConfiguration
        case .configuration: .configuration
        case .compositionalLayout: .compositionalLayout
        case .flowLayout: .flowLayout
        }
    }
}

extension LayoutObject.Model {
    var item: CollectionLayoutItem? { if case .item(let item) = self { item } else { nil } }
    var group: CollectionLayoutGroup? { if case .group(let group) = self { group } else { nil } }
    var section: CollectionLayoutSection? { if case .section(let section) = self { section } else { nil } }
    var boundaryItem: CollectionLayoutBoundarySupplementaryItem? {
        if case .boundaryItem(let item) = self { item } else { nil }
    }
    var supplementaryItem: CollectionLayoutSupplementaryItem? {
        if case .supplementaryItem(let item) = self { item } else { nil }
    }
    var decorationItem: CollectionLayoutDecorationItem? {
        if case .decorationItem(let item) = self { item } else { nil }
    }
    var listConfiguration: ListConfiguration? {
        if case .listConfiguration(let configuration) = self { configuration } else { nil }
    }
    var configuration: CollectionViewCompositionalLayoutConfiguration? {
        if case .configuration(let configuration) = self { configuration } else { nil }
    }
}
