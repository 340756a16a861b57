/// A `Frame` on the grid the page draws from and protocol v2 frames carry (`docs/protocol.md`, "Frames (v2)"):
/// positions, sizes and corner radii in 1/8 pt (under half a device pixel at 3×, so nothing visible moves), alpha in
/// 1/255, z in 1/256. Integer fields make deltas exact: what a client rebuilds from a keyframe and any chain of
/// deltas equals this value bit for bit. A scene may draw straight onto the grid (`Scene.quantizedFrame()`).
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

        /// A node without a parent or corner radius, at a whole `zIndex`, rounded to the grid as
        /// `init(Node(id:frame:alpha:z:fill:flags:))` rounds it: the corner radius is 0 and the z is `zIndex` steps of
        /// 256, so only the frame and alpha are rounded (a cell of a collection view; callgrind: 30 instructions a
        /// node fewer than rounding all seven fields). Out of line: inlined, its five roundings make a scene's
        /// per-element closure too large for the optimiser to inline into the loop that calls it.
        @inline(never)
        public init(
            id: UInt32, frame: Rect, alpha: Double, zIndex: Int, fill: Color, flags: TransitionLabCore.Node.Flags
        ) {
            self.init(
                id: id, parent: 0, x: quantize(frame.origin.x, QuantizedFrame.lengthScale),
                y: quantize(frame.origin.y, QuantizedFrame.lengthScale),
                width: quantize(frame.size.width, QuantizedFrame.lengthScale),
                height: quantize(frame.size.height, QuantizedFrame.lengthScale), cornerRadius: 0,
                alpha: quantize(alpha, QuantizedFrame.alphaScale), z: QuantizedFrame.quantizedZ(zIndex),
                fill: fill.rgba, flags: flags.rawValue)
        }
    }

    /// `quantize(Double(zIndex), zScale)` without the floating point: whole steps, clamped to ±2³⁰ as `quantize`
    /// clamps (2²² × 256 = 2³⁰).
    @inline(__always)
    static func quantizedZ(_ zIndex: Int) -> Int32 {
        Int32(truncatingIfNeeded: min(max(zIndex, -0x40_0000), 0x40_0000) &* Int(zScale))
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
            time: frame.time, viewport: frame.viewport, background: frame.background, nodes: Self.quantized(frame.nodes)
        )
    }

    /// A frame of `viewport` (rounded to the grid) and `background` whose nodes are on the grid already.
    public init(time: Double, viewport: Size, background: Color, nodes: [Node]) {
        self.init(
            time: time, viewportWidth: quantize(viewport.width, Self.lengthScale),
            viewportHeight: quantize(viewport.height, Self.lengthScale), background: background.rgba, nodes: nodes)
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
