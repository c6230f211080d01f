// A controller subscribes, with a strong self, to a `strong` signal property of its view model
// that the view model's initializer (Project/SSPProfileViewModel.m) assigns a shared request
// that completes: the replay subject behind it keeps the subscriber only until then, and self
// goes with its last outside reference.
#import "AgreementScenario.h"
#import "Project/SSPProfileViewModel.h"

@interface SSCProfileController : NSObject
@property (nonatomic, strong, readonly) SSPProfileViewModel *viewModel;
@property (nonatomic) NSInteger loads;
@end

@implementation SSCProfileController
- (instancetype)init {
    self = [super init];
    _viewModel = [SSPProfileViewModel new];
    return self;
}

- (void)load {
    [self.viewModel.fetchProfileSignal subscribeNext:^(id x) {
        self.loads++;
    }];
}
@end

@interface StoredSignalCompletesClean : NSObject <AgreementScenario>
@end

@implementation StoredSignalCompletesClean
+ (id)makeOwner {
    SSCProfileController *controller = [SSCProfileController new];
    [controller load];
    return controller;
}
+ (void)drive:(SSCProfileController *)owner { [ScenarioClock advanceBy:2]; }
+ (NSInteger)received:(SSCProfileController *)owner { return owner.loads; }
@end
