// A controller's data-source method makes a cell for its list view and subscribes, with a
// block holding self, to a subject the cell makes for itself and never completes:
// self -> list view -> cell -> subject -> subscriber -> block -> self.
#import "AgreementScenario.h"

@interface CSOTAddressCell : UIView
@property (nonatomic, strong, readonly) RACSubject *editTaps;
- (void)tapEdit;
@end

@implementation CSOTAddressCell
- (instancetype)init {
    self = [super init];
    _editTaps = [RACSubject subject];
    return self;
}
- (void)tapEdit { [self.editTaps sendNext:@YES]; }
@end

@interface CSOTAddressListViewController : UIViewController
@property (nonatomic, strong, readonly) UIView *listView;
@property (nonatomic) NSInteger edits;
- (UIView *)tableView:(UIView *)tableView cellForRowAtIndexPath:(NSNumber *)indexPath;
@end

@implementation CSOTAddressListViewController
- (instancetype)init {
    self = [super init];
    _listView = [UIView new];
    return self;
}

- (UIView *)tableView:(UIView *)tableView cellForRowAtIndexPath:(NSNumber *)indexPath {
    CSOTAddressCell *cell = [CSOTAddressCell new];
    [tableView addSubview:cell];
    [cell.editTaps subscribeNext:^(id x) { // expect: discarded_subscription leak
        self.edits++; // expect: strong_self_capture leak
    }];
    return cell;
}
@end

@interface CellSubjectOfOwnTableStrongSelf : NSObject <AgreementScenario>
@end

@implementation CellSubjectOfOwnTableStrongSelf
+ (id)makeOwner {
    CSOTAddressListViewController *controller = [CSOTAddressListViewController new];
    [controller tableView:controller.listView cellForRowAtIndexPath:@0];
    return controller;
}
+ (void)drive:(CSOTAddressListViewController *)owner { [(CSOTAddressCell *)owner.listView.subviews.firstObject tapEdit]; }
+ (NSInteger)received:(CSOTAddressListViewController *)owner { return owner.edits; }
@end
