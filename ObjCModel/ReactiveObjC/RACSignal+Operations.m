#import "RACSignal+Operations.h"
#import "RACScheduler.h"
#import "RACSubject.h"
#import "NSObject+RACDeallocating.h"

@interface RACMulticastConnection ()
- (instancetype)initWithSourceSignal:(RACSignal *)source subject:(RACSubject *)subject;
@end

// Calls a reduce block with a tuple's values as its arguments (RACBlockTrampoline.m).
static id invokeReduce(RACGenericReduceBlock block, RACTuple *t) {
    switch (t.count) {
    case 1: return ((id (^)(id))block)(t[0]);
    case 2: return ((id (^)(id, id))block)(t[0], t[1]);
    case 3: return ((id (^)(id, id, id))block)(t[0], t[1], t[2]);
    case 4: return ((id (^)(id, id, id, id))block)(t[0], t[1], t[2], t[3]);
    }
    return nil;
}

@implementation RACSignal (RACStreamOperations)

- (RACSignal *)flattenMap:(RACSignal * (^)(id value))block {
    return [self bind:^{
        return ^(id value, BOOL *stop) {
            return block(value) ?: [RACSignal empty];
        };
    }];
}

- (RACSignal *)flatten {
    return [self flattenMap:^(id value) { return value; }];
}

- (RACSignal *)map:(id (^)(id value))block {
    return [self flattenMap:^(id value) {
        return [RACSignal return:block(value)];
    }];
}

- (RACSignal *)mapReplace:(id)object {
    return [self map:^(id _) { return object; }];
}

- (RACSignal *)filter:(BOOL (^)(id value))block {
    return [self flattenMap:^ RACSignal * (id value) {
        return block(value) ? [RACSignal return:value] : [RACSignal empty];
    }];
}

- (RACSignal *)ignore:(id)value {
    return [self filter:^ BOOL (id innerValue) {
        return innerValue != value && ![innerValue isEqual:value];
    }];
}

- (RACSignal *)reduceEach:(RACReduceBlock)reduceBlock {
    return [self map:^(RACTuple *t) {
        return invokeReduce(reduceBlock, t);
    }];
}

- (RACSignal *)startWith:(id)value {
    return [[RACSignal return:value] concat:self];
}

- (RACSignal *)skip:(NSUInteger)skipCount {
    return [self bind:^{
        __block NSUInteger skipped = 0;
        return ^(id value, BOOL *stop) {
            if (skipped >= skipCount) return [RACSignal return:value];
            skipped++;
            return [RACSignal empty];
        };
    }];
}

- (RACSignal *)take:(NSUInteger)count {
    if (count == 0) return [RACSignal empty];
    return [self bind:^{
        __block NSUInteger taken = 0;
        return ^ RACSignal * (id value, BOOL *stop) {
            if (taken < count) {
                ++taken;
                if (taken == count) *stop = YES;
                return [RACSignal return:value];
            }
            return nil;
        };
    }];
}

- (RACSignal *)distinctUntilChanged {
    return [self bind:^{
        __block id lastValue = nil;
        __block BOOL initial = YES;
        return ^(id x, BOOL *stop) {
            if (!initial && (lastValue == x || [x isEqual:lastValue])) return [RACSignal empty];
            initial = NO;
            lastValue = x;
            return [RACSignal return:x];
        };
    }];
}

- (RACSignal *)scanWithStart:(id)startingValue reduce:(id (^)(id running, id next))reduceBlock {
    return [self bind:^{
        __block id running = startingValue;
        return ^(id value, BOOL *stop) {
            running = reduceBlock(running, value);
            return [RACSignal return:running];
        };
    }];
}

@end

@implementation RACSignal (Operations)

- (RACSignal *)doNext:(void (^)(id x))block {
    return [RACSignal createSignal:^(id<RACSubscriber> subscriber) {
        return [self subscribeNext:^(id x) {
            block(x);
            [subscriber sendNext:x];
        } error:^(NSError *error) {
            [subscriber sendError:error];
        } completed:^{
            [subscriber sendCompleted];
        }];
    }];
}

