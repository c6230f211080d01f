// @weakify/@strongify, but the block uses an instance variable: `_count` reads the method's
// own self, captured strongly, not the local `self` @strongify declares.
#import "AgreementScenario.h"

@interface IASCounter : NSObject
@property (nonatomic, strong, readonly) RACSubject *taps;
@property (nonatomic, readonly) NSInteger count;
@end

@implementation IASCounter {
    NSInteger _count;
}
- (instancetype)init {
    self = [super init];
    _taps = [RACSubject subject];
    @weakify(self);
    [self.taps subscribeNext:^(id x) {
        @strongify(self);
        _count++; // expect: strong_self_capture leak
    }];
    return self;
}
- (NSInteger)count { return _count; }
@end

@interface IvarAfterStrongify : NSObject <AgreementScenario>
@end

@implementation IvarAfterStrongify
+ (id)makeOwner { return [IASCounter new]; }
+ (void)drive:(IASCounter *)owner { [owner.taps sendNext:@1]; }
+ (NSInteger)received:(IASCounter *)owner { return owner.count; }
@end
