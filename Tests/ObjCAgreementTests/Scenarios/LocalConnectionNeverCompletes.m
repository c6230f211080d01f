// A connection kept in a local multicasts a signal whose block sends a value and never
// completes: the connection's replay subject is never completed either, so when the locals go
// it is freed with its subscription's cycle intact (RACSubject.m: the passthrough subscriber and
// its disposable hold each other), and the subscription's block outlives the owner.
#import "AgreementScenario.h"

@interface LCNCLog : NSObject
@property (nonatomic) NSInteger count;
@end

@implementation LCNCLog
@end

@interface LCNCLoader : NSObject
@property (nonatomic, strong, readonly) LCNCLog *log;
@end

@implementation LCNCLoader
- (instancetype)init {
    self = [super init];
    _log = [LCNCLog new];
    return self;
}

- (void)load {
    LCNCLog *log = self.log;
    RACSignal *request = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        [subscriber sendNext:@"JSON"];
        return nil;
    }];
    RACMulticastConnection *connection = [request multicast:[RACReplaySubject subject]];
    [connection.signal subscribeNext:^(id x) { // expect: discarded_subscription leak
        log.count++;
    }];
    [connection connect];
}
@end

@interface LocalConnectionNeverCompletes : NSObject <AgreementScenario>
@end

@implementation LocalConnectionNeverCompletes
+ (id)makeOwner { return [LCNCLoader new]; }
+ (void)drive:(LCNCLoader *)owner { [owner load]; }
+ (NSInteger)received:(LCNCLoader *)owner { return owner.log.count; }
@end
