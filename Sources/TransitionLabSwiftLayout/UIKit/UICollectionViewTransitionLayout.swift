import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// `UICollectionViewTransitionLayout` as a pasted subclass's overrides see it
    /// ([Apple](https://developer.apple.com/documentation/uikit/uicollectionviewtransitionlayout)): `init(currentLayout:
    /// nextLayout:)`, `transitionProgress`, `currentLayout`, `nextLayout`, `updateValue(_:forAnimatedKey:)` and
    /// `value(forAnimatedKey:)`, and `super`'s answers, UIKit's interpolation. The overrides run once for one element
    /// of each kind (`TransitionLayoutRun`): `layoutAttributesForElements(in:)` answers that element alone, its
    /// attributes symbols of the interpolated ones, and `currentLayout` and `nextLayout` answer its attributes there;
    /// the progress is a symbol too. What the overrides compute becomes `TransitionLayoutEffect`.
    static let collectionViewTransitionLayout: UIKitType = {
        let name = "UICollectionViewTransitionLayout"
        var type = UIKitType(name)
        type.superclass = "UICollectionViewLayout"
        // The layouts passed are the lab's A and B, whichever the app names: the element's sides stand for them.
        let make: Call = { _, _, call in
            let model = TransitionLayoutModel(
                current: .object(TransitionLayoutModel.side(.current, at: call)),
                next: .object(TransitionLayoutModel.side(.next, at: call)))
            return .object(LayoutObject(name, model, at: call.positionAfterSkippingLeadingTrivia))
        }
        type.initializers[""] = make
        type.initializers["currentLayout:nextLayout:"] = make
        type.properties["transitionProgress"] = Property(
            get: { interpreter, value, node in try interpreter.transitionModel(value, at: node).progress },
            set: { interpreter, value, newValue, node in
                guard case .object(let object) = value, var model = object.model(as: TransitionLayoutModel.self) else {
                    throw interpreter.diagnostic("\(name) expected, got \(value.typeName)", at: node)
                }
                model.progress = try interpreter.scalar(newValue, "transitionProgress", at: node)
                object.model = model
            })
        type.properties["currentLayout"] = Property(get: { interpreter, value, node in
            try interpreter.transitionModel(value, at: node).current
        })
        type.properties["nextLayout"] = Property(get: { interpreter, value, node in
            try interpreter.transitionModel(value, at: node).next
        })
        type.methods["layoutAttributesForElements"] = [
            "in:": { interpreter, _, _, call in .array([try interpreter.transitionElement(.interpolated, call)]) }
        ]
        type.methods["layoutAttributesForItem"] = [
            "at:": { interpreter, _, arguments, call in
                try interpreter.transitionElement(.interpolated, at: arguments[0].value, kind: nil, call)
            }
        ]
        let view: Method = { interpreter, _, arguments, call in
            try interpreter.transitionElement(
                .interpolated, at: arguments[1].value,
                kind: try interpreter.string(arguments[0].value, "ofKind", at: call),
                call)
        }
        type.methods["layoutAttributesForSupplementaryView"] = ["ofKind:at:": view]
        type.methods["layoutAttributesForDecorationView"] = ["ofKind:at:": view]
        type.methods["updateValue"] = [
            "_:forAnimatedKey:": { interpreter, receiver, arguments, call in
                guard case .object(let object) = receiver, var model = object.model(as: TransitionLayoutModel.self)
                else { throw interpreter.diagnostic("\(name) expected, got \(receiver.typeName)", at: call) }
                let key = try interpreter.string(arguments[1].value, "forAnimatedKey", at: call)
                model.animatedKeys[key] = try interpreter.scalar(arguments[0].value, "updateValue", at: call)
                object.model = model
                return .void
            }
        ]
        type.methods["value"] = [
            "forAnimatedKey:": { interpreter, receiver, arguments, call in
                let key = try interpreter.string(arguments[0].value, "forAnimatedKey", at: call)
                if let value = try interpreter.transitionModel(receiver, at: call).animatedKeys[key] { return value }
                return try interpreter.animatedKeyValue(key, at: call)
            }
        ]
        return type
    }()

    /// The current or next layout of a transition, as the overrides read them: they answer the element's attributes
    /// in that layout (`layoutAttributesForItem(at:)` and the like, `layoutAttributesForElements(in:)` that element
    /// alone).
    static let transitionLayoutSide: UIKitType = {
        var type = UIKitType(TransitionLayoutModel.sideType)
        type.superclass = "UICollectionViewLayout"
        @Sendable func side(_ value: Value) -> TransitionLayoutModel.Side {
            if case .object(let object) = value, let side = object.model(as: TransitionLayoutModel.Side.self) {
                return side
            }
            return .current
        }
        type.methods["layoutAttributesForElements"] = [
            "in:": { interpreter, receiver, _, call in
                .array([try interpreter.transitionElement(side(receiver), call)])
            }
        ]
        type.methods["layoutAttributesForItem"] = [
            "at:": { interpreter, receiver, arguments, call in
                try interpreter.transitionElement(side(receiver), at: arguments[0].value, kind: nil, call)
            }
        ]
        let view: Method = { interpreter, receiver, arguments, call in
            try interpreter.transitionElement(
                side(receiver), at: arguments[1].value,
                kind: try interpreter.string(arguments[0].value, "ofKind", at: call), call)
        }
        type.methods["layoutAttributesForSupplementaryView"] = ["ofKind:at:": view]
        type.methods["layoutAttributesForDecorationView"] = ["ofKind:at:": view]
        return type
    }()
}

