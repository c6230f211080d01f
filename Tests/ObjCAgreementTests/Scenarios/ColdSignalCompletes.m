// A strong self in a subscription to a cold signal that completes at once: the subscriber
// drops its blocks on completion and nothing else holds the chain. No leak.
#import "AgreementScenario.h"

@interface CSCUserService : NSObject
- (RACSignal<NSString *> *)currentUserName;
@end

@implementation CSCUserService
- (RACSignal<NSString *> *)currentUserName {
    return [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        [subscriber sendNext:@"ada"];
        [subscriber sendCompleted];
        return nil;
    }];
}
@end

@interface CSCAccountViewModel : NSObject
@property (nonatomic, strong, readonly) CSCUserService *service;
@property (nonatomic, copy) NSString *userName;
@property (nonatomic, copy) NSString *plan;
@end

@implementation CSCAccountViewModel

- (instancetype)init {
    self = [super init];
    _service = [CSCUserService new];
    [[_service currentUserName] subscribeNext:^(NSString *name) {
        self.userName = name;
    }];
    [[RACSignal return:@"pro"] subscribeNext:^(NSString *plan) {
        self.plan = plan;
    }];
    return self;
}

@end

@interface ColdSignalCompletes : NSObject <AgreementScenario>
@end

@implementation ColdSignalCompletes
+ (id)makeOwner { return [CSCAccountViewModel new]; }
+ (NSInteger)received:(CSCAccountViewModel *)owner { return owner.userName && owner.plan ? 2 : 0; }
@end
