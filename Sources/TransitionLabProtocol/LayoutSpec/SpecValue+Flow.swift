import TransitionLabCore

extension SpecValue {
    /// `{"itemSize":[w,h],"minimumInteritemSpacing","minimumLineSpacing","sectionInset":{top,left,bottom,right},
    /// "headerReferenceSize":[w,h],"footerReferenceSize":[w,h],"itemSizes":[[w,h],…],"numberOfItems"}`, with
    /// `UICollectionViewFlowLayout`'s defaults for what is absent; `itemSizes` are the delegate's `sizeForItemAt`.
    func flowSection() throws(LayoutSpecError) -> FlowLayout.Section {
        let fields = try object(allowing: [
            "itemSize", "minimumInteritemSpacing", "minimumLineSpacing", "sectionInset", "headerReferenceSize",
            "footerReferenceSize", "itemSizes", "numberOfItems",
        ])
        var section = FlowLayout.Section(numberOfItems: LayoutSpec.defaultNumberOfItems)
        if let reader = field("itemSize", in: fields) { section.itemSize = try reader.sizePair() }
        if let reader = field("minimumInteritemSpacing", in: fields) {
            section.minimumInteritemSpacing = try reader.length()
        }
        if let reader = field("minimumLineSpacing", in: fields) {
            section.minimumLineSpacing = try reader.length()
        }
        if let reader = field("sectionInset", in: fields) {
            let inset = try reader.object(allowing: ["top", "left", "bottom", "right"])
            section.sectionInset = DirectionalEdgeInsets(
                top: try reader.field("top", in: inset)?.number() ?? 0,
                leading: try reader.field("left", in: inset)?.number() ?? 0,
                bottom: try reader.field("bottom", in: inset)?.number() ?? 0,
                trailing: try reader.field("right", in: inset)?.number() ?? 0)
        }
        if let reader = field("headerReferenceSize", in: fields) { section.headerReferenceSize = try reader.sizePair() }
        if let reader = field("footerReferenceSize", in: fields) { section.footerReferenceSize = try reader.sizePair() }
        if let reader = field("itemSizes", in: fields) {
            let sizes = try reader.array()
            try reader.validating { () throws(LayoutSpecViolation) in try LayoutSpec.checkItemSizeCount(sizes.count) }
            section.itemSizes = try sizes.map { reader throws(LayoutSpecError) in try reader.sizePair() }
        }
        if let reader = field("numberOfItems", in: fields) {
            section.numberOfItems = try reader.number(LayoutSpec.checkedItemCount)
        }
        return section
    }
}