/// A transition layout's state while its overrides run: the progress (a symbol), the values set with
/// `updateValue(_:forAnimatedKey:)`, and its two layouts.
struct TransitionLayoutModel {
    /// Which attributes of the element: UIKit's interpolated ones, or those in the current or next layout.
    enum Side { case interpolated, current, next }

    static let sideType = "UICollectionViewTransitionLayout.Layout"

    var progress: Value = .symbol(.variable(.progress))
    var animatedKeys: [String: Value] = [:]
    var current: Value
    var next: Value

    static func side(_ side: Side, at call: FunctionCallExprSyntax) -> LayoutObject {
        LayoutObject(sideType, side, at: call.positionAfterSkippingLeadingTrivia)
    }
}

extension IndexPath {
    /// The index path of the element a transition layout's overrides run for: its `item` and `section` are symbols.
    static let transitionElement = IndexPath(item: -1_000_003, section: -1_000_003)
}

/// The `representedElementKind` of the view a transition layout's overrides run for: a header stands for the flow's
/// headers and a pasted layout's `header` kind alike (`TransitionLayoutEffect.Elements`), another view for every
/// kind but those, so comparing it tells a header, a footer or neither, and nothing finer.
enum TransitionElementKind {
    static let header = "\u{1}header"
    static let footer = "\u{1}footer"
    static let other = "\u{1}other"

    static let all: Set<String> = [header, footer, other]
}

extension Interpreter {
    /// The error for code that needs one element's value where the overrides run for every element at once.
    func transitionElementRead(_ what: String, at node: some SyntaxProtocol) -> SwiftLayoutDiagnostic {
        diagnostic(
            "not supported yet: a transition layout whose overrides need the element's index path, kind or the "
                + "progress as a fixed value: \(what) (docs/swift-layouts.md#transition-layouts): the overrides run "
                + "once for every element and progress, so compare them in an `if`, a `guard` or with `? :`",
            at: node)
    }

    /// `lhs op rhs` where one index path is the element's and the other a fixed one, as arithmetic of the element's
    /// `sectionIndex` and `itemIndex`: index paths order by section, then item (Foundation's `IndexPath.<`).
    func transitionIndexPathComparison(_ op: String, _ lhs: IndexPath, _ rhs: IndexPath, at node: some SyntaxProtocol)
        throws -> Value
    {
        let element = lhs == .transitionElement
        let fixed = element ? rhs : lhs
        let mirrored = ["<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!="]
        guard let elementOp = element ? op : mirrored[op] else {
            throw diagnostic("'\(op)' on IndexPath", at: node)
        }
        let (section, item) = (EffectExpression.variable(.sectionIndex), EffectExpression.variable(.itemIndex))
        let (fixedSection, fixedItem) = (
            EffectExpression.constant(Double(fixed.section)), EffectExpression.constant(Double(fixed.item))
        )
        let sameSection = EffectExpression.operation(.equal, [section, fixedSection])
        let expression: EffectExpression
        switch elementOp {
        case "==": expression = .operation(.and, [sameSection, .operation(.equal, [item, fixedItem])])
        case "!=":
            expression = .operation(.not, [.operation(.and, [sameSection, .operation(.equal, [item, fixedItem])])])
        default:
            let strict: EffectExpression.Operation = elementOp.hasPrefix("<") ? .less : .greater
            let itemOp = Self.symbolOperations[elementOp] ?? .less
            expression = .operation(
                .or,
                [
                    .operation(strict, [section, fixedSection]),
                    .operation(.and, [sameSection, .operation(itemOp, [item, fixedItem])]),
                ])
        }
        return symbolValue(expression)
    }

