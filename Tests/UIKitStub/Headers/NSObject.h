// The Objective-C root class and the classes Swift's String and IndexPath bridge to, declared in Objective-C so that
// Swift sees them as on Apple's platforms: subclasses of NSObject may expose members to Objective-C (`@objc`,
// `#selector`), whose types must be ones Objective-C has.

// https://developer.apple.com/documentation/objectivec/nsobjectprotocol
@protocol NSObject
@end

// https://developer.apple.com/documentation/objectivec/nsobject-swift.class
__attribute__((objc_root_class))
@interface NSObject <NSObject>
// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
- (nonnull instancetype)init;
@end
