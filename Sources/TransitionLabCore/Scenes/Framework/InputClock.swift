/// Stamps input with scene time while keeping the spacing of the client's own clock.
///
/// A scene measures every velocity (a pan's, a pinch's, a transition's progress) on scene time, the clock its
/// animations run on. Events reach the server unevenly, though: the network delivers them in bursts, and a burst
/// applied at one scene time would squeeze several finger positions into one instant. So, within a gesture, each
/// event is stamped `timeScale` × the client time since the client's previous event after that event's stamp, as
/// `UITouch.timestamp` spaces touches by when they were sensed, not when they were handled. A pause of more than
/// `resyncGap` client seconds (or a clock going backwards) re-anchors the client at the current scene time. Stamps
/// never decrease per client and never run more than `resyncGap` ahead of scene time.
///
/// Everything it reads is in a recording (`t`, `time`, `client`), so a replay stamps the same times.
struct InputClock {
    /// Longest client-clock gap (seconds) still counted as the same burst of input.
    static let resyncGap = 0.1

    private var anchors: [Int: (clientTime: Double, stamp: Double)] = [:]

    /// The scene-time stamp of an event from `client` sent at `clientTime` (seconds on that client's clock) and
    /// applied at scene time `now` with time scale `timeScale`.
    mutating func stamp(client: Int, clientTime: Double, now: Double, timeScale: Double) -> Double {
        // Read and written through one access: the client's id is hashed once, not twice.
        Self.stamp(&anchors[client], clientTime: clientTime, now: now, timeScale: timeScale)
    }

    /// `stamp(client:clientTime:now:timeScale:)` for the client whose last event is `anchor`, which it updates.
    private static func stamp(
        _ anchor: inout (clientTime: Double, stamp: Double)?, clientTime: Double, now: Double, timeScale: Double
    ) -> Double {
        var stamp = now
        if let anchor {
            let gap = clientTime - anchor.clientTime
            if gap >= 0, gap <= resyncGap {
                stamp = min(anchor.stamp + gap * timeScale, now + resyncGap)
            }
            stamp = max(stamp, anchor.stamp)
        }
        anchor = (clientTime, stamp)
        return stamp
    }
}
