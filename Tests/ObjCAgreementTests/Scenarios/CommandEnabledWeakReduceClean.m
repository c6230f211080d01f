// The same command with a weak self in the reduce block: nothing the command keeps holds
// self, so self goes and takes the command and its observations with it.
#import "AgreementScenario.h"

@interface CEWRLoginViewModel : NSObject
@property (nonatomic, copy) NSString *user;
@property (nonatomic, copy) NSString *password;
@property (nonatomic) NSInteger checks;
@property (nonatomic, strong, readonly) RACCommand *login;
@end

@implementation CEWRLoginViewModel
- (instancetype)init {
    self = [super init];
    @weakify(self);
    RACSignal *valid = [RACSignal combineLatest:@[ RACObserve(self, user), RACObserve(self, password) ]
                                         reduce:^id(NSString *user, NSString *password) {
        @strongify(self);
        self.checks++;
        return @(user.length > 0 && password.length > 0);
    }];
    _login = [[RACCommand alloc] initWithEnabled:valid signalBlock:^RACSignal *(id input) {
        @strongify(self);
        return [RACSignal return:self.user];
    }];
    return self;
}
@end

@interface CommandEnabledWeakReduceClean : NSObject <AgreementScenario>
@end

@implementation CommandEnabledWeakReduceClean
+ (id)makeOwner { return [CEWRLoginViewModel new]; }
+ (void)drive:(CEWRLoginViewModel *)owner { owner.user = @"ada"; }
+ (NSInteger)received:(CEWRLoginViewModel *)owner { return owner.checks; }
@end
