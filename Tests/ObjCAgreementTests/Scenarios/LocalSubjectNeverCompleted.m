// A method makes a subject in a local, subscribes to it (dropping the disposable), sends it a
// value and returns without completing it. The subject goes with the local, but not the
// subscription: in RACSubject.m the passthrough subscriber holds its compound disposable, which
// holds the block that would remove the passthrough from the subject's array, and that block
// captures the passthrough. Only disposal or completion breaks the cycle, so the block (and the
// log it holds) outlives the owner.
#import "AgreementScenario.h"

@interface LSNCLog : NSObject
@property (nonatomic) NSInteger count;
@end

@implementation LSNCLog
@end

@interface LSNCImporter : NSObject
@property (nonatomic, strong, readonly) LSNCLog *log;
@end

@implementation LSNCImporter
- (instancetype)init {
    self = [super init];
    _log = [LSNCLog new];
    return self;
}

- (void)import {
    LSNCLog *log = self.log;
    RACSubject *progress = [RACSubject subject];
    [progress subscribeNext:^(id x) { // expect: discarded_subscription leak
        log.count++;
    }];
    [progress sendNext:@1];
}
@end

@interface LocalSubjectNeverCompleted : NSObject <AgreementScenario>
@end

@implementation LocalSubjectNeverCompleted
+ (id)makeOwner { return [LSNCImporter new]; }
+ (void)drive:(LSNCImporter *)owner { [owner import]; }
+ (NSInteger)received:(LSNCImporter *)owner { return owner.log.count; }
@end
