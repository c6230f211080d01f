// The same timer with @weakify/@strongify: self deallocates, its will-dealloc signal completes,
// takeUntil: disposes the timer. Nothing is left.
#import "AgreementScenario.h"

@interface ITUDWPoller : NSObject
@property (nonatomic) NSInteger polls;
@end

@implementation ITUDWPoller

- (instancetype)init {
    self = [super init];
    @weakify(self);
    [[[RACSignal interval:5 onScheduler:RACScheduler.mainThreadScheduler]
        takeUntil:self.rac_willDeallocSignal]
        subscribeNext:^(NSDate *now) {
            @strongify(self);
            self.polls++;
        }];
    return self;
}

@end

@interface IntervalTakeUntilDeallocWeakify : NSObject <AgreementScenario>
@end

@implementation IntervalTakeUntilDeallocWeakify
+ (id)makeOwner { return [ITUDWPoller new]; }
+ (void)drive:(ITUDWPoller *)owner { [ScenarioClock advanceBy:10]; }
+ (NSInteger)received:(ITUDWPoller *)owner { return owner.polls; }
@end
