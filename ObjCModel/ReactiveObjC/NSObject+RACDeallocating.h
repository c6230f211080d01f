// ReactiveObjC's NSObject+RACDeallocating.h.
#import "RACSignal.h"

NS_ASSUME_NONNULL_BEGIN

@interface NSObject (RACDeallocating)
/// Disposed when the object starts deallocating, before its class's -dealloc runs
/// (ReactiveObjC swizzles -dealloc; the Linux root class does the same in its release path).
@property (atomic, readonly, strong) RACCompoundDisposable *rac_deallocDisposable;
/// A replay subject kept by the object that completes when the object deallocates.
- (RACSignal *)rac_willDeallocSignal;
@end

NS_ASSUME_NONNULL_END
