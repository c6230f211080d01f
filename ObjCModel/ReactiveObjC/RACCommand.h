// ReactiveObjC's RACCommand.h (reduced: enabled is the enabled signal alone; no
// allowsConcurrentExecution logic).
#import "RACSignal+Operations.h"

NS_ASSUME_NONNULL_BEGIN

/// Keeps its signal block (copied) for its whole life: a block that captures the object that
/// owns the command is a retain cycle (RACCommand.m, `_signalBlock`).
@interface RACCommand<__contravariant InputType, __covariant ValueType> : RACModelBase
/// Each execution's signal, delivered on the main-thread scheduler.
@property (nonatomic, strong, readonly) RACSignal<RACSignal<ValueType> *> *executionSignals;
/// YES while an execution is running (starts NO).
@property (nonatomic, strong, readonly) RACSignal<NSNumber *> *executing;
/// The enabled signal (YES first), subscribed from the start until the command deallocates,
/// replaying its last value (ReactiveObjC also combines it with executing).
@property (nonatomic, strong, readonly) RACSignal<NSNumber *> *enabled;
/// Errors of executions, delivered on the main-thread scheduler.
@property (nonatomic, strong, readonly) RACSignal<NSError *> *errors;
@property (atomic, assign) BOOL allowsConcurrentExecution;
- (instancetype)initWithSignalBlock:(RACSignal<ValueType> * (^)(InputType _Nullable input))signalBlock;
- (instancetype)initWithEnabled:(nullable RACSignal<NSNumber *> *)enabledSignal signalBlock:(RACSignal<ValueType> * (^)(InputType _Nullable input))signalBlock;
/// Runs the signal block and subscribes to its signal through a replay subject (multicast),
/// returning that subject.
- (RACSignal<ValueType> *)execute:(nullable InputType)input;
@end

NS_ASSUME_NONNULL_END
