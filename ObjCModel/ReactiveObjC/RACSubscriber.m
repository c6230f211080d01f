#import "RACSubscriber.h"
#import "EXTScope.h"

@interface RACSubscriber ()
@property (nonatomic, copy) void (^next)(id value);
@property (nonatomic, copy) void (^error)(NSError *error);
@property (nonatomic, copy) void (^completed)(void);
@property (nonatomic, strong, readonly) RACCompoundDisposable *disposable;
@end

@implementation RACSubscriber

+ (instancetype)subscriberWithNext:(void (^)(id))next error:(void (^)(NSError *))error completed:(void (^)(void))completed {
    RACSubscriber *subscriber = [[self alloc] init];
    subscriber->_next = next; // retained, so copied, by ARC
    subscriber->_error = error;
    subscriber->_completed = completed;
    return subscriber;
}

- (instancetype)init {
    self = [super init];
    // Unretained: the disposable belongs to self; it only clears self's blocks.
    @unsafeify(self);
    RACDisposable *selfDisposable = [RACDisposable disposableWithBlock:^{
        @strongify(self);
        self.next = nil;
        self.error = nil;
        self.completed = nil;
    }];
    _disposable = [RACCompoundDisposable compoundDisposable];
    [_disposable addDisposable:selfDisposable];
    return self;
}

- (void)dealloc {
    [_disposable dispose];
}

- (void)sendNext:(id)value {
    void (^nextBlock)(id) = self.next;
    if (nextBlock) nextBlock(value);
}

- (void)sendError:(NSError *)e {
    void (^errorBlock)(NSError *) = self.error;
    [self.disposable dispose];
    if (errorBlock) errorBlock(e);
}

- (void)sendCompleted {
    void (^completedBlock)(void) = self.completed;
    [self.disposable dispose];
    if (completedBlock) completedBlock();
}

// Terminating this subscriber disposes the subscription too; a subscription that ends first
// removes itself, so the list does not grow.
- (void)didSubscribeWithDisposable:(RACCompoundDisposable *)otherDisposable {
    if (otherDisposable.disposed) return;
    RACCompoundDisposable *selfDisposable = self.disposable;
    [selfDisposable addDisposable:otherDisposable];
    @unsafeify(otherDisposable);
    [otherDisposable addDisposable:[RACDisposable disposableWithBlock:^{
        @strongify(otherDisposable);
        [selfDisposable removeDisposable:otherDisposable];
    }]];
}

@end

@interface RACPassthroughSubscriber ()
@property (nonatomic, strong, readonly) id<RACSubscriber> innerSubscriber;
@property (nonatomic, unsafe_unretained, readonly) RACSignal *signal;
@property (nonatomic, strong, readonly) RACCompoundDisposable *disposable;
@end

@implementation RACPassthroughSubscriber

- (instancetype)initWithSubscriber:(id<RACSubscriber>)subscriber signal:(RACSignal *)signal disposable:(RACCompoundDisposable *)disposable {
    self = [super init];
    _innerSubscriber = subscriber;
    _signal = signal;
    _disposable = disposable;
    [self.innerSubscriber didSubscribeWithDisposable:self.disposable];
    return self;
}

- (void)sendNext:(id)value {
    if (self.disposable.disposed) return;
    [self.innerSubscriber sendNext:value];
}

- (void)sendError:(NSError *)error {
    if (self.disposable.disposed) return;
    [self.innerSubscriber sendError:error];
}

- (void)sendCompleted {
    if (self.disposable.disposed) return;
    [self.innerSubscriber sendCompleted];
}

- (void)didSubscribeWithDisposable:(RACCompoundDisposable *)disposable {
    if (disposable != self.disposable) [self.disposable addDisposable:disposable];
}

@end
