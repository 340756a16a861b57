#import "NSObject.h"

// The Objective-C classes Swift's String and IndexPath bridge to.

// https://developer.apple.com/documentation/foundation/nsstring
@interface NSString : NSObject
@end

// https://developer.apple.com/documentation/foundation/nsindexpath
@interface NSIndexPath : NSObject
@end
