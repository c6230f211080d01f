// The command's enabled signal combines observations of self with a reduce block that uses
// self. The command subscribes to it at once; self's key-value observing keeps that
// subscription, and self keeps the command: the weakified signal block does not help.
#import "AgreementScenario.h"

@interface CERSLoginViewModel : NSObject
@property (nonatomic, copy) NSString *user;
@property (nonatomic, copy) NSString *password;
@property (nonatomic) NSInteger checks;
@property (nonatomic, strong, readonly) RACCommand *login;
@end

@implementation CERSLoginViewModel
- (instancetype)init {
    self = [super init];
    RACSignal *valid = [RACSignal combineLatest:@[ RACObserve(self, user), RACObserve(self, password) ]
                                         reduce:^id(NSString *user, NSString *password) {
        self.checks++; // expect: strong_self_capture leak
        return @(user.length > 0 && password.length > 0);
    }];
    @weakify(self);
    _login = [[RACCommand alloc] initWithEnabled:valid signalBlock:^RACSignal *(id input) {
        @strongify(self);
        return [RACSignal return:self.user];
    }];
    return self;
}
@end

@interface CommandEnabledReduceStrongSelf : NSObject <AgreementScenario>
@end

@implementation CommandEnabledReduceStrongSelf
+ (id)makeOwner { return [CERSLoginViewModel new]; }
+ (void)drive:(CERSLoginViewModel *)owner { owner.user = @"ada"; }
+ (NSInteger)received:(CERSLoginViewModel *)owner { return owner.checks; }
@end
