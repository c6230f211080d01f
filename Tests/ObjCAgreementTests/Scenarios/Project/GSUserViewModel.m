// Overridden getters, the instance variables never assigned: each read makes a new cold
// signal that nothing keeps. `refreshSignal` answers from a callback run later (a request's
// completion handler); `tickSignal` hands its subscriber to a repeating timer (stopped when
// the subscription is disposed) and never ends it.
#import "GSUserViewModel.h"

// The instance variables stay unused on purpose: that is what the scenarios are about.
#pragma clang diagnostic ignored "-Wunused-property-ivar"

@implementation GSUserViewModel
- (RACSignal *)refreshSignal {
    return [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        [[RACScheduler mainThreadScheduler] afterDelay:1 schedule:^{
            [subscriber sendNext:@1];
            [subscriber sendCompleted];
        }];
        return nil;
    }];
}

- (RACSignal *)tickSignal {
    return [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        return [[RACScheduler mainThreadScheduler] after:[NSDate date] repeatingEvery:1 withLeeway:0 schedule:^{
            [subscriber sendNext:@1];
        }];
    }];
}
@end
