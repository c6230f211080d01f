// A notification subscription: the default center keeps the observer block, which keeps the
// subscriber and the block using self, until the subscription is disposed. Nobody disposes it.
#import "AgreementScenario.h"

static NSString *const NSSLogoutNotification = @"NSSLogoutNotification";

@interface NSSInboxViewModel : NSObject
@property (nonatomic) NSInteger resets;
@end

@implementation NSSInboxViewModel

- (instancetype)init {
    self = [super init];
    [[[NSNotificationCenter defaultCenter] rac_addObserverForName:NSSLogoutNotification object:nil] subscribeNext:^(NSNotification *note) { // expect: discarded_subscription leak
        self.resets++;
    }];
    return self;
}

@end

@interface NotificationStrongSelf : NSObject <AgreementScenario>
@end

@implementation NotificationStrongSelf
+ (id)makeOwner { return [NSSInboxViewModel new]; }
+ (void)drive:(NSSInboxViewModel *)owner {
    [[NSNotificationCenter defaultCenter] postNotificationName:NSSLogoutNotification object:nil];
}
+ (NSInteger)received:(NSSInboxViewModel *)owner { return owner.resets; }
@end
