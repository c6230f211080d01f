// The property holds one signal made in the initializer and shared by `replayLazily`: a
// replay subject, connected at the first subscription, that the stored signal keeps. It
// answers from a callback run later (a request's completion handler) and completes, which lets
// every subscriber go.
#import "SSPProfileViewModel.h"

@implementation SSPProfileViewModel
- (instancetype)init {
    self = [super init];
    _fetchProfileSignal = [[RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        [[RACScheduler mainThreadScheduler] afterDelay:1 schedule:^{
            [subscriber sendNext:@1];
            [subscriber sendCompleted];
        }];
        return nil;
    }] replayLazily];
    return self;
}
@end
