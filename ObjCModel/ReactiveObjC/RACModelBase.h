// The superclass of the model's own classes (ReactiveObjC's derive from NSObject).
#import <Foundation/Foundation.h>
#import "RACModelRuntime.h"

NS_ASSUME_NONNULL_BEGIN

/// On Linux the root class already counts every object, so this adds nothing. On Apple
/// platforms NSObject cannot be made to count, so the model's classes count themselves here.
@interface RACModelBase : NSObject
@end

NS_ASSUME_NONNULL_END
