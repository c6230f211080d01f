// ReactiveCocoa 3's `rac_actionSignal` of a bar button item the controller keeps: the item
// keeps the subject that keeps the subscriber until the item goes, and the block holds self.
#import "AgreementScenario.h"

@interface BBASEditorViewController : UIViewController
@property (nonatomic, strong) UIBarButtonItem *saveItem;
@property (nonatomic) NSInteger saves;
@end

@implementation BBASEditorViewController
- (instancetype)init {
    self = [super init];
    _saveItem = [UIBarButtonItem new];
    [self.saveItem.rac_actionSignal subscribeNext:^(UIBarButtonItem *item) {
        self.saves++; // expect: strong_self_capture leak
    }];
    return self;
}
@end

@interface BarButtonActionStrongSelf : NSObject <AgreementScenario>
@end

@implementation BarButtonActionStrongSelf
+ (id)makeOwner { return [BBASEditorViewController new]; }
+ (void)drive:(BBASEditorViewController *)owner { [owner.saveItem sendAction]; }
+ (NSInteger)received:(BBASEditorViewController *)owner { return owner.saves; }
@end
