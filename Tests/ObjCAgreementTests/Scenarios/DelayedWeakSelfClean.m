// A delayed one-value signal with a weak self, delivered while the app still holds the owner:
// once it has run, nothing is left.
#import "AgreementScenario.h"

@interface DWSCBannerViewModel : NSObject
@property (nonatomic) BOOL visible;
@end

@implementation DWSCBannerViewModel
- (instancetype)init {
    self = [super init];
    @weakify(self);
    [[[RACSignal return:@YES] delay:1] subscribeNext:^(NSNumber *show) {
        @strongify(self);
        self.visible = show.boolValue;
    }];
    return self;
}
@end

@interface DelayedWeakSelfClean : NSObject <AgreementScenario>
@end

@implementation DelayedWeakSelfClean
+ (id)makeOwner { return [DWSCBannerViewModel new]; }
+ (void)drive:(DWSCBannerViewModel *)owner { [ScenarioClock advanceBy:2]; }
+ (NSInteger)received:(DWSCBannerViewModel *)owner { return owner.visible ? 1 : 0; }
@end
