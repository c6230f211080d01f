// The same timer, disposed by a stop method the app calls before letting the service go.
#import "AgreementScenario.h"

@interface TSBOTickCounter : NSObject
@property (nonatomic) NSInteger ticks;
@end

@implementation TSBOTickCounter
@end

@interface TSBOClockService : NSObject
@property (nonatomic, strong) RACDisposable *ticking;
@property (nonatomic, strong, readonly) TSBOTickCounter *counter;
- (void)stop;
@end

@implementation TSBOClockService
- (instancetype)init {
    self = [super init];
    _counter = [TSBOTickCounter new];
    TSBOTickCounter *counter = _counter;
    self.ticking = [[RACSignal interval:1 onScheduler:RACScheduler.mainThreadScheduler] subscribeNext:^(NSDate *now) {
        counter.ticks++;
    }];
    return self;
}

- (void)stop {
    [self.ticking dispose];
}
@end

@interface TimerStoppedByOwner : NSObject <AgreementScenario>
@end

@implementation TimerStoppedByOwner
+ (id)makeOwner { return [TSBOClockService new]; }
+ (void)drive:(TSBOClockService *)owner { [ScenarioClock advanceBy:3]; }
+ (void)stop:(TSBOClockService *)owner { [owner stop]; }
+ (NSInteger)received:(TSBOClockService *)owner { return owner.counter.ticks; }
@end
