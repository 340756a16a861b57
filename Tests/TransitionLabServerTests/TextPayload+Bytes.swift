@testable import TransitionLabServer

// The outbox and the connection's state machine take a message's bytes as a `TextPayload`; the tests write them as
// byte arrays.

extension Outbox {
    mutating func enqueue(text bytes: [UInt8], kind: Kind = .ordered) {
        enqueue(text: TextPayload(bytes), kind: kind)
    }
}

extension Connection.StateMachine {
    mutating func queued(text bytes: [UInt8], kind: Outbox.Kind) -> Action {
        queued(text: TextPayload(bytes), kind: kind)
    }
}
