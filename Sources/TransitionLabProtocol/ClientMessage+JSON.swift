import TransitionLabCore

extension ClientMessage {
    /// The message as the JSON object the protocol sends (the inverse of `init(_:)`).
    public var json: JSONValue {
        var fields: [String: JSONValue] = ["type": .string(type)]
        switch self {
        case .hello(let room, let name, let role, let token, let viewport):
            if let room { fields["room"] = .string(room) }
            if let name { fields["name"] = .string(name) }
            if let role { fields["role"] = .string(role) }
            if let token { fields["token"] = .string(token) }
            if let viewport {
                fields["viewport"] = ["width": .number(viewport.width), "height": .number(viewport.height)]
            }
        case .pointer(let phase, let id, let x, let y, let time, let seq):
            fields.merge([
                "phase": .string(phase.rawValue), "id": .number(Double(id)), "x": .number(x), "y": .number(y),
                "time": .number(time), "seq": .number(Double(seq)),
            ]) { $1 }
        case .pinch(let phase, let scale, let x, let y, let time, let seq):
            let names: [GesturePhase: String] = [.began: "begin", .changed: "change", .ended: "end", .cancelled: "end"]
            fields.merge([
                "phase": .string(names[phase]!), "scale": .number(scale), "x": .number(x), "y": .number(y),
                "time": .number(time), "seq": .number(Double(seq)),
            ]) { $1 }
        case .wheel(let dx, let dy, let x, let y, let time, let seq):
            fields.merge([
                "dx": .number(dx), "dy": .number(dy), "x": .number(x), "y": .number(y),
                "time": .number(time), "seq": .number(Double(seq)),
            ]) { $1 }
        case .key(let key): fields["key"] = .string(key)
        case .param(let key, let value): fields.merge(["key": .string(key), "value": .number(value)]) { $1 }
        case .scene(let name): fields["name"] = .string(name)
        case .viewport(let size): fields.merge(["width": .number(size.width), "height": .number(size.height)]) { $1 }
        case .timeScale(let value): fields["value"] = .number(value)
        case .ping(let time): fields["time"] = .number(time)
        case .display(let refresh): fields["refresh"] = .number(refresh)
        case .suggest(let scene, let viewport, let params, let lab):
            if let scene { fields["scene"] = .string(scene) }
            if let lab { fields["lab"] = .string(lab) }
            if let viewport {
                fields["viewport"] = ["width": .number(viewport.width), "height": .number(viewport.height)]
            }
            fields["params"] = .object(params.mapValues { .number($0) })
        case .layout(let slot, let source, let origin):
            fields.merge([
                "slot": .string(slot.rawValue), "format": .string(source.format.rawValue), "text": .string(source.text),
            ]) { $1 }
            if let counts = source.counts { fields["counts"] = .array(counts.map { .number(Double($0)) }) }
            if let values = source.values { fields["values"] = .string(values) }
            if origin != .paste { fields["origin"] = .string(origin.rawValue) }
        case .open(let lab): fields["lab"] = .string(lab)
        case .pause, .step, .record, .replay, .save, .takeOver, .export: break
        }
        return .object(fields)
    }
}
