// The event bus subscription ends with its owner (takeUntil: its will-dealloc signal), and the
// block holds self weakly: each screen leaves nothing in the bus.
#import "AgreementScenario.h"

@interface EBUCEventBus : NSObject
@property (nonatomic, strong, readonly) RACSubject *events;
+ (instancetype)shared;
@end

@implementation EBUCEventBus
+ (instancetype)shared {
    static EBUCEventBus *bus;
    static dispatch_once_t once;
    dispatch_once(&once, ^{ bus = [EBUCEventBus new]; });
    return bus;
}
- (instancetype)init {
    self = [super init];
    _events = [RACSubject subject];
    return self;
}
@end

@interface EBUCInboxViewModel : NSObject
@property (nonatomic) NSInteger unread;
@end

@implementation EBUCInboxViewModel
- (instancetype)init {
    self = [super init];
    @weakify(self);
    [[[EBUCEventBus shared].events takeUntil:self.rac_willDeallocSignal] subscribeNext:^(id event) {
        @strongify(self);
        self.unread++;
    }];
    return self;
}
@end

@interface EventBusUntilDeallocClean : NSObject <AgreementScenario>
@end

@implementation EventBusUntilDeallocClean
+ (void)prepare { (void)[EBUCEventBus shared]; }
+ (id)makeOwner { return [EBUCInboxViewModel new]; }
+ (void)drive:(EBUCInboxViewModel *)owner { [[EBUCEventBus shared].events sendNext:@"mail"]; }
+ (NSInteger)received:(EBUCInboxViewModel *)owner { return owner.unread; }
@end
