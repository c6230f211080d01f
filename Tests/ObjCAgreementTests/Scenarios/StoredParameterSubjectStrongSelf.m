// A view given its view model keeps it (`self.viewModel = viewModel`) and subscribes, with a
// block holding self, to a subject of the view model it was given, reached through the
// parameter: self -> viewModel -> subject -> subscriber -> block -> self. Nothing completes
// the subject.
#import "AgreementScenario.h"

@interface SPSDepositViewModel : NSObject
@property (nonatomic, strong, readonly) RACSubject *passwordErrors;
- (void)rejectPassword;
@end

@implementation SPSDepositViewModel
- (instancetype)init {
    self = [super init];
    _passwordErrors = [RACSubject subject];
    return self;
}
- (void)rejectPassword { [self.passwordErrors sendNext:@"wrong"]; }
@end

@interface SPSPasswordView : UIView
@property (nonatomic, strong) SPSDepositViewModel *viewModel;
@property (nonatomic) NSInteger shakes;
- (void)setWithViewModel:(SPSDepositViewModel *)viewModel;
@end

@implementation SPSPasswordView
- (void)setWithViewModel:(SPSDepositViewModel *)viewModel {
    self.viewModel = viewModel;
    [viewModel.passwordErrors subscribeNext:^(id x) {
        self.shakes++; // expect: strong_self_capture leak
    }];
}
@end

@interface StoredParameterSubjectStrongSelf : NSObject <AgreementScenario>
@end

@implementation StoredParameterSubjectStrongSelf
+ (id)makeOwner {
    SPSPasswordView *view = [SPSPasswordView new];
    [view setWithViewModel:[SPSDepositViewModel new]];
    return view;
}
+ (void)drive:(SPSPasswordView *)owner { [owner.viewModel rejectPassword]; }
+ (NSInteger)received:(SPSPasswordView *)owner { return owner.shakes; }
@end
