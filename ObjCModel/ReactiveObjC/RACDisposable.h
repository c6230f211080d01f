// Disposables: ReactiveObjC's RACDisposable.h, RACCompoundDisposable.h, RACSerialDisposable.h
// and RACScopedDisposable.h in one header.
#import "RACModelBase.h"

NS_ASSUME_NONNULL_BEGIN

@class RACScopedDisposable;

/// Runs its block once, on the first -dispose, then drops it (RACDisposable.m).
@interface RACDisposable : RACModelBase
@property (atomic, assign, getter = isDisposed, readonly) BOOL disposed;
+ (instancetype)disposableWithBlock:(void (^)(void))block;
- (instancetype)initWithBlock:(void (^)(void))block;
- (void)dispose;
/// A disposable that disposes this one when it deallocates (RACScopedDisposable.m).
- (RACScopedDisposable *)asScopedDisposable;
@end

/// Holds disposables strongly until disposed; one added after disposal is disposed at once
/// (RACCompoundDisposable.m).
@interface RACCompoundDisposable : RACDisposable
+ (instancetype)compoundDisposable;
+ (instancetype)compoundDisposableWithDisposables:(nullable NSArray *)disposables;
- (void)addDisposable:(nullable RACDisposable *)disposable;
- (void)removeDisposable:(nullable RACDisposable *)disposable;
@end

/// Holds one disposable; a new one replaces it without disposing the old (RACSerialDisposable.m).
@interface RACSerialDisposable : RACDisposable
@property (atomic, strong, nullable) RACDisposable *disposable;
+ (instancetype)serialDisposableWithDisposable:(nullable RACDisposable *)disposable;
- (nullable RACDisposable *)swapInDisposable:(nullable RACDisposable *)newDisposable;
@end

/// Disposes its target when it deallocates (RACScopedDisposable.m).
@interface RACScopedDisposable : RACDisposable
+ (instancetype)scopedDisposableWithDisposable:(RACDisposable *)disposable;
@end

NS_ASSUME_NONNULL_END
