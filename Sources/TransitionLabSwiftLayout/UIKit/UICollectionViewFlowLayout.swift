import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// `UICollectionViewFlowLayout()`: `itemSize`, `minimumLineSpacing`, `minimumInteritemSpacing`, `sectionInset`,
    /// `headerReferenceSize`, `footerReferenceSize`, `scrollDirection`, `estimatedItemSize = .zero`, and the
    /// pinning flags when false; each applies to every section, as in UIKit.
    static let flowLayout: UIKitType = {
        let name = "UICollectionViewFlowLayout"
        var type = UIKitType(name)
        type.superclass = "UICollectionViewLayout"
        type.initializers[""] = { _, _, call in
            .object(LayoutObject.flowLayout(at: call.positionAfterSkippingLeadingTrivia))
        }
        // UIKit's answers, which a subclass's overrides read through `super`.
        type.properties["collectionViewContentSize"] = Property(get: { interpreter, value, node in
            let size = try interpreter.preparedFlow(of: value, at: node).collectionViewContentSize
            return .size(width: size.width, height: size.height)
        })
        type.methods["layoutAttributesForElements"] = [
            "in:": { interpreter, receiver, arguments, call in
                let flow = try interpreter.preparedFlow(of: receiver, at: call)
                guard case .record = arguments[0].value else {
                    let rect = try interpreter.rect(arguments[0].value, "in", at: call)
                    let elements = flow.layoutAttributesForElements(in: rect)
                    try interpreter.grow(by: elements.count, at: call)
                    return .array(elements.map { interpreter.attributesObject($0, at: call) })
                }
                // A rectangle that moves with the scroll position: every element, each there while it meets it.
                let content = flow.collectionViewContentSize
                let elements = flow.layoutAttributesForElements(
                    in: Rect(x: 0, y: 0, width: max(content.width, 1), height: max(content.height, 1)))
                try interpreter.grow(by: elements.count, at: call)
                return .array(
                    try elements.map { element in
                        let object = interpreter.attributesObject(element, at: call)
                        let meets = try interpreter.intersects(.rect(element.frame), arguments[0].value, at: call)
                        guard case .symbol(let condition) = meets else {
                            return try interpreter.bool(meets, "intersects", at: call) ? object : nil
                        }
                        return .guarded(object, condition: condition)
                    }.compactMap { $0 })
            }
        ]
        type.methods["layoutAttributesForItem"] = [
            "at:": { interpreter, receiver, arguments, call in
                let path = try interpreter.indexPath(arguments[0].value, "at", at: call)
                return try interpreter.preparedFlow(of: receiver, at: call).layoutAttributesForItem(at: path)
                    .map { interpreter.attributesObject($0, at: call) } ?? .null
            }
        ]
        type.methods["layoutAttributesForSupplementaryView"] = [
            "ofKind:at:": { interpreter, receiver, arguments, call in
                let kind = try interpreter.string(arguments[0].value, "ofKind", at: call)
                let path = try interpreter.indexPath(arguments[1].value, "at", at: call)
                return try interpreter.preparedFlow(of: receiver, at: call)
                    .layoutAttributesForSupplementaryView(ofKind: kind, at: path)
                    .map { interpreter.attributesObject($0, at: call) } ?? .null
            }
        ]
        let sizes: [(String, any WritableKeyPath<FlowLayout.Section, Size> & Sendable)] = [
            ("itemSize", \.itemSize), ("headerReferenceSize", \.headerReferenceSize),
            ("footerReferenceSize", \.footerReferenceSize),
        ]
        for (property, keyPath) in sizes {
            type.properties[property] = .flow(get: {
                .size(width: $0.section[keyPath: keyPath].width, height: $0.section[keyPath: keyPath].height)
            }) {
                interpreter, flow, value, node in
                flow.section[keyPath: keyPath] = try interpreter.referenceSize(value, "\(name).\(property)", at: node)
                if property == "itemSize" { flow.setsItemSize = true }
            }
        }
        let spacings: [(String, any WritableKeyPath<FlowLayout.Section, Double> & Sendable)] = [
            ("minimumLineSpacing", \.minimumLineSpacing), ("minimumInteritemSpacing", \.minimumInteritemSpacing),
        ]
        for (property, keyPath) in spacings {
            type.properties[property] = .flow(get: { .number($0.section[keyPath: keyPath], .float) }) {
                interpreter, flow, value, node in
                flow.section[keyPath: keyPath] = try interpreter.length(value, "\(name).\(property)", at: node)
            }
        }
        type.properties["sectionInset"] = .flow(get: { .edgeInsets($0.section.sectionInset) }) {
            interpreter, flow, value, node in
            flow.section.sectionInset = try interpreter.edgeInsets(value, "\(name).sectionInset", at: node)
        }
        type.properties["scrollDirection"] = .flow(get: {
            .member($0.scrollDirection == .horizontal ? "horizontal" : "vertical")
        }) { interpreter, flow, value, node in
            flow.scrollDirection = try interpreter.scrollDirection(value, "\(name).scrollDirection", at: node)
        }
        type.properties["estimatedItemSize"] = .flow(get: { _ in .member("zero") }) { interpreter, _, value, node in
            let what = "\(name).estimatedItemSize"
            guard try interpreter.size(value, what, at: node) == .zero else {
                throw interpreter.selfSizingCells(what, at: node)
            }
        }
        // Self-sizing cells: their sizes come from Auto Layout in the cells, which no paste of layout code holds.
        type.staticProperties["automaticSize"] = { interpreter, node in
            throw interpreter.selfSizingCells("\(name).automaticSize", at: node)
        }
        for property in ["sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds"] {
            type.properties[property] = .flow(get: { _ in .bool(false) }) { interpreter, _, value, node in
                let what = "\(name).\(property)"
                if try interpreter.bool(value, what, at: node) {
                    throw interpreter.diagnostic(
                        "\(what) = true: pinned flow headers are not part of the layout engine", at: node)
                }
            }
        }
        return type
    }()
}

