// Signals: ReactiveObjC's RACStream.h, RACSignal.h and its private subclasses
// (RACDynamicSignal, RACReturnSignal, RACEmptySignal, RACErrorSignal).
#import "RACSubscriber.h"

NS_ASSUME_NONNULL_BEGIN

@class RACScheduler, RACTuple;

@interface RACStream : RACModelBase
@property (nonatomic, copy, nullable) NSString *name;
/// Names are for debugging only; the model ignores the format.
- (instancetype)setNameWithFormat:(NSString *)format, ...;
@end

@interface RACSignal<__covariant ValueType> : RACStream
typedef RACSignal * _Nullable (^RACSignalBindBlock)(ValueType _Nullable value, BOOL *stop);
/// A cold signal (RACDynamicSignal): it keeps its didSubscribe block, never its subscribers.
+ (RACSignal<ValueType> *)createSignal:(RACDisposable * _Nullable (^)(id<RACSubscriber> subscriber))didSubscribe;
+ (RACSignal<ValueType> *)return:(nullable ValueType)value;
+ (RACSignal<ValueType> *)empty;
+ (RACSignal<ValueType> *)error:(nullable NSError *)error;
+ (RACSignal<ValueType> *)never;
/// A signal that runs `block` at each subscription and subscribes to what it returns. The
/// signal keeps `block` for its whole life (RACSignal.m, `+defer:` over `+createSignal:`).
+ (RACSignal<ValueType> *)defer:(RACSignal<ValueType> * (^)(void))block;
- (RACSignal *)bind:(RACSignalBindBlock (^)(void))block;
- (RACSignal *)concat:(RACSignal *)signal;
@end

@interface RACSignal<__covariant ValueType> (Subscription)
- (RACDisposable *)subscribe:(id<RACSubscriber>)subscriber;
- (RACDisposable *)subscribeNext:(void (^)(ValueType _Nullable x))nextBlock;
- (RACDisposable *)subscribeNext:(void (^)(ValueType _Nullable x))nextBlock completed:(void (^)(void))completedBlock;
- (RACDisposable *)subscribeNext:(void (^)(ValueType _Nullable x))nextBlock error:(void (^)(NSError * _Nullable error))errorBlock completed:(void (^)(void))completedBlock;
- (RACDisposable *)subscribeNext:(void (^)(ValueType _Nullable x))nextBlock error:(void (^)(NSError * _Nullable error))errorBlock;
- (RACDisposable *)subscribeError:(void (^)(NSError * _Nullable error))errorBlock;
- (RACDisposable *)subscribeCompleted:(void (^)(void))completedBlock;
- (RACDisposable *)subscribeError:(void (^)(NSError * _Nullable error))errorBlock completed:(void (^)(void))completedBlock;
@end

NS_ASSUME_NONNULL_END
