// The view model of GetterSignalCompletesClean and GetterSignalNeverEndsStrongSelf: two
// `strong` signal properties whose getters (GSUserViewModel.m) make a new signal on each read.
// Nothing here says so; only the implementation does.
#import <ReactiveObjC/ReactiveObjC.h>

@interface GSUserViewModel : NSObject
@property (nonatomic, strong) RACSignal *refreshSignal;
@property (nonatomic, strong) RACSignal *tickSignal;
@end