/// A flow layout under construction: the properties every section shares (`numberOfItems` is filled in per
/// section) and the scroll direction.
struct FlowLayoutModel {
    var section = FlowLayout.Section(numberOfItems: 0)
    var scrollDirection = LayoutAxis.vertical
    /// Whether the paste set `itemSize`, so that UIKit's default is never used without a word.
    var setsItemSize = false
}

extension LayoutObject {
    /// `UICollectionViewFlowLayout()`: UIKit's defaults, scrolling vertically.
    static func flowLayout(at position: AbsolutePosition) -> LayoutObject {
        LayoutObject("UICollectionViewFlowLayout", FlowLayoutModel(), at: position)
    }
}

extension UIKitType.Property {
    /// A property of a flow layout's model.
    fileprivate static func flow(
        get: @escaping @Sendable (FlowLayoutModel) -> Value,
        set: @escaping @Sendable (Interpreter, inout FlowLayoutModel, Value, Syntax) throws -> Void
    ) -> Self {
        .model("UICollectionViewFlowLayout", FlowLayoutModel.self, get: get, set: set)
    }
}

extension Interpreter {
    /// A flow layout's `CGSize`: both sides lengths (`LayoutSpec.checkedLength(_:)`).
    func referenceSize(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> Size {
        let size = try size(value, what, at: node)
        return try checking(what, at: node) { () throws(LayoutSpecViolation) in
            Size(width: try LayoutSpec.checkedLength(size.width), height: try LayoutSpec.checkedLength(size.height))
        }
    }

    /// `UICollectionView.ScrollDirection`: `.vertical` or `.horizontal`.
    func scrollDirection(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> LayoutAxis {
        try choice(value, ScrollDirection.self, what, at: node) == .horizontal ? .horizontal : .vertical
    }
}

/// Mirrors `UICollectionView.ScrollDirection`.
enum ScrollDirection: String, CaseIterable {
    case vertical, horizontal
}

extension Interpreter {
    /// The refusal of self-sizing flow cells (`estimatedItemSize`), whose sizes Auto Layout in the cells decides.
    func selfSizingCells(_ what: String, at node: some SyntaxProtocol) -> SwiftLayoutDiagnostic {
        diagnostic(
            "\(what): self-sizing flow cells are not part of the layout engine: set itemSize, or paste the "
                + "view controller's collectionView(_:layout:sizeForItemAt:), to the sizes the cells take", at: node)
    }
}
