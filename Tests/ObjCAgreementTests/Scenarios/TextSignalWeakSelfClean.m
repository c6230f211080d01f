// The text signal of a field self owns, with a weak self: the field keeps the subscriber,
// but nothing in it holds self; the field goes with self.
#import "AgreementScenario.h"

@interface TSWSSearchViewController : UIViewController
@property (nonatomic, strong, readonly) UITextField *queryField;
@property (nonatomic, copy) NSString *query;
@end

@implementation TSWSSearchViewController
- (instancetype)init {
    self = [super init];
    _queryField = [UITextField new];
    __weak typeof(self) weakSelf = self;
    [self.queryField.rac_textSignal subscribeNext:^(NSString *text) {
        weakSelf.query = text;
    }];
    return self;
}
@end

@interface TextSignalWeakSelfClean : NSObject <AgreementScenario>
@end

@implementation TextSignalWeakSelfClean
+ (id)makeOwner { return [TSWSSearchViewController new]; }
+ (void)drive:(TSWSSearchViewController *)owner {
    owner.queryField.text = @"rac";
    [owner.queryField sendActionsForControlEvents:UIControlEventEditingChanged];
}
+ (NSInteger)received:(TSWSSearchViewController *)owner { return [owner.query isEqual:@"rac"] ? 1 : 0; }
@end
