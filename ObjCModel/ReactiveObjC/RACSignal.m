#import "RACSignal.h"
#import "RACScheduler.h"
#import "RACSubscriptionScheduler.h"
#include <stdio.h>
#include <stdlib.h>

@implementation RACStream
- (instancetype)setNameWithFormat:(NSString *)format, ... { return self; }
@end

/// createSignal: (RACDynamicSignal.m). The subscription wraps the subscriber in a passthrough
/// that only the didSubscribe block can keep alive: if it keeps nothing (no scheduler, no
/// subject holds the subscriber), everything is released when -subscribe: returns, and the
/// passthrough's release disposes the subscription (its RACSubscriber disposes on dealloc).
@interface RACDynamicSignal : RACSignal
@property (nonatomic, copy, readonly) RACDisposable * (^didSubscribe)(id<RACSubscriber> subscriber);
@end

@implementation RACDynamicSignal

+ (RACSignal *)createSignal:(RACDisposable * (^)(id<RACSubscriber> subscriber))didSubscribe {
    RACDynamicSignal *signal = [[self alloc] init];
    signal->_didSubscribe = didSubscribe; // retained, so copied, by ARC
    return signal;
}

- (RACDisposable *)subscribe:(id<RACSubscriber>)subscriber {
    RACCompoundDisposable *disposable = [RACCompoundDisposable compoundDisposable];
    subscriber = [[RACPassthroughSubscriber alloc] initWithSubscriber:subscriber signal:self disposable:disposable];
    if (self.didSubscribe != NULL) {
        RACDisposable *schedulingDisposable = [RACModelSubscriptionScheduler() schedule:^{
            RACDisposable *innerDisposable = self.didSubscribe(subscriber);
            [disposable addDisposable:innerDisposable];
        }];
        [disposable addDisposable:schedulingDisposable];
    }
    return disposable;
}

@end

/// +return: (RACReturnSignal.m): sends at subscription, no passthrough, returns no disposable.
@interface RACReturnSignal : RACSignal
@property (nonatomic, strong, readonly) id value;
@end

@implementation RACReturnSignal

+ (RACSignal *)return:(id)value {
    RACReturnSignal *signal = [[self alloc] init];
    signal->_value = value;
    return signal;
}

- (RACDisposable *)subscribe:(id<RACSubscriber>)subscriber {
    return [RACModelSubscriptionScheduler() schedule:^{
        [subscriber sendNext:self.value];
        [subscriber sendCompleted];
    }];
}

@end

/// +empty (RACEmptySignal.m).
@interface RACEmptySignal : RACSignal
@end

@implementation RACEmptySignal
- (RACDisposable *)subscribe:(id<RACSubscriber>)subscriber {
    return [RACModelSubscriptionScheduler() schedule:^{
        [subscriber sendCompleted];
    }];
}
@end

/// +error: (RACErrorSignal.m).
@interface RACErrorSignal : RACSignal
@property (nonatomic, strong, readonly) NSError *error;
@end

@implementation RACErrorSignal
+ (RACSignal *)error:(NSError *)error {
    RACErrorSignal *signal = [[self alloc] init];
    signal->_error = error;
    return signal;
}

- (RACDisposable *)subscribe:(id<RACSubscriber>)subscriber {
    return [RACModelSubscriptionScheduler() schedule:^{
        [subscriber sendError:self.error];
    }];
}
@end

@implementation RACSignal

+ (RACSignal *)createSignal:(RACDisposable * (^)(id<RACSubscriber> subscriber))didSubscribe {
    return [RACDynamicSignal createSignal:didSubscribe];
}

+ (RACSignal *)defer:(RACSignal * (^)(void))block {
    return [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        return [block() subscribe:subscriber];
    }];
}

+ (RACSignal *)return:(id)value { return [RACReturnSignal return:value]; }
+ (RACSignal *)empty { return [[RACEmptySignal alloc] init]; }

+ (RACSignal *)error:(NSError *)error { return [RACErrorSignal error:error]; }

+ (RACSignal *)never {
    return [self createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        return nil;
    }];
}

