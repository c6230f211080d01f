#import "RACSubject.h"
#import "RACSubscriptionScheduler.h"
#import "EXTScope.h"

@interface RACSubject ()
@property (nonatomic, strong, readonly) NSMutableArray *subscribers;
@property (nonatomic, strong, readonly) RACCompoundDisposable *disposable;
@end

@implementation RACSubject

+ (instancetype)subject { return [[self alloc] init]; }

- (instancetype)init {
    self = [super init];
    _disposable = [RACCompoundDisposable compoundDisposable];
    _subscribers = [[NSMutableArray alloc] initWithCapacity:1];
    return self;
}

- (void)dealloc {
    [_disposable dispose];
}

- (RACDisposable *)subscribe:(id<RACSubscriber>)subscriber {
    RACCompoundDisposable *disposable = [RACCompoundDisposable compoundDisposable];
    subscriber = [[RACPassthroughSubscriber alloc] initWithSubscriber:subscriber signal:self disposable:disposable];
    NSMutableArray *subscribers = self.subscribers;
    [subscribers addObject:subscriber];
    // The array, not the subject, is captured: disposing removes the passthrough from it.
    [disposable addDisposable:[RACDisposable disposableWithBlock:^{
        [subscribers removeObjectIdenticalTo:subscriber];
    }]];
    return disposable;
}

- (void)enumerateSubscribersUsingBlock:(void (^)(id<RACSubscriber> subscriber))block {
    NSArray *subscribers = [self.subscribers copy];
    for (id<RACSubscriber> subscriber in subscribers) block(subscriber);
}

- (void)sendNext:(id)value {
    [self enumerateSubscribersUsingBlock:^(id<RACSubscriber> subscriber) {
        [subscriber sendNext:value];
    }];
}

- (void)sendError:(NSError *)error {
    [self.disposable dispose];
    [self enumerateSubscribersUsingBlock:^(id<RACSubscriber> subscriber) {
        [subscriber sendError:error];
    }];
}

- (void)sendCompleted {
    [self.disposable dispose];
    [self enumerateSubscribersUsingBlock:^(id<RACSubscriber> subscriber) {
        [subscriber sendCompleted];
    }];
}

// A subject used as a subscriber: the source's subscription joins the subject's disposable.
- (void)didSubscribeWithDisposable:(RACCompoundDisposable *)d {
    if (d.disposed) return;
    [self.disposable addDisposable:d];
    @weakify(self, d);
    [d addDisposable:[RACDisposable disposableWithBlock:^{
        @strongify(self, d);
        [self.disposable removeDisposable:d];
    }]];
}

@end

@interface RACReplaySubject ()
@property (nonatomic, assign, readonly) NSUInteger capacity;
@property (nonatomic, strong, readonly) NSMutableArray *valuesReceived;
@property (nonatomic, assign) BOOL hasCompleted;
@property (nonatomic, assign) BOOL hasError;
@property (nonatomic, strong) NSError *error;
@end

@implementation RACReplaySubject

+ (instancetype)replaySubjectWithCapacity:(NSUInteger)capacity {
    return [[self alloc] initWithCapacity:capacity];
}

- (instancetype)init { return [self initWithCapacity:NSUIntegerMax]; }

- (instancetype)initWithCapacity:(NSUInteger)capacity {
    self = [super init];
    _capacity = capacity;
    _valuesReceived = [[NSMutableArray alloc] init];
    return self;
}

- (RACDisposable *)subscribe:(id<RACSubscriber>)subscriber {
    RACCompoundDisposable *compoundDisposable = [RACCompoundDisposable compoundDisposable];
    RACDisposable *schedulingDisposable = [RACModelSubscriptionScheduler() schedule:^{
        for (id value in [self.valuesReceived copy]) {
            if (compoundDisposable.disposed) return;
            [subscriber sendNext:(value == (id)[NSNull null] ? nil : value)];
        }
        if (compoundDisposable.disposed) return;
        if (self.hasCompleted) {
            [subscriber sendCompleted];
        } else if (self.hasError) {
            [subscriber sendError:self.error];
        } else {
            RACDisposable *subscriptionDisposable = [super subscribe:subscriber];
            [compoundDisposable addDisposable:subscriptionDisposable];
        }
    }];
    [compoundDisposable addDisposable:schedulingDisposable];
    return compoundDisposable;
}

- (void)sendNext:(id)value {
    [self.valuesReceived addObject:value ?: [NSNull null]];
    while (self.capacity != NSUIntegerMax && self.valuesReceived.count > self.capacity)
        [self.valuesReceived removeObjectAtIndex:0];
    [super sendNext:value];
}

- (void)sendCompleted {
    self.hasCompleted = YES;
    [super sendCompleted];
}

- (void)sendError:(NSError *)e {
    self.hasError = YES;
    self.error = e;
    [super sendError:e];
}

@end

@interface RACBehaviorSubject ()
@property (nonatomic, strong) id currentValue;
@end

@implementation RACBehaviorSubject

+ (instancetype)behaviorSubjectWithDefaultValue:(id)value {
    RACBehaviorSubject *subject = [self subject];
    subject.currentValue = value;
    return subject;
}

- (RACDisposable *)subscribe:(id<RACSubscriber>)subscriber {
    RACDisposable *subscriptionDisposable = [super subscribe:subscriber];
    RACDisposable *schedulingDisposable = [RACModelSubscriptionScheduler() schedule:^{
        [subscriber sendNext:self.currentValue];
    }];
    return [RACDisposable disposableWithBlock:^{
        [subscriptionDisposable dispose];
        [schedulingDisposable dispose];
    }];
}

- (void)sendNext:(id)value {
    self.currentValue = value;
    [super sendNext:value];
}

@end
