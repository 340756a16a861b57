import SwiftSyntax
import TransitionLabCore

/// A pasted layout class run the way UIKit runs a layout before it shows it: `prepare()`, then
/// `collectionViewContentSize`, then `layoutAttributesForElements(in:)` for everything the content and the
/// collection view's bounds cover ([UICollectionViewLayout](https://developer.apple.com/documentation/uikit/uicollectionviewlayout),
/// "Subclassing notes"). A flow layout subclass that only sets its properties (in `init` or `prepare()`) stays a
/// flow layout; one that answers for itself, and every `UICollectionViewLayout` subclass, is the elements it
/// answered (`CustomLayout`). Overrides that change no frame at rest (insert and delete animations, invalidation
/// contexts) are skipped with a note.
struct LayoutRun {
    let interpreter: Interpreter
    let layout: LayoutObject

    /// The members through which a layout answers for itself.
    static let answers: Set<String> = [
        "layoutAttributesForElements", "layoutAttributesForItem", "layoutAttributesForSupplementaryView",
        "layoutAttributesForDecorationView", "collectionViewContentSize",
    ]

    /// Overrides UIKit calls only while items are inserted, deleted or moved, or to invalidate in parts: they change
    /// no frame the layout shows at rest.
    static let skipped: Set<String> = [
        "initialLayoutAttributesForAppearingItem", "finalLayoutAttributesForDisappearingItem",
        "initialLayoutAttributesForAppearingSupplementaryElement",
        "finalLayoutAttributesForDisappearingSupplementaryElement",
        "initialLayoutAttributesForAppearingDecorationElement",
        "finalLayoutAttributesForDisappearingDecorationElement", "prepare(forCollectionViewUpdates:)",
        "finalizeCollectionViewUpdates", "prepare(forAnimatedBoundsChange:)", "finalizeAnimatedBoundsChange",
        "invalidationContext", "invalidateLayout",
        "shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)",
        "layoutAttributesClass", "invalidationContextClass", "indexPathsToDeleteForSupplementaryView",
        "indexPathsToInsertForSupplementaryView", "indexPathsToDeleteForDecorationView",
        "indexPathsToInsertForDecorationView", "targetIndexPath", "layoutAttributesForInteractivelyMovingItem",
        "prepareForTransition", "finalizeLayoutTransition",
    ]

    /// The layout's spec: a flow spec for a flow layout that does not answer for itself, else its answers.
    func spec() throws -> LayoutSpec {
        let overrides = overriddenMembers()
        noteSkipped(overrides)
        let name = layout.className
        let call = Self.call(name)
        let declaration = interpreter.declarations.classes[name].map { Syntax($0.declaration.name) } ?? Syntax(call)
        if interpreter.instanceMethod("prepare", labels: [], of: layout) != nil {
            _ = try interpreter.callInstanceMethod("prepare", on: layout, [], at: call)
        }
        if let flow = layout.model(as: FlowLayoutModel.self), overrides.keys.allSatisfy({ !Self.answers.contains($0) })
        {
            return .flow(sections: try interpreter.flowSections(of: layout), scrollDirection: flow.scrollDirection)
        }
        let contentSize = try interpreter.size(
            try interpreter.instanceMember("collectionViewContentSize", of: layout, at: call),
            "\(name).collectionViewContentSize", at: overrides["collectionViewContentSize"] ?? declaration)
        let bounds = interpreter.containerSize
        let everything = Rect(
            x: 0, y: 0, width: max(contentSize.width, bounds.width), height: max(contentSize.height, bounds.height))
        let answer = try interpreter.callInstanceMethod(
            "layoutAttributesForElements", on: layout, [("in", .rect(everything))], at: call)
        let at = overrides["layoutAttributesForElements"] ?? declaration
        if case .null = answer, overrides["layoutAttributesForElements"] == nil {
            interpreter.note(
                "\(name) does not override layoutAttributesForElements(in:): UIKit's answers nil, so nothing is shown",
                at: at)
        }
        let objects =
            try interpreter.optional(answer) { try interpreter.array($0, "layoutAttributesForElements(in:)", at: at) }
            ?? []
        guard objects.count <= CustomLayout.maximumElements else {
            throw interpreter.diagnostic(
                "layoutAttributesForElements(in:) returns \(objects.count) elements, more than "
                    + "\(CustomLayout.maximumElements) (element limit)", at: at)
        }
        let elements = try objects.map { value -> LayoutAttributes in
            let model = try interpreter.model(
                value, UIKitType.collectionViewLayoutAttributes.name, as: AttributesModel.self,
                "layoutAttributesForElements(in:)", at: at)
            guard let attributes = model.laidOut else {
                throw interpreter.notSupportedYet(
                    "a transform that skews` (docs/swift-layouts.md#transforms); `", at: at)
            }
            try interpreter.checking("layoutAttributesForElements(in:)", at: at) { () throws(LayoutSpecViolation) in
                for number in [
                    attributes.frame.minX, attributes.frame.minY, attributes.frame.width, attributes.frame.height,
                    attributes.alpha,
                ] {
                    _ = try LayoutSpec.checkedNumber(number)
                }
            }
            return attributes
        }
        let horizontal = contentSize.width > bounds.width && contentSize.height <= bounds.height
        return .custom(
            CustomLayout(
                contentSize: contentSize, elements: elements, scrollDirection: horizontal ? .horizontal : .vertical))
    }

    /// The members the layout's classes declare `override`, with where each is declared.
    private func overriddenMembers() -> [String: Syntax] {
        var members: [String: Syntax] = [:]
        for pasted in interpreter.classChain(from: layout.className) {
            for (name, functions) in pasted.methods {
                for function in functions where Self.isOverride(function.modifiers) {
                    let labels = Declarations.labels(of: function)
                    let full = labels.allSatisfy { $0 == "_" } ? name : "\(name)(\(labels.map { "\($0):" }.joined()))"
                    members[Self.skipped.contains(full) ? full : name] = members[name] ?? Syntax(function.name)
                }
            }
            for (name, binding) in pasted.computedProperties where members[name] == nil {
                members[name] = Syntax(binding)
            }
        }
        return members
    }

    private func noteSkipped(_ overrides: [String: Syntax]) {
        for (name, node) in overrides.sorted(by: { $0.key < $1.key }) where Self.skipped.contains(name) {
            interpreter.note(
                "'\(name)' skipped: UIKit calls it only while items are inserted, deleted or moved, or to invalidate "
                    + "in parts; it changes no frame at rest", at: node)
        }
    }

    private static func isOverride(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.override) }
    }

    /// A call node for UIKit's calls, which are not in the paste.
    static func call(_ name: String) -> FunctionCallExprSyntax {
        FunctionCallExprSyntax(
            calledExpression: DeclReferenceExprSyntax(baseName: .identifier(name)), leftParen: .leftParenToken(),
            arguments: [], rightParen: .rightParenToken())
    }
}
