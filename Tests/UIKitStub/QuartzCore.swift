// The part of Core Animation the exported files use, declared from Apple's documentation.
@_exported import CoreGraphics

/// https://developer.apple.com/documentation/corefoundation/cftimeinterval
public typealias CFTimeInterval = Double

/// https://developer.apple.com/documentation/quartzcore/cacurrentmediatime()
public func CACurrentMediaTime() -> CFTimeInterval { fatalError() }

/// https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
    open var cornerRadius: CGFloat = 0
    /// https://developer.apple.com/documentation/quartzcore/calayer/maskstobounds
    open var masksToBounds: Bool = false
    /// https://developer.apple.com/documentation/quartzcore/calayer/position
    open var position: CGPoint = .zero
    /// https://developer.apple.com/documentation/quartzcore/calayer/borderwidth
    open var borderWidth: CGFloat = 0
    /// https://developer.apple.com/documentation/quartzcore/calayer/bordercolor
    open var borderColor: CGColor?
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity
    open var shadowOpacity: Float = 0
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowradius
    open var shadowRadius: CGFloat = 3
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowoffset
    open var shadowOffset: CGSize = .zero
    /// https://developer.apple.com/documentation/quartzcore/calayer/presentation()
    open func presentation() -> Self? { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:)
    open func add(_ anim: CAAnimation, forKey key: String?) {}
    /// https://developer.apple.com/documentation/quartzcore/calayer/removeallanimations()
    open func removeAllAnimations() {}
}

/// https://developer.apple.com/documentation/quartzcore/caanimation
open class CAAnimation: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/camediatiming/duration
    open var duration: CFTimeInterval = 0
}

/// https://developer.apple.com/documentation/quartzcore/capropertyanimation
open class CAPropertyAnimation: CAAnimation {
    /// https://developer.apple.com/documentation/quartzcore/capropertyanimation/init(keypath:)
    public init(keyPath path: String?) {}
    /// https://developer.apple.com/documentation/quartzcore/capropertyanimation/isadditive
    open var isAdditive: Bool = false
}

/// https://developer.apple.com/documentation/quartzcore/cabasicanimation
open class CABasicAnimation: CAPropertyAnimation {
    /// https://developer.apple.com/documentation/quartzcore/cabasicanimation/fromvalue
    open var fromValue: Any?
    /// https://developer.apple.com/documentation/quartzcore/cabasicanimation/tovalue
    open var toValue: Any?
}

/// https://developer.apple.com/documentation/quartzcore/caspringanimation
@available(iOS 9.0, *)
open class CASpringAnimation: CABasicAnimation {
    /// https://developer.apple.com/documentation/quartzcore/caspringanimation/mass
    open var mass: CGFloat = 1
    /// https://developer.apple.com/documentation/quartzcore/caspringanimation/stiffness
    open var stiffness: CGFloat = 100
    /// https://developer.apple.com/documentation/quartzcore/caspringanimation/damping
    open var damping: CGFloat = 10
    /// https://developer.apple.com/documentation/quartzcore/caspringanimation/initialvelocity
    open var initialVelocity: CGFloat = 0
    /// https://developer.apple.com/documentation/quartzcore/caspringanimation/settlingduration
    open var settlingDuration: CFTimeInterval { fatalError() }
}

/// https://developer.apple.com/documentation/quartzcore/cadisplaylink
open class CADisplayLink: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
    public init(target: Any, selector sel: Selector) {}
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp
    @available(iOS 10.0, *)
    open var targetTimestamp: CFTimeInterval { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
    open func invalidate() {}
}
