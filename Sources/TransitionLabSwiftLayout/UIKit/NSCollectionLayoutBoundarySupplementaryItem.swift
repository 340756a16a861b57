import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// `NSCollectionLayoutBoundarySupplementaryItem(layoutSize:elementKind:alignment:)` and
    /// `(…:absoluteOffset:)` with a zero offset; `contentInsets`, `pinToVisibleBounds`, `extendsBoundary`, `zIndex`.
    static let collectionLayoutBoundarySupplementaryItem: UIKitType = {
        let name = "NSCollectionLayoutBoundarySupplementaryItem"
        typealias Model = CollectionLayoutBoundarySupplementaryItem
        var type = UIKitType(name)
        type.implicitInitializers = true
        let make: Call = { interpreter, arguments, call in
            if arguments.count == 4 {
                // Apple documents the offset as the item's "offset from the section or layout it's attached to",
                // not whether it moves the content an extending item pushes down: only no offset is read.
                guard try interpreter.point(arguments[3].value, "absoluteOffset", at: call) == .zero else {
                    throw interpreter.diagnostic(
                        "not supported yet: a non-zero absoluteOffset (docs/swift-layouts.md#not-supported-yet)",
                        at: call)
                }
            }
            let item = Model(
                layoutSize: try interpreter.layoutSize(arguments[0].value, "layoutSize", at: call),
                elementKind: try interpreter.string(arguments[1].value, "elementKind", at: call),
                alignment: try interpreter.choice(arguments[2].value, RectAlignment.self, "alignment", at: call))
            try interpreter.checking(
                name, at: call.positionAfterSkippingLeadingTrivia,
                positions: interpreter.positions(of: [.alignment: "alignment"], in: call)
            ) { () throws(LayoutSpecViolation) in try item.validate() }
            return .object(LayoutObject(name, item, at: call.positionAfterSkippingLeadingTrivia))
        }
        type.initializers["layoutSize:elementKind:alignment:"] = make
        type.initializers["layoutSize:elementKind:alignment:absoluteOffset:"] = make
        type.properties["contentInsets"] = .model(name, Model.self, get: { .directionalInsets($0.contentInsets) }) {
            interpreter, item, value, node in
            item.contentInsets = try interpreter.directionalInsets(value, "\(name).contentInsets", at: node)
        }
        type.properties["pinToVisibleBounds"] = .model(name, Model.self, get: { .bool($0.pinToVisibleBounds) }) {
            interpreter, item, value, node in
            item.pinToVisibleBounds = try interpreter.bool(value, "\(name).pinToVisibleBounds", at: node)
        }
        type.properties["extendsBoundary"] = .model(name, Model.self, get: { .bool($0.extendsBoundary) }) {
            interpreter, item, value, node in
            item.extendsBoundary = try interpreter.bool(value, "\(name).extendsBoundary", at: node)
        }
        type.properties["zIndex"] = .model(name, Model.self, get: { .number(Double($0.zIndex), .int) }) {
            interpreter, item, value, node in
            item.zIndex = try interpreter.zIndex(value, "\(name).zIndex", at: node)
        }
        return type
    }()
}
