import SwiftSyntax
import TransitionLabCore

/// Properties of the layout objects, set and read back, with the types UIKit gives them. A property whose rule is
/// checked only once the object is used (a section's scrolling and handler, its boundary items) records where it was
/// set, so a broken rule is reported there.
extension Interpreter {
    func setProperty(_ object: LayoutObject, _ name: String, _ value: Value, at node: some SyntaxProtocol) throws {
        let what = "\(object.kind.rawValue).\(name)"
        switch object.model {
        case .item(var item):
            try setSubitemProperty(name, value, &item.contentInsets, &item.edgeSpacing, what: what, at: node)
            object.model = .item(item)
        case .group(var group):
            switch name {
            case "interItemSpacing": group.interItemSpacing = try optional(value) { try spacing($0, what, at: node) }
            case "supplementaryItems": throw notSupportedYet("NSCollectionLayoutGroup.supplementaryItems", at: node)
            default: try setSubitemProperty(name, value, &group.contentInsets, &group.edgeSpacing, what: what, at: node)
            }
            object.model = .group(group)
        case .section(var section):
            try setSectionProperty(&section, object, name, value, what: what, at: node)
            object.model = .section(section)
        case .boundaryItem(var item):
            switch name {
            case "contentInsets": item.contentInsets = try directionalInsets(value, what, at: node)
            case "pinToVisibleBounds": item.pinToVisibleBounds = try bool(value, what, at: node)
            case "extendsBoundary": item.extendsBoundary = try bool(value, what, at: node)
            case "zIndex": item.zIndex = try zIndex(value, what, at: node)
            default: throw diagnostic("property '\(what)'", at: node)
            }
            object.model = .boundaryItem(item)
        case .supplementaryItem(var item):
            guard name == "zIndex" else { throw diagnostic("property '\(what)'", at: node) }
            item.zIndex = try zIndex(value, what, at: node)
            object.model = .supplementaryItem(item)
        case .decorationItem(var item):
            switch name {
            case "contentInsets": item.contentInsets = try directionalInsets(value, what, at: node)
            case "zIndex": item.zIndex = try zIndex(value, what, at: node)
            default: throw diagnostic("property '\(what)'", at: node)
            }
            object.model = .decorationItem(item)
        case .listConfiguration(let configuration):
            try setListProperty(object, configuration, name, value, what: what, at: node)
        case .configuration(var configuration):
            switch name {
            case "interSectionSpacing": configuration.interSectionSpacing = try layoutNumber(value, what, at: node)
            case "scrollDirection": configuration.scrollDirection = try scrollDirection(value, what, at: node)
            default: throw diagnostic("property '\(what)'", at: node)
            }
            object.model = .configuration(configuration)
        case .compositionalLayout(let sections, _):
            guard name == "configuration" else { throw diagnostic("property '\(what)'", at: node) }
            object.model = .compositionalLayout(
                sections, configuration: try self.object(value, [.configuration], what, at: node))
        case .flowLayout(var section, var direction):
            try setFlowProperty(&section, &direction, name, value, what: what, at: node)
            object.model = .flowLayout(section, scrollDirection: direction)
        }
    }

    /// `contentInsets` and `edgeSpacing`, which items and groups share.
    private func setSubitemProperty(
        _ name: String, _ value: Value, _ contentInsets: inout DirectionalEdgeInsets,
        _ edgeSpacing: inout CollectionLayoutEdgeSpacing?, what: String, at node: some SyntaxProtocol
    ) throws {
        switch name {
        case "contentInsets": contentInsets = try directionalInsets(value, what, at: node)
        case "edgeSpacing": edgeSpacing = try optional(value) { try self.edgeSpacing($0, what, at: node) }
        default: throw diagnostic("property '\(what)'", at: node)
        }
    }

    private func setSectionProperty(
        _ section: inout CollectionLayoutSection, _ object: LayoutObject, _ name: String, _ value: Value,
        what: String, at node: some SyntaxProtocol
    ) throws {
        let position = node.positionAfterSkippingLeadingTrivia
        switch name {
        case "contentInsets":
            section.contentInsets = try directionalInsets(value, what, at: node)
        case "interGroupSpacing":
            section.interGroupSpacing = try layoutNumber(value, what, at: node)
        case "orthogonalScrollingBehavior":
            section.orthogonalScrollingBehavior = try choice(
                value, CollectionLayoutSectionOrthogonalScrollingBehavior.self, what, at: node)
            object.positions[.orthogonalScrollingBehavior] = position
        case "boundarySupplementaryItems":
            section.boundarySupplementaryItems = try array(value, what, at: node).map {
                try model($0, .boundaryItem, \.boundaryItem, what, at: node)
            }
            object.positions[.boundarySupplementaryItems] = position
        case "decorationItems":
            section.decorationItems = try array(value, what, at: node).map {
                try model($0, .decorationItem, \.decorationItem, what, at: node)
            }
        case "supplementariesFollowContentInsets":
            section.supplementariesFollowContentInsets = try bool(value, what, at: node)
        case "visibleItemsInvalidationHandler":
            section.visibleItemsEffect = try visibleItemsEffect(value, at: node)
            object.positions[.visibleItemsEffect] = position
        default:
            throw diagnostic("property '\(what)'", at: node)
        }
    }

