import SwiftSyntax
import TransitionLabCore
import TransitionLabProtocol

/// Properties of the layout objects, set and read back, with the types UIKit gives them.
extension Interpreter {
    func setProperty(_ object: LayoutObject, _ name: String, _ value: Value, at node: some SyntaxProtocol) throws {
        let what = "\(object.kind.rawValue).\(name)"
        switch (object.kind, name) {
        case (.item, "contentInsets"), (.group, "contentInsets"), (.section, "contentInsets"),
            (.boundaryItem, "contentInsets"), (.decorationItem, "contentInsets"):
            object.fields[name] = try data(value, .directionalInsets, what, at: node)
        case (.item, "edgeSpacing"), (.group, "edgeSpacing"):
            if case .null = value {
                object.fields[name] = nil
            } else {
                object.fields[name] = try data(value, .edgeSpacing, what, at: node)
            }
        case (.group, "interItemSpacing"):
            if case .null = value {
                object.fields[name] = nil
            } else {
                object.fields[name] = try data(value, .spacing, what, at: node)
            }
        case (.section, "interGroupSpacing"), (.configuration, "interSectionSpacing"):
            object.fields[name] = .number(try number(value, what, at: node))
        case (.section, "orthogonalScrollingBehavior"):
            object.fields[name] = .string(try choice(value, Self.orthogonalBehaviors, what, at: node))
        case (.section, "boundarySupplementaryItems"):
            object.fields[name] = .array(
                try array(value, what, at: node).map { try self.object($0, [.boundaryItem], what, at: node).json })
        case (.section, "decorationItems"):
            object.fields[name] = .array(
                try array(value, what, at: node).map { try self.object($0, [.decorationItem], what, at: node).json })
        case (.section, "supplementariesFollowContentInsets"), (.boundaryItem, "pinToVisibleBounds"),
            (.boundaryItem, "extendsBoundary"):
            object.fields[name] = .bool(try bool(value, what, at: node))
        case (.boundaryItem, "zIndex"), (.decorationItem, "zIndex"), (.supplementaryItem, "zIndex"):
            object.fields[name] = .number(Double(try integer(value, at: node)))
        case (.configuration, "scrollDirection"), (.flowLayout, "scrollDirection"):
            object.fields[name] = .string(try choice(value, ["vertical", "horizontal"], what, at: node))
        case (.section, "visibleItemsInvalidationHandler"):
            object.fields["visibleItemsEffect"] = try visibleItemsEffect(value, at: node)
        case (.group, "supplementaryItems"):
            throw notSupportedYet("NSCollectionLayoutGroup.supplementaryItems", at: node)
        case (.listConfiguration, _):
            try setListProperty(object, name, value, what: what, at: node)
        case (.compositionalLayout, "configuration"):
            object.configuration = try self.object(value, [.configuration], what, at: node)
        default:
            try setFlowProperty(object, name, value, what: what, at: node)
        }
    }

    private func setFlowProperty(
        _ object: LayoutObject, _ name: String, _ value: Value, what: String, at node: some SyntaxProtocol
    ) throws {
        switch (object.kind, name) {
        case (.flowLayout, "itemSize"), (.flowLayout, "headerReferenceSize"), (.flowLayout, "footerReferenceSize"):
            object.fields[name] = try sizePair(value, what, at: node)
        case (.flowLayout, "minimumLineSpacing"), (.flowLayout, "minimumInteritemSpacing"):
            object.fields[name] = .number(try nonNegative(value, what, at: node))
        case (.flowLayout, "sectionInset"):
            object.fields[name] = try data(value, .edgeInsets, what, at: node)
        case (.flowLayout, "estimatedItemSize"):
            guard case .array(let pair) = try sizePair(value, what, at: node), pair.allSatisfy({ $0 == .number(0) })
            else {
                throw diagnostic("\(what): self-sizing flow cells are not part of the layout engine", at: node)
            }
        case (.flowLayout, "sectionHeadersPinToVisibleBounds"), (.flowLayout, "sectionFootersPinToVisibleBounds"):
            if try bool(value, what, at: node) {
                throw diagnostic("\(what) = true: pinned flow headers are not part of the layout engine", at: node)
            }
        default:
            throw diagnostic("property '\(what)'", at: node)
        }
    }

    /// Reads a property back (`section.contentInsets`, `layout.itemSize`), with UIKit's default when unset.
    func objectProperty(_ object: LayoutObject, _ name: String, at node: some SyntaxProtocol) throws -> Value {
        let stored = object.fields[name]
        switch name {
        case "contentInsets": return .data(.directionalInsets, stored ?? .object([:]))
        case "sectionInset": return .data(.edgeInsets, stored ?? .object([:]))
        case "itemSize", "headerReferenceSize", "footerReferenceSize":
            guard
                case .array(let pair) = stored
                    ?? .array([.number(name == "itemSize" ? 50 : 0), .number(name == "itemSize" ? 50 : 0)]),
                case .number(let width) = pair[0], case .number(let height) = pair[1]
            else { break }
            return .size(width: width, height: height)
        case "minimumLineSpacing", "minimumInteritemSpacing":
            if case .number(let value) = stored ?? .number(10) { return .number(value, .float) }
        case "interGroupSpacing", "interSectionSpacing":
            if case .number(let value) = stored ?? .number(0) { return .number(value, .float) }
        case "configuration" where object.kind == .compositionalLayout:
            let configuration = object.configuration ?? LayoutObject(.configuration, at: object.position)
            object.configuration = configuration
            return .object(configuration)
        default:
            break
        }
        throw diagnostic("reading '\(object.kind.rawValue).\(name)'", at: node)
    }
}
