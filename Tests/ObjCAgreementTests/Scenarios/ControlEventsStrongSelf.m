// Control events of a button self owns: the button's rac_deallocDisposable keeps the
// subscriber, so self -> button -> subscriber -> block -> self.
#import "AgreementScenario.h"

@interface CESLoginViewController : UIViewController
@property (nonatomic, strong, readonly) UIButton *loginButton;
@property (nonatomic) NSInteger attempts;
@end

@implementation CESLoginViewController

- (instancetype)init {
    self = [super init];
    _loginButton = [UIButton new];
    [[_loginButton rac_signalForControlEvents:UIControlEventTouchUpInside] subscribeNext:^(UIButton *button) {
        self.attempts++; // expect: strong_self_capture leak
    }];
    return self;
}

@end

@interface ControlEventsStrongSelf : NSObject <AgreementScenario>
@end

@implementation ControlEventsStrongSelf
+ (id)makeOwner { return [CESLoginViewController new]; }
+ (void)drive:(CESLoginViewController *)owner {
    [owner.loginButton sendActionsForControlEvents:UIControlEventTouchUpInside];
}
+ (NSInteger)received:(CESLoginViewController *)owner { return owner.attempts; }
@end
