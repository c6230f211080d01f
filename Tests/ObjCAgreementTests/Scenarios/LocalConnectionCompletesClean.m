// The same local connection over a signal that completes after its value: connecting passes
// the completion to the subject, which lets its subscriptions go, so nothing outlives the owner.
#import "AgreementScenario.h"

@interface LCCCLog : NSObject
@property (nonatomic) NSInteger count;
@end

@implementation LCCCLog
@end

@interface LCCCLoader : NSObject
@property (nonatomic, strong, readonly) LCCCLog *log;
@end

@implementation LCCCLoader
- (instancetype)init {
    self = [super init];
    _log = [LCCCLog new];
    return self;
}

- (void)load {
    LCCCLog *log = self.log;
    RACSignal *request = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        [subscriber sendNext:@"JSON"];
        [subscriber sendCompleted];
        return nil;
    }];
    RACMulticastConnection *connection = [request multicast:[RACReplaySubject subject]];
    [connection.signal subscribeNext:^(id x) {
        log.count++;
    }];
    [connection connect];
}
@end

@interface LocalConnectionCompletesClean : NSObject <AgreementScenario>
@end

@implementation LocalConnectionCompletesClean
+ (id)makeOwner { return [LCCCLoader new]; }
+ (void)drive:(LCCCLoader *)owner { [owner load]; }
+ (NSInteger)received:(LCCCLoader *)owner { return owner.log.count; }
@end
