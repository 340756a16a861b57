import TransitionLabCore
import TransitionLabProtocol

/// The `state`, `curve` and `code` messages every member of a room hears: each sent when what it says changed, and
/// a `state` that changed only in the scene's own summary while the scene is not at rest held back to one per
/// `stateInterval` (the newest is sent when the interval has passed, `stateDue`). Touches no socket.
struct Announcements {
    /// Shortest interval between `state` messages that only update the scene's summary during motion (10 Hz).
    static let stateInterval = 0.1

    /// The `state` the members last heard, and when (real time).
    private var sentState: ServerMessage.State?
    private var stateSentAt: Double?
    /// The spring the members last heard of (`curve`, `code`).
    private var sentPreview: SpringPreview?
    /// Whether the last `state(_:animating:at:)` held back a changed `state`.
    private(set) var holdsState = false

    /// When a held-back `state` is due: the room wakes then, ticking or not.
    var stateDue: Double? {
        guard holdsState, let last = stateSentAt else { return nil }
        return last + Self.stateInterval
    }

    /// The first member was told `state` and `preview` at `now` in its introduction: not broadcast again.
    mutating func introduced(_ state: ServerMessage.State, preview: SpringPreview?, at now: Double?) {
        sentState = state
        stateSentAt = now
        sentPreview = preview
    }

    /// `curve` and `code` for a spring that changed (none when the scene has no spring now).
    mutating func preview(_ preview: SpringPreview?) -> [ServerMessage] {
        // Unwrapped before comparing: `!=` on the optionals copies both through the standard library's unspecialised
        // `Optional` (callgrind: 1,200 instructions a frame).
        guard let preview else {
            sentPreview = nil
            return []
        }
        if let sentPreview, sentPreview == preview { return [] }
        sentPreview = preview
        return [preview.curveMessage, preview.codeMessage]
    }

    /// The `state` to broadcast at real time `now`, if any: `state` when it differs from the last one sent, unless
    /// it differs only in the scene's summary while the scene is `animating` and less than `stateInterval` passed.
    mutating func state(_ state: ServerMessage.State, animating: Bool, at now: Double?) -> ServerMessage? {
        guard state != sentState else {
            holdsState = false
            return nil
        }
        holdsState = animating && Self.onlySummaryChanged(from: sentState, to: state) && isRecent(now)
        guard !holdsState else { return nil }
        sentState = state
        stateSentAt = now
        return .state(state)
    }

    /// `state(_:animating:at:)` for a `state` whose scene summary `summary` computes only when it may be sent:
    /// while the scene is `animating`, less than `stateInterval` after the last `state`, a `state` that differs at
    /// most in its summary is held back without computing it, and the room wakes when it is due (`stateDue`) to
    /// send the newest. `state`'s own summary is ignored.
    mutating func state(
        _ state: ServerMessage.State, summary: () -> SceneState, animating: Bool, at now: Double?
    ) -> ServerMessage? {
        var state = state
        if animating, isRecent(now), let sentState {
            state.sceneState = sentState.sceneState
            if state == sentState {
                holdsState = true
                return nil
            }
        }
        state.sceneState = summary()
        return self.state(state, animating: animating, at: now)
    }

    private static func onlySummaryChanged(from sent: ServerMessage.State?, to state: ServerMessage.State) -> Bool {
        guard var sent else { return false }
        sent.sceneState = state.sceneState
        return sent == state
    }

    /// Whether `now` comes before the interval after the last `state` has passed: the same sum as `stateDue`, so a
    /// room woken at `stateDue` always finds it passed (a difference could round below the interval and hold the
    /// `state` back again, due at the same instant).
    private func isRecent(_ now: Double?) -> Bool {
        guard let now, let last = stateSentAt else { return false }
        return now < last + Self.stateInterval
    }
}
