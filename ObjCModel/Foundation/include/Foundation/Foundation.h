// A minimal Foundation written for the executable model on Linux (GCC's libobjc has none that
// works with ARC). Only what ReactiveObjC-style app code and the model use; names, signatures
// and ownership follow Apple's Foundation so the same sources build there against the real one.
#ifndef RAC_MODEL_FOUNDATION_H
#define RAC_MODEL_FOUNDATION_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

typedef signed char BOOL;
#define YES ((BOOL)1)
#define NO ((BOOL)0)
#ifndef nil
#define nil ((id)0)
#endif
#ifndef Nil
#define Nil ((Class)0)
#endif
typedef long NSInteger;
typedef unsigned long NSUInteger;
typedef double NSTimeInterval;
typedef struct _NSZone NSZone;
typedef id (*IMP)(id, SEL, ...);
#define NSNotFound ((NSInteger)0x7fffffffffffffffL)
#define NSIntegerMax ((NSInteger)0x7fffffffffffffffL)
#define NSUIntegerMax ((NSUInteger)~0UL)
#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define NS_ENUM(type, name) enum name : type name; enum name : type
#define NS_OPTIONS(type, name) enum name : type name; enum name : type

@class NSString, NSDictionary, NSOperationQueue, NSNotification;

typedef struct {
    unsigned long state;
    __unsafe_unretained id *itemsPtr;
    unsigned long *mutationsPtr;
    unsigned long extra[5];
} NSFastEnumerationState;

@protocol NSFastEnumeration
- (NSUInteger)countByEnumeratingWithState:(NSFastEnumerationState *)state
                                  objects:(__unsafe_unretained id[])buffer
                                    count:(NSUInteger)len;
@end

@protocol NSCopying
- (id)copyWithZone:(NSZone *)zone;
@end

@protocol NSObject
- (BOOL)isEqual:(id)object;
- (NSUInteger)hash;
- (instancetype)retain;
- (oneway void)release;
- (instancetype)autorelease;
@end

/// The root class. On Linux it also counts live objects (RACModelLiveObjectCount).
__attribute__((objc_root_class))
@interface NSObject <NSObject> {
    Class isa;
}
+ (void)initialize;
+ (instancetype)alloc;
+ (instancetype)allocWithZone:(NSZone *)zone;
+ (instancetype)new;
+ (Class)class;
+ (Class)superclass;
+ (BOOL)instancesRespondToSelector:(SEL)selector;
- (instancetype)init;
- (void)dealloc;
- (Class)class;
- (instancetype)self;
- (BOOL)isKindOfClass:(Class)cls;
- (BOOL)isMemberOfClass:(Class)cls;
- (BOOL)respondsToSelector:(SEL)selector;
- (id)copy;
- (id)mutableCopy;
- (NSString *)description;
- (id)performSelector:(SEL)selector withObject:(id)object;
@end

/// Strong per-object slots kept outside the object's layout (in place of associated objects):
/// the object disposed just before -dealloc, and the will-dealloc subject (model use only).
@interface NSObject (RACModelSupport)
- (id)rac_modelDeallocObject;
- (void)rac_modelSetDeallocObject:(id)object;
- (id)rac_modelWillDeallocObject;
- (void)rac_modelSetWillDeallocObject:(id)object;
@end

typedef NS_OPTIONS(NSUInteger, NSKeyValueObservingOptions) {
    NSKeyValueObservingOptionNew = 1,
    NSKeyValueObservingOptionOld = 2,
    NSKeyValueObservingOptionInitial = 4,
    NSKeyValueObservingOptionPrior = 8,
};

/// Key-value coding for object and integer properties, through their accessor methods.
@interface NSObject (NSKeyValueCoding)
- (id)valueForKey:(NSString *)key;
- (void)setValue:(id)value forKey:(NSString *)key;
- (id)valueForKeyPath:(NSString *)keyPath;
- (void)setValue:(id)value forKeyPath:(NSString *)keyPath;
@end

