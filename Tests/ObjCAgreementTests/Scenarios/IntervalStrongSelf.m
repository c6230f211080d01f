// A repeating timer whose subscription self keeps, with a block using self: the scheduler's
// timer holds the block, the block holds the subscriber, the subscriber holds self.
#import "AgreementScenario.h"

@interface ISSClockViewModel : NSObject
@property (nonatomic) NSInteger ticks;
@property (nonatomic, strong) RACDisposable *timer;
@end

@implementation ISSClockViewModel

- (instancetype)init {
    self = [super init];
    self.timer = [[RACSignal interval:1 onScheduler:RACScheduler.mainThreadScheduler] subscribeNext:^(NSDate *now) {
        self.ticks++; // expect: strong_self_capture leak
    }];
    return self;
}

- (void)dealloc {
    [_timer dispose];
}

@end

@interface IntervalStrongSelf : NSObject <AgreementScenario>
@end

@implementation IntervalStrongSelf
+ (id)makeOwner { return [ISSClockViewModel new]; }
+ (void)drive:(ISSClockViewModel *)owner { [ScenarioClock advanceBy:3]; }
+ (NSInteger)received:(ISSClockViewModel *)owner { return owner.ticks; }
@end
