// A strong self in a subscription to a delayed one-value signal: the pending delayed block keeps
// the subscriber (and self) until it fires, then completion releases everything.
#import "AgreementScenario.h"

@interface DSSTSplashViewModel : NSObject
@property (nonatomic) BOOL ready;
@end

@implementation DSSTSplashViewModel

- (instancetype)init {
    self = [super init];
    [[[RACSignal return:@YES] delay:2] subscribeNext:^(NSNumber *ready) {
        self.ready = ready.boolValue; // expect: strong_self_capture transient
    }];
    return self;
}

@end

@interface DelayStrongSelfTransient : NSObject <AgreementScenario>
@end

@implementation DelayStrongSelfTransient
+ (id)makeOwner { return [DSSTSplashViewModel new]; }
@end
