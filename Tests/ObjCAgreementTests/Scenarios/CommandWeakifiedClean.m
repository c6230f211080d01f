// A command stored on self whose block holds self only weakly: nothing keeps self.
#import "AgreementScenario.h"

@interface CWCLoginViewModel : NSObject
@property (nonatomic, strong, readonly) RACCommand *login;
@property (nonatomic) NSInteger attempts;
@end

@implementation CWCLoginViewModel
- (instancetype)init {
    self = [super init];
    @weakify(self);
    _login = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id input) {
        @strongify(self);
        self.attempts++;
        return [RACSignal empty];
    }];
    return self;
}
@end

@interface CommandWeakifiedClean : NSObject <AgreementScenario>
@end

@implementation CommandWeakifiedClean
+ (id)makeOwner { return [CWCLoginViewModel new]; }
+ (void)drive:(CWCLoginViewModel *)owner { [owner.login execute:nil]; }
+ (NSInteger)received:(CWCLoginViewModel *)owner { return owner.attempts; }
@end
