// A class that makes its one instance with dispatch_once subscribes to its own subject with a
// strong self: a cycle, which for that instance costs nothing (it lives for the process), so
// rxlint reports it as a note. Any other instance of the class, as this one made here, leaks.
#import "AgreementScenario.h"

@interface SOSTokenStore : NSObject
@property (nonatomic, strong, readonly) RACSubject *tokens;
@property (nonatomic, copy) NSString *token;
@property (nonatomic) NSInteger updates;
+ (instancetype)sharedStore;
@end

@implementation SOSTokenStore
+ (instancetype)sharedStore {
    static SOSTokenStore *store;
    static dispatch_once_t once;
    dispatch_once(&once, ^{ store = [SOSTokenStore new]; });
    return store;
}

- (instancetype)init {
    self = [super init];
    _tokens = [RACSubject subject];
    [self.tokens subscribeNext:^(NSString *token) {
        self.token = token; // expect: strong_self_capture leak
        self.updates++;
    }];
    return self;
}
@end

@interface SingletonOwnSubjectStrongSelf : NSObject <AgreementScenario>
@end

@implementation SingletonOwnSubjectStrongSelf
+ (id)makeOwner { return [SOSTokenStore new]; }
+ (void)drive:(SOSTokenStore *)owner { [owner.tokens sendNext:@"t"]; }
+ (NSInteger)received:(SOSTokenStore *)owner { return owner.updates; }
@end
