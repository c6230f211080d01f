// A controller subscribes, with a strong self, to the text signal of a field it declares in
// its class extension and never assigns: the field is nil, the message goes to nil and
// subscribes nothing, so nothing holds self. (The query field it does make is observed with a
// weak self, so that the scenario counts the events that reach it.)
#import "AgreementScenario.h"

@interface UFSCSearchViewController : UIViewController
@property (nonatomic, strong, readonly) UITextField *queryField;
@property (nonatomic, copy) NSString *query;
@end

@interface UFSCSearchViewController ()
@property (nonatomic, strong) UITextField *searchField;
@end

@implementation UFSCSearchViewController
- (instancetype)init {
    self = [super init];
    _queryField = [UITextField new];
    __weak typeof(self) weakSelf = self;
    [self.queryField.rac_textSignal subscribeNext:^(NSString *text) {
        weakSelf.query = text;
    }];
    [self.searchField.rac_textSignal subscribeNext:^(NSString *text) {
        self.query = text;
    }];
    return self;
}
@end

@interface UnassignedFieldStrongSelfClean : NSObject <AgreementScenario>
@end

@implementation UnassignedFieldStrongSelfClean
+ (id)makeOwner { return [UFSCSearchViewController new]; }
+ (void)drive:(UFSCSearchViewController *)owner {
    owner.queryField.text = @"rac";
    [owner.queryField sendActionsForControlEvents:UIControlEventEditingChanged];
}
+ (NSInteger)received:(UFSCSearchViewController *)owner { return [owner.query isEqual:@"rac"] ? 1 : 0; }
@end
