// Subscribers: ReactiveObjC's RACSubscriber.h and RACPassthroughSubscriber.h.
#import "RACDisposable.h"

NS_ASSUME_NONNULL_BEGIN

@class RACSignal;

@protocol RACSubscriber <NSObject>
- (void)sendNext:(nullable id)value;
- (void)sendError:(nullable NSError *)error;
- (void)sendCompleted;
- (void)didSubscribeWithDisposable:(RACCompoundDisposable *)disposable;
@end

/// Holds the next/error/completed blocks until it receives an error or completion, or until
/// its subscription is disposed and it deallocates; then it drops them (RACSubscriber.m).
@interface RACSubscriber : RACModelBase <RACSubscriber>
+ (instancetype)subscriberWithNext:(nullable void (^)(id _Nullable x))next
                             error:(nullable void (^)(NSError * _Nullable error))error
                         completed:(nullable void (^)(void))completed;
@end

/// What a signal actually keeps: the real subscriber and the subscription's compound disposable
/// strongly, the signal unretained. Forwards nothing once that disposable is disposed
/// (RACPassthroughSubscriber.m).
@interface RACPassthroughSubscriber : RACModelBase <RACSubscriber>
- (instancetype)initWithSubscriber:(id<RACSubscriber>)subscriber signal:(RACSignal *)signal disposable:(RACCompoundDisposable *)disposable;
@end

NS_ASSUME_NONNULL_END
