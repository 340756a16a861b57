/// A token bucket: `rate` tokens a second, holding at most `rate` (a burst of one second's worth). A refusal asks for
/// a notice at most once a second, so a flooding client gets one `rate-limited` error a second, not one per message.
struct RateLimiter {
    /// What `admit(now:)` decided.
    enum Admission: Equatable {
        case admitted
        /// Refused; `notify` is true for the first refusal in a second.
        case refused(notify: Bool)
    }

    let rate: Double
    private var tokens: Double
    private var updated: Double
    private var notifiedAt = -Double.infinity

    /// A full bucket at `now`.
    init(rate: Double, now: Double) {
        self.rate = rate
        tokens = rate
        updated = now
    }

    /// Refills the bucket for the time since the last call and takes one token if there is one.
    mutating func admit(now: Double) -> Admission {
        tokens = min(rate, tokens + max(0, now - updated) * rate)
        updated = now
        if tokens >= 1 {
            tokens -= 1
            return .admitted
        }
        let notify = now - notifiedAt >= 1
        if notify { notifiedAt = now }
        return .refused(notify: notify)
    }
}
