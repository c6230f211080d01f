// ReactiveObjC's NSNotificationCenter+RACSupport.h.
#import "RACSignal.h"

NS_ASSUME_NONNULL_BEGIN

@interface NSNotificationCenter (RACSupport)
/// Each subscription registers a block (holding the subscriber) with the center, which keeps
/// it until the subscription is disposed: the signal never completes by itself.
- (RACSignal<NSNotification *> *)rac_addObserverForName:(nullable NSString *)notificationName object:(nullable id)object;
@end

NS_ASSUME_NONNULL_END
