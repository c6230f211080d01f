#import "RACCommand.h"
#import "RACScheduler.h"
#import "RACSubject.h"
#import "NSObject+RACDeallocating.h"

@interface RACCommand ()
@property (nonatomic, strong, readonly) RACSubject *addedExecutionSignalsSubject;
@property (nonatomic, strong, readonly) RACBehaviorSubject *executingSubject;
@property (nonatomic, copy, readonly) RACSignal * (^signalBlock)(id input);
@end

@implementation RACCommand {
    NSInteger _running;
}

- (instancetype)initWithSignalBlock:(RACSignal * (^)(id input))signalBlock {
    return [self initWithEnabled:nil signalBlock:signalBlock];
}

- (instancetype)initWithEnabled:(RACSignal *)enabledSignal signalBlock:(RACSignal * (^)(id input))signalBlock {
    self = [super init];
    _addedExecutionSignalsSubject = [RACSubject new];
    _executingSubject = [RACBehaviorSubject behaviorSubjectWithDefaultValue:@NO];
    _signalBlock = signalBlock; // retained, so copied, by ARC
    _executionSignals = [[self.addedExecutionSignalsSubject
        map:^(RACSignal *signal) {
            return [signal catchTo:[RACSignal empty]];
        }]
        deliverOn:RACScheduler.mainThreadScheduler];
    _errors = [[self.addedExecutionSignalsSubject
        flattenMap:^(RACSignal *signal) {
            return [[signal ignoreValues] catch:^(NSError *error) {
                return [RACSignal return:error];
            }];
        }]
        deliverOn:RACScheduler.mainThreadScheduler];
    _executing = self.executingSubject;
    // As RACCommand.m's `immediateEnabled`: subscribed at once (`replayLast` connects) and
    // until the command deallocates; what is combined with it (executions allowed) is left out.
    RACSignal *enabled = enabledSignal ? [enabledSignal startWith:@YES] : [RACSignal return:@YES];
    _enabled = [[enabled takeUntil:self.rac_willDeallocSignal] replayLast];
    return self;
}

// As in RACCommand.m, completing the subjects ends every subscription to executionSignals.
- (void)dealloc {
    [_addedExecutionSignalsSubject sendCompleted];
    [_executingSubject sendCompleted];
}

- (RACSignal *)execute:(id)input {
    RACSignal *signal = self.signalBlock(input);
    RACMulticastConnection *connection = [[signal
        subscribeOn:RACScheduler.mainThreadScheduler]
        multicast:[RACReplaySubject subject]];
    RACBehaviorSubject *executing = self.executingSubject;
    _running++;
    [executing sendNext:@YES];
    // Unretained count: the command is not kept alive by its executions' bookkeeping.
    __weak RACCommand *weakSelf = self;
    [connection.signal subscribeError:^(NSError *error) {
        RACCommand *command = weakSelf;
        if (command && --command->_running == 0) [executing sendNext:@NO];
    } completed:^{
        RACCommand *command = weakSelf;
        if (command && --command->_running == 0) [executing sendNext:@NO];
    }];
    [self.addedExecutionSignalsSubject sendNext:connection.signal];
    [connection connect];
    return connection.signal;
}

@end
