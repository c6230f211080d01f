// A completing source hopped to the main scheduler, with a strong self: the delivery runs as
// soon as the scheduler does, then everything goes. Nothing to report.
#import "AgreementScenario.h"

@interface DOCTWelcomeViewModel : NSObject
@property (nonatomic, copy) NSString *message;
@end

@implementation DOCTWelcomeViewModel
- (instancetype)init {
    self = [super init];
    [[[RACSignal return:@"Welcome"] deliverOn:RACScheduler.mainThreadScheduler] subscribeNext:^(NSString *text) {
        self.message = text;
    }];
    return self;
}
@end

@interface DeliverOnCompletingClean : NSObject <AgreementScenario>
@end

@implementation DeliverOnCompletingClean
+ (id)makeOwner { return [DOCTWelcomeViewModel new]; }
/// The main scheduler runs the delivery.
+ (void)drive:(DOCTWelcomeViewModel *)owner { [ScenarioClock advanceBy:0]; }
+ (NSInteger)received:(DOCTWelcomeViewModel *)owner { return [owner.message isEqualToString:@"Welcome"] ? 1 : 0; }
@end
