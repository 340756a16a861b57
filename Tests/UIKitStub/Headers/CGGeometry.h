// Core Graphics' geometry, as its C header declares it.

// https://developer.apple.com/documentation/corefoundation/cgfloat-c.typealias (a double on 64-bit devices; Swift maps it to
// CoreGraphics' Swift `CGFloat`)
typedef double CGFloat;

// https://developer.apple.com/documentation/corefoundation/cgpoint
struct CGPoint { CGFloat x; CGFloat y; };
typedef struct CGPoint CGPoint;

// https://developer.apple.com/documentation/corefoundation/cgsize
struct CGSize { CGFloat width; CGFloat height; };
typedef struct CGSize CGSize;

// https://developer.apple.com/documentation/corefoundation/cgvector
struct CGVector { CGFloat dx; CGFloat dy; };
typedef struct CGVector CGVector;

// https://developer.apple.com/documentation/corefoundation/cgrect
struct CGRect { CGPoint origin; CGSize size; };
typedef struct CGRect CGRect;

// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
struct CGAffineTransform { CGFloat a, b, c, d; CGFloat tx, ty; };
typedef struct CGAffineTransform CGAffineTransform;
