// A controller subscribes, with a strong self, to a `strong` signal property of its view model
// whose getter (Project/GSUserViewModel.m) makes a new signal on each read and answers from a
// later callback: nothing keeps the signal, and once it completes the subscription and self go.
#import "AgreementScenario.h"
#import "Project/GSUserViewModel.h"

@interface GSCUserViewController : NSObject
@property (nonatomic, strong, readonly) GSUserViewModel *viewModel;
@property (nonatomic) NSInteger reloads;
@end

@implementation GSCUserViewController
- (instancetype)init {
    self = [super init];
    _viewModel = [GSUserViewModel new];
    return self;
}

- (void)load {
    [self.viewModel.refreshSignal subscribeCompleted:^{
        self.reloads++;
    }];
}
@end

@interface GetterSignalCompletesClean : NSObject <AgreementScenario>
@end

@implementation GetterSignalCompletesClean
+ (id)makeOwner {
    GSCUserViewController *controller = [GSCUserViewController new];
    [controller load];
    return controller;
}
+ (void)drive:(GSCUserViewController *)owner { [ScenarioClock advanceBy:2]; }
+ (NSInteger)received:(GSCUserViewController *)owner { return owner.reloads; }
@end
