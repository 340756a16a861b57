import SwiftSyntax
import TransitionLabCore

/// A pasted `UICollectionViewTransitionLayout` subclass run the way UIKit runs it during an interactive transition
/// ([UICollectionViewTransitionLayout](https://developer.apple.com/documentation/uikit/uicollectionviewtransitionlayout)):
/// made by the app's `collectionView(_:transitionLayoutForOldLayout:newLayout:)` when the paste has it, else by its
/// `init(currentLayout:nextLayout:)`; `transitionProgress` set (its `didSet` runs), then `prepare()` and
/// `layoutAttributesForElements(in:)`, which UIKit asks again at every progress. The overrides run once for one
/// element of each kind, with `super`'s interpolated attributes, the element's index path, its attributes in
/// `currentLayout` and `nextLayout` and the progress as symbols, so what they compute is arithmetic
/// (`TransitionLayoutEffect`) the transition evaluates for every element in every frame.
struct TransitionLayoutRun {
    let interpreter: Interpreter
    let className: String

    /// The first pasted class that extends `UICollectionViewTransitionLayout`.
    static func subclass(in interpreter: Interpreter) -> String? {
        interpreter.declarations.order.first { name in
            interpreter.declarations.classes[name] != nil
                && interpreter.uikitBase(of: name) == "UICollectionViewTransitionLayout"
        }
    }

    /// The element the overrides run for, for each kind of element, with the kind it compares as
    /// (`TransitionElementKind`).
    static let elements: [(TransitionLayoutEffect.Elements, ElementCategory)] = [
        (.cells, .cell), (.headers, .supplementaryView(elementKind: TransitionElementKind.header)),
        (.footers, .supplementaryView(elementKind: TransitionElementKind.footer)),
        (.otherSupplementaryViews, .supplementaryView(elementKind: TransitionElementKind.other)),
        (.decorationViews, .decorationView(elementKind: TransitionElementKind.other)),
    ]

    func effect() throws -> TransitionLayoutEffect {
        let call = LayoutRun.call(className)
        let declaration =
            interpreter.declarations.classes[className].map { Syntax($0.declaration.name) } ?? Syntax(call)
        noteSkippedOverrides()
        var effect = TransitionLayoutEffect()
        for (elements, category) in Self.elements {
            interpreter.transitionCategory = category
            defer { interpreter.transitionCategory = nil }
            let object = try make(at: call)
            try setProgress(of: object, at: call)
            if interpreter.instanceMethod("prepare", labels: [], of: object) != nil {
                _ = try interpreter.callInstanceMethod("prepare", on: object, [], at: call)
            }
            let at =
                interpreter.instanceMethod("layoutAttributesForElements", labels: ["in"], of: object).map {
                    Syntax($0.0.name)
                } ?? declaration
            let bounds = Rect(
                x: 0, y: 0, width: interpreter.containerSize.width, height: interpreter.containerSize.height)
            let answer = try interpreter.callInstanceMethod(
                "layoutAttributesForElements", on: object, [("in", .rect(bounds))], at: call)
            let fields = try self.fields(of: answer, category, at: at)
            if !fields.isEmpty { effect.fields[elements] = fields }
        }
        effect.shared = interpreter.sharedExpressions
        try interpreter.checking("the transition layout", at: declaration) { () throws(LayoutSpecViolation) in
            try effect.validate()
        }
        return effect
    }

    /// The instance, as the app's delegate method or the initialiser makes it.
    private func make(at call: FunctionCallExprSyntax) throws -> LayoutObject {
        let current = Value.object(TransitionLayoutModel.side(.current, at: call))
        let next = Value.object(TransitionLayoutModel.side(.next, at: call))
        let made: Value
        if interpreter.declarations.functions["collectionView"]?.contains(where: {
            Declarations.labels(of: $0) == ["_", "transitionLayoutForOldLayout", "newLayout"]
        }) == true {
            made =
                try interpreter.callFunction(
                    "collectionView",
                    arguments: [
                        (nil, .collectionView), ("transitionLayoutForOldLayout", current), ("newLayout", next),
                    ],
                    at: call) ?? .null
        } else {
            made = try interpreter.instantiate(className, [("currentLayout", current), ("nextLayout", next)], at: call)
        }
        guard case .object(let object) = made, object.model(as: TransitionLayoutModel.self) != nil else {
            throw interpreter.diagnostic(
                "collectionView(_:transitionLayoutForOldLayout:newLayout:) expects a UICollectionViewTransitionLayout, "
                    + "got \(made.typeName)", at: call)
        }
        return object
    }

