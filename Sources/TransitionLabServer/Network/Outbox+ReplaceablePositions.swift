extension Outbox {
    /// Where the last replaceable message of each kind was queued in an outbox's queue (a position counted from the
    /// first entry ever queued): found in O(1) instead of a scan of the queue. The few `Latest` names sit in a
    /// fixed array, so a `state` written to every member of a room costs no hashing. Pointer moves and suggestions,
    /// whose kinds are unbounded, sit in a short array scanned without hashing while there are at most
    /// `scannedKinds` of them (a room's fingers and suggesters: hashing a kind three times per forwarded move cost
    /// callgrind 3,700 instructions per viewer of a touch pinch), and in a dictionary beyond, so a client sending
    /// many pointer ids costs a lookup per message, not a scan.
    struct ReplaceablePositions {
        /// Kinds scanned before the positions move to the dictionary.
        static let scannedKinds = 8

        private var latest = [Int?](repeating: nil, count: Latest.allCases.count)
        /// Pointer moves and suggestions while there are at most `scannedKinds`; empty once `hashed` holds them.
        private var scanned: [(kind: Kind, position: Int)] = []
        private var hashed: [Kind: Int] = [:]

        /// The position of the last message of `kind` queued; always nil for kinds that are never replaced.
        subscript(kind: Kind) -> Int? {
            switch kind {
            case .ordered, .barrier: nil
            case .latest(let name): latest[name.rawValue]
            case .pointerMove, .suggestion:
                hashed.isEmpty ? scanned.first { $0.kind == kind }?.position : hashed[kind]
            }
        }

        /// Records that the message of `kind` was queued at `position`; positions before `firstUnsent` belong to
        /// messages already written.
        mutating func set(_ kind: Kind, at position: Int, firstUnsent: Int) {
            switch kind {
            case .ordered, .barrier: break
            case .latest(let name): latest[name.rawValue] = position
            case .pointerMove, .suggestion: setOther(kind, position, firstUnsent: firstUnsent)
            }
        }

        /// Forgets every position (a barrier was queued).
        mutating func removeAll() {
            for index in latest.indices { latest[index] = nil }
            if !scanned.isEmpty { scanned.removeAll(keepingCapacity: true) }
            if !hashed.isEmpty { hashed.removeAll(keepingCapacity: true) }
        }

        /// The queue drained: every position is a written message's. Only the dictionary is emptied, so the kinds
        /// of a client that used many pointer ids do not pile up; the few scanned ones are left to be reused or
        /// pruned (`setOther`), which spares a reset per message written.
        mutating func drained() {
            if !hashed.isEmpty { hashed = [:] }
        }

        /// Sets the position of a pointer move or suggestion. The scanned kinds of written messages make room for
        /// a new kind before the positions move to the dictionary.
        private mutating func setOther(_ kind: Kind, _ position: Int, firstUnsent: Int) {
            guard hashed.isEmpty else {
                hashed[kind] = position
                return
            }
            if let index = scanned.firstIndex(where: { $0.kind == kind }) {
                scanned[index].position = position
                return
            }
            if scanned.count == Self.scannedKinds { scanned.removeAll { $0.position < firstUnsent } }
            if scanned.count < Self.scannedKinds {
                scanned.append((kind, position))
            } else {
                hashed = Dictionary(uniqueKeysWithValues: scanned)
                hashed[kind] = position
                scanned.removeAll(keepingCapacity: true)
            }
        }
    }
}
