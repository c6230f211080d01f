// A weak self, but the subject is never completed: when the store goes, the subject is freed
// without completing and leaves the subscription alive (the passthrough subscriber and its
// disposable hold each other, RACSubject.m): a small leak on every store.
#import "AgreementScenario.h"

@interface SWNCCartStore : NSObject
@property (nonatomic, strong, readonly) RACSubject<NSNumber *> *totals;
@property (nonatomic) NSInteger updates;
@end

@implementation SWNCCartStore
- (instancetype)init {
    self = [super init];
    _totals = [RACSubject subject];
    __weak typeof(self) weakSelf = self;
    [self.totals subscribeNext:^(NSNumber *total) { // expect: discarded_subscription leak
        weakSelf.updates++;
    }];
    return self;
}
@end

@interface SubjectWeakSelfNeverCompleted : NSObject <AgreementScenario>
@end

@implementation SubjectWeakSelfNeverCompleted
+ (id)makeOwner { return [SWNCCartStore new]; }
+ (void)drive:(SWNCCartStore *)owner { [owner.totals sendNext:@3]; }
+ (NSInteger)received:(SWNCCartStore *)owner { return owner.updates; }
@end
