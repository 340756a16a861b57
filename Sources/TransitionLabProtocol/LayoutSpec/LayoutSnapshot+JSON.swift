import TransitionLabCore

extension LayoutSnapshot {
    /// `{"contentSize":{"width","height"},"attributes":[{"section","item","kind","x","y","w","h","alpha","zIndex"}]}`,
    /// with `"hidden":true` for a hidden element and `"scale":[sx,sy]`, `"rotation"` (radians) and
    /// `"translation":[tx,ty]` for a transform other than the identity (applied about the frame's centre).
    public var json: JSONValue {
        .object([
            "contentSize": .object(["width": .number(contentSize.width), "height": .number(contentSize.height)]),
            "attributes": .array(
                attributes.map { element in
                    var fields: [String: JSONValue] = [
                        "section": .number(Double(element.indexPath.section)),
                        "item": .number(Double(element.indexPath.item)),
                        "kind": .string(element.representedElementCategory.kindName),
                        "x": .number(element.frame.minX), "y": .number(element.frame.minY),
                        "w": .number(element.frame.width), "h": .number(element.frame.height),
                        "alpha": .number(element.alpha), "zIndex": .number(Double(element.zIndex)),
                    ]
                    if element.isHidden { fields["hidden"] = .bool(true) }
                    if !element.hasIdentityTransform {
                        let (scale, translation) = (element.transformScale, element.transformTranslation)
                        fields["scale"] = .array([.number(scale.width), .number(scale.height)])
                        fields["rotation"] = .number(element.transformRotation)
                        fields["translation"] = .array([.number(translation.x), .number(translation.y)])
                    }
                    return .object(fields)
                }),
        ])
    }
}
