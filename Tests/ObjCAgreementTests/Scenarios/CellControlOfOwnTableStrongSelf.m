// A controller's data-source method makes a cell, puts a button it makes in the cell, and
// subscribes to the button's taps with a block holding self. The table that asked keeps the
// cell, the controller's view keeps the table: self -> list view -> cell -> button ->
// subscription -> block -> self. The button keeps the subscription until it is deallocated.
#import "AgreementScenario.h"

@interface CCOTOrderViewController : UIViewController
@property (nonatomic, strong, readonly) UIView *listView;
@property (nonatomic) NSInteger payments;
- (UIView *)tableView:(UIView *)tableView viewForFooterInSection:(NSInteger)section;
@end

@implementation CCOTOrderViewController
- (instancetype)init {
    self = [super init];
    _listView = [UIView new];
    return self;
}

- (UIView *)tableView:(UIView *)tableView viewForFooterInSection:(NSInteger)section {
    UIView *footer = [UIView new];
    UIButton *pay = [UIButton new];
    [[pay rac_signalForControlEvents:UIControlEventTouchUpInside] subscribeNext:^(id x) {
        self.payments++; // expect: strong_self_capture leak
    }];
    [footer addSubview:pay];
    return footer;
}
@end

@interface CellControlOfOwnTableStrongSelf : NSObject <AgreementScenario>
@end

@implementation CellControlOfOwnTableStrongSelf
+ (id)makeOwner {
    CCOTOrderViewController *controller = [CCOTOrderViewController new];
    // What the table does with the view its data source returns: it keeps it.
    [controller.listView addSubview:[controller tableView:controller.listView viewForFooterInSection:0]];
    return controller;
}
+ (void)drive:(CCOTOrderViewController *)owner {
    UIView *footer = owner.listView.subviews.firstObject;
    [(UIButton *)footer.subviews.firstObject sendActionsForControlEvents:UIControlEventTouchUpInside];
}
+ (NSInteger)received:(CCOTOrderViewController *)owner { return owner.payments; }
@end
