// A strong self, but the chain ends when the view model's stop signal sends, which the app does
// before letting it go: takeUntil: disposes the subscription and the cycle with it.
#import "AgreementScenario.h"

@interface SUSSPlayerViewModel : NSObject
@property (nonatomic, strong, readonly) RACSubject<NSNumber *> *positions;
@property (nonatomic, strong, readonly) RACSubject *stopped;
@property (nonatomic) NSInteger position;
@end

@implementation SUSSPlayerViewModel
- (instancetype)init {
    self = [super init];
    _positions = [RACSubject subject];
    _stopped = [RACSubject subject];
    [[self.positions takeUntil:self.stopped] subscribeNext:^(NSNumber *position) {
        self.position = position.integerValue;
    }];
    return self;
}

- (void)dealloc {
    [_positions sendCompleted];
    [_stopped sendCompleted];
}
@end

@interface SubjectUntilStopSignal : NSObject <AgreementScenario>
@end

@implementation SubjectUntilStopSignal
+ (id)makeOwner { return [SUSSPlayerViewModel new]; }
+ (void)drive:(SUSSPlayerViewModel *)owner { [owner.positions sendNext:@12]; }
+ (void)stop:(SUSSPlayerViewModel *)owner { [owner.stopped sendNext:@YES]; }
+ (NSInteger)received:(SUSSPlayerViewModel *)owner { return owner.position > 0 ? 1 : 0; }
@end
