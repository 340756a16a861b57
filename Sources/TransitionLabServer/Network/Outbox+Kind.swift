import TransitionLabProtocol

extension Outbox.Kind {
    /// How `message` waits in an outbox: `state`, `curve`, `code`, a slot's `layout`, a member's `suggestion` and
    /// pointer moves replace an unsent predecessor; `welcome` and `nodes` go after the frame that was pending when
    /// they were queued.
    init(_ message: ServerMessage) {
        switch message {
        case .welcome, .nodes: self = .barrier
        case .state: self = .latest(.state)
        case .curve: self = .latest(.curve)
        case .code: self = .latest(.code)
        case .layout(let layout): self = .latest(layout.slot == .a ? .layoutA : .layoutB)
        case .suggestion(let client, _, _, _, _, _): self = .suggestion(client: client)
        case .pointer(let client, .move, let id, _, _): self = .pointerMove(client: client, id: id)
        default: self = .ordered
        }
    }
}
