#import "NSObject+RACDeallocating.h"
#import "RACSubject.h"

#ifdef __APPLE__
#import <objc/runtime.h>

static const void *RACModelDeallocDisposableKey = &RACModelDeallocDisposableKey;
static const void *RACModelWillDeallocSignalKey = &RACModelWillDeallocSignalKey;

/// Disposes the compound when the associated objects are released. That is later than
/// ReactiveObjC's swizzled -dealloc (after the class's -dealloc, with weak references already
/// nil), a difference the Linux build does not have.
@interface RACModelDeallocWatcher : NSObject
@property (nonatomic, strong) RACCompoundDisposable *disposable;
@end

@implementation RACModelDeallocWatcher
- (void)dealloc { [_disposable dispose]; }
@end

static RACCompoundDisposable *deallocDisposable(NSObject *object) {
    RACModelDeallocWatcher *watcher = objc_getAssociatedObject(object, RACModelDeallocDisposableKey);
    if (!watcher) {
        watcher = [[RACModelDeallocWatcher alloc] init];
        watcher.disposable = [RACCompoundDisposable compoundDisposable];
        objc_setAssociatedObject(object, RACModelDeallocDisposableKey, watcher, OBJC_ASSOCIATION_RETAIN_NONATOMIC);
    }
    return watcher.disposable;
}

static RACReplaySubject *storedWillDeallocSignal(NSObject *object) {
    return objc_getAssociatedObject(object, RACModelWillDeallocSignalKey);
}

static void storeWillDeallocSignal(NSObject *object, RACReplaySubject *subject) {
    objc_setAssociatedObject(object, RACModelWillDeallocSignalKey, subject, OBJC_ASSOCIATION_RETAIN);
}
#else

static RACCompoundDisposable *deallocDisposable(NSObject *object) {
    RACCompoundDisposable *disposable = [object rac_modelDeallocObject];
    if (!disposable) {
        disposable = [RACCompoundDisposable compoundDisposable];
        [object rac_modelSetDeallocObject:disposable];
    }
    return disposable;
}

// Kept as the object's only strong association, like objc_setAssociatedObject's.
static RACReplaySubject *storedWillDeallocSignal(NSObject *object) {
    return [object rac_modelWillDeallocObject];
}

static void storeWillDeallocSignal(NSObject *object, RACReplaySubject *subject) {
    [object rac_modelSetWillDeallocObject:subject];
}
#endif

@implementation NSObject (RACDeallocating)

- (RACCompoundDisposable *)rac_deallocDisposable {
    return deallocDisposable(self);
}

- (RACSignal *)rac_willDeallocSignal {
    RACReplaySubject *signal = storedWillDeallocSignal(self);
    if (signal) return signal;
    RACReplaySubject *subject = [RACReplaySubject subject];
    [self.rac_deallocDisposable addDisposable:[RACDisposable disposableWithBlock:^{
        [subject sendCompleted];
    }]];
    storeWillDeallocSignal(self, subject);
    return subject;
}

@end
