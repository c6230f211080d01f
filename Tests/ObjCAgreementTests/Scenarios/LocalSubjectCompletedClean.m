// The same local subject, completed before the method returns: completion disposes each
// subscription's compound disposable, which releases the subscriber and its blocks, so nothing
// outlives the owner.
#import "AgreementScenario.h"

@interface LSCCLog : NSObject
@property (nonatomic) NSInteger count;
@end

@implementation LSCCLog
@end

@interface LSCCImporter : NSObject
@property (nonatomic, strong, readonly) LSCCLog *log;
@end

@implementation LSCCImporter
- (instancetype)init {
    self = [super init];
    _log = [LSCCLog new];
    return self;
}

- (void)import {
    LSCCLog *log = self.log;
    RACSubject *progress = [RACSubject subject];
    [progress subscribeNext:^(id x) {
        log.count++;
    }];
    [progress sendNext:@1];
    [progress sendCompleted];
}
@end

@interface LocalSubjectCompletedClean : NSObject <AgreementScenario>
@end

@implementation LocalSubjectCompletedClean
+ (id)makeOwner { return [LSCCImporter new]; }
+ (void)drive:(LSCCImporter *)owner { [owner import]; }
+ (NSInteger)received:(LSCCImporter *)owner { return owner.log.count; }
@end
