// Hot signals: ReactiveObjC's RACSubject.h, RACReplaySubject.h, RACBehaviorSubject.h.
#import "RACSignal.h"

NS_ASSUME_NONNULL_BEGIN

/// Keeps every subscriber (its passthrough) in an array until the subscription is disposed;
/// completion or error is forwarded to them, which makes each RACSubscriber drop its blocks and
/// dispose its subscription, emptying the array (RACSubject.m).
@interface RACSubject<ValueType> : RACSignal<ValueType> <RACSubscriber>
+ (instancetype)subject;
- (void)sendNext:(nullable ValueType)value;
@end

/// Also keeps the values it was sent (all, or the last `capacity`) and replays them to each new
/// subscriber; after completion a new subscriber gets the values and completion, and is not
/// kept (RACReplaySubject.m).
@interface RACReplaySubject<ValueType> : RACSubject<ValueType>
+ (instancetype)replaySubjectWithCapacity:(NSUInteger)capacity;
- (instancetype)initWithCapacity:(NSUInteger)capacity;
@end

/// Sends its current value to each new subscriber (RACBehaviorSubject.m).
@interface RACBehaviorSubject<ValueType> : RACSubject<ValueType>
+ (instancetype)behaviorSubjectWithDefaultValue:(nullable ValueType)value;
@end

NS_ASSUME_NONNULL_END
