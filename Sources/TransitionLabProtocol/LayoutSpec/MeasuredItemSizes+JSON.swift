import TransitionLabCore

extension MeasuredItemSizes {
    /// Parses UTF-8 JSON text `{"section,item": [width, height], …}`.
    public init(parsing bytes: some Collection<UInt8>) throws(LayoutSpecError) {
        let root = try SpecValue(parsing: bytes)
        guard case .object(let fields) = root.value else { throw root.error("expected an object") }
        var sizes: [IndexPath: Size] = [:]
        for (key, value) in fields {
            let reader = SpecValue(value, path: "$[\"\(key)\"]", location: [.key(key)])
            let parts = key.split(separator: ",", omittingEmptySubsequences: false)
                .map { Int($0.filter { $0 != " " }) }
            guard parts.count == 2, let section = parts[0], let item = parts[1], section >= 0, item >= 0 else {
                throw reader.error("keys are \"section,item\", such as \"0,3\"")
            }
            sizes[IndexPath(item: item, section: section)] = try reader.sizePair()
        }
        self.init(sizes: sizes)
    }
}
