// The root class, key-value coding and a key-value observing stand-in (Linux only; compiled
// without ARC because it implements ARC's own bookkeeping).
#import <Foundation/Foundation.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

typedef void *Method;
// The class of an object, without the deprecated direct `isa` read.
static inline Class class_of(id object) { return *(Class *)object; }
extern id RACModelAllocInstance(Class cls);
extern void RACModelDisposeInstance(id obj);
extern id *RACModelObservationSlot(id obj);
extern id *RACModelDeallocSlot(id obj);
extern id *RACModelAssociationSlot(id obj);
extern id objc_retain(id obj);
extern void objc_release(id obj);
extern id objc_autorelease(id obj);
extern IMP objc_msg_lookup(id receiver, SEL op);
extern SEL sel_registerName(const char *name);
extern const char *sel_getName(SEL sel);
extern BOOL sel_isEqual(SEL a, SEL b); // GCC selectors of one name may differ by pointer
extern Class class_getSuperclass(Class cls);
extern const char *class_getName(Class cls);
extern Method class_getInstanceMethod(Class cls, SEL sel);
extern IMP method_getImplementation(Method m);
extern const char *method_getTypeEncoding(Method m);
extern IMP class_replaceMethod(Class cls, SEL sel, IMP imp, const char *types);

@implementation NSObject

+ (void)initialize {}
+ (instancetype)alloc { return RACModelAllocInstance(self); }
+ (instancetype)allocWithZone:(NSZone *)zone { return RACModelAllocInstance(self); }
+ (instancetype)new { return [[self alloc] init]; }
+ (Class)class { return self; }
+ (Class)superclass { return class_getSuperclass(self); }
+ (BOOL)instancesRespondToSelector:(SEL)selector { return class_getInstanceMethod(self, selector) != NULL; }
// Classes are objects too: ARC retains them and they may be compared.
+ (BOOL)isEqual:(id)object { return self == object; }
+ (NSUInteger)hash { return (NSUInteger)self; }
+ (NSString *)description { return [NSString stringWithUTF8String:class_getName(self)]; }

- (instancetype)init { return self; }
- (void)dealloc { RACModelDisposeInstance(self); }
- (id)retain { return objc_retain(self); }
- (oneway void)release { objc_release(self); }
- (id)autorelease { return objc_autorelease(self); }
- (Class)class { return class_of(self); }
- (instancetype)self { return self; }
- (BOOL)isEqual:(id)object { return self == object; }
- (NSUInteger)hash { return (NSUInteger)self >> 4; }

- (BOOL)isKindOfClass:(Class)cls {
    for (Class c = class_of(self); c; c = class_getSuperclass(c))
        if (c == cls) return YES;
    return NO;
}

- (BOOL)isMemberOfClass:(Class)cls { return class_of(self) == cls; }
- (BOOL)respondsToSelector:(SEL)selector { return class_getInstanceMethod(class_of(self), selector) != NULL; }
- (id)copy { return [(id<NSCopying>)self copyWithZone:NULL]; }
- (id)mutableCopy { return [self copy]; }

- (NSString *)description {
    return [NSString stringWithFormat:@"<%s: %p>", class_getName(class_of(self)), self];
}

- (id)performSelector:(SEL)selector withObject:(id)object {
    return objc_msg_lookup(self, selector)(self, selector, object);
}

@end

@implementation NSObject (RACModelSupport)

static void store(id *slot, id object) {
    id old = *slot;
    *slot = objc_retain(object);
    objc_release(old);
}

- (id)rac_modelDeallocObject { return *RACModelDeallocSlot(self); }
- (void)rac_modelSetDeallocObject:(id)object { store(RACModelDeallocSlot(self), object); }
- (id)rac_modelWillDeallocObject { return *RACModelAssociationSlot(self); }
- (void)rac_modelSetWillDeallocObject:(id)object { store(RACModelAssociationSlot(self), object); }

@end

// MARK: - Key-value coding

