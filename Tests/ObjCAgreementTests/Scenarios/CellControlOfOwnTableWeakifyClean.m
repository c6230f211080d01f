// CellControlOfOwnTableStrongSelf with a weak self: the button still keeps its subscription,
// but the block no longer keeps self, so the controller, its list view, the footer and the
// button all go.
#import "AgreementScenario.h"

@interface CCOWOrderViewController : UIViewController
@property (nonatomic, strong, readonly) UIView *listView;
@property (nonatomic) NSInteger payments;
- (UIView *)tableView:(UIView *)tableView viewForFooterInSection:(NSInteger)section;
@end

@implementation CCOWOrderViewController
- (instancetype)init {
    self = [super init];
    _listView = [UIView new];
    return self;
}

- (UIView *)tableView:(UIView *)tableView viewForFooterInSection:(NSInteger)section {
    UIView *footer = [UIView new];
    UIButton *pay = [UIButton new];
    @weakify(self);
    [[pay rac_signalForControlEvents:UIControlEventTouchUpInside] subscribeNext:^(id x) {
        @strongify(self);
        self.payments++;
    }];
    [footer addSubview:pay];
    return footer;
}
@end

@interface CellControlOfOwnTableWeakifyClean : NSObject <AgreementScenario>
@end

@implementation CellControlOfOwnTableWeakifyClean
+ (id)makeOwner {
    CCOWOrderViewController *controller = [CCOWOrderViewController new];
    [controller.listView addSubview:[controller tableView:controller.listView viewForFooterInSection:0]];
    return controller;
}
+ (void)drive:(CCOWOrderViewController *)owner {
    UIView *footer = owner.listView.subviews.firstObject;
    [(UIButton *)footer.subviews.firstObject sendActionsForControlEvents:UIControlEventTouchUpInside];
}
+ (NSInteger)received:(CCOWOrderViewController *)owner { return owner.payments; }
@end