// The base of flattenMap:, map:, filter:, take: (RACSignal.m -bind:). Each inner signal's
// subscription and the outer one live in one compound disposable; the subscriber completes
// when the outer signal and every inner signal have completed.
- (RACSignal *)bind:(RACSignalBindBlock (^)(void))block {
    return [RACSignal createSignal:^(id<RACSubscriber> subscriber) {
        RACSignalBindBlock bindingBlock = block();
        __block int signalCount = 1;
        RACCompoundDisposable *compoundDisposable = [RACCompoundDisposable compoundDisposable];

        void (^completeSignal)(RACDisposable *) = ^(RACDisposable *finishedDisposable) {
            if (--signalCount == 0) {
                [subscriber sendCompleted];
                [compoundDisposable dispose];
            } else {
                [compoundDisposable removeDisposable:finishedDisposable];
            }
        };

        void (^addSignal)(RACSignal *) = ^(RACSignal *signal) {
            signalCount++;
            RACSerialDisposable *selfDisposable = [[RACSerialDisposable alloc] init];
            [compoundDisposable addDisposable:selfDisposable];
            RACDisposable *disposable = [signal subscribeNext:^(id x) {
                [subscriber sendNext:x];
            } error:^(NSError *error) {
                [compoundDisposable dispose];
                [subscriber sendError:error];
            } completed:^{
                completeSignal(selfDisposable);
            }];
            selfDisposable.disposable = disposable;
        };

        RACSerialDisposable *selfDisposable = [[RACSerialDisposable alloc] init];
        [compoundDisposable addDisposable:selfDisposable];
        RACDisposable *bindingDisposable = [self subscribeNext:^(id x) {
            if (compoundDisposable.disposed) return;
            BOOL stop = NO;
            id signal = bindingBlock(x, &stop);
            if (signal != nil) addSignal(signal);
            if (signal == nil || stop) {
                [selfDisposable dispose];
                completeSignal(selfDisposable);
            }
        } error:^(NSError *error) {
            [compoundDisposable dispose];
            [subscriber sendError:error];
        } completed:^{
            completeSignal(selfDisposable);
        }];
        selfDisposable.disposable = bindingDisposable;
        return compoundDisposable;
    }];
}

- (RACSignal *)concat:(RACSignal *)signal {
    return [RACSignal createSignal:^(id<RACSubscriber> subscriber) {
        RACCompoundDisposable *compoundDisposable = [[RACCompoundDisposable alloc] init];
        RACDisposable *sourceDisposable = [self subscribeNext:^(id x) {
            [subscriber sendNext:x];
        } error:^(NSError *error) {
            [subscriber sendError:error];
        } completed:^{
            RACDisposable *concattedDisposable = [signal subscribe:subscriber];
            [compoundDisposable addDisposable:concattedDisposable];
        }];
        [compoundDisposable addDisposable:sourceDisposable];
        return compoundDisposable;
    }];
}

@end

@implementation RACSignal (Subscription)

- (RACDisposable *)subscribe:(id<RACSubscriber>)subscriber {
    fprintf(stderr, "rac-model: -subscribe: must be overridden\n");
    abort();
}

- (RACDisposable *)subscribeNext:(void (^)(id))nextBlock {
    return [self subscribe:[RACSubscriber subscriberWithNext:nextBlock error:NULL completed:NULL]];
}

- (RACDisposable *)subscribeNext:(void (^)(id))nextBlock completed:(void (^)(void))completedBlock {
    return [self subscribe:[RACSubscriber subscriberWithNext:nextBlock error:NULL completed:completedBlock]];
}

- (RACDisposable *)subscribeNext:(void (^)(id))nextBlock error:(void (^)(NSError *))errorBlock completed:(void (^)(void))completedBlock {
    return [self subscribe:[RACSubscriber subscriberWithNext:nextBlock error:errorBlock completed:completedBlock]];
}

- (RACDisposable *)subscribeNext:(void (^)(id))nextBlock error:(void (^)(NSError *))errorBlock {
    return [self subscribe:[RACSubscriber subscriberWithNext:nextBlock error:errorBlock completed:NULL]];
}

- (RACDisposable *)subscribeError:(void (^)(NSError *))errorBlock {
    return [self subscribe:[RACSubscriber subscriberWithNext:NULL error:errorBlock completed:NULL]];
}

- (RACDisposable *)subscribeCompleted:(void (^)(void))completedBlock {
    return [self subscribe:[RACSubscriber subscriberWithNext:NULL error:NULL completed:completedBlock]];
}

- (RACDisposable *)subscribeError:(void (^)(NSError *))errorBlock completed:(void (^)(void))completedBlock {
    return [self subscribe:[RACSubscriber subscriberWithNext:NULL error:errorBlock completed:completedBlock]];
}

@end
