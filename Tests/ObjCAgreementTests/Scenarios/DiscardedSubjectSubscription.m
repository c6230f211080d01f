// A discarded subscription to a subject self owns, with a block that does not capture self.
// self deallocates, and with it the subject, but not the subscription: in RACSubject.m the
// block that removes the passthrough from the subscriber array captures the passthrough, which
// holds the compound disposable holding that block. Only disposal or completion breaks it.
#import "AgreementScenario.h"

@interface DSSEventLog : NSObject
@property (nonatomic, strong, readonly) NSMutableArray<NSString *> *entries;
@end

@implementation DSSEventLog
- (instancetype)init {
    self = [super init];
    _entries = [NSMutableArray array];
    return self;
}
@end

@interface DSSAnalyticsTracker : NSObject
@property (nonatomic, strong, readonly) RACSubject<NSString *> *events;
@property (nonatomic, strong, readonly) DSSEventLog *log;
@end

@implementation DSSAnalyticsTracker

- (instancetype)init {
    self = [super init];
    _events = [RACSubject subject];
    _log = [DSSEventLog new];
    DSSEventLog *log = _log;
    [_events subscribeNext:^(NSString *name) { // expect: discarded_subscription leak
        [log.entries addObject:name];
    }];
    return self;
}

@end

@interface DiscardedSubjectSubscription : NSObject <AgreementScenario>
@end

@implementation DiscardedSubjectSubscription
+ (id)makeOwner { return [DSSAnalyticsTracker new]; }
+ (void)drive:(DSSAnalyticsTracker *)owner { [owner.events sendNext:@"screen_view"]; }
+ (NSInteger)received:(DSSAnalyticsTracker *)owner { return (NSInteger)owner.log.entries.count; }
@end
