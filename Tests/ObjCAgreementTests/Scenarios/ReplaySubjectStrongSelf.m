// A replay subject self owns keeps its subscribers like any subject: a block holding self
// closes the cycle self -> subject -> subscriber -> block -> self.
#import "AgreementScenario.h"

@interface RSSSessionStore : NSObject
@property (nonatomic, strong, readonly) RACReplaySubject<NSString *> *tokens;
@property (nonatomic, copy) NSString *currentToken;
@end

@implementation RSSSessionStore
- (instancetype)init {
    self = [super init];
    _tokens = [RACReplaySubject subject];
    [self.tokens subscribeNext:^(NSString *token) {
        self.currentToken = token; // expect: strong_self_capture leak
    }];
    return self;
}
@end

@interface ReplaySubjectStrongSelf : NSObject <AgreementScenario>
@end

@implementation ReplaySubjectStrongSelf
+ (id)makeOwner { return [RSSSessionStore new]; }
+ (void)drive:(RSSSessionStore *)owner { [owner.tokens sendNext:@"abc"]; }
+ (NSInteger)received:(RSSSessionStore *)owner { return owner.currentToken ? 1 : 0; }
@end
