// A timer's subscription added to a RACCompoundDisposable that the service keeps but never
// disposes: the compound is no dispose bag (its deallocation disposes nothing), so the timer
// ticks on after the service is gone.
#import "AgreementScenario.h"

@interface CDNDTickCounter : NSObject
@property (nonatomic) NSInteger ticks;
@end

@implementation CDNDTickCounter
@end

@interface CDNDClockService : NSObject
@property (nonatomic, strong, readonly) RACCompoundDisposable *disposables;
@property (nonatomic, strong, readonly) CDNDTickCounter *counter;
@end

@implementation CDNDClockService
- (instancetype)init {
    self = [super init];
    _disposables = [RACCompoundDisposable compoundDisposable];
    _counter = [CDNDTickCounter new];
    CDNDTickCounter *counter = _counter;
    [self.disposables addDisposable:[[RACSignal interval:1 onScheduler:RACScheduler.mainThreadScheduler] subscribeNext:^(NSDate *now) { // expect: missing_dispose_bag leak
        counter.ticks++;
    }]];
    return self;
}
@end

@interface CompoundDisposableNeverDisposed : NSObject <AgreementScenario>
@end

@implementation CompoundDisposableNeverDisposed
+ (id)makeOwner { return [CDNDClockService new]; }
+ (void)drive:(CDNDClockService *)owner { [ScenarioClock advanceBy:3]; }
+ (NSInteger)received:(CDNDClockService *)owner { return owner.counter.ticks; }
@end