- (RACSignal *)doError:(void (^)(NSError *error))block {
    return [RACSignal createSignal:^(id<RACSubscriber> subscriber) {
        return [self subscribeNext:^(id x) {
            [subscriber sendNext:x];
        } error:^(NSError *error) {
            block(error);
            [subscriber sendError:error];
        } completed:^{
            [subscriber sendCompleted];
        }];
    }];
}

- (RACSignal *)doCompleted:(void (^)(void))block {
    return [RACSignal createSignal:^(id<RACSubscriber> subscriber) {
        return [self subscribeNext:^(id x) {
            [subscriber sendNext:x];
        } error:^(NSError *error) {
            [subscriber sendError:error];
        } completed:^{
            block();
            [subscriber sendCompleted];
        }];
    }];
}

// Each value waits on the current scheduler; the pending blocks hold the subscriber.
- (RACSignal *)delay:(NSTimeInterval)interval {
    return [RACSignal createSignal:^(id<RACSubscriber> subscriber) {
        RACCompoundDisposable *disposable = [RACCompoundDisposable compoundDisposable];
        RACScheduler *scheduler = [RACScheduler scheduler];
        void (^schedule)(void (^)(void)) = ^(void (^block)(void)) {
            RACScheduler *delayScheduler = RACScheduler.currentScheduler ?: scheduler;
            [disposable addDisposable:[delayScheduler afterDelay:interval schedule:block]];
        };
        RACDisposable *subscriptionDisposable = [self subscribeNext:^(id x) {
            schedule(^{ [subscriber sendNext:x]; });
        } error:^(NSError *error) {
            [subscriber sendError:error];
        } completed:^{
            schedule(^{ [subscriber sendCompleted]; });
        }];
        [disposable addDisposable:subscriptionDisposable];
        return disposable;
    }];
}

- (RACSignal *)catch:(RACSignal * (^)(NSError *error))catchBlock {
    return [RACSignal createSignal:^(id<RACSubscriber> subscriber) {
        RACSerialDisposable *catchDisposable = [[RACSerialDisposable alloc] init];
        RACDisposable *subscriptionDisposable = [self subscribeNext:^(id x) {
            [subscriber sendNext:x];
        } error:^(NSError *error) {
            RACSignal *signal = catchBlock(error);
            catchDisposable.disposable = [signal subscribe:subscriber];
        } completed:^{
            [subscriber sendCompleted];
        }];
        return [RACDisposable disposableWithBlock:^{
            [catchDisposable dispose];
            [subscriptionDisposable dispose];
        }];
    }];
}

- (RACSignal *)catchTo:(RACSignal *)signal {
    return [self catch:^(NSError *error) { return signal; }];
}

- (RACSignal *)then:(RACSignal * (^)(void))block {
    return [[[self ignoreValues] concat:[RACSignal createSignal:^ RACDisposable * (id<RACSubscriber> subscriber) {
        return [block() subscribe:subscriber];
    }]] setNameWithFormat:@"then"];
}

- (RACSignal *)ignoreValues {
    return [self filter:^(id _) { return NO; }];
}

- (RACSignal *)combineLatestWith:(RACSignal *)signal {
    return [RACSignal createSignal:^(id<RACSubscriber> subscriber) {
        RACCompoundDisposable *disposable = [RACCompoundDisposable compoundDisposable];
        __block id lastSelfValue = nil;
        __block BOOL selfCompleted = NO;
        __block id lastOtherValue = nil;
        __block BOOL otherCompleted = NO;
        void (^sendNext)(void) = ^{
            if (lastSelfValue == nil || lastOtherValue == nil) return;
            [subscriber sendNext:RACTuplePack(lastSelfValue, lastOtherValue)];
        };
        RACDisposable *selfDisposable = [self subscribeNext:^(id x) {
            lastSelfValue = x ?: [NSNull null];
            sendNext();
        } error:^(NSError *error) {
            [subscriber sendError:error];
        } completed:^{
            selfCompleted = YES;
            if (otherCompleted) [subscriber sendCompleted];
        }];
        [disposable addDisposable:selfDisposable];
        RACDisposable *otherDisposable = [signal subscribeNext:^(id x) {
            lastOtherValue = x ?: [NSNull null];
            sendNext();
        } error:^(NSError *error) {
            [subscriber sendError:error];
        } completed:^{
            otherCompleted = YES;
            if (selfCompleted) [subscriber sendCompleted];
        }];
        [disposable addDisposable:otherDisposable];
        return disposable;
    }];
}

