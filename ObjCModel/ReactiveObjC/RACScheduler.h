// Schedulers (ReactiveObjC's RACScheduler.h, RACTestScheduler.h) on one virtual clock.
//
// In ReactiveObjC the main-thread and background schedulers are GCD queues. Here every
// scheduler puts its work on RACModelClock, which only moves when the harness advances it, so
// timers, delays and hops are deterministic. The model runs as if on the main thread:
// +currentScheduler is never nil, so subscriptions run synchronously, as they do on the main
// thread in ReactiveObjC (RACSubscriptionScheduler.m).
#import "RACDisposable.h"

NS_ASSUME_NONNULL_BEGIN

typedef void (^RACSchedulerRecursiveBlock)(void (^reschedule)(void));
typedef long RACSchedulerPriority;
static const RACSchedulerPriority RACSchedulerPriorityHigh = 2;
static const RACSchedulerPriority RACSchedulerPriorityDefault = 0;
static const RACSchedulerPriority RACSchedulerPriorityLow = -2;
static const RACSchedulerPriority RACSchedulerPriorityBackground = -32768;

@interface RACScheduler : RACModelBase
+ (RACScheduler *)immediateScheduler;
+ (RACScheduler *)mainThreadScheduler;
+ (RACScheduler *)scheduler;
+ (RACScheduler *)schedulerWithPriority:(RACSchedulerPriority)priority;
+ (RACScheduler *)schedulerWithPriority:(RACSchedulerPriority)priority name:(nullable NSString *)name;
+ (nullable RACScheduler *)currentScheduler;
/// Runs the block later (at the clock's next drain); the block is kept until then even if the
/// returned disposable is disposed first, as a dispatch_async block is (RACQueueScheduler.m).
- (nullable RACDisposable *)schedule:(void (^)(void))block;
/// Same, at a date; a disposed action still holds its block until its time comes.
- (nullable RACDisposable *)after:(NSDate *)date schedule:(void (^)(void))block;
- (nullable RACDisposable *)afterDelay:(NSTimeInterval)delay schedule:(void (^)(void))block;
/// A repeating timer; disposing it cancels the timer and releases the block at once.
- (nullable RACDisposable *)after:(NSDate *)date repeatingEvery:(NSTimeInterval)interval withLeeway:(NSTimeInterval)leeway schedule:(void (^)(void))block;
- (nullable RACDisposable *)scheduleRecursiveBlock:(RACSchedulerRecursiveBlock)recursiveBlock;
@end

/// ReactiveObjC's RACTestScheduler API over the shared clock.
@interface RACTestScheduler : RACScheduler
- (void)step;
- (void)step:(NSUInteger)ticks;
- (void)stepAll;
@end

/// The single virtual clock every scheduler of the model uses.
@interface RACModelClock : NSObject
/// Drops every pending action and restarts time at zero.
+ (void)reset;
/// Runs, in time order, everything due within the next `seconds` (0: what is due now).
+ (void)advanceBy:(NSTimeInterval)seconds;
+ (NSTimeInterval)now;
+ (NSUInteger)pendingCount;
/// Runs the earliest pending action, moving time to it; NO when nothing is pending.
+ (BOOL)runNext;
@end

NS_ASSUME_NONNULL_END
