// takeUntil:self.rac_willDeallocSignal does not save a block that captures self: the timer
// keeps the block, the block keeps self, so self never deallocates and the trigger never fires.
#import "AgreementScenario.h"

@interface ITUDSPoller : NSObject
@property (nonatomic) NSInteger polls;
@end

@implementation ITUDSPoller

- (instancetype)init {
    self = [super init];
    [[[RACSignal interval:5 onScheduler:RACScheduler.mainThreadScheduler] // expect: discarded_subscription leak
        takeUntil:self.rac_willDeallocSignal]
        subscribeNext:^(NSDate *now) {
            self.polls++;
        }];
    return self;
}

@end

@interface IntervalTakeUntilDeallocStrongSelf : NSObject <AgreementScenario>
@end

@implementation IntervalTakeUntilDeallocStrongSelf
+ (id)makeOwner { return [ITUDSPoller new]; }
+ (void)drive:(ITUDSPoller *)owner { [ScenarioClock advanceBy:10]; }
+ (NSInteger)received:(ITUDSPoller *)owner { return owner.polls; }
@end
