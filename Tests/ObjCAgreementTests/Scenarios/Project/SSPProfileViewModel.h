// The view model of StoredSignalCompletesClean: a `strong` signal property its initializer
// assigns once. Nothing here says what it holds; only the implementation
// (SSPProfileViewModel.m) does.
#import <ReactiveObjC/ReactiveObjC.h>

@interface SSPProfileViewModel : NSObject
@property (nonatomic, strong) RACSignal *fetchProfileSignal;
@end
