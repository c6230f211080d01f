// Errors, dates on the virtual clock, and block-based notifications (Linux only, without ARC).
#import <Foundation/Foundation.h>
#include <string.h>

// Blocks take no messages under GCC's runtime: copy and release them through the C API.
extern void *_Block_copy(const void *block);
extern void _Block_release(const void *block);

NSTimeInterval RACModelFoundationNow;

extern Class objc_lookUpClass(const char *name);
Class NSClassFromString(NSString *name) { return objc_lookUpClass(name.UTF8String); }

@implementation NSError {
    NSString *_domain;
    NSInteger _code;
}

+ (instancetype)errorWithDomain:(NSString *)domain code:(NSInteger)code userInfo:(NSDictionary *)userInfo {
    NSError *error = [[self alloc] init];
    error->_domain = [domain copy];
    error->_code = code;
    return [error autorelease];
}

- (NSString *)domain { return _domain; }
- (NSInteger)code { return _code; }
- (NSString *)description { return [NSString stringWithFormat:@"Error %@ %ld", _domain, (long)_code]; }

- (void)dealloc {
    [_domain release];
    [super dealloc];
}

@end

@implementation NSDate {
    NSTimeInterval _seconds;
}

+ (instancetype)dateWithTimeIntervalSinceReferenceDate:(NSTimeInterval)seconds {
    NSDate *date = [[self alloc] init];
    date->_seconds = seconds;
    return [date autorelease];
}

+ (instancetype)date { return [self dateWithTimeIntervalSinceReferenceDate:RACModelFoundationNow]; }
+ (instancetype)dateWithTimeIntervalSinceNow:(NSTimeInterval)seconds { return [self dateWithTimeIntervalSinceReferenceDate:RACModelFoundationNow + seconds]; }
- (NSTimeInterval)timeIntervalSinceReferenceDate { return _seconds; }
- (NSTimeInterval)timeIntervalSinceNow { return _seconds - RACModelFoundationNow; }
- (NSDate *)dateByAddingTimeInterval:(NSTimeInterval)seconds { return [NSDate dateWithTimeIntervalSinceReferenceDate:_seconds + seconds]; }
- (id)copyWithZone:(NSZone *)zone { return [self retain]; }
- (NSString *)description { return [NSString stringWithFormat:@"<date %g>", _seconds]; }

@end

@implementation NSNull
+ (NSNull *)null {
    static NSNull *null;
    if (!null) null = [[NSNull alloc] init];
    return null;
}
- (id)copyWithZone:(NSZone *)zone { return [self retain]; }
@end

@interface NSNotification ()
- (instancetype)initWithName:(NSString *)name object:(id)object;
@end

@implementation NSNotification {
    NSString *_name;
    id _object;
}

- (instancetype)initWithName:(NSString *)name object:(id)object {
    self = [super init];
    _name = [name copy];
    _object = [object retain];
    return self;
}

- (NSString *)name { return _name; }
- (id)object { return _object; }
- (NSDictionary *)userInfo { return nil; }

- (void)dealloc {
    [_name release];
    [_object release];
    [super dealloc];
}

@end

/// One registration: the center keeps it (and so its block) until removeObserver:.
@interface NSModelNotificationObserver : NSObject {
@public
    NSString *name;
    id object; // used to filter only, not retained
    void (^block)(NSNotification *);
}
@end

@implementation NSModelNotificationObserver
- (void)dealloc {
    [name release];
    _Block_release(block);
    [super dealloc];
}
@end

@implementation NSNotificationCenter {
    NSMutableArray *_observers;
}

+ (NSNotificationCenter *)defaultCenter {
    static NSNotificationCenter *center;
    if (!center) center = [[NSNotificationCenter alloc] init];
    return center;
}

- (id)addObserverForName:(NSString *)name object:(id)object queue:(NSOperationQueue *)queue usingBlock:(void (^)(NSNotification *))block {
    NSModelNotificationObserver *observer = [[NSModelNotificationObserver alloc] init];
    observer->name = [name copy];
    observer->object = object;
    observer->block = _Block_copy(block);
    if (!_observers) _observers = [[NSMutableArray alloc] init];
    [_observers addObject:observer];
    return [observer autorelease];
}

- (void)removeObserver:(id)observer { [_observers removeObjectIdenticalTo:observer]; }
- (void)postNotificationName:(NSString *)name object:(id)object { [self postNotificationName:name object:object userInfo:nil]; }

- (void)postNotificationName:(NSString *)name object:(id)object userInfo:(NSDictionary *)userInfo {
    NSNotification *note = [[NSNotification alloc] initWithName:name object:object];
    // A copy: a block may add or remove observers while it runs.
    NSArray *observers = [NSArray arrayWithArray:_observers];
    for (NSModelNotificationObserver *observer in observers) {
        if (observer->name && ![observer->name isEqualToString:name]) continue;
        if (observer->object && observer->object != object) continue;
        observer->block(note);
    }
    [note release];
}

@end
