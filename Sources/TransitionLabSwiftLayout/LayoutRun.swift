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

    /// The layout's spec: a flow spec for a flow layout that does not answer for itself, else its answers. A layout
    /// whose `shouldInvalidateLayout(forBoundsChange:)` says yes as the content scrolls is run again with the
    /// scroll position a symbol (`Interpreter+Symbols`), as UIKit runs `prepare()` and
    /// `layoutAttributesForElements(in:)` again at every bounds change; its
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` is run with the proposal and the
    /// velocity symbols.
    func spec() throws -> LayoutSpec {
        let overrides = overriddenMembers()
        noteSkipped(overrides)
        try prepare()
        try readOverriddenFlowProperties(overrides)
        try noteFlowDefaults(overrides)
        let flings = interpreter.instanceMethod(
            "targetContentOffset", labels: ["forProposedContentOffset", "withScrollingVelocity"], of: layout)
        if let flow = layout.model(as: FlowLayoutModel.self), flings == nil, interpreter.decelerationRate == nil,
            overrides.keys.allSatisfy({ !Self.answers.contains($0) })
        {
            return .flow(sections: try interpreter.flowSections(of: layout), scrollDirection: flow.scrollDirection)
        }
        var contentSize = try self.contentSize(overrides)
        var elements = try self.elements(in: contentSize, overrides)
        if let node = overrides["shouldInvalidateLayout"], try asksAgainAsContentScrolls(at: node) {
            interpreter.symbolicOffset = true
            defer { interpreter.symbolicOffset = false }
            try prepare()
            contentSize = try self.contentSize(overrides)
            elements = try self.elements(in: contentSize, overrides)
        }
        var target: [EffectExpression]?
        if let (function, _) = flings {
            target = try targetContentOffset(at: Syntax(function.name))
        }
        return .custom(try custom(elements, contentSize: contentSize, target: target, overrides))
    }

    private var call: FunctionCallExprSyntax { Self.call(layout.className) }

    /// The flow layout's properties, which it reads through `self`: a subclass's override answers them.
    static let flowProperties = [
        "itemSize", "estimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset",
        "headerReferenceSize", "footerReferenceSize", "scrollDirection",
    ]

    /// A flow subclass that overrides a property with a getter (`override var itemSize: CGSize { get { … } set { } }`)
    /// gets the getter's answer as the flow layout's, since UIKit's flow layout reads the property through the
    /// override.
    private func readOverriddenFlowProperties(_ overrides: [String: Syntax]) throws {
        guard layout.model(as: FlowLayoutModel.self) != nil else { return }
        for name in Self.flowProperties {
            guard let node = overrides[name], let value = try interpreter.instanceProperty(name, of: layout, at: node)
            else { continue }
            var target = Value.object(layout)
            try interpreter.setUIKitProperty(name, of: &target, to: value, at: node)
        }
    }

    /// Says so when a flow subclass shows UIKit's defaults where its app sizes things elsewhere: items 50 × 50
    /// with no `itemSize` and no `sizeForItemAt` in the paste; headers or footers its code adjusts but nothing
    /// sizes (a zero reference size, no `referenceSizeFor…` in the paste), so none is shown.
    /// A subclass that answers for itself without asking `super` shows none of the flow layout's frames: no note.
    /// Items with no width or height are refused (`Interpreter.refuseSizelessItems`).
    private func noteFlowDefaults(_ overrides: [String: Syntax]) throws {
        guard let flow = layout.model(as: FlowLayoutModel.self) else { return }
        let declarations = interpreter.declarations
        let code = interpreter.classChain(from: layout.className).map(\.declaration.description).joined()
        if overrides.keys.contains(where: Self.answers.contains), !code.contains("super.layoutAttributesFor") {
            return
        }
        try interpreter.refuseSizelessItems(of: layout)
        if !flow.setsItemSize, !FlowLayoutDelegate.implements(.sizeForItemAt, in: declarations) {
            interpreter.note(
                "itemSize is UIKit's default 50 × 50: the paste neither sets it nor implements "
                    + "collectionView(_:layout:sizeForItemAt:); paste the view controller that sizes the items, or "
                    + "set itemSize", at: declaration)
        }
        let kinds: [(String, Size, FlowLayoutDelegate.Method)] = [
            ("Header", flow.section.headerReferenceSize, .referenceSizeForHeaderInSection),
            ("Footer", flow.section.footerReferenceSize, .referenceSizeForFooterInSection),
        ]
        for (kind, size, method) in kinds
        where (code.contains("elementKindSection\(kind)") || code.contains("UICollectionElementKindSection\(kind)"))
            && size == .zero && !FlowLayoutDelegate.implements(method, in: declarations)
        {
            interpreter.note(
                "the layout adjusts section \(kind.lowercased())s, but none is shown: \(kind.lowercased())ReferenceSize "
                    + "is zero and the paste does not implement collectionView(_:layout:\(method.rawValue):); paste the "
                    + "view controller that sizes them, or set \(kind.lowercased())ReferenceSize", at: declaration)
        }
    }

    private var declaration: Syntax {
        interpreter.declarations.classes[layout.className].map { Syntax($0.declaration.name) } ?? Syntax(call)
    }

    private func prepare() throws {
        if interpreter.instanceMethod("prepare", labels: [], of: layout) != nil {
            _ = try interpreter.callInstanceMethod("prepare", on: layout, [], at: call)
        }
    }

    private func contentSize(_ overrides: [String: Syntax]) throws -> Size {
        let at = overrides["collectionViewContentSize"] ?? declaration
        let value = try interpreter.instanceMember("collectionViewContentSize", of: layout, at: call)
        if case .record = value {
            throw interpreter.changesPerFrame("a collectionViewContentSize", at: at)
        }
        return try interpreter.size(value, "\(layout.className).collectionViewContentSize", at: at)
    }

    /// What `layoutAttributesForElements(in:)` answers for the whole content (a rectangle UIKit may pass: it asks
    /// for any rectangle it is about to show), each with the condition under which it is among them (nil: always).
    private func elements(in contentSize: Size, _ overrides: [String: Syntax]) throws
        -> [(model: AttributesModel, condition: EffectExpression?)]
    {
        let bounds = interpreter.containerSize
        let everything = Rect(
            x: 0, y: 0, width: max(contentSize.width, bounds.width), height: max(contentSize.height, bounds.height))
        let answer = try interpreter.callInstanceMethod(
            "layoutAttributesForElements", on: layout, [("in", .rect(everything))], at: call)
        let at = overrides["layoutAttributesForElements"] ?? declaration
        if case .null = answer, overrides["layoutAttributesForElements"] == nil {
            interpreter.note(
                "\(layout.className) does not override layoutAttributesForElements(in:): UIKit's answers nil, so "
                    + "nothing is shown", at: at)
        }
        let objects =
            try interpreter.optional(answer) { try interpreter.array($0, "layoutAttributesForElements(in:)", at: at) }
            ?? []
        let items = (0..<interpreter.numberOfSections).reduce(0) { $0 + interpreter.numberOfItems(inSection: $1) }
        if objects.isEmpty, items > 0, let node = overrides["layoutAttributesForElements"] {
            interpreter.note(
                "layoutAttributesForElements(in:) gives no elements for the \(items) items, so nothing is shown: if the "
                    + "app sets the layout's properties elsewhere (`layout.columns = 3`), paste that code too", at: node
            )
        }
        guard objects.count <= CustomLayout.maximumElements else {
            throw interpreter.diagnostic(
                "layoutAttributesForElements(in:) returns \(objects.count) elements, more than "
                    + "\(CustomLayout.maximumElements) (element limit)", at: at)
        }
        return try objects.map { value in
            var value = value
            var conditions: [EffectExpression] = []
            while case .guarded(let inner, let condition) = value {
                conditions.append(condition)
                value = inner
            }
            let model = try interpreter.model(
                value, UIKitType.collectionViewLayoutAttributes.name, as: AttributesModel.self,
                "layoutAttributesForElements(in:)", at: at)
            guard model.indexPath != AttributesModel.emptyIndexPath else {
                throw interpreter.diagnostic(
                    "layoutAttributesForElements(in:) returns attributes made with UICollectionViewLayoutAttributes() "
                        + "and no indexPath, which UIKit cannot place: make them with "
                        + "UICollectionViewLayoutAttributes(forCellWith: indexPath)", at: at)
            }
            let condition = conditions.dropFirst().reduce(conditions.first) { all, next in
                all.map { .operation(.and, [$0, next]) }
            }
            return (model, condition)
        }
    }

    /// Whether `shouldInvalidateLayout(forBoundsChange:)` says yes for bounds moved by scrolling (the new bounds'
    /// origin the scroll position's symbols, the collection view's still at rest, as UIKit asks before it moves
    /// them). An answer that depends on the position counts as yes: the layout is then asked again every frame.
    private func asksAgainAsContentScrolls(at node: Syntax) throws -> Bool {
        guard
            interpreter.instanceMethod("shouldInvalidateLayout", labels: ["forBoundsChange"], of: layout) != nil
        else { return false }
        let size = interpreter.containerSize
        let bounds = try interpreter.makeRecord(
            "CGRect",
            [
                .symbol(.variable(.offsetX)), .symbol(.variable(.offsetY)), .number(size.width, .float),
                .number(size.height, .float),
            ])
        let answer = try interpreter.callInstanceMethod(
            "shouldInvalidateLayout", on: layout, [("forBoundsChange", bounds)], at: call)
        if case .symbol = answer { return true }
        return try interpreter.bool(answer, "shouldInvalidateLayout(forBoundsChange:)", at: node)
    }

    /// The resting offset the layout gives for a fling, as expressions of the proposal, the velocity (points per
    /// millisecond, as UIKit passes it) and the scroll position.
    private func targetContentOffset(at node: Syntax) throws -> [EffectExpression] {
        interpreter.symbolicOffset = true
        defer { interpreter.symbolicOffset = false }
        let proposed = try interpreter.makeRecord(
            "CGPoint", [.symbol(.variable(.proposedX)), .symbol(.variable(.proposedY))])
        let velocity = try interpreter.makeRecord(
            "CGPoint", [.symbol(.variable(.velocityX)), .symbol(.variable(.velocityY))])
        let answer = try interpreter.callInstanceMethod(
            "targetContentOffset", on: layout,
            [("forProposedContentOffset", proposed), ("withScrollingVelocity", velocity)], at: call)
        return try interpreter.fields(of: answer, as: "CGPoint", at: node).map { field in
            guard let expression = interpreter.expression(of: field) else {
                throw interpreter.diagnostic(
                    "targetContentOffset(forProposedContentOffset:withScrollingVelocity:) expects a number, got "
                        + field.typeName, at: node)
            }
            return expression
        }
    }

    /// The elements as the engine keeps them: what stays as it is, and what changes with the scroll position.
    private func custom(
        _ elements: [(model: AttributesModel, condition: EffectExpression?)], contentSize: Size,
        target: [EffectExpression]?, _ overrides: [String: Syntax]
    ) throws -> CustomLayout {
        let at = overrides["layoutAttributesForElements"] ?? declaration
        let container = interpreter.containerSize
        // Every element's fields first: decomposing a transform may share more expressions.
        let allFields = try elements.map { try self.fields(of: $0.model, condition: $0.condition, at: at) }
        var dynamics = CustomLayoutDynamics(
            shared: interpreter.sharedExpressions, targetContentOffset: target,
            decelerationRate: interpreter.decelerationRate.map(DecelerationRate.init(rawValue:)))
        let rest = { (name: EffectExpression.Variable) -> Double in
            switch name {
            case .containerWidth: container.width
            case .containerHeight: container.height
            default: 0
            }
        }
        let shared = dynamics.sharedValues(rest)
        var laidOut: [LayoutAttributes] = []
        for (index, element) in elements.enumerated() {
            var fields = allFields[index]
            var attributes = LayoutAttributes(
                category: element.model.category, indexPath: element.model.indexPath, frame: .zero)
            var changing: [CustomLayoutDynamics.Field: EffectExpression] = [:]
            for (field, expression) in fields {
                if case .constant = expression { continue }
                changing[field] = expression
            }
            fields = fields.mapValues { .constant($0.value(shared: shared, rest)) }
            let value = { (field: CustomLayoutDynamics.Field) -> Double in
                if case .constant(let number)? = fields[field] { return number }
                return field == .scaleX || field == .scaleY || field == .alpha || field == .shown ? 1 : 0
            }
            attributes.frame = Rect(x: value(.x), y: value(.y), width: value(.width), height: value(.height))
            attributes.alpha = min(max(value(.alpha), 0), 1)
            attributes.zIndex = Int(max(min(value(.zIndex), 1e9), -1e9).rounded(.towardZero))
            attributes.transformScale = Size(width: value(.scaleX), height: value(.scaleY))
            attributes.transformRotation = value(.rotation)
            attributes.transformTranslation = Point(x: value(.translationX), y: value(.translationY))
            attributes.isHidden = value(.shown) == 0
            try interpreter.checking("layoutAttributesForElements(in:)", at: at) { () throws(LayoutSpecViolation) in
                for number in [
                    attributes.frame.minX, attributes.frame.minY, attributes.frame.width, attributes.frame.height,
                    attributes.alpha, attributes.transformScale.width, attributes.transformScale.height,
                    attributes.transformTranslation.x, attributes.transformTranslation.y,
                ] {
                    _ = try LayoutSpec.checkedNumber(number)
                }
            }
            if !changing.isEmpty {
                if changing[.shown] == nil, attributes.isHidden { changing[.shown] = .constant(0) }
                attributes.isHidden = false
                dynamics.elements[index] = changing
            }
            laidOut.append(attributes)
        }
        try interpreter.checking("the layout asked again as the content scrolls", at: at) {
            () throws(LayoutSpecViolation) in try dynamics.validate()
        }
        let horizontal = contentSize.width > container.width && contentSize.height <= container.height
        let changes = !dynamics.elements.isEmpty || target != nil || dynamics.decelerationRate != nil
        if !changes { dynamics.shared = [] }
        return CustomLayout(
            contentSize: contentSize, elements: laidOut, scrollDirection: horizontal ? .horizontal : .vertical,
            dynamics: changes ? dynamics : nil, containerSize: container)
    }

    /// An element's attributes as expressions (constants for what stays): the frame, alpha, zIndex, whether it is
    /// shown, and its transform as a scale, then a rotation, then a translation.
    func fields(of model: AttributesModel, condition: EffectExpression?, at node: Syntax) throws
        -> [CustomLayoutDynamics.Field: EffectExpression]
    {
        func expression(_ value: Value, _ what: String) throws -> EffectExpression {
            guard let expression = interpreter.expression(of: try interpreter.scalar(value, what, at: node)) else {
                throw interpreter.diagnostic("\(what) expects a number, got \(value.typeName)", at: node)
            }
            return expression
        }
        let frame = try interpreter.fields(of: model.frame, as: "CGRect", at: node)
        var fields: [CustomLayoutDynamics.Field: EffectExpression] = [
            .x: try expression(frame[0], "frame"), .y: try expression(frame[1], "frame"),
            .width: try expression(frame[2], "frame"), .height: try expression(frame[3], "frame"),
            .alpha: try expression(model.alpha, "alpha"), .zIndex: try expression(model.zIndex, "zIndex"),
        ]
        guard let hidden = interpreter.expression(of: model.isHidden) else {
            throw interpreter.diagnostic("isHidden expects a Bool, got \(model.isHidden.typeName)", at: node)
        }
        let shown = EffectExpression.operation(.not, [hidden])
        fields[.shown] = condition.map { .operation(.and, [$0, shown]) } ?? shown
        if case .constant(let isHidden) = hidden, condition == nil { fields[.shown] = .constant(isHidden == 0 ? 1 : 0) }
        let t = try interpreter.fields(of: model.transform, as: "CGAffineTransform", at: node).map {
            try expression($0, "transform")
        }
        let (a, b, c, d) = (t[0], t[1], t[2], t[3])
        fields[.translationX] = t[4]
        fields[.translationY] = t[5]
        if b == .constant(0), c == .constant(0) {
            fields[.scaleX] = a
            fields[.scaleY] = d
            fields[.rotation] = .constant(0)
            return fields
        }
        if t.allSatisfy({ if case .constant = $0 { true } else { false } }) {
            let values = t.map { $0.value(shared: []) { _ in 0 } }
            guard
                let parts = AffineTransform(
                    a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5]
                ).decomposed
            else {
                throw interpreter.notSupportedYet("a transform that skews", anchor: "transforms", at: node)
            }
            fields[.scaleX] = .constant(parts.scaleX)
            fields[.scaleY] = .constant(parts.scaleY)
            fields[.rotation] = .constant(parts.rotation)
            return fields
        }
        // A scale then a rotation (`a = sx·cos θ, b = sx·sin θ, c = −sy·sin θ, d = sy·cos θ`): sx is the length of
        // the first row, θ its angle, sy the determinant over sx.
        let scaleX = EffectExpression.operation(
            .sqrt, [.operation(.add, [.operation(.multiply, [a, a]), .operation(.multiply, [b, b])])])
        let determinant = EffectExpression.operation(
            .subtract, [.operation(.multiply, [a, d]), .operation(.multiply, [b, c])])
        fields[.scaleX] = interpreter.share(scaleX)
        fields[.scaleY] = interpreter.share(.operation(.divide, [determinant, scaleX]))
        fields[.rotation] = interpreter.share(.operation(.atan2, [b, a]))
        try checkNoSkew(a, b, c, d, at: node)
        return fields
    }

    /// Refuses a transform that changes with the scroll position and skews somewhere along it (rows no longer
    /// perpendicular, which a view's frame cannot show), tried at positions across the content.
    private func checkNoSkew(
        _ a: EffectExpression, _ b: EffectExpression, _ c: EffectExpression, _ d: EffectExpression,
        at node: Syntax
    ) throws {
        let container = interpreter.containerSize
        let dynamics = CustomLayoutDynamics(shared: interpreter.sharedExpressions)
        for step in 0...16 {
            let position = Double(step - 4) * max(container.width, container.height) / 4
            let variable = { (name: EffectExpression.Variable) -> Double in
                switch name {
                case .offsetX, .offsetY: position
                case .containerWidth: container.width
                case .containerHeight: container.height
                default: 0
                }
            }
            let shared = dynamics.sharedValues(variable)
            let (va, vb, vc, vd) = (
                a.value(shared: shared, variable), b.value(shared: shared, variable),
                c.value(shared: shared, variable), d.value(shared: shared, variable)
            )
            let scale = max(1, (va * va + vb * vb).squareRoot() * (vc * vc + vd * vd).squareRoot())
            if abs(va * vc + vb * vd) > 1e-9 * scale {
                throw interpreter.notSupportedYet(
                    "a transform that skews", anchor: "transforms", at: node)
            }
        }
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
