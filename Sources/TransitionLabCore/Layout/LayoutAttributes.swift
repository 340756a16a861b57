/// Mirrors `UICollectionViewLayoutAttributes`: where one element sits and how it looks.
///
/// Identity is `(representedElementCategory, indexPath)`: a transition layout matches elements of its
/// current and next layouts by it.
public struct LayoutAttributes: Sendable, Hashable {
    /// The element's identity within its layout.
    public struct Identity: Sendable, Hashable {
        public var category: ElementCategory
        public var indexPath: IndexPath

        public init(category: ElementCategory, indexPath: IndexPath) {
            self.category = category
            self.indexPath = indexPath
        }
    }

    public var indexPath: IndexPath
    public var representedElementCategory: ElementCategory
    public var frame: Rect
    public var alpha: Double = 1
    public var zIndex: Int = 0
    /// Scale applied about the centre (`CGAffineTransform(scaleX:y:)` part of `transform`).
    public var transformScale: Size = Size(width: 1, height: 1)
    /// Translation applied after scaling (`CGAffineTransform(translationX:y:)` part of `transform`).
    public var transformTranslation: Point = .zero
    public var cornerRadius: Double = 0
    public var isHidden: Bool = false

    public init(
        category: ElementCategory = .cell,
        indexPath: IndexPath,
        frame: Rect,
        alpha: Double = 1,
        zIndex: Int = 0
    ) {
        self.representedElementCategory = category
        self.indexPath = indexPath
        self.frame = frame
        self.alpha = alpha
        self.zIndex = zIndex
    }

    /// `UICollectionViewLayoutAttributes.center`.
    public var center: Point {
        get { frame.center }
        set { frame = Rect(center: newValue, size: frame.size) }
    }

    /// `UICollectionViewLayoutAttributes.size`, kept about the centre when set.
    public var size: Size {
        get { frame.size }
        set { frame = Rect(center: frame.center, size: newValue) }
    }

    /// The identity a transition layout matches elements by.
    public var identity: Identity { Identity(category: representedElementCategory, indexPath: indexPath) }
}
