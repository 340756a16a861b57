import TransitionLabCore

extension ServerMessage {
    /// The message as the JSON object the protocol sends.
    public var json: JSONValue {
        var fields: [String: JSONValue]
        switch self {
        case .welcome(let welcome):
            fields = [
                "session": .number(Double(welcome.session)), "room": .string(welcome.room), "you": welcome.you.json,
                "scenes": .array(welcome.scenes.map { ["name": .string($0.name), "title": .string($0.title)] }),
                "scene": .string(welcome.scene), "parameters": .array(welcome.parameters.jsonSchema),
                "fps": .number(Double(welcome.fps)),
                "protocol": .number(Double(welcome.protocolVersion)),
            ]
            if let presence = welcome.presence { fields["presence"] = .array(presence.map(\.json)) }
            if let count = welcome.presenceCount { fields["presenceCount"] = .number(Double(count)) }
            if let layouts = welcome.layouts { fields["layouts"] = .array(layouts.map { .object($0.fields) }) }
        case .state(let state):
            fields = [
                "scene": .string(state.scene), "params": .object(state.params.mapValues { .number($0) }),
                "driver": state.driver.map { .number(Double($0)) } ?? .null,
                "timeScale": .number(state.timeScale), "paused": .bool(state.paused),
                "recording": .bool(state.recording), "replaying": .bool(state.replaying),
                "sceneState": state.sceneState.json,
            ]
        case .presence(let joined, let updated, let left, let count):
            fields = [
                "joined": .array(joined.map(\.json)), "updated": .array(updated.map(\.json)),
                "left": .array(left.map { .number(Double($0)) }), "count": .number(Double(count)),
            ]
        case .nodes(let version, let contents):
            fields = ["version": .number(Double(version)), "nodes": .array(contents.map(\.json))]
        case .error(let code, let message, let type):
            fields = ["code": .string(code), "message": .string(message), "for": type.map { .string($0) } ?? .null]
        case .pong(let time):
            fields = ["time": .number(time)]
        case .curve(let curve):
            fields = [
                "title": .string(curve.title), "mass": .number(curve.spring.mass),
                "stiffness": .number(curve.spring.stiffness), "damping": .number(curve.spring.damping),
                "dampingRatio": .number(curve.spring.dampingRatio), "initialVelocity": .number(curve.initialVelocity),
                "duration": curve.duration.map { .number($0) } ?? .null, "settleTime": .number(curve.settleTime),
                "interval": .number(curve.interval), "samples": .array(curve.samples.map { .number($0) }),
            ]
            if let cutAt = curve.cutAt, let cutJump = curve.cutJump {
                fields["cutAt"] = .number(cutAt)
                fields["cutJump"] = .number(cutJump)
            }
        case .code(let title, let snippets):
            fields = ["title": .string(title), "snippets": .object(snippets.mapValues { .string($0) })]
        case .export(let scene, let name, let text):
            fields = ["scene": .string(scene), "name": .string(name), "text": .string(text)]
        case .recorded(let line):
            fields = ["line": line]
        case .suggestion(let client, let name, let scene, let viewport, let params, let lab):
            fields = [
                "client": .number(Double(client)), "name": .string(name), "scene": scene.map { .string($0) } ?? .null,
                "viewport": viewport.map { ["width": .number($0.width), "height": .number($0.height)] } ?? .null,
                "params": .object(params.mapValues { .number($0) }), "lab": lab.map { .string($0) } ?? .null,
            ]
        case .saved(let lab):
            fields = ["lab": .string(lab)]
        case .opened(let lab, let client, let name):
            fields = ["lab": .string(lab), "client": .number(Double(client)), "name": .string(name)]
        case .layout(let layout):
            fields = layout.fields
        case .layoutError(let slot, let error):
            fields = [
                "slot": .string(slot.rawValue), "line": .number(Double(error.line)),
                "column": .number(Double(error.column)), "message": .string(error.message),
            ]
            if !error.unknownNames.isEmpty { fields["unknown"] = .array(error.unknownNames.map { .string($0) }) }
        case .pointer(let client, let phase, let id, let x, let y):
            fields = [
                "client": .number(Double(client)), "phase": .string(phase.rawValue), "id": .number(Double(id)),
                "x": .number(x), "y": .number(y),
            ]
        }
        fields["type"] = .string(type)
        return .object(fields)
    }
}

extension ServerMessage.Participant {
    var json: JSONValue {
        ["id": .number(Double(id)), "name": .string(name), "color": .string(color), "role": .string(role)]
    }
}

extension ServerMessage.UserLayout {
    /// `slot`, `format`, `text`, `counts`, `swift`, `notes`, `values` and `transitionLayout`.
    var fields: [String: JSONValue] {
        [
            "slot": .string(slot.rawValue), "format": .string(source.format.rawValue), "text": .string(source.text),
            "counts": source.counts.map { .array($0.map { .number(Double($0)) }) } ?? .null,
            "swift": swift.map { .string($0) } ?? .null, "notes": .array(notes.map { .string($0) }),
            "values": source.values.map { .string($0) } ?? .null,
            "transitionLayout": transitionLayout.map { .string($0) } ?? .null,
        ]
    }
}

extension ParameterSet {
    /// The schema with current values, as `welcome.parameters` lists it.
    var jsonSchema: [JSONValue] {
        descriptors.map { descriptor in
            var fields: [String: JSONValue] = [
                "key": .string(descriptor.key), "label": .string(descriptor.label), "group": .string(descriptor.group),
                "unit": .string(descriptor.unit), "min": .number(descriptor.min), "max": .number(descriptor.max),
                "step": .number(descriptor.step), "default": .number(descriptor.defaultValue),
                "value": .number(values[descriptor.key] ?? descriptor.defaultValue),
            ]
            switch descriptor.control {
            case .slider: fields["control"] = "slider"
            case .toggle: fields["control"] = "toggle"
            case .choice(let choices):
                fields["control"] = "choice"
                fields["choices"] = .array(choices.map { .string($0) })
            }
            return .object(fields)
        }
    }
}

extension NodeContent {
    var json: JSONValue {
        [
            "id": .number(Double(id)), "label": label.map { .string($0) } ?? .null, "fontSize": .number(fontSize),
            "fontWeight": .number(Double(fontWeight)), "textColor": .number(Double(textColor.rgba)),
            "imageSeed": imageSeed.map { .number(Double($0)) } ?? .null, "symbol": symbol.map { .string($0) } ?? .null,
        ]
    }
}
