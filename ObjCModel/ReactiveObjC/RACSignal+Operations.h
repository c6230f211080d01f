// Operators: ReactiveObjC's RACStream.h operations and RACSignal+Operations.h (the common ones),
// plus RACMulticastConnection.h.
#import "RACSignal.h"
#import "RACTuple.h"

NS_ASSUME_NONNULL_BEGIN

@class RACScheduler, RACSubject, RACMulticastConnection;

typedef id _Nullable (^RACReduceBlock)();
typedef id _Nullable (^RACGenericReduceBlock)();

@interface RACSignal<__covariant ValueType> (RACStreamOperations)
- (RACSignal *)flattenMap:(__kindof RACSignal * _Nullable (^)(ValueType _Nullable value))block;
- (RACSignal *)flatten;
- (RACSignal *)map:(id _Nullable (^)(ValueType _Nullable value))block;
- (RACSignal *)mapReplace:(nullable id)object;
- (RACSignal<ValueType> *)filter:(BOOL (^)(ValueType _Nullable value))block;
- (RACSignal<ValueType> *)ignore:(nullable ValueType)value;
- (RACSignal *)reduceEach:(RACReduceBlock)reduceBlock;
- (RACSignal<ValueType> *)startWith:(nullable ValueType)value;
- (RACSignal<ValueType> *)skip:(NSUInteger)skipCount;
- (RACSignal<ValueType> *)take:(NSUInteger)count;
- (RACSignal<ValueType> *)distinctUntilChanged;
- (RACSignal *)scanWithStart:(nullable id)startingValue reduce:(id _Nullable (^)(id _Nullable running, ValueType _Nullable next))reduceBlock;
@end

@interface RACSignal<__covariant ValueType> (Operations)
- (RACSignal<ValueType> *)doNext:(void (^)(ValueType _Nullable x))block;
- (RACSignal<ValueType> *)doError:(void (^)(NSError * _Nullable error))block;
- (RACSignal<ValueType> *)doCompleted:(void (^)(void))block;
- (RACSignal<ValueType> *)delay:(NSTimeInterval)interval;
- (RACSignal *)catch:(RACSignal * (^)(NSError * _Nullable error))catchBlock;
- (RACSignal *)catchTo:(RACSignal *)signal;
- (RACSignal *)then:(RACSignal * (^)(void))block;
- (RACSignal *)ignoreValues;
- (RACSignal<RACTuple *> *)combineLatestWith:(RACSignal *)signal;
+ (RACSignal<RACTuple *> *)combineLatest:(NSArray<RACSignal *> *)signals;
+ (RACSignal *)combineLatest:(NSArray<RACSignal *> *)signals reduce:(RACGenericReduceBlock)reduceBlock;
- (RACSignal *)merge:(RACSignal *)signal;
+ (RACSignal *)merge:(NSArray<RACSignal *> *)signals;
+ (RACSignal<NSDate *> *)interval:(NSTimeInterval)interval onScheduler:(RACScheduler *)scheduler;
+ (RACSignal<NSDate *> *)interval:(NSTimeInterval)interval onScheduler:(RACScheduler *)scheduler withLeeway:(NSTimeInterval)leeway;
- (RACSignal<ValueType> *)takeUntil:(RACSignal *)signalTrigger;
- (RACSignal<ValueType> *)deliverOn:(RACScheduler *)scheduler;
- (RACSignal<ValueType> *)deliverOnMainThread;
- (RACSignal<ValueType> *)subscribeOn:(RACScheduler *)scheduler;
- (RACMulticastConnection *)publish;
- (RACMulticastConnection *)multicast:(RACSubject *)subject;
- (RACSignal<ValueType> *)replay;
- (RACSignal<ValueType> *)replayLast;
/// As `replay`, but connected at the first subscription (a `defer:` over the connection).
- (RACSignal<ValueType> *)replayLazily;
/// Binds values to object's key path. The object is not retained; the binding's disposable is
/// added to object.rac_deallocDisposable, so the binding ends when the object deallocates.
- (RACDisposable *)setKeyPath:(NSString *)keyPath onObject:(NSObject *)object;
- (RACDisposable *)setKeyPath:(NSString *)keyPath onObject:(NSObject *)object nilValue:(nullable id)nilValue;
@end

/// Shares one subscription to a source through a subject (RACMulticastConnection.m).
@interface RACMulticastConnection<__covariant ValueType> : RACModelBase
@property (nonatomic, strong, readonly) RACSignal<ValueType> *signal;
- (RACDisposable *)connect;
@end

NS_ASSUME_NONNULL_END
