/// One drawable rectangle of a frame: what the page draws, in viewport points.
///
/// Everything that changes from frame to frame lives here; what rarely changes (labels, image
/// placeholders) lives in the scene's `NodeContent` table and is referenced by `id`.
public struct Node: Sendable, Hashable {
    /// Drawing options of a node.
    public struct Flags: OptionSet, Sendable, Hashable {
        public let rawValue: UInt16
        public init(rawValue: UInt16) { self.rawValue = rawValue }

        /// Children (nodes whose `parent` is this node) are clipped to this node's rounded rectangle.
        public static let clip = Flags(rawValue: 1 << 0)
        /// Draw the label of this node's `NodeContent`.
        public static let label = Flags(rawValue: 1 << 1)
        /// Draw a procedural image placeholder seeded by this node's `NodeContent.imageSeed`.
        public static let image = Flags(rawValue: 1 << 2)
        /// A dimming or blur layer: fill the whole rectangle with `fill`, under `alpha`.
        public static let dim = Flags(rawValue: 1 << 3)
        /// Draw a soft drop shadow under the node.
        public static let shadow = Flags(rawValue: 1 << 4)
        /// Highlight ring (finger dots, focus).
        public static let outline = Flags(rawValue: 1 << 5)
    }

    /// Stable identity across frames (and the key into the `NodeContent` table).
    public var id: UInt32
    /// The parent whose clip applies, or 0 for none.
    public var parent: UInt32
    public var frame: Rect
    public var cornerRadius: Double
    public var alpha: Double
    /// Drawing order: higher is drawn later (on top); ties keep list order.
    public var z: Double
    public var fill: Color
    public var flags: Flags

    public init(
        id: UInt32,
        parent: UInt32 = 0,
        frame: Rect,
        cornerRadius: Double = 0,
        alpha: Double = 1,
        z: Double = 0,
        fill: Color,
        flags: Flags = []
    ) {
        self.id = id
        self.parent = parent
        self.frame = frame
        self.cornerRadius = cornerRadius
        self.alpha = alpha
        self.z = z
        self.fill = fill
        self.flags = flags
    }
}

/// The rarely-changing content of a node: its label and image placeholder, sent once in a `nodes` message.
public struct NodeContent: Sendable, Hashable, Codable {
    public var id: UInt32
    /// Text drawn centred in the node (when the node has the `label` flag).
    public var label: String?
    /// Font size in points of the bundled font the server measures text with.
    public var fontSize: Double
    public var fontWeight: Int
    public var textColor: Color
    /// Seed of the procedural image placeholder (when the node has the `image` flag).
    public var imageSeed: UInt32?
    /// An SF Symbols name (`xmark`, `magnifyingglass`, …) the page draws as a simplified vector glyph in
    /// `textColor`, centred in the node and sized to `fontSize`, as a `UIImage(systemName:)` in a `UIImageView`.
    public var symbol: String?

    public init(
        id: UInt32,
        label: String? = nil,
        fontSize: Double = 17,
        fontWeight: Int = 400,
        textColor: Color = .white,
        imageSeed: UInt32? = nil,
        symbol: String? = nil
    ) {
        self.id = id
        self.label = label
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.textColor = textColor
        self.imageSeed = imageSeed
        self.symbol = symbol
    }
}
