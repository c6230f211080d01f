// ReactiveCocoa 3's UIBarButtonItem+RACSupport.h (Objective-C): `rac_actionSignal`, the
// older API that ReactiveObjC later replaced with `rac_command`.
#import <UIKit/UIKit.h>
#import "RACSignal.h"

NS_ASSUME_NONNULL_BEGIN

@interface UIBarButtonItem (RACSupport)
/// The item on each tap. Subscribing makes the item's target and action feed a subject the
/// item keeps (an associated object), so the item keeps every subscriber until it is
/// deallocated, when the signal completes.
@property (nonatomic, strong, readonly) RACSignal<UIBarButtonItem *> *rac_actionSignal;
@end

NS_ASSUME_NONNULL_END
