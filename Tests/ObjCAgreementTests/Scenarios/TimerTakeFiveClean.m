// Five ticks (all sent while the app still holds it), then take: completes the chain and the
// timer is cancelled: nothing is left,
// though the disposable was dropped.
#import "AgreementScenario.h"

@interface TTFCountdown : NSObject
@property (nonatomic) NSInteger ticks;
@end

@implementation TTFCountdown
- (instancetype)init {
    self = [super init];
    @weakify(self);
    [[[RACSignal interval:1 onScheduler:RACScheduler.mainThreadScheduler] take:5] subscribeNext:^(NSDate *now) {
        @strongify(self);
        self.ticks++;
    }];
    return self;
}
@end

@interface TimerTakeFiveClean : NSObject <AgreementScenario>
@end

@implementation TimerTakeFiveClean
+ (id)makeOwner { return [TTFCountdown new]; }
+ (void)drive:(TTFCountdown *)owner { [ScenarioClock advanceBy:6]; }
+ (NSInteger)received:(TTFCountdown *)owner { return owner.ticks; }
@end
