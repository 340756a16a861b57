#import "CGGeometry.h"
#import "NSIndexPath.h"

// UIKit's C declarations: insets, and the keys of a transition's view controllers.

// https://developer.apple.com/documentation/uikit/uiedgeinsets
typedef struct UIEdgeInsets { CGFloat top, left, bottom, right; } UIEdgeInsets;

// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets
typedef struct NSDirectionalEdgeInsets { CGFloat top, leading, bottom, trailing; } NSDirectionalEdgeInsets;

// https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey
typedef NSString *UITransitionContextViewControllerKey __attribute__((swift_wrapper(enum)));
// https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/from
extern UITransitionContextViewControllerKey const UITransitionContextFromViewControllerKey
    __attribute__((swift_name("UITransitionContextViewControllerKey.from")));
// https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/to
extern UITransitionContextViewControllerKey const UITransitionContextToViewControllerKey
    __attribute__((swift_name("UITransitionContextViewControllerKey.to")));
