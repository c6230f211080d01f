// BarButtonCustomViewStrongSelf with a weak self: the button still keeps its subscription,
// but the block no longer keeps self, so the controller, its bar item and button all go.
#import "AgreementScenario.h"

@interface BBCWGroupViewController : UIViewController
@property (nonatomic) NSInteger taps;
@end

@implementation BBCWGroupViewController
- (instancetype)init {
    self = [super init];
    UIButton *button = [UIButton new];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithCustomView:button];
    @weakify(self);
    [[button rac_signalForControlEvents:UIControlEventTouchUpInside] subscribeNext:^(id x) {
        @strongify(self);
        self.taps++;
    }];
    return self;
}
@end

@interface BarButtonCustomViewWeakifyClean : NSObject <AgreementScenario>
@end

@implementation BarButtonCustomViewWeakifyClean
+ (id)makeOwner { return [BBCWGroupViewController new]; }
+ (void)drive:(BBCWGroupViewController *)owner {
    [(UIButton *)owner.navigationItem.rightBarButtonItem.customView sendActionsForControlEvents:UIControlEventTouchUpInside];
}
+ (NSInteger)received:(BBCWGroupViewController *)owner { return owner.taps; }
@end
