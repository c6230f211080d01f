// RAC(self, title) bound to an observation of the child view model, mapped with a weak self:
// the binding ends when self is deallocated, and nothing holds self.
#import "AgreementScenario.h"

@interface BFCWViewModel : NSObject
@property (nonatomic, copy) NSString *name;
@end

@implementation BFCWViewModel
@end

@interface BFCWViewController : NSObject
@property (nonatomic, strong, readonly) BFCWViewModel *viewModel;
@property (nonatomic, copy) NSString *prefix;
@property (nonatomic, copy) NSString *title;
@end

@implementation BFCWViewController
- (instancetype)init {
    self = [super init];
    _viewModel = [BFCWViewModel new];
    _prefix = @"Hi ";
    @weakify(self);
    RAC(self, title) = [RACObserve(self.viewModel, name) map:^id(NSString *name) {
        @strongify(self);
        return [self.prefix stringByAppendingString:name ?: @""];
    }];
    return self;
}
@end

@interface BindingFromChildWeakSelf : NSObject <AgreementScenario>
@end

@implementation BindingFromChildWeakSelf
+ (id)makeOwner { return [BFCWViewController new]; }
+ (void)drive:(BFCWViewController *)owner { owner.viewModel.name = @"Ada"; }
+ (NSInteger)received:(BFCWViewController *)owner { return [owner.title isEqual:@"Hi Ada"] ? 1 : 0; }
@end
