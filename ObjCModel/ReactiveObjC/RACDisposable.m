#import "RACDisposable.h"

@implementation RACDisposable {
    void (^_disposeBlock)(void);
    BOOL _disposed;
}

+ (instancetype)disposableWithBlock:(void (^)(void))block {
    return [[self alloc] initWithBlock:block];
}

- (instancetype)initWithBlock:(void (^)(void))block {
    self = [super init];
    // Not [block copy]: blocks cannot take messages on Linux; ARC copies a block it retains.
    _disposeBlock = block;
    return self;
}

- (BOOL)isDisposed { return _disposed; }

- (void)dispose {
    if (_disposed) return;
    _disposed = YES;
    // The block is released before it runs, as ReactiveObjC swaps it out atomically.
    void (^block)(void) = _disposeBlock;
    _disposeBlock = nil;
    if (block) block();
}

- (RACScopedDisposable *)asScopedDisposable {
    return [RACScopedDisposable scopedDisposableWithDisposable:self];
}

@end

@implementation RACCompoundDisposable {
    NSMutableArray *_disposables;
    BOOL _compoundDisposed;
}

+ (instancetype)compoundDisposable { return [[self alloc] init]; }

+ (instancetype)compoundDisposableWithDisposables:(NSArray *)disposables {
    RACCompoundDisposable *compound = [[self alloc] init];
    for (RACDisposable *d in disposables) [compound addDisposable:d];
    return compound;
}

- (BOOL)isDisposed { return _compoundDisposed; }

- (void)addDisposable:(RACDisposable *)disposable {
    if (disposable == nil || disposable.disposed) return;
    if (_compoundDisposed) {
        [disposable dispose];
        return;
    }
    if (!_disposables) _disposables = [[NSMutableArray alloc] init];
    [_disposables addObject:disposable];
}

- (void)removeDisposable:(RACDisposable *)disposable {
    if (disposable == nil || _compoundDisposed) return;
    [_disposables removeObjectIdenticalTo:disposable];
}

- (void)dispose {
    if (_compoundDisposed) return;
    _compoundDisposed = YES;
    NSArray *remaining = _disposables;
    _disposables = nil;
    for (RACDisposable *d in remaining) [d dispose];
}

@end

@implementation RACSerialDisposable {
    RACDisposable *_inner;
    BOOL _serialDisposed;
}

+ (instancetype)serialDisposableWithDisposable:(RACDisposable *)disposable {
    RACSerialDisposable *serial = [[self alloc] init];
    serial.disposable = disposable;
    return serial;
}

- (BOOL)isDisposed { return _serialDisposed; }
- (RACDisposable *)disposable { return _inner; }
- (void)setDisposable:(RACDisposable *)disposable { [self swapInDisposable:disposable]; }

- (RACDisposable *)swapInDisposable:(RACDisposable *)newDisposable {
    if (_serialDisposed) {
        [newDisposable dispose];
        return nil;
    }
    RACDisposable *existing = _inner;
    _inner = newDisposable;
    return existing;
}

- (void)dispose {
    if (_serialDisposed) return;
    _serialDisposed = YES;
    RACDisposable *existing = _inner;
    _inner = nil;
    [existing dispose];
}

@end

@implementation RACScopedDisposable

+ (instancetype)scopedDisposableWithDisposable:(RACDisposable *)disposable {
    return [self disposableWithBlock:^{
        [disposable dispose];
    }];
}

- (void)dealloc { [self dispose]; }
- (RACScopedDisposable *)asScopedDisposable { return self; }

@end