// Pairs are folded left and flattened into one tuple per combination (RACStream +join:block:).
+ (RACSignal *)combineLatest:(NSArray<RACSignal *> *)signals {
    RACSignal *current = nil;
    for (RACSignal *signal in signals) {
        if (!current) {
            current = [signal map:^(id x) { return RACTuplePack(x); }];
            continue;
        }
        current = [[current combineLatestWith:signal] map:^(RACTuple *pair) {
            return [(RACTuple *)pair.first tupleByAddingObject:pair.second];
        }];
    }
    return current ?: [RACSignal empty];
}

+ (RACSignal *)combineLatest:(NSArray<RACSignal *> *)signals reduce:(RACGenericReduceBlock)reduceBlock {
    return [[self combineLatest:signals] reduceEach:reduceBlock];
}

- (RACSignal *)merge:(RACSignal *)signal {
    return [RACSignal merge:@[ self, signal ]];
}

+ (RACSignal *)merge:(NSArray<RACSignal *> *)signals {
    NSArray *copiedSignals = [signals copy];
    return [[RACSignal createSignal:^ RACDisposable * (id<RACSubscriber> subscriber) {
        for (RACSignal *signal in copiedSignals) [subscriber sendNext:signal];
        [subscriber sendCompleted];
        return nil;
    }] flatten];
}

+ (RACSignal *)interval:(NSTimeInterval)interval onScheduler:(RACScheduler *)scheduler {
    return [self interval:interval onScheduler:scheduler withLeeway:0.0];
}

// The timer holds the block, the block holds the subscriber: it lives until disposed.
+ (RACSignal *)interval:(NSTimeInterval)interval onScheduler:(RACScheduler *)scheduler withLeeway:(NSTimeInterval)leeway {
    return [RACSignal createSignal:^(id<RACSubscriber> subscriber) {
        return [scheduler after:[NSDate dateWithTimeIntervalSinceNow:interval] repeatingEvery:interval withLeeway:leeway schedule:^{
            [subscriber sendNext:[NSDate date]];
        }];
    }];
}

- (RACSignal *)takeUntil:(RACSignal *)signalTrigger {
    return [RACSignal createSignal:^(id<RACSubscriber> subscriber) {
        RACCompoundDisposable *disposable = [RACCompoundDisposable compoundDisposable];
        void (^triggerCompletion)(void) = ^{
            [disposable dispose];
            [subscriber sendCompleted];
        };
        RACDisposable *triggerDisposable = [signalTrigger subscribeNext:^(id _) {
            triggerCompletion();
        } completed:^{
            triggerCompletion();
        }];
        [disposable addDisposable:triggerDisposable];
        if (!disposable.disposed) {
            RACDisposable *selfDisposable = [self subscribeNext:^(id x) {
                [subscriber sendNext:x];
            } error:^(NSError *error) {
                [subscriber sendError:error];
            } completed:^{
                [disposable dispose];
                [subscriber sendCompleted];
            }];
            [disposable addDisposable:selfDisposable];
        }
        return disposable;
    }];
}

// Each event hops through a scheduled block that holds the subscriber until it runs.
- (RACSignal *)deliverOn:(RACScheduler *)scheduler {
    return [RACSignal createSignal:^(id<RACSubscriber> subscriber) {
        return [self subscribeNext:^(id x) {
            [scheduler schedule:^{ [subscriber sendNext:x]; }];
        } error:^(NSError *error) {
            [scheduler schedule:^{ [subscriber sendError:error]; }];
        } completed:^{
            [scheduler schedule:^{ [subscriber sendCompleted]; }];
        }];
    }];
}

