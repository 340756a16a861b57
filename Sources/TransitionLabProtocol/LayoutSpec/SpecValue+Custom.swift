import TransitionLabCore

extension SpecValue {
    /// `{"layout":"custom","contentSize":[w,h],"scrollDirection":…,"elements":[E,…]}`: a custom layout's answers
    /// (`CustomLayout`), at most `CustomLayout.maximumElements` elements.
    func customLayout(fields: [String: JSONValue], direction: LayoutAxis) throws(LayoutSpecError) -> CustomLayout {
        let elements = try required("elements", in: fields).array()
        guard elements.count <= CustomLayout.maximumElements else {
            throw error("more than \(CustomLayout.maximumElements) elements (element limit)")
        }
        let parsed = try elements.map { reader throws(LayoutSpecError) in try reader.customElement() }
        return CustomLayout(
            contentSize: try required("contentSize", in: fields).sizePair(), elements: parsed,
            scrollDirection: direction,
            dynamics: try field("dynamics", in: fields)?.customDynamics(elementCount: parsed.count),
            containerSize: try field("containerSize", in: fields)?.sizePair() ?? .zero)
    }

    /// `{"shared":[E,…],"elements":[{"index":i,"x":E,…},…],"targetContentOffset":[E,E],"decelerationRate":d}`
    /// (`CustomLayoutDynamics`, d in 0 < d < 1),
    /// each E an effect expression; at most `CustomLayoutDynamics.maximumNodes` nodes in all, and a `shared` operation
    /// reads only an earlier shared value.
    private func customDynamics(elementCount: Int) throws(LayoutSpecError) -> CustomLayoutDynamics {
        let fields = try object(allowing: ["shared", "elements", "targetContentOffset", "decelerationRate"])
        var dynamics = CustomLayoutDynamics()
        var nodes = 0
        func read(_ reader: SpecValue, sharedCount: Int) throws(LayoutSpecError) -> EffectExpression {
            // Each expression is bounded as an effect's is (its depth with it); long chains go through `shared`.
            let expression = try reader.effectExpression()
            nodes += expression.nodeCount
            guard nodes <= CustomLayoutDynamics.maximumNodes else {
                throw reader.error(
                    "more than \(CustomLayoutDynamics.maximumNodes) operations and values (per-frame limit)")
            }
            guard expression.readsShared(below: sharedCount) else {
                throw reader.error("a shared value that is not an earlier one")
            }
            return expression
        }
        for reader in try field("shared", in: fields)?.array() ?? [] {
            dynamics.shared.append(try read(reader, sharedCount: dynamics.shared.count))
        }
        for reader in try field("elements", in: fields)?.array() ?? [] {
            let entry = try reader.object(
                allowing: Set(["index"] + CustomLayoutDynamics.Field.allCases.map(\.rawValue)))
            let index = try reader.required("index", in: entry).number(LayoutSpec.checkedItemCount)
            guard index < elementCount else {
                throw reader.error("index \(index) is past the \(elementCount) elements")
            }
            var attributes: [CustomLayoutDynamics.Field: EffectExpression] = [:]
            for field in CustomLayoutDynamics.Field.allCases {
                if let value = reader.field(field.rawValue, in: entry) {
                    attributes[field] = try read(value, sharedCount: dynamics.shared.count)
                }
            }
            dynamics.elements[index] = attributes
        }
        if let target = field("targetContentOffset", in: fields) {
            let pair = try target.array()
            guard pair.count == 2 else { throw target.error("expected [x, y]") }
            dynamics.targetContentOffset = try pair.map { reader throws(LayoutSpecError) in
                try read(reader, sharedCount: dynamics.shared.count)
            }
        }
        if let rate = field("decelerationRate", in: fields) {
            let value = try rate.number()
            guard value > 0, value < 1 else { throw rate.error("expected a deceleration rate between 0 and 1") }
            dynamics.decelerationRate = DecelerationRate(rawValue: value)
        }
        return dynamics
    }

    /// `{"section","item","cell":true | "supplementary":kind | "decoration":kind,"frame":[x,y,w,h],"alpha","zIndex",
    /// "hidden","scale":[sx,sy],"rotation","translation":[tx,ty]}`, UIKit's defaults for what is absent.
    private func customElement() throws(LayoutSpecError) -> LayoutAttributes {
        let fields = try object(allowing: [
            "section", "item", "supplementary", "decoration", "frame", "alpha", "zIndex", "hidden", "scale", "rotation",
            "translation",
        ])
        let category: ElementCategory
        if let kind = field("supplementary", in: fields) {
            category = .supplementaryView(elementKind: try kind.string())
        } else if let kind = field("decoration", in: fields) {
            category = .decorationView(elementKind: try kind.string())
        } else {
            category = .cell
        }
        let frame = try required("frame", in: fields).array()
        guard frame.count == 4 else { throw error("frame: expected [x, y, width, height]") }
        var attributes = LayoutAttributes(
            category: category,
            indexPath: IndexPath(
                item: try required("item", in: fields).number(LayoutSpec.checkedItemCount),
                section: try required("section", in: fields).number(LayoutSpec.checkedItemCount)),
            frame: Rect(
                x: try frame[0].number(), y: try frame[1].number(), width: try frame[2].length(),
                height: try frame[3].length()),
            alpha: try field("alpha", in: fields)?.number() ?? 1,
            zIndex: try field("zIndex", in: fields)?.integer() ?? 0)
        attributes.isHidden = try field("hidden", in: fields)?.bool() ?? false
        if let scale = field("scale", in: fields) {
            let pair = try scale.array()
            guard pair.count == 2 else { throw scale.error("expected [x, y]") }
            attributes.transformScale = Size(width: try pair[0].number(), height: try pair[1].number())
        }
        if let translation = field("translation", in: fields) {
            let pair = try translation.array()
            guard pair.count == 2 else { throw translation.error("expected [x, y]") }
            attributes.transformTranslation = Point(x: try pair[0].number(), y: try pair[1].number())
        }
        attributes.transformRotation = try field("rotation", in: fields)?.number() ?? 0
        return attributes
    }
}
