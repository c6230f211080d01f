// A list screen keeps the app's one friends view model (made with dispatch_once in
// Project/SVMFriendsViewModel.m) and subscribes to its subject with a weak self, dropping the
// disposable: the view model lives for the whole process and keeps the subscriber, so each
// screen leaves one behind.
#import "AgreementScenario.h"
#import "Project/SVMFriendsViewModel.h"

@interface SVMListViewController : NSObject
@property (nonatomic, strong) SVMFriendsViewModel *viewModel;
@property (nonatomic) NSInteger reloads;
@end

@implementation SVMListViewController
- (instancetype)init {
    self = [super init];
    self.viewModel = [SVMFriendsViewModel friendsViewModel];
    @weakify(self);
    [self.viewModel.updatedContent subscribeNext:^(id x) { // expect: discarded_subscription leak
        @strongify(self);
        self.reloads++;
    }];
    return self;
}
@end

@interface SingletonViewModelSubjectDiscarded : NSObject <AgreementScenario>
@end

@implementation SingletonViewModelSubjectDiscarded
+ (void)prepare { (void)[SVMFriendsViewModel friendsViewModel]; }
+ (id)makeOwner { return [SVMListViewController new]; }
+ (void)drive:(SVMListViewController *)owner { [[SVMFriendsViewModel friendsViewModel].updatedContent sendNext:@1]; }
+ (NSInteger)received:(SVMListViewController *)owner { return owner.reloads; }
@end
