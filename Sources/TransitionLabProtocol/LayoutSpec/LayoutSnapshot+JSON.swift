import TransitionLabCore

extension LayoutSnapshot {
    /// `{"contentSize":{"width","height"},"attributes":[{"section","item","kind","x","y","w","h","alpha","zIndex"}]}`.
    public var json: JSONValue {
        .object([
            "contentSize": .object(["width": .number(contentSize.width), "height": .number(contentSize.height)]),
            "attributes": .array(
                attributes.map { element in
                    .object([
                        "section": .number(Double(element.indexPath.section)),
                        "item": .number(Double(element.indexPath.item)),
                        "kind": .string(element.representedElementCategory.kindName),
                        "x": .number(element.frame.minX), "y": .number(element.frame.minY),
                        "w": .number(element.frame.width), "h": .number(element.frame.height),
                        "alpha": .number(element.alpha), "zIndex": .number(Double(element.zIndex)),
                    ])
                }),
        ])
    }
}