    /// Whether two element kinds are the same; the kind of the view a transition layout's overrides run for
    /// (`TransitionElementKind`) is a header's or footer's kind, or neither, and is refused compared with another kind.
    func sameElementKind(_ lhs: String, _ rhs: String, at node: some SyntaxProtocol) throws -> Bool {
        let (own, other) = TransitionElementKind.all.contains(lhs) ? (lhs, rhs) : (rhs, lhs)
        guard TransitionElementKind.all.contains(own), !TransitionElementKind.all.contains(other) else {
            return lhs == rhs
        }
        let header = TransitionLayoutEffect.Elements.headerKinds.contains(other)
        let footer = TransitionLayoutEffect.Elements.footerKinds.contains(other)
        switch own {
        case TransitionElementKind.header: return header
        case TransitionElementKind.footer: return footer
        default:
            if header || footer { return false }
            throw diagnostic(
                "not supported yet: a transition layout that tells views of kind \"\(other)\" from other "
                    + "supplementary and decoration views (docs/swift-layouts.md#transition-layouts): change them "
                    + "alike, or tell only headers and footers apart (`UICollectionView.elementKindSectionHeader`)",
                at: node)
        }
    }

    func transitionModel(_ value: Value, at node: some SyntaxProtocol) throws -> TransitionLayoutModel {
        guard case .object(let object) = value, let model = object.model(as: TransitionLayoutModel.self) else {
            throw diagnostic("UICollectionViewTransitionLayout expected, got \(value.typeName)", at: node)
        }
        return model
    }

    /// The element the overrides run for, as `side` gives it (fresh attributes, as UIKit's answers are); asked for
    /// at `path` (nil: the element's own), of `kind` when a view's.
    func transitionElement(
        _ side: TransitionLayoutModel.Side, at path: Value? = nil, kind: String? = nil,
        _ call: FunctionCallExprSyntax
    ) throws -> Value {
        guard let category = transitionCategory else {
            throw diagnostic("a transition layout's attributes outside its overrides", at: call)
        }
        if let path {
            let asked = try indexPath(path, "indexPath", at: call)
            let sameKind: Bool =
                switch (category, kind) {
                case (.cell, nil): true
                case (.supplementaryView(let own), let kind?), (.decorationView(let own), let kind?):
                    try sameElementKind(own, kind, at: call)
                default: false
                }
            guard asked == .transitionElement else {
                throw diagnostic(
                    "not supported yet: the attributes of another element in a transition layout, at an index path "
                        + "the code computes (docs/swift-layouts.md#transition-layouts): change each element from its "
                        + "own attributes (`super`'s, and `currentLayout`'s or `nextLayout`'s at its `indexPath`)",
                    at: call)
            }
            if !sameKind { return .null }
        }
        var model = AttributesModel(category: category, indexPath: .transitionElement)
        func symbol(_ variable: EffectExpression.Variable) -> Value { .symbol(.variable(variable)) }
        switch side {
        case .interpolated:
            model.frame = .record(
                "CGRect", [symbol(.itemMinX), symbol(.itemMinY), symbol(.itemWidth), symbol(.itemHeight)])
            model.alpha = symbol(.itemAlpha)
            model.zIndex = symbol(.itemZIndex)
            model.transform = .record(
                "CGAffineTransform",
                [
                    symbol(.itemScaleX), .number(0, .float), .number(0, .float), symbol(.itemScaleY),
                    symbol(.itemTranslationX), symbol(.itemTranslationY),
                ])
        case .current:
            model.frame = .record(
                "CGRect", [symbol(.fromMinX), symbol(.fromMinY), symbol(.fromWidth), symbol(.fromHeight)])
            model.alpha = symbol(.fromAlpha)
            model.zIndex = symbol(.itemZIndex)
        case .next:
            model.frame = .record("CGRect", [symbol(.toMinX), symbol(.toMinY), symbol(.toWidth), symbol(.toHeight)])
            model.alpha = symbol(.toAlpha)
            model.zIndex = symbol(.itemZIndex)
        }
        let object = LayoutObject(
            UIKitType.collectionViewLayoutAttributes.name, model, at: call.positionAfterSkippingLeadingTrivia)
        object.isTransitionElement = true
        return .object(object)
    }

    /// `value(forAnimatedKey:)` of a key the overrides did not set: the app's gesture code sets it, which the lab
    /// does not run, so it is a value to give in Values (`offsetH = 0`), as UIKit answers 0 for a key never set.
    func animatedKeyValue(_ key: String, at call: FunctionCallExprSyntax) throws -> Value {
        if let given = try given(key, at: call) { return given }
        throw diagnostic(
            "the transition layout reads value(forAnimatedKey: \"\(key)\"), which your app's gesture code sets with "
                + "updateValue(_:forAnimatedKey:): give it in Values (`\(key) = 0` for a key it never sets)", at: call,
            unknownName: key)
    }
}
