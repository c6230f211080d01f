// A controller subscribes to a subject of the view model it owns, with a block holding self:
// self -> viewModel -> subject -> subscriber -> block -> self.
#import "AgreementScenario.h"

@interface CVMSFeedViewModel : NSObject
@property (nonatomic, strong, readonly) RACSubject<NSArray *> *items;
@end

@implementation CVMSFeedViewModel
- (instancetype)init {
    self = [super init];
    _items = [RACSubject subject];
    return self;
}
@end

@interface CVMSFeedViewController : NSObject
@property (nonatomic, strong, readonly) CVMSFeedViewModel *viewModel;
@property (nonatomic) NSInteger reloads;
@end

@implementation CVMSFeedViewController
- (instancetype)init {
    self = [super init];
    _viewModel = [CVMSFeedViewModel new];
    [self.viewModel.items subscribeNext:^(NSArray *items) {
        self.reloads++; // expect: strong_self_capture leak
    }];
    return self;
}
@end

@interface ChildViewModelSubjectStrongSelf : NSObject <AgreementScenario>
@end

@implementation ChildViewModelSubjectStrongSelf
+ (id)makeOwner { return [CVMSFeedViewController new]; }
+ (void)drive:(CVMSFeedViewController *)owner { [owner.viewModel.items sendNext:@[@1]]; }
+ (NSInteger)received:(CVMSFeedViewController *)owner { return owner.reloads; }
@end
