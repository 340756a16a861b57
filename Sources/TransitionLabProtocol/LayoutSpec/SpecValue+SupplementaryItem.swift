import TransitionLabCore

extension SpecValue {
    /// An item's supplementary item (`NSCollectionLayoutSupplementaryItem`):
    /// `{"elementKind","size","containerAnchor","itemAnchor","zIndex"}`.
    func supplementaryItem() throws(LayoutSpecError) -> CollectionLayoutSupplementaryItem {
        let fields = try object(allowing: ["elementKind", "size", "containerAnchor", "itemAnchor", "zIndex"])
        var item = CollectionLayoutSupplementaryItem(
            layoutSize: try required("size", in: fields).layoutSize(),
            elementKind: try required("elementKind", in: fields).string(),
            containerAnchor: try required("containerAnchor", in: fields).anchor(),
            itemAnchor: try field("itemAnchor", in: fields)?.anchor())
        if let reader = field("zIndex", in: fields) { item.zIndex = try reader.integer() }
        return item
    }

    /// `NSCollectionLayoutAnchor`: `{"edges":["top","trailing"]}` plus at most one of `"absoluteOffset":[x,y]` and
    /// `"fractionalOffset":[x,y]`.
    private func anchor() throws(LayoutSpecError) -> CollectionLayoutAnchor {
        let fields = try object(allowing: ["edges", "absoluteOffset", "fractionalOffset"])
        var edges: CollectionLayoutAnchor.Edges = []
        for reader in try required("edges", in: fields).array() {
            let name = try reader.string()
            let named = CollectionLayoutAnchor.Edges.named
            guard let edge = named.first(where: { $0.name == name })?.edge else {
                throw reader.error("'\(name)' is not one of \(named.map(\.name).joined(separator: ", "))")
            }
            edges.insert(edge)
        }
        let absolute = field("absoluteOffset", in: fields)
        let fractional = field("fractionalOffset", in: fields)
        if absolute != nil, let fractional {
            throw fractional.error("give either 'absoluteOffset' or 'fractionalOffset', not both")
        }
        if let fractional { return CollectionLayoutAnchor(edges: edges, offset: .fractional(try fractional.point())) }
        return CollectionLayoutAnchor(edges: edges, offset: .absolute(try absolute?.point() ?? .zero))
    }

    /// An `[x, y]` pair of numbers.
    private func point() throws(LayoutSpecError) -> Point {
        let pair = try array()
        guard pair.count == 2 else { throw error("expected [x, y]") }
        return Point(x: try pair[0].number(), y: try pair[1].number())
    }
}
