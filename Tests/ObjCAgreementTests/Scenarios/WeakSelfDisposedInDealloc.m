// __weak typeof(self) weakSelf, with the subscription's disposable kept and disposed in -dealloc.
#import "AgreementScenario.h"

@interface WSDDProfileController : NSObject
@property (nonatomic, strong, readonly) RACBehaviorSubject<NSString *> *userName;
@property (nonatomic, copy) NSString *greeting;
@end

@implementation WSDDProfileController {
    RACDisposable *_nameSubscription;
}

- (instancetype)init {
    self = [super init];
    _userName = [RACBehaviorSubject behaviorSubjectWithDefaultValue:@"guest"];
    __weak typeof(self) weakSelf = self;
    _nameSubscription = [[_userName map:^id(NSString *name) {
        return [@"Hello, " stringByAppendingString:name];
    }] subscribeNext:^(NSString *greeting) {
        weakSelf.greeting = greeting;
    }];
    return self;
}

- (void)dealloc {
    [_nameSubscription dispose];
}

@end

@interface WeakSelfDisposedInDealloc : NSObject <AgreementScenario>
@end

@implementation WeakSelfDisposedInDealloc
+ (id)makeOwner { return [WSDDProfileController new]; }
+ (void)drive:(WSDDProfileController *)owner { [owner.userName sendNext:@"ada"]; }
+ (NSInteger)received:(WSDDProfileController *)owner { return [owner.greeting isEqualToString:@"Hello, ada"] ? 1 : 0; }
@end