// The type of argument `n` in a method type encoding ("v24@0:8@16": 0 = return, 1 = self…).
static char type_at(const char *encoding, int n) {
    const char *p = encoding;
    for (int i = 0; *p; i++) {
        while (strchr("rnNoORV", *p)) p++;
        char type = *p++;
        if (type == '@' && *p == '?') p++;
        while (isdigit((unsigned char)*p)) p++;
        if (i == n) return type;
    }
    return 0;
}

static SEL setter_for_key(const char *key) {
    char name[256];
    snprintf(name, sizeof name, "set%c%s:", toupper((unsigned char)key[0]), key + 1);
    return sel_registerName(name);
}

@implementation NSObject (NSKeyValueCoding)

- (id)valueForKey:(NSString *)key {
    SEL getter = sel_registerName(key.UTF8String);
    Method m = class_getInstanceMethod(class_of(self), getter);
    if (!m) { fprintf(stderr, "rac-model: %s has no key %s\n", class_getName(class_of(self)), key.UTF8String); abort(); }
    IMP imp = method_getImplementation(m);
    switch (type_at(method_getTypeEncoding(m), 0)) {
    case '@': return ((id (*)(id, SEL))imp)(self, getter);
    case 'c': case 'B': return [NSNumber numberWithBool:((BOOL (*)(id, SEL))imp)(self, getter)];
    case 'i': return [NSNumber numberWithInt:((int (*)(id, SEL))imp)(self, getter)];
    case 'q': case 'l': return [NSNumber numberWithLong:((long (*)(id, SEL))imp)(self, getter)];
    case 'Q': case 'L': return [NSNumber numberWithUnsignedLong:((unsigned long (*)(id, SEL))imp)(self, getter)];
    case 'd': return [NSNumber numberWithDouble:((double (*)(id, SEL))imp)(self, getter)];
    }
    fprintf(stderr, "rac-model: key %s has a type KVC here does not box\n", key.UTF8String);
    abort();
}

- (void)setValue:(id)value forKey:(NSString *)key {
    SEL setter = setter_for_key(key.UTF8String);
    Method m = class_getInstanceMethod(class_of(self), setter);
    if (!m) { fprintf(stderr, "rac-model: %s has no setter for %s\n", class_getName(class_of(self)), key.UTF8String); abort(); }
    IMP imp = method_getImplementation(m);
    switch (type_at(method_getTypeEncoding(m), 3)) {
    case '@': ((void (*)(id, SEL, id))imp)(self, setter, value); return;
    case 'c': case 'B': ((void (*)(id, SEL, BOOL))imp)(self, setter, [value boolValue]); return;
    case 'i': ((void (*)(id, SEL, int))imp)(self, setter, [value intValue]); return;
    case 'q': case 'l': case 'Q': case 'L': ((void (*)(id, SEL, long))imp)(self, setter, [value integerValue]); return;
    case 'd': ((void (*)(id, SEL, double))imp)(self, setter, [value doubleValue]); return;
    }
    fprintf(stderr, "rac-model: key %s has a type KVC here does not unbox\n", key.UTF8String);
    abort();
}

// Key paths of one component are all the model needs; longer ones go through valueForKey:.
- (id)valueForKeyPath:(NSString *)keyPath {
    const char *dot = strchr(keyPath.UTF8String, '.');
    if (!dot) return [self valueForKey:keyPath];
    char head[256];
    snprintf(head, sizeof head, "%.*s", (int)(dot - keyPath.UTF8String), keyPath.UTF8String);
    return [[self valueForKey:[NSString stringWithUTF8String:head]] valueForKeyPath:[NSString stringWithUTF8String:dot + 1]];
}

- (void)setValue:(id)value forKeyPath:(NSString *)keyPath {
    const char *dot = strrchr(keyPath.UTF8String, '.');
    if (!dot) { [self setValue:value forKey:keyPath]; return; }
    char head[256];
    snprintf(head, sizeof head, "%.*s", (int)(dot - keyPath.UTF8String), keyPath.UTF8String);
    [[self valueForKeyPath:[NSString stringWithUTF8String:head]] setValue:value forKey:[NSString stringWithUTF8String:dot + 1]];
}

@end

// MARK: - Key-value observing stand-in

