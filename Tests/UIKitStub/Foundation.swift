// The part of Foundation the exported files use, declared from Apple's documentation (its Objective-C classes are in
// Headers/NSIndexPath.h). On Apple's platforms Foundation brings the C library (Darwin) with it; here it brings
// Glibc's.
@_exported import ObjectiveC

#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Darwin)
    @_exported import Darwin
#endif

/// https://developer.apple.com/documentation/foundation/timeinterval
public typealias TimeInterval = Double

/// https://developer.apple.com/documentation/foundation/nscoder
open class NSCoder: NSObject {}

/// https://developer.apple.com/documentation/foundation/bundle
open class Bundle: NSObject {}

/// https://developer.apple.com/documentation/foundation/runloop
open class RunLoop: NSObject {
    /// https://developer.apple.com/documentation/foundation/runloop/main
    open class var main: RunLoop { fatalError() }

    /// https://developer.apple.com/documentation/foundation/runloop/mode
    public struct Mode: Hashable {
        /// https://developer.apple.com/documentation/foundation/runloop/mode/common
        public static let common = Mode()
    }
}

/// https://developer.apple.com/documentation/foundation/indexpath (bridged to `NSIndexPath`)
public struct IndexPath: Hashable, _ObjectiveCBridgeable {
    /// https://developer.apple.com/documentation/foundation/indexpath/item-8cp0y
    public var item: Int
    /// https://developer.apple.com/documentation/foundation/indexpath/section-8h7wo
    public var section: Int
    /// https://developer.apple.com/documentation/foundation/indexpath/row
    public var row: Int

    public func _bridgeToObjectiveC() -> NSIndexPath { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSIndexPath, result: inout IndexPath?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSIndexPath, result: inout IndexPath?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSIndexPath?) -> IndexPath { fatalError() }
}

/// https://developer.apple.com/documentation/swift/string (bridged to `NSString`)
extension String: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSString { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout String?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout String?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String { fatalError() }
}
