// The subscription to a subject self owns is kept and disposed in dealloc, and its block holds
// self weakly: dealloc runs, the disposal breaks the subscriber's cycle, nothing is left.
#import "AgreementScenario.h"

@interface SDIDInboxViewModel : NSObject
@property (nonatomic, strong, readonly) RACSubject<NSNumber *> *unread;
@property (nonatomic, strong) RACDisposable *unreadSubscription;
@property (nonatomic) NSInteger badge;
@end

@implementation SDIDInboxViewModel
- (instancetype)init {
    self = [super init];
    _unread = [RACSubject subject];
    @weakify(self);
    self.unreadSubscription = [self.unread subscribeNext:^(NSNumber *count) {
        @strongify(self);
        self.badge = count.integerValue;
    }];
    return self;
}

- (void)dealloc {
    [_unreadSubscription dispose];
}
@end

@interface SubjectDisposedInDealloc : NSObject <AgreementScenario>
@end

@implementation SubjectDisposedInDealloc
+ (id)makeOwner { return [SDIDInboxViewModel new]; }
+ (void)drive:(SDIDInboxViewModel *)owner { [owner.unread sendNext:@4]; }
+ (NSInteger)received:(SDIDInboxViewModel *)owner { return owner.badge > 0 ? 1 : 0; }
@end
