// Observing a property of a process-wide store: RACObserve passes self as the observer, so
// self's deallocation would end the observation, but the block holds self and the store
// never goes: self is never deallocated.
#import "AgreementScenario.h"

@interface OSSSessionStore : NSObject
@property (nonatomic, copy) NSString *token;
+ (instancetype)shared;
@end

@implementation OSSSessionStore
+ (instancetype)shared {
    static OSSSessionStore *store;
    static dispatch_once_t once;
    dispatch_once(&once, ^{ store = [OSSSessionStore new]; });
    return store;
}
@end

@interface OSSProfileViewModel : NSObject
@property (nonatomic, copy) NSString *token;
@end

@implementation OSSProfileViewModel
- (instancetype)init {
    self = [super init];
    [RACObserve([OSSSessionStore shared], token) subscribeNext:^(NSString *token) {
        self.token = token; // expect: strong_self_capture leak
    }];
    return self;
}
@end

@interface ObserveSingletonStrongSelf : NSObject <AgreementScenario>
@end

@implementation ObserveSingletonStrongSelf
// The store, its token, its own dealloc signal and disposable and its key-value observing
// bookkeeping (made on first observation) live as long as the process.
+ (void)prepare {
    OSSSessionStore *store = [OSSSessionStore shared];
    (void)store.rac_willDeallocSignal;
    (void)store.rac_deallocDisposable;
    store.token = @"t0";
    [[[store rac_valuesForKeyPath:@"token" observer:nil] take:1] subscribeNext:^(id token) {}];
}
+ (id)makeOwner { return [OSSProfileViewModel new]; }
+ (void)drive:(OSSProfileViewModel *)owner { [OSSSessionStore shared].token = @"t1"; }
+ (NSInteger)received:(OSSProfileViewModel *)owner { return owner.token ? 1 : 0; }
@end
