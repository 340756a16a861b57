extension Outbox {
    /// Where the unsent replaceable message of each kind waits in an outbox's queue (a position counted from the
    /// first entry ever queued): found in O(1) instead of a scan of the queue. The few `Latest` names sit in a
    /// fixed array, so a `state` written to every member of a room costs no hashing; pointer moves and suggestions,
    /// whose kinds are unbounded, sit in a dictionary.
    struct ReplaceablePositions {
        private var latest = [Int?](repeating: nil, count: Latest.allCases.count)
        private var others: [Kind: Int] = [:]

        /// The position of the unsent message of `kind`; always nil for kinds that are never replaced.
        subscript(kind: Kind) -> Int? {
            get {
                switch kind {
                case .ordered, .barrier: nil
                case .latest(let name): latest[name.rawValue]
                case .pointerMove, .suggestion: others.isEmpty ? nil : others[kind]
                }
            }
            set {
                switch kind {
                case .ordered, .barrier: break
                case .latest(let name): latest[name.rawValue] = newValue
                case .pointerMove, .suggestion: others[kind] = newValue
                }
            }
        }

        /// Forgets every position (a barrier was queued).
        mutating func removeAll() {
            for index in latest.indices { latest[index] = nil }
            if !others.isEmpty { others.removeAll(keepingCapacity: true) }
        }
    }
}
