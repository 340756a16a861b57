import TransitionLabCore

extension ServerMessage.State {
    /// The `state` message as `ServerMessage.state(self).json.serializedBytes` writes it (keys sorted, numbers
    /// formatted alike), written directly: a moving room sends one up to ten times a second, and building its
    /// dictionaries and sorting their keys cost more than the writing.
    var messageBytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256 + 32 * (params.count + sceneState.entries.count))
        out.append(contentsOf: #"{"driver":"#.utf8)
        if let driver { JSONValue.writeNumber(Double(driver), to: &out) } else { out.append(contentsOf: "null".utf8) }
        out.append(contentsOf: #","params":{"#.utf8)
        for (index, (key, value)) in params.sorted(by: { $0.key < $1.key }).enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONValue.writeString(key, to: &out)
            out.append(UInt8(ascii: ":"))
            JSONValue.writeNumber(value, to: &out)
        }
        out.append(contentsOf: #"},"paused":"#.utf8)
        out.append(contentsOf: (paused ? "true" : "false").utf8)
        out.append(contentsOf: #","recording":"#.utf8)
        out.append(contentsOf: (recording ? "true" : "false").utf8)
        out.append(contentsOf: #","replaying":"#.utf8)
        out.append(contentsOf: (replaying ? "true" : "false").utf8)
        out.append(contentsOf: #","scene":"#.utf8)
        JSONValue.writeString(scene, to: &out)
        out.append(contentsOf: #","sceneState":{"#.utf8)
        for (index, entry) in sceneState.entries.sorted(by: { $0.name < $1.name }).enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONValue.writeString(entry.name, to: &out)
            out.append(UInt8(ascii: ":"))
            entry.value.json.write(to: &out)
        }
        out.append(contentsOf: #"},"timeScale":"#.utf8)
        JSONValue.writeNumber(timeScale, to: &out)
        out.append(contentsOf: #","type":"state"}"#.utf8)
        return out
    }
}
