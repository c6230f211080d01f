// A screen subscribes to the app's event bus (made once, with dispatch_once) and drops the
// disposable: the bus's subject never completes, so each screen leaves a subscriber in it,
// even with a weak self.
#import "AgreementScenario.h"

@interface EBSDEventBus : NSObject
@property (nonatomic, strong, readonly) RACSubject *events;
+ (instancetype)shared;
@end

@implementation EBSDEventBus
+ (instancetype)shared {
    static EBSDEventBus *bus;
    static dispatch_once_t once;
    dispatch_once(&once, ^{ bus = [EBSDEventBus new]; });
    return bus;
}
- (instancetype)init {
    self = [super init];
    _events = [RACSubject subject];
    return self;
}
@end

@interface EBSDInboxViewModel : NSObject
@property (nonatomic) NSInteger unread;
@end

@implementation EBSDInboxViewModel
- (instancetype)init {
    self = [super init];
    @weakify(self);
    [[EBSDEventBus shared].events subscribeNext:^(id event) { // expect: discarded_subscription leak
        @strongify(self);
        self.unread++;
    }];
    return self;
}
@end

@interface EventBusSubscriptionDiscarded : NSObject <AgreementScenario>
@end

@implementation EventBusSubscriptionDiscarded
+ (void)prepare { (void)[EBSDEventBus shared]; }
+ (id)makeOwner { return [EBSDInboxViewModel new]; }
+ (void)drive:(EBSDInboxViewModel *)owner { [[EBSDEventBus shared].events sendNext:@"mail"]; }
+ (NSInteger)received:(EBSDInboxViewModel *)owner { return owner.unread; }
@end
