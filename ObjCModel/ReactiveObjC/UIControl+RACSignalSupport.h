// ReactiveObjC's UIControl+RACSignalSupport.h and UITextField+RACSignalSupport.h.
#import <UIKit/UIKit.h>
#import "RACSignal.h"

NS_ASSUME_NONNULL_BEGIN

@interface UIControl (RACSignalSupport)
/// The control holds the subscriber (through a disposable in its rac_deallocDisposable) until
/// the subscription is disposed or the control deallocates, when the signal completes.
- (RACSignal<__kindof UIControl *> *)rac_signalForControlEvents:(UIControlEvents)controlEvents;
@end

@interface UITextField (RACSignalSupport)
/// The current text, then the text after each editing event, until the field deallocates.
- (RACSignal<NSString *> *)rac_textSignal;
@end

NS_ASSUME_NONNULL_END
