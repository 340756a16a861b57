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

        /// A cell of a collection view: no parent or corner radius, its frame and alpha on the grid already
        /// (`GridPose`), at a whole `zIndex`; `init(Node(id:frame:alpha:z:fill:flags:))` of the same cell (the z is
        /// `zIndex` steps of 256).
        @inline(__always)
        public init(
            id: UInt32, pose: GridPose, zIndex: Int, fill: Color, flags: TransitionLabCore.Node.Flags
        ) {
            self.init(
                id: id, parent: 0, x: pose.origin.x, y: pose.origin.y, width: pose.size.x, height: pose.size.y,
                cornerRadius: 0, alpha: pose.alpha, z: QuantizedFrame.quantizedZ(zIndex), fill: fill.rgba,
                flags: flags.rawValue)
        }
    }

    /// An element's frame, on screen, and alpha rounded to the grid: what a cell's node takes from its pose.
    public struct GridPose: Equatable {
        /// Origin and size, 1/8 pt.
        public var origin: SIMD2<Int32>, size: SIMD2<Int32>
        /// Alpha, 1/255.
        public var alpha: Int32

        @inline(__always)
        public init(origin: SIMD2<Int32>, size: SIMD2<Int32>, alpha: Int32) {
            self.origin = origin
            self.size = size
            self.alpha = alpha
        }

        /// `frame` moved by −`offset` (content to screen coordinates, as `Rect.offsetBy(dx:dy:)` moves it) and
        /// `alpha`, rounded as `QuantizedFrame.Node.init(_:)` rounds a node's.
        @inline(__always)
        public init(frame: Rect, alpha: Double, offset: Point) {
            self.init(
                screenOrigin: SIMD2(frame.origin.x, frame.origin.y) + SIMD2(-offset.x, -offset.y),
                size: SIMD2(frame.size.width, frame.size.height), alpha: alpha)
        }

        /// An origin on screen, a size and an alpha, each pair of coordinates rounded at once (`quantize(_:_:)`).
        @inline(__always)
        init(screenOrigin: SIMD2<Double>, size: SIMD2<Double>, alpha: Double) {
            origin = quantize(screenOrigin, QuantizedFrame.lengthScale)
            self.size = quantize(size, QuantizedFrame.lengthScale)
            self.alpha = quantize(alpha, QuantizedFrame.alphaScale)
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
/// `rounded()` does without its libm call), clamped to ±2³⁰, so any difference of two quantised values fits in 32
/// bits; non-finite values become 0. The common case is `nearestInteger`'s one range test and two integer clamps.
@inline(__always)
func quantize(_ value: Double, _ scale: Double) -> Int32 {
    let scaled = value * scale
    if let integer = scaled.nearestInteger {
        return Int32(truncatingIfNeeded: min(max(integer, -0x4000_0000), 0x4000_0000))
    }
    guard scaled.isFinite else { return 0 }
    return scaled < 0 ? -0x4000_0000 : 0x4000_0000
}

/// `quantize(_:_:)` of both lanes. Below 2³⁰ in magnitude (the common case, one test for both) each lane is rounded
/// as a double (`roundedToNearestBelow2To51`), and adding 1.5 × 2⁵² leaves the integer, two's complement, in the low
/// 32 bits of the sum: no conversion instruction, nor its range tests.
@inline(__always)
func quantize(_ values: SIMD2<Double>, _ scale: Double) -> SIMD2<Int32> {
    let scaled = values * scale
    guard all(scaled.magnitude .< 0x4000_0000) else {
        return SIMD2(quantize(values.x, scale), quantize(values.y, scale))
    }
    let shifted = scaled.roundedToNearestBelow2To51 + 0x1.8p52
    return SIMD2(truncatingIfNeeded: unsafeBitCast(shifted, to: SIMD2<UInt64>.self))
}
