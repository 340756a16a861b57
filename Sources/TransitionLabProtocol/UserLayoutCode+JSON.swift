import TransitionLabCore

/// `UserLayoutCode` as the reader process replies with it: `{"host", "members", "topLevel", "entry", "classNames",
/// "readsCollectionView", "notes"}`.
extension UserLayoutCode {
    public var json: JSONValue {
        .object([
            "host": .string(host.rawValue), "members": .string(members), "topLevel": .string(topLevel),
            "entry": .string(entry),
            "classNames": .array(classNames.map { .string($0) }), "readsCollectionView": .bool(readsCollectionView),
            "notes": .array(notes.map { .string($0) }),
        ])
    }

    /// The code in `json`, or nil when it is not one.
    public init?(json: JSONValue) {
        guard let host = json["host"]?.stringValue.flatMap(Host.init(rawValue:)),
            let members = json["members"]?.stringValue, let topLevel = json["topLevel"]?.stringValue,
            let entry = json["entry"]?.stringValue, case .array(let classNames) = json["classNames"],
            case .bool(let readsCollectionView) = json["readsCollectionView"], case .array(let notes) = json["notes"]
        else { return nil }
        let names = classNames.compactMap(\.stringValue)
        let lines = notes.compactMap(\.stringValue)
        guard names.count == classNames.count, lines.count == notes.count else { return nil }
        self.init(
            host: host, members: members, topLevel: topLevel, entry: entry, classNames: names,
            readsCollectionView: readsCollectionView, notes: lines)
    }
}
