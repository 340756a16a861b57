// The part of Core Graphics the exported files use, declared from Apple's documentation: the C structs are in
// Headers/CGGeometry.h, their Swift members here.
@_exported import Foundation

/// https://developer.apple.com/documentation/corefoundation/cgfloat-swift.struct
/// Here the same type as `Double`: on 64-bit devices CGFloat holds a Double, and Swift converts between the two
/// implicitly (SE-0307, https://github.com/swiftlang/swift-evolution/blob/main/proposals/0307-allow-interchangeable-use-of-double-cgfloat-types.md).
public typealias CGFloat = Double

extension CGPoint: Equatable {
    /// https://developer.apple.com/documentation/corefoundation/cgpoint/zero
    public static let zero = CGPoint(x: 0, y: 0)
    public static func == (a: CGPoint, b: CGPoint) -> Bool { fatalError() }
}

extension CGSize: Equatable {
    /// https://developer.apple.com/documentation/corefoundation/cgsize/zero
    public static let zero = CGSize(width: 0, height: 0)
    public static func == (a: CGSize, b: CGSize) -> Bool { fatalError() }
}

extension CGRect: Equatable {
    /// https://developer.apple.com/documentation/corefoundation/cgrect/init(x:y:width:height:)-3xq19
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/zero
    public static let zero = CGRect(x: 0, y: 0, width: 0, height: 0)
    /// https://developer.apple.com/documentation/corefoundation/cgrect/width
    public var width: CGFloat { fatalError() }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/height
    public var height: CGFloat { fatalError() }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/minx
    public var minX: CGFloat { fatalError() }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/midx
    public var midX: CGFloat { fatalError() }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/maxx
    public var maxX: CGFloat { fatalError() }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/miny
    public var minY: CGFloat { fatalError() }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/midy
    public var midY: CGFloat { fatalError() }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/maxy
    public var maxY: CGFloat { fatalError() }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/contains(_:)-6n2uh
    public func contains(_ point: CGPoint) -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/insetby(dx:dy:)
    public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect { fatalError() }
    public static func == (a: CGRect, b: CGRect) -> Bool { fatalError() }
}

extension CGAffineTransform {
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(scalex:y:)
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity
    public static let identity = CGAffineTransform(scaleX: 1, y: 1)
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/isidentity
    public var isIdentity: Bool { fatalError() }
}

/// https://developer.apple.com/documentation/coregraphics/cgcolor
open class CGColor {}
