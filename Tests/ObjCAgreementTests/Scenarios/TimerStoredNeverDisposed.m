// A timer's disposable kept in a property that nothing disposes: a RACDisposable does not
// dispose when its owner goes, so the timer ticks on after the service is gone.
#import "AgreementScenario.h"

@interface TSNDTickCounter : NSObject
@property (nonatomic) NSInteger ticks;
@end

@implementation TSNDTickCounter
@end

@interface TSNDClockService : NSObject
@property (nonatomic, strong) RACDisposable *ticking;
@property (nonatomic, strong, readonly) TSNDTickCounter *counter;
@end

@implementation TSNDClockService
- (instancetype)init {
    self = [super init];
    _counter = [TSNDTickCounter new];
    TSNDTickCounter *counter = _counter;
    self.ticking = [[RACSignal interval:1 onScheduler:RACScheduler.mainThreadScheduler] subscribeNext:^(NSDate *now) { // expect: missing_dispose_bag leak
        counter.ticks++;
    }];
    return self;
}
@end

@interface TimerStoredNeverDisposed : NSObject <AgreementScenario>
@end

@implementation TimerStoredNeverDisposed
+ (id)makeOwner { return [TSNDClockService new]; }
+ (void)drive:(TSNDClockService *)owner { [ScenarioClock advanceBy:3]; }
+ (NSInteger)received:(TSNDClockService *)owner { return owner.counter.ticks; }
@end