- (RACSignal *)deliverOnMainThread {
    return [self deliverOn:RACScheduler.mainThreadScheduler];
}

- (RACSignal *)subscribeOn:(RACScheduler *)scheduler {
    return [RACSignal createSignal:^(id<RACSubscriber> subscriber) {
        RACCompoundDisposable *disposable = [RACCompoundDisposable compoundDisposable];
        RACDisposable *schedulingDisposable = [scheduler schedule:^{
            [disposable addDisposable:[self subscribe:subscriber]];
        }];
        [disposable addDisposable:schedulingDisposable];
        return disposable;
    }];
}

- (RACMulticastConnection *)publish {
    return [self multicast:[RACSubject subject]];
}

- (RACMulticastConnection *)multicast:(RACSubject *)subject {
    return [[RACMulticastConnection alloc] initWithSourceSignal:self subject:subject];
}

- (RACSignal *)replay {
    RACMulticastConnection *connection = [self multicast:[RACReplaySubject subject]];
    [connection connect];
    return connection.signal;
}

- (RACSignal *)replayLast {
    RACMulticastConnection *connection = [self multicast:[RACReplaySubject replaySubjectWithCapacity:1]];
    [connection connect];
    return connection.signal;
}

// The returned signal keeps the connection (its defer block does), and the connection the
// replay subject: whoever keeps the signal keeps the subject's subscribers until it ends.
- (RACSignal *)replayLazily {
    RACMulticastConnection *connection = [self multicast:[RACReplaySubject subject]];
    return [RACSignal defer:^RACSignal *{
        [connection connect];
        return connection.signal;
    }];
}

- (RACDisposable *)setKeyPath:(NSString *)keyPath onObject:(NSObject *)object {
    return [self setKeyPath:keyPath onObject:object nilValue:nil];
}

// The object is held unretained (an __unsafe_unretained pointer cleared on disposal), as in
// RACSignal+Operations.m; its rac_deallocDisposable keeps and ends the binding.
- (RACDisposable *)setKeyPath:(NSString *)keyPath onObject:(NSObject *)object nilValue:(id)nilValue {
    keyPath = [keyPath copy];
    RACCompoundDisposable *disposable = [RACCompoundDisposable compoundDisposable];
    __block __unsafe_unretained NSObject *objectPtr = object;
    RACDisposable *subscriptionDisposable = [self subscribeNext:^(id x) {
        NSObject *target = objectPtr;
        [target setValue:x ?: nilValue forKeyPath:keyPath];
    } error:^(NSError *error) {
        [disposable dispose];
    } completed:^{
        [disposable dispose];
    }];
    [disposable addDisposable:subscriptionDisposable];
    [disposable addDisposable:[RACDisposable disposableWithBlock:^{
        objectPtr = nil;
    }]];
    [object.rac_deallocDisposable addDisposable:disposable];
    RACCompoundDisposable *objectDisposable = object.rac_deallocDisposable;
    return [RACDisposable disposableWithBlock:^{
        [objectDisposable removeDisposable:disposable];
        [disposable dispose];
    }];
}

@end

@implementation RACMulticastConnection {
    RACSignal *_sourceSignal;
    RACSerialDisposable *_serialDisposable;
    BOOL _connected;
}

- (instancetype)initWithSourceSignal:(RACSignal *)source subject:(RACSubject *)subject {
    self = [super init];
    _sourceSignal = source;
    _serialDisposable = [[RACSerialDisposable alloc] init];
    _signal = subject;
    return self;
}

- (RACDisposable *)connect {
    if (!_connected) {
        _connected = YES;
        _serialDisposable.disposable = [_sourceSignal subscribe:(RACSubject *)_signal];
    }
    return _serialDisposable;
}

@end
