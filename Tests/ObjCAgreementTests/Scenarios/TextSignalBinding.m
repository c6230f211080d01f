// RAC(viewModel, query) = textField.rac_textSignal: no block uses self; the text field keeps the
// subscription and ends it when it deallocates with its controller.
#import "AgreementScenario.h"

@interface TSBSearchViewModel : NSObject
@property (nonatomic, copy) NSString *query;
@end

@implementation TSBSearchViewModel
@end

@interface TSBSearchViewController : UIViewController
@property (nonatomic, strong, readonly) UITextField *searchField;
@property (nonatomic, strong, readonly) TSBSearchViewModel *viewModel;
@end

@implementation TSBSearchViewController

- (instancetype)init {
    self = [super init];
    _searchField = [UITextField new];
    _viewModel = [TSBSearchViewModel new];
    RAC(self.viewModel, query) = self.searchField.rac_textSignal;
    return self;
}

@end

@interface TextSignalBinding : NSObject <AgreementScenario>
@end

@implementation TextSignalBinding
+ (id)makeOwner { return [TSBSearchViewController new]; }
+ (void)drive:(TSBSearchViewController *)owner {
    owner.searchField.text = @"reactive";
    [owner.searchField sendActionsForControlEvents:UIControlEventEditingChanged];
}
+ (NSInteger)received:(TSBSearchViewController *)owner {
    return [owner.viewModel.query isEqualToString:@"reactive"] ? 1 : 0;
}
@end
