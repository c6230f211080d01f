// A controller subscribes to a subject of the view model it owns, with a block holding self;
// the view model's class is implemented in another file (Project/OFVSFeedViewModel.m), which
// never completes the subject: self -> viewModel -> subject -> subscriber -> block -> self.
#import "AgreementScenario.h"
#import "Project/OFVSFeedViewModel.h"

@interface OFVSFeedViewController : NSObject
@property (nonatomic, strong, readonly) OFVSFeedViewModel *viewModel;
@property (nonatomic) NSInteger reloads;
@end

@implementation OFVSFeedViewController
- (instancetype)init {
    self = [super init];
    _viewModel = [OFVSFeedViewModel new];
    [self.viewModel.items subscribeNext:^(NSArray *items) {
        self.reloads++; // expect: strong_self_capture leak
    }];
    return self;
}
@end

@interface OtherFileViewModelSubjectStrongSelf : NSObject <AgreementScenario>
@end

@implementation OtherFileViewModelSubjectStrongSelf
+ (id)makeOwner { return [OFVSFeedViewController new]; }
+ (void)drive:(OFVSFeedViewController *)owner { [owner.viewModel reload]; }
+ (NSInteger)received:(OFVSFeedViewController *)owner { return owner.reloads; }
@end
