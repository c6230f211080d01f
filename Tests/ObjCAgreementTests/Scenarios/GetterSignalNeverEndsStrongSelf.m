// The same kind of getter (Project/GSUserViewModel.m), but its block gives the subscriber to a
// repeating timer and never ends it: the timer keeps the subscriber, and the strong self in
// its block, for good. Disposing it in `dealloc` cannot help: that never runs while the block
// holds self (with a weak self it does, and the timer stops).
#import "AgreementScenario.h"
#import "Project/GSUserViewModel.h"

@interface GSNTickerController : NSObject
@property (nonatomic, strong, readonly) GSUserViewModel *viewModel;
@property (nonatomic) NSInteger ticks;
@end

@implementation GSNTickerController {
    RACDisposable *_ticking;
}

- (instancetype)init {
    self = [super init];
    _viewModel = [GSUserViewModel new];
    _ticking = [self.viewModel.tickSignal subscribeNext:^(id x) {
        self.ticks++; // expect: strong_self_capture leak
    }];
    return self;
}

- (void)dealloc {
    [_ticking dispose];
}
@end

@interface GetterSignalNeverEndsStrongSelf : NSObject <AgreementScenario>
@end

@implementation GetterSignalNeverEndsStrongSelf
+ (id)makeOwner { return [GSNTickerController new]; }
+ (void)drive:(GSNTickerController *)owner { [ScenarioClock advanceBy:2]; }
+ (NSInteger)received:(GSNTickerController *)owner { return owner.ticks; }
@end
