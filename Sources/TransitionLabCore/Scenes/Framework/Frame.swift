/// One drawable frame of a scene at a scene time: the output of the simulation, the input of the encoder.
public struct Frame: Sendable, Hashable {
    /// Scene time in seconds.
    public var time: Double
    /// The viewport the nodes are laid out in, in points.
    public var viewport: Size
    public var background: Color
    /// Nodes in drawing order (the page sorts stably by `z`).
    public var nodes: [Node]

    public init(time: Double, viewport: Size, background: Color, nodes: [Node]) {
        self.time = time
        self.viewport = viewport
        self.background = background
        self.nodes = nodes
    }
}
