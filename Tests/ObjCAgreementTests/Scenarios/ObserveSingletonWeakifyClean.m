// The same observation of the process-wide store with a weak self: self goes, and its
// deallocation ends the observation it is the observer of.
#import "AgreementScenario.h"

@interface OSWKSessionStore : NSObject
@property (nonatomic, copy) NSString *token;
+ (instancetype)shared;
@end

@implementation OSWKSessionStore
+ (instancetype)shared {
    static OSWKSessionStore *store;
    static dispatch_once_t once;
    dispatch_once(&once, ^{ store = [OSWKSessionStore new]; });
    return store;
}
@end

@interface OSWKProfileViewModel : NSObject
@property (nonatomic, copy) NSString *token;
@end

@implementation OSWKProfileViewModel
- (instancetype)init {
    self = [super init];
    @weakify(self);
    [RACObserve([OSWKSessionStore shared], token) subscribeNext:^(NSString *token) {
        @strongify(self);
        self.token = token;
    }];
    return self;
}
@end

@interface ObserveSingletonWeakifyClean : NSObject <AgreementScenario>
@end

@implementation ObserveSingletonWeakifyClean
// The store, its token, its own dealloc signal and disposable and its key-value observing
// bookkeeping (made on first observation) live as long as the process.
+ (void)prepare {
    OSWKSessionStore *store = [OSWKSessionStore shared];
    (void)store.rac_willDeallocSignal;
    (void)store.rac_deallocDisposable;
    store.token = @"t0";
    [[[store rac_valuesForKeyPath:@"token" observer:nil] take:1] subscribeNext:^(id token) {}];
}
+ (id)makeOwner { return [OSWKProfileViewModel new]; }
+ (void)drive:(OSWKProfileViewModel *)owner { [OSWKSessionStore shared].token = @"t1"; }
+ (NSInteger)received:(OSWKProfileViewModel *)owner { return owner.token ? 1 : 0; }
@end
