// The same compound disposed in dealloc: nothing of the timer's subscription holds the
// service, so dealloc runs and ends it.
#import "AgreementScenario.h"

@interface CDDDTickCounter : NSObject
@property (nonatomic) NSInteger ticks;
@end

@implementation CDDDTickCounter
@end

@interface CDDDClockService : NSObject
@property (nonatomic, strong, readonly) RACCompoundDisposable *disposables;
@property (nonatomic, strong, readonly) CDDDTickCounter *counter;
@end

@implementation CDDDClockService
- (instancetype)init {
    self = [super init];
    _disposables = [RACCompoundDisposable compoundDisposable];
    _counter = [CDDDTickCounter new];
    CDDDTickCounter *counter = _counter;
    [self.disposables addDisposable:[[RACSignal interval:1 onScheduler:RACScheduler.mainThreadScheduler] subscribeNext:^(NSDate *now) {
        counter.ticks++;
    }]];
    return self;
}

- (void)dealloc {
    [_disposables dispose];
}
@end

@interface CompoundDisposableDisposedInDealloc : NSObject <AgreementScenario>
@end

@implementation CompoundDisposableDisposedInDealloc
+ (id)makeOwner { return [CDDDClockService new]; }
+ (void)drive:(CDDDClockService *)owner { [ScenarioClock advanceBy:3]; }
+ (NSInteger)received:(CDDDClockService *)owner { return owner.counter.ticks; }
@end
