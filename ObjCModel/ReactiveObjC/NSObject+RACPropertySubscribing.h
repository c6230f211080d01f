// ReactiveObjC's NSObject+RACPropertySubscribing.h and RACSubscriptingAssignmentTrampoline.h:
// RACObserve and RAC.
#import "RACSignal+Operations.h"
#import "EXTKeyPathCoding.h"

NS_ASSUME_NONNULL_BEGIN

/// RACObserve(TARGET, KEYPATH): TARGET's values for KEYPATH, starting with the current one,
/// until TARGET or the observer deallocates. As in ReactiveObjC the macro passes
/// `observer:self`, so it mentions self: inside a block it captures self strongly.
#define RACObserve(TARGET, KEYPATH) \
    ({ \
        __weak id target_ = (TARGET); \
        [target_ rac_valuesForKeyPath:@keypath(TARGET, KEYPATH) observer:self]; \
    })

@interface NSObject (RACPropertySubscribing)
/// The observation (a KVO trampoline holding the block that feeds the subscriber) is kept by
/// both the target's and the observer's rac_deallocDisposable (NSObject+RACKVOWrapper.m).
- (RACSignal *)rac_valuesForKeyPath:(NSString *)keyPath observer:(nullable __weak NSObject *)observer;
@end

/// RAC(TARGET, KEYPATH [, NILVALUE]) = signal; binds with -setKeyPath:onObject:nilValue:.
/// The trampoline is temporary; TARGET is not retained; the binding lives until TARGET
/// deallocates or the signal terminates.
#define RAC(TARGET, ...) \
    rac_model_concat(RAC_model_, rac_model_argcount(__VA_ARGS__))(TARGET, __VA_ARGS__)
#define RAC_model_1(TARGET, KEYPATH) RAC_model_(TARGET, KEYPATH, nil)
#define RAC_model_2(TARGET, KEYPATH, NILVALUE) RAC_model_(TARGET, KEYPATH, NILVALUE)
#define RAC_model_(TARGET, KEYPATH, NILVALUE) \
    [[RACSubscriptingAssignmentTrampoline alloc] initWithTarget:(TARGET) nilValue:(NILVALUE)][@keypath(TARGET, KEYPATH)]

@interface RACSubscriptingAssignmentTrampoline : RACModelBase
- (nullable instancetype)initWithTarget:(nullable id)target nilValue:(nullable id)nilValue;
- (void)setObject:(RACSignal *)signal forKeyedSubscript:(NSString *)keyPath;
@end

NS_ASSUME_NONNULL_END
