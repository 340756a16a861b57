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
    /// Translation applied after scaling and rotating (`CGAffineTransform(translationX:y:)` part of `transform`).
    public var transformTranslation: Point = .zero
    /// Rotation in the plane, in radians, applied about the centre after scaling (`CGAffineTransform(rotationAngle:)`
    /// part of `transform`; positive turns clockwise on screen, as UIKit's y-down axes do).
    public var transformRotation: Double = 0
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

    /// Whether the transform is the identity.
    public var hasIdentityTransform: Bool {
        transformScale == Size(width: 1, height: 1) && transformTranslation == .zero && transformRotation == 0
    }

    /// The rectangle the element covers on screen before any rotation: `frame` scaled about its centre by
    /// `transformScale` and moved by `transformTranslation`, as a view's `transform` acts about its centre (its
    /// default `anchorPoint`; [UIView.transform](https://developer.apple.com/documentation/uikit/uiview/transform)).
    /// A rotation turns this rectangle about its centre.
    public var displayedFrame: Rect {
        guard !hasIdentityTransform else { return frame }
        let size = Size(
            width: frame.width * abs(transformScale.width), height: frame.height * abs(transformScale.height))
        let center = Point(x: frame.midX + transformTranslation.x, y: frame.midY + transformTranslation.y)
        return Rect(center: center, size: size)
    }

    /// The identity a transition layout matches elements by.
    public var identity: Identity { Identity(category: representedElementCategory, indexPath: indexPath) }
}