// Apple's KVO subclasses the observed object's class at run time; here the setter itself is
// replaced, class-wide, by one that calls the original and then tells this object's observers.
@interface NSModelObservationInfo : NSObject {
@public
    struct { id observer; NSString *key; void *context; } *entries; // observers are not retained
    int count, capacity;
}
@end

@implementation NSModelObservationInfo
- (void)dealloc {
    for (int i = 0; i < count; i++) objc_release(entries[i].key);
    free(entries);
    [super dealloc];
}
@end

static struct { Class cls; SEL setter; IMP original; char key[64]; } hooks[256];
static int hook_count;

static void notify_setter(id self, SEL _cmd, id value) {
    IMP original = NULL;
    const char *key = NULL;
    for (Class c = [self class]; c && !original; c = class_getSuperclass(c))
        for (int i = 0; i < hook_count; i++)
            if (hooks[i].cls == c && sel_isEqual(hooks[i].setter, _cmd)) { original = hooks[i].original; key = hooks[i].key; break; }
    ((void (*)(id, SEL, id))original)(self, _cmd, value);
    NSModelObservationInfo *info = *RACModelObservationSlot(self);
    if (!info) return;
    // Copied first: an observer may remove itself while being told.
    int count = info->count;
    struct { id observer; void *context; } targets[count > 0 ? count : 1];
    int n = 0;
    for (int i = 0; i < count; i++)
        if (strcmp(info->entries[i].key.UTF8String, key) == 0) {
            targets[n].observer = info->entries[i].observer;
            targets[n++].context = info->entries[i].context;
        }
    NSString *keyString = [NSString stringWithUTF8String:key];
    for (int i = 0; i < n; i++)
        [targets[i].observer observeValueForKeyPath:keyString ofObject:self change:nil context:targets[i].context];
}

static void hook_setter(Class cls, const char *key) {
    SEL setter = setter_for_key(key);
    for (int i = 0; i < hook_count; i++)
        if (hooks[i].cls == cls && sel_isEqual(hooks[i].setter, setter)) return;
    Method m = class_getInstanceMethod(cls, setter);
    if (!m || type_at(method_getTypeEncoding(m), 3) != '@' || hook_count == 256) {
        fprintf(stderr, "rac-model: KVO here observes object properties with setters only (%s.%s)\n", class_getName(cls), key);
        abort();
    }
    hooks[hook_count].cls = cls;
    hooks[hook_count].setter = setter;
    hooks[hook_count].original = method_getImplementation(m);
    snprintf(hooks[hook_count].key, sizeof hooks[hook_count].key, "%s", key);
    hook_count++;
    class_replaceMethod(cls, setter, (IMP)notify_setter, method_getTypeEncoding(m));
}

@implementation NSObject (NSKeyValueObserving)

- (void)addObserver:(NSObject *)observer forKeyPath:(NSString *)keyPath options:(NSKeyValueObservingOptions)options context:(void *)context {
    hook_setter(class_of(self), keyPath.UTF8String);
    id *slot = RACModelObservationSlot(self);
    if (!*slot) *slot = [[NSModelObservationInfo alloc] init];
    NSModelObservationInfo *info = *slot;
    if (info->count == info->capacity) {
        info->capacity = info->capacity ? info->capacity * 2 : 4;
        info->entries = realloc(info->entries, sizeof(info->entries[0]) * (size_t)info->capacity);
    }
    info->entries[info->count].observer = observer;
    info->entries[info->count].key = [keyPath copy];
    info->entries[info->count].context = context;
    info->count++;
}

- (void)removeObserver:(NSObject *)observer forKeyPath:(NSString *)keyPath context:(void *)context {
    NSModelObservationInfo *info = *RACModelObservationSlot(self);
    for (int i = 0; info && i < info->count; i++) {
        if (info->entries[i].observer != observer || info->entries[i].context != context) continue;
        if (![info->entries[i].key isEqualToString:keyPath]) continue;
        objc_release(info->entries[i].key);
        info->entries[i] = info->entries[--info->count];
        return;
    }
}

- (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context {}

@end
