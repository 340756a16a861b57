import TransitionLabCore

extension SpecReader {
    /// `{"layout":"custom","contentSize":[w,h],"scrollDirection":…,"elements":[E,…]}`: a custom layout's answers
    /// (`CustomLayout`), at most `CustomLayout.maximumElements` elements.
    func customLayout(fields: [String: JSONValue], direction: LayoutAxis) throws(LayoutSpecError) -> CustomLayout {
        let elements = try required("elements", in: fields).array()
        guard elements.count <= CustomLayout.maximumElements else {
            throw error("more than \(CustomLayout.maximumElements) elements (element limit)")
        }
        return CustomLayout(
            contentSize: try required("contentSize", in: fields).sizePair(),
            elements: try elements.map { reader throws(LayoutSpecError) in try reader.customElement() },
            scrollDirection: direction)
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
