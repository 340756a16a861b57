import TransitionLabCore

/// A `Frame` on the grid protocol v2 sends (`docs/protocol.md`, "Frames (v2)"): positions, sizes and corner radii in
/// 1/8 pt (under half a device pixel at 3×, so nothing visible moves), alpha in 1/255, z in 1/256. Integer fields make
/// deltas exact: what a client rebuilds from a keyframe and any chain of deltas equals this value bit for bit.
///
/// Quantising before delta coding is the first step of Glenn Fiedler's "Snapshot Compression"
/// (https://gafferongames.com/post/snapshot_compression/).
public struct QuantizedFrame: Sendable, Hashable {
    /// One node on the grid. Field order is the order of the v2 change-mask bits.
    public struct Node: Sendable, Hashable {
        public var id: UInt32
        public var parent: UInt32
        /// Origin and size, 1/8 pt.
        public var x: Int32, y: Int32, width: Int32, height: Int32
        /// Corner radius, 1/8 pt.
        public var cornerRadius: Int32
        /// Alpha, 1/255.
        public var alpha: Int32
        /// Drawing order, 1/256.
        public var z: Int32
        /// `0xRRGGBBAA`.
        public var fill: UInt32
        public var flags: UInt16

        public init(
            id: UInt32, parent: UInt32, x: Int32, y: Int32, width: Int32, height: Int32, cornerRadius: Int32,
            alpha: Int32, z: Int32, fill: UInt32, flags: UInt16
        ) {
            self.id = id
            self.parent = parent
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.cornerRadius = cornerRadius
            self.alpha = alpha
            self.z = z
            self.fill = fill
            self.flags = flags
        }

        /// `node` rounded to the grid.
        @inline(__always)
        public init(_ node: TransitionLabCore.Node) {
            self.init(
                id: node.id, parent: node.parent, x: quantize(node.frame.origin.x, QuantizedFrame.lengthScale),
                y: quantize(node.frame.origin.y, QuantizedFrame.lengthScale),
                width: quantize(node.frame.size.width, QuantizedFrame.lengthScale),
                height: quantize(node.frame.size.height, QuantizedFrame.lengthScale),
                cornerRadius: quantize(node.cornerRadius, QuantizedFrame.lengthScale),
                alpha: quantize(node.alpha, QuantizedFrame.alphaScale), z: quantize(node.z, QuantizedFrame.zScale),
                fill: node.fill.rgba, flags: node.flags.rawValue)
        }
    }

    /// Steps per point of positions, sizes and corner radii.
    public static let lengthScale = 8.0
    /// Steps of alpha from 0 to 1.
    public static let alphaScale = 255.0
    /// Steps per unit of z.
    public static let zScale = 256.0

    /// Scene time, seconds (sent as an `f64`, not quantised).
    public var time: Double
    /// Viewport size, 1/8 pt.
    public var viewportWidth: Int32, viewportHeight: Int32
    /// `0xRRGGBBAA`.
    public var background: UInt32
    public var nodes: [Node]

    public init(time: Double, viewportWidth: Int32, viewportHeight: Int32, background: UInt32, nodes: [Node]) {
        self.time = time
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
        self.background = background
        self.nodes = nodes
    }

    /// Whether `other` draws the same picture: the same viewport, background and nodes, whatever its time.
    public func showsSamePicture(as other: QuantizedFrame) -> Bool {
        viewportWidth == other.viewportWidth && viewportHeight == other.viewportHeight
            && background == other.background && nodes == other.nodes
    }

    /// `frame` rounded to the grid.
    public init(_ frame: Frame) {
        self.init(
            time: frame.time, viewportWidth: quantize(frame.viewport.width, Self.lengthScale),
            viewportHeight: quantize(frame.viewport.height, Self.lengthScale), background: frame.background.rgba,
            nodes: Self.quantized(frame.nodes))
    }

    /// `nodes` rounded to the grid, written straight into the new array's storage.
    private static func quantized(_ nodes: [TransitionLabCore.Node]) -> [Node] {
        nodes.withUnsafeBufferPointer { source in
            [Node](unsafeUninitializedCapacity: source.count) { target, count in
                for index in source.indices { target.initializeElement(at: index, to: Node(source[index])) }
                count = source.count
            }
        }
    }
}

/// `value × scale` rounded to the nearest integer, halves away from zero (`nearestInteger`, which rounds as
/// `rounded()` does without its libm call); non-finite values become 0 and huge ones are clamped to ±2³⁰, so any
/// difference of two quantised values fits in 32 bits. One comparison and `nearestInteger`'s range test decide the
/// common case.
@inline(__always)
func quantize(_ value: Double, _ scale: Double) -> Int32 {
    let scaled = value * scale
    if abs(scaled) < 0x4000_0000, let integer = scaled.nearestInteger { return Int32(truncatingIfNeeded: integer) }
    guard scaled.isFinite else { return 0 }
    return scaled < 0 ? -0x4000_0000 : 0x4000_0000
}
