// A timer's disposable kept in a local and disposed before the method returns: the timer never
// fires and nothing is left.
#import "AgreementScenario.h"

@interface LTDAOProbe : NSObject
@property (nonatomic) NSInteger ticks;
- (void)probe;
@end

@implementation LTDAOProbe
- (void)probe {
    @weakify(self);
    RACDisposable *ticking = [[RACSignal interval:1 onScheduler:RACScheduler.mainThreadScheduler] subscribeNext:^(NSDate *now) {
        @strongify(self);
        self.ticks++;
    }];
    [ticking dispose];
}
@end

@interface LocalTimerDisposedAtOnce : NSObject <AgreementScenario>
@end

@implementation LocalTimerDisposedAtOnce
+ (id)makeOwner { return [LTDAOProbe new]; }
+ (void)drive:(LTDAOProbe *)owner { [owner probe]; [ScenarioClock advanceBy:3]; }
+ (NSInteger)received:(LTDAOProbe *)owner { return owner.ticks; }
+ (NSString *)silentBecause { return @"the timer is disposed before its first tick"; }
@end
