/// What an orthogonal section's `visibleItemsInvalidationHandler` does to each visible cell, every frame while the
/// row scrolls: its `alpha` and a scale `transform`, each an arithmetic expression of the cell's frame, the section's
/// scroll offset and the container's size
/// ([visibleItemsInvalidationHandler](https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/visibleitemsinvalidationhandler):
/// "a closure called before each layout cycle to allow modification of the items in the section immediately before
/// they are displayed"; the carousel effect sets the alpha and a `CGAffineTransform(scaleX:y:)` from the distance to
/// the centre).
///
/// The frame is the cell's in the section's unscrolled content, the offset the section's orthogonal scroll offset
/// (x) and 0 (y), so `frame.midX − offset.x` is the cell's centre on screen: our reading of the handler's arguments,
/// uncertain. A transform scales about the view's centre, its default `anchorPoint` (0.5, 0.5)
/// ([CGAffineTransform(scaleX:y:)](https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(scalex:y:)),
/// [CALayer.anchorPoint](https://developer.apple.com/documentation/quartzcore/calayer/anchorpoint)), so the cell's
/// frame becomes its frame scaled about its centre. The alpha is clamped to 0…1; a value that is not finite leaves
/// the alpha or scale as it was.
public struct VisibleItemsEffect: Sendable, Hashable {
    /// Most nodes of one expression: what evaluating it costs for one cell in one frame, so an effect costs at most
    /// three times this per visible cell.
    public static let maximumNodes = 256

    public var alpha: EffectExpression?
    public var scaleX: EffectExpression?
    public var scaleY: EffectExpression?

    public init(alpha: EffectExpression? = nil, scaleX: EffectExpression? = nil, scaleY: EffectExpression? = nil) {
        self.alpha = alpha
        self.scaleX = scaleX
        self.scaleY = scaleY
    }
}

/// An arithmetic expression of a visible cell (`VisibleItemsEffect`).
public indirect enum EffectExpression: Sendable, Hashable {
    case constant(Double)
    case variable(Variable)
    case operation(Operation, [EffectExpression])

    /// What the handler reads: `item.frame.minX`, `offset.x`, `environment.container.contentSize.width`, …; and what
    /// a custom layout asked again as the content scrolls reads (`CustomLayoutDynamics`): the content offset, a
    /// fling's proposed resting offset and velocity, a transition's progress; and what a transition layout's
    /// overrides read of one element (`TransitionLayoutEffect`): UIKit's interpolated attributes (the `item…`
    /// frame and these), its index path, and its attributes in the current and the next layout.
    public enum Variable: String, Sendable, Hashable, CaseIterable {
        case itemMinX, itemMidX, itemMaxX, itemMinY, itemMidY, itemMaxY, itemWidth, itemHeight
        case offsetX, offsetY, containerWidth, containerHeight
        case proposedX, proposedY, velocityX, velocityY, progress
        case itemAlpha, itemZIndex, itemScaleX, itemScaleY, itemTranslationX, itemTranslationY
        case itemIndex, sectionIndex
        case fromMinX, fromMinY, fromWidth, fromHeight, fromAlpha
        case toMinX, toMinY, toWidth, toHeight, toAlpha
    }

    /// The arithmetic: `+ - * /`, unary minus (`negate`), `abs`, `min`, `max`, `sqrt`; rounding (`floor`, `ceil`,
    /// `round`, `trunc` toward zero), `remainder` (`truncatingRemainder`), `sin`, `cos`, `atan2`; comparisons and
    /// logic giving 1 or 0 (`&&`, `||`, `!` of non-zero values), `select` (the second operand when the first is
    /// non-zero, else the third); `shared`, the value of a `CustomLayoutDynamics` shared expression by index.
    public enum Operation: String, Sendable, Hashable, CaseIterable {
        case add = "+", subtract = "-", multiply = "*", divide = "/", negate, abs, min, max, sqrt
        case floor, ceil, round, trunc, remainder, sin, cos, atan2
        case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">=", equal = "==", notEqual = "!="
        case and = "&&", or = "||", not = "!", select, shared

        /// How many operands it takes.
        public var arity: Int {
            switch self {
            case .negate, .abs, .sqrt, .floor, .ceil, .round, .trunc, .sin, .cos, .not, .shared: 1
            case .select: 3
            default: 2
            }
        }
    }

    /// What a cell's expressions read.
    struct Inputs {
        var frame: Rect
        var offset: Double
        var container: Size

        func value(of variable: Variable) -> Double {
            switch variable {
            case .itemMinX: frame.minX
            case .itemMidX: frame.midX
            case .itemMaxX: frame.maxX
            case .itemMinY: frame.minY
            case .itemMidY: frame.midY
            case .itemMaxY: frame.maxY
            case .itemWidth: frame.width
            case .itemHeight: frame.height
            case .offsetX: offset
            case .containerWidth: container.width
            case .containerHeight: container.height
            default: 0
            }
        }
    }

    /// The number of nodes: the cost of one evaluation.
    public var nodeCount: Int {
        switch self {
        case .constant, .variable: 1
        case .operation(_, let operands): 1 + operands.reduce(0) { $0 + $1.nodeCount }
        }
    }
}
