#import "RACScheduler.h"
#import "RACSubscriptionScheduler.h"
#include <math.h>

/// Runs blocks at once (RACImmediateScheduler.m).
@interface RACModelImmediateScheduler : RACScheduler
@end

/// One pending piece of work on the clock.
@interface RACModelScheduledAction : RACModelBase
@property (nonatomic) NSTimeInterval time;
@property (nonatomic) NSTimeInterval repeatInterval; // 0: runs once
@property (nonatomic) unsigned long sequence;
@property (nonatomic, copy) void (^block)(void);
@property (nonatomic, strong) RACDisposable *disposable;
@property (nonatomic, strong) RACScheduler *scheduler;
@end

@implementation RACModelScheduledAction
@end

static NSMutableArray<RACModelScheduledAction *> *pendingActions;
static NSTimeInterval clockNow;
static unsigned long nextSequence;
static RACScheduler *runningScheduler;

static void setNow(NSTimeInterval now) {
    clockNow = now;
#ifndef __APPLE__
    RACModelFoundationNow = now;
#endif
}

static RACModelScheduledAction *enqueue(RACScheduler *scheduler, NSTimeInterval time, NSTimeInterval repeat, void (^block)(void)) {
    if (!pendingActions) pendingActions = [[NSMutableArray alloc] init];
    RACModelScheduledAction *action = [[RACModelScheduledAction alloc] init];
    action.time = time < clockNow ? clockNow : time;
    action.repeatInterval = repeat;
    action.sequence = nextSequence++;
    action.block = block;
    action.disposable = [[RACDisposable alloc] init];
    action.scheduler = scheduler;
    [pendingActions addObject:action];
    return action;
}

@implementation RACModelClock

+ (void)reset {
    @autoreleasepool {
        // A fresh, empty queue: allocated here, before a scenario's snapshot.
        pendingActions = [[NSMutableArray alloc] init];
        runningScheduler = nil;
        nextSequence = 0;
        setNow(0);
    }
}

+ (NSTimeInterval)now { return clockNow; }
+ (NSUInteger)pendingCount { return pendingActions.count; }

static RACModelScheduledAction *earliest(NSTimeInterval limit) {
    RACModelScheduledAction *best = nil;
    for (RACModelScheduledAction *a in pendingActions) {
        if (a.time > limit) continue;
        if (!best || a.time < best.time || (a.time == best.time && a.sequence < best.sequence)) best = a;
    }
    return best;
}

static void run(RACModelScheduledAction *action) {
    setNow(action.time);
    if (action.repeatInterval > 0) {
        // A timer stays queued at its next fire time until it is cancelled.
        action.time += action.repeatInterval;
        action.sequence = nextSequence++;
    } else {
        [pendingActions removeObjectIdenticalTo:action];
    }
    if (action.disposable.disposed) return;
    RACScheduler *previous = runningScheduler;
    runningScheduler = action.scheduler;
    @autoreleasepool {
        void (^block)(void) = action.block;
        block();
    }
    runningScheduler = previous;
}

+ (BOOL)runNext {
    RACModelScheduledAction *action;
    @autoreleasepool {
        action = earliest(INFINITY);
        if (!action) return NO;
        run(action);
        action = nil;
    }
    return YES;
}

+ (void)advanceBy:(NSTimeInterval)seconds {
    NSTimeInterval target = clockNow + seconds;
    for (;;) {
        @autoreleasepool {
            RACModelScheduledAction *action = earliest(target);
            if (!action) break;
            run(action);
        }
    }
    setNow(target);
}

@end

@implementation RACScheduler

+ (RACScheduler *)immediateScheduler {
    static RACScheduler *immediate;
    if (!immediate) immediate = [[RACModelImmediateScheduler alloc] init];
    return immediate;
}

+ (RACScheduler *)mainThreadScheduler {
    static RACScheduler *main;
    if (!main) main = [[RACScheduler alloc] init];
    return main;
}

+ (RACScheduler *)scheduler { return [[RACScheduler alloc] init]; }
+ (RACScheduler *)schedulerWithPriority:(RACSchedulerPriority)priority { return [self scheduler]; }
+ (RACScheduler *)schedulerWithPriority:(RACSchedulerPriority)priority name:(NSString *)name { return [self scheduler]; }

+ (RACScheduler *)currentScheduler {
    return runningScheduler ?: self.mainThreadScheduler;
}

- (RACDisposable *)schedule:(void (^)(void))block {
    return enqueue(self, clockNow, 0, block).disposable;
}

- (RACDisposable *)after:(NSDate *)date schedule:(void (^)(void))block {
    return enqueue(self, clockNow + date.timeIntervalSinceNow, 0, block).disposable;
}

- (RACDisposable *)afterDelay:(NSTimeInterval)delay schedule:(void (^)(void))block {
    return [self after:[NSDate dateWithTimeIntervalSinceNow:delay] schedule:block];
}

- (RACDisposable *)after:(NSDate *)date repeatingEvery:(NSTimeInterval)interval withLeeway:(NSTimeInterval)leeway schedule:(void (^)(void))block {
    RACModelScheduledAction *action = enqueue(self, clockNow + date.timeIntervalSinceNow, interval, block);
    __weak RACModelScheduledAction *weakAction = action;
    return [RACDisposable disposableWithBlock:^{
        // dispatch_source_cancel: the timer and its handler go away.
        RACModelScheduledAction *timer = weakAction;
        if (timer) [pendingActions removeObjectIdenticalTo:timer];
    }];
}

- (RACDisposable *)scheduleRecursiveBlock:(RACSchedulerRecursiveBlock)recursiveBlock {
    RACCompoundDisposable *disposable = [RACCompoundDisposable compoundDisposable];
    [self scheduleRecursive:recursiveBlock into:disposable];
    return disposable;
}

- (void)scheduleRecursive:(RACSchedulerRecursiveBlock)recursiveBlock into:(RACCompoundDisposable *)disposable {
    RACDisposable *scheduled = [self schedule:^{
        if (disposable.disposed) return;
        recursiveBlock(^{
            [self scheduleRecursive:recursiveBlock into:disposable];
        });
    }];
    [disposable addDisposable:scheduled];
}

@end

@implementation RACModelImmediateScheduler
- (RACDisposable *)schedule:(void (^)(void))block {
    block();
    return nil;
}
- (RACDisposable *)after:(NSDate *)date schedule:(void (^)(void))block {
    block();
    return nil;
}
@end

@implementation RACTestScheduler
- (void)step { [RACModelClock runNext]; }
- (void)step:(NSUInteger)ticks {
    for (NSUInteger i = 0; i < ticks && [RACModelClock runNext]; i++) {}
}
// Bounded: a repeating timer would otherwise keep it running for ever.
- (void)stepAll { [self step:100000]; }
@end

/// Subscriptions run at once when there is a current scheduler, else on a background one.
@interface RACModelSubscriptionSchedulerClass : RACScheduler
@end

@implementation RACModelSubscriptionSchedulerClass
- (RACDisposable *)schedule:(void (^)(void))block {
    if (RACScheduler.currentScheduler == nil) return [[RACScheduler scheduler] schedule:block];
    block();
    return nil;
}
@end

RACScheduler *RACModelSubscriptionScheduler(void) {
    static RACScheduler *scheduler;
    if (!scheduler) scheduler = [[RACModelSubscriptionSchedulerClass alloc] init];
    return scheduler;
}