    private func setFlowProperty(
        _ section: inout FlowLayout.Section, _ direction: inout LayoutAxis, _ name: String, _ value: Value,
        what: String, at node: some SyntaxProtocol
    ) throws {
        switch name {
        case "itemSize": section.itemSize = try referenceSize(value, what, at: node)
        case "headerReferenceSize": section.headerReferenceSize = try referenceSize(value, what, at: node)
        case "footerReferenceSize": section.footerReferenceSize = try referenceSize(value, what, at: node)
        case "minimumLineSpacing": section.minimumLineSpacing = try length(value, what, at: node)
        case "minimumInteritemSpacing": section.minimumInteritemSpacing = try length(value, what, at: node)
        case "sectionInset": section.sectionInset = try edgeInsets(value, what, at: node)
        case "scrollDirection": direction = try scrollDirection(value, what, at: node)
        case "estimatedItemSize":
            guard try size(value, what, at: node) == .zero else {
                throw diagnostic("\(what): self-sizing flow cells are not part of the layout engine", at: node)
            }
        case "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds":
            if try bool(value, what, at: node) {
                throw diagnostic("\(what) = true: pinned flow headers are not part of the layout engine", at: node)
            }
        default:
            throw diagnostic("property '\(what)'", at: node)
        }
    }

    /// A flow layout's `CGSize`: both sides lengths (`LayoutSpec.checkedLength(_:)`).
    private func referenceSize(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> Size {
        let size = try size(value, what, at: node)
        return try checking(what, at: node) { () throws(LayoutSpecViolation) in
            Size(width: try LayoutSpec.checkedLength(size.width), height: try LayoutSpec.checkedLength(size.height))
        }
    }

    /// `UICollectionView.ScrollDirection`: `.vertical` or `.horizontal`.
    private func scrollDirection(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> LayoutAxis {
        try choice(value, ScrollDirection.self, what, at: node) == .horizontal ? .horizontal : .vertical
    }

    /// `nil`, or what `body` makes of the value.
    private func optional<Wrapped>(_ value: Value, _ body: (Value) throws -> Wrapped) throws -> Wrapped? {
        if case .null = value { return nil }
        return try body(value)
    }

    /// Reads a property back (`section.contentInsets`, `layout.itemSize`), with UIKit's default when unset.
    func objectProperty(_ object: LayoutObject, _ name: String, at node: some SyntaxProtocol) throws -> Value {
        switch (object.model, name) {
        case (.item(let item), "contentInsets"): return .directionalInsets(item.contentInsets)
        case (.group(let group), "contentInsets"): return .directionalInsets(group.contentInsets)
        case (.section(let section), "contentInsets"): return .directionalInsets(section.contentInsets)
        case (.boundaryItem(let item), "contentInsets"): return .directionalInsets(item.contentInsets)
        case (.decorationItem(let item), "contentInsets"): return .directionalInsets(item.contentInsets)
        case (.section(let section), "interGroupSpacing"): return .number(section.interGroupSpacing, .float)
        case (.configuration(let configuration), "interSectionSpacing"):
            return .number(configuration.interSectionSpacing, .float)
        case (.compositionalLayout(_, let configuration), "configuration"): return .object(configuration)
        case (.flowLayout(let section, _), "sectionInset"): return .edgeInsets(section.sectionInset)
        case (.flowLayout(let section, _), "itemSize"):
            return .size(width: section.itemSize.width, height: section.itemSize.height)
        case (.flowLayout(let section, _), "headerReferenceSize"):
            return .size(width: section.headerReferenceSize.width, height: section.headerReferenceSize.height)
        case (.flowLayout(let section, _), "footerReferenceSize"):
            return .size(width: section.footerReferenceSize.width, height: section.footerReferenceSize.height)
        case (.flowLayout(let section, _), "minimumLineSpacing"): return .number(section.minimumLineSpacing, .float)
        case (.flowLayout(let section, _), "minimumInteritemSpacing"):
            return .number(section.minimumInteritemSpacing, .float)
        default: throw diagnostic("reading '\(object.kind.rawValue).\(name)'", at: node)
        }
    }
}

/// Mirrors `UICollectionView.ScrollDirection`.
private enum ScrollDirection: String, CaseIterable {
    case vertical, horizontal
}
