import TransitionLabCore

extension ServerMessage.State {
    /// The `state` message as `ServerMessage.state(self).json.serializedBytes` writes it (keys sorted, numbers
    /// formatted alike), written directly: a moving room sends one up to ten times a second, and building its
    /// dictionaries and sorting their keys cost more than the writing.
    var messageBytes: [UInt8] {
        let params = params.sorted { $0.key < $1.key }
        let summary = sceneState.entries.sorted { $0.name < $1.name }
        let bound =
            Self.fixedTextBound + ByteWriter.jsonStringBound(scene)
            + params.reduce(0) { $0 + ByteWriter.jsonStringBound($1.key) + ByteWriter.jsonNumberBound + 2 }
            + summary.reduce(0) { $0 + ByteWriter.jsonStringBound($1.name) + $1.value.json.textBound + 2 }
        return ByteWriter.bytes(headroom: 0, bound: bound) { out in
            out.literal(#"{"driver":"#)
            if let driver { out.jsonNumber(Double(driver)) } else { out.literal("null") }
            out.literal(#","params":{"#)
            for (index, (key, value)) in params.enumerated() {
                if index > 0 { out.u8(UInt8(ascii: ",")) }
                out.jsonString(key)
                out.u8(UInt8(ascii: ":"))
                out.jsonNumber(value)
            }
            out.literal(#"},"paused":"#)
            out.jsonBool(paused)
            out.literal(#","recording":"#)
            out.jsonBool(recording)
            out.literal(#","replaying":"#)
            out.jsonBool(replaying)
            out.literal(#","scene":"#)
            out.jsonString(scene)
            out.literal(#","sceneState":{"#)
            for (index, entry) in summary.enumerated() {
                if index > 0 { out.u8(UInt8(ascii: ",")) }
                out.jsonString(entry.name)
                out.u8(UInt8(ascii: ":"))
                entry.value.json.write(into: &out)
            }
            out.literal(#"},"timeScale":"#)
            out.jsonNumber(timeScale)
            out.literal(#","type":"state"}"#)
        }
    }

    /// The most bytes of a `state` message outside its scene name, parameters and summary entries: 112 of keys
    /// and punctuation, the driver and the time scale as numbers, three booleans.
    private static let fixedTextBound = 112 + 2 * ByteWriter.jsonNumberBound + 3 * 5
}
