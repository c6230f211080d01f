/// Declarations that stand in for the SDK and ReactiveObjC when app code is parsed without
/// them. (Interim: the minimum the front end's own tests need.)
enum ObjCStubHeader {
    static let text: String = #"""
    typedef signed char BOOL;
    #define YES ((BOOL)1)
    #define NO ((BOOL)0)
    #define nil ((id)0)
    typedef long NSInteger;
    typedef unsigned long NSUInteger;
    typedef double NSTimeInterval;
    @protocol NSObject
    - (BOOL)isEqual:(id)object;
    @end
    @interface NSObject <NSObject>
    + (instancetype)alloc;
    + (instancetype)new;
    - (instancetype)init;
    - (void)dealloc;
    - (id)description;
    @end
    @interface NSString : NSObject
    @end
    @interface NSNumber : NSObject
    + (NSNumber *)numberWithBool:(BOOL)value;
    + (NSNumber *)numberWithInt:(int)value;
    + (NSNumber *)numberWithInteger:(NSInteger)value;
    @end
    @interface NSDate : NSObject
    @end
    void NSLog(NSString *format, ...);
    #define IBOutlet
    @interface NSError : NSObject
    @end
    @interface NSNotification : NSObject
    @end
    @interface NSNotificationCenter : NSObject
    + (NSNotificationCenter *)defaultCenter;
    @end
    @interface UIResponder : NSObject
    @end
    @interface UIView : UIResponder
    @end
    @interface UIViewController : UIResponder
    @property (nonatomic, strong) UIView *view;
    - (void)viewDidLoad;
    @end
    typedef unsigned long UIControlEvents;
    @interface UIControl : UIView
    @end
    @interface UIButton : UIControl
    @end
    @interface UITextField : UIControl
    @end
    @interface UILabel : UIView
    @property (nonatomic, copy) NSString *text;
    @end
    @class RACDisposable, RACScheduler, RACCommand;
    @protocol RACSubscriber <NSObject>
    - (void)sendNext:(id)value;
    - (void)sendError:(NSError *)error;
    - (void)sendCompleted;
    @end
    @interface RACStream : NSObject
    @end
    @interface RACSignal : RACStream
    + (RACSignal *)createSignal:(RACDisposable * (^)(id<RACSubscriber> subscriber))didSubscribe;
    + (RACSignal *)return:(id)value;
    + (RACSignal *)empty;
    + (RACSignal *)never;
    + (RACSignal *)interval:(NSTimeInterval)interval onScheduler:(RACScheduler *)scheduler;
    - (RACDisposable *)subscribe:(id<RACSubscriber>)subscriber;
    - (RACDisposable *)subscribeNext:(void (^)(id x))nextBlock;
    - (RACDisposable *)subscribeNext:(void (^)(id x))nextBlock completed:(void (^)(void))completedBlock;
    - (RACDisposable *)subscribeNext:(void (^)(id x))nextBlock error:(void (^)(NSError *error))errorBlock;
    - (RACDisposable *)subscribeNext:(void (^)(id x))nextBlock error:(void (^)(NSError *error))errorBlock completed:(void (^)(void))completedBlock;
    - (RACDisposable *)subscribeError:(void (^)(NSError *error))errorBlock;
    - (RACDisposable *)subscribeCompleted:(void (^)(void))completedBlock;
    - (RACSignal *)map:(id (^)(id value))block;
    - (RACSignal *)filter:(BOOL (^)(id value))block;
    - (RACSignal *)flattenMap:(RACSignal * (^)(id value))block;
    - (RACSignal *)doNext:(void (^)(id x))block;
    - (RACSignal *)take:(NSUInteger)count;
    - (RACSignal *)takeUntil:(RACSignal *)signalTrigger;
    - (RACSignal *)deliverOn:(RACScheduler *)scheduler;
    - (RACSignal *)deliverOnMainThread;
    - (void)setKeyPath:(NSString *)keyPath onObject:(NSObject *)object nilValue:(id)nilValue;
    @end
    @interface RACSubject : RACSignal <RACSubscriber>
    + (instancetype)subject;
    @end
    @interface RACReplaySubject : RACSubject
    @end
    @interface RACBehaviorSubject : RACSubject
    + (instancetype)behaviorSubjectWithDefaultValue:(id)value;
    @end
    @interface RACDisposable : NSObject
    - (void)dispose;
    @end
    @interface RACCompoundDisposable : RACDisposable
    - (void)addDisposable:(RACDisposable *)d;
    @end
    @interface RACScheduler : NSObject
    + (RACScheduler *)mainThreadScheduler;
    + (RACScheduler *)scheduler;
    @end
    @interface RACCommand : NSObject
    - (instancetype)initWithSignalBlock:(RACSignal * (^)(id input))signalBlock;
    - (RACSignal *)execute:(id)input;
    @property (nonatomic, strong, readonly) RACSignal *executionSignals;
    @end
    @interface NSObject (RACDeallocating)
    @property (atomic, readonly, strong) RACSignal *rac_willDeallocSignal;
    @end
    @interface NSObject (RACPropertySubscribing)
    - (RACSignal *)rac_valuesForKeyPath:(NSString *)keyPath observer:(NSObject *)observer;
    @end
    @interface NSNotificationCenter (RACSupport)
    - (RACSignal *)rac_addObserverForName:(NSString *)notificationName object:(id)object;
    @end
    @interface UIControl (RACSignalSupport)
    - (RACSignal *)rac_signalForControlEvents:(UIControlEvents)controlEvents;
    @end
    @interface UITextField (RACSignalSupport)
    - (RACSignal *)rac_textSignal;
    @end
    @interface RACSubscriptingAssignmentTrampoline : NSObject
    - (instancetype)initWithTarget:(id)target nilValue:(id)nilValue;
    - (void)setObject:(RACSignal *)signal forKeyedSubscript:(NSString *)keyPath;
    @end
    #define RACObserve(TARGET, KEYPATH) [(id)(TARGET) rac_valuesForKeyPath:@#KEYPATH observer:self]
    #define RAC(TARGET, KEYPATH) [[RACSubscriptingAssignmentTrampoline alloc] initWithTarget:(TARGET) nilValue:nil][@#KEYPATH]
    #define weakify(VAR) autoreleasepool {} __weak __typeof__(VAR) VAR##_weak_ = (VAR);
    #define strongify(VAR) autoreleasepool {} __strong __typeof__(VAR) VAR = VAR##_weak_;
    """#

    /// SDK and library umbrella headers that app code imports: given to clang as empty files,
    /// since the stub declares what they would.
    static let emptyHeaders: [String] = [
        "Foundation/Foundation.h", "UIKit/UIKit.h", "ReactiveObjC/ReactiveObjC.h", "ReactiveCocoa/ReactiveCocoa.h",
    ]

    /// How the code is parsed: for an iOS device (the runtime ARC needs), without `-fobjc-arc`
    /// (under it a selector unknown to `id` is an error and drops a statement; ARC's rules are
    /// applied by the analysis instead), blocks on, no error limit.
    static let arguments: [String] = [
        "-target", "arm64-apple-ios12.0", "-fobjc-weak", "-fblocks", "-ferror-limit=0", "-Wno-everything",
    ]
}