    /// Sets `transitionProgress` to the progress, as the app's gesture code does, running the observers or the
    /// setter the subclass gives it.
    private func setProgress(of object: LayoutObject, at call: FunctionCallExprSyntax) throws {
        try interpreter.setMember(
            "transitionProgress", of: .object(object), to: .symbol(.variable(.progress)), in: interpreter.globals,
            at: call)
    }

    /// The fields the answer changes for the element: none when it is UIKit's, `shown` 0 when it leaves it out.
    private func fields(of answer: Value, _ category: ElementCategory, at node: Syntax) throws
        -> [CustomLayoutDynamics.Field: EffectExpression]
    {
        let what = "layoutAttributesForElements(in:)"
        let elements = try interpreter.optional(answer) { try interpreter.array($0, what, at: node) } ?? []
        guard elements.count <= 1 else {
            throw interpreter.diagnostic(
                "not supported yet: a transition layout that adds elements to super's "
                    + "(docs/swift-layouts.md#transition-layouts): return super's elements, changed or filtered",
                at: node)
        }
        guard var value = elements.first else { return [.shown: .constant(0)] }
        var conditions: [EffectExpression] = []
        while case .guarded(let inner, let condition) = value {
            conditions.append(condition)
            value = inner
        }
        let model = try interpreter.model(
            value, UIKitType.collectionViewLayoutAttributes.name, as: AttributesModel.self, what, at: node)
        guard model.indexPath == .transitionElement, model.category == category else {
            throw interpreter.diagnostic(
                "not supported yet: a transition layout that answers other attributes than super's for an element "
                    + "(docs/swift-layouts.md#transition-layouts): change super's attributes, or make new ones at "
                    + "their indexPath", at: node)
        }
        let condition = conditions.dropFirst().reduce(conditions.first) { all, next in
            all.map { .operation(.and, [$0, next]) }
        }
        let run = LayoutRun(
            interpreter: interpreter, layout: LayoutObject(className, CustomLayoutModel(), at: node.position))
        var fields = try run.fields(of: model, condition: condition, at: node)
        let unchanged: [CustomLayoutDynamics.Field: EffectExpression] = [
            .x: .variable(.itemMinX), .y: .variable(.itemMinY), .width: .variable(.itemWidth),
            .height: .variable(.itemHeight), .alpha: .variable(.itemAlpha), .zIndex: .variable(.itemZIndex),
            .scaleX: .variable(.itemScaleX), .scaleY: .variable(.itemScaleY),
            .translationX: .variable(.itemTranslationX), .translationY: .variable(.itemTranslationY),
            .shown: .constant(1),
        ]
        for (field, input) in unchanged where fields[field] == input { fields[field] = nil }
        if fields[.rotation] == .constant(0), fields[.scaleX] == nil, fields[.scaleY] == nil {
            fields[.rotation] = nil
        }
        return fields
    }

    /// Overrides the interpolation does not ask for the elements it shows, noted.
    private func noteSkippedOverrides() {
        for pasted in interpreter.classChain(from: className) {
            for name in ["layoutAttributesForItem", "layoutAttributesForSupplementaryView", "targetContentOffset"] {
                guard let function = pasted.methods[name]?.first else { continue }
                interpreter.note(
                    "'\(name)' skipped: the transition shows what layoutAttributesForElements(in:) answers, and its "
                        + "content offset moves from the current layout's to the next one's", at: function.name)
            }
        }
    }
}
