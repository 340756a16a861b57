import TransitionLabCore

extension Replay.Sample {
    /// `{"t","nodes":[{"id","x","y","w","h","alpha","cornerRadius","z"}],"state":{…}}`.
    public var json: JSONValue {
        let nodes: [JSONValue] = frame.nodes.map { node in
            [
                "id": .number(Double(node.id)), "x": .number(node.frame.minX), "y": .number(node.frame.minY),
                "w": .number(node.frame.width), "h": .number(node.frame.height), "alpha": .number(node.alpha),
                "cornerRadius": .number(node.cornerRadius), "z": .number(node.z),
            ]
        }
        return ["t": .number(time), "nodes": .array(nodes), "state": state.json]
    }

    /// `json.serialized` (the same bytes: keys sorted, numbers formatted alike), written directly.
    /// - Complexity: O(nodes), without building a `JSONValue` per node.
    public var jsonLine: String {
        var out = "{\"nodes\":["
        out.reserveCapacity(64 + frame.nodes.count * 96)
        for (index, node) in frame.nodes.enumerated() {
            if index > 0 { out += "," }
            out += "{\"alpha\":" + JSONValue.format(node.alpha)
            out += ",\"cornerRadius\":" + JSONValue.format(node.cornerRadius)
            out += ",\"h\":" + JSONValue.format(node.frame.height)
            out += ",\"id\":" + String(node.id)
            out += ",\"w\":" + JSONValue.format(node.frame.width)
            out += ",\"x\":" + JSONValue.format(node.frame.minX)
            out += ",\"y\":" + JSONValue.format(node.frame.minY)
            out += ",\"z\":" + JSONValue.format(node.z) + "}"
        }
        out += "],\"state\":" + state.json.serialized
        out += ",\"t\":" + JSONValue.format(time) + "}"
        return out
    }
}
