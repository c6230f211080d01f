// The same bar button item's `rac_actionSignal` with a weak self: the controller goes, and
// with it the item, whose deallocation completes the signal.
#import "AgreementScenario.h"

@interface BBAWEditorViewController : UIViewController
@property (nonatomic, strong) UIBarButtonItem *saveItem;
@property (nonatomic) NSInteger saves;
@end

@implementation BBAWEditorViewController
- (instancetype)init {
    self = [super init];
    _saveItem = [UIBarButtonItem new];
    @weakify(self);
    [self.saveItem.rac_actionSignal subscribeNext:^(UIBarButtonItem *item) {
        @strongify(self);
        self.saves++;
    }];
    return self;
}
@end

@interface BarButtonActionWeakifyClean : NSObject <AgreementScenario>
@end

@implementation BarButtonActionWeakifyClean
+ (id)makeOwner { return [BBAWEditorViewController new]; }
+ (void)drive:(BBAWEditorViewController *)owner { [owner.saveItem sendAction]; }
+ (NSInteger)received:(BBAWEditorViewController *)owner { return owner.saves; }
@end
