/// One point of a spring curve.
public struct SpringSample: Sendable, Hashable, Codable {
    /// Seconds since the start.
    public var t: Double
    public var value: Double
    /// Units per second.
    public var velocity: Double

    public init(t: Double, value: Double, velocity: Double) {
        self.t = t
        self.value = value
        self.velocity = velocity
    }
}