/// Key-value observing of object-typed properties set through their setters. Like Apple's,
/// the observed object does not retain its observers. `change` is always nil here.
@interface NSObject (NSKeyValueObserving)
- (void)addObserver:(NSObject *)observer forKeyPath:(NSString *)keyPath options:(NSKeyValueObservingOptions)options context:(void *)context;
- (void)removeObserver:(NSObject *)observer forKeyPath:(NSString *)keyPath context:(void *)context;
- (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context;
@end

@interface NSString : NSObject <NSCopying>
+ (instancetype)stringWithUTF8String:(const char *)string;
+ (instancetype)stringWithFormat:(NSString *)format, ...;
- (const char *)UTF8String;
- (NSUInteger)length;
- (BOOL)isEqualToString:(NSString *)other;
- (BOOL)hasPrefix:(NSString *)prefix;
- (NSString *)stringByAppendingString:(NSString *)other;
- (NSString *)uppercaseString;
- (NSInteger)integerValue;
@end

/// The class of `@"…"` literals (layout fixed by the compiler: isa, bytes, length).
@interface NSConstantString : NSString {
@public
    const char *_bytes;
    unsigned int _length;
}
@end

@interface NSNumber : NSObject <NSCopying>
+ (NSNumber *)numberWithBool:(BOOL)value;
+ (NSNumber *)numberWithChar:(char)value;
+ (NSNumber *)numberWithInt:(int)value;
+ (NSNumber *)numberWithUnsignedInt:(unsigned int)value;
+ (NSNumber *)numberWithLong:(long)value;
+ (NSNumber *)numberWithUnsignedLong:(unsigned long)value;
+ (NSNumber *)numberWithLongLong:(long long)value;
+ (NSNumber *)numberWithUnsignedLongLong:(unsigned long long)value;
+ (NSNumber *)numberWithInteger:(NSInteger)value;
+ (NSNumber *)numberWithUnsignedInteger:(NSUInteger)value;
+ (NSNumber *)numberWithDouble:(double)value;
+ (NSNumber *)numberWithFloat:(float)value;
- (BOOL)boolValue;
- (int)intValue;
- (NSInteger)integerValue;
- (NSUInteger)unsignedIntegerValue;
- (long long)longLongValue;
- (double)doubleValue;
@end

@interface NSArray<ObjectType> : NSObject <NSCopying, NSFastEnumeration>
+ (instancetype)array;
+ (instancetype)arrayWithObject:(ObjectType)object;
+ (instancetype)arrayWithObjects:(const ObjectType[])objects count:(NSUInteger)count;
+ (instancetype)arrayWithArray:(NSArray<ObjectType> *)array;
- (NSUInteger)count;
- (ObjectType)objectAtIndex:(NSUInteger)index;
- (ObjectType)objectAtIndexedSubscript:(NSUInteger)index;
- (ObjectType)firstObject;
- (ObjectType)lastObject;
- (BOOL)containsObject:(ObjectType)object;
- (NSUInteger)indexOfObject:(ObjectType)object;
- (NSUInteger)indexOfObjectIdenticalTo:(ObjectType)object;
- (NSArray<ObjectType> *)arrayByAddingObject:(ObjectType)object;
@end

@interface NSMutableArray<ObjectType> : NSArray<ObjectType>
- (instancetype)initWithCapacity:(NSUInteger)capacity;
+ (instancetype)arrayWithCapacity:(NSUInteger)capacity;
- (void)addObject:(ObjectType)object;
- (void)insertObject:(ObjectType)object atIndex:(NSUInteger)index;
- (void)removeObjectAtIndex:(NSUInteger)index;
- (void)removeObject:(ObjectType)object;
- (void)removeObjectIdenticalTo:(ObjectType)object;
- (void)removeLastObject;
- (void)removeAllObjects;
- (void)setObject:(ObjectType)object atIndexedSubscript:(NSUInteger)index;
@end

@interface NSError : NSObject
+ (instancetype)errorWithDomain:(NSString *)domain code:(NSInteger)code userInfo:(NSDictionary *)userInfo;
@property (nonatomic, readonly, copy) NSString *domain;
@property (nonatomic, readonly) NSInteger code;
@end

/// Dates read the model's virtual clock (RACModelFoundationNow), so timers are deterministic.
@interface NSDate : NSObject <NSCopying>
+ (instancetype)date;
+ (instancetype)dateWithTimeIntervalSinceNow:(NSTimeInterval)seconds;
+ (instancetype)dateWithTimeIntervalSinceReferenceDate:(NSTimeInterval)seconds;
- (NSTimeInterval)timeIntervalSinceReferenceDate;
- (NSTimeInterval)timeIntervalSinceNow;
- (NSDate *)dateByAddingTimeInterval:(NSTimeInterval)seconds;
@end
extern NSTimeInterval RACModelFoundationNow;

@interface NSNull : NSObject <NSCopying>
+ (NSNull *)null;
@end

@interface NSNotification : NSObject
@property (nonatomic, readonly, copy) NSString *name;
@property (nonatomic, readonly, strong) id object;
@property (nonatomic, readonly, copy) NSDictionary *userInfo;
@end

/// Keeps each observer's block until removeObserver: (as Apple's block-based API does).
@interface NSNotificationCenter : NSObject
+ (NSNotificationCenter *)defaultCenter;
- (id)addObserverForName:(NSString *)name object:(id)object queue:(NSOperationQueue *)queue usingBlock:(void (^)(NSNotification *note))block;
- (void)removeObserver:(id)observer;
- (void)postNotificationName:(NSString *)name object:(id)object;
- (void)postNotificationName:(NSString *)name object:(id)object userInfo:(NSDictionary *)userInfo;
@end

/// objc_getClass under Foundation's name.
Class NSClassFromString(NSString *name);

/// libdispatch's once, for the one thread the model runs on.
typedef long dispatch_once_t;
static inline void dispatch_once(dispatch_once_t *predicate, void (^block)(void)) {
    if (*predicate) return;
    *predicate = 1;
    block();
}

#endif
