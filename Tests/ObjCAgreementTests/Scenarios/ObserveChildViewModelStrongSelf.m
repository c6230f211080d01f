// Observing a property of the view model self owns, with a block holding self: the observation
// is kept by both objects until one of them goes, and the block keeps self: neither goes.
#import "AgreementScenario.h"

@interface OCVMProfileViewModel : NSObject
@property (nonatomic, copy) NSString *name;
@end

@implementation OCVMProfileViewModel
@end

@interface OCVMProfileViewController : NSObject
@property (nonatomic, strong, readonly) OCVMProfileViewModel *viewModel;
@property (nonatomic, copy) NSString *title;
@end

@implementation OCVMProfileViewController
- (instancetype)init {
    self = [super init];
    _viewModel = [OCVMProfileViewModel new];
    [RACObserve(self.viewModel, name) subscribeNext:^(NSString *name) {
        self.title = name; // expect: strong_self_capture leak
    }];
    return self;
}
@end

@interface ObserveChildViewModelStrongSelf : NSObject <AgreementScenario>
@end

@implementation ObserveChildViewModelStrongSelf
+ (id)makeOwner { return [OCVMProfileViewController new]; }
+ (void)drive:(OCVMProfileViewController *)owner { owner.viewModel.name = @"Ada"; }
+ (NSInteger)received:(OCVMProfileViewController *)owner { return [owner.title isEqual:@"Ada"] ? 1 : 0; }
@end
