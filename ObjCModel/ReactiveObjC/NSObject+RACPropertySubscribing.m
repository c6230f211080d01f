#import "NSObject+RACPropertySubscribing.h"
#import "NSObject+RACDeallocating.h"
#import "RACSubject.h"

/// Observes one key of a target for one block (RACKVOTrampoline.m): holds the block strongly
/// and the target and observer weakly; is kept by both their rac_deallocDisposables.
@interface RACModelKVOTrampoline : RACDisposable
- (instancetype)initWithTarget:(NSObject *)target observer:(NSObject *)observer keyPath:(NSString *)keyPath block:(void (^)(id value))block;
@end

@implementation RACModelKVOTrampoline {
    NSString *_keyPath;
    void (^_block)(id value);
    __unsafe_unretained NSObject *_unsafeTarget;
    __weak NSObject *_weakTarget;
    __weak NSObject *_observer;
}

- (instancetype)initWithTarget:(NSObject *)target observer:(NSObject *)observer keyPath:(NSString *)keyPath block:(void (^)(id))block {
    self = [super init];
    _keyPath = [keyPath copy];
    _block = block; // ARC copies a block it retains (objc_retainBlock)
    _weakTarget = target;
    _unsafeTarget = target;
    _observer = observer;
    [target addObserver:self forKeyPath:_keyPath options:NSKeyValueObservingOptionNew context:(__bridge void *)self];
    [target.rac_deallocDisposable addDisposable:self];
    [observer.rac_deallocDisposable addDisposable:self];
    return self;
}

- (void)dealloc { [self dispose]; }

- (void)dispose {
    NSObject *target = _unsafeTarget;
    NSObject *observer = _observer;
    if (!target && !_block) return;
    _block = nil;
    _unsafeTarget = nil;
    _observer = nil;
    [target.rac_deallocDisposable removeDisposable:self];
    [observer.rac_deallocDisposable removeDisposable:self];
    [target removeObserver:self forKeyPath:_keyPath context:(__bridge void *)self];
    [super dispose];
}

- (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context {
    void (^block)(id) = _block;
    NSObject *target = _weakTarget;
    if (block == nil || target == nil) return;
    block([target valueForKey:_keyPath]);
}

@end

@implementation NSObject (RACPropertySubscribing)

// Completes when either object's will-dealloc signal completes (what -zip: of the two does
// in NSObject+RACPropertySubscribing.m).
static RACSignal *eitherDeallocates(RACSignal *a, RACSignal *b) {
    return [RACSignal createSignal:^(id<RACSubscriber> subscriber) {
        RACCompoundDisposable *disposable = [RACCompoundDisposable compoundDisposable];
        void (^complete)(void) = ^{
            [subscriber sendCompleted];
            [disposable dispose];
        };
        [disposable addDisposable:[a subscribeCompleted:complete]];
        [disposable addDisposable:[b subscribeCompleted:complete]];
        return disposable;
    }];
}

- (RACSignal *)rac_valuesForKeyPath:(NSString *)keyPath observer:(__weak NSObject *)weakObserver {
    NSObject *strongObserver = weakObserver;
    keyPath = [keyPath copy];
    __weak NSObject *weakSelf = self;
    RACSignal *deallocSignal = eitherDeallocates(self.rac_willDeallocSignal, strongObserver.rac_willDeallocSignal ?: [RACSignal never]);
    return [[RACSignal createSignal:^ RACDisposable * (id<RACSubscriber> subscriber) {
        NSObject *observer = weakObserver;
        NSObject *target = weakSelf;
        if (target == nil) {
            [subscriber sendCompleted];
            return nil;
        }
        RACModelKVOTrampoline *trampoline = [[RACModelKVOTrampoline alloc] initWithTarget:target observer:observer keyPath:keyPath block:^(id value) {
            [subscriber sendNext:value];
        }];
        // NSKeyValueObservingOptionInitial: the current value first.
        [subscriber sendNext:[target valueForKeyPath:keyPath]];
        RACCompoundDisposable *observerDisposable = observer.rac_deallocDisposable;
        RACCompoundDisposable *targetDisposable = target.rac_deallocDisposable;
        return [RACDisposable disposableWithBlock:^{
            [trampoline dispose];
            [observerDisposable removeDisposable:trampoline];
            [targetDisposable removeDisposable:trampoline];
        }];
    }] takeUntil:deallocSignal];
}

@end

@implementation RACSubscriptingAssignmentTrampoline {
    id _target;
    id _nilValue;
}

- (instancetype)initWithTarget:(id)target nilValue:(id)nilValue {
    if (target == nil) return nil;
    self = [super init];
    _target = target;
    _nilValue = nilValue;
    return self;
}

- (void)setObject:(RACSignal *)signal forKeyedSubscript:(NSString *)keyPath {
    [signal setKeyPath:keyPath onObject:_target nilValue:_nilValue];
}

@end
