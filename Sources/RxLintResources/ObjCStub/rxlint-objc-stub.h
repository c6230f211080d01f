// rxlint-objc-stub.h
//
// A stand-in for the iOS SDK and ReactiveObjC when rxlint parses Objective-C
// through libclang on a machine without Apple's SDK. It is written for rxlint
// from the documented API (names, selectors, types, macro behaviour); it is
// not derived from any SDK, GNUstep or ReactiveObjC header text. It declares
// only what app code names, so that the tree comes back typed: message sends
// keep their selectors, dot syntax resolves to properties, block literals
// survive, and the ReactiveObjC / libextobjc macros expand to code whose
// shape the analyzer can recognise (see docs/objc-parsing.md).
//
// Parse without -fobjc-arc (an unknown selector is then a warning, not an
// error) but with -fobjc-weak, so __weak / __strong / __unsafe_unretained keep
// their meaning in the tree.
#pragma clang system_header
#ifndef RXLINT_OBJC_STUB_H
#define RXLINT_OBJC_STUB_H 1
#pragma clang diagnostic ignored "-Wobjc-property-no-attribute"
#pragma clang diagnostic ignored "-Wnullability-completeness"

#define RXLINT_OBJC_STUB 1

/* ---------------------------------------------------------------- C basics */
/* (-nostdinc: no libc and no compiler builtin headers are searched, so the
   few C names app code uses are declared here.) */
typedef __SIZE_TYPE__ size_t;
typedef long ssize_t;
typedef __PTRDIFF_TYPE__ ptrdiff_t;
typedef __INTPTR_TYPE__ intptr_t;
typedef __UINTPTR_TYPE__ uintptr_t;
typedef signed char int8_t;
typedef short int16_t;
typedef int int32_t;
typedef long long int64_t;
typedef unsigned char uint8_t;
typedef unsigned short uint16_t;
typedef unsigned int uint32_t;
typedef unsigned long long uint64_t;
typedef long long intmax_t;
typedef unsigned long long uintmax_t;
typedef unsigned char u_char;
typedef unsigned short u_short;
typedef unsigned int u_int;
typedef unsigned long u_long;
typedef int32_t pid_t;
typedef uint32_t uid_t;
typedef long time_t;
typedef long off_t;
typedef int kern_return_t;
typedef unsigned int mach_port_t;
typedef __builtin_va_list va_list;
typedef __builtin_va_list __darwin_va_list;
#define va_start(ap, param) __builtin_va_start(ap, param)
#define va_end(ap) __builtin_va_end(ap)
#define va_arg(ap, type) __builtin_va_arg(ap, type)
#define va_copy(dst, src) __builtin_va_copy(dst, src)
#ifndef __cplusplus
#define bool _Bool
#define true 1
#define false 0
#endif
#ifndef NULL
#ifdef __cplusplus
#define NULL nullptr
#else
#define NULL ((void *)0)
#endif
#endif
#define offsetof(t, d) __builtin_offsetof(t, d)
#define INT8_MAX 127
#define INT16_MAX 32767
#define INT32_MAX 2147483647
#define INT32_MIN (-INT32_MAX - 1)
#define INT64_MAX 9223372036854775807LL
#define INT64_MIN (-INT64_MAX - 1)
#define UINT8_MAX 255
#define UINT16_MAX 65535
#define UINT32_MAX 4294967295U
#define UINT64_MAX 18446744073709551615ULL
#define SIZE_MAX __SIZE_MAX__
#define INT_MAX __INT_MAX__
#define INT_MIN (-__INT_MAX__ - 1)
#define UINT_MAX (__INT_MAX__ * 2U + 1U)
#define LONG_MAX __LONG_MAX__
#define LONG_MIN (-__LONG_MAX__ - 1L)
#define ULONG_MAX (__LONG_MAX__ * 2UL + 1UL)
#define LLONG_MAX __LONG_LONG_MAX__
#define CHAR_BIT 8
#define FLT_MAX __FLT_MAX__
#define FLT_MIN __FLT_MIN__
#define FLT_EPSILON __FLT_EPSILON__
#define DBL_MAX __DBL_MAX__
#define DBL_MIN __DBL_MIN__
#define DBL_EPSILON __DBL_EPSILON__
#define HUGE_VAL __builtin_huge_val()
#define INFINITY __builtin_inff()
#define NAN __builtin_nanf("")
#define M_PI 3.14159265358979323846264338327950288
#define M_PI_2 1.57079632679489661923132169163975144
#define M_PI_4 0.785398163397448309615660845819875721
#define M_E 2.71828182845904523536028747135266250
#define M_SQRT2 1.41421356237309504880168872420969808
#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1
#define RAND_MAX 0x7fffffff
#define isnan(x) __builtin_isnan(x)
#define isinf(x) __builtin_isinf(x)
#define isfinite(x) __builtin_isfinite(x)
#define signbit(x) __builtin_signbit(x)

#ifdef __cplusplus
#define RXS_EXTERN_C extern "C"
#define RXS_EXTERN_C_BEGIN extern "C" {
#define RXS_EXTERN_C_END }
#else
#define RXS_EXTERN_C extern
#define RXS_EXTERN_C_BEGIN
#define RXS_EXTERN_C_END
#endif

RXS_EXTERN_C_BEGIN
typedef struct rxs_FILE FILE;
extern FILE *stdin, *stdout, *stderr;
int printf(const char *format, ...);
int fprintf(FILE *stream, const char *format, ...);
int sprintf(char *s, const char *format, ...);
int snprintf(char *s, size_t n, const char *format, ...);
int vsnprintf(char *s, size_t n, const char *format, va_list ap);
int sscanf(const char *s, const char *format, ...);
int puts(const char *s);
FILE *fopen(const char *path, const char *mode);
int fclose(FILE *stream);
size_t fread(void *ptr, size_t size, size_t n, FILE *stream);
size_t fwrite(const void *ptr, size_t size, size_t n, FILE *stream);
int fflush(FILE *stream);
void *malloc(size_t size);
void *calloc(size_t count, size_t size);
void *realloc(void *ptr, size_t size);
void free(void *ptr);
void abort(void) __attribute__((noreturn));
void exit(int status) __attribute__((noreturn));
int atoi(const char *s);
long atol(const char *s);
double atof(const char *s);
long strtol(const char *s, char **end, int base);
unsigned long strtoul(const char *s, char **end, int base);
long long strtoll(const char *s, char **end, int base);
unsigned long long strtoull(const char *s, char **end, int base);
double strtod(const char *s, char **end);
int abs(int x);
long labs(long x);
int rand(void);
void srand(unsigned seed);
long random(void);
void srandom(unsigned seed);
uint32_t arc4random(void);
uint32_t arc4random_uniform(uint32_t upper_bound);
void arc4random_buf(void *buf, size_t n);
void qsort(void *base, size_t n, size_t width, int (*compar)(const void *, const void *));
char *getenv(const char *name);
int system(const char *command);
size_t strlen(const char *s);
int strcmp(const char *a, const char *b);
int strncmp(const char *a, const char *b, size_t n);
int strcasecmp(const char *a, const char *b);
int strncasecmp(const char *a, const char *b, size_t n);
char *strcpy(char *dst, const char *src);
char *strncpy(char *dst, const char *src, size_t n);
size_t strlcpy(char *dst, const char *src, size_t n);
char *strcat(char *dst, const char *src);
char *strncat(char *dst, const char *src, size_t n);
char *strchr(const char *s, int c);
char *strrchr(const char *s, int c);
char *strstr(const char *s, const char *find);
char *strdup(const char *s);
char *strerror(int errnum);
char *strtok(char *s, const char *sep);
void *memcpy(void *dst, const void *src, size_t n);
void *memmove(void *dst, const void *src, size_t n);
void *memset(void *b, int c, size_t n);
int memcmp(const void *a, const void *b, size_t n);
void *memchr(const void *s, int c, size_t n);
void bzero(void *s, size_t n);
int isalpha(int c);
int isdigit(int c);
int isalnum(int c);
int isspace(int c);
int isupper(int c);
int islower(int c);
int ispunct(int c);
int isxdigit(int c);
int toupper(int c);
int tolower(int c);
double floor(double x);
float floorf(float x);
double ceil(double x);
float ceilf(float x);
double round(double x);
float roundf(float x);
long lround(double x);
double trunc(double x);
double fabs(double x);
float fabsf(float x);
double sqrt(double x);
float sqrtf(float x);
double pow(double x, double y);
float powf(float x, float y);
double exp(double x);
double log(double x);
double log2(double x);
double log10(double x);
double sin(double x);
float sinf(float x);
double cos(double x);
float cosf(float x);
double tan(double x);
double asin(double x);
double acos(double x);
double atan(double x);
double atan2(double y, double x);
float atan2f(float y, float x);
double fmod(double x, double y);
double fmax(double x, double y);
double fmin(double x, double y);
float fmaxf(float x, float y);
float fminf(float x, float y);
double hypot(double x, double y);
double modf(double x, double *iptr);
double rint(double x);
time_t time(time_t *t);
unsigned int sleep(unsigned int seconds);
int usleep(uint32_t usec);
pid_t getpid(void);
int *__error(void);
#define errno (*__error())
uint64_t mach_absolute_time(void);
void assert_rtn(const char *, const char *, int, const char *) __attribute__((noreturn));
#define assert(e) ((void)((e) ? ((void)0) : assert_rtn(__func__, __FILE__, __LINE__, #e)))
typedef struct rxs_pthread *pthread_t;
typedef struct { long sig; char opaque[56]; } pthread_mutex_t;
typedef struct { long sig; char opaque[8]; } pthread_mutexattr_t;
int pthread_mutex_init(pthread_mutex_t *m, const pthread_mutexattr_t *a);
int pthread_mutex_lock(pthread_mutex_t *m);
int pthread_mutex_unlock(pthread_mutex_t *m);
int pthread_mutex_destroy(pthread_mutex_t *m);
int pthread_main_np(void);
pthread_t pthread_self(void);
#define PTHREAD_MUTEX_INITIALIZER {0x32AAABA7, {0}}
typedef int32_t OSSpinLock;
#define OS_SPINLOCK_INIT 0
void OSSpinLockLock(volatile OSSpinLock *lock);
void OSSpinLockUnlock(volatile OSSpinLock *lock);
typedef struct { uint32_t _os_unfair_lock_opaque; } os_unfair_lock, *os_unfair_lock_t;
#define OS_UNFAIR_LOCK_INIT ((os_unfair_lock){0})
void os_unfair_lock_lock(os_unfair_lock_t lock);
void os_unfair_lock_unlock(os_unfair_lock_t lock);
int32_t OSAtomicIncrement32(volatile int32_t *v);
int32_t OSAtomicDecrement32(volatile int32_t *v);
int32_t OSAtomicIncrement32Barrier(volatile int32_t *v);
int32_t OSAtomicDecrement32Barrier(volatile int32_t *v);
bool OSAtomicCompareAndSwap32Barrier(int32_t o, int32_t n, volatile int32_t *v);
bool OSAtomicCompareAndSwapPtrBarrier(void *o, void *n, void * volatile *v);
int sysctlbyname(const char *name, void *oldp, size_t *oldlenp, void *newp, size_t newlen);
struct utsname { char sysname[256]; char nodename[256]; char release[256]; char version[256]; char machine[256]; };
int uname(struct utsname *name);
RXS_EXTERN_C_END

/* -------------------------------------------- Objective-C language basics */
#ifdef __cplusplus
typedef bool BOOL;
#else
typedef _Bool BOOL;
#endif
#define YES __objc_yes
#define NO __objc_no
#ifndef nil
#ifdef __cplusplus
#define nil nullptr
#define Nil nullptr
#else
#define nil ((void *)0)
#define Nil ((void *)0)
#endif
#endif
#define OBJC_EXPORT RXS_EXTERN_C
#define OBJC_ROOT_CLASS __attribute__((objc_root_class))
#define NS_ROOT_CLASS __attribute__((objc_root_class))
#define OBJC_ARC_UNAVAILABLE
#define OBJC_SWIFT_UNAVAILABLE(msg)
#define OBJC_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
@class Protocol;
typedef id (*IMP)(id, SEL, ...);
typedef struct objc_method *Method;
typedef struct objc_ivar *Ivar;
typedef struct objc_property *objc_property_t;
typedef struct objc_category *Category;
struct objc_method_description { SEL name; char *types; };
typedef struct { const char *name; const char *value; } objc_property_attribute_t;
typedef signed long NSInteger;
typedef unsigned long NSUInteger;
typedef double CGFloat;
typedef double NSTimeInterval;
#define CGFLOAT_IS_DOUBLE 1
#define CGFLOAT_MAX DBL_MAX
#define CGFLOAT_MIN DBL_MIN
#define NSIntegerMax LONG_MAX
#define NSIntegerMin LONG_MIN
#define NSUIntegerMax ULONG_MAX
#define NSNotFound NSIntegerMax
typedef enum objc_AssociationPolicy_rxs : uintptr_t {
  OBJC_ASSOCIATION_ASSIGN = 0,
  OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1,
  OBJC_ASSOCIATION_COPY_NONATOMIC = 3,
  OBJC_ASSOCIATION_RETAIN = 01401,
  OBJC_ASSOCIATION_COPY = 01403
} objc_AssociationPolicy;
RXS_EXTERN_C_BEGIN
void objc_setAssociatedObject(id object, const void *key, id value, objc_AssociationPolicy policy);
id objc_getAssociatedObject(id object, const void *key);
void objc_removeAssociatedObjects(id object);
id objc_msgSend(id self, SEL op, ...);
id objc_msgSendSuper(void *superInfo, SEL op, ...);
Class objc_getClass(const char *name);
Class objc_getMetaClass(const char *name);
Class objc_lookUpClass(const char *name);
Protocol *objc_getProtocol(const char *name);
Class objc_allocateClassPair(Class superclass, const char *name, size_t extraBytes);
void objc_registerClassPair(Class cls);
Class object_getClass(id obj);
Class object_setClass(id obj, Class cls);
const char *object_getClassName(id obj);
id object_getIvar(id obj, Ivar ivar);
void object_setIvar(id obj, Ivar ivar, id value);
const char *class_getName(Class cls);
Class class_getSuperclass(Class cls);
BOOL class_isMetaClass(Class cls);
Method class_getInstanceMethod(Class cls, SEL name);
Method class_getClassMethod(Class cls, SEL name);
IMP class_getMethodImplementation(Class cls, SEL name);
BOOL class_respondsToSelector(Class cls, SEL sel);
BOOL class_addMethod(Class cls, SEL name, IMP imp, const char *types);
IMP class_replaceMethod(Class cls, SEL name, IMP imp, const char *types);
BOOL class_addIvar(Class cls, const char *name, size_t size, uint8_t alignment, const char *types);
BOOL class_addProtocol(Class cls, Protocol *protocol);
BOOL class_conformsToProtocol(Class cls, Protocol *protocol);
Ivar class_getInstanceVariable(Class cls, const char *name);
Ivar *class_copyIvarList(Class cls, unsigned int *outCount);
Method *class_copyMethodList(Class cls, unsigned int *outCount);
objc_property_t *class_copyPropertyList(Class cls, unsigned int *outCount);
objc_property_t class_getProperty(Class cls, const char *name);
Protocol * __unsafe_unretained *class_copyProtocolList(Class cls, unsigned int *outCount);
const char *property_getName(objc_property_t property);
const char *property_getAttributes(objc_property_t property);
char *property_copyAttributeValue(objc_property_t property, const char *attributeName);
objc_property_attribute_t *property_copyAttributeList(objc_property_t property, unsigned int *outCount);
const char *ivar_getName(Ivar v);
const char *ivar_getTypeEncoding(Ivar v);
ptrdiff_t ivar_getOffset(Ivar v);
SEL method_getName(Method m);
IMP method_getImplementation(Method m);
const char *method_getTypeEncoding(Method m);
unsigned int method_getNumberOfArguments(Method m);
char *method_copyReturnType(Method m);
char *method_copyArgumentType(Method m, unsigned int index);
void method_getReturnType(Method m, char *dst, size_t dst_len);
IMP method_setImplementation(Method m, IMP imp);
void method_exchangeImplementations(Method m1, Method m2);
const char *sel_getName(SEL sel);
SEL sel_registerName(const char *str);
SEL sel_getUid(const char *str);
BOOL sel_isEqual(SEL lhs, SEL rhs);
IMP imp_implementationWithBlock(id block);
id imp_getBlock(IMP anImp);
const char *protocol_getName(Protocol *p);
BOOL protocol_conformsToProtocol(Protocol *proto, Protocol *other);
struct objc_method_description *protocol_copyMethodDescriptionList(Protocol *p, BOOL isRequiredMethod, BOOL isInstanceMethod, unsigned int *outCount);
struct objc_method_description protocol_getMethodDescription(Protocol *p, SEL aSel, BOOL isRequiredMethod, BOOL isInstanceMethod);
objc_property_t protocol_getProperty(Protocol *proto, const char *name, BOOL isRequiredProperty, BOOL isInstanceProperty);
Protocol * __unsafe_unretained *protocol_copyProtocolList(Protocol *proto, unsigned int *outCount);
RXS_EXTERN_C_END

/* ------------------------------------------------ SDK attribute macros */
#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define CF_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define CF_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define NS_HEADER_AUDIT_BEGIN(...) _Pragma("clang assume_nonnull begin")
#define NS_HEADER_AUDIT_END(...) _Pragma("clang assume_nonnull end")
#define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
#define NS_UNAVAILABLE __attribute__((unavailable))
#define UNAVAILABLE_ATTRIBUTE __attribute__((unavailable))
#define NS_REQUIRES_SUPER __attribute__((objc_requires_super))
#define NS_REQUIRES_NIL_TERMINATION __attribute__((sentinel(0, 1)))
#define NS_FORMAT_FUNCTION(F, A) __attribute__((format(__NSString__, F, A)))
#define NS_FORMAT_ARGUMENT(A) __attribute__((format_arg(A)))
#define CF_FORMAT_FUNCTION(F, A) __attribute__((format(__CFString__, F, A)))
#define NS_RETURNS_RETAINED __attribute__((ns_returns_retained))
#define NS_RETURNS_NOT_RETAINED __attribute__((ns_returns_not_retained))
#define NS_RETURNS_INNER_POINTER __attribute__((objc_returns_inner_pointer))
#define NS_CONSUMED __attribute__((ns_consumed))
#define NS_CONSUMES_SELF __attribute__((ns_consumes_self))
#define CF_RETURNS_RETAINED __attribute__((cf_returns_retained))
#define CF_RETURNS_NOT_RETAINED __attribute__((cf_returns_not_retained))
#define CF_CONSUMED __attribute__((cf_consumed))
#define NS_NOESCAPE __attribute__((noescape))
#define NS_VALID_UNTIL_END_OF_SCOPE __attribute__((objc_precise_lifetime))
#define NS_AUTOMATED_REFCOUNT_UNAVAILABLE
#define NS_AUTOMATED_REFCOUNT_WEAK_UNAVAILABLE
#define NS_INLINE static __inline__ __attribute__((always_inline))
#define CG_INLINE static __inline__ __attribute__((always_inline))
#define CF_INLINE static __inline__ __attribute__((always_inline))
#define UIKIT_STATIC_INLINE static __inline__
#define FOUNDATION_EXPORT RXS_EXTERN_C
#define FOUNDATION_EXTERN RXS_EXTERN_C
#define FOUNDATION_STATIC_INLINE static __inline__
#define FOUNDATION_EXTERN_INLINE RXS_EXTERN_C __inline__
#define UIKIT_EXTERN RXS_EXTERN_C
#define CG_EXTERN RXS_EXTERN_C
#define CF_EXPORT RXS_EXTERN_C
#define CA_EXTERN RXS_EXTERN_C
#define AVF_EXPORT RXS_EXTERN_C
#define WK_EXTERN RXS_EXTERN_C
#define MP_EXTERN RXS_EXTERN_C
#define UIKIT_EXTERN_CLASS
#define UIKIT_CLASS_AVAILABLE_IOS_ONLY(v)
#define NS_SWIFT_NAME(n)
#define NS_SWIFT_UNAVAILABLE(m)
#define NS_SWIFT_NOTHROW
#define NS_SWIFT_UI_ACTOR
#define NS_SWIFT_SENDABLE
#define NS_SWIFT_NONISOLATED
#define NS_REFINED_FOR_SWIFT
#define NS_NOTHROW
#define CF_SWIFT_NAME(n)
#define CF_REFINED_FOR_SWIFT
#define API_AVAILABLE(...)
#define API_UNAVAILABLE(...)
#define API_DEPRECATED(...)
#define API_DEPRECATED_WITH_REPLACEMENT(...)
#define API_TO_BE_DEPRECATED
#define NS_AVAILABLE(m, i)
#define NS_AVAILABLE_IOS(v)
#define NS_AVAILABLE_MAC(v)
#define NS_DEPRECATED(...)
#define NS_DEPRECATED_IOS(...)
#define NS_DEPRECATED_MAC(...)
#define NS_DEPRECATED_WITH_REPLACEMENT_MAC(...)
#define NS_CLASS_AVAILABLE(m, i)
#define NS_CLASS_AVAILABLE_IOS(v)
#define NS_CLASS_DEPRECATED_IOS(...)
#define NS_ENUM_AVAILABLE_IOS(v)
#define NS_ENUM_DEPRECATED_IOS(...)
#define NS_EXTENSION_UNAVAILABLE(m)
#define NS_EXTENSION_UNAVAILABLE_IOS(m)
#define NS_UNAVAILABLE_IOS
#define NS_OPENGLES_DEPRECATED(...)
#define __IOS_AVAILABLE(v)
#define __IOS_DEPRECATED(...)
#define __IOS_PROHIBITED
#define __TVOS_AVAILABLE(v)
#define __TVOS_PROHIBITED
#define __WATCHOS_AVAILABLE(v)
#define __WATCHOS_PROHIBITED
#define __OSX_AVAILABLE(v)
#define __OSX_AVAILABLE_STARTING(m, i)
#define __OSX_AVAILABLE_BUT_DEPRECATED(...)
#define __OSX_AVAILABLE_BUT_DEPRECATED_MSG(...)
#define __API_AVAILABLE(...)
#define __API_DEPRECATED(...)
#define __API_UNAVAILABLE(...)
#define AVAILABLE_MAC_OS_X_VERSION_10_0_AND_LATER
#define DEPRECATED_ATTRIBUTE __attribute__((deprecated))
#define DEPRECATED_MSG_ATTRIBUTE(s) __attribute__((deprecated(s)))
#define __deprecated __attribute__((deprecated))
#define __deprecated_msg(s) __attribute__((deprecated(s)))
#define __unused __attribute__((unused))
#define __used __attribute__((used))
#define __dead2 __attribute__((noreturn))
#define __pure2 __attribute__((const))
#define __printflike(f, a) __attribute__((format(printf, f, a)))
#define CF_ENUM(T, N) enum N : T N; enum N : T
#define CF_OPTIONS(T, N) enum N : T N; enum N : T
#define CF_CLOSED_ENUM(T, N) enum N : T N; enum N : T
#define NS_ENUM(T, N) enum N : T N; enum N : T
#define NS_OPTIONS(T, N) enum N : T N; enum N : T
#define NS_CLOSED_ENUM(T, N) enum N : T N; enum N : T
#define NS_ERROR_ENUM(D, N) enum N : NSInteger N; enum N : NSInteger
#define NS_STRING_ENUM
#define NS_EXTENSIBLE_STRING_ENUM
#define NS_TYPED_ENUM
#define NS_TYPED_EXTENSIBLE_ENUM
#define CF_STRING_ENUM
#define CF_EXTENSIBLE_STRING_ENUM
#define UI_APPEARANCE_SELECTOR __attribute__((annotate("ui_appearance_selector")))
#define IBOutlet
#define IBAction void
#define IBInspectable
#define IB_DESIGNABLE
#define IBOutletCollection(ClassName)
#define TARGET_OS_IPHONE 1
#define TARGET_OS_IOS 1
#define TARGET_OS_MAC 1
#define TARGET_OS_OSX 0
#define TARGET_OS_TV 0
#define TARGET_OS_WATCH 0
#define TARGET_OS_MACCATALYST 0
#define TARGET_OS_SIMULATOR 0
#define TARGET_IPHONE_SIMULATOR 0
#define TARGET_OS_EMBEDDED 1
#define TARGET_RT_64_BIT 1
#define __IPHONE_2_0 20000
#define __IPHONE_3_0 30000
#define __IPHONE_4_0 40000
#define __IPHONE_5_0 50000
#define __IPHONE_6_0 60000
#define __IPHONE_7_0 70000
#define __IPHONE_8_0 80000
#define __IPHONE_9_0 90000
#define __IPHONE_10_0 100000
#define __IPHONE_11_0 110000
#define __IPHONE_12_0 120000
#define __IPHONE_13_0 130000
#define __IPHONE_14_0 140000
#define __IPHONE_15_0 150000
#define __IPHONE_16_0 160000
#define __IPHONE_17_0 170000
#ifndef __IPHONE_OS_VERSION_MIN_REQUIRED
#ifdef __ENVIRONMENT_IPHONE_OS_VERSION_MIN_REQUIRED__
#define __IPHONE_OS_VERSION_MIN_REQUIRED __ENVIRONMENT_IPHONE_OS_VERSION_MIN_REQUIRED__
#else
#define __IPHONE_OS_VERSION_MIN_REQUIRED 120000
#endif
#endif
#ifndef __IPHONE_OS_VERSION_MAX_ALLOWED
#define __IPHONE_OS_VERSION_MAX_ALLOWED 170000
#endif
#define NSFoundationVersionNumber 1600.0
#define NSFoundationVersionNumber_iOS_7_0 1047.20
#define NSFoundationVersionNumber_iOS_7_1 1047.25
#define NSFoundationVersionNumber_iOS_8_0 1140.11
#define NSFoundationVersionNumber_iOS_9_0 1240.1
#define NS_BLOCKS_AVAILABLE 1
#define NS_NONATOMIC_IOSONLY nonatomic
#define NS_NONATOMIC_IPHONEONLY nonatomic

#define MIN(A, B) ((A) < (B) ? (A) : (B))
#define MAX(A, B) ((A) > (B) ? (A) : (B))
#define ABS(A) ((A) < 0 ? -(A) : (A))
#define NSLocalizedString(key, comment) [[NSBundle mainBundle] localizedStringForKey:(key) value:@"" table:nil]
#define NSLocalizedStringFromTable(key, tbl, comment) [[NSBundle mainBundle] localizedStringForKey:(key) value:@"" table:(tbl)]
#define NSLocalizedStringFromTableInBundle(key, tbl, bundle, comment) [bundle localizedStringForKey:(key) value:@"" table:(tbl)]
#define NSLocalizedStringWithDefaultValue(key, tbl, bundle, val, comment) [bundle localizedStringForKey:(key) value:(val) table:(tbl)]
#define NSAssert(condition, desc, ...) do { if (!(condition)) { [[NSAssertionHandler currentHandler] handleFailureInMethod:_cmd object:self file:@(__FILE__) lineNumber:__LINE__ description:(desc), ##__VA_ARGS__]; } } while (0)
#define NSCAssert(condition, desc, ...) do { if (!(condition)) { [[NSAssertionHandler currentHandler] handleFailureInFunction:@(__func__) file:@(__FILE__) lineNumber:__LINE__ description:(desc), ##__VA_ARGS__]; } } while (0)
#define NSAssert1(c, d, a) NSAssert(c, d, a)
#define NSAssert2(c, d, a, b) NSAssert(c, d, a, b)
#define NSParameterAssert(condition) NSAssert((condition), @"Invalid parameter not satisfying: %s", #condition)
#define NSCParameterAssert(condition) NSCAssert((condition), @"Invalid parameter not satisfying: %s", #condition)
#define NS_VOIDRETURN return
#define NS_DURING @try {
#define NS_HANDLER } @catch (NSException *localException) {
#define NS_ENDHANDLER }
#define NS_VALUERETURN(v, t) return (v)

/* ------------------------------------------------------------- Foundation */
@class NSString, NSError, NSCoder, NSInvocation, NSMethodSignature, NSURL, NSData, NSDate, NSNumber, NSValue, NSIndexSet, NSLocale, NSCharacterSet, NSBundle, NSAttributedString, NSPredicate, NSSortDescriptor, NSRunLoop, NSThread, NSTimer;
@class NSArray<ObjectType>, NSMutableArray<ObjectType>, NSDictionary<KeyType, ObjectType>, NSSet<ObjectType>, NSOrderedSet<ObjectType>, NSEnumerator<ObjectType>;
typedef struct _NSZone NSZone;
typedef struct _NSRange { NSUInteger location; NSUInteger length; } NSRange;
typedef NSRange *NSRangePointer;
NS_INLINE NSRange NSMakeRange(NSUInteger loc, NSUInteger len) { NSRange r; r.location = loc; r.length = len; return r; }
NS_INLINE NSUInteger NSMaxRange(NSRange range) { return range.location + range.length; }
NS_INLINE BOOL NSLocationInRange(NSUInteger loc, NSRange range) { return loc - range.location < range.length; }
NS_INLINE BOOL NSEqualRanges(NSRange a, NSRange b) { return a.location == b.location && a.length == b.length; }
typedef NS_ENUM(NSInteger, NSComparisonResult) { NSOrderedAscending = -1, NSOrderedSame = 0, NSOrderedDescending = 1 };
typedef NSComparisonResult (^NSComparator)(id obj1, id obj2);
typedef NS_OPTIONS(NSUInteger, NSEnumerationOptions) { NSEnumerationConcurrent = 1, NSEnumerationReverse = 2 };
typedef NS_OPTIONS(NSUInteger, NSSortOptions) { NSSortConcurrent = 1, NSSortStable = 16 };
typedef NS_ENUM(NSUInteger, NSQualityOfService) { NSQualityOfServiceUserInteractive = 0x21, NSQualityOfServiceUserInitiated = 0x19, NSQualityOfServiceUtility = 0x11, NSQualityOfServiceBackground = 0x09, NSQualityOfServiceDefault = -1 };
typedef NS_OPTIONS(NSUInteger, NSKeyValueObservingOptions) { NSKeyValueObservingOptionNew = 1, NSKeyValueObservingOptionOld = 2, NSKeyValueObservingOptionInitial = 4, NSKeyValueObservingOptionPrior = 8 };
typedef NS_ENUM(NSUInteger, NSKeyValueChange) { NSKeyValueChangeSetting = 1, NSKeyValueChangeInsertion = 2, NSKeyValueChangeRemoval = 3, NSKeyValueChangeReplacement = 4 };
typedef NSString *NSKeyValueChangeKey;
typedef NSString *NSNotificationName;
typedef NSString *NSErrorDomain;
typedef NSString *NSErrorUserInfoKey;
typedef NSString *NSRunLoopMode;
typedef NSString *NSAttributedStringKey;
typedef NSString *NSFileAttributeKey;
typedef NSString *NSURLResourceKey;
typedef NSString *NSExceptionName;
typedef NSUInteger NSStringEncoding;
typedef unsigned short unichar;

@protocol NSObject
- (BOOL)isEqual:(id)object;
@property (readonly) NSUInteger hash;
@property (readonly) Class superclass;
- (Class)class;
- (instancetype)self;
- (id)performSelector:(SEL)aSelector;
- (id)performSelector:(SEL)aSelector withObject:(id)object;
- (id)performSelector:(SEL)aSelector withObject:(id)object1 withObject:(id)object2;
- (BOOL)isProxy;
- (BOOL)isKindOfClass:(Class)aClass;
- (BOOL)isMemberOfClass:(Class)aClass;
- (BOOL)conformsToProtocol:(Protocol *)aProtocol;
- (BOOL)respondsToSelector:(SEL)aSelector;
- (instancetype)retain;
- (oneway void)release;
- (instancetype)autorelease;
- (NSUInteger)retainCount;
- (NSZone *)zone;
@property (readonly, copy) NSString *description;
@optional
@property (readonly, copy) NSString *debugDescription;
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject> {
  Class isa;
}
+ (void)load;
+ (void)initialize;
- (instancetype)init;
+ (instancetype)new;
+ (instancetype)alloc;
+ (instancetype)allocWithZone:(NSZone *)zone;
- (void)dealloc;
- (void)finalize;
- (id)copy;
- (id)mutableCopy;
+ (id)copyWithZone:(NSZone *)zone;
+ (BOOL)instancesRespondToSelector:(SEL)aSelector;
+ (BOOL)conformsToProtocol:(Protocol *)protocol;
- (IMP)methodForSelector:(SEL)aSelector;
+ (IMP)instanceMethodForSelector:(SEL)aSelector;
- (void)doesNotRecognizeSelector:(SEL)aSelector;
- (id)forwardingTargetForSelector:(SEL)aSelector;
- (void)forwardInvocation:(NSInvocation *)anInvocation;
- (NSMethodSignature *)methodSignatureForSelector:(SEL)aSelector;
+ (NSMethodSignature *)instanceMethodSignatureForSelector:(SEL)aSelector;
+ (BOOL)isSubclassOfClass:(Class)aClass;
+ (BOOL)resolveClassMethod:(SEL)sel;
+ (BOOL)resolveInstanceMethod:(SEL)sel;
+ (NSUInteger)hash;
+ (Class)superclass;
+ (Class)class;
+ (NSString *)description;
+ (NSString *)debugDescription;
@end

@interface NSObject (RXSFoundationExtras)
- (void)performSelector:(SEL)aSelector withObject:(id)anArgument afterDelay:(NSTimeInterval)delay;
- (void)performSelector:(SEL)aSelector withObject:(id)anArgument afterDelay:(NSTimeInterval)delay inModes:(NSArray *)modes;
- (void)performSelectorOnMainThread:(SEL)aSelector withObject:(id)arg waitUntilDone:(BOOL)wait;
- (void)performSelectorInBackground:(SEL)aSelector withObject:(id)arg;
- (void)performSelector:(SEL)aSelector onThread:(NSThread *)thr withObject:(id)arg waitUntilDone:(BOOL)wait;
+ (void)cancelPreviousPerformRequestsWithTarget:(id)aTarget;
+ (void)cancelPreviousPerformRequestsWithTarget:(id)aTarget selector:(SEL)aSelector object:(id)anArgument;
- (id)valueForKey:(NSString *)key;
- (void)setValue:(id)value forKey:(NSString *)key;
- (id)valueForKeyPath:(NSString *)keyPath;
- (void)setValue:(id)value forKeyPath:(NSString *)keyPath;
- (id)valueForUndefinedKey:(NSString *)key;
- (void)setValue:(id)value forUndefinedKey:(NSString *)key;
- (void)setNilValueForKey:(NSString *)key;
- (NSDictionary *)dictionaryWithValuesForKeys:(NSArray *)keys;
- (void)setValuesForKeysWithDictionary:(NSDictionary *)keyedValues;
- (NSMutableArray *)mutableArrayValueForKey:(NSString *)key;
- (BOOL)validateValue:(inout id *)ioValue forKey:(NSString *)inKey error:(out NSError **)outError;
- (void)addObserver:(NSObject *)observer forKeyPath:(NSString *)keyPath options:(NSKeyValueObservingOptions)options context:(void *)context;
- (void)removeObserver:(NSObject *)observer forKeyPath:(NSString *)keyPath context:(void *)context;
- (void)removeObserver:(NSObject *)observer forKeyPath:(NSString *)keyPath;
- (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary<NSKeyValueChangeKey, id> *)change context:(void *)context;
- (void)willChangeValueForKey:(NSString *)key;
- (void)didChangeValueForKey:(NSString *)key;
+ (NSSet *)keyPathsForValuesAffectingValueForKey:(NSString *)key;
+ (BOOL)automaticallyNotifiesObserversForKey:(NSString *)key;
- (id)awakeAfterUsingCoder:(NSCoder *)aDecoder;
- (void)awakeFromNib;
- (void)prepareForInterfaceBuilder;
@property (readonly, copy) NSString *className;
@end
FOUNDATION_EXPORT NSKeyValueChangeKey const NSKeyValueChangeKindKey;
FOUNDATION_EXPORT NSKeyValueChangeKey const NSKeyValueChangeNewKey;
FOUNDATION_EXPORT NSKeyValueChangeKey const NSKeyValueChangeOldKey;
FOUNDATION_EXPORT NSKeyValueChangeKey const NSKeyValueChangeIndexesKey;
FOUNDATION_EXPORT NSKeyValueChangeKey const NSKeyValueChangeNotificationIsPriorKey;

@protocol NSCopying
- (id)copyWithZone:(NSZone *)zone;
@end
@protocol NSMutableCopying
- (id)mutableCopyWithZone:(NSZone *)zone;
@end
@protocol NSCoding
- (void)encodeWithCoder:(NSCoder *)aCoder;
- (instancetype)initWithCoder:(NSCoder *)aDecoder;
@end
@protocol NSSecureCoding <NSCoding>
@property (class, readonly) BOOL supportsSecureCoding;
@end
typedef struct { unsigned long state; id __unsafe_unretained *itemsPtr; unsigned long *mutationsPtr; unsigned long extra[5]; } NSFastEnumerationState;
@protocol NSFastEnumeration
- (NSUInteger)countByEnumeratingWithState:(NSFastEnumerationState *)state objects:(id __unsafe_unretained [])buffer count:(NSUInteger)len;
@end
@protocol NSLocking
- (void)lock;
- (void)unlock;
@end
@protocol NSDiscardableContent
- (BOOL)beginContentAccess;
- (void)endContentAccess;
@end

@interface NSProxy <NSObject> { Class isa; }
+ (id)alloc;
+ (Class)class;
- (void)forwardInvocation:(NSInvocation *)invocation;
- (NSMethodSignature *)methodSignatureForSelector:(SEL)sel;
- (void)dealloc;
+ (BOOL)respondsToSelector:(SEL)aSelector;
@end

@interface NSEnumerator<ObjectType> : NSObject <NSFastEnumeration>
- (ObjectType)nextObject;
@property (readonly, copy) NSArray<ObjectType> *allObjects;
@end

@interface NSString : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property (readonly) NSUInteger length;
- (unichar)characterAtIndex:(NSUInteger)index;
- (instancetype)init;
- (instancetype)initWithCoder:(NSCoder *)aDecoder;
+ (instancetype)string;
+ (instancetype)stringWithString:(NSString *)string;
+ (instancetype)stringWithFormat:(NSString *)format, ... NS_FORMAT_FUNCTION(1, 2);
+ (instancetype)localizedStringWithFormat:(NSString *)format, ... NS_FORMAT_FUNCTION(1, 2);
+ (instancetype)stringWithUTF8String:(const char *)nullTerminatedCString;
+ (instancetype)stringWithCString:(const char *)cString encoding:(NSStringEncoding)enc;
+ (instancetype)stringWithCharacters:(const unichar *)characters length:(NSUInteger)length;
+ (instancetype)stringWithContentsOfFile:(NSString *)path encoding:(NSStringEncoding)enc error:(NSError **)error;
+ (instancetype)stringWithContentsOfURL:(NSURL *)url encoding:(NSStringEncoding)enc error:(NSError **)error;
- (instancetype)initWithString:(NSString *)aString;
- (instancetype)initWithFormat:(NSString *)format, ... NS_FORMAT_FUNCTION(1, 2);
- (instancetype)initWithFormat:(NSString *)format arguments:(va_list)argList;
- (instancetype)initWithData:(NSData *)data encoding:(NSStringEncoding)encoding;
- (instancetype)initWithBytes:(const void *)bytes length:(NSUInteger)len encoding:(NSStringEncoding)encoding;
- (instancetype)initWithUTF8String:(const char *)nullTerminatedCString;
- (instancetype)initWithCString:(const char *)nullTerminatedCString encoding:(NSStringEncoding)encoding;
- (instancetype)initWithContentsOfFile:(NSString *)path encoding:(NSStringEncoding)enc error:(NSError **)error;
- (NSString *)substringFromIndex:(NSUInteger)from;
- (NSString *)substringToIndex:(NSUInteger)to;
- (NSString *)substringWithRange:(NSRange)range;
- (NSComparisonResult)compare:(NSString *)string;
- (NSComparisonResult)compare:(NSString *)string options:(NSUInteger)mask;
- (NSComparisonResult)caseInsensitiveCompare:(NSString *)string;
- (NSComparisonResult)localizedCompare:(NSString *)string;
- (NSComparisonResult)localizedCaseInsensitiveCompare:(NSString *)string;
- (NSComparisonResult)localizedStandardCompare:(NSString *)string;
- (BOOL)isEqualToString:(NSString *)aString;
- (BOOL)hasPrefix:(NSString *)str;
- (BOOL)hasSuffix:(NSString *)str;
- (BOOL)containsString:(NSString *)str;
- (BOOL)localizedCaseInsensitiveContainsString:(NSString *)str;
- (NSRange)rangeOfString:(NSString *)searchString;
- (NSRange)rangeOfString:(NSString *)searchString options:(NSUInteger)mask;
- (NSRange)rangeOfString:(NSString *)searchString options:(NSUInteger)mask range:(NSRange)rangeOfReceiverToSearch;
- (NSRange)rangeOfCharacterFromSet:(NSCharacterSet *)searchSet;
- (NSRange)rangeOfComposedCharacterSequenceAtIndex:(NSUInteger)index;
- (NSString *)stringByAppendingString:(NSString *)aString;
- (NSString *)stringByAppendingFormat:(NSString *)format, ... NS_FORMAT_FUNCTION(1, 2);
- (NSString *)stringByAppendingPathComponent:(NSString *)str;
- (NSString *)stringByAppendingPathExtension:(NSString *)str;
- (NSString *)stringByReplacingOccurrencesOfString:(NSString *)target withString:(NSString *)replacement;
- (NSString *)stringByReplacingOccurrencesOfString:(NSString *)target withString:(NSString *)replacement options:(NSUInteger)options range:(NSRange)searchRange;
- (NSString *)stringByReplacingCharactersInRange:(NSRange)range withString:(NSString *)replacement;
- (NSString *)stringByTrimmingCharactersInSet:(NSCharacterSet *)set;
- (NSString *)stringByPaddingToLength:(NSUInteger)newLength withString:(NSString *)padString startingAtIndex:(NSUInteger)padIndex;
- (NSString *)stringByAddingPercentEncodingWithAllowedCharacters:(NSCharacterSet *)allowedCharacters;
- (NSString *)stringByAddingPercentEscapesUsingEncoding:(NSStringEncoding)enc;
- (NSString *)stringByReplacingPercentEscapesUsingEncoding:(NSStringEncoding)enc;
@property (readonly, copy) NSString *stringByRemovingPercentEncoding;
@property (readonly, copy) NSString *stringByDeletingLastPathComponent;
@property (readonly, copy) NSString *stringByDeletingPathExtension;
@property (readonly, copy) NSString *stringByExpandingTildeInPath;
@property (readonly, copy) NSString *stringByStandardizingPath;
@property (readonly, copy) NSString *lastPathComponent;
@property (readonly, copy) NSString *pathExtension;
@property (readonly, copy) NSArray<NSString *> *pathComponents;
- (NSArray<NSString *> *)componentsSeparatedByString:(NSString *)separator;
- (NSArray<NSString *> *)componentsSeparatedByCharactersInSet:(NSCharacterSet *)separator;
- (void)enumerateSubstringsInRange:(NSRange)range options:(NSUInteger)opts usingBlock:(void (^)(NSString *substring, NSRange substringRange, NSRange enclosingRange, BOOL *stop))block;
- (void)enumerateLinesUsingBlock:(void (^)(NSString *line, BOOL *stop))block;
- (NSData *)dataUsingEncoding:(NSStringEncoding)encoding;
- (NSData *)dataUsingEncoding:(NSStringEncoding)encoding allowLossyConversion:(BOOL)lossy;
- (BOOL)writeToFile:(NSString *)path atomically:(BOOL)useAuxiliaryFile encoding:(NSStringEncoding)enc error:(NSError **)error;
- (BOOL)writeToURL:(NSURL *)url atomically:(BOOL)useAuxiliaryFile encoding:(NSStringEncoding)enc error:(NSError **)error;
- (NSUInteger)lengthOfBytesUsingEncoding:(NSStringEncoding)enc;
- (const char *)cStringUsingEncoding:(NSStringEncoding)encoding;
- (void)getCharacters:(unichar *)buffer range:(NSRange)range;
- (id)propertyList;
- (NSString *)stringByFoldingWithOptions:(NSUInteger)options locale:(NSLocale *)locale;
- (NSString *)stringByApplyingTransform:(NSString *)transform reverse:(BOOL)reverse;
- (NSString *)uppercaseStringWithLocale:(NSLocale *)locale;
- (NSString *)lowercaseStringWithLocale:(NSLocale *)locale;
- (BOOL)isAbsolutePath;
- (NSString *)stringByResolvingSymlinksInPath;
- (NSArray<NSString *> *)stringsByAppendingPaths:(NSArray<NSString *> *)paths;
@property (readonly, copy) NSString *uppercaseString;
@property (readonly, copy) NSString *lowercaseString;
@property (readonly, copy) NSString *capitalizedString;
@property (readonly, copy) NSString *localizedUppercaseString;
@property (readonly, copy) NSString *localizedLowercaseString;
@property (readonly, copy) NSString *localizedCapitalizedString;
@property (readonly, copy) NSString *decomposedStringWithCanonicalMapping;
@property (readonly, copy) NSString *precomposedStringWithCanonicalMapping;
@property (readonly) const char *UTF8String NS_RETURNS_INNER_POINTER;
@property (readonly) const char *fileSystemRepresentation NS_RETURNS_INNER_POINTER;
@property (readonly) double doubleValue;
@property (readonly) float floatValue;
@property (readonly) int intValue;
@property (readonly) NSInteger integerValue;
@property (readonly) long long longLongValue;
@property (readonly) BOOL boolValue;
@property (readonly) NSStringEncoding fastestEncoding;
@property (readonly) NSStringEncoding smallestEncoding;
@end
enum {
  NSASCIIStringEncoding = 1, NSNEXTSTEPStringEncoding = 2, NSJapaneseEUCStringEncoding = 3, NSUTF8StringEncoding = 4,
  NSISOLatin1StringEncoding = 5, NSNonLossyASCIIStringEncoding = 7, NSShiftJISStringEncoding = 8, NSUnicodeStringEncoding = 10,
  NSWindowsCP1252StringEncoding = 12, NSUTF16StringEncoding = 10, NSUTF16BigEndianStringEncoding = 0x90000100,
  NSUTF16LittleEndianStringEncoding = 0x94000100, NSUTF32StringEncoding = 0x8c000100
};
typedef NS_OPTIONS(NSUInteger, NSStringCompareOptions) {
  NSCaseInsensitiveSearch = 1, NSLiteralSearch = 2, NSBackwardsSearch = 4, NSAnchoredSearch = 8, NSNumericSearch = 64,
  NSDiacriticInsensitiveSearch = 128, NSWidthInsensitiveSearch = 256, NSForcedOrderingSearch = 512, NSRegularExpressionSearch = 1024
};
typedef NS_OPTIONS(NSUInteger, NSStringEnumerationOptions) {
  NSStringEnumerationByLines = 0, NSStringEnumerationByParagraphs = 1, NSStringEnumerationByComposedCharacterSequences = 2,
  NSStringEnumerationByWords = 3, NSStringEnumerationBySentences = 4, NSStringEnumerationReverse = 1UL << 8,
  NSStringEnumerationSubstringNotRequired = 1UL << 9, NSStringEnumerationLocalized = 1UL << 10
};

@interface NSMutableString : NSString
+ (instancetype)stringWithCapacity:(NSUInteger)capacity;
- (instancetype)initWithCapacity:(NSUInteger)capacity;
- (void)appendString:(NSString *)aString;
- (void)appendFormat:(NSString *)format, ... NS_FORMAT_FUNCTION(1, 2);
- (void)insertString:(NSString *)aString atIndex:(NSUInteger)loc;
- (void)deleteCharactersInRange:(NSRange)range;
- (void)replaceCharactersInRange:(NSRange)range withString:(NSString *)aString;
- (NSUInteger)replaceOccurrencesOfString:(NSString *)target withString:(NSString *)replacement options:(NSUInteger)options range:(NSRange)searchRange;
- (void)setString:(NSString *)aString;
@end

@interface NSCharacterSet : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property (class, readonly, copy) NSCharacterSet *whitespaceCharacterSet;
@property (class, readonly, copy) NSCharacterSet *whitespaceAndNewlineCharacterSet;
@property (class, readonly, copy) NSCharacterSet *newlineCharacterSet;
@property (class, readonly, copy) NSCharacterSet *decimalDigitCharacterSet;
@property (class, readonly, copy) NSCharacterSet *letterCharacterSet;
@property (class, readonly, copy) NSCharacterSet *alphanumericCharacterSet;
@property (class, readonly, copy) NSCharacterSet *punctuationCharacterSet;
@property (class, readonly, copy) NSCharacterSet *uppercaseLetterCharacterSet;
@property (class, readonly, copy) NSCharacterSet *lowercaseLetterCharacterSet;
@property (class, readonly, copy) NSCharacterSet *symbolCharacterSet;
@property (class, readonly, copy) NSCharacterSet *URLQueryAllowedCharacterSet;
@property (class, readonly, copy) NSCharacterSet *URLPathAllowedCharacterSet;
@property (class, readonly, copy) NSCharacterSet *URLHostAllowedCharacterSet;
@property (class, readonly, copy) NSCharacterSet *URLFragmentAllowedCharacterSet;
+ (NSCharacterSet *)characterSetWithCharactersInString:(NSString *)aString;
+ (NSCharacterSet *)characterSetWithRange:(NSRange)aRange;
@property (readonly, copy) NSCharacterSet *invertedSet;
- (BOOL)characterIsMember:(unichar)aCharacter;
@end
@interface NSMutableCharacterSet : NSCharacterSet
- (void)addCharactersInString:(NSString *)aString;
- (void)removeCharactersInString:(NSString *)aString;
- (void)formUnionWithCharacterSet:(NSCharacterSet *)otherSet;
@end

@interface NSValue : NSObject <NSCopying, NSSecureCoding>
+ (NSValue *)valueWithBytes:(const void *)value objCType:(const char *)type;
+ (NSValue *)value:(const void *)value withObjCType:(const char *)type;
+ (NSValue *)valueWithNonretainedObject:(id)anObject;
+ (NSValue *)valueWithPointer:(const void *)pointer;
+ (NSValue *)valueWithRange:(NSRange)range;
- (void)getValue:(void *)value;
- (void)getValue:(void *)value size:(NSUInteger)size;
@property (readonly) const char *objCType NS_RETURNS_INNER_POINTER;
@property (readonly) id nonretainedObjectValue;
@property (readonly) void *pointerValue;
@property (readonly) NSRange rangeValue;
- (BOOL)isEqualToValue:(NSValue *)value;
@end

@interface NSNumber : NSValue
- (instancetype)initWithChar:(char)value;
- (instancetype)initWithInt:(int)value;
- (instancetype)initWithInteger:(NSInteger)value;
- (instancetype)initWithUnsignedInteger:(NSUInteger)value;
- (instancetype)initWithLongLong:(long long)value;
- (instancetype)initWithFloat:(float)value;
- (instancetype)initWithDouble:(double)value;
- (instancetype)initWithBool:(BOOL)value;
+ (NSNumber *)numberWithChar:(char)value;
+ (NSNumber *)numberWithUnsignedChar:(unsigned char)value;
+ (NSNumber *)numberWithShort:(short)value;
+ (NSNumber *)numberWithUnsignedShort:(unsigned short)value;
+ (NSNumber *)numberWithInt:(int)value;
+ (NSNumber *)numberWithUnsignedInt:(unsigned int)value;
+ (NSNumber *)numberWithLong:(long)value;
+ (NSNumber *)numberWithUnsignedLong:(unsigned long)value;
+ (NSNumber *)numberWithLongLong:(long long)value;
+ (NSNumber *)numberWithUnsignedLongLong:(unsigned long long)value;
+ (NSNumber *)numberWithFloat:(float)value;
+ (NSNumber *)numberWithDouble:(double)value;
+ (NSNumber *)numberWithBool:(BOOL)value;
+ (NSNumber *)numberWithInteger:(NSInteger)value;
+ (NSNumber *)numberWithUnsignedInteger:(NSUInteger)value;
@property (readonly) char charValue;
@property (readonly) unsigned char unsignedCharValue;
@property (readonly) short shortValue;
@property (readonly) unsigned short unsignedShortValue;
@property (readonly) int intValue;
@property (readonly) unsigned int unsignedIntValue;
@property (readonly) long longValue;
@property (readonly) unsigned long unsignedLongValue;
@property (readonly) long long longLongValue;
@property (readonly) unsigned long long unsignedLongLongValue;
@property (readonly) float floatValue;
@property (readonly) double doubleValue;
@property (readonly) BOOL boolValue;
@property (readonly) NSInteger integerValue;
@property (readonly) NSUInteger unsignedIntegerValue;
@property (readonly, copy) NSString *stringValue;
- (NSComparisonResult)compare:(NSNumber *)otherNumber;
- (BOOL)isEqualToNumber:(NSNumber *)number;
- (NSString *)descriptionWithLocale:(id)locale;
@end

@interface NSDecimalNumber : NSNumber
+ (NSDecimalNumber *)decimalNumberWithString:(NSString *)numberValue;
+ (NSDecimalNumber *)zero;
+ (NSDecimalNumber *)one;
+ (NSDecimalNumber *)notANumber;
- (instancetype)initWithString:(NSString *)numberValue;
- (NSDecimalNumber *)decimalNumberByAdding:(NSDecimalNumber *)decimalNumber;
- (NSDecimalNumber *)decimalNumberBySubtracting:(NSDecimalNumber *)decimalNumber;
- (NSDecimalNumber *)decimalNumberByMultiplyingBy:(NSDecimalNumber *)decimalNumber;
- (NSDecimalNumber *)decimalNumberByDividingBy:(NSDecimalNumber *)decimalNumber;
- (NSDecimalNumber *)decimalNumberByRoundingAccordingToBehavior:(id)behavior;
@end
@interface NSDecimalNumberHandler : NSObject
+ (instancetype)decimalNumberHandlerWithRoundingMode:(NSUInteger)roundingMode scale:(short)scale raiseOnExactness:(BOOL)exact raiseOnOverflow:(BOOL)overflow raiseOnUnderflow:(BOOL)underflow raiseOnDivideByZero:(BOOL)divideByZero;
@end
typedef NS_ENUM(NSUInteger, NSRoundingMode) { NSRoundPlain, NSRoundDown, NSRoundUp, NSRoundBankers };

@interface NSArray<__covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding, NSFastEnumeration>
@property (readonly) NSUInteger count;
- (ObjectType)objectAtIndex:(NSUInteger)index;
- (ObjectType)objectAtIndexedSubscript:(NSUInteger)idx;
- (instancetype)init;
- (instancetype)initWithObjects:(const ObjectType [])objects count:(NSUInteger)cnt;
- (instancetype)initWithObjects:(ObjectType)firstObj, ... NS_REQUIRES_NIL_TERMINATION;
- (instancetype)initWithArray:(NSArray<ObjectType> *)array;
- (instancetype)initWithArray:(NSArray<ObjectType> *)array copyItems:(BOOL)flag;
- (instancetype)initWithContentsOfFile:(NSString *)path;
+ (instancetype)array;
+ (instancetype)arrayWithObject:(ObjectType)anObject;
+ (instancetype)arrayWithObjects:(const ObjectType [])objects count:(NSUInteger)cnt;
+ (instancetype)arrayWithObjects:(ObjectType)firstObj, ... NS_REQUIRES_NIL_TERMINATION;
+ (instancetype)arrayWithArray:(NSArray<ObjectType> *)array;
+ (NSArray<ObjectType> *)arrayWithContentsOfFile:(NSString *)path;
+ (NSArray<ObjectType> *)arrayWithContentsOfURL:(NSURL *)url;
- (NSArray<ObjectType> *)arrayByAddingObject:(ObjectType)anObject;
- (NSArray<ObjectType> *)arrayByAddingObjectsFromArray:(NSArray<ObjectType> *)otherArray;
- (NSString *)componentsJoinedByString:(NSString *)separator;
- (BOOL)containsObject:(ObjectType)anObject;
- (ObjectType)firstObjectCommonWithArray:(NSArray<ObjectType> *)otherArray;
- (NSUInteger)indexOfObject:(ObjectType)anObject;
- (NSUInteger)indexOfObject:(ObjectType)anObject inRange:(NSRange)range;
- (NSUInteger)indexOfObjectIdenticalTo:(ObjectType)anObject;
- (NSUInteger)indexOfObjectPassingTest:(BOOL (^)(ObjectType obj, NSUInteger idx, BOOL *stop))predicate;
- (NSIndexSet *)indexesOfObjectsPassingTest:(BOOL (^)(ObjectType obj, NSUInteger idx, BOOL *stop))predicate;
- (BOOL)isEqualToArray:(NSArray<ObjectType> *)otherArray;
@property (readonly) ObjectType firstObject;
@property (readonly) ObjectType lastObject;
- (NSEnumerator<ObjectType> *)objectEnumerator;
- (NSEnumerator<ObjectType> *)reverseObjectEnumerator;
- (NSArray<ObjectType> *)sortedArrayUsingSelector:(SEL)comparator;
- (NSArray<ObjectType> *)sortedArrayUsingComparator:(NSComparator)cmptr;
- (NSArray<ObjectType> *)sortedArrayWithOptions:(NSSortOptions)opts usingComparator:(NSComparator)cmptr;
- (NSArray<ObjectType> *)sortedArrayUsingDescriptors:(NSArray<NSSortDescriptor *> *)sortDescriptors;
- (NSArray<ObjectType> *)sortedArrayUsingFunction:(NSInteger (*)(ObjectType, ObjectType, void *))comparator context:(void *)context;
- (NSArray<ObjectType> *)subarrayWithRange:(NSRange)range;
- (NSArray<ObjectType> *)objectsAtIndexes:(NSIndexSet *)indexes;
- (NSArray<ObjectType> *)filteredArrayUsingPredicate:(NSPredicate *)predicate;
- (void)makeObjectsPerformSelector:(SEL)aSelector;
- (void)makeObjectsPerformSelector:(SEL)aSelector withObject:(id)argument;
- (void)enumerateObjectsUsingBlock:(void (^)(ObjectType obj, NSUInteger idx, BOOL *stop))block;
- (void)enumerateObjectsWithOptions:(NSEnumerationOptions)opts usingBlock:(void (^)(ObjectType obj, NSUInteger idx, BOOL *stop))block;
- (void)enumerateObjectsAtIndexes:(NSIndexSet *)s options:(NSEnumerationOptions)opts usingBlock:(void (^)(ObjectType obj, NSUInteger idx, BOOL *stop))block;
- (BOOL)writeToFile:(NSString *)path atomically:(BOOL)useAuxiliaryFile;
- (BOOL)writeToURL:(NSURL *)url atomically:(BOOL)atomically;
- (id)valueForKey:(NSString *)key;
@end

@interface NSMutableArray<ObjectType> : NSArray<ObjectType>
+ (instancetype)arrayWithCapacity:(NSUInteger)numItems;
- (instancetype)initWithCapacity:(NSUInteger)numItems;
- (void)addObject:(ObjectType)anObject;
- (void)insertObject:(ObjectType)anObject atIndex:(NSUInteger)index;
- (void)removeLastObject;
- (void)removeObjectAtIndex:(NSUInteger)index;
- (void)replaceObjectAtIndex:(NSUInteger)index withObject:(ObjectType)anObject;
- (void)addObjectsFromArray:(NSArray<ObjectType> *)otherArray;
- (void)exchangeObjectAtIndex:(NSUInteger)idx1 withObjectAtIndex:(NSUInteger)idx2;
- (void)removeAllObjects;
- (void)removeObject:(ObjectType)anObject;
- (void)removeObject:(ObjectType)anObject inRange:(NSRange)range;
- (void)removeObjectIdenticalTo:(ObjectType)anObject;
- (void)removeObjectsInArray:(NSArray<ObjectType> *)otherArray;
- (void)removeObjectsInRange:(NSRange)range;
- (void)removeObjectsAtIndexes:(NSIndexSet *)indexes;
- (void)insertObjects:(NSArray<ObjectType> *)objects atIndexes:(NSIndexSet *)indexes;
- (void)replaceObjectsInRange:(NSRange)range withObjectsFromArray:(NSArray<ObjectType> *)otherArray;
- (void)replaceObjectsAtIndexes:(NSIndexSet *)indexes withObjects:(NSArray<ObjectType> *)objects;
- (void)setArray:(NSArray<ObjectType> *)otherArray;
- (void)setObject:(ObjectType)obj atIndexedSubscript:(NSUInteger)idx;
- (void)sortUsingSelector:(SEL)comparator;
- (void)sortUsingComparator:(NSComparator)cmptr;
- (void)sortWithOptions:(NSSortOptions)opts usingComparator:(NSComparator)cmptr;
- (void)sortUsingDescriptors:(NSArray<NSSortDescriptor *> *)sortDescriptors;
- (void)filterUsingPredicate:(NSPredicate *)predicate;
@end

@interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding, NSFastEnumeration>
@property (readonly) NSUInteger count;
- (ObjectType)objectForKey:(KeyType)aKey;
- (ObjectType)objectForKeyedSubscript:(KeyType)key;
- (NSEnumerator<KeyType> *)keyEnumerator;
- (NSEnumerator<ObjectType> *)objectEnumerator;
- (instancetype)init;
- (instancetype)initWithObjects:(const ObjectType [])objects forKeys:(const KeyType [])keys count:(NSUInteger)cnt;
- (instancetype)initWithObjectsAndKeys:(id)firstObject, ... NS_REQUIRES_NIL_TERMINATION;
- (instancetype)initWithDictionary:(NSDictionary<KeyType, ObjectType> *)otherDictionary;
- (instancetype)initWithDictionary:(NSDictionary<KeyType, ObjectType> *)otherDictionary copyItems:(BOOL)flag;
- (instancetype)initWithObjects:(NSArray<ObjectType> *)objects forKeys:(NSArray<KeyType> *)keys;
- (instancetype)initWithContentsOfFile:(NSString *)path;
+ (instancetype)dictionary;
+ (instancetype)dictionaryWithObject:(ObjectType)object forKey:(KeyType)key;
+ (instancetype)dictionaryWithObjects:(const ObjectType [])objects forKeys:(const KeyType [])keys count:(NSUInteger)cnt;
+ (instancetype)dictionaryWithObjectsAndKeys:(id)firstObject, ... NS_REQUIRES_NIL_TERMINATION;
+ (instancetype)dictionaryWithDictionary:(NSDictionary<KeyType, ObjectType> *)dict;
+ (instancetype)dictionaryWithObjects:(NSArray<ObjectType> *)objects forKeys:(NSArray<KeyType> *)keys;
+ (NSDictionary<KeyType, ObjectType> *)dictionaryWithContentsOfFile:(NSString *)path;
+ (NSDictionary<KeyType, ObjectType> *)dictionaryWithContentsOfURL:(NSURL *)url;
@property (readonly, copy) NSArray<KeyType> *allKeys;
@property (readonly, copy) NSArray<ObjectType> *allValues;
- (NSArray<KeyType> *)allKeysForObject:(ObjectType)anObject;
- (BOOL)isEqualToDictionary:(NSDictionary<KeyType, ObjectType> *)otherDictionary;
- (NSArray<ObjectType> *)objectsForKeys:(NSArray<KeyType> *)keys notFoundMarker:(ObjectType)marker;
- (NSArray<KeyType> *)keysSortedByValueUsingSelector:(SEL)comparator;
- (NSArray<KeyType> *)keysSortedByValueUsingComparator:(NSComparator)cmptr;
- (NSSet<KeyType> *)keysOfEntriesPassingTest:(BOOL (^)(KeyType key, ObjectType obj, BOOL *stop))predicate;
- (void)enumerateKeysAndObjectsUsingBlock:(void (^)(KeyType key, ObjectType obj, BOOL *stop))block;
- (void)enumerateKeysAndObjectsWithOptions:(NSEnumerationOptions)opts usingBlock:(void (^)(KeyType key, ObjectType obj, BOOL *stop))block;
- (BOOL)writeToFile:(NSString *)path atomically:(BOOL)useAuxiliaryFile;
- (BOOL)writeToURL:(NSURL *)url atomically:(BOOL)atomically;
- (id)valueForKey:(NSString *)key;
@end

@interface NSMutableDictionary<KeyType, ObjectType> : NSDictionary<KeyType, ObjectType>
+ (instancetype)dictionaryWithCapacity:(NSUInteger)numItems;
- (instancetype)initWithCapacity:(NSUInteger)numItems;
- (void)removeObjectForKey:(KeyType)aKey;
- (void)setObject:(ObjectType)anObject forKey:(KeyType <NSCopying>)aKey;
- (void)setObject:(ObjectType)obj forKeyedSubscript:(KeyType <NSCopying>)key;
- (void)addEntriesFromDictionary:(NSDictionary<KeyType, ObjectType> *)otherDictionary;
- (void)removeAllObjects;
- (void)removeObjectsForKeys:(NSArray<KeyType> *)keyArray;
- (void)setDictionary:(NSDictionary<KeyType, ObjectType> *)otherDictionary;
- (void)setValue:(ObjectType)value forKey:(NSString *)key;
@end

@interface NSSet<__covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding, NSFastEnumeration>
@property (readonly) NSUInteger count;
- (ObjectType)member:(ObjectType)object;
- (NSEnumerator<ObjectType> *)objectEnumerator;
- (instancetype)initWithObjects:(ObjectType)firstObj, ... NS_REQUIRES_NIL_TERMINATION;
- (instancetype)initWithArray:(NSArray<ObjectType> *)array;
- (instancetype)initWithSet:(NSSet<ObjectType> *)set;
+ (instancetype)set;
+ (instancetype)setWithObject:(ObjectType)object;
+ (instancetype)setWithObjects:(ObjectType)firstObj, ... NS_REQUIRES_NIL_TERMINATION;
+ (instancetype)setWithArray:(NSArray<ObjectType> *)array;
+ (instancetype)setWithSet:(NSSet<ObjectType> *)set;
@property (readonly, copy) NSArray<ObjectType> *allObjects;
- (ObjectType)anyObject;
- (BOOL)containsObject:(ObjectType)anObject;
- (BOOL)intersectsSet:(NSSet<ObjectType> *)otherSet;
- (BOOL)isEqualToSet:(NSSet<ObjectType> *)otherSet;
- (BOOL)isSubsetOfSet:(NSSet<ObjectType> *)otherSet;
- (NSSet<ObjectType> *)setByAddingObject:(ObjectType)anObject;
- (NSSet<ObjectType> *)setByAddingObjectsFromSet:(NSSet<ObjectType> *)other;
- (NSSet<ObjectType> *)setByAddingObjectsFromArray:(NSArray<ObjectType> *)other;
- (NSSet<ObjectType> *)filteredSetUsingPredicate:(NSPredicate *)predicate;
- (NSSet<ObjectType> *)objectsPassingTest:(BOOL (^)(ObjectType obj, BOOL *stop))predicate;
- (void)enumerateObjectsUsingBlock:(void (^)(ObjectType obj, BOOL *stop))block;
- (void)makeObjectsPerformSelector:(SEL)aSelector;
- (NSArray<ObjectType> *)sortedArrayUsingDescriptors:(NSArray<NSSortDescriptor *> *)sortDescriptors;
@end
@interface NSMutableSet<ObjectType> : NSSet<ObjectType>
+ (instancetype)setWithCapacity:(NSUInteger)numItems;
- (instancetype)initWithCapacity:(NSUInteger)numItems;
- (void)addObject:(ObjectType)object;
- (void)removeObject:(ObjectType)object;
- (void)addObjectsFromArray:(NSArray<ObjectType> *)array;
- (void)intersectSet:(NSSet<ObjectType> *)otherSet;
- (void)minusSet:(NSSet<ObjectType> *)otherSet;
- (void)removeAllObjects;
- (void)unionSet:(NSSet<ObjectType> *)otherSet;
- (void)setSet:(NSSet<ObjectType> *)otherSet;
@end
@interface NSCountedSet<ObjectType> : NSMutableSet<ObjectType>
- (NSUInteger)countForObject:(ObjectType)object;
@end
@interface NSOrderedSet<__covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding, NSFastEnumeration>
@property (readonly) NSUInteger count;
- (ObjectType)objectAtIndex:(NSUInteger)idx;
- (ObjectType)objectAtIndexedSubscript:(NSUInteger)idx;
- (NSUInteger)indexOfObject:(ObjectType)object;
+ (instancetype)orderedSet;
+ (instancetype)orderedSetWithArray:(NSArray<ObjectType> *)array;
+ (instancetype)orderedSetWithObject:(ObjectType)object;
- (instancetype)initWithArray:(NSArray<ObjectType> *)array;
@property (readonly) ObjectType firstObject;
@property (readonly) ObjectType lastObject;
@property (readonly, strong) NSArray<ObjectType> *array;
@property (readonly, strong) NSSet<ObjectType> *set;
- (BOOL)containsObject:(ObjectType)object;
- (void)enumerateObjectsUsingBlock:(void (^)(ObjectType obj, NSUInteger idx, BOOL *stop))block;
@end
@interface NSMutableOrderedSet<ObjectType> : NSOrderedSet<ObjectType>
+ (instancetype)orderedSetWithCapacity:(NSUInteger)numItems;
- (void)addObject:(ObjectType)object;
- (void)addObjectsFromArray:(NSArray<ObjectType> *)array;
- (void)insertObject:(ObjectType)object atIndex:(NSUInteger)idx;
- (void)removeObject:(ObjectType)object;
- (void)removeObjectAtIndex:(NSUInteger)idx;
- (void)removeAllObjects;
@end

@interface NSIndexSet : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
+ (instancetype)indexSet;
+ (instancetype)indexSetWithIndex:(NSUInteger)value;
+ (instancetype)indexSetWithIndexesInRange:(NSRange)range;
- (instancetype)initWithIndex:(NSUInteger)value;
- (instancetype)initWithIndexesInRange:(NSRange)range;
@property (readonly) NSUInteger count;
@property (readonly) NSUInteger firstIndex;
@property (readonly) NSUInteger lastIndex;
- (NSUInteger)indexGreaterThanIndex:(NSUInteger)value;
- (BOOL)containsIndex:(NSUInteger)value;
- (void)enumerateIndexesUsingBlock:(void (^)(NSUInteger idx, BOOL *stop))block;
- (void)enumerateRangesUsingBlock:(void (^)(NSRange range, BOOL *stop))block;
@end
@interface NSMutableIndexSet : NSIndexSet
- (void)addIndex:(NSUInteger)value;
- (void)addIndexes:(NSIndexSet *)indexSet;
- (void)addIndexesInRange:(NSRange)range;
- (void)removeIndex:(NSUInteger)value;
- (void)removeAllIndexes;
@end

@interface NSIndexPath : NSObject <NSCopying, NSSecureCoding>
+ (instancetype)indexPathWithIndex:(NSUInteger)index;
+ (instancetype)indexPathWithIndexes:(const NSUInteger [])indexes length:(NSUInteger)length;
+ (instancetype)indexPathForRow:(NSInteger)row inSection:(NSInteger)section;
+ (instancetype)indexPathForItem:(NSInteger)item inSection:(NSInteger)section;
- (NSUInteger)indexAtPosition:(NSUInteger)position;
@property (readonly) NSUInteger length;
@property (readonly) NSInteger section;
@property (readonly) NSInteger row;
@property (readonly) NSInteger item;
- (NSComparisonResult)compare:(NSIndexPath *)otherObject;
- (NSIndexPath *)indexPathByAddingIndex:(NSUInteger)index;
@end

@interface NSData : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property (readonly) NSUInteger length;
@property (readonly) const void *bytes NS_RETURNS_INNER_POINTER;
+ (instancetype)data;
+ (instancetype)dataWithBytes:(const void *)bytes length:(NSUInteger)length;
+ (instancetype)dataWithBytesNoCopy:(void *)bytes length:(NSUInteger)length;
+ (instancetype)dataWithBytesNoCopy:(void *)bytes length:(NSUInteger)length freeWhenDone:(BOOL)b;
+ (instancetype)dataWithContentsOfFile:(NSString *)path;
+ (instancetype)dataWithContentsOfFile:(NSString *)path options:(NSUInteger)readOptionsMask error:(NSError **)errorPtr;
+ (instancetype)dataWithContentsOfURL:(NSURL *)url;
+ (instancetype)dataWithContentsOfURL:(NSURL *)url options:(NSUInteger)readOptionsMask error:(NSError **)errorPtr;
+ (instancetype)dataWithData:(NSData *)data;
- (instancetype)initWithBytes:(const void *)bytes length:(NSUInteger)length;
- (instancetype)initWithBase64EncodedString:(NSString *)base64String options:(NSUInteger)options;
- (instancetype)initWithBase64EncodedData:(NSData *)base64Data options:(NSUInteger)options;
- (instancetype)initWithContentsOfFile:(NSString *)path;
- (instancetype)initWithContentsOfURL:(NSURL *)url;
- (NSString *)base64EncodedStringWithOptions:(NSUInteger)options;
- (NSData *)base64EncodedDataWithOptions:(NSUInteger)options;
- (void)getBytes:(void *)buffer length:(NSUInteger)length;
- (void)getBytes:(void *)buffer range:(NSRange)range;
- (NSData *)subdataWithRange:(NSRange)range;
- (BOOL)isEqualToData:(NSData *)other;
- (BOOL)writeToFile:(NSString *)path atomically:(BOOL)useAuxiliaryFile;
- (BOOL)writeToFile:(NSString *)path options:(NSUInteger)writeOptionsMask error:(NSError **)errorPtr;
- (BOOL)writeToURL:(NSURL *)url atomically:(BOOL)atomically;
- (BOOL)writeToURL:(NSURL *)url options:(NSUInteger)writeOptionsMask error:(NSError **)errorPtr;
- (NSRange)rangeOfData:(NSData *)dataToFind options:(NSUInteger)mask range:(NSRange)searchRange;
@end
typedef NS_OPTIONS(NSUInteger, NSDataReadingOptions) { NSDataReadingMappedIfSafe = 1, NSDataReadingUncached = 2, NSDataReadingMappedAlways = 8 };
typedef NS_OPTIONS(NSUInteger, NSDataWritingOptions) { NSDataWritingAtomic = 1, NSDataWritingWithoutOverwriting = 2 };
typedef NS_OPTIONS(NSUInteger, NSDataBase64EncodingOptions) { NSDataBase64Encoding64CharacterLineLength = 1, NSDataBase64Encoding76CharacterLineLength = 2, NSDataBase64EncodingEndLineWithCarriageReturn = 16, NSDataBase64EncodingEndLineWithLineFeed = 32 };
typedef NS_OPTIONS(NSUInteger, NSDataBase64DecodingOptions) { NSDataBase64DecodingIgnoreUnknownCharacters = 1 };
@interface NSMutableData : NSData
+ (instancetype)dataWithCapacity:(NSUInteger)aNumItems;
+ (instancetype)dataWithLength:(NSUInteger)length;
- (instancetype)initWithCapacity:(NSUInteger)capacity;
- (instancetype)initWithLength:(NSUInteger)length;
@property (readonly) void *mutableBytes NS_RETURNS_INNER_POINTER;
@property NSUInteger length;
- (void)appendBytes:(const void *)bytes length:(NSUInteger)length;
- (void)appendData:(NSData *)other;
- (void)replaceBytesInRange:(NSRange)range withBytes:(const void *)bytes;
- (void)resetBytesInRange:(NSRange)range;
- (void)setData:(NSData *)data;
@end

@interface NSError : NSObject <NSCopying, NSSecureCoding>
- (instancetype)initWithDomain:(NSErrorDomain)domain code:(NSInteger)code userInfo:(NSDictionary<NSErrorUserInfoKey, id> *)dict;
+ (instancetype)errorWithDomain:(NSErrorDomain)domain code:(NSInteger)code userInfo:(NSDictionary<NSErrorUserInfoKey, id> *)dict;
@property (readonly, copy) NSErrorDomain domain;
@property (readonly) NSInteger code;
@property (readonly, copy) NSDictionary<NSErrorUserInfoKey, id> *userInfo;
@property (readonly, copy) NSString *localizedDescription;
@property (readonly, copy) NSString *localizedFailureReason;
@property (readonly, copy) NSString *localizedRecoverySuggestion;
@property (readonly, copy) NSArray<NSString *> *localizedRecoveryOptions;
@end
FOUNDATION_EXPORT NSErrorDomain const NSCocoaErrorDomain;
FOUNDATION_EXPORT NSErrorDomain const NSPOSIXErrorDomain;
FOUNDATION_EXPORT NSErrorDomain const NSOSStatusErrorDomain;
FOUNDATION_EXPORT NSErrorDomain const NSMachErrorDomain;
FOUNDATION_EXPORT NSErrorDomain const NSURLErrorDomain;
FOUNDATION_EXPORT NSErrorUserInfoKey const NSUnderlyingErrorKey;
FOUNDATION_EXPORT NSErrorUserInfoKey const NSLocalizedDescriptionKey;
FOUNDATION_EXPORT NSErrorUserInfoKey const NSLocalizedFailureReasonErrorKey;
FOUNDATION_EXPORT NSErrorUserInfoKey const NSLocalizedRecoverySuggestionErrorKey;
FOUNDATION_EXPORT NSErrorUserInfoKey const NSLocalizedRecoveryOptionsErrorKey;
FOUNDATION_EXPORT NSErrorUserInfoKey const NSFilePathErrorKey;
FOUNDATION_EXPORT NSErrorUserInfoKey const NSURLErrorFailingURLErrorKey;
FOUNDATION_EXPORT NSErrorUserInfoKey const NSURLErrorFailingURLStringErrorKey;
FOUNDATION_EXPORT NSErrorUserInfoKey const NSStringEncodingErrorKey;
enum {
  NSURLErrorUnknown = -1, NSURLErrorCancelled = -999, NSURLErrorBadURL = -1000, NSURLErrorTimedOut = -1001,
  NSURLErrorUnsupportedURL = -1002, NSURLErrorCannotFindHost = -1003, NSURLErrorCannotConnectToHost = -1004,
  NSURLErrorNetworkConnectionLost = -1005, NSURLErrorDNSLookupFailed = -1006, NSURLErrorHTTPTooManyRedirects = -1007,
  NSURLErrorResourceUnavailable = -1008, NSURLErrorNotConnectedToInternet = -1009, NSURLErrorBadServerResponse = -1011,
  NSURLErrorUserCancelledAuthentication = -1012, NSURLErrorUserAuthenticationRequired = -1013,
  NSURLErrorCannotDecodeContentData = -1016, NSURLErrorCannotParseResponse = -1017, NSURLErrorSecureConnectionFailed = -1200,
  NSFileNoSuchFileError = 4, NSFileReadNoSuchFileError = 260, NSFileWriteFileExistsError = 516,
  NSPropertyListReadCorruptError = 3840, NSUserCancelledError = 3072, NSValidationErrorMinimum = 1024, NSFormattingError = 2048
};

@interface NSException : NSObject <NSCopying, NSSecureCoding>
+ (NSException *)exceptionWithName:(NSExceptionName)name reason:(NSString *)reason userInfo:(NSDictionary *)userInfo;
- (instancetype)initWithName:(NSExceptionName)aName reason:(NSString *)aReason userInfo:(NSDictionary *)aUserInfo;
@property (readonly, copy) NSExceptionName name;
@property (readonly, copy) NSString *reason;
@property (readonly, copy) NSDictionary *userInfo;
@property (readonly, copy) NSArray<NSNumber *> *callStackReturnAddresses;
@property (readonly, copy) NSArray<NSString *> *callStackSymbols;
- (void)raise __attribute__((noreturn));
+ (void)raise:(NSExceptionName)name format:(NSString *)format, ... NS_FORMAT_FUNCTION(2, 3) __attribute__((noreturn));
@end
FOUNDATION_EXPORT NSExceptionName const NSGenericException;
FOUNDATION_EXPORT NSExceptionName const NSRangeException;
FOUNDATION_EXPORT NSExceptionName const NSInvalidArgumentException;
FOUNDATION_EXPORT NSExceptionName const NSInternalInconsistencyException;
FOUNDATION_EXPORT NSExceptionName const NSMallocException;
FOUNDATION_EXPORT NSExceptionName const NSObjectNotAvailableException;
FOUNDATION_EXPORT NSExceptionName const NSDestinationInvalidException;
FOUNDATION_EXPORT NSExceptionName const NSInvalidArchiveOperationException;
FOUNDATION_EXPORT NSExceptionName const NSInvalidUnarchiveOperationException;
@interface NSAssertionHandler : NSObject
+ (NSAssertionHandler *)currentHandler;
- (void)handleFailureInMethod:(SEL)selector object:(id)object file:(NSString *)fileName lineNumber:(NSInteger)line description:(NSString *)format, ...;
- (void)handleFailureInFunction:(NSString *)functionName file:(NSString *)fileName lineNumber:(NSInteger)line description:(NSString *)format, ...;
@end
typedef void NSUncaughtExceptionHandler(NSException *exception);
FOUNDATION_EXPORT void NSSetUncaughtExceptionHandler(NSUncaughtExceptionHandler *handler);
FOUNDATION_EXPORT NSUncaughtExceptionHandler *NSGetUncaughtExceptionHandler(void);

FOUNDATION_EXPORT void NSLog(NSString *format, ...) NS_FORMAT_FUNCTION(1, 2);
FOUNDATION_EXPORT void NSLogv(NSString *format, va_list args);
FOUNDATION_EXPORT NSString *NSStringFromSelector(SEL aSelector);
FOUNDATION_EXPORT SEL NSSelectorFromString(NSString *aSelectorName);
FOUNDATION_EXPORT NSString *NSStringFromClass(Class aClass);
FOUNDATION_EXPORT Class NSClassFromString(NSString *aClassName);
FOUNDATION_EXPORT NSString *NSStringFromProtocol(Protocol *proto);
FOUNDATION_EXPORT Protocol *NSProtocolFromString(NSString *namestr);
FOUNDATION_EXPORT NSString *NSStringFromRange(NSRange range);
FOUNDATION_EXPORT NSRange NSRangeFromString(NSString *aString);
FOUNDATION_EXPORT const char *NSGetSizeAndAlignment(const char *typePtr, NSUInteger *sizep, NSUInteger *alignp);
FOUNDATION_EXPORT NSString *NSHomeDirectory(void);
FOUNDATION_EXPORT NSString *NSTemporaryDirectory(void);
FOUNDATION_EXPORT NSString *NSUserName(void);
FOUNDATION_EXPORT NSRange NSUnionRange(NSRange range1, NSRange range2);
FOUNDATION_EXPORT NSRange NSIntersectionRange(NSRange range1, NSRange range2);
typedef NS_ENUM(NSUInteger, NSSearchPathDirectory) { NSApplicationDirectory = 1, NSLibraryDirectory = 5, NSUserDirectory = 7, NSDocumentationDirectory = 8, NSDocumentDirectory = 9, NSCachesDirectory = 13, NSApplicationSupportDirectory = 14, NSDownloadsDirectory = 15 };
typedef NS_OPTIONS(NSUInteger, NSSearchPathDomainMask) { NSUserDomainMask = 1, NSLocalDomainMask = 2, NSNetworkDomainMask = 4, NSSystemDomainMask = 8, NSAllDomainsMask = 0x0ffff };
FOUNDATION_EXPORT NSArray<NSString *> *NSSearchPathForDirectoriesInDomains(NSSearchPathDirectory directory, NSSearchPathDomainMask domainMask, BOOL expandTilde);

@interface NSNull : NSObject <NSCopying, NSSecureCoding>
+ (NSNull *)null;
@end

@interface NSDate : NSObject <NSCopying, NSSecureCoding>
@property (readonly) NSTimeInterval timeIntervalSinceReferenceDate;
+ (instancetype)date;
+ (instancetype)dateWithTimeIntervalSinceNow:(NSTimeInterval)secs;
+ (instancetype)dateWithTimeIntervalSince1970:(NSTimeInterval)secs;
+ (instancetype)dateWithTimeIntervalSinceReferenceDate:(NSTimeInterval)ti;
+ (instancetype)dateWithTimeInterval:(NSTimeInterval)secsToBeAdded sinceDate:(NSDate *)date;
@property (class, readonly, copy) NSDate *distantFuture;
@property (class, readonly, copy) NSDate *distantPast;
@property (class, readonly) NSTimeInterval timeIntervalSinceReferenceDate;
- (instancetype)initWithTimeIntervalSinceNow:(NSTimeInterval)secs;
- (instancetype)initWithTimeIntervalSince1970:(NSTimeInterval)secs;
- (instancetype)initWithTimeInterval:(NSTimeInterval)secsToBeAdded sinceDate:(NSDate *)date;
- (NSTimeInterval)timeIntervalSinceDate:(NSDate *)anotherDate;
@property (readonly) NSTimeInterval timeIntervalSinceNow;
@property (readonly) NSTimeInterval timeIntervalSince1970;
- (instancetype)dateByAddingTimeInterval:(NSTimeInterval)ti;
- (NSDate *)earlierDate:(NSDate *)anotherDate;
- (NSDate *)laterDate:(NSDate *)anotherDate;
- (NSComparisonResult)compare:(NSDate *)other;
- (BOOL)isEqualToDate:(NSDate *)otherDate;
@end
@interface NSTimeZone : NSObject <NSCopying, NSSecureCoding>
@property (class, readonly, copy) NSTimeZone *systemTimeZone;
@property (class, readonly, copy) NSTimeZone *localTimeZone;
@property (class, copy) NSTimeZone *defaultTimeZone;
+ (instancetype)timeZoneWithName:(NSString *)tzName;
+ (instancetype)timeZoneWithAbbreviation:(NSString *)abbreviation;
+ (instancetype)timeZoneForSecondsFromGMT:(NSInteger)seconds;
@property (readonly, copy) NSString *name;
@property (readonly, copy) NSString *abbreviation;
- (NSInteger)secondsFromGMTForDate:(NSDate *)aDate;
@property (readonly) NSInteger secondsFromGMT;
@end
@interface NSLocale : NSObject <NSCopying, NSSecureCoding>
@property (class, readonly, copy) NSLocale *currentLocale;
@property (class, readonly, copy) NSLocale *systemLocale;
@property (class, readonly, copy) NSLocale *autoupdatingCurrentLocale;
@property (class, readonly, copy) NSArray<NSString *> *preferredLanguages;
@property (class, readonly, copy) NSArray<NSString *> *availableLocaleIdentifiers;
+ (instancetype)localeWithLocaleIdentifier:(NSString *)ident;
- (instancetype)initWithLocaleIdentifier:(NSString *)string;
- (id)objectForKey:(id)key;
- (NSString *)displayNameForKey:(id)key value:(id)value;
@property (readonly, copy) NSString *localeIdentifier;
@property (readonly, copy) NSString *languageCode;
@property (readonly, copy) NSString *countryCode;
@property (readonly, copy) NSString *currencyCode;
@property (readonly, copy) NSString *currencySymbol;
@end
FOUNDATION_EXPORT NSString * const NSLocaleCountryCode;
FOUNDATION_EXPORT NSString * const NSLocaleLanguageCode;
FOUNDATION_EXPORT NSString * const NSLocaleCurrencyCode;
FOUNDATION_EXPORT NSString * const NSLocaleIdentifier;
typedef NS_OPTIONS(NSUInteger, NSCalendarUnit) {
  NSCalendarUnitEra = 2, NSCalendarUnitYear = 4, NSCalendarUnitMonth = 8, NSCalendarUnitDay = 16, NSCalendarUnitHour = 32,
  NSCalendarUnitMinute = 64, NSCalendarUnitSecond = 128, NSCalendarUnitWeekday = 512, NSCalendarUnitWeekdayOrdinal = 1024,
  NSCalendarUnitQuarter = 2048, NSCalendarUnitWeekOfMonth = 4096, NSCalendarUnitWeekOfYear = 8192, NSCalendarUnitYearForWeekOfYear = 16384,
  NSCalendarUnitNanosecond = 32768, NSCalendarUnitCalendar = 1048576, NSCalendarUnitTimeZone = 2097152,
  NSEraCalendarUnit = 2, NSYearCalendarUnit = 4, NSMonthCalendarUnit = 8, NSDayCalendarUnit = 16, NSHourCalendarUnit = 32,
  NSMinuteCalendarUnit = 64, NSSecondCalendarUnit = 128, NSWeekCalendarUnit = 256, NSWeekdayCalendarUnit = 512,
  NSWeekdayOrdinalCalendarUnit = 1024, NSQuarterCalendarUnit = 2048, NSWeekOfMonthCalendarUnit = 4096, NSWeekOfYearCalendarUnit = 8192,
  NSYearForWeekOfYearCalendarUnit = 16384, NSCalendarCalendarUnit = 1048576, NSTimeZoneCalendarUnit = 2097152
};
typedef NS_OPTIONS(NSUInteger, NSCalendarOptions) { NSCalendarWrapComponents = 1, NSCalendarMatchStrictly = 2, NSCalendarMatchNextTime = 1024 };
typedef NSString *NSCalendarIdentifier;
FOUNDATION_EXPORT NSCalendarIdentifier const NSCalendarIdentifierGregorian;
FOUNDATION_EXPORT NSCalendarIdentifier const NSCalendarIdentifierChinese;
FOUNDATION_EXPORT NSCalendarIdentifier const NSCalendarIdentifierISO8601;
FOUNDATION_EXPORT NSString * const NSGregorianCalendar;
@class NSDateComponents;
@interface NSCalendar : NSObject <NSCopying, NSSecureCoding>
@property (class, readonly, copy) NSCalendar *currentCalendar;
@property (class, readonly, strong) NSCalendar *autoupdatingCurrentCalendar;
+ (NSCalendar *)calendarWithIdentifier:(NSCalendarIdentifier)calendarIdentifierConstant;
- (instancetype)initWithCalendarIdentifier:(NSCalendarIdentifier)ident;
@property (copy) NSLocale *locale;
@property (copy) NSTimeZone *timeZone;
@property NSUInteger firstWeekday;
- (NSDateComponents *)components:(NSCalendarUnit)unitFlags fromDate:(NSDate *)date;
- (NSDateComponents *)components:(NSCalendarUnit)unitFlags fromDate:(NSDate *)startingDate toDate:(NSDate *)resultDate options:(NSCalendarOptions)opts;
- (NSDate *)dateFromComponents:(NSDateComponents *)comps;
- (NSDate *)dateByAddingComponents:(NSDateComponents *)comps toDate:(NSDate *)date options:(NSCalendarOptions)opts;
- (NSDate *)dateByAddingUnit:(NSCalendarUnit)unit value:(NSInteger)value toDate:(NSDate *)date options:(NSCalendarOptions)options;
- (NSInteger)component:(NSCalendarUnit)unit fromDate:(NSDate *)date;
- (NSRange)rangeOfUnit:(NSCalendarUnit)smaller inUnit:(NSCalendarUnit)larger forDate:(NSDate *)date;
- (NSUInteger)ordinalityOfUnit:(NSCalendarUnit)smaller inUnit:(NSCalendarUnit)larger forDate:(NSDate *)date;
- (BOOL)isDateInToday:(NSDate *)date;
- (BOOL)isDateInYesterday:(NSDate *)date;
- (BOOL)isDateInTomorrow:(NSDate *)date;
- (BOOL)isDate:(NSDate *)date1 inSameDayAsDate:(NSDate *)date2;
- (NSDate *)startOfDayForDate:(NSDate *)date;
@end
@interface NSDateComponents : NSObject <NSCopying, NSSecureCoding>
@property (copy) NSCalendar *calendar;
@property (copy) NSTimeZone *timeZone;
@property NSInteger era, year, month, day, hour, minute, second, nanosecond, weekday, weekdayOrdinal, quarter, weekOfMonth, weekOfYear, yearForWeekOfYear;
@property (readonly, copy) NSDate *date;
@end
@interface NSFormatter : NSObject <NSCopying, NSCoding>
- (NSString *)stringForObjectValue:(id)obj;
@end
typedef NS_ENUM(NSUInteger, NSDateFormatterStyle) { NSDateFormatterNoStyle, NSDateFormatterShortStyle, NSDateFormatterMediumStyle, NSDateFormatterLongStyle, NSDateFormatterFullStyle };
@interface NSDateFormatter : NSFormatter
- (NSString *)stringFromDate:(NSDate *)date;
- (NSDate *)dateFromString:(NSString *)string;
+ (NSString *)localizedStringFromDate:(NSDate *)date dateStyle:(NSDateFormatterStyle)dstyle timeStyle:(NSDateFormatterStyle)tstyle;
+ (NSString *)dateFormatFromTemplate:(NSString *)tmplate options:(NSUInteger)opts locale:(NSLocale *)locale;
@property (copy) NSString *dateFormat;
@property NSDateFormatterStyle dateStyle;
@property NSDateFormatterStyle timeStyle;
@property (copy) NSLocale *locale;
@property (copy) NSTimeZone *timeZone;
@property (copy) NSCalendar *calendar;
@property BOOL doesRelativeDateFormatting;
@property (copy) NSString *AMSymbol;
@property (copy) NSString *PMSymbol;
@end
typedef NS_ENUM(NSUInteger, NSNumberFormatterStyle) { NSNumberFormatterNoStyle, NSNumberFormatterDecimalStyle, NSNumberFormatterCurrencyStyle, NSNumberFormatterPercentStyle, NSNumberFormatterScientificStyle, NSNumberFormatterSpellOutStyle };
typedef NS_ENUM(NSUInteger, NSNumberFormatterRoundingMode) { NSNumberFormatterRoundCeiling, NSNumberFormatterRoundFloor, NSNumberFormatterRoundDown, NSNumberFormatterRoundUp, NSNumberFormatterRoundHalfEven, NSNumberFormatterRoundHalfDown, NSNumberFormatterRoundHalfUp };
@interface NSNumberFormatter : NSFormatter
- (NSString *)stringFromNumber:(NSNumber *)number;
- (NSNumber *)numberFromString:(NSString *)string;
+ (NSString *)localizedStringFromNumber:(NSNumber *)num numberStyle:(NSNumberFormatterStyle)nstyle;
@property NSNumberFormatterStyle numberStyle;
@property (copy) NSLocale *locale;
@property (copy) NSString *currencySymbol;
@property (copy) NSString *currencyCode;
@property (copy) NSString *positiveFormat;
@property (copy) NSString *negativeFormat;
@property (copy) NSString *groupingSeparator;
@property (copy) NSString *decimalSeparator;
@property NSUInteger groupingSize;
@property BOOL usesGroupingSeparator;
@property NSUInteger maximumFractionDigits;
@property NSUInteger minimumFractionDigits;
@property NSUInteger minimumIntegerDigits;
@property NSUInteger maximumIntegerDigits;
@property NSNumberFormatterRoundingMode roundingMode;
@property (copy) NSNumber *roundingIncrement;
@property BOOL alwaysShowsDecimalSeparator;
@property BOOL generatesDecimalNumbers;
@end

@interface NSRunLoop : NSObject
@property (class, readonly, strong) NSRunLoop *currentRunLoop;
@property (class, readonly, strong) NSRunLoop *mainRunLoop;
@property (readonly, copy) NSRunLoopMode currentMode;
- (void)addTimer:(NSTimer *)timer forMode:(NSRunLoopMode)mode;
- (void)run;
- (void)runUntilDate:(NSDate *)limitDate;
- (BOOL)runMode:(NSRunLoopMode)mode beforeDate:(NSDate *)limitDate;
- (void)addPort:(id)aPort forMode:(NSRunLoopMode)mode;
- (void)performBlock:(void (^)(void))block;
@end
FOUNDATION_EXPORT NSRunLoopMode const NSDefaultRunLoopMode;
FOUNDATION_EXPORT NSRunLoopMode const NSRunLoopCommonModes;
@interface NSTimer : NSObject
+ (NSTimer *)timerWithTimeInterval:(NSTimeInterval)ti target:(id)aTarget selector:(SEL)aSelector userInfo:(id)userInfo repeats:(BOOL)yesOrNo;
+ (NSTimer *)scheduledTimerWithTimeInterval:(NSTimeInterval)ti target:(id)aTarget selector:(SEL)aSelector userInfo:(id)userInfo repeats:(BOOL)yesOrNo;
+ (NSTimer *)timerWithTimeInterval:(NSTimeInterval)interval repeats:(BOOL)repeats block:(void (^)(NSTimer *timer))block;
+ (NSTimer *)scheduledTimerWithTimeInterval:(NSTimeInterval)interval repeats:(BOOL)repeats block:(void (^)(NSTimer *timer))block;
+ (NSTimer *)timerWithTimeInterval:(NSTimeInterval)ti invocation:(NSInvocation *)invocation repeats:(BOOL)yesOrNo;
+ (NSTimer *)scheduledTimerWithTimeInterval:(NSTimeInterval)ti invocation:(NSInvocation *)invocation repeats:(BOOL)yesOrNo;
- (instancetype)initWithFireDate:(NSDate *)date interval:(NSTimeInterval)ti target:(id)t selector:(SEL)s userInfo:(id)ui repeats:(BOOL)rep;
- (void)fire;
@property (copy) NSDate *fireDate;
@property (readonly) NSTimeInterval timeInterval;
@property NSTimeInterval tolerance;
- (void)invalidate;
@property (readonly, getter=isValid) BOOL valid;
@property (readonly, strong) id userInfo;
@end
@interface NSThread : NSObject
@property (class, readonly, strong) NSThread *currentThread;
@property (class, readonly, strong) NSThread *mainThread;
@property (class, readonly) BOOL isMainThread;
@property (readonly) BOOL isMainThread;
+ (void)detachNewThreadSelector:(SEL)selector toTarget:(id)target withObject:(id)argument;
+ (void)detachNewThreadWithBlock:(void (^)(void))block;
+ (void)sleepForTimeInterval:(NSTimeInterval)ti;
+ (void)sleepUntilDate:(NSDate *)date;
+ (NSArray<NSString *> *)callStackSymbols;
- (instancetype)initWithTarget:(id)target selector:(SEL)selector object:(id)argument;
- (instancetype)initWithBlock:(void (^)(void))block;
@property (readonly, retain) NSMutableDictionary *threadDictionary;
@property (copy) NSString *name;
- (void)start;
- (void)cancel;
@property (readonly, getter=isCancelled) BOOL cancelled;
@end
@interface NSOperation : NSObject
- (void)start;
- (void)main;
- (void)cancel;
- (void)waitUntilFinished;
- (void)addDependency:(NSOperation *)op;
- (void)removeDependency:(NSOperation *)op;
@property (readonly, getter=isCancelled) BOOL cancelled;
@property (readonly, getter=isExecuting) BOOL executing;
@property (readonly, getter=isFinished) BOOL finished;
@property (readonly, getter=isAsynchronous) BOOL asynchronous;
@property (readonly, getter=isReady) BOOL ready;
@property (copy) void (^completionBlock)(void);
@property (readonly, copy) NSArray<NSOperation *> *dependencies;
@property NSInteger queuePriority;
@property NSQualityOfService qualityOfService;
@property (copy) NSString *name;
@end
@interface NSBlockOperation : NSOperation
+ (instancetype)blockOperationWithBlock:(void (^)(void))block;
- (void)addExecutionBlock:(void (^)(void))block;
@end
@interface NSInvocationOperation : NSOperation
- (instancetype)initWithTarget:(id)target selector:(SEL)sel object:(id)arg;
@end
@interface NSOperationQueue : NSObject
@property (class, readonly, strong) NSOperationQueue *currentQueue;
@property (class, readonly, strong) NSOperationQueue *mainQueue;
- (void)addOperation:(NSOperation *)op;
- (void)addOperations:(NSArray<NSOperation *> *)ops waitUntilFinished:(BOOL)wait;
- (void)addOperationWithBlock:(void (^)(void))block;
- (void)addBarrierBlock:(void (^)(void))barrier;
- (void)cancelAllOperations;
- (void)waitUntilAllOperationsAreFinished;
@property (readonly, copy) NSArray<__kindof NSOperation *> *operations;
@property (readonly) NSUInteger operationCount;
@property NSInteger maxConcurrentOperationCount;
@property (getter=isSuspended) BOOL suspended;
@property (copy) NSString *name;
@property NSQualityOfService qualityOfService;
@property (assign) void *underlyingQueue;
@end

@interface NSNotification : NSObject <NSCopying, NSCoding>
@property (readonly, copy) NSNotificationName name;
@property (readonly, retain) id object;
@property (readonly, copy) NSDictionary *userInfo;
+ (instancetype)notificationWithName:(NSNotificationName)aName object:(id)anObject;
+ (instancetype)notificationWithName:(NSNotificationName)aName object:(id)anObject userInfo:(NSDictionary *)aUserInfo;
- (instancetype)initWithName:(NSNotificationName)name object:(id)object userInfo:(NSDictionary *)userInfo;
@end
@interface NSNotificationCenter : NSObject
@property (class, readonly, strong) NSNotificationCenter *defaultCenter;
- (void)addObserver:(id)observer selector:(SEL)aSelector name:(NSNotificationName)aName object:(id)anObject;
- (void)postNotification:(NSNotification *)notification;
- (void)postNotificationName:(NSNotificationName)aName object:(id)anObject;
- (void)postNotificationName:(NSNotificationName)aName object:(id)anObject userInfo:(NSDictionary *)aUserInfo;
- (void)removeObserver:(id)observer;
- (void)removeObserver:(id)observer name:(NSNotificationName)aName object:(id)anObject;
- (id<NSObject>)addObserverForName:(NSNotificationName)name object:(id)obj queue:(NSOperationQueue *)queue usingBlock:(void (^)(NSNotification *note))block;
@end
typedef NS_ENUM(NSUInteger, NSPostingStyle) { NSPostWhenIdle = 1, NSPostASAP = 2, NSPostNow = 3 };
@interface NSNotificationQueue : NSObject
@property (class, readonly, strong) NSNotificationQueue *defaultQueue;
- (void)enqueueNotification:(NSNotification *)notification postingStyle:(NSPostingStyle)postingStyle;
@end

@interface NSUserDefaults : NSObject
@property (class, readonly, strong) NSUserDefaults *standardUserDefaults;
+ (void)resetStandardUserDefaults;
- (instancetype)initWithSuiteName:(NSString *)suitename;
- (id)objectForKey:(NSString *)defaultName;
- (void)setObject:(id)value forKey:(NSString *)defaultName;
- (void)removeObjectForKey:(NSString *)defaultName;
- (NSString *)stringForKey:(NSString *)defaultName;
- (NSArray *)arrayForKey:(NSString *)defaultName;
- (NSDictionary<NSString *, id> *)dictionaryForKey:(NSString *)defaultName;
- (NSData *)dataForKey:(NSString *)defaultName;
- (NSArray<NSString *> *)stringArrayForKey:(NSString *)defaultName;
- (NSInteger)integerForKey:(NSString *)defaultName;
- (float)floatForKey:(NSString *)defaultName;
- (double)doubleForKey:(NSString *)defaultName;
- (BOOL)boolForKey:(NSString *)defaultName;
- (NSURL *)URLForKey:(NSString *)defaultName;
- (void)setInteger:(NSInteger)value forKey:(NSString *)defaultName;
- (void)setFloat:(float)value forKey:(NSString *)defaultName;
- (void)setDouble:(double)value forKey:(NSString *)defaultName;
- (void)setBool:(BOOL)value forKey:(NSString *)defaultName;
- (void)setURL:(NSURL *)url forKey:(NSString *)defaultName;
- (void)registerDefaults:(NSDictionary<NSString *, id> *)registrationDictionary;
- (NSDictionary<NSString *, id> *)dictionaryRepresentation;
- (void)removePersistentDomainForName:(NSString *)domainName;
- (BOOL)synchronize;
@end
FOUNDATION_EXPORT NSNotificationName const NSUserDefaultsDidChangeNotification;

@interface NSBundle : NSObject
@property (class, readonly, strong) NSBundle *mainBundle;
+ (instancetype)bundleWithPath:(NSString *)path;
+ (instancetype)bundleWithURL:(NSURL *)url;
+ (NSBundle *)bundleForClass:(Class)aClass;
+ (NSBundle *)bundleWithIdentifier:(NSString *)identifier;
- (instancetype)initWithPath:(NSString *)path;
- (BOOL)load;
- (NSURL *)URLForResource:(NSString *)name withExtension:(NSString *)ext;
- (NSURL *)URLForResource:(NSString *)name withExtension:(NSString *)ext subdirectory:(NSString *)subpath;
- (NSString *)pathForResource:(NSString *)name ofType:(NSString *)ext;
- (NSString *)pathForResource:(NSString *)name ofType:(NSString *)ext inDirectory:(NSString *)subpath;
- (NSArray<NSString *> *)pathsForResourcesOfType:(NSString *)ext inDirectory:(NSString *)subpath;
- (NSString *)localizedStringForKey:(NSString *)key value:(NSString *)value table:(NSString *)tableName;
- (id)objectForInfoDictionaryKey:(NSString *)key;
- (NSArray *)loadNibNamed:(NSString *)name owner:(id)owner options:(NSDictionary *)options;
@property (readonly, copy) NSString *bundlePath;
@property (readonly, copy) NSString *resourcePath;
@property (readonly, copy) NSString *executablePath;
@property (readonly, copy) NSURL *bundleURL;
@property (readonly, copy) NSURL *resourceURL;
@property (readonly, copy) NSURL *appStoreReceiptURL;
@property (readonly, copy) NSString *bundleIdentifier;
@property (readonly, copy) NSDictionary<NSString *, id> *infoDictionary;
@property (readonly, copy) NSDictionary<NSString *, id> *localizedInfoDictionary;
@property (readonly, copy) NSArray<NSString *> *preferredLocalizations;
@property (readonly, copy) NSArray<NSString *> *localizations;
@end

@interface NSURL : NSObject <NSSecureCoding, NSCopying>
+ (instancetype)URLWithString:(NSString *)URLString;
+ (instancetype)URLWithString:(NSString *)URLString relativeToURL:(NSURL *)baseURL;
+ (NSURL *)fileURLWithPath:(NSString *)path;
+ (NSURL *)fileURLWithPath:(NSString *)path isDirectory:(BOOL)isDir;
+ (NSURL *)fileURLWithPathComponents:(NSArray<NSString *> *)components;
- (instancetype)initWithString:(NSString *)URLString;
- (instancetype)initWithString:(NSString *)URLString relativeToURL:(NSURL *)baseURL;
- (instancetype)initFileURLWithPath:(NSString *)path;
- (instancetype)initFileURLWithPath:(NSString *)path isDirectory:(BOOL)isDir;
@property (readonly, copy) NSString *absoluteString;
@property (readonly, copy) NSString *relativeString;
@property (readonly, copy) NSURL *baseURL;
@property (readonly, copy) NSURL *absoluteURL;
@property (readonly, copy) NSString *scheme;
@property (readonly, copy) NSString *resourceSpecifier;
@property (readonly, copy) NSString *host;
@property (readonly, copy) NSNumber *port;
@property (readonly, copy) NSString *user;
@property (readonly, copy) NSString *password;
@property (readonly, copy) NSString *path;
@property (readonly, copy) NSString *fragment;
@property (readonly, copy) NSString *query;
@property (readonly, copy) NSString *relativePath;
@property (readonly, copy) NSString *lastPathComponent;
@property (readonly, copy) NSString *pathExtension;
@property (readonly, copy) NSArray<NSString *> *pathComponents;
@property (readonly, copy) NSURL *URLByDeletingLastPathComponent;
@property (readonly, copy) NSURL *URLByDeletingPathExtension;
@property (readonly, copy) NSURL *URLByStandardizingPath;
@property (readonly, getter=isFileURL) BOOL fileURL;
- (NSURL *)URLByAppendingPathComponent:(NSString *)pathComponent;
- (NSURL *)URLByAppendingPathComponent:(NSString *)pathComponent isDirectory:(BOOL)isDirectory;
- (NSURL *)URLByAppendingPathExtension:(NSString *)pathExtension;
- (BOOL)checkResourceIsReachableAndReturnError:(NSError **)error;
- (BOOL)getResourceValue:(out id *)value forKey:(NSURLResourceKey)key error:(out NSError **)error;
- (BOOL)setResourceValue:(id)value forKey:(NSURLResourceKey)key error:(NSError **)error;
- (NSDictionary<NSURLResourceKey, id> *)resourceValuesForKeys:(NSArray<NSURLResourceKey> *)keys error:(NSError **)error;
@end
FOUNDATION_EXPORT NSURLResourceKey const NSURLIsExcludedFromBackupKey;
FOUNDATION_EXPORT NSURLResourceKey const NSURLIsDirectoryKey;
FOUNDATION_EXPORT NSURLResourceKey const NSURLFileSizeKey;
FOUNDATION_EXPORT NSURLResourceKey const NSURLNameKey;
FOUNDATION_EXPORT NSURLResourceKey const NSURLContentModificationDateKey;
@interface NSURLQueryItem : NSObject <NSSecureCoding, NSCopying>
+ (instancetype)queryItemWithName:(NSString *)name value:(NSString *)value;
- (instancetype)initWithName:(NSString *)name value:(NSString *)value;
@property (readonly) NSString *name;
@property (readonly) NSString *value;
@end
@interface NSURLComponents : NSObject <NSCopying>
+ (instancetype)componentsWithURL:(NSURL *)url resolvingAgainstBaseURL:(BOOL)resolve;
+ (instancetype)componentsWithString:(NSString *)URLString;
- (instancetype)initWithURL:(NSURL *)url resolvingAgainstBaseURL:(BOOL)resolve;
- (instancetype)initWithString:(NSString *)URLString;
@property (readonly, copy) NSURL *URL;
@property (readonly, copy) NSString *string;
@property (copy) NSString *scheme, *user, *password, *host, *path, *query, *fragment, *percentEncodedQuery, *percentEncodedPath;
@property (copy) NSNumber *port;
@property (copy) NSArray<NSURLQueryItem *> *queryItems;
@end

typedef NS_ENUM(NSUInteger, NSURLRequestCachePolicy) {
  NSURLRequestUseProtocolCachePolicy = 0, NSURLRequestReloadIgnoringLocalCacheData = 1, NSURLRequestReloadIgnoringCacheData = 1,
  NSURLRequestReturnCacheDataElseLoad = 2, NSURLRequestReturnCacheDataDontLoad = 3
};
@interface NSURLRequest : NSObject <NSSecureCoding, NSCopying, NSMutableCopying>
+ (instancetype)requestWithURL:(NSURL *)URL;
+ (instancetype)requestWithURL:(NSURL *)URL cachePolicy:(NSURLRequestCachePolicy)cachePolicy timeoutInterval:(NSTimeInterval)timeoutInterval;
- (instancetype)initWithURL:(NSURL *)URL;
- (instancetype)initWithURL:(NSURL *)URL cachePolicy:(NSURLRequestCachePolicy)cachePolicy timeoutInterval:(NSTimeInterval)timeoutInterval;
@property (readonly, copy) NSURL *URL;
@property (readonly) NSURLRequestCachePolicy cachePolicy;
@property (readonly) NSTimeInterval timeoutInterval;
@property (readonly, copy) NSString *HTTPMethod;
@property (readonly, copy) NSDictionary<NSString *, NSString *> *allHTTPHeaderFields;
@property (readonly, copy) NSData *HTTPBody;
@property (readonly) BOOL HTTPShouldHandleCookies;
- (NSString *)valueForHTTPHeaderField:(NSString *)field;
@end
@interface NSMutableURLRequest : NSURLRequest
@property (copy) NSURL *URL;
@property NSURLRequestCachePolicy cachePolicy;
@property NSTimeInterval timeoutInterval;
@property (copy) NSString *HTTPMethod;
@property (copy) NSDictionary<NSString *, NSString *> *allHTTPHeaderFields;
@property (copy) NSData *HTTPBody;
@property BOOL HTTPShouldHandleCookies;
- (void)setValue:(NSString *)value forHTTPHeaderField:(NSString *)field;
- (void)addValue:(NSString *)value forHTTPHeaderField:(NSString *)field;
@end
@interface NSURLResponse : NSObject <NSSecureCoding, NSCopying>
@property (readonly, copy) NSURL *URL;
@property (readonly, copy) NSString *MIMEType;
@property (readonly) long long expectedContentLength;
@property (readonly, copy) NSString *textEncodingName;
@property (readonly, copy) NSString *suggestedFilename;
@end
@interface NSHTTPURLResponse : NSURLResponse
- (instancetype)initWithURL:(NSURL *)url statusCode:(NSInteger)statusCode HTTPVersion:(NSString *)HTTPVersion headerFields:(NSDictionary<NSString *, NSString *> *)headerFields;
@property (readonly) NSInteger statusCode;
@property (readonly, copy) NSDictionary *allHeaderFields;
+ (NSString *)localizedStringForStatusCode:(NSInteger)statusCode;
@end
@interface NSCachedURLResponse : NSObject
@property (readonly, copy) NSURLResponse *response;
@property (readonly, copy) NSData *data;
@end
@interface NSURLCache : NSObject
@property (class, strong) NSURLCache *sharedURLCache;
- (instancetype)initWithMemoryCapacity:(NSUInteger)memoryCapacity diskCapacity:(NSUInteger)diskCapacity diskPath:(NSString *)path;
- (void)removeAllCachedResponses;
- (NSCachedURLResponse *)cachedResponseForRequest:(NSURLRequest *)request;
@end
@class NSURLAuthenticationChallenge, NSURLCredential, NSURLProtectionSpace, NSURLSessionTask, NSURLSessionDataTask, NSURLSessionDownloadTask, NSURLSessionUploadTask, NSURLSession, NSInputStream, NSOutputStream;
@interface NSURLConnection : NSObject
+ (NSURLConnection *)connectionWithRequest:(NSURLRequest *)request delegate:(id)delegate;
- (instancetype)initWithRequest:(NSURLRequest *)request delegate:(id)delegate;
- (instancetype)initWithRequest:(NSURLRequest *)request delegate:(id)delegate startImmediately:(BOOL)startImmediately;
- (void)start;
- (void)cancel;
+ (void)sendAsynchronousRequest:(NSURLRequest *)request queue:(NSOperationQueue *)queue completionHandler:(void (^)(NSURLResponse *response, NSData *data, NSError *connectionError))handler;
+ (NSData *)sendSynchronousRequest:(NSURLRequest *)request returningResponse:(NSURLResponse **)response error:(NSError **)error;
@end
@protocol NSURLConnectionDelegate <NSObject>
@optional
- (void)connection:(NSURLConnection *)connection didFailWithError:(NSError *)error;
@end
@protocol NSURLConnectionDataDelegate <NSURLConnectionDelegate>
@optional
- (void)connection:(NSURLConnection *)connection didReceiveResponse:(NSURLResponse *)response;
- (void)connection:(NSURLConnection *)connection didReceiveData:(NSData *)data;
- (void)connectionDidFinishLoading:(NSURLConnection *)connection;
@end
typedef NS_ENUM(NSInteger, NSURLSessionAuthChallengeDisposition) { NSURLSessionAuthChallengeUseCredential = 0, NSURLSessionAuthChallengePerformDefaultHandling = 1, NSURLSessionAuthChallengeCancelAuthenticationChallenge = 2, NSURLSessionAuthChallengeRejectProtectionSpace = 3 };
typedef NS_ENUM(NSInteger, NSURLSessionResponseDisposition) { NSURLSessionResponseCancel = 0, NSURLSessionResponseAllow = 1, NSURLSessionResponseBecomeDownload = 2 };
typedef NS_ENUM(NSInteger, NSURLSessionTaskState) { NSURLSessionTaskStateRunning = 0, NSURLSessionTaskStateSuspended = 1, NSURLSessionTaskStateCanceling = 2, NSURLSessionTaskStateCompleted = 3 };
@interface NSURLSessionConfiguration : NSObject <NSCopying>
@property (class, readonly, strong) NSURLSessionConfiguration *defaultSessionConfiguration;
@property (class, readonly, strong) NSURLSessionConfiguration *ephemeralSessionConfiguration;
+ (NSURLSessionConfiguration *)backgroundSessionConfigurationWithIdentifier:(NSString *)identifier;
@property NSURLRequestCachePolicy requestCachePolicy;
@property NSTimeInterval timeoutIntervalForRequest;
@property NSTimeInterval timeoutIntervalForResource;
@property BOOL allowsCellularAccess;
@property (copy) NSDictionary *HTTPAdditionalHeaders;
@property NSInteger HTTPMaximumConnectionsPerHost;
@property (strong) NSURLCache *URLCache;
@property (copy) NSArray<Class> *protocolClasses;
@end
@interface NSURLSessionTask : NSObject <NSCopying>
@property (readonly) NSUInteger taskIdentifier;
@property (readonly, copy) NSURLRequest *originalRequest;
@property (readonly, copy) NSURLRequest *currentRequest;
@property (readonly, copy) NSURLResponse *response;
@property (readonly) int64_t countOfBytesReceived;
@property (readonly) int64_t countOfBytesSent;
@property (readonly) int64_t countOfBytesExpectedToReceive;
@property (readonly) int64_t countOfBytesExpectedToSend;
@property (readonly) NSURLSessionTaskState state;
@property (readonly, copy) NSError *error;
@property (copy) NSString *taskDescription;
@property float priority;
- (void)cancel;
- (void)suspend;
- (void)resume;
@end
@interface NSURLSessionDataTask : NSURLSessionTask
@end
@interface NSURLSessionUploadTask : NSURLSessionDataTask
@end
@interface NSURLSessionDownloadTask : NSURLSessionTask
- (void)cancelByProducingResumeData:(void (^)(NSData *resumeData))completionHandler;
@end
@protocol NSURLSessionDelegate;
@interface NSURLSession : NSObject
@property (class, readonly, strong) NSURLSession *sharedSession;
+ (NSURLSession *)sessionWithConfiguration:(NSURLSessionConfiguration *)configuration;
+ (NSURLSession *)sessionWithConfiguration:(NSURLSessionConfiguration *)configuration delegate:(id<NSURLSessionDelegate>)delegate delegateQueue:(NSOperationQueue *)queue;
@property (readonly, retain) NSOperationQueue *delegateQueue;
@property (readonly, retain) id<NSURLSessionDelegate> delegate;
@property (readonly, copy) NSURLSessionConfiguration *configuration;
- (void)finishTasksAndInvalidate;
- (void)invalidateAndCancel;
- (NSURLSessionDataTask *)dataTaskWithRequest:(NSURLRequest *)request;
- (NSURLSessionDataTask *)dataTaskWithURL:(NSURL *)url;
- (NSURLSessionDataTask *)dataTaskWithRequest:(NSURLRequest *)request completionHandler:(void (^)(NSData *data, NSURLResponse *response, NSError *error))completionHandler;
- (NSURLSessionDataTask *)dataTaskWithURL:(NSURL *)url completionHandler:(void (^)(NSData *data, NSURLResponse *response, NSError *error))completionHandler;
- (NSURLSessionUploadTask *)uploadTaskWithRequest:(NSURLRequest *)request fromFile:(NSURL *)fileURL;
- (NSURLSessionUploadTask *)uploadTaskWithRequest:(NSURLRequest *)request fromData:(NSData *)bodyData;
- (NSURLSessionUploadTask *)uploadTaskWithRequest:(NSURLRequest *)request fromData:(NSData *)bodyData completionHandler:(void (^)(NSData *data, NSURLResponse *response, NSError *error))completionHandler;
- (NSURLSessionDownloadTask *)downloadTaskWithRequest:(NSURLRequest *)request;
- (NSURLSessionDownloadTask *)downloadTaskWithURL:(NSURL *)url;
- (NSURLSessionDownloadTask *)downloadTaskWithRequest:(NSURLRequest *)request completionHandler:(void (^)(NSURL *location, NSURLResponse *response, NSError *error))completionHandler;
- (NSURLSessionDownloadTask *)downloadTaskWithURL:(NSURL *)url completionHandler:(void (^)(NSURL *location, NSURLResponse *response, NSError *error))completionHandler;
- (NSURLSessionDownloadTask *)downloadTaskWithResumeData:(NSData *)resumeData;
- (void)getTasksWithCompletionHandler:(void (^)(NSArray<NSURLSessionDataTask *> *dataTasks, NSArray<NSURLSessionUploadTask *> *uploadTasks, NSArray<NSURLSessionDownloadTask *> *downloadTasks))completionHandler;
@end
@protocol NSURLSessionDelegate <NSObject>
@optional
- (void)URLSession:(NSURLSession *)session didBecomeInvalidWithError:(NSError *)error;
- (void)URLSession:(NSURLSession *)session didReceiveChallenge:(NSURLAuthenticationChallenge *)challenge completionHandler:(void (^)(NSURLSessionAuthChallengeDisposition disposition, NSURLCredential *credential))completionHandler;
@end
@protocol NSURLSessionTaskDelegate <NSURLSessionDelegate>
@optional
- (void)URLSession:(NSURLSession *)session task:(NSURLSessionTask *)task didCompleteWithError:(NSError *)error;
- (void)URLSession:(NSURLSession *)session task:(NSURLSessionTask *)task didSendBodyData:(int64_t)bytesSent totalBytesSent:(int64_t)totalBytesSent totalBytesExpectedToSend:(int64_t)totalBytesExpectedToSend;
@end
@protocol NSURLSessionDataDelegate <NSURLSessionTaskDelegate>
@optional
- (void)URLSession:(NSURLSession *)session dataTask:(NSURLSessionDataTask *)dataTask didReceiveResponse:(NSURLResponse *)response completionHandler:(void (^)(NSURLSessionResponseDisposition disposition))completionHandler;
- (void)URLSession:(NSURLSession *)session dataTask:(NSURLSessionDataTask *)dataTask didReceiveData:(NSData *)data;
@end
@protocol NSURLSessionDownloadDelegate <NSURLSessionTaskDelegate>
- (void)URLSession:(NSURLSession *)session downloadTask:(NSURLSessionDownloadTask *)downloadTask didFinishDownloadingToURL:(NSURL *)location;
@optional
- (void)URLSession:(NSURLSession *)session downloadTask:(NSURLSessionDownloadTask *)downloadTask didWriteData:(int64_t)bytesWritten totalBytesWritten:(int64_t)totalBytesWritten totalBytesExpectedToWrite:(int64_t)totalBytesExpectedToWrite;
@end
@interface NSURLProtectionSpace : NSObject
@property (readonly, copy) NSString *host;
@property (readonly, copy) NSString *authenticationMethod;
@property (readonly) void *serverTrust;
@end
@interface NSURLCredential : NSObject
+ (NSURLCredential *)credentialForTrust:(void *)trust;
+ (NSURLCredential *)credentialWithUser:(NSString *)user password:(NSString *)password persistence:(NSUInteger)persistence;
@end
@interface NSURLAuthenticationChallenge : NSObject
@property (readonly, copy) NSURLProtectionSpace *protectionSpace;
@property (readonly) NSInteger previousFailureCount;
@property (readonly, retain) id sender;
@end
@interface NSHTTPCookie : NSObject
+ (NSHTTPCookie *)cookieWithProperties:(NSDictionary *)properties;
@property (readonly, copy) NSString *name;
@property (readonly, copy) NSString *value;
@property (readonly, copy) NSString *domain;
@property (readonly, copy) NSString *path;
@property (readonly, copy) NSDate *expiresDate;
@end
@interface NSHTTPCookieStorage : NSObject
@property (class, readonly, strong) NSHTTPCookieStorage *sharedHTTPCookieStorage;
@property (readonly, copy) NSArray<NSHTTPCookie *> *cookies;
- (NSArray<NSHTTPCookie *> *)cookiesForURL:(NSURL *)URL;
- (void)setCookie:(NSHTTPCookie *)cookie;
- (void)deleteCookie:(NSHTTPCookie *)cookie;
@end

typedef NS_OPTIONS(NSUInteger, NSJSONReadingOptions) { NSJSONReadingMutableContainers = 1, NSJSONReadingMutableLeaves = 2, NSJSONReadingFragmentsAllowed = 4, NSJSONReadingAllowFragments = 4 };
typedef NS_OPTIONS(NSUInteger, NSJSONWritingOptions) { NSJSONWritingPrettyPrinted = 1, NSJSONWritingSortedKeys = 2, NSJSONWritingFragmentsAllowed = 4 };
@interface NSJSONSerialization : NSObject
+ (BOOL)isValidJSONObject:(id)obj;
+ (NSData *)dataWithJSONObject:(id)obj options:(NSJSONWritingOptions)opt error:(NSError **)error;
+ (id)JSONObjectWithData:(NSData *)data options:(NSJSONReadingOptions)opt error:(NSError **)error;
@end
@interface NSPropertyListSerialization : NSObject
+ (NSData *)dataWithPropertyList:(id)plist format:(NSUInteger)format options:(NSUInteger)opt error:(out NSError **)error;
+ (id)propertyListWithData:(NSData *)data options:(NSUInteger)opt format:(NSUInteger *)format error:(out NSError **)error;
@end
enum { NSPropertyListImmutable = 0, NSPropertyListMutableContainers = 1, NSPropertyListXMLFormat_v1_0 = 100, NSPropertyListBinaryFormat_v1_0 = 200 };
@interface NSCoder : NSObject
- (void)encodeObject:(id)object forKey:(NSString *)key;
- (void)encodeConditionalObject:(id)object forKey:(NSString *)key;
- (void)encodeBool:(BOOL)value forKey:(NSString *)key;
- (void)encodeInt:(int)value forKey:(NSString *)key;
- (void)encodeInt32:(int32_t)value forKey:(NSString *)key;
- (void)encodeInt64:(int64_t)value forKey:(NSString *)key;
- (void)encodeInteger:(NSInteger)value forKey:(NSString *)key;
- (void)encodeFloat:(float)value forKey:(NSString *)key;
- (void)encodeDouble:(double)value forKey:(NSString *)key;
- (void)encodeObject:(id)object;
- (BOOL)containsValueForKey:(NSString *)key;
- (id)decodeObjectForKey:(NSString *)key;
- (id)decodeObjectOfClass:(Class)aClass forKey:(NSString *)key;
- (id)decodeObjectOfClasses:(NSSet<Class> *)classes forKey:(NSString *)key;
- (BOOL)decodeBoolForKey:(NSString *)key;
- (int)decodeIntForKey:(NSString *)key;
- (int32_t)decodeInt32ForKey:(NSString *)key;
- (int64_t)decodeInt64ForKey:(NSString *)key;
- (NSInteger)decodeIntegerForKey:(NSString *)key;
- (float)decodeFloatForKey:(NSString *)key;
- (double)decodeDoubleForKey:(NSString *)key;
- (id)decodeObject;
@property (readonly) BOOL allowsKeyedCoding;
@end
@interface NSKeyedArchiver : NSCoder
+ (NSData *)archivedDataWithRootObject:(id)rootObject;
+ (NSData *)archivedDataWithRootObject:(id)object requiringSecureCoding:(BOOL)requiresSecureCoding error:(NSError **)error;
+ (BOOL)archiveRootObject:(id)rootObject toFile:(NSString *)path;
- (instancetype)initForWritingWithMutableData:(NSMutableData *)data;
- (void)finishEncoding;
@end
@interface NSKeyedUnarchiver : NSCoder
+ (id)unarchiveObjectWithData:(NSData *)data;
+ (id)unarchiveObjectWithFile:(NSString *)path;
+ (id)unarchivedObjectOfClass:(Class)cls fromData:(NSData *)data error:(NSError **)error;
+ (id)unarchivedObjectOfClasses:(NSSet<Class> *)classes fromData:(NSData *)data error:(NSError **)error;
- (instancetype)initForReadingWithData:(NSData *)data;
- (void)finishDecoding;
@end

typedef NSString *NSFileAttributeType;
FOUNDATION_EXPORT NSFileAttributeKey const NSFileSize;
FOUNDATION_EXPORT NSFileAttributeKey const NSFileModificationDate;
FOUNDATION_EXPORT NSFileAttributeKey const NSFileCreationDate;
FOUNDATION_EXPORT NSFileAttributeKey const NSFileType;
FOUNDATION_EXPORT NSFileAttributeKey const NSFileProtectionKey;
FOUNDATION_EXPORT NSFileAttributeKey const NSFileSystemSize;
FOUNDATION_EXPORT NSFileAttributeKey const NSFileSystemFreeSize;
FOUNDATION_EXPORT NSFileAttributeType const NSFileTypeDirectory;
FOUNDATION_EXPORT NSString * const NSFileProtectionNone;
FOUNDATION_EXPORT NSString * const NSFileProtectionComplete;
typedef NS_OPTIONS(NSUInteger, NSDirectoryEnumerationOptions) { NSDirectoryEnumerationSkipsSubdirectoryDescendants = 1, NSDirectoryEnumerationSkipsPackageDescendants = 2, NSDirectoryEnumerationSkipsHiddenFiles = 4 };
@interface NSDirectoryEnumerator<ObjectType> : NSEnumerator<ObjectType>
- (void)skipDescendants;
@property (readonly, copy) NSDictionary<NSFileAttributeKey, id> *fileAttributes;
@end
@interface NSFileManager : NSObject
@property (class, readonly, strong) NSFileManager *defaultManager;
- (BOOL)fileExistsAtPath:(NSString *)path;
- (BOOL)fileExistsAtPath:(NSString *)path isDirectory:(BOOL *)isDirectory;
- (BOOL)isReadableFileAtPath:(NSString *)path;
- (BOOL)isWritableFileAtPath:(NSString *)path;
- (BOOL)isDeletableFileAtPath:(NSString *)path;
- (BOOL)createDirectoryAtPath:(NSString *)path withIntermediateDirectories:(BOOL)createIntermediates attributes:(NSDictionary<NSFileAttributeKey, id> *)attributes error:(NSError **)error;
- (BOOL)createDirectoryAtURL:(NSURL *)url withIntermediateDirectories:(BOOL)createIntermediates attributes:(NSDictionary<NSFileAttributeKey, id> *)attributes error:(NSError **)error;
- (BOOL)createFileAtPath:(NSString *)path contents:(NSData *)data attributes:(NSDictionary<NSFileAttributeKey, id> *)attr;
- (BOOL)removeItemAtPath:(NSString *)path error:(NSError **)error;
- (BOOL)removeItemAtURL:(NSURL *)URL error:(NSError **)error;
- (BOOL)copyItemAtPath:(NSString *)srcPath toPath:(NSString *)dstPath error:(NSError **)error;
- (BOOL)copyItemAtURL:(NSURL *)srcURL toURL:(NSURL *)dstURL error:(NSError **)error;
- (BOOL)moveItemAtPath:(NSString *)srcPath toPath:(NSString *)dstPath error:(NSError **)error;
- (BOOL)moveItemAtURL:(NSURL *)srcURL toURL:(NSURL *)dstURL error:(NSError **)error;
- (NSArray<NSString *> *)contentsOfDirectoryAtPath:(NSString *)path error:(NSError **)error;
- (NSArray<NSURL *> *)contentsOfDirectoryAtURL:(NSURL *)url includingPropertiesForKeys:(NSArray<NSURLResourceKey> *)keys options:(NSDirectoryEnumerationOptions)mask error:(NSError **)error;
- (NSArray<NSString *> *)subpathsAtPath:(NSString *)path;
- (NSArray<NSString *> *)subpathsOfDirectoryAtPath:(NSString *)path error:(NSError **)error;
- (NSDirectoryEnumerator<NSString *> *)enumeratorAtPath:(NSString *)path;
- (NSDirectoryEnumerator<NSURL *> *)enumeratorAtURL:(NSURL *)url includingPropertiesForKeys:(NSArray<NSURLResourceKey> *)keys options:(NSDirectoryEnumerationOptions)mask errorHandler:(BOOL (^)(NSURL *url, NSError *error))handler;
- (NSDictionary<NSFileAttributeKey, id> *)attributesOfItemAtPath:(NSString *)path error:(NSError **)error;
- (NSDictionary<NSFileAttributeKey, id> *)attributesOfFileSystemForPath:(NSString *)path error:(NSError **)error;
- (BOOL)setAttributes:(NSDictionary<NSFileAttributeKey, id> *)attributes ofItemAtPath:(NSString *)path error:(NSError **)error;
- (NSData *)contentsAtPath:(NSString *)path;
- (NSArray<NSURL *> *)URLsForDirectory:(NSSearchPathDirectory)directory inDomains:(NSSearchPathDomainMask)domainMask;
- (NSURL *)URLForDirectory:(NSSearchPathDirectory)directory inDomain:(NSSearchPathDomainMask)domain appropriateForURL:(NSURL *)url create:(BOOL)shouldCreate error:(NSError **)error;
- (NSURL *)containerURLForSecurityApplicationGroupIdentifier:(NSString *)groupIdentifier;
@property (readonly, copy) NSString *currentDirectoryPath;
@end
@interface NSFileHandle : NSObject <NSSecureCoding>
+ (instancetype)fileHandleForReadingAtPath:(NSString *)path;
+ (instancetype)fileHandleForWritingAtPath:(NSString *)path;
+ (instancetype)fileHandleForUpdatingAtPath:(NSString *)path;
+ (instancetype)fileHandleForReadingFromURL:(NSURL *)url error:(NSError **)error;
@property (class, readonly, strong) NSFileHandle *fileHandleWithStandardOutput;
@property (class, readonly, strong) NSFileHandle *fileHandleWithStandardError;
@property (class, readonly, strong) NSFileHandle *fileHandleWithNullDevice;
@property (readonly, copy) NSData *availableData;
- (NSData *)readDataToEndOfFile;
- (NSData *)readDataOfLength:(NSUInteger)length;
- (void)writeData:(NSData *)data;
- (unsigned long long)seekToEndOfFile;
- (void)seekToFileOffset:(unsigned long long)offset;
- (void)truncateFileAtOffset:(unsigned long long)offset;
- (void)synchronizeFile;
- (void)closeFile;
@property (readonly) int fileDescriptor;
@property (copy) void (^readabilityHandler)(NSFileHandle *);
@end
@interface NSStream : NSObject
- (void)open;
- (void)close;
@property (assign) id delegate;
- (void)scheduleInRunLoop:(NSRunLoop *)aRunLoop forMode:(NSRunLoopMode)mode;
@end
@interface NSInputStream : NSStream
+ (instancetype)inputStreamWithData:(NSData *)data;
+ (instancetype)inputStreamWithFileAtPath:(NSString *)path;
- (NSInteger)read:(uint8_t *)buffer maxLength:(NSUInteger)len;
@property (readonly) BOOL hasBytesAvailable;
@end
@interface NSOutputStream : NSStream
+ (instancetype)outputStreamToMemory;
+ (instancetype)outputStreamToFileAtPath:(NSString *)path append:(BOOL)shouldAppend;
- (NSInteger)write:(const uint8_t *)buffer maxLength:(NSUInteger)len;
@property (readonly) BOOL hasSpaceAvailable;
@end

typedef struct { NSInteger majorVersion; NSInteger minorVersion; NSInteger patchVersion; } NSOperatingSystemVersion;
@interface NSProcessInfo : NSObject
@property (class, readonly, strong) NSProcessInfo *processInfo;
@property (readonly, copy) NSDictionary<NSString *, NSString *> *environment;
@property (readonly, copy) NSArray<NSString *> *arguments;
@property (readonly, copy) NSString *hostName;
@property (copy) NSString *processName;
@property (readonly) int processIdentifier;
@property (readonly, copy) NSString *globallyUniqueString;
@property (readonly, copy) NSString *operatingSystemVersionString;
@property (readonly) NSUInteger processorCount;
@property (readonly) NSUInteger activeProcessorCount;
@property (readonly) unsigned long long physicalMemory;
@property (readonly) NSTimeInterval systemUptime;
- (BOOL)isOperatingSystemAtLeastVersion:(NSOperatingSystemVersion)version;
@property (readonly) NSOperatingSystemVersion operatingSystemVersion;
@end
@interface NSUUID : NSObject <NSCopying, NSSecureCoding>
+ (instancetype)UUID;
- (instancetype)initWithUUIDString:(NSString *)string;
@property (readonly, copy) NSString *UUIDString;
@end
@interface NSMethodSignature : NSObject
+ (NSMethodSignature *)signatureWithObjCTypes:(const char *)types;
@property (readonly) NSUInteger numberOfArguments;
- (const char *)getArgumentTypeAtIndex:(NSUInteger)idx NS_RETURNS_INNER_POINTER;
@property (readonly) NSUInteger frameLength;
@property (readonly) const char *methodReturnType NS_RETURNS_INNER_POINTER;
@property (readonly) NSUInteger methodReturnLength;
@end
@interface NSInvocation : NSObject
+ (NSInvocation *)invocationWithMethodSignature:(NSMethodSignature *)sig;
@property (readonly, retain) NSMethodSignature *methodSignature;
- (void)retainArguments;
@property (readonly) BOOL argumentsRetained;
@property (assign) id target;
@property SEL selector;
- (void)getReturnValue:(void *)retLoc;
- (void)setReturnValue:(void *)retLoc;
- (void)getArgument:(void *)argumentLocation atIndex:(NSInteger)idx;
- (void)setArgument:(void *)argumentLocation atIndex:(NSInteger)idx;
- (void)invoke;
- (void)invokeWithTarget:(id)target;
@end
@interface NSPredicate : NSObject <NSSecureCoding, NSCopying>
+ (NSPredicate *)predicateWithFormat:(NSString *)predicateFormat, ...;
+ (NSPredicate *)predicateWithFormat:(NSString *)predicateFormat argumentArray:(NSArray *)arguments;
+ (NSPredicate *)predicateWithValue:(BOOL)value;
+ (NSPredicate *)predicateWithBlock:(BOOL (^)(id evaluatedObject, NSDictionary<NSString *, id> *bindings))block;
- (BOOL)evaluateWithObject:(id)object;
@property (readonly, copy) NSString *predicateFormat;
@end
@interface NSCompoundPredicate : NSPredicate
+ (NSCompoundPredicate *)andPredicateWithSubpredicates:(NSArray<NSPredicate *> *)subpredicates;
+ (NSCompoundPredicate *)orPredicateWithSubpredicates:(NSArray<NSPredicate *> *)subpredicates;
+ (NSCompoundPredicate *)notPredicateWithSubpredicate:(NSPredicate *)predicate;
@end
@interface NSSortDescriptor : NSObject <NSSecureCoding, NSCopying>
+ (instancetype)sortDescriptorWithKey:(NSString *)key ascending:(BOOL)ascending;
+ (instancetype)sortDescriptorWithKey:(NSString *)key ascending:(BOOL)ascending selector:(SEL)selector;
+ (instancetype)sortDescriptorWithKey:(NSString *)key ascending:(BOOL)ascending comparator:(NSComparator)cmptr;
- (instancetype)initWithKey:(NSString *)key ascending:(BOOL)ascending;
- (instancetype)initWithKey:(NSString *)key ascending:(BOOL)ascending selector:(SEL)selector;
@property (readonly, copy) NSString *key;
@property (readonly) BOOL ascending;
@end
@interface NSTextCheckingResult : NSObject <NSCopying, NSSecureCoding>
@property (readonly) NSRange range;
@property (readonly) NSUInteger numberOfRanges;
- (NSRange)rangeAtIndex:(NSUInteger)idx;
@property (readonly, copy) NSURL *URL;
@property (readonly, copy) NSString *phoneNumber;
@end
typedef NS_OPTIONS(NSUInteger, NSRegularExpressionOptions) { NSRegularExpressionCaseInsensitive = 1, NSRegularExpressionAllowCommentsAndWhitespace = 2, NSRegularExpressionIgnoreMetacharacters = 4, NSRegularExpressionDotMatchesLineSeparators = 8, NSRegularExpressionAnchorsMatchLines = 16 };
typedef NS_OPTIONS(NSUInteger, NSMatchingOptions) { NSMatchingReportProgress = 1, NSMatchingReportCompletion = 2, NSMatchingAnchored = 4, NSMatchingWithTransparentBounds = 8, NSMatchingWithoutAnchoringBounds = 16 };
typedef NS_OPTIONS(NSUInteger, NSMatchingFlags) { NSMatchingProgress = 1, NSMatchingCompleted = 2, NSMatchingHitEnd = 4 };
@interface NSRegularExpression : NSObject <NSCopying, NSSecureCoding>
+ (instancetype)regularExpressionWithPattern:(NSString *)pattern options:(NSRegularExpressionOptions)options error:(NSError **)error;
- (instancetype)initWithPattern:(NSString *)pattern options:(NSRegularExpressionOptions)options error:(NSError **)error;
- (NSArray<NSTextCheckingResult *> *)matchesInString:(NSString *)string options:(NSMatchingOptions)options range:(NSRange)range;
- (NSUInteger)numberOfMatchesInString:(NSString *)string options:(NSMatchingOptions)options range:(NSRange)range;
- (NSTextCheckingResult *)firstMatchInString:(NSString *)string options:(NSMatchingOptions)options range:(NSRange)range;
- (NSRange)rangeOfFirstMatchInString:(NSString *)string options:(NSMatchingOptions)options range:(NSRange)range;
- (void)enumerateMatchesInString:(NSString *)string options:(NSMatchingOptions)options range:(NSRange)range usingBlock:(void (^)(NSTextCheckingResult *result, NSMatchingFlags flags, BOOL *stop))block;
- (NSString *)stringByReplacingMatchesInString:(NSString *)string options:(NSMatchingOptions)options range:(NSRange)range withTemplate:(NSString *)templ;
@property (readonly, copy) NSString *pattern;
@end
typedef NS_OPTIONS(uint64_t, NSTextCheckingTypes) { NSTextCheckingTypeLink = 1ULL << 5, NSTextCheckingTypePhoneNumber = 1ULL << 11 };
@interface NSDataDetector : NSRegularExpression
+ (instancetype)dataDetectorWithTypes:(NSTextCheckingTypes)checkingTypes error:(NSError **)error;
@end
@interface NSScanner : NSObject <NSCopying>
+ (instancetype)scannerWithString:(NSString *)string;
- (instancetype)initWithString:(NSString *)string;
@property (readonly, copy) NSString *string;
@property NSUInteger scanLocation;
@property (copy) NSCharacterSet *charactersToBeSkipped;
@property (getter=isAtEnd, readonly) BOOL atEnd;
- (BOOL)scanInt:(int *)result;
- (BOOL)scanInteger:(NSInteger *)result;
- (BOOL)scanLongLong:(long long *)result;
- (BOOL)scanFloat:(float *)result;
- (BOOL)scanDouble:(double *)result;
- (BOOL)scanHexInt:(unsigned *)result;
- (BOOL)scanString:(NSString *)string intoString:(NSString **)result;
- (BOOL)scanUpToString:(NSString *)string intoString:(NSString **)result;
- (BOOL)scanCharactersFromSet:(NSCharacterSet *)set intoString:(NSString **)result;
- (BOOL)scanUpToCharactersFromSet:(NSCharacterSet *)set intoString:(NSString **)result;
@end
@interface NSAttributedString : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property (readonly, copy) NSString *string;
@property (readonly) NSUInteger length;
- (instancetype)initWithString:(NSString *)str;
- (instancetype)initWithString:(NSString *)str attributes:(NSDictionary<NSAttributedStringKey, id> *)attrs;
- (instancetype)initWithAttributedString:(NSAttributedString *)attrStr;
- (instancetype)initWithData:(NSData *)data options:(NSDictionary *)options documentAttributes:(NSDictionary **)dict error:(NSError **)error;
- (NSDictionary<NSAttributedStringKey, id> *)attributesAtIndex:(NSUInteger)location effectiveRange:(NSRangePointer)range;
- (id)attribute:(NSAttributedStringKey)attrName atIndex:(NSUInteger)location effectiveRange:(NSRangePointer)range;
- (NSAttributedString *)attributedSubstringFromRange:(NSRange)range;
- (BOOL)isEqualToAttributedString:(NSAttributedString *)other;
- (void)enumerateAttribute:(NSAttributedStringKey)attrName inRange:(NSRange)enumerationRange options:(NSUInteger)opts usingBlock:(void (^)(id value, NSRange range, BOOL *stop))block;
- (void)enumerateAttributesInRange:(NSRange)enumerationRange options:(NSUInteger)opts usingBlock:(void (^)(NSDictionary<NSAttributedStringKey, id> *attrs, NSRange range, BOOL *stop))block;
@end
@interface NSMutableAttributedString : NSAttributedString
@property (readonly, retain) NSMutableString *mutableString;
- (void)replaceCharactersInRange:(NSRange)range withString:(NSString *)str;
- (void)replaceCharactersInRange:(NSRange)range withAttributedString:(NSAttributedString *)attrString;
- (void)setAttributes:(NSDictionary<NSAttributedStringKey, id> *)attrs range:(NSRange)range;
- (void)addAttribute:(NSAttributedStringKey)name value:(id)value range:(NSRange)range;
- (void)addAttributes:(NSDictionary<NSAttributedStringKey, id> *)attrs range:(NSRange)range;
- (void)removeAttribute:(NSAttributedStringKey)name range:(NSRange)range;
- (void)appendAttributedString:(NSAttributedString *)attrString;
- (void)insertAttributedString:(NSAttributedString *)attrString atIndex:(NSUInteger)loc;
- (void)deleteCharactersInRange:(NSRange)range;
- (void)setAttributedString:(NSAttributedString *)attrString;
- (void)beginEditing;
- (void)endEditing;
@end
@interface NSLock : NSObject <NSLocking>
- (BOOL)tryLock;
- (BOOL)lockBeforeDate:(NSDate *)limit;
@property (copy) NSString *name;
@end
@interface NSRecursiveLock : NSObject <NSLocking>
- (BOOL)tryLock;
@property (copy) NSString *name;
@end
@interface NSCondition : NSObject <NSLocking>
- (void)wait;
- (BOOL)waitUntilDate:(NSDate *)limit;
- (void)signal;
- (void)broadcast;
@end
@interface NSConditionLock : NSObject <NSLocking>
- (instancetype)initWithCondition:(NSInteger)condition;
- (void)lockWhenCondition:(NSInteger)condition;
- (void)unlockWithCondition:(NSInteger)condition;
@end
@interface NSCache<KeyType, ObjectType> : NSObject
@property (copy) NSString *name;
@property (assign) id delegate;
- (ObjectType)objectForKey:(KeyType)key;
- (void)setObject:(ObjectType)obj forKey:(KeyType)key;
- (void)setObject:(ObjectType)obj forKey:(KeyType)key cost:(NSUInteger)g;
- (void)removeObjectForKey:(KeyType)key;
- (void)removeAllObjects;
@property NSUInteger totalCostLimit;
@property NSUInteger countLimit;
@end
typedef NS_OPTIONS(NSUInteger, NSPointerFunctionsOptions) { NSPointerFunctionsStrongMemory = 0, NSPointerFunctionsOpaqueMemory = 2, NSPointerFunctionsWeakMemory = 5, NSPointerFunctionsObjectPersonality = 0, NSPointerFunctionsOpaquePersonality = 256, NSPointerFunctionsObjectPointerPersonality = 512, NSPointerFunctionsCopyIn = 65536 };
typedef NSPointerFunctionsOptions NSMapTableOptions;
typedef NSPointerFunctionsOptions NSHashTableOptions;
enum { NSMapTableStrongMemory = 0, NSMapTableCopyIn = 65536, NSMapTableObjectPointerPersonality = 512, NSMapTableWeakMemory = 5, NSHashTableStrongMemory = 0, NSHashTableCopyIn = 65536, NSHashTableObjectPointerPersonality = 512, NSHashTableWeakMemory = 5 };
@interface NSMapTable<KeyType, ObjectType> : NSObject <NSCopying, NSFastEnumeration>
+ (NSMapTable<KeyType, ObjectType> *)mapTableWithKeyOptions:(NSPointerFunctionsOptions)keyOptions valueOptions:(NSPointerFunctionsOptions)valueOptions;
+ (NSMapTable<KeyType, ObjectType> *)strongToStrongObjectsMapTable;
+ (NSMapTable<KeyType, ObjectType> *)weakToStrongObjectsMapTable;
+ (NSMapTable<KeyType, ObjectType> *)strongToWeakObjectsMapTable;
+ (NSMapTable<KeyType, ObjectType> *)weakToWeakObjectsMapTable;
- (instancetype)initWithKeyOptions:(NSPointerFunctionsOptions)keyOptions valueOptions:(NSPointerFunctionsOptions)valueOptions capacity:(NSUInteger)initialCapacity;
- (ObjectType)objectForKey:(KeyType)aKey;
- (void)removeObjectForKey:(KeyType)aKey;
- (void)setObject:(ObjectType)anObject forKey:(KeyType)aKey;
@property (readonly) NSUInteger count;
- (NSEnumerator<KeyType> *)keyEnumerator;
- (NSEnumerator<ObjectType> *)objectEnumerator;
- (void)removeAllObjects;
- (NSDictionary<KeyType, ObjectType> *)dictionaryRepresentation;
@end
@interface NSHashTable<ObjectType> : NSObject <NSCopying, NSFastEnumeration>
+ (NSHashTable<ObjectType> *)hashTableWithOptions:(NSPointerFunctionsOptions)options;
+ (NSHashTable<ObjectType> *)weakObjectsHashTable;
- (instancetype)initWithOptions:(NSPointerFunctionsOptions)options capacity:(NSUInteger)initialCapacity;
@property (readonly) NSUInteger count;
- (ObjectType)member:(ObjectType)object;
- (NSEnumerator<ObjectType> *)objectEnumerator;
- (void)addObject:(ObjectType)object;
- (void)removeObject:(ObjectType)object;
- (void)removeAllObjects;
@property (readonly, copy) NSArray<ObjectType> *allObjects;
@property (readonly) ObjectType anyObject;
- (BOOL)containsObject:(ObjectType)anObject;
@end
@interface NSPointerArray : NSObject <NSFastEnumeration, NSCopying>
+ (NSPointerArray *)weakObjectsPointerArray;
+ (NSPointerArray *)strongObjectsPointerArray;
- (void *)pointerAtIndex:(NSUInteger)index;
- (void)addPointer:(void *)pointer;
- (void)removePointerAtIndex:(NSUInteger)index;
- (void)compact;
@property NSUInteger count;
@property (readonly, copy) NSArray *allObjects;
@end
@interface NSProgress : NSObject
+ (NSProgress *)progressWithTotalUnitCount:(int64_t)unitCount;
+ (NSProgress *)currentProgress;
@property int64_t totalUnitCount;
@property int64_t completedUnitCount;
@property (readonly) double fractionCompleted;
@property (copy) NSString *localizedDescription;
@property (readonly, getter=isCancelled) BOOL cancelled;
- (void)cancel;
@end
@interface NSUndoManager : NSObject
- (void)registerUndoWithTarget:(id)target selector:(SEL)selector object:(id)anObject;
- (void)undo;
- (void)redo;
@end
@interface NSXMLParser : NSObject
- (instancetype)initWithData:(NSData *)data;
- (instancetype)initWithContentsOfURL:(NSURL *)url;
@property (assign) id delegate;
- (BOOL)parse;
- (void)abortParsing;
@property (readonly, copy) NSError *parserError;
@end
@protocol NSXMLParserDelegate <NSObject>
@optional
- (void)parser:(NSXMLParser *)parser didStartElement:(NSString *)elementName namespaceURI:(NSString *)namespaceURI qualifiedName:(NSString *)qName attributes:(NSDictionary<NSString *, NSString *> *)attributeDict;
- (void)parser:(NSXMLParser *)parser didEndElement:(NSString *)elementName namespaceURI:(NSString *)namespaceURI qualifiedName:(NSString *)qName;
- (void)parser:(NSXMLParser *)parser foundCharacters:(NSString *)string;
@end
@interface NSValueTransformer : NSObject
+ (void)setValueTransformer:(NSValueTransformer *)transformer forName:(NSString *)name;
+ (NSValueTransformer *)valueTransformerForName:(NSString *)name;
+ (Class)transformedValueClass;
+ (BOOL)allowsReverseTransformation;
- (id)transformedValue:(id)value;
- (id)reverseTransformedValue:(id)value;
@end
@interface NSExpression : NSObject <NSSecureCoding, NSCopying>
+ (NSExpression *)expressionWithFormat:(NSString *)expressionFormat, ...;
+ (NSExpression *)expressionForKeyPath:(NSString *)keyPath;
- (id)expressionValueWithObject:(id)object context:(NSMutableDictionary *)context;
@end
@interface NSUbiquitousKeyValueStore : NSObject
@property (class, readonly, strong) NSUbiquitousKeyValueStore *defaultStore;
- (id)objectForKey:(NSString *)aKey;
- (void)setObject:(id)anObject forKey:(NSString *)aKey;
- (BOOL)synchronize;
@end
@interface NSItemProvider : NSObject <NSCopying>
@end
@interface NSPersonNameComponents : NSObject <NSCopying, NSSecureCoding>
@property (copy) NSString *givenName;
@property (copy) NSString *familyName;
@end
@interface NSByteCountFormatter : NSFormatter
+ (NSString *)stringFromByteCount:(long long)byteCount countStyle:(NSInteger)countStyle;
@end
enum { NSByteCountFormatterCountStyleFile = 0, NSByteCountFormatterCountStyleMemory = 1, NSByteCountFormatterCountStyleDecimal = 2, NSByteCountFormatterCountStyleBinary = 3 };

/* ------------------------------------------------------------ CommonCrypto */
typedef uint32_t CC_LONG;
#define CC_MD5_DIGEST_LENGTH 16
#define CC_SHA1_DIGEST_LENGTH 20
#define CC_SHA256_DIGEST_LENGTH 32
#define CC_SHA512_DIGEST_LENGTH 64
enum { kCCHmacAlgSHA1, kCCHmacAlgMD5, kCCHmacAlgSHA256, kCCHmacAlgSHA384, kCCHmacAlgSHA512, kCCHmacAlgSHA224 };
enum { kCCEncrypt = 0, kCCDecrypt, kCCAlgorithmAES128 = 0, kCCAlgorithmAES = 0, kCCAlgorithmDES, kCCAlgorithm3DES, kCCOptionPKCS7Padding = 1, kCCOptionECBMode = 2, kCCSuccess = 0, kCCKeySizeAES128 = 16, kCCKeySizeAES256 = 32, kCCKeySizeDES = 8, kCCBlockSizeAES128 = 16, kCCBlockSizeDES = 8 };
typedef int32_t CCCryptorStatus;
RXS_EXTERN_C_BEGIN
unsigned char *CC_MD5(const void *data, CC_LONG len, unsigned char *md);
unsigned char *CC_SHA1(const void *data, CC_LONG len, unsigned char *md);
unsigned char *CC_SHA256(const void *data, CC_LONG len, unsigned char *md);
unsigned char *CC_SHA512(const void *data, CC_LONG len, unsigned char *md);
void CCHmac(uint32_t algorithm, const void *key, size_t keyLength, const void *data, size_t dataLength, void *macOut);
CCCryptorStatus CCCrypt(uint32_t op, uint32_t alg, uint32_t options, const void *key, size_t keyLength, const void *iv, const void *dataIn, size_t dataInLength, void *dataOut, size_t dataOutAvailable, size_t *dataOutMoved);
RXS_EXTERN_C_END

/* ---------------------------------------------------------------- dispatch */
/* dispatch objects are Objective-C objects in app code (strong properties hold them) */
@protocol OS_dispatch_object <NSObject>
@end
@protocol OS_dispatch_queue <OS_dispatch_object>
@end
@protocol OS_dispatch_group <OS_dispatch_object>
@end
@protocol OS_dispatch_semaphore <OS_dispatch_object>
@end
@protocol OS_dispatch_source <OS_dispatch_object>
@end
@protocol OS_dispatch_queue_attr <OS_dispatch_object>
@end
@protocol OS_dispatch_data <OS_dispatch_object>
@end
typedef NSObject<OS_dispatch_object> *dispatch_object_t;
typedef NSObject<OS_dispatch_queue> *dispatch_queue_t;
typedef NSObject<OS_dispatch_group> *dispatch_group_t;
typedef NSObject<OS_dispatch_semaphore> *dispatch_semaphore_t;
typedef NSObject<OS_dispatch_source> *dispatch_source_t;
typedef NSObject<OS_dispatch_queue_attr> *dispatch_queue_attr_t;
typedef NSObject<OS_dispatch_data> *dispatch_data_t;
typedef const struct dispatch_source_type_s *dispatch_source_type_t;
typedef void (^dispatch_block_t)(void);
typedef uint64_t dispatch_time_t;
typedef long dispatch_once_t;
typedef long dispatch_queue_priority_t;
typedef unsigned int dispatch_qos_class_t;
typedef void (*dispatch_function_t)(void *);
#define DISPATCH_TIME_NOW (0ull)
#define DISPATCH_TIME_FOREVER (~0ull)
#define NSEC_PER_SEC 1000000000ull
#define NSEC_PER_MSEC 1000000ull
#define USEC_PER_SEC 1000000ull
#define NSEC_PER_USEC 1000ull
#define DISPATCH_QUEUE_PRIORITY_HIGH 2
#define DISPATCH_QUEUE_PRIORITY_DEFAULT 0
#define DISPATCH_QUEUE_PRIORITY_LOW (-2)
#define DISPATCH_QUEUE_PRIORITY_BACKGROUND (-32768)
#define DISPATCH_QUEUE_SERIAL ((dispatch_queue_attr_t)0)
#define DISPATCH_QUEUE_CONCURRENT ((dispatch_queue_attr_t)(void *)&_dispatch_queue_attr_concurrent)
#define DISPATCH_SOURCE_TYPE_TIMER (&_dispatch_source_type_timer)
#define DISPATCH_SOURCE_TYPE_READ (&_dispatch_source_type_read)
#define DISPATCH_TARGET_QUEUE_DEFAULT ((dispatch_queue_t)0)
#define DISPATCH_CURRENT_QUEUE_LABEL ((dispatch_queue_t)0)
#define QOS_CLASS_USER_INTERACTIVE 0x21
#define QOS_CLASS_USER_INITIATED 0x19
#define QOS_CLASS_DEFAULT 0x15
#define QOS_CLASS_UTILITY 0x11
#define QOS_CLASS_BACKGROUND 0x09
RXS_EXTERN_C_BEGIN
extern struct dispatch_queue_s _dispatch_main_q;
extern struct dispatch_queue_attr_s _dispatch_queue_attr_concurrent;
extern const struct dispatch_source_type_s _dispatch_source_type_timer;
extern const struct dispatch_source_type_s _dispatch_source_type_read;
#define dispatch_get_main_queue() ((dispatch_queue_t)(void *)&_dispatch_main_q)
dispatch_queue_t dispatch_get_global_queue(long identifier, unsigned long flags);
dispatch_queue_t dispatch_get_current_queue(void);
dispatch_queue_t dispatch_queue_create(const char *label, dispatch_queue_attr_t attr);
dispatch_queue_attr_t dispatch_queue_attr_make_with_qos_class(dispatch_queue_attr_t attr, dispatch_qos_class_t qos_class, int relative_priority);
const char *dispatch_queue_get_label(dispatch_queue_t queue);
void dispatch_set_target_queue(dispatch_object_t object, dispatch_queue_t queue);
void dispatch_async(dispatch_queue_t queue, dispatch_block_t block);
void dispatch_sync(dispatch_queue_t queue, dispatch_block_t block);
void dispatch_async_f(dispatch_queue_t queue, void *context, dispatch_function_t work);
void dispatch_barrier_async(dispatch_queue_t queue, dispatch_block_t block);
void dispatch_barrier_sync(dispatch_queue_t queue, dispatch_block_t block);
void dispatch_after(dispatch_time_t when, dispatch_queue_t queue, dispatch_block_t block);
void dispatch_apply(size_t iterations, dispatch_queue_t queue, void (^block)(size_t));
void dispatch_once(dispatch_once_t *predicate, dispatch_block_t block);
dispatch_time_t dispatch_time(dispatch_time_t when, int64_t delta);
dispatch_time_t dispatch_walltime(const void *when, int64_t delta);
dispatch_group_t dispatch_group_create(void);
void dispatch_group_async(dispatch_group_t group, dispatch_queue_t queue, dispatch_block_t block);
void dispatch_group_enter(dispatch_group_t group);
void dispatch_group_leave(dispatch_group_t group);
long dispatch_group_wait(dispatch_group_t group, dispatch_time_t timeout);
void dispatch_group_notify(dispatch_group_t group, dispatch_queue_t queue, dispatch_block_t block);
dispatch_semaphore_t dispatch_semaphore_create(long value);
long dispatch_semaphore_wait(dispatch_semaphore_t dsema, dispatch_time_t timeout);
long dispatch_semaphore_signal(dispatch_semaphore_t dsema);
dispatch_source_t dispatch_source_create(dispatch_source_type_t type, uintptr_t handle, unsigned long mask, dispatch_queue_t queue);
void dispatch_source_set_timer(dispatch_source_t source, dispatch_time_t start, uint64_t interval, uint64_t leeway);
void dispatch_source_set_event_handler(dispatch_source_t source, dispatch_block_t handler);
void dispatch_source_set_cancel_handler(dispatch_source_t source, dispatch_block_t handler);
void dispatch_source_cancel(dispatch_source_t source);
long dispatch_source_testcancel(dispatch_source_t source);
void dispatch_resume(dispatch_object_t object);
void dispatch_suspend(dispatch_object_t object);
void dispatch_retain(dispatch_object_t object);
void dispatch_release(dispatch_object_t object);
void *dispatch_get_specific(const void *key);
void *dispatch_queue_get_specific(dispatch_queue_t queue, const void *key);
void dispatch_queue_set_specific(dispatch_queue_t queue, const void *key, void *context, dispatch_function_t destructor);
dispatch_block_t dispatch_block_create(unsigned long flags, dispatch_block_t block);
void dispatch_block_cancel(dispatch_block_t block);
RXS_EXTERN_C_END

/* ------------------------------------------------- CoreGraphics / CoreFoundation */
struct CGPoint { CGFloat x; CGFloat y; };
typedef struct CGPoint CGPoint;
struct CGSize { CGFloat width; CGFloat height; };
typedef struct CGSize CGSize;
struct CGVector { CGFloat dx; CGFloat dy; };
typedef struct CGVector CGVector;
struct CGRect { CGPoint origin; CGSize size; };
typedef struct CGRect CGRect;
struct CGAffineTransform { CGFloat a, b, c, d, tx, ty; };
typedef struct CGAffineTransform CGAffineTransform;
typedef enum CGRectEdge_rxs { CGRectMinXEdge, CGRectMinYEdge, CGRectMaxXEdge, CGRectMaxYEdge } CGRectEdge;
typedef const void *CFTypeRef;
typedef const struct __CFString *CFStringRef;
typedef struct __CFString *CFMutableStringRef;
typedef const struct __CFDictionary *CFDictionaryRef;
typedef struct __CFDictionary *CFMutableDictionaryRef;
typedef const struct __CFArray *CFArrayRef;
typedef const struct __CFData *CFDataRef;
typedef const struct __CFURL *CFURLRef;
typedef const struct __CFAllocator *CFAllocatorRef;
typedef const struct __CFNumber *CFNumberRef;
typedef const struct __CFBoolean *CFBooleanRef;
typedef struct __CFRunLoop *CFRunLoopRef;
typedef struct __CFRunLoopObserver *CFRunLoopObserverRef;
typedef const struct __CFUUID *CFUUIDRef;
typedef unsigned long CFTypeID;
typedef signed long CFIndex;
typedef unsigned long CFOptionFlags;
typedef double CFTimeInterval;
typedef double CFAbsoluteTime;
typedef unsigned int CFStringEncoding;
typedef int32_t OSStatus;
typedef unsigned char Boolean;
typedef struct { CFIndex location; CFIndex length; } CFRange;
#define kCFAllocatorDefault ((CFAllocatorRef)0)
#define kCFStringEncodingUTF8 0x08000100
#define CFSTR(s) ((CFStringRef)__builtin___CFStringMakeConstantString(s))
RXS_EXTERN_C_BEGIN
extern const CFBooleanRef kCFBooleanTrue;
extern const CFBooleanRef kCFBooleanFalse;
extern const CFStringRef kCFRunLoopDefaultMode;
extern const CFStringRef kCFRunLoopCommonModes;
extern const CFStringRef kCFBundleVersionKey;
extern const CFStringRef kCFBundleNameKey;
extern const CFStringRef kCFBundleIdentifierKey;
CFTypeRef CFRetain(CFTypeRef cf);
void CFRelease(CFTypeRef cf);
CFTypeID CFGetTypeID(CFTypeRef cf);
CFIndex CFGetRetainCount(CFTypeRef cf);
CFAbsoluteTime CFAbsoluteTimeGetCurrent(void);
CFUUIDRef CFUUIDCreate(CFAllocatorRef alloc);
CFStringRef CFUUIDCreateString(CFAllocatorRef alloc, CFUUIDRef uuid);
CFStringRef CFURLCreateStringByAddingPercentEscapes(CFAllocatorRef allocator, CFStringRef originalString, CFStringRef charactersToLeaveUnescaped, CFStringRef legalURLCharactersToBeEscaped, CFStringEncoding encoding);
CFStringRef CFURLCreateStringByReplacingPercentEscapesUsingEncoding(CFAllocatorRef allocator, CFStringRef origString, CFStringRef charsToLeaveEscaped, CFStringEncoding encoding);
CFRunLoopRef CFRunLoopGetMain(void);
CFRunLoopRef CFRunLoopGetCurrent(void);
void CFRunLoopRun(void);
void CFRunLoopStop(CFRunLoopRef rl);
CFIndex CFArrayGetCount(CFArrayRef theArray);
const void *CFArrayGetValueAtIndex(CFArrayRef theArray, CFIndex idx);
const void *CFDictionaryGetValue(CFDictionaryRef theDict, const void *key);
CFIndex CFStringGetLength(CFStringRef theString);
id CFBridgingRelease(CFTypeRef X);
CFTypeRef CFBridgingRetain(id X);
RXS_EXTERN_C_END
typedef struct CGContext *CGContextRef;
typedef struct CGColor *CGColorRef;
typedef struct CGColorSpace *CGColorSpaceRef;
typedef struct CGImage *CGImageRef;
typedef struct CGPath *CGMutablePathRef;
typedef const struct CGPath *CGPathRef;
typedef struct CGGradient *CGGradientRef;
typedef struct CGFont *CGFontRef;
typedef struct CGDataProvider *CGDataProviderRef;
typedef uint32_t CGBitmapInfo;
typedef enum CGLineCap { kCGLineCapButt, kCGLineCapRound, kCGLineCapSquare } CGLineCap;
typedef enum CGLineJoin { kCGLineJoinMiter, kCGLineJoinRound, kCGLineJoinBevel } CGLineJoin;
typedef enum CGBlendMode { kCGBlendModeNormal, kCGBlendModeMultiply, kCGBlendModeScreen, kCGBlendModeOverlay, kCGBlendModeClear = 16, kCGBlendModeCopy, kCGBlendModeSourceIn, kCGBlendModeSourceOut, kCGBlendModeSourceAtop, kCGBlendModeDestinationOver, kCGBlendModeDestinationIn } CGBlendMode;
typedef enum CGPathDrawingMode { kCGPathFill, kCGPathEOFill, kCGPathStroke, kCGPathFillStroke, kCGPathEOFillStroke } CGPathDrawingMode;
typedef enum CGInterpolationQuality { kCGInterpolationDefault = 0, kCGInterpolationNone = 1, kCGInterpolationLow = 2, kCGInterpolationMedium = 4, kCGInterpolationHigh = 3 } CGInterpolationQuality;
enum { kCGImageAlphaNone, kCGImageAlphaPremultipliedLast, kCGImageAlphaPremultipliedFirst, kCGImageAlphaLast, kCGImageAlphaFirst, kCGImageAlphaNoneSkipLast, kCGImageAlphaNoneSkipFirst, kCGImageAlphaOnly, kCGBitmapByteOrderDefault = 0, kCGBitmapByteOrder32Little = 2 << 12, kCGBitmapByteOrder32Big = 4 << 12 };
enum { kCGGradientDrawsBeforeStartLocation = 1, kCGGradientDrawsAfterEndLocation = 2 };
RXS_EXTERN_C_BEGIN
extern const CGPoint CGPointZero;
extern const CGSize CGSizeZero;
extern const CGRect CGRectZero;
extern const CGRect CGRectNull;
extern const CGRect CGRectInfinite;
extern const CGAffineTransform CGAffineTransformIdentity;
CG_INLINE CGPoint CGPointMake(CGFloat x, CGFloat y) { CGPoint p; p.x = x; p.y = y; return p; }
CG_INLINE CGSize CGSizeMake(CGFloat width, CGFloat height) { CGSize s; s.width = width; s.height = height; return s; }
CG_INLINE CGVector CGVectorMake(CGFloat dx, CGFloat dy) { CGVector v; v.dx = dx; v.dy = dy; return v; }
CG_INLINE CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat width, CGFloat height) { CGRect r; r.origin.x = x; r.origin.y = y; r.size.width = width; r.size.height = height; return r; }
CGFloat CGRectGetMinX(CGRect rect);
CGFloat CGRectGetMidX(CGRect rect);
CGFloat CGRectGetMaxX(CGRect rect);
CGFloat CGRectGetMinY(CGRect rect);
CGFloat CGRectGetMidY(CGRect rect);
CGFloat CGRectGetMaxY(CGRect rect);
CGFloat CGRectGetWidth(CGRect rect);
CGFloat CGRectGetHeight(CGRect rect);
bool CGPointEqualToPoint(CGPoint point1, CGPoint point2);
bool CGSizeEqualToSize(CGSize size1, CGSize size2);
bool CGRectEqualToRect(CGRect rect1, CGRect rect2);
CGRect CGRectStandardize(CGRect rect);
bool CGRectIsEmpty(CGRect rect);
bool CGRectIsNull(CGRect rect);
bool CGRectIsInfinite(CGRect rect);
CGRect CGRectInset(CGRect rect, CGFloat dx, CGFloat dy);
CGRect CGRectIntegral(CGRect rect);
CGRect CGRectUnion(CGRect r1, CGRect r2);
CGRect CGRectIntersection(CGRect r1, CGRect r2);
CGRect CGRectOffset(CGRect rect, CGFloat dx, CGFloat dy);
void CGRectDivide(CGRect rect, CGRect *slice, CGRect *remainder, CGFloat amount, CGRectEdge edge);
bool CGRectContainsPoint(CGRect rect, CGPoint point);
bool CGRectContainsRect(CGRect rect1, CGRect rect2);
bool CGRectIntersectsRect(CGRect rect1, CGRect rect2);
CFDictionaryRef CGRectCreateDictionaryRepresentation(CGRect rect);
CGAffineTransform CGAffineTransformMake(CGFloat a, CGFloat b, CGFloat c, CGFloat d, CGFloat tx, CGFloat ty);
CGAffineTransform CGAffineTransformMakeTranslation(CGFloat tx, CGFloat ty);
CGAffineTransform CGAffineTransformMakeScale(CGFloat sx, CGFloat sy);
CGAffineTransform CGAffineTransformMakeRotation(CGFloat angle);
bool CGAffineTransformIsIdentity(CGAffineTransform t);
CGAffineTransform CGAffineTransformTranslate(CGAffineTransform t, CGFloat tx, CGFloat ty);
CGAffineTransform CGAffineTransformScale(CGAffineTransform t, CGFloat sx, CGFloat sy);
CGAffineTransform CGAffineTransformRotate(CGAffineTransform t, CGFloat angle);
CGAffineTransform CGAffineTransformInvert(CGAffineTransform t);
CGAffineTransform CGAffineTransformConcat(CGAffineTransform t1, CGAffineTransform t2);
bool CGAffineTransformEqualToTransform(CGAffineTransform t1, CGAffineTransform t2);
CGPoint CGPointApplyAffineTransform(CGPoint point, CGAffineTransform t);
CGSize CGSizeApplyAffineTransform(CGSize size, CGAffineTransform t);
CGRect CGRectApplyAffineTransform(CGRect rect, CGAffineTransform t);
void CGContextSaveGState(CGContextRef c);
void CGContextRestoreGState(CGContextRef c);
void CGContextScaleCTM(CGContextRef c, CGFloat sx, CGFloat sy);
void CGContextTranslateCTM(CGContextRef c, CGFloat tx, CGFloat ty);
void CGContextRotateCTM(CGContextRef c, CGFloat angle);
void CGContextConcatCTM(CGContextRef c, CGAffineTransform transform);
void CGContextSetLineWidth(CGContextRef c, CGFloat width);
void CGContextSetLineCap(CGContextRef c, CGLineCap cap);
void CGContextSetLineJoin(CGContextRef c, CGLineJoin join);
void CGContextSetLineDash(CGContextRef c, CGFloat phase, const CGFloat *lengths, size_t count);
void CGContextSetAlpha(CGContextRef c, CGFloat alpha);
void CGContextSetBlendMode(CGContextRef c, CGBlendMode mode);
void CGContextBeginPath(CGContextRef c);
void CGContextMoveToPoint(CGContextRef c, CGFloat x, CGFloat y);
void CGContextAddLineToPoint(CGContextRef c, CGFloat x, CGFloat y);
void CGContextAddCurveToPoint(CGContextRef c, CGFloat cp1x, CGFloat cp1y, CGFloat cp2x, CGFloat cp2y, CGFloat x, CGFloat y);
void CGContextAddQuadCurveToPoint(CGContextRef c, CGFloat cpx, CGFloat cpy, CGFloat x, CGFloat y);
void CGContextClosePath(CGContextRef c);
void CGContextAddRect(CGContextRef c, CGRect rect);
void CGContextAddEllipseInRect(CGContextRef c, CGRect rect);
void CGContextAddArc(CGContextRef c, CGFloat x, CGFloat y, CGFloat radius, CGFloat startAngle, CGFloat endAngle, int clockwise);
void CGContextAddPath(CGContextRef c, CGPathRef path);
void CGContextDrawPath(CGContextRef c, CGPathDrawingMode mode);
void CGContextFillPath(CGContextRef c);
void CGContextStrokePath(CGContextRef c);
void CGContextFillRect(CGContextRef c, CGRect rect);
void CGContextStrokeRect(CGContextRef c, CGRect rect);
void CGContextStrokeRectWithWidth(CGContextRef c, CGRect rect, CGFloat width);
void CGContextClearRect(CGContextRef c, CGRect rect);
void CGContextFillEllipseInRect(CGContextRef c, CGRect rect);
void CGContextStrokeEllipseInRect(CGContextRef c, CGRect rect);
void CGContextStrokeLineSegments(CGContextRef c, const CGPoint *points, size_t count);
void CGContextClip(CGContextRef c);
void CGContextClipToRect(CGContextRef c, CGRect rect);
void CGContextSetFillColorWithColor(CGContextRef c, CGColorRef color);
void CGContextSetStrokeColorWithColor(CGContextRef c, CGColorRef color);
void CGContextSetRGBFillColor(CGContextRef c, CGFloat red, CGFloat green, CGFloat blue, CGFloat alpha);
void CGContextSetRGBStrokeColor(CGContextRef c, CGFloat red, CGFloat green, CGFloat blue, CGFloat alpha);
void CGContextSetShadowWithColor(CGContextRef c, CGSize offset, CGFloat blur, CGColorRef color);
void CGContextSetInterpolationQuality(CGContextRef c, CGInterpolationQuality quality);
void CGContextSetShouldAntialias(CGContextRef c, bool shouldAntialias);
void CGContextDrawImage(CGContextRef c, CGRect rect, CGImageRef image);
void CGContextDrawLinearGradient(CGContextRef c, CGGradientRef gradient, CGPoint startPoint, CGPoint endPoint, uint32_t options);
void CGContextDrawRadialGradient(CGContextRef c, CGGradientRef gradient, CGPoint startCenter, CGFloat startRadius, CGPoint endCenter, CGFloat endRadius, uint32_t options);
CGContextRef CGBitmapContextCreate(void *data, size_t width, size_t height, size_t bitsPerComponent, size_t bytesPerRow, CGColorSpaceRef space, uint32_t bitmapInfo);
CGImageRef CGBitmapContextCreateImage(CGContextRef context);
void *CGBitmapContextGetData(CGContextRef context);
void CGContextRelease(CGContextRef c);
CGColorSpaceRef CGColorSpaceCreateDeviceRGB(void);
CGColorSpaceRef CGColorSpaceCreateDeviceGray(void);
void CGColorSpaceRelease(CGColorSpaceRef space);
CGColorRef CGColorCreate(CGColorSpaceRef space, const CGFloat *components);
CGColorRef CGColorCreateCopyWithAlpha(CGColorRef color, CGFloat alpha);
const CGFloat *CGColorGetComponents(CGColorRef color);
size_t CGColorGetNumberOfComponents(CGColorRef color);
CGFloat CGColorGetAlpha(CGColorRef color);
bool CGColorEqualToColor(CGColorRef color1, CGColorRef color2);
void CGColorRelease(CGColorRef color);
CGColorRef CGColorRetain(CGColorRef color);
CGGradientRef CGGradientCreateWithColorComponents(CGColorSpaceRef space, const CGFloat *components, const CGFloat *locations, size_t count);
CGGradientRef CGGradientCreateWithColors(CGColorSpaceRef space, CFArrayRef colors, const CGFloat *locations);
void CGGradientRelease(CGGradientRef gradient);
size_t CGImageGetWidth(CGImageRef image);
size_t CGImageGetHeight(CGImageRef image);
size_t CGImageGetBitsPerComponent(CGImageRef image);
size_t CGImageGetBytesPerRow(CGImageRef image);
CGColorSpaceRef CGImageGetColorSpace(CGImageRef image);
uint32_t CGImageGetAlphaInfo(CGImageRef image);
CGImageRef CGImageCreateWithImageInRect(CGImageRef image, CGRect rect);
CGImageRef CGImageRetain(CGImageRef image);
void CGImageRelease(CGImageRef image);
CGMutablePathRef CGPathCreateMutable(void);
void CGPathMoveToPoint(CGMutablePathRef path, const CGAffineTransform *m, CGFloat x, CGFloat y);
void CGPathAddLineToPoint(CGMutablePathRef path, const CGAffineTransform *m, CGFloat x, CGFloat y);
void CGPathAddRect(CGMutablePathRef path, const CGAffineTransform *m, CGRect rect);
void CGPathAddArc(CGMutablePathRef path, const CGAffineTransform *m, CGFloat x, CGFloat y, CGFloat radius, CGFloat startAngle, CGFloat endAngle, bool clockwise);
void CGPathAddEllipseInRect(CGMutablePathRef path, const CGAffineTransform *m, CGRect rect);
void CGPathAddCurveToPoint(CGMutablePathRef path, const CGAffineTransform *m, CGFloat cp1x, CGFloat cp1y, CGFloat cp2x, CGFloat cp2y, CGFloat x, CGFloat y);
void CGPathAddQuadCurveToPoint(CGMutablePathRef path, const CGAffineTransform *m, CGFloat cpx, CGFloat cpy, CGFloat x, CGFloat y);
void CGPathCloseSubpath(CGMutablePathRef path);
CGPathRef CGPathCreateWithRect(CGRect rect, const CGAffineTransform *transform);
CGPathRef CGPathCreateWithEllipseInRect(CGRect rect, const CGAffineTransform *transform);
CGPathRef CGPathCreateWithRoundedRect(CGRect rect, CGFloat cornerWidth, CGFloat cornerHeight, const CGAffineTransform *transform);
bool CGPathContainsPoint(CGPathRef path, const CGAffineTransform *m, CGPoint point, bool eoFill);
CGRect CGPathGetBoundingBox(CGPathRef path);
void CGPathRelease(CGPathRef path);
RXS_EXTERN_C_END

/* ---------------------------------------------------------------- QuartzCore */
typedef NSString *CALayerContentsGravity;
typedef NSString *CAMediaTimingFunctionName;
typedef NSString *CAMediaTimingFillMode;
typedef NSString *CATransitionType;
typedef NSString *CATransitionSubtype;
typedef NSString *CAShapeLayerLineCap;
typedef NSString *CAShapeLayerLineJoin;
typedef NSString *CAShapeLayerFillRule;
typedef NSString *CAGradientLayerType;
typedef NSString *CALayerCornerCurve;
struct CATransform3D { CGFloat m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44; };
typedef struct CATransform3D CATransform3D;
RXS_EXTERN_C_BEGIN
extern const CATransform3D CATransform3DIdentity;
CATransform3D CATransform3DMakeTranslation(CGFloat tx, CGFloat ty, CGFloat tz);
CATransform3D CATransform3DMakeScale(CGFloat sx, CGFloat sy, CGFloat sz);
CATransform3D CATransform3DMakeRotation(CGFloat angle, CGFloat x, CGFloat y, CGFloat z);
CATransform3D CATransform3DTranslate(CATransform3D t, CGFloat tx, CGFloat ty, CGFloat tz);
CATransform3D CATransform3DScale(CATransform3D t, CGFloat sx, CGFloat sy, CGFloat sz);
CATransform3D CATransform3DRotate(CATransform3D t, CGFloat angle, CGFloat x, CGFloat y, CGFloat z);
CATransform3D CATransform3DConcat(CATransform3D a, CATransform3D b);
CATransform3D CATransform3DMakeAffineTransform(CGAffineTransform m);
bool CATransform3DIsIdentity(CATransform3D t);
CFTimeInterval CACurrentMediaTime(void);
extern CALayerContentsGravity const kCAGravityCenter, kCAGravityTop, kCAGravityBottom, kCAGravityResize, kCAGravityResizeAspect, kCAGravityResizeAspectFill;
extern CAMediaTimingFunctionName const kCAMediaTimingFunctionLinear, kCAMediaTimingFunctionEaseIn, kCAMediaTimingFunctionEaseOut, kCAMediaTimingFunctionEaseInEaseOut, kCAMediaTimingFunctionDefault;
extern CAMediaTimingFillMode const kCAFillModeForwards, kCAFillModeBackwards, kCAFillModeBoth, kCAFillModeRemoved;
extern CATransitionType const kCATransitionFade, kCATransitionMoveIn, kCATransitionPush, kCATransitionReveal;
extern CATransitionSubtype const kCATransitionFromRight, kCATransitionFromLeft, kCATransitionFromTop, kCATransitionFromBottom;
extern CAShapeLayerLineCap const kCALineCapButt, kCALineCapRound, kCALineCapSquare;
extern CAShapeLayerLineJoin const kCALineJoinMiter, kCALineJoinRound, kCALineJoinBevel;
extern CAShapeLayerFillRule const kCAFillRuleNonZero, kCAFillRuleEvenOdd;
extern NSString * const kCAAnimationLinear, * const kCAAnimationPaced, * const kCAAnimationDiscrete, * const kCAAnimationCubic;
extern NSString * const kCAAnimationRotateAuto;
extern NSString * const kCAEmitterLayerPoint, * const kCAEmitterLayerLine, * const kCAEmitterLayerRectangle, * const kCAEmitterLayerAdditive;
RXS_EXTERN_C_END
#define HUGE_VALF __builtin_huge_valf()
typedef NS_OPTIONS(NSUInteger, CACornerMask) { kCALayerMinXMinYCorner = 1, kCALayerMaxXMinYCorner = 2, kCALayerMinXMaxYCorner = 4, kCALayerMaxXMaxYCorner = 8 };
@protocol CAMediaTiming
@property CFTimeInterval beginTime;
@property CFTimeInterval duration;
@property float speed;
@property CFTimeInterval timeOffset;
@property float repeatCount;
@property CFTimeInterval repeatDuration;
@property BOOL autoreverses;
@property (copy) CAMediaTimingFillMode fillMode;
@end
@protocol CAAction
@end
@class CAAnimation;
@interface CALayer : NSObject <NSSecureCoding, CAMediaTiming>
+ (instancetype)layer;
- (instancetype)initWithLayer:(id)layer;
- (id)presentationLayer;
- (id)modelLayer;
@property CGRect bounds;
@property CGPoint position;
@property CGFloat zPosition;
@property CGPoint anchorPoint;
@property CATransform3D transform;
- (CGAffineTransform)affineTransform;
- (void)setAffineTransform:(CGAffineTransform)m;
@property CGRect frame;
@property (getter=isHidden) BOOL hidden;
@property (getter=isDoubleSided) BOOL doubleSided;
@property (readonly) CALayer *superlayer;
- (void)removeFromSuperlayer;
@property (copy) NSArray<__kindof CALayer *> *sublayers;
- (void)addSublayer:(CALayer *)layer;
- (void)insertSublayer:(CALayer *)layer atIndex:(unsigned)idx;
- (void)insertSublayer:(CALayer *)layer below:(CALayer *)sibling;
- (void)insertSublayer:(CALayer *)layer above:(CALayer *)sibling;
- (void)replaceSublayer:(CALayer *)oldLayer with:(CALayer *)newLayer;
@property CATransform3D sublayerTransform;
@property (strong) __kindof CALayer *mask;
@property BOOL masksToBounds;
- (CGPoint)convertPoint:(CGPoint)p fromLayer:(CALayer *)l;
- (CGPoint)convertPoint:(CGPoint)p toLayer:(CALayer *)l;
- (CGRect)convertRect:(CGRect)r fromLayer:(CALayer *)l;
- (CGRect)convertRect:(CGRect)r toLayer:(CALayer *)l;
- (CALayer *)hitTest:(CGPoint)p;
- (BOOL)containsPoint:(CGPoint)p;
@property (strong) id contents;
@property CGRect contentsRect;
@property (copy) CALayerContentsGravity contentsGravity;
@property CGFloat contentsScale;
@property CGRect contentsCenter;
@property (getter=isOpaque) BOOL opaque;
- (void)display;
- (void)setNeedsDisplay;
- (void)setNeedsDisplayInRect:(CGRect)r;
- (void)displayIfNeeded;
- (void)drawInContext:(CGContextRef)ctx;
- (void)renderInContext:(CGContextRef)ctx;
@property BOOL shouldRasterize;
@property CGFloat rasterizationScale;
@property CGColorRef backgroundColor;
@property CGFloat cornerRadius;
@property CACornerMask maskedCorners;
@property (copy) CALayerCornerCurve cornerCurve;
@property CGFloat borderWidth;
@property CGColorRef borderColor;
@property float opacity;
@property CGColorRef shadowColor;
@property float shadowOpacity;
@property CGSize shadowOffset;
@property CGFloat shadowRadius;
@property CGPathRef shadowPath;
@property BOOL allowsEdgeAntialiasing;
@property BOOL allowsGroupOpacity;
@property (copy) NSString *name;
@property (weak) id delegate;
@property (copy) NSDictionary<NSString *, id<CAAction>> *actions;
- (void)setNeedsLayout;
- (void)layoutIfNeeded;
- (void)layoutSublayers;
- (void)addAnimation:(CAAnimation *)anim forKey:(NSString *)key;
- (void)removeAllAnimations;
- (void)removeAnimationForKey:(NSString *)key;
- (NSArray<NSString *> *)animationKeys;
- (CAAnimation *)animationForKey:(NSString *)key;
@end
@interface CAMediaTimingFunction : NSObject <NSSecureCoding>
+ (instancetype)functionWithName:(CAMediaTimingFunctionName)name;
+ (instancetype)functionWithControlPoints:(float)c1x :(float)c1y :(float)c2x :(float)c2y;
@end
@interface CAAnimation : NSObject <NSSecureCoding, NSCopying, CAMediaTiming, CAAction>
+ (instancetype)animation;
@property (strong) CAMediaTimingFunction *timingFunction;
@property (strong) id delegate;
@property (getter=isRemovedOnCompletion) BOOL removedOnCompletion;
@end
@protocol CAAnimationDelegate <NSObject>
@optional
- (void)animationDidStart:(CAAnimation *)anim;
- (void)animationDidStop:(CAAnimation *)anim finished:(BOOL)flag;
@end
@interface CAPropertyAnimation : CAAnimation
+ (instancetype)animationWithKeyPath:(NSString *)path;
@property (copy) NSString *keyPath;
@property (getter=isAdditive) BOOL additive;
@property (getter=isCumulative) BOOL cumulative;
@end
@interface CABasicAnimation : CAPropertyAnimation
@property (strong) id fromValue;
@property (strong) id toValue;
@property (strong) id byValue;
@end
@interface CAKeyframeAnimation : CAPropertyAnimation
@property (copy) NSArray *values;
@property CGPathRef path;
@property (copy) NSArray<NSNumber *> *keyTimes;
@property (copy) NSArray<CAMediaTimingFunction *> *timingFunctions;
@property (copy) NSString *calculationMode;
@property (copy) NSString *rotationMode;
@end
@interface CASpringAnimation : CABasicAnimation
@property CGFloat mass, stiffness, damping, initialVelocity;
@property (readonly) CFTimeInterval settlingDuration;
@end
@interface CATransition : CAAnimation
@property (copy) CATransitionType type;
@property (copy) CATransitionSubtype subtype;
@end
@interface CAAnimationGroup : CAAnimation
@property (copy) NSArray<CAAnimation *> *animations;
@end
@interface CATransaction : NSObject
+ (void)begin;
+ (void)commit;
+ (void)flush;
+ (CFTimeInterval)animationDuration;
+ (void)setAnimationDuration:(CFTimeInterval)dur;
+ (void)setAnimationTimingFunction:(CAMediaTimingFunction *)function;
+ (BOOL)disableActions;
+ (void)setDisableActions:(BOOL)flag;
+ (void)setCompletionBlock:(void (^)(void))block;
@end
@interface CAShapeLayer : CALayer
@property CGPathRef path;
@property CGColorRef fillColor;
@property (copy) CAShapeLayerFillRule fillRule;
@property CGColorRef strokeColor;
@property CGFloat strokeStart;
@property CGFloat strokeEnd;
@property CGFloat lineWidth;
@property CGFloat miterLimit;
@property (copy) CAShapeLayerLineCap lineCap;
@property (copy) CAShapeLayerLineJoin lineJoin;
@property CGFloat lineDashPhase;
@property (copy) NSArray<NSNumber *> *lineDashPattern;
@end
@interface CAGradientLayer : CALayer
@property (copy) NSArray *colors;
@property (copy) NSArray<NSNumber *> *locations;
@property CGPoint startPoint;
@property CGPoint endPoint;
@property (copy) CAGradientLayerType type;
@end
@interface CATextLayer : CALayer
@property (copy) id string;
@property CFTypeRef font;
@property CGFloat fontSize;
@property CGColorRef foregroundColor;
@property (getter=isWrapped) BOOL wrapped;
@property (copy) NSString *alignmentMode;
@property (copy) NSString *truncationMode;
@end
@interface CAReplicatorLayer : CALayer
@property NSInteger instanceCount;
@property CFTimeInterval instanceDelay;
@property CATransform3D instanceTransform;
@end
@interface CAEmitterCell : NSObject <NSSecureCoding, CAMediaTiming>
+ (instancetype)emitterCell;
@property (copy) NSString *name;
@property (strong) id contents;
@property float birthRate, lifetime, lifetimeRange, velocity, velocityRange, scale, scaleRange, scaleSpeed, alphaSpeed, alphaRange, spin, spinRange;
@property CGFloat emissionLongitude, emissionLatitude, emissionRange, yAcceleration, xAcceleration;
@property CGColorRef color;
@end
@interface CAEmitterLayer : CALayer
@property (copy) NSArray<CAEmitterCell *> *emitterCells;
@property float birthRate, lifetime;
@property CGPoint emitterPosition;
@property CGSize emitterSize;
@property (copy) NSString *emitterShape;
@property (copy) NSString *emitterMode;
@property (copy) NSString *renderMode;
@end
@interface CADisplayLink : NSObject
+ (CADisplayLink *)displayLinkWithTarget:(id)target selector:(SEL)sel;
- (void)addToRunLoop:(NSRunLoop *)runloop forMode:(NSRunLoopMode)mode;
- (void)removeFromRunLoop:(NSRunLoop *)runloop forMode:(NSRunLoopMode)mode;
- (void)invalidate;
@property (readonly) CFTimeInterval timestamp;
@property (readonly) CFTimeInterval duration;
@property (readonly) CFTimeInterval targetTimestamp;
@property (getter=isPaused) BOOL paused;
@property NSInteger frameInterval;
@property NSInteger preferredFramesPerSecond;
@end

/* ------------------------------------------------------------------- UIKit */
typedef struct UIEdgeInsets { CGFloat top, left, bottom, right; } UIEdgeInsets;
typedef struct NSDirectionalEdgeInsets { CGFloat top, leading, bottom, trailing; } NSDirectionalEdgeInsets;
typedef struct UIOffset { CGFloat horizontal, vertical; } UIOffset;
UIKIT_STATIC_INLINE UIEdgeInsets UIEdgeInsetsMake(CGFloat top, CGFloat left, CGFloat bottom, CGFloat right) { UIEdgeInsets i; i.top = top; i.left = left; i.bottom = bottom; i.right = right; return i; }
UIKIT_STATIC_INLINE UIOffset UIOffsetMake(CGFloat horizontal, CGFloat vertical) { UIOffset o; o.horizontal = horizontal; o.vertical = vertical; return o; }
UIKIT_STATIC_INLINE NSDirectionalEdgeInsets NSDirectionalEdgeInsetsMake(CGFloat top, CGFloat leading, CGFloat bottom, CGFloat trailing) { NSDirectionalEdgeInsets i; i.top = top; i.leading = leading; i.bottom = bottom; i.trailing = trailing; return i; }
UIKIT_STATIC_INLINE CGRect UIEdgeInsetsInsetRect(CGRect rect, UIEdgeInsets insets) { rect.origin.x += insets.left; rect.origin.y += insets.top; rect.size.width -= (insets.left + insets.right); rect.size.height -= (insets.top + insets.bottom); return rect; }
UIKIT_STATIC_INLINE BOOL UIEdgeInsetsEqualToEdgeInsets(UIEdgeInsets a, UIEdgeInsets b) { return a.left == b.left && a.top == b.top && a.right == b.right && a.bottom == b.bottom; }
UIKIT_EXTERN const UIEdgeInsets UIEdgeInsetsZero;
UIKIT_EXTERN const UIOffset UIOffsetZero;
UIKIT_EXTERN NSString *NSStringFromCGPoint(CGPoint point);
UIKIT_EXTERN NSString *NSStringFromCGSize(CGSize size);
UIKIT_EXTERN NSString *NSStringFromCGRect(CGRect rect);
UIKIT_EXTERN NSString *NSStringFromCGAffineTransform(CGAffineTransform transform);
UIKIT_EXTERN NSString *NSStringFromUIEdgeInsets(UIEdgeInsets insets);
UIKIT_EXTERN CGPoint CGPointFromString(NSString *string);
UIKIT_EXTERN CGSize CGSizeFromString(NSString *string);
UIKIT_EXTERN CGRect CGRectFromString(NSString *string);
UIKIT_EXTERN const CGFloat UIViewNoIntrinsicMetric;
UIKIT_EXTERN const CGFloat UITableViewAutomaticDimension;
UIKIT_EXTERN const CGSize UILayoutFittingCompressedSize;
UIKIT_EXTERN const CGSize UILayoutFittingExpandedSize;
UIKIT_EXTERN const CGSize UICollectionViewFlowLayoutAutomaticSize;
@interface NSValue (RXSUIGeometry)
+ (NSValue *)valueWithCGPoint:(CGPoint)point;
+ (NSValue *)valueWithCGVector:(CGVector)vector;
+ (NSValue *)valueWithCGSize:(CGSize)size;
+ (NSValue *)valueWithCGRect:(CGRect)rect;
+ (NSValue *)valueWithCGAffineTransform:(CGAffineTransform)transform;
+ (NSValue *)valueWithUIEdgeInsets:(UIEdgeInsets)insets;
+ (NSValue *)valueWithUIOffset:(UIOffset)insets;
+ (NSValue *)valueWithCATransform3D:(CATransform3D)t;
@property (readonly) CGPoint CGPointValue;
@property (readonly) CGVector CGVectorValue;
@property (readonly) CGSize CGSizeValue;
@property (readonly) CGRect CGRectValue;
@property (readonly) CGAffineTransform CGAffineTransformValue;
@property (readonly) UIEdgeInsets UIEdgeInsetsValue;
@property (readonly) UIOffset UIOffsetValue;
@property (readonly) CATransform3D CATransform3DValue;
@end
@interface NSCoder (RXSUIGeometry)
- (void)encodeCGPoint:(CGPoint)point forKey:(NSString *)key;
- (void)encodeCGSize:(CGSize)size forKey:(NSString *)key;
- (void)encodeCGRect:(CGRect)rect forKey:(NSString *)key;
- (CGPoint)decodeCGPointForKey:(NSString *)key;
- (CGSize)decodeCGSizeForKey:(NSString *)key;
- (CGRect)decodeCGRectForKey:(NSString *)key;
@end

@class UIView, UIViewController, UIWindow, UIImage, UIColor, UIFont, UIEvent, UITouch, UIScreen, UIStoryboard, UINib, UINavigationController, UITabBarController, UINavigationItem, UITabBarItem, UIBarButtonItem, UIGestureRecognizer, UITraitCollection, UIStoryboardSegue, UIPresentationController, UIScrollView, UITableView, UICollectionView, UILayoutGuide, NSLayoutConstraint, NSLayoutXAxisAnchor, NSLayoutYAxisAnchor, NSLayoutDimension, UIBezierPath, UIPasteboard, UISearchController, UIPopoverPresentationController, UIRefreshControl, UIToolbar, UINavigationBar, UITabBar, UIImageView, UILabel, UIButton, UITextField, UITextView, UIMenuController, UIApplication, UIAlertAction, UIKeyCommand, UIPress, UIPressesEvent, UIFocusUpdateContext, UICollectionViewLayout, UICollectionViewLayoutAttributes, UITableViewCell, UICollectionViewCell, UICollectionReusableView, UISwipeActionsConfiguration, UIContextualAction, UITableViewRowAction, UIDragItem, UIActivityIndicatorView, UIFontDescriptor, UISearchBar, UIDevice, NSTextAttachment, NSParagraphStyle, NSTextContainer, NSLayoutManager, NSTextStorage, NSShadow, UIVisualEffect;

typedef NS_ENUM(NSInteger, UIStatusBarStyle) { UIStatusBarStyleDefault = 0, UIStatusBarStyleLightContent = 1, UIStatusBarStyleDarkContent = 3, UIStatusBarStyleBlackTranslucent = 1, UIStatusBarStyleBlackOpaque = 2 };
typedef NS_ENUM(NSInteger, UIStatusBarAnimation) { UIStatusBarAnimationNone, UIStatusBarAnimationFade, UIStatusBarAnimationSlide };
typedef NS_ENUM(NSInteger, UIInterfaceOrientation) { UIInterfaceOrientationUnknown = 0, UIInterfaceOrientationPortrait = 1, UIInterfaceOrientationPortraitUpsideDown = 2, UIInterfaceOrientationLandscapeLeft = 4, UIInterfaceOrientationLandscapeRight = 3 };
typedef NS_OPTIONS(NSUInteger, UIInterfaceOrientationMask) { UIInterfaceOrientationMaskPortrait = 2, UIInterfaceOrientationMaskLandscapeLeft = 16, UIInterfaceOrientationMaskLandscapeRight = 8, UIInterfaceOrientationMaskPortraitUpsideDown = 4, UIInterfaceOrientationMaskLandscape = 24, UIInterfaceOrientationMaskAll = 30, UIInterfaceOrientationMaskAllButUpsideDown = 26 };
typedef NS_ENUM(NSInteger, UIDeviceOrientation) { UIDeviceOrientationUnknown, UIDeviceOrientationPortrait, UIDeviceOrientationPortraitUpsideDown, UIDeviceOrientationLandscapeLeft, UIDeviceOrientationLandscapeRight, UIDeviceOrientationFaceUp, UIDeviceOrientationFaceDown };
#define UIInterfaceOrientationIsPortrait(o) ((o) == UIInterfaceOrientationPortrait || (o) == UIInterfaceOrientationPortraitUpsideDown)
#define UIInterfaceOrientationIsLandscape(o) ((o) == UIInterfaceOrientationLandscapeLeft || (o) == UIInterfaceOrientationLandscapeRight)
#define UIDeviceOrientationIsPortrait(o) ((o) == UIDeviceOrientationPortrait || (o) == UIDeviceOrientationPortraitUpsideDown)
#define UIDeviceOrientationIsLandscape(o) ((o) == UIDeviceOrientationLandscapeLeft || (o) == UIDeviceOrientationLandscapeRight)
typedef NS_ENUM(NSInteger, UIUserInterfaceIdiom) { UIUserInterfaceIdiomUnspecified = -1, UIUserInterfaceIdiomPhone, UIUserInterfaceIdiomPad, UIUserInterfaceIdiomTV, UIUserInterfaceIdiomCarPlay };
typedef NS_ENUM(NSInteger, UIUserInterfaceStyle) { UIUserInterfaceStyleUnspecified, UIUserInterfaceStyleLight, UIUserInterfaceStyleDark };
typedef NS_ENUM(NSInteger, UIUserInterfaceSizeClass) { UIUserInterfaceSizeClassUnspecified, UIUserInterfaceSizeClassCompact, UIUserInterfaceSizeClassRegular };
#define UI_USER_INTERFACE_IDIOM() ([[UIDevice currentDevice] userInterfaceIdiom])
typedef NS_ENUM(NSInteger, UIViewContentMode) { UIViewContentModeScaleToFill, UIViewContentModeScaleAspectFit, UIViewContentModeScaleAspectFill, UIViewContentModeRedraw, UIViewContentModeCenter, UIViewContentModeTop, UIViewContentModeBottom, UIViewContentModeLeft, UIViewContentModeRight, UIViewContentModeTopLeft, UIViewContentModeTopRight, UIViewContentModeBottomLeft, UIViewContentModeBottomRight };
typedef NS_OPTIONS(NSUInteger, UIViewAutoresizing) { UIViewAutoresizingNone = 0, UIViewAutoresizingFlexibleLeftMargin = 1, UIViewAutoresizingFlexibleWidth = 2, UIViewAutoresizingFlexibleRightMargin = 4, UIViewAutoresizingFlexibleTopMargin = 8, UIViewAutoresizingFlexibleHeight = 16, UIViewAutoresizingFlexibleBottomMargin = 32 };
typedef NS_ENUM(NSInteger, UIViewAnimationCurve) { UIViewAnimationCurveEaseInOut, UIViewAnimationCurveEaseIn, UIViewAnimationCurveEaseOut, UIViewAnimationCurveLinear };
typedef NS_OPTIONS(NSUInteger, UIViewAnimationOptions) {
  UIViewAnimationOptionLayoutSubviews = 1 << 0, UIViewAnimationOptionAllowUserInteraction = 1 << 1, UIViewAnimationOptionBeginFromCurrentState = 1 << 2,
  UIViewAnimationOptionRepeat = 1 << 3, UIViewAnimationOptionAutoreverse = 1 << 4, UIViewAnimationOptionOverrideInheritedDuration = 1 << 5,
  UIViewAnimationOptionOverrideInheritedCurve = 1 << 6, UIViewAnimationOptionAllowAnimatedContent = 1 << 7, UIViewAnimationOptionShowHideTransitionViews = 1 << 8,
  UIViewAnimationOptionOverrideInheritedOptions = 1 << 9, UIViewAnimationOptionCurveEaseInOut = 0 << 16, UIViewAnimationOptionCurveEaseIn = 1 << 16,
  UIViewAnimationOptionCurveEaseOut = 2 << 16, UIViewAnimationOptionCurveLinear = 3 << 16, UIViewAnimationOptionTransitionNone = 0 << 20,
  UIViewAnimationOptionTransitionFlipFromLeft = 1 << 20, UIViewAnimationOptionTransitionFlipFromRight = 2 << 20, UIViewAnimationOptionTransitionCurlUp = 3 << 20,
  UIViewAnimationOptionTransitionCurlDown = 4 << 20, UIViewAnimationOptionTransitionCrossDissolve = 5 << 20, UIViewAnimationOptionTransitionFlipFromTop = 6 << 20,
  UIViewAnimationOptionTransitionFlipFromBottom = 7 << 20
};
typedef NS_ENUM(NSInteger, UIViewAnimationTransition) { UIViewAnimationTransitionNone, UIViewAnimationTransitionFlipFromLeft, UIViewAnimationTransitionFlipFromRight, UIViewAnimationTransitionCurlUp, UIViewAnimationTransitionCurlDown };
typedef NS_OPTIONS(NSUInteger, UIViewKeyframeAnimationOptions) { UIViewKeyframeAnimationOptionCalculationModeLinear = 0, UIViewKeyframeAnimationOptionCalculationModeCubic = 3 << 10 };
typedef NS_ENUM(NSInteger, UIViewTintAdjustmentMode) { UIViewTintAdjustmentModeAutomatic, UIViewTintAdjustmentModeNormal, UIViewTintAdjustmentModeDimmed };
typedef NS_ENUM(NSInteger, UISemanticContentAttribute) { UISemanticContentAttributeUnspecified = 0, UISemanticContentAttributeForceLeftToRight = 3, UISemanticContentAttributeForceRightToLeft = 4 };
typedef NS_ENUM(NSInteger, UILayoutConstraintAxis) { UILayoutConstraintAxisHorizontal = 0, UILayoutConstraintAxisVertical = 1 };
typedef float UILayoutPriority;
static const UILayoutPriority UILayoutPriorityRequired = 1000;
static const UILayoutPriority UILayoutPriorityDefaultHigh = 750;
static const UILayoutPriority UILayoutPriorityDefaultLow = 250;
static const UILayoutPriority UILayoutPriorityFittingSizeLevel = 50;
typedef NS_ENUM(NSInteger, NSLayoutRelation) { NSLayoutRelationLessThanOrEqual = -1, NSLayoutRelationEqual = 0, NSLayoutRelationGreaterThanOrEqual = 1 };
typedef NS_ENUM(NSInteger, NSLayoutAttribute) { NSLayoutAttributeLeft = 1, NSLayoutAttributeRight, NSLayoutAttributeTop, NSLayoutAttributeBottom, NSLayoutAttributeLeading, NSLayoutAttributeTrailing, NSLayoutAttributeWidth, NSLayoutAttributeHeight, NSLayoutAttributeCenterX, NSLayoutAttributeCenterY, NSLayoutAttributeLastBaseline, NSLayoutAttributeBaseline = NSLayoutAttributeLastBaseline, NSLayoutAttributeFirstBaseline, NSLayoutAttributeLeftMargin, NSLayoutAttributeRightMargin, NSLayoutAttributeTopMargin, NSLayoutAttributeBottomMargin, NSLayoutAttributeLeadingMargin, NSLayoutAttributeTrailingMargin, NSLayoutAttributeCenterXWithinMargins, NSLayoutAttributeCenterYWithinMargins, NSLayoutAttributeNotAnAttribute = 0 };
typedef NS_OPTIONS(NSUInteger, NSLayoutFormatOptions) { NSLayoutFormatAlignAllLeft = 1 << 1, NSLayoutFormatAlignAllRight = 1 << 2, NSLayoutFormatAlignAllTop = 1 << 3, NSLayoutFormatAlignAllBottom = 1 << 4, NSLayoutFormatAlignAllCenterX = 1 << 9, NSLayoutFormatAlignAllCenterY = 1 << 10, NSLayoutFormatDirectionLeadingToTrailing = 0 };
typedef NS_ENUM(NSInteger, NSTextAlignment) { NSTextAlignmentLeft = 0, NSTextAlignmentCenter = 1, NSTextAlignmentRight = 2, NSTextAlignmentJustified = 3, NSTextAlignmentNatural = 4 };
typedef NS_ENUM(NSInteger, NSLineBreakMode) { NSLineBreakByWordWrapping = 0, NSLineBreakByCharWrapping, NSLineBreakByClipping, NSLineBreakByTruncatingHead, NSLineBreakByTruncatingTail, NSLineBreakByTruncatingMiddle };
typedef NS_ENUM(NSInteger, NSUnderlineStyle) { NSUnderlineStyleNone = 0, NSUnderlineStyleSingle = 1, NSUnderlineStyleThick = 2, NSUnderlineStyleDouble = 9 };
typedef NS_OPTIONS(NSInteger, NSStringDrawingOptions) { NSStringDrawingUsesLineFragmentOrigin = 1, NSStringDrawingUsesFontLeading = 2, NSStringDrawingUsesDeviceMetrics = 8, NSStringDrawingTruncatesLastVisibleLine = 32 };
#define UITextAlignmentLeft NSTextAlignmentLeft
#define UITextAlignmentCenter NSTextAlignmentCenter
#define UITextAlignmentRight NSTextAlignmentRight
#define UILineBreakModeWordWrap NSLineBreakByWordWrapping
#define UILineBreakModeTailTruncation NSLineBreakByTruncatingTail
typedef NSTextAlignment UITextAlignment;
typedef NSLineBreakMode UILineBreakMode;
UIKIT_EXTERN NSAttributedStringKey const NSFontAttributeName;
UIKIT_EXTERN NSAttributedStringKey const NSParagraphStyleAttributeName;
UIKIT_EXTERN NSAttributedStringKey const NSForegroundColorAttributeName;
UIKIT_EXTERN NSAttributedStringKey const NSBackgroundColorAttributeName;
UIKIT_EXTERN NSAttributedStringKey const NSLigatureAttributeName;
UIKIT_EXTERN NSAttributedStringKey const NSKernAttributeName;
UIKIT_EXTERN NSAttributedStringKey const NSStrikethroughStyleAttributeName;
UIKIT_EXTERN NSAttributedStringKey const NSUnderlineStyleAttributeName;
UIKIT_EXTERN NSAttributedStringKey const NSStrokeColorAttributeName;
UIKIT_EXTERN NSAttributedStringKey const NSStrokeWidthAttributeName;
UIKIT_EXTERN NSAttributedStringKey const NSShadowAttributeName;
UIKIT_EXTERN NSAttributedStringKey const NSAttachmentAttributeName;
UIKIT_EXTERN NSAttributedStringKey const NSLinkAttributeName;
UIKIT_EXTERN NSAttributedStringKey const NSBaselineOffsetAttributeName;
UIKIT_EXTERN NSAttributedStringKey const NSUnderlineColorAttributeName;
UIKIT_EXTERN NSAttributedStringKey const NSStrikethroughColorAttributeName;
UIKIT_EXTERN NSAttributedStringKey const NSObliquenessAttributeName;
UIKIT_EXTERN NSAttributedStringKey const NSExpansionAttributeName;
UIKIT_EXTERN NSString * const NSDocumentTypeDocumentAttribute;
UIKIT_EXTERN NSString * const NSHTMLTextDocumentType;
UIKIT_EXTERN NSString * const NSPlainTextDocumentType;
UIKIT_EXTERN NSString * const NSCharacterEncodingDocumentAttribute;
UIKIT_EXTERN NSString * const UITextAttributeFont;
UIKIT_EXTERN NSString * const UITextAttributeTextColor;
UIKIT_EXTERN NSString * const UITextAttributeTextShadowColor;
UIKIT_EXTERN NSString * const UITextAttributeTextShadowOffset;

@interface NSParagraphStyle : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property (class, readonly, copy) NSParagraphStyle *defaultParagraphStyle;
@property (readonly) CGFloat lineSpacing, paragraphSpacing, firstLineHeadIndent, headIndent, tailIndent, minimumLineHeight, maximumLineHeight, lineHeightMultiple, paragraphSpacingBefore;
@property (readonly) NSTextAlignment alignment;
@property (readonly) NSLineBreakMode lineBreakMode;
@end
@interface NSMutableParagraphStyle : NSParagraphStyle
@property CGFloat lineSpacing, paragraphSpacing, firstLineHeadIndent, headIndent, tailIndent, minimumLineHeight, maximumLineHeight, lineHeightMultiple, paragraphSpacingBefore;
@property NSTextAlignment alignment;
@property NSLineBreakMode lineBreakMode;
@end
@interface NSShadow : NSObject <NSCopying, NSSecureCoding>
@property CGSize shadowOffset;
@property CGFloat shadowBlurRadius;
@property (strong) id shadowColor;
@end
@interface NSTextAttachment : NSObject <NSSecureCoding>
+ (NSAttributedString *)attributedStringWithAttachment:(NSTextAttachment *)attachment;
- (instancetype)initWithData:(NSData *)contentData ofType:(NSString *)uti;
@property (strong) UIImage *image;
@property CGRect bounds;
@end
@interface NSAttributedString (RXSUIKitAdditions)
- (CGSize)size;
- (void)drawAtPoint:(CGPoint)point;
- (void)drawInRect:(CGRect)rect;
- (CGRect)boundingRectWithSize:(CGSize)size options:(NSStringDrawingOptions)options context:(id)context;
@end
@interface NSString (RXSUIKitAdditions)
- (CGSize)sizeWithAttributes:(NSDictionary<NSAttributedStringKey, id> *)attrs;
- (void)drawAtPoint:(CGPoint)point withAttributes:(NSDictionary<NSAttributedStringKey, id> *)attrs;
- (void)drawInRect:(CGRect)rect withAttributes:(NSDictionary<NSAttributedStringKey, id> *)attrs;
- (CGRect)boundingRectWithSize:(CGSize)size options:(NSStringDrawingOptions)options attributes:(NSDictionary<NSAttributedStringKey, id> *)attributes context:(id)context;
- (CGSize)sizeWithFont:(UIFont *)font;
- (CGSize)sizeWithFont:(UIFont *)font constrainedToSize:(CGSize)size;
- (CGSize)sizeWithFont:(UIFont *)font constrainedToSize:(CGSize)size lineBreakMode:(NSLineBreakMode)lineBreakMode;
- (CGSize)sizeWithFont:(UIFont *)font forWidth:(CGFloat)width lineBreakMode:(NSLineBreakMode)lineBreakMode;
- (CGSize)drawInRect:(CGRect)rect withFont:(UIFont *)font;
- (CGSize)drawInRect:(CGRect)rect withFont:(UIFont *)font lineBreakMode:(NSLineBreakMode)lineBreakMode alignment:(NSTextAlignment)alignment;
- (CGSize)drawAtPoint:(CGPoint)point withFont:(UIFont *)font;
@end

@protocol UIAppearance <NSObject>
+ (instancetype)appearance;
+ (instancetype)appearanceWhenContainedIn:(Class)ContainerClass, ... NS_REQUIRES_NIL_TERMINATION;
+ (instancetype)appearanceWhenContainedInInstancesOfClasses:(NSArray<Class> *)containerTypes;
@end
@protocol UIAppearanceContainer <NSObject>
@end
@protocol UITraitEnvironment <NSObject>
@property (nonatomic, readonly) UITraitCollection *traitCollection;
- (void)traitCollectionDidChange:(UITraitCollection *)previousTraitCollection;
@end
@protocol UICoordinateSpace <NSObject>
@property (readonly, nonatomic) CGRect bounds;
@end
@protocol UIDynamicItem <NSObject>
@property (nonatomic, readwrite) CGPoint center;
@property (nonatomic, readonly) CGRect bounds;
@property (nonatomic, readwrite) CGAffineTransform transform;
@end
@protocol UIFocusEnvironment <NSObject>
@end
@protocol UIFocusItem <UIFocusEnvironment>
@end
@protocol UIContentContainer <NSObject>
@property (nonatomic, readonly) CGSize preferredContentSize;
- (void)viewWillTransitionToSize:(CGSize)size withTransitionCoordinator:(id)coordinator;
- (void)willTransitionToTraitCollection:(UITraitCollection *)newCollection withTransitionCoordinator:(id)coordinator;
@end
@protocol UITextInputTraits <NSObject>
@optional
@property (nonatomic) NSInteger autocapitalizationType;
@property (nonatomic) NSInteger autocorrectionType;
@property (nonatomic) NSInteger spellCheckingType;
@property (nonatomic) NSInteger keyboardType;
@property (nonatomic) NSInteger keyboardAppearance;
@property (nonatomic) NSInteger returnKeyType;
@property (nonatomic) BOOL enablesReturnKeyAutomatically;
@property (nonatomic, getter=isSecureTextEntry) BOOL secureTextEntry;
@property (nonatomic, copy) NSString *textContentType;
@end
@protocol UIKeyInput <UITextInputTraits>
@property (nonatomic, readonly) BOOL hasText;
- (void)insertText:(NSString *)text;
- (void)deleteBackward;
@end
@class UITextPosition, UITextRange;
@protocol UITextInput <UIKeyInput>
@property (nonatomic, readonly) UITextPosition *beginningOfDocument;
@property (nonatomic, readonly) UITextPosition *endOfDocument;
@property (readwrite, copy) UITextRange *selectedTextRange;
@property (nonatomic, readonly) UITextRange *markedTextRange;
- (UITextPosition *)positionFromPosition:(UITextPosition *)position offset:(NSInteger)offset;
- (UITextRange *)textRangeFromPosition:(UITextPosition *)fromPosition toPosition:(UITextPosition *)toPosition;
- (NSInteger)offsetFromPosition:(UITextPosition *)from toPosition:(UITextPosition *)toPosition;
- (NSString *)textInRange:(UITextRange *)range;
- (void)replaceRange:(UITextRange *)range withText:(NSString *)text;
- (CGRect)caretRectForPosition:(UITextPosition *)position;
@end
@interface UITextPosition : NSObject
@end
@interface UITextRange : NSObject
@property (nonatomic, readonly, getter=isEmpty) BOOL empty;
@property (nonatomic, readonly) UITextPosition *start;
@property (nonatomic, readonly) UITextPosition *end;
@end
typedef NS_ENUM(NSInteger, UIKeyboardType) { UIKeyboardTypeDefault, UIKeyboardTypeASCIICapable, UIKeyboardTypeNumbersAndPunctuation, UIKeyboardTypeURL, UIKeyboardTypeNumberPad, UIKeyboardTypePhonePad, UIKeyboardTypeNamePhonePad, UIKeyboardTypeEmailAddress, UIKeyboardTypeDecimalPad, UIKeyboardTypeTwitter, UIKeyboardTypeWebSearch, UIKeyboardTypeASCIICapableNumberPad };
typedef NS_ENUM(NSInteger, UIReturnKeyType) { UIReturnKeyDefault, UIReturnKeyGo, UIReturnKeyGoogle, UIReturnKeyJoin, UIReturnKeyNext, UIReturnKeyRoute, UIReturnKeySearch, UIReturnKeySend, UIReturnKeyYahoo, UIReturnKeyDone, UIReturnKeyEmergencyCall, UIReturnKeyContinue };
typedef NS_ENUM(NSInteger, UITextAutocapitalizationType) { UITextAutocapitalizationTypeNone, UITextAutocapitalizationTypeWords, UITextAutocapitalizationTypeSentences, UITextAutocapitalizationTypeAllCharacters };
typedef NS_ENUM(NSInteger, UITextAutocorrectionType) { UITextAutocorrectionTypeDefault, UITextAutocorrectionTypeNo, UITextAutocorrectionTypeYes };
typedef NS_ENUM(NSInteger, UITextSpellCheckingType) { UITextSpellCheckingTypeDefault, UITextSpellCheckingTypeNo, UITextSpellCheckingTypeYes };
typedef NS_ENUM(NSInteger, UIKeyboardAppearance) { UIKeyboardAppearanceDefault, UIKeyboardAppearanceDark, UIKeyboardAppearanceLight, UIKeyboardAppearanceAlert = UIKeyboardAppearanceDark };
UIKIT_EXTERN NSNotificationName const UIKeyboardWillShowNotification;
UIKIT_EXTERN NSNotificationName const UIKeyboardDidShowNotification;
UIKIT_EXTERN NSNotificationName const UIKeyboardWillHideNotification;
UIKIT_EXTERN NSNotificationName const UIKeyboardDidHideNotification;
UIKIT_EXTERN NSNotificationName const UIKeyboardWillChangeFrameNotification;
UIKIT_EXTERN NSNotificationName const UIKeyboardDidChangeFrameNotification;
UIKIT_EXTERN NSString * const UIKeyboardFrameBeginUserInfoKey;
UIKIT_EXTERN NSString * const UIKeyboardFrameEndUserInfoKey;
UIKIT_EXTERN NSString * const UIKeyboardAnimationDurationUserInfoKey;
UIKIT_EXTERN NSString * const UIKeyboardAnimationCurveUserInfoKey;
UIKIT_EXTERN NSString * const UIKeyboardBoundsUserInfoKey;
UIKIT_EXTERN NSNotificationName const UITextFieldTextDidBeginEditingNotification;
UIKIT_EXTERN NSNotificationName const UITextFieldTextDidEndEditingNotification;
UIKIT_EXTERN NSNotificationName const UITextFieldTextDidChangeNotification;
UIKIT_EXTERN NSNotificationName const UITextViewTextDidBeginEditingNotification;
UIKIT_EXTERN NSNotificationName const UITextViewTextDidChangeNotification;
UIKIT_EXTERN NSNotificationName const UITextViewTextDidEndEditingNotification;
UIKIT_EXTERN NSNotificationName const UIApplicationDidEnterBackgroundNotification;
UIKIT_EXTERN NSNotificationName const UIApplicationWillEnterForegroundNotification;
UIKIT_EXTERN NSNotificationName const UIApplicationDidFinishLaunchingNotification;
UIKIT_EXTERN NSNotificationName const UIApplicationDidBecomeActiveNotification;
UIKIT_EXTERN NSNotificationName const UIApplicationWillResignActiveNotification;
UIKIT_EXTERN NSNotificationName const UIApplicationDidReceiveMemoryWarningNotification;
UIKIT_EXTERN NSNotificationName const UIApplicationWillTerminateNotification;
UIKIT_EXTERN NSNotificationName const UIApplicationSignificantTimeChangeNotification;
UIKIT_EXTERN NSNotificationName const UIApplicationDidChangeStatusBarOrientationNotification;
UIKIT_EXTERN NSNotificationName const UIApplicationDidChangeStatusBarFrameNotification;
UIKIT_EXTERN NSNotificationName const UIApplicationUserDidTakeScreenshotNotification;
UIKIT_EXTERN NSNotificationName const UIDeviceOrientationDidChangeNotification;
UIKIT_EXTERN NSNotificationName const UIDeviceBatteryLevelDidChangeNotification;
UIKIT_EXTERN NSNotificationName const UIContentSizeCategoryDidChangeNotification;
UIKIT_EXTERN NSNotificationName const UIMenuControllerWillShowMenuNotification;
UIKIT_EXTERN NSNotificationName const UIWindowDidBecomeKeyNotification;
UIKIT_EXTERN NSNotificationName const UIAccessibilityVoiceOverStatusChanged;
UIKIT_EXTERN NSString * const UIApplicationLaunchOptionsURLKey;
UIKIT_EXTERN NSString * const UIApplicationLaunchOptionsRemoteNotificationKey;
UIKIT_EXTERN NSString * const UIApplicationLaunchOptionsLocalNotificationKey;
UIKIT_EXTERN NSString * const UIApplicationOpenSettingsURLString;
UIKIT_EXTERN NSString * const UIApplicationOpenURLOptionsSourceApplicationKey;
UIKIT_EXTERN NSString * const UIImagePickerControllerOriginalImage;
UIKIT_EXTERN NSString * const UIImagePickerControllerEditedImage;
UIKIT_EXTERN NSString * const UIImagePickerControllerMediaType;
UIKIT_EXTERN NSString * const UIImagePickerControllerMediaURL;
UIKIT_EXTERN NSString * const UIImagePickerControllerReferenceURL;
UIKIT_EXTERN NSString * const UIImagePickerControllerCropRect;
typedef CGFloat UIWindowLevel;
UIKIT_EXTERN const UIWindowLevel UIWindowLevelNormal;
UIKIT_EXTERN const UIWindowLevel UIWindowLevelAlert;
UIKIT_EXTERN const UIWindowLevel UIWindowLevelStatusBar;
UIKIT_EXTERN const NSTimeInterval UIMinimumKeepAliveTimeout;
typedef NSUInteger UIBackgroundTaskIdentifier;
UIKIT_EXTERN const UIBackgroundTaskIdentifier UIBackgroundTaskInvalid;
UIKIT_EXTERN NSString *const UIContentSizeCategoryLarge;
typedef NSString *UIFontTextStyle;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleBody, UIFontTextStyleHeadline, UIFontTextStyleSubheadline, UIFontTextStyleFootnote, UIFontTextStyleCaption1, UIFontTextStyleCaption2, UIFontTextStyleTitle1, UIFontTextStyleTitle2, UIFontTextStyleTitle3, UIFontTextStyleLargeTitle, UIFontTextStyleCallout;
typedef CGFloat UIFontWeight;
UIKIT_EXTERN const UIFontWeight UIFontWeightUltraLight, UIFontWeightThin, UIFontWeightLight, UIFontWeightRegular, UIFontWeightMedium, UIFontWeightSemibold, UIFontWeightBold, UIFontWeightHeavy, UIFontWeightBlack;
typedef NSString *UIFontDescriptorAttributeName;
UIKIT_EXTERN UIFontDescriptorAttributeName const UIFontDescriptorFamilyAttribute, UIFontDescriptorNameAttribute, UIFontDescriptorSizeAttribute, UIFontDescriptorTraitsAttribute, UIFontDescriptorFeatureSettingsAttribute;
UIKIT_EXTERN NSString * const UIFontWeightTrait;

UIKIT_EXTERN void UIGraphicsBeginImageContext(CGSize size);
UIKIT_EXTERN void UIGraphicsBeginImageContextWithOptions(CGSize size, BOOL opaque, CGFloat scale);
UIKIT_EXTERN UIImage *UIGraphicsGetImageFromCurrentImageContext(void);
UIKIT_EXTERN void UIGraphicsEndImageContext(void);
UIKIT_EXTERN CGContextRef UIGraphicsGetCurrentContext(void);
UIKIT_EXTERN void UIGraphicsPushContext(CGContextRef context);
UIKIT_EXTERN void UIGraphicsPopContext(void);
UIKIT_EXTERN void UIRectFill(CGRect rect);
UIKIT_EXTERN void UIRectFrame(CGRect rect);
UIKIT_EXTERN NSData *UIImagePNGRepresentation(UIImage *image);
UIKIT_EXTERN NSData *UIImageJPEGRepresentation(UIImage *image, CGFloat compressionQuality);
UIKIT_EXTERN void UIImageWriteToSavedPhotosAlbum(UIImage *image, id completionTarget, SEL completionSelector, void *contextInfo);
UIKIT_EXTERN BOOL UIAccessibilityIsVoiceOverRunning(void);
UIKIT_EXTERN void UIAccessibilityPostNotification(uint32_t notification, id argument);
UIKIT_EXTERN int UIApplicationMain(int argc, char *argv[], NSString *principalClassName, NSString *delegateClassName);

@interface UIResponder : NSObject
@property (nonatomic, readonly) UIResponder *nextResponder;
@property (nonatomic, readonly) BOOL canBecomeFirstResponder;
- (BOOL)becomeFirstResponder;
@property (nonatomic, readonly) BOOL canResignFirstResponder;
- (BOOL)resignFirstResponder;
@property (nonatomic, readonly) BOOL isFirstResponder;
- (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event;
- (void)touchesMoved:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event;
- (void)touchesEnded:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event;
- (void)touchesCancelled:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event;
- (void)motionBegan:(NSInteger)motion withEvent:(UIEvent *)event;
- (void)motionEnded:(NSInteger)motion withEvent:(UIEvent *)event;
- (void)remoteControlReceivedWithEvent:(UIEvent *)event;
- (BOOL)canPerformAction:(SEL)action withSender:(id)sender;
- (id)targetForAction:(SEL)action withSender:(id)sender;
@property (nonatomic, readonly) NSUndoManager *undoManager;
@property (nonatomic, readonly) NSArray<UIKeyCommand *> *keyCommands;
@property (nonatomic, readonly, strong) UIView *inputView;
@property (nonatomic, readonly, strong) UIView *inputAccessoryView;
- (void)reloadInputViews;
@end
typedef NS_ENUM(NSInteger, UITouchPhase) { UITouchPhaseBegan, UITouchPhaseMoved, UITouchPhaseStationary, UITouchPhaseEnded, UITouchPhaseCancelled };
@interface UITouch : NSObject
@property (nonatomic, readonly) NSTimeInterval timestamp;
@property (nonatomic, readonly) UITouchPhase phase;
@property (nonatomic, readonly) NSUInteger tapCount;
@property (nonatomic, readonly, strong) UIWindow *window;
@property (nonatomic, readonly, strong) UIView *view;
@property (nonatomic, readonly) CGFloat force;
- (CGPoint)locationInView:(UIView *)view;
- (CGPoint)previousLocationInView:(UIView *)view;
@end
typedef NS_ENUM(NSInteger, UIEventType) { UIEventTypeTouches, UIEventTypeMotion, UIEventTypeRemoteControl, UIEventTypePresses };
@interface UIEvent : NSObject
@property (nonatomic, readonly) UIEventType type;
@property (nonatomic, readonly) NSInteger subtype;
@property (nonatomic, readonly) NSTimeInterval timestamp;
@property (nonatomic, readonly) NSSet<UITouch *> *allTouches;
- (NSSet<UITouch *> *)touchesForView:(UIView *)view;
@end

@interface UIView : UIResponder <NSCoding, UIAppearance, UIAppearanceContainer, UIDynamicItem, UITraitEnvironment, UICoordinateSpace, UIFocusItem>
@property (class, nonatomic, readonly) Class layerClass;
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithCoder:(NSCoder *)aDecoder NS_DESIGNATED_INITIALIZER;
@property (nonatomic, getter=isUserInteractionEnabled) BOOL userInteractionEnabled;
@property (nonatomic) NSInteger tag;
@property (nonatomic, readonly, strong) CALayer *layer;
@property (nonatomic) CGRect frame;
@property (nonatomic) CGRect bounds;
@property (nonatomic) CGPoint center;
@property (nonatomic) CGAffineTransform transform;
@property (nonatomic) CGFloat contentScaleFactor;
@property (nonatomic, getter=isMultipleTouchEnabled) BOOL multipleTouchEnabled;
@property (nonatomic, getter=isExclusiveTouch) BOOL exclusiveTouch;
- (UIView *)hitTest:(CGPoint)point withEvent:(UIEvent *)event;
- (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event;
- (CGPoint)convertPoint:(CGPoint)point toView:(UIView *)view;
- (CGPoint)convertPoint:(CGPoint)point fromView:(UIView *)view;
- (CGRect)convertRect:(CGRect)rect toView:(UIView *)view;
- (CGRect)convertRect:(CGRect)rect fromView:(UIView *)view;
@property (nonatomic) BOOL autoresizesSubviews;
@property (nonatomic) UIViewAutoresizing autoresizingMask;
- (CGSize)sizeThatFits:(CGSize)size;
- (void)sizeToFit;
@property (nonatomic, readonly) UIView *superview;
@property (nonatomic, readonly, copy) NSArray<__kindof UIView *> *subviews;
@property (nonatomic, readonly) UIWindow *window;
- (void)removeFromSuperview;
- (void)insertSubview:(UIView *)view atIndex:(NSInteger)index;
- (void)exchangeSubviewAtIndex:(NSInteger)index1 withSubviewAtIndex:(NSInteger)index2;
- (void)addSubview:(UIView *)view;
- (void)insertSubview:(UIView *)view belowSubview:(UIView *)siblingSubview;
- (void)insertSubview:(UIView *)view aboveSubview:(UIView *)siblingSubview;
- (void)bringSubviewToFront:(UIView *)view;
- (void)sendSubviewToBack:(UIView *)view;
- (void)didAddSubview:(UIView *)subview;
- (void)willRemoveSubview:(UIView *)subview;
- (void)willMoveToSuperview:(UIView *)newSuperview;
- (void)didMoveToSuperview;
- (void)willMoveToWindow:(UIWindow *)newWindow;
- (void)didMoveToWindow;
- (BOOL)isDescendantOfView:(UIView *)view;
- (__kindof UIView *)viewWithTag:(NSInteger)tag;
- (void)setNeedsLayout;
- (void)layoutIfNeeded;
- (void)layoutSubviews;
@property (nonatomic) UIEdgeInsets layoutMargins;
@property (nonatomic) NSDirectionalEdgeInsets directionalLayoutMargins;
@property (nonatomic) BOOL preservesSuperviewLayoutMargins;
@property (nonatomic) BOOL insetsLayoutMarginsFromSafeArea;
- (void)layoutMarginsDidChange;
@property (nonatomic, readonly) UIEdgeInsets safeAreaInsets;
- (void)safeAreaInsetsDidChange;
@property (nonatomic, readonly, strong) UILayoutGuide *layoutMarginsGuide;
@property (nonatomic, readonly, strong) UILayoutGuide *readableContentGuide;
@property (nonatomic, readonly, strong) UILayoutGuide *safeAreaLayoutGuide;
- (void)drawRect:(CGRect)rect;
- (void)setNeedsDisplay;
- (void)setNeedsDisplayInRect:(CGRect)rect;
@property (nonatomic) BOOL clipsToBounds;
@property (nonatomic, copy) UIColor *backgroundColor UI_APPEARANCE_SELECTOR;
@property (nonatomic) CGFloat alpha;
@property (nonatomic, getter=isOpaque) BOOL opaque;
@property (nonatomic) BOOL clearsContextBeforeDrawing;
@property (nonatomic, getter=isHidden) BOOL hidden;
@property (nonatomic) UIViewContentMode contentMode;
@property (nonatomic) CGRect contentStretch;
@property (nonatomic, strong) UIView *maskView;
@property (nonatomic, strong) UIColor *tintColor;
@property (nonatomic) UIViewTintAdjustmentMode tintAdjustmentMode;
- (void)tintColorDidChange;
@property (nonatomic) UISemanticContentAttribute semanticContentAttribute;
@property (nonatomic, copy) NSString *accessibilityIdentifier;
@property (nonatomic, copy) NSString *accessibilityLabel;
@property (nonatomic, copy) NSString *accessibilityHint;
@property (nonatomic, copy) NSString *accessibilityValue;
@property (nonatomic) BOOL isAccessibilityElement;
@property (nonatomic) uint64_t accessibilityTraits;
@property (nonatomic) UIUserInterfaceStyle overrideUserInterfaceStyle;
@property (nonatomic, readonly) UITraitCollection *traitCollection;
+ (void)animateWithDuration:(NSTimeInterval)duration delay:(NSTimeInterval)delay options:(UIViewAnimationOptions)options animations:(void (^)(void))animations completion:(void (^)(BOOL finished))completion;
+ (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations completion:(void (^)(BOOL finished))completion;
+ (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations;
+ (void)animateWithDuration:(NSTimeInterval)duration delay:(NSTimeInterval)delay usingSpringWithDamping:(CGFloat)dampingRatio initialSpringVelocity:(CGFloat)velocity options:(UIViewAnimationOptions)options animations:(void (^)(void))animations completion:(void (^)(BOOL finished))completion;
+ (void)transitionWithView:(UIView *)view duration:(NSTimeInterval)duration options:(UIViewAnimationOptions)options animations:(void (^)(void))animations completion:(void (^)(BOOL finished))completion;
+ (void)transitionFromView:(UIView *)fromView toView:(UIView *)toView duration:(NSTimeInterval)duration options:(UIViewAnimationOptions)options completion:(void (^)(BOOL finished))completion;
+ (void)animateKeyframesWithDuration:(NSTimeInterval)duration delay:(NSTimeInterval)delay options:(UIViewKeyframeAnimationOptions)options animations:(void (^)(void))animations completion:(void (^)(BOOL finished))completion;
+ (void)addKeyframeWithRelativeStartTime:(double)frameStartTime relativeDuration:(double)frameDuration animations:(void (^)(void))animations;
+ (void)performWithoutAnimation:(void (^)(void))actionsWithoutAnimation;
+ (void)setAnimationsEnabled:(BOOL)enabled;
+ (BOOL)areAnimationsEnabled;
+ (void)beginAnimations:(NSString *)animationID context:(void *)context;
+ (void)commitAnimations;
+ (void)setAnimationDelegate:(id)delegate;
+ (void)setAnimationDidStopSelector:(SEL)selector;
+ (void)setAnimationDuration:(NSTimeInterval)duration;
+ (void)setAnimationDelay:(NSTimeInterval)delay;
+ (void)setAnimationCurve:(UIViewAnimationCurve)curve;
+ (void)setAnimationRepeatCount:(float)repeatCount;
+ (void)setAnimationBeginsFromCurrentState:(BOOL)fromCurrentState;
+ (void)setAnimationTransition:(UIViewAnimationTransition)transition forView:(UIView *)view cache:(BOOL)cache;
@property (nonatomic, copy) NSArray<__kindof UIGestureRecognizer *> *gestureRecognizers;
- (void)addGestureRecognizer:(UIGestureRecognizer *)gestureRecognizer;
- (void)removeGestureRecognizer:(UIGestureRecognizer *)gestureRecognizer;
- (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer;
@property (nonatomic, readonly) NSArray<__kindof NSLayoutConstraint *> *constraints;
- (void)addConstraint:(NSLayoutConstraint *)constraint;
- (void)addConstraints:(NSArray<__kindof NSLayoutConstraint *> *)constraints;
- (void)removeConstraint:(NSLayoutConstraint *)constraint;
- (void)removeConstraints:(NSArray<__kindof NSLayoutConstraint *> *)constraints;
- (void)updateConstraintsIfNeeded;
- (void)updateConstraints;
- (BOOL)needsUpdateConstraints;
- (void)setNeedsUpdateConstraints;
@property (nonatomic) BOOL translatesAutoresizingMaskIntoConstraints;
@property (class, nonatomic, readonly) BOOL requiresConstraintBasedLayout;
- (CGRect)alignmentRectForFrame:(CGRect)frame;
- (CGRect)frameForAlignmentRect:(CGRect)alignmentRect;
@property (nonatomic, readonly) CGSize intrinsicContentSize;
- (void)invalidateIntrinsicContentSize;
- (UILayoutPriority)contentHuggingPriorityForAxis:(UILayoutConstraintAxis)axis;
- (void)setContentHuggingPriority:(UILayoutPriority)priority forAxis:(UILayoutConstraintAxis)axis;
- (UILayoutPriority)contentCompressionResistancePriorityForAxis:(UILayoutConstraintAxis)axis;
- (void)setContentCompressionResistancePriority:(UILayoutPriority)priority forAxis:(UILayoutConstraintAxis)axis;
- (CGSize)systemLayoutSizeFittingSize:(CGSize)targetSize;
- (CGSize)systemLayoutSizeFittingSize:(CGSize)targetSize withHorizontalFittingPriority:(UILayoutPriority)h verticalFittingPriority:(UILayoutPriority)v;
@property (nonatomic, readonly, copy) NSArray<__kindof UILayoutGuide *> *layoutGuides;
- (void)addLayoutGuide:(UILayoutGuide *)layoutGuide;
@property (nonatomic, readonly, strong) NSLayoutXAxisAnchor *leadingAnchor, *trailingAnchor, *leftAnchor, *rightAnchor, *centerXAnchor;
@property (nonatomic, readonly, strong) NSLayoutYAxisAnchor *topAnchor, *bottomAnchor, *centerYAnchor, *firstBaselineAnchor, *lastBaselineAnchor;
@property (nonatomic, readonly, strong) NSLayoutDimension *widthAnchor, *heightAnchor;
- (UIView *)snapshotViewAfterScreenUpdates:(BOOL)afterUpdates;
- (UIView *)resizableSnapshotViewFromRect:(CGRect)rect afterScreenUpdates:(BOOL)afterUpdates withCapInsets:(UIEdgeInsets)capInsets;
- (BOOL)drawViewHierarchyInRect:(CGRect)rect afterScreenUpdates:(BOOL)afterUpdates;
- (BOOL)endEditing:(BOOL)force;
@property (nonatomic, copy) NSArray *motionEffects;
@end
@interface UILayoutGuide : NSObject <NSCoding>
@property (nonatomic, readonly) CGRect layoutFrame;
@property (nonatomic, weak) UIView *owningView;
@property (nonatomic, copy) NSString *identifier;
@property (nonatomic, readonly, strong) NSLayoutXAxisAnchor *leadingAnchor, *trailingAnchor, *leftAnchor, *rightAnchor, *centerXAnchor;
@property (nonatomic, readonly, strong) NSLayoutYAxisAnchor *topAnchor, *bottomAnchor, *centerYAnchor;
@property (nonatomic, readonly, strong) NSLayoutDimension *widthAnchor, *heightAnchor;
@end
@protocol UILayoutSupport <NSObject>
@property (nonatomic, readonly) CGFloat length;
@property (readonly, strong) NSLayoutYAxisAnchor *topAnchor;
@property (readonly, strong) NSLayoutYAxisAnchor *bottomAnchor;
@property (readonly, strong) NSLayoutDimension *heightAnchor;
@end
@interface NSLayoutConstraint : NSObject
+ (NSArray<NSLayoutConstraint *> *)constraintsWithVisualFormat:(NSString *)format options:(NSLayoutFormatOptions)opts metrics:(NSDictionary<NSString *, id> *)metrics views:(NSDictionary<NSString *, id> *)views;
+ (instancetype)constraintWithItem:(id)view1 attribute:(NSLayoutAttribute)attr1 relatedBy:(NSLayoutRelation)relation toItem:(id)view2 attribute:(NSLayoutAttribute)attr2 multiplier:(CGFloat)multiplier constant:(CGFloat)c;
+ (void)activateConstraints:(NSArray<NSLayoutConstraint *> *)constraints;
+ (void)deactivateConstraints:(NSArray<NSLayoutConstraint *> *)constraints;
@property UILayoutPriority priority;
@property BOOL shouldBeArchived;
@property (readonly, assign) id firstItem;
@property (readonly, assign) id secondItem;
@property (readonly) NSLayoutAttribute firstAttribute;
@property (readonly) NSLayoutAttribute secondAttribute;
@property (readonly) NSLayoutRelation relation;
@property (readonly) CGFloat multiplier;
@property CGFloat constant;
@property (getter=isActive) BOOL active;
@property (copy) NSString *identifier;
@end
#define NSDictionaryOfVariableBindings(...) _NSDictionaryOfVariableBindings(@"" # __VA_ARGS__, __VA_ARGS__, nil)
UIKIT_EXTERN NSDictionary<NSString *, id> *_NSDictionaryOfVariableBindings(NSString *commaSeparatedKeysString, id firstValue, ...);
@interface NSLayoutAnchor<AnchorType> : NSObject
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor;
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor;
- (NSLayoutConstraint *)constraintLessThanOrEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor;
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor constant:(CGFloat)c;
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor constant:(CGFloat)c;
- (NSLayoutConstraint *)constraintLessThanOrEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor constant:(CGFloat)c;
@end
@interface NSLayoutXAxisAnchor : NSLayoutAnchor<NSLayoutXAxisAnchor *>
@end
@interface NSLayoutYAxisAnchor : NSLayoutAnchor<NSLayoutYAxisAnchor *>
@end
@interface NSLayoutDimension : NSLayoutAnchor<NSLayoutDimension *>
- (NSLayoutConstraint *)constraintEqualToConstant:(CGFloat)c;
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToConstant:(CGFloat)c;
- (NSLayoutConstraint *)constraintLessThanOrEqualToConstant:(CGFloat)c;
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutDimension *)anchor multiplier:(CGFloat)m;
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutDimension *)anchor multiplier:(CGFloat)m constant:(CGFloat)c;
@end

@interface UIColor : NSObject <NSSecureCoding, NSCopying>
+ (UIColor *)colorWithWhite:(CGFloat)white alpha:(CGFloat)alpha;
+ (UIColor *)colorWithHue:(CGFloat)hue saturation:(CGFloat)saturation brightness:(CGFloat)brightness alpha:(CGFloat)alpha;
+ (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
+ (UIColor *)colorWithDisplayP3Red:(CGFloat)displayP3Red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
+ (UIColor *)colorWithCGColor:(CGColorRef)cgColor;
+ (UIColor *)colorWithPatternImage:(UIImage *)image;
+ (UIColor *)colorNamed:(NSString *)name;
+ (UIColor *)colorWithDynamicProvider:(UIColor * (^)(UITraitCollection *traitCollection))dynamicProvider;
- (instancetype)initWithWhite:(CGFloat)white alpha:(CGFloat)alpha;
- (instancetype)initWithHue:(CGFloat)hue saturation:(CGFloat)saturation brightness:(CGFloat)brightness alpha:(CGFloat)alpha;
- (instancetype)initWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
- (instancetype)initWithCGColor:(CGColorRef)cgColor;
- (instancetype)initWithPatternImage:(UIImage *)image;
@property (class, nonatomic, readonly) UIColor *blackColor, *darkGrayColor, *lightGrayColor, *whiteColor, *grayColor, *redColor, *greenColor, *blueColor, *cyanColor, *yellowColor, *magentaColor, *orangeColor, *purpleColor, *brownColor, *clearColor;
@property (class, nonatomic, readonly) UIColor *systemRedColor, *systemGreenColor, *systemBlueColor, *systemOrangeColor, *systemYellowColor, *systemPinkColor, *systemPurpleColor, *systemTealColor, *systemIndigoColor, *systemGrayColor, *systemBackgroundColor, *secondarySystemBackgroundColor, *labelColor, *secondaryLabelColor, *tertiaryLabelColor, *separatorColor, *groupTableViewBackgroundColor, *lightTextColor, *darkTextColor, *linkColor, *placeholderTextColor, *systemGroupedBackgroundColor;
- (void)set;
- (void)setFill;
- (void)setStroke;
- (BOOL)getWhite:(CGFloat *)white alpha:(CGFloat *)alpha;
- (BOOL)getHue:(CGFloat *)hue saturation:(CGFloat *)saturation brightness:(CGFloat *)brightness alpha:(CGFloat *)alpha;
- (BOOL)getRed:(CGFloat *)red green:(CGFloat *)green blue:(CGFloat *)blue alpha:(CGFloat *)alpha;
- (UIColor *)colorWithAlphaComponent:(CGFloat)alpha;
- (UIColor *)resolvedColorWithTraitCollection:(UITraitCollection *)traitCollection;
@property (nonatomic, readonly) CGColorRef CGColor;
@end
typedef NS_OPTIONS(uint32_t, UIFontDescriptorSymbolicTraits) { UIFontDescriptorTraitItalic = 1, UIFontDescriptorTraitBold = 2 };
@interface UIFontDescriptor : NSObject <NSCopying, NSSecureCoding>
+ (UIFontDescriptor *)fontDescriptorWithName:(NSString *)fontName size:(CGFloat)size;
+ (UIFontDescriptor *)fontDescriptorWithFontAttributes:(NSDictionary *)attributes;
+ (UIFontDescriptor *)preferredFontDescriptorWithTextStyle:(UIFontTextStyle)style;
- (UIFontDescriptor *)fontDescriptorWithSymbolicTraits:(UIFontDescriptorSymbolicTraits)symbolicTraits;
- (UIFontDescriptor *)fontDescriptorByAddingAttributes:(NSDictionary *)attributes;
@property (nonatomic, readonly) CGFloat pointSize;
@property (nonatomic, readonly) UIFontDescriptorSymbolicTraits symbolicTraits;
@end
@interface UIFont : NSObject <NSCopying, NSSecureCoding>
+ (UIFont *)preferredFontForTextStyle:(UIFontTextStyle)style;
+ (UIFont *)fontWithName:(NSString *)fontName size:(CGFloat)fontSize;
@property (class, nonatomic, readonly) NSArray<NSString *> *familyNames;
+ (NSArray<NSString *> *)fontNamesForFamilyName:(NSString *)familyName;
+ (UIFont *)systemFontOfSize:(CGFloat)fontSize;
+ (UIFont *)boldSystemFontOfSize:(CGFloat)fontSize;
+ (UIFont *)italicSystemFontOfSize:(CGFloat)fontSize;
+ (UIFont *)systemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight;
+ (UIFont *)monospacedDigitSystemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight;
+ (UIFont *)fontWithDescriptor:(UIFontDescriptor *)descriptor size:(CGFloat)pointSize;
@property (class, nonatomic, readonly) CGFloat labelFontSize, buttonFontSize, smallSystemFontSize, systemFontSize;
@property (nonatomic, readonly, strong) NSString *familyName;
@property (nonatomic, readonly, strong) NSString *fontName;
@property (nonatomic, readonly) CGFloat pointSize;
@property (nonatomic, readonly) CGFloat ascender;
@property (nonatomic, readonly) CGFloat descender;
@property (nonatomic, readonly) CGFloat capHeight;
@property (nonatomic, readonly) CGFloat xHeight;
@property (nonatomic, readonly) CGFloat lineHeight;
@property (nonatomic, readonly) CGFloat leading;
- (UIFont *)fontWithSize:(CGFloat)fontSize;
@property (nonatomic, readonly) UIFontDescriptor *fontDescriptor;
@end

typedef NS_ENUM(NSInteger, UIImageOrientation) { UIImageOrientationUp, UIImageOrientationDown, UIImageOrientationLeft, UIImageOrientationRight, UIImageOrientationUpMirrored, UIImageOrientationDownMirrored, UIImageOrientationLeftMirrored, UIImageOrientationRightMirrored };
typedef NS_ENUM(NSInteger, UIImageResizingMode) { UIImageResizingModeTile, UIImageResizingModeStretch };
typedef NS_ENUM(NSInteger, UIImageRenderingMode) { UIImageRenderingModeAutomatic, UIImageRenderingModeAlwaysOriginal, UIImageRenderingModeAlwaysTemplate };
@interface UIImage : NSObject <NSSecureCoding>
+ (UIImage *)imageNamed:(NSString *)name;
+ (UIImage *)imageNamed:(NSString *)name inBundle:(NSBundle *)bundle compatibleWithTraitCollection:(UITraitCollection *)traitCollection;
+ (UIImage *)systemImageNamed:(NSString *)name;
+ (UIImage *)imageWithContentsOfFile:(NSString *)path;
+ (UIImage *)imageWithData:(NSData *)data;
+ (UIImage *)imageWithData:(NSData *)data scale:(CGFloat)scale;
+ (UIImage *)imageWithCGImage:(CGImageRef)cgImage;
+ (UIImage *)imageWithCGImage:(CGImageRef)cgImage scale:(CGFloat)scale orientation:(UIImageOrientation)orientation;
+ (UIImage *)animatedImageNamed:(NSString *)name duration:(NSTimeInterval)duration;
+ (UIImage *)animatedImageWithImages:(NSArray<UIImage *> *)images duration:(NSTimeInterval)duration;
- (instancetype)initWithContentsOfFile:(NSString *)path;
- (instancetype)initWithData:(NSData *)data;
- (instancetype)initWithData:(NSData *)data scale:(CGFloat)scale;
- (instancetype)initWithCGImage:(CGImageRef)cgImage;
- (instancetype)initWithCGImage:(CGImageRef)cgImage scale:(CGFloat)scale orientation:(UIImageOrientation)orientation;
@property (nonatomic, readonly) CGSize size;
@property (nonatomic, readonly) CGImageRef CGImage;
@property (nonatomic, readonly) UIImageOrientation imageOrientation;
@property (nonatomic, readonly) CGFloat scale;
@property (nonatomic, readonly) NSArray<UIImage *> *images;
@property (nonatomic, readonly) NSTimeInterval duration;
@property (nonatomic, readonly) UIEdgeInsets capInsets;
@property (nonatomic, readonly) UIImageRenderingMode renderingMode;
- (void)drawAtPoint:(CGPoint)point;
- (void)drawAtPoint:(CGPoint)point blendMode:(CGBlendMode)blendMode alpha:(CGFloat)alpha;
- (void)drawInRect:(CGRect)rect;
- (void)drawInRect:(CGRect)rect blendMode:(CGBlendMode)blendMode alpha:(CGFloat)alpha;
- (void)drawAsPatternInRect:(CGRect)rect;
- (UIImage *)resizableImageWithCapInsets:(UIEdgeInsets)capInsets;
- (UIImage *)resizableImageWithCapInsets:(UIEdgeInsets)capInsets resizingMode:(UIImageResizingMode)resizingMode;
- (UIImage *)stretchableImageWithLeftCapWidth:(NSInteger)leftCapWidth topCapHeight:(NSInteger)topCapHeight;
- (UIImage *)imageWithRenderingMode:(UIImageRenderingMode)renderingMode;
- (UIImage *)imageWithAlignmentRectInsets:(UIEdgeInsets)alignmentInsets;
- (UIImage *)imageWithTintColor:(UIColor *)color;
- (UIImage *)imageFlippedForRightToLeftLayoutDirection;
@end

typedef NS_OPTIONS(NSUInteger, UIControlEvents) {
  UIControlEventTouchDown = 1 << 0, UIControlEventTouchDownRepeat = 1 << 1, UIControlEventTouchDragInside = 1 << 2, UIControlEventTouchDragOutside = 1 << 3,
  UIControlEventTouchDragEnter = 1 << 4, UIControlEventTouchDragExit = 1 << 5, UIControlEventTouchUpInside = 1 << 6, UIControlEventTouchUpOutside = 1 << 7,
  UIControlEventTouchCancel = 1 << 8, UIControlEventValueChanged = 1 << 12, UIControlEventPrimaryActionTriggered = 1 << 13,
  UIControlEventEditingDidBegin = 1 << 16, UIControlEventEditingChanged = 1 << 17, UIControlEventEditingDidEnd = 1 << 18,
  UIControlEventEditingDidEndOnExit = 1 << 19, UIControlEventAllTouchEvents = 0x00000FFF, UIControlEventAllEditingEvents = 0x000F0000,
  UIControlEventApplicationReserved = 0x0F000000, UIControlEventSystemReserved = 0xF0000000, UIControlEventAllEvents = 0xFFFFFFFF
};
typedef NS_ENUM(NSInteger, UIControlContentVerticalAlignment) { UIControlContentVerticalAlignmentCenter, UIControlContentVerticalAlignmentTop, UIControlContentVerticalAlignmentBottom, UIControlContentVerticalAlignmentFill };
typedef NS_ENUM(NSInteger, UIControlContentHorizontalAlignment) { UIControlContentHorizontalAlignmentCenter, UIControlContentHorizontalAlignmentLeft, UIControlContentHorizontalAlignmentRight, UIControlContentHorizontalAlignmentFill, UIControlContentHorizontalAlignmentLeading, UIControlContentHorizontalAlignmentTrailing };
typedef NS_OPTIONS(NSUInteger, UIControlState) { UIControlStateNormal = 0, UIControlStateHighlighted = 1 << 0, UIControlStateDisabled = 1 << 1, UIControlStateSelected = 1 << 2, UIControlStateFocused = 1 << 3, UIControlStateApplication = 0x00FF0000, UIControlStateReserved = 0xFF000000 };
@interface UIControl : UIView
@property (nonatomic, getter=isEnabled) BOOL enabled;
@property (nonatomic, getter=isSelected) BOOL selected;
@property (nonatomic, getter=isHighlighted) BOOL highlighted;
@property (nonatomic) UIControlContentVerticalAlignment contentVerticalAlignment;
@property (nonatomic) UIControlContentHorizontalAlignment contentHorizontalAlignment;
@property (nonatomic, readonly) UIControlState state;
@property (nonatomic, readonly, getter=isTracking) BOOL tracking;
@property (nonatomic, readonly, getter=isTouchInside) BOOL touchInside;
- (BOOL)beginTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event;
- (BOOL)continueTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event;
- (void)endTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event;
- (void)cancelTrackingWithEvent:(UIEvent *)event;
- (void)addTarget:(id)target action:(SEL)action forControlEvents:(UIControlEvents)controlEvents;
- (void)removeTarget:(id)target action:(SEL)action forControlEvents:(UIControlEvents)controlEvents;
@property (nonatomic, readonly) NSSet *allTargets;
@property (nonatomic, readonly) UIControlEvents allControlEvents;
- (NSArray<NSString *> *)actionsForTarget:(id)target forControlEvent:(UIControlEvents)controlEvent;
- (void)sendAction:(SEL)action to:(id)target forEvent:(UIEvent *)event;
- (void)sendActionsForControlEvents:(UIControlEvents)controlEvents;
@end
typedef NS_ENUM(NSInteger, UIButtonType) { UIButtonTypeCustom = 0, UIButtonTypeSystem, UIButtonTypeDetailDisclosure, UIButtonTypeInfoLight, UIButtonTypeInfoDark, UIButtonTypeContactAdd, UIButtonTypeClose, UIButtonTypeRoundedRect = UIButtonTypeSystem };
@interface UIButton : UIControl
+ (instancetype)buttonWithType:(UIButtonType)buttonType;
@property (nonatomic) UIEdgeInsets contentEdgeInsets;
@property (nonatomic) UIEdgeInsets titleEdgeInsets;
@property (nonatomic) UIEdgeInsets imageEdgeInsets;
@property (nonatomic) BOOL reversesTitleShadowWhenHighlighted;
@property (nonatomic) BOOL adjustsImageWhenHighlighted;
@property (nonatomic) BOOL adjustsImageWhenDisabled;
@property (nonatomic) BOOL showsTouchWhenHighlighted;
@property (nonatomic, readonly) UIButtonType buttonType;
- (void)setTitle:(NSString *)title forState:(UIControlState)state;
- (void)setTitleColor:(UIColor *)color forState:(UIControlState)state;
- (void)setTitleShadowColor:(UIColor *)color forState:(UIControlState)state;
- (void)setImage:(UIImage *)image forState:(UIControlState)state;
- (void)setBackgroundImage:(UIImage *)image forState:(UIControlState)state;
- (void)setAttributedTitle:(NSAttributedString *)title forState:(UIControlState)state;
- (NSString *)titleForState:(UIControlState)state;
- (UIColor *)titleColorForState:(UIControlState)state;
- (UIImage *)imageForState:(UIControlState)state;
- (UIImage *)backgroundImageForState:(UIControlState)state;
- (NSAttributedString *)attributedTitleForState:(UIControlState)state;
@property (nonatomic, readonly) NSString *currentTitle;
@property (nonatomic, readonly) UIColor *currentTitleColor;
@property (nonatomic, readonly) UIImage *currentImage;
@property (nonatomic, readonly) UIImage *currentBackgroundImage;
@property (nonatomic, readonly) NSAttributedString *currentAttributedTitle;
@property (nonatomic, readonly, strong) UILabel *titleLabel;
@property (nonatomic, readonly, strong) UIImageView *imageView;
- (CGRect)backgroundRectForBounds:(CGRect)bounds;
- (CGRect)contentRectForBounds:(CGRect)bounds;
- (CGRect)titleRectForContentRect:(CGRect)contentRect;
- (CGRect)imageRectForContentRect:(CGRect)contentRect;
@property (nonatomic, strong) UIFont *font;
@end
typedef NS_ENUM(NSInteger, UIBaselineAdjustment) { UIBaselineAdjustmentAlignBaselines, UIBaselineAdjustmentAlignCenters, UIBaselineAdjustmentNone };
@interface UILabel : UIView
@property (nonatomic, copy) NSString *text;
@property (nonatomic, strong) UIFont *font;
@property (nonatomic, strong) UIColor *textColor;
@property (nonatomic, strong) UIColor *shadowColor;
@property (nonatomic) CGSize shadowOffset;
@property (nonatomic) NSTextAlignment textAlignment;
@property (nonatomic) NSLineBreakMode lineBreakMode;
@property (nonatomic, copy) NSAttributedString *attributedText;
@property (nonatomic, strong) UIColor *highlightedTextColor;
@property (nonatomic, getter=isHighlighted) BOOL highlighted;
@property (nonatomic, getter=isEnabled) BOOL enabled;
@property (nonatomic) NSInteger numberOfLines;
@property (nonatomic) BOOL adjustsFontSizeToFitWidth;
@property (nonatomic) UIBaselineAdjustment baselineAdjustment;
@property (nonatomic) CGFloat minimumScaleFactor;
@property (nonatomic) CGFloat minimumFontSize;
@property (nonatomic) BOOL allowsDefaultTighteningForTruncation;
@property (nonatomic) BOOL adjustsFontForContentSizeCategory;
- (CGRect)textRectForBounds:(CGRect)bounds limitedToNumberOfLines:(NSInteger)numberOfLines;
- (void)drawTextInRect:(CGRect)rect;
@property (nonatomic) CGFloat preferredMaxLayoutWidth;
@end
typedef NS_ENUM(NSInteger, UITextBorderStyle) { UITextBorderStyleNone, UITextBorderStyleLine, UITextBorderStyleBezel, UITextBorderStyleRoundedRect };
typedef NS_ENUM(NSInteger, UITextFieldViewMode) { UITextFieldViewModeNever, UITextFieldViewModeWhileEditing, UITextFieldViewModeUnlessEditing, UITextFieldViewModeAlways };
@protocol UITextFieldDelegate;
@interface UITextField : UIControl <UITextInput>
@property (nonatomic, copy) NSString *text;
@property (nonatomic, copy) NSAttributedString *attributedText;
@property (nonatomic, strong) UIColor *textColor;
@property (nonatomic, strong) UIFont *font;
@property (nonatomic) NSTextAlignment textAlignment;
@property (nonatomic) UITextBorderStyle borderStyle;
@property (nonatomic, copy) NSDictionary<NSAttributedStringKey, id> *defaultTextAttributes;
@property (nonatomic, copy) NSString *placeholder;
@property (nonatomic, copy) NSAttributedString *attributedPlaceholder;
@property (nonatomic) BOOL clearsOnBeginEditing;
@property (nonatomic) BOOL adjustsFontSizeToFitWidth;
@property (nonatomic) CGFloat minimumFontSize;
@property (nonatomic, weak) id<UITextFieldDelegate> delegate;
@property (nonatomic, strong) UIImage *background;
@property (nonatomic, strong) UIImage *disabledBackground;
@property (nonatomic, readonly, getter=isEditing) BOOL editing;
@property (nonatomic) BOOL allowsEditingTextAttributes;
@property (nonatomic, copy) NSDictionary<NSAttributedStringKey, id> *typingAttributes;
@property (nonatomic) UITextFieldViewMode clearButtonMode;
@property (nonatomic, strong) UIView *leftView;
@property (nonatomic) UITextFieldViewMode leftViewMode;
@property (nonatomic, strong) UIView *rightView;
@property (nonatomic) UITextFieldViewMode rightViewMode;
@property (readwrite, strong) UIView *inputView;
@property (readwrite, strong) UIView *inputAccessoryView;
@property (nonatomic) BOOL clearsOnInsertion;
@property (nonatomic) UIKeyboardType keyboardType;
@property (nonatomic) UIReturnKeyType returnKeyType;
@property (nonatomic) UIKeyboardAppearance keyboardAppearance;
@property (nonatomic) UITextAutocapitalizationType autocapitalizationType;
@property (nonatomic) UITextAutocorrectionType autocorrectionType;
@property (nonatomic) UITextSpellCheckingType spellCheckingType;
@property (nonatomic, getter=isSecureTextEntry) BOOL secureTextEntry;
@property (nonatomic) BOOL enablesReturnKeyAutomatically;
@property (nonatomic, copy) NSString *textContentType;
@property (nonatomic, strong) UIColor *tintColor;
- (CGRect)borderRectForBounds:(CGRect)bounds;
- (CGRect)textRectForBounds:(CGRect)bounds;
- (CGRect)placeholderRectForBounds:(CGRect)bounds;
- (CGRect)editingRectForBounds:(CGRect)bounds;
- (CGRect)clearButtonRectForBounds:(CGRect)bounds;
- (CGRect)leftViewRectForBounds:(CGRect)bounds;
- (CGRect)rightViewRectForBounds:(CGRect)bounds;
- (void)drawTextInRect:(CGRect)rect;
- (void)drawPlaceholderInRect:(CGRect)rect;
@end
@protocol UITextFieldDelegate <NSObject>
@optional
- (BOOL)textFieldShouldBeginEditing:(UITextField *)textField;
- (void)textFieldDidBeginEditing:(UITextField *)textField;
- (BOOL)textFieldShouldEndEditing:(UITextField *)textField;
- (void)textFieldDidEndEditing:(UITextField *)textField;
- (BOOL)textField:(UITextField *)textField shouldChangeCharactersInRange:(NSRange)range replacementString:(NSString *)string;
- (void)textFieldDidChangeSelection:(UITextField *)textField;
- (BOOL)textFieldShouldClear:(UITextField *)textField;
- (BOOL)textFieldShouldReturn:(UITextField *)textField;
@end

typedef NS_ENUM(NSInteger, UIScrollViewIndicatorStyle) { UIScrollViewIndicatorStyleDefault, UIScrollViewIndicatorStyleBlack, UIScrollViewIndicatorStyleWhite };
typedef NS_ENUM(NSInteger, UIScrollViewKeyboardDismissMode) { UIScrollViewKeyboardDismissModeNone, UIScrollViewKeyboardDismissModeOnDrag, UIScrollViewKeyboardDismissModeInteractive };
typedef NS_ENUM(NSInteger, UIScrollViewContentInsetAdjustmentBehavior) { UIScrollViewContentInsetAdjustmentAutomatic, UIScrollViewContentInsetAdjustmentScrollableAxes, UIScrollViewContentInsetAdjustmentNever, UIScrollViewContentInsetAdjustmentAlways };
typedef CGFloat UIScrollViewDecelerationRate;
UIKIT_EXTERN const UIScrollViewDecelerationRate UIScrollViewDecelerationRateNormal;
UIKIT_EXTERN const UIScrollViewDecelerationRate UIScrollViewDecelerationRateFast;
@protocol UIScrollViewDelegate;
@class UIPanGestureRecognizer, UIPinchGestureRecognizer;
@interface UIScrollView : UIView
@property (nonatomic) CGPoint contentOffset;
@property (nonatomic) CGSize contentSize;
@property (nonatomic) UIEdgeInsets contentInset;
@property (nonatomic, readonly) UIEdgeInsets adjustedContentInset;
@property (nonatomic) UIScrollViewContentInsetAdjustmentBehavior contentInsetAdjustmentBehavior;
@property (nonatomic, weak) id<UIScrollViewDelegate> delegate;
@property (nonatomic, getter=isDirectionalLockEnabled) BOOL directionalLockEnabled;
@property (nonatomic) BOOL bounces;
@property (nonatomic) BOOL alwaysBounceVertical;
@property (nonatomic) BOOL alwaysBounceHorizontal;
@property (nonatomic, getter=isPagingEnabled) BOOL pagingEnabled;
@property (nonatomic, getter=isScrollEnabled) BOOL scrollEnabled;
@property (nonatomic) BOOL showsHorizontalScrollIndicator;
@property (nonatomic) BOOL showsVerticalScrollIndicator;
@property (nonatomic) UIEdgeInsets scrollIndicatorInsets;
@property (nonatomic) UIScrollViewIndicatorStyle indicatorStyle;
@property (nonatomic) UIScrollViewDecelerationRate decelerationRate;
- (void)setContentOffset:(CGPoint)contentOffset animated:(BOOL)animated;
- (void)scrollRectToVisible:(CGRect)rect animated:(BOOL)animated;
- (void)flashScrollIndicators;
@property (nonatomic, readonly, getter=isTracking) BOOL tracking;
@property (nonatomic, readonly, getter=isDragging) BOOL dragging;
@property (nonatomic, readonly, getter=isDecelerating) BOOL decelerating;
@property (nonatomic) BOOL delaysContentTouches;
@property (nonatomic) BOOL canCancelContentTouches;
- (BOOL)touchesShouldBegin:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event inContentView:(UIView *)view;
- (BOOL)touchesShouldCancelInContentView:(UIView *)view;
@property (nonatomic) CGFloat minimumZoomScale;
@property (nonatomic) CGFloat maximumZoomScale;
@property (nonatomic) CGFloat zoomScale;
- (void)setZoomScale:(CGFloat)scale animated:(BOOL)animated;
- (void)zoomToRect:(CGRect)rect animated:(BOOL)animated;
@property (nonatomic) BOOL bouncesZoom;
@property (nonatomic, readonly, getter=isZooming) BOOL zooming;
@property (nonatomic, readonly, getter=isZoomBouncing) BOOL zoomBouncing;
@property (nonatomic) BOOL scrollsToTop;
@property (nonatomic, readonly) UIPanGestureRecognizer *panGestureRecognizer;
@property (nonatomic, readonly) UIPinchGestureRecognizer *pinchGestureRecognizer;
@property (nonatomic) UIScrollViewKeyboardDismissMode keyboardDismissMode;
@property (nonatomic, strong) UIRefreshControl *refreshControl;
@end
@protocol UIScrollViewDelegate <NSObject>
@optional
- (void)scrollViewDidScroll:(UIScrollView *)scrollView;
- (void)scrollViewDidZoom:(UIScrollView *)scrollView;
- (void)scrollViewWillBeginDragging:(UIScrollView *)scrollView;
- (void)scrollViewWillEndDragging:(UIScrollView *)scrollView withVelocity:(CGPoint)velocity targetContentOffset:(inout CGPoint *)targetContentOffset;
- (void)scrollViewDidEndDragging:(UIScrollView *)scrollView willDecelerate:(BOOL)decelerate;
- (void)scrollViewWillBeginDecelerating:(UIScrollView *)scrollView;
- (void)scrollViewDidEndDecelerating:(UIScrollView *)scrollView;
- (void)scrollViewDidEndScrollingAnimation:(UIScrollView *)scrollView;
- (UIView *)viewForZoomingInScrollView:(UIScrollView *)scrollView;
- (void)scrollViewWillBeginZooming:(UIScrollView *)scrollView withView:(UIView *)view;
- (void)scrollViewDidEndZooming:(UIScrollView *)scrollView withView:(UIView *)view atScale:(CGFloat)scale;
- (BOOL)scrollViewShouldScrollToTop:(UIScrollView *)scrollView;
- (void)scrollViewDidScrollToTop:(UIScrollView *)scrollView;
@end
@protocol UITextViewDelegate;
typedef NS_OPTIONS(NSUInteger, UIDataDetectorTypes) { UIDataDetectorTypePhoneNumber = 1, UIDataDetectorTypeLink = 2, UIDataDetectorTypeAddress = 4, UIDataDetectorTypeCalendarEvent = 8, UIDataDetectorTypeNone = 0, UIDataDetectorTypeAll = 0xFFFFFFFF };
@interface UITextView : UIScrollView <UITextInput>
@property (nonatomic, weak) id<UITextViewDelegate> delegate;
@property (nonatomic, copy) NSString *text;
@property (nonatomic, strong) UIFont *font;
@property (nonatomic, strong) UIColor *textColor;
@property (nonatomic) NSTextAlignment textAlignment;
@property (nonatomic) NSRange selectedRange;
@property (nonatomic, getter=isEditable) BOOL editable;
@property (nonatomic, getter=isSelectable) BOOL selectable;
@property (nonatomic) UIDataDetectorTypes dataDetectorTypes;
@property (nonatomic) BOOL allowsEditingTextAttributes;
@property (nonatomic, copy) NSAttributedString *attributedText;
@property (nonatomic, copy) NSDictionary<NSAttributedStringKey, id> *typingAttributes;
- (void)scrollRangeToVisible:(NSRange)range;
@property (readwrite, strong) UIView *inputView;
@property (readwrite, strong) UIView *inputAccessoryView;
@property (nonatomic) BOOL clearsOnInsertion;
@property (nonatomic, readonly) NSTextContainer *textContainer;
@property (nonatomic) UIEdgeInsets textContainerInset;
@property (nonatomic, readonly) NSLayoutManager *layoutManager;
@property (nonatomic, readonly, strong) NSTextStorage *textStorage;
@property (nonatomic, copy) NSDictionary<NSAttributedStringKey, id> *linkTextAttributes;
@property (nonatomic) UIKeyboardType keyboardType;
@property (nonatomic) UIReturnKeyType returnKeyType;
@property (nonatomic) UIKeyboardAppearance keyboardAppearance;
@property (nonatomic) UITextAutocapitalizationType autocapitalizationType;
@property (nonatomic) UITextAutocorrectionType autocorrectionType;
@property (nonatomic) BOOL enablesReturnKeyAutomatically;
@property (nonatomic, getter=isSecureTextEntry) BOOL secureTextEntry;
@end
@protocol UITextViewDelegate <NSObject, UIScrollViewDelegate>
@optional
- (BOOL)textViewShouldBeginEditing:(UITextView *)textView;
- (BOOL)textViewShouldEndEditing:(UITextView *)textView;
- (void)textViewDidBeginEditing:(UITextView *)textView;
- (void)textViewDidEndEditing:(UITextView *)textView;
- (BOOL)textView:(UITextView *)textView shouldChangeTextInRange:(NSRange)range replacementText:(NSString *)text;
- (void)textViewDidChange:(UITextView *)textView;
- (void)textViewDidChangeSelection:(UITextView *)textView;
- (BOOL)textView:(UITextView *)textView shouldInteractWithURL:(NSURL *)URL inRange:(NSRange)characterRange;
- (BOOL)textView:(UITextView *)textView shouldInteractWithURL:(NSURL *)URL inRange:(NSRange)characterRange interaction:(NSInteger)interaction;
@end
@interface NSTextContainer : NSObject <NSSecureCoding>
- (instancetype)initWithSize:(CGSize)size;
@property CGSize size;
@property CGFloat lineFragmentPadding;
@property NSInteger maximumNumberOfLines;
@property NSLineBreakMode lineBreakMode;
@property (copy) NSArray *exclusionPaths;
@end
@interface NSLayoutManager : NSObject <NSSecureCoding>
- (void)addTextContainer:(NSTextContainer *)container;
- (CGRect)usedRectForTextContainer:(NSTextContainer *)container;
- (NSRange)glyphRangeForTextContainer:(NSTextContainer *)container;
- (NSUInteger)glyphIndexForPoint:(CGPoint)point inTextContainer:(NSTextContainer *)container;
- (NSUInteger)characterIndexForPoint:(CGPoint)point inTextContainer:(NSTextContainer *)container fractionOfDistanceBetweenInsertionPoints:(CGFloat *)partialFraction;
- (CGRect)boundingRectForGlyphRange:(NSRange)glyphRange inTextContainer:(NSTextContainer *)container;
- (NSRange)glyphRangeForCharacterRange:(NSRange)charRange actualCharacterRange:(NSRangePointer)actualCharRange;
@end
@interface NSTextStorage : NSMutableAttributedString
- (void)addLayoutManager:(NSLayoutManager *)aLayoutManager;
@end

@interface UIImageView : UIView
- (instancetype)initWithImage:(UIImage *)image;
- (instancetype)initWithImage:(UIImage *)image highlightedImage:(UIImage *)highlightedImage;
@property (nonatomic, strong) UIImage *image;
@property (nonatomic, strong) UIImage *highlightedImage;
@property (nonatomic, getter=isHighlighted) BOOL highlighted;
@property (nonatomic, copy) NSArray<UIImage *> *animationImages;
@property (nonatomic, copy) NSArray<UIImage *> *highlightedAnimationImages;
@property (nonatomic) NSTimeInterval animationDuration;
@property (nonatomic) NSInteger animationRepeatCount;
- (void)startAnimating;
- (void)stopAnimating;
@property (nonatomic, readonly, getter=isAnimating) BOOL animating;
@end
typedef NS_ENUM(NSInteger, UIActivityIndicatorViewStyle) { UIActivityIndicatorViewStyleWhiteLarge, UIActivityIndicatorViewStyleWhite, UIActivityIndicatorViewStyleGray, UIActivityIndicatorViewStyleMedium = 100, UIActivityIndicatorViewStyleLarge = 101 };
@interface UIActivityIndicatorView : UIView
- (instancetype)initWithActivityIndicatorStyle:(UIActivityIndicatorViewStyle)style;
@property (nonatomic) UIActivityIndicatorViewStyle activityIndicatorViewStyle;
@property (nonatomic) BOOL hidesWhenStopped;
@property (nonatomic, strong) UIColor *color;
- (void)startAnimating;
- (void)stopAnimating;
@property (nonatomic, readonly, getter=isAnimating) BOOL animating;
@end
typedef NS_ENUM(NSInteger, UIProgressViewStyle) { UIProgressViewStyleDefault, UIProgressViewStyleBar };
@interface UIProgressView : UIView
- (instancetype)initWithProgressViewStyle:(UIProgressViewStyle)style;
@property (nonatomic) UIProgressViewStyle progressViewStyle;
@property (nonatomic) float progress;
@property (nonatomic, strong) UIColor *progressTintColor;
@property (nonatomic, strong) UIColor *trackTintColor;
@property (nonatomic, strong) UIImage *progressImage;
@property (nonatomic, strong) UIImage *trackImage;
- (void)setProgress:(float)progress animated:(BOOL)animated;
@end
@interface UISwitch : UIControl
@property (nonatomic, strong) UIColor *onTintColor;
@property (nonatomic, strong) UIColor *thumbTintColor;
@property (nonatomic, getter=isOn) BOOL on;
- (void)setOn:(BOOL)on animated:(BOOL)animated;
@end
@interface UISlider : UIControl
@property (nonatomic) float value;
@property (nonatomic) float minimumValue;
@property (nonatomic) float maximumValue;
@property (nonatomic, strong) UIImage *minimumValueImage;
@property (nonatomic, strong) UIImage *maximumValueImage;
@property (nonatomic, getter=isContinuous) BOOL continuous;
@property (nonatomic, strong) UIColor *minimumTrackTintColor;
@property (nonatomic, strong) UIColor *maximumTrackTintColor;
@property (nonatomic, strong) UIColor *thumbTintColor;
- (void)setValue:(float)value animated:(BOOL)animated;
- (void)setThumbImage:(UIImage *)image forState:(UIControlState)state;
- (void)setMinimumTrackImage:(UIImage *)image forState:(UIControlState)state;
- (void)setMaximumTrackImage:(UIImage *)image forState:(UIControlState)state;
- (CGRect)trackRectForBounds:(CGRect)bounds;
- (CGRect)thumbRectForBounds:(CGRect)bounds trackRect:(CGRect)rect value:(float)value;
@end
@interface UIStepper : UIControl
@property (nonatomic, getter=isContinuous) BOOL continuous;
@property (nonatomic) BOOL autorepeat;
@property (nonatomic) BOOL wraps;
@property (nonatomic) double value, minimumValue, maximumValue, stepValue;
@end
typedef NS_ENUM(NSInteger, UISegmentedControlStyle) { UISegmentedControlStylePlain, UISegmentedControlStyleBordered, UISegmentedControlStyleBar, UISegmentedControlStyleBezeled };
enum { UISegmentedControlNoSegment = -1 };
@interface UISegmentedControl : UIControl
- (instancetype)initWithItems:(NSArray *)items;
@property (nonatomic) UISegmentedControlStyle segmentedControlStyle;
@property (nonatomic, getter=isMomentary) BOOL momentary;
@property (nonatomic, readonly) NSUInteger numberOfSegments;
@property (nonatomic) BOOL apportionsSegmentWidthsByContent;
- (void)insertSegmentWithTitle:(NSString *)title atIndex:(NSUInteger)segment animated:(BOOL)animated;
- (void)insertSegmentWithImage:(UIImage *)image atIndex:(NSUInteger)segment animated:(BOOL)animated;
- (void)removeSegmentAtIndex:(NSUInteger)segment animated:(BOOL)animated;
- (void)removeAllSegments;
- (void)setTitle:(NSString *)title forSegmentAtIndex:(NSUInteger)segment;
- (NSString *)titleForSegmentAtIndex:(NSUInteger)segment;
- (void)setImage:(UIImage *)image forSegmentAtIndex:(NSUInteger)segment;
- (void)setWidth:(CGFloat)width forSegmentAtIndex:(NSUInteger)segment;
- (void)setEnabled:(BOOL)enabled forSegmentAtIndex:(NSUInteger)segment;
- (void)setTitleTextAttributes:(NSDictionary *)attributes forState:(UIControlState)state;
- (void)setBackgroundImage:(UIImage *)backgroundImage forState:(UIControlState)state barMetrics:(NSInteger)barMetrics;
- (void)setDividerImage:(UIImage *)dividerImage forLeftSegmentState:(UIControlState)leftState rightSegmentState:(UIControlState)rightState barMetrics:(NSInteger)barMetrics;
@property (nonatomic) NSInteger selectedSegmentIndex;
@property (nonatomic, strong) UIColor *selectedSegmentTintColor;
@end
typedef NS_ENUM(NSInteger, UIDatePickerMode) { UIDatePickerModeTime, UIDatePickerModeDate, UIDatePickerModeDateAndTime, UIDatePickerModeCountDownTimer };
@interface UIDatePicker : UIControl
@property (nonatomic) UIDatePickerMode datePickerMode;
@property (nonatomic, strong) NSLocale *locale;
@property (nonatomic, copy) NSCalendar *calendar;
@property (nonatomic, strong) NSTimeZone *timeZone;
@property (nonatomic, strong) NSDate *date;
@property (nonatomic, strong) NSDate *minimumDate;
@property (nonatomic, strong) NSDate *maximumDate;
@property (nonatomic) NSTimeInterval countDownDuration;
@property (nonatomic) NSInteger minuteInterval;
@property (nonatomic) NSInteger preferredDatePickerStyle;
- (void)setDate:(NSDate *)date animated:(BOOL)animated;
@end
@protocol UIPickerViewDataSource, UIPickerViewDelegate;
@interface UIPickerView : UIView
@property (nonatomic, weak) id<UIPickerViewDataSource> dataSource;
@property (nonatomic, weak) id<UIPickerViewDelegate> delegate;
@property (nonatomic) BOOL showsSelectionIndicator;
@property (nonatomic, readonly) NSInteger numberOfComponents;
- (NSInteger)numberOfRowsInComponent:(NSInteger)component;
- (CGSize)rowSizeForComponent:(NSInteger)component;
- (UIView *)viewForRow:(NSInteger)row forComponent:(NSInteger)component;
- (void)reloadAllComponents;
- (void)reloadComponent:(NSInteger)component;
- (void)selectRow:(NSInteger)row inComponent:(NSInteger)component animated:(BOOL)animated;
- (NSInteger)selectedRowInComponent:(NSInteger)component;
@end
@protocol UIPickerViewDataSource <NSObject>
- (NSInteger)numberOfComponentsInPickerView:(UIPickerView *)pickerView;
- (NSInteger)pickerView:(UIPickerView *)pickerView numberOfRowsInComponent:(NSInteger)component;
@end
@protocol UIPickerViewDelegate <NSObject>
@optional
- (CGFloat)pickerView:(UIPickerView *)pickerView widthForComponent:(NSInteger)component;
- (CGFloat)pickerView:(UIPickerView *)pickerView rowHeightForComponent:(NSInteger)component;
- (NSString *)pickerView:(UIPickerView *)pickerView titleForRow:(NSInteger)row forComponent:(NSInteger)component;
- (NSAttributedString *)pickerView:(UIPickerView *)pickerView attributedTitleForRow:(NSInteger)row forComponent:(NSInteger)component;
- (UIView *)pickerView:(UIPickerView *)pickerView viewForRow:(NSInteger)row forComponent:(NSInteger)component reusingView:(UIView *)view;
- (void)pickerView:(UIPickerView *)pickerView didSelectRow:(NSInteger)row inComponent:(NSInteger)component;
@end
@interface UIPageControl : UIControl
@property (nonatomic) NSInteger numberOfPages;
@property (nonatomic) NSInteger currentPage;
@property (nonatomic) BOOL hidesForSinglePage;
@property (nonatomic) BOOL defersCurrentPageDisplay;
@property (nonatomic, strong) UIColor *pageIndicatorTintColor;
@property (nonatomic, strong) UIColor *currentPageIndicatorTintColor;
- (void)updateCurrentPageDisplay;
- (CGSize)sizeForNumberOfPages:(NSInteger)pageCount;
@end
@interface UIRefreshControl : UIControl
@property (nonatomic, readonly, getter=isRefreshing) BOOL refreshing;
@property (nonatomic, strong) UIColor *tintColor;
@property (nonatomic, strong) NSAttributedString *attributedTitle;
- (void)beginRefreshing;
- (void)endRefreshing;
@end
typedef NS_ENUM(NSInteger, UIStackViewDistribution) { UIStackViewDistributionFill, UIStackViewDistributionFillEqually, UIStackViewDistributionFillProportionally, UIStackViewDistributionEqualSpacing, UIStackViewDistributionEqualCentering };
typedef NS_ENUM(NSInteger, UIStackViewAlignment) { UIStackViewAlignmentFill, UIStackViewAlignmentLeading, UIStackViewAlignmentTop = UIStackViewAlignmentLeading, UIStackViewAlignmentFirstBaseline, UIStackViewAlignmentCenter, UIStackViewAlignmentTrailing, UIStackViewAlignmentBottom = UIStackViewAlignmentTrailing, UIStackViewAlignmentLastBaseline };
@interface UIStackView : UIView
- (instancetype)initWithArrangedSubviews:(NSArray<__kindof UIView *> *)views;
@property (nonatomic, readonly, copy) NSArray<__kindof UIView *> *arrangedSubviews;
- (void)addArrangedSubview:(UIView *)view;
- (void)removeArrangedSubview:(UIView *)view;
- (void)insertArrangedSubview:(UIView *)view atIndex:(NSUInteger)stackIndex;
@property (nonatomic) UILayoutConstraintAxis axis;
@property (nonatomic) UIStackViewDistribution distribution;
@property (nonatomic) UIStackViewAlignment alignment;
@property (nonatomic) CGFloat spacing;
- (void)setCustomSpacing:(CGFloat)spacing afterView:(UIView *)arrangedSubview;
@property (nonatomic, getter=isBaselineRelativeArrangement) BOOL baselineRelativeArrangement;
@property (nonatomic, getter=isLayoutMarginsRelativeArrangement) BOOL layoutMarginsRelativeArrangement;
@end
typedef NS_ENUM(NSInteger, UIBlurEffectStyle) { UIBlurEffectStyleExtraLight, UIBlurEffectStyleLight, UIBlurEffectStyleDark, UIBlurEffectStyleRegular = 4, UIBlurEffectStyleProminent = 5 };
@interface UIVisualEffect : NSObject <NSCopying, NSSecureCoding>
@end
@interface UIBlurEffect : UIVisualEffect
+ (UIBlurEffect *)effectWithStyle:(UIBlurEffectStyle)style;
@end
@interface UIVibrancyEffect : UIVisualEffect
+ (UIVibrancyEffect *)effectForBlurEffect:(UIBlurEffect *)blurEffect;
@end
@interface UIVisualEffectView : UIView
- (instancetype)initWithEffect:(UIVisualEffect *)effect;
@property (nonatomic, readonly, strong) UIView *contentView;
@property (nonatomic, copy) UIVisualEffect *effect;
@end
typedef NS_ENUM(NSInteger, UIWebViewNavigationType) { UIWebViewNavigationTypeLinkClicked, UIWebViewNavigationTypeFormSubmitted, UIWebViewNavigationTypeBackForward, UIWebViewNavigationTypeReload, UIWebViewNavigationTypeFormResubmitted, UIWebViewNavigationTypeOther };
@protocol UIWebViewDelegate;
@interface UIWebView : UIView
@property (nonatomic, assign) id<UIWebViewDelegate> delegate;
@property (nonatomic, readonly, strong) UIScrollView *scrollView;
- (void)loadRequest:(NSURLRequest *)request;
- (void)loadHTMLString:(NSString *)string baseURL:(NSURL *)baseURL;
- (void)loadData:(NSData *)data MIMEType:(NSString *)MIMEType textEncodingName:(NSString *)textEncodingName baseURL:(NSURL *)baseURL;
@property (nonatomic, readonly, strong) NSURLRequest *request;
- (void)reload;
- (void)stopLoading;
- (void)goBack;
- (void)goForward;
@property (nonatomic, readonly, getter=canGoBack) BOOL canGoBack;
@property (nonatomic, readonly, getter=canGoForward) BOOL canGoForward;
@property (nonatomic, readonly, getter=isLoading) BOOL loading;
- (NSString *)stringByEvaluatingJavaScriptFromString:(NSString *)script;
@property (nonatomic) BOOL scalesPageToFit;
@property (nonatomic) UIDataDetectorTypes dataDetectorTypes;
@end
@protocol UIWebViewDelegate <NSObject>
@optional
- (BOOL)webView:(UIWebView *)webView shouldStartLoadWithRequest:(NSURLRequest *)request navigationType:(UIWebViewNavigationType)navigationType;
- (void)webViewDidStartLoad:(UIWebView *)webView;
- (void)webViewDidFinishLoad:(UIWebView *)webView;
- (void)webView:(UIWebView *)webView didFailLoadWithError:(NSError *)error;
@end

typedef NS_ENUM(NSInteger, UITableViewStyle) { UITableViewStylePlain, UITableViewStyleGrouped, UITableViewStyleInsetGrouped };
typedef NS_ENUM(NSInteger, UITableViewScrollPosition) { UITableViewScrollPositionNone, UITableViewScrollPositionTop, UITableViewScrollPositionMiddle, UITableViewScrollPositionBottom };
typedef NS_ENUM(NSInteger, UITableViewRowAnimation) { UITableViewRowAnimationFade, UITableViewRowAnimationRight, UITableViewRowAnimationLeft, UITableViewRowAnimationTop, UITableViewRowAnimationBottom, UITableViewRowAnimationNone, UITableViewRowAnimationMiddle, UITableViewRowAnimationAutomatic = 100 };
typedef NS_ENUM(NSInteger, UITableViewCellStyle) { UITableViewCellStyleDefault, UITableViewCellStyleValue1, UITableViewCellStyleValue2, UITableViewCellStyleSubtitle };
typedef NS_ENUM(NSInteger, UITableViewCellSeparatorStyle) { UITableViewCellSeparatorStyleNone, UITableViewCellSeparatorStyleSingleLine, UITableViewCellSeparatorStyleSingleLineEtched };
typedef NS_ENUM(NSInteger, UITableViewCellSelectionStyle) { UITableViewCellSelectionStyleNone, UITableViewCellSelectionStyleBlue, UITableViewCellSelectionStyleGray, UITableViewCellSelectionStyleDefault };
typedef NS_ENUM(NSInteger, UITableViewCellEditingStyle) { UITableViewCellEditingStyleNone, UITableViewCellEditingStyleDelete, UITableViewCellEditingStyleInsert };
typedef NS_ENUM(NSInteger, UITableViewCellAccessoryType) { UITableViewCellAccessoryNone, UITableViewCellAccessoryDisclosureIndicator, UITableViewCellAccessoryDetailDisclosureButton, UITableViewCellAccessoryCheckmark, UITableViewCellAccessoryDetailButton };
typedef NS_ENUM(NSInteger, UITableViewRowActionStyle) { UITableViewRowActionStyleDefault = 0, UITableViewRowActionStyleDestructive = 0, UITableViewRowActionStyleNormal = 1 };
typedef NS_ENUM(NSInteger, UIContextualActionStyle) { UIContextualActionStyleNormal, UIContextualActionStyleDestructive };
@interface UITableViewCell : UIView <NSCoding>
- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier NS_DESIGNATED_INITIALIZER;
@property (nonatomic, readonly, strong) UIImageView *imageView;
@property (nonatomic, readonly, strong) UILabel *textLabel;
@property (nonatomic, readonly, strong) UILabel *detailTextLabel;
@property (nonatomic, readonly, strong) UIView *contentView;
@property (nonatomic, strong) UIView *backgroundView;
@property (nonatomic, strong) UIView *selectedBackgroundView;
@property (nonatomic, strong) UIView *multipleSelectionBackgroundView;
@property (nonatomic, readonly, copy) NSString *reuseIdentifier;
- (void)prepareForReuse;
@property (nonatomic) UITableViewCellSelectionStyle selectionStyle;
@property (nonatomic, getter=isSelected) BOOL selected;
@property (nonatomic, getter=isHighlighted) BOOL highlighted;
- (void)setSelected:(BOOL)selected animated:(BOOL)animated;
- (void)setHighlighted:(BOOL)highlighted animated:(BOOL)animated;
@property (nonatomic, readonly) UITableViewCellEditingStyle editingStyle;
@property (nonatomic) BOOL showsReorderControl;
@property (nonatomic) BOOL shouldIndentWhileEditing;
@property (nonatomic) UITableViewCellAccessoryType accessoryType;
@property (nonatomic, strong) UIView *accessoryView;
@property (nonatomic) UITableViewCellAccessoryType editingAccessoryType;
@property (nonatomic, strong) UIView *editingAccessoryView;
@property (nonatomic) NSInteger indentationLevel;
@property (nonatomic) CGFloat indentationWidth;
@property (nonatomic) UIEdgeInsets separatorInset;
@property (nonatomic, getter=isEditing) BOOL editing;
- (void)setEditing:(BOOL)editing animated:(BOOL)animated;
@property (nonatomic, readonly) BOOL showingDeleteConfirmation;
@end
@interface UITableViewHeaderFooterView : UIView
- (instancetype)initWithReuseIdentifier:(NSString *)reuseIdentifier NS_DESIGNATED_INITIALIZER;
@property (nonatomic, readonly, strong) UILabel *textLabel;
@property (nonatomic, readonly, strong) UILabel *detailTextLabel;
@property (nonatomic, readonly, strong) UIView *contentView;
@property (nonatomic, strong) UIView *backgroundView;
@property (nonatomic, readonly, copy) NSString *reuseIdentifier;
- (void)prepareForReuse;
@end
@interface UITableViewRowAction : NSObject <NSCopying>
+ (instancetype)rowActionWithStyle:(UITableViewRowActionStyle)style title:(NSString *)title handler:(void (^)(UITableViewRowAction *action, NSIndexPath *indexPath))handler;
@property (nonatomic, copy) UIColor *backgroundColor;
@property (nonatomic, copy) NSString *title;
@end
@interface UIContextualAction : NSObject
+ (instancetype)contextualActionWithStyle:(UIContextualActionStyle)style title:(NSString *)title handler:(void (^)(UIContextualAction *action, UIView *sourceView, void (^completionHandler)(BOOL actionPerformed)))handler;
@property (nonatomic, copy) UIColor *backgroundColor;
@property (nonatomic, copy) UIImage *image;
@end
@interface UISwipeActionsConfiguration : NSObject
+ (instancetype)configurationWithActions:(NSArray<UIContextualAction *> *)actions;
@property (nonatomic) BOOL performsFirstActionWithFullSwipe;
@end
@protocol UITableViewDataSource, UITableViewDelegate;
@interface UITableView : UIScrollView
- (instancetype)initWithFrame:(CGRect)frame style:(UITableViewStyle)style NS_DESIGNATED_INITIALIZER;
@property (nonatomic, readonly) UITableViewStyle style;
@property (nonatomic, weak) id<UITableViewDataSource> dataSource;
@property (nonatomic, weak) id<UITableViewDelegate> delegate;
@property (nonatomic) CGFloat rowHeight;
@property (nonatomic) CGFloat sectionHeaderHeight;
@property (nonatomic) CGFloat sectionFooterHeight;
@property (nonatomic) CGFloat estimatedRowHeight;
@property (nonatomic) CGFloat estimatedSectionHeaderHeight;
@property (nonatomic) CGFloat estimatedSectionFooterHeight;
@property (nonatomic) UIEdgeInsets separatorInset;
@property (nonatomic, strong) UIView *backgroundView;
- (void)reloadData;
- (void)reloadSectionIndexTitles;
@property (nonatomic, readonly) NSInteger numberOfSections;
- (NSInteger)numberOfRowsInSection:(NSInteger)section;
- (CGRect)rectForSection:(NSInteger)section;
- (CGRect)rectForHeaderInSection:(NSInteger)section;
- (CGRect)rectForFooterInSection:(NSInteger)section;
- (CGRect)rectForRowAtIndexPath:(NSIndexPath *)indexPath;
- (NSIndexPath *)indexPathForRowAtPoint:(CGPoint)point;
- (NSIndexPath *)indexPathForCell:(UITableViewCell *)cell;
- (NSArray<NSIndexPath *> *)indexPathsForRowsInRect:(CGRect)rect;
- (__kindof UITableViewCell *)cellForRowAtIndexPath:(NSIndexPath *)indexPath;
@property (nonatomic, readonly) NSArray<__kindof UITableViewCell *> *visibleCells;
@property (nonatomic, readonly) NSArray<NSIndexPath *> *indexPathsForVisibleRows;
- (UITableViewHeaderFooterView *)headerViewForSection:(NSInteger)section;
- (UITableViewHeaderFooterView *)footerViewForSection:(NSInteger)section;
- (void)scrollToRowAtIndexPath:(NSIndexPath *)indexPath atScrollPosition:(UITableViewScrollPosition)scrollPosition animated:(BOOL)animated;
- (void)scrollToNearestSelectedRowAtScrollPosition:(UITableViewScrollPosition)scrollPosition animated:(BOOL)animated;
- (void)performBatchUpdates:(void (^)(void))updates completion:(void (^)(BOOL finished))completion;
- (void)beginUpdates;
- (void)endUpdates;
- (void)insertSections:(NSIndexSet *)sections withRowAnimation:(UITableViewRowAnimation)animation;
- (void)deleteSections:(NSIndexSet *)sections withRowAnimation:(UITableViewRowAnimation)animation;
- (void)reloadSections:(NSIndexSet *)sections withRowAnimation:(UITableViewRowAnimation)animation;
- (void)moveSection:(NSInteger)section toSection:(NSInteger)newSection;
- (void)insertRowsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths withRowAnimation:(UITableViewRowAnimation)animation;
- (void)deleteRowsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths withRowAnimation:(UITableViewRowAnimation)animation;
- (void)reloadRowsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths withRowAnimation:(UITableViewRowAnimation)animation;
- (void)moveRowAtIndexPath:(NSIndexPath *)indexPath toIndexPath:(NSIndexPath *)newIndexPath;
@property (nonatomic, getter=isEditing) BOOL editing;
- (void)setEditing:(BOOL)editing animated:(BOOL)animated;
@property (nonatomic) BOOL allowsSelection;
@property (nonatomic) BOOL allowsSelectionDuringEditing;
@property (nonatomic) BOOL allowsMultipleSelection;
@property (nonatomic) BOOL allowsMultipleSelectionDuringEditing;
@property (nonatomic, readonly) NSIndexPath *indexPathForSelectedRow;
@property (nonatomic, readonly) NSArray<NSIndexPath *> *indexPathsForSelectedRows;
- (void)selectRowAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated scrollPosition:(UITableViewScrollPosition)scrollPosition;
- (void)deselectRowAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated;
@property (nonatomic) NSInteger sectionIndexMinimumDisplayRowCount;
@property (nonatomic, strong) UIColor *sectionIndexColor;
@property (nonatomic, strong) UIColor *sectionIndexBackgroundColor;
@property (nonatomic, strong) UIColor *sectionIndexTrackingBackgroundColor;
@property (nonatomic) UITableViewCellSeparatorStyle separatorStyle;
@property (nonatomic, strong) UIColor *separatorColor;
@property (nonatomic, copy) UIVisualEffect *separatorEffect;
@property (nonatomic) BOOL cellLayoutMarginsFollowReadableWidth;
@property (nonatomic, strong) UIView *tableHeaderView;
@property (nonatomic, strong) UIView *tableFooterView;
- (__kindof UITableViewCell *)dequeueReusableCellWithIdentifier:(NSString *)identifier;
- (__kindof UITableViewCell *)dequeueReusableCellWithIdentifier:(NSString *)identifier forIndexPath:(NSIndexPath *)indexPath;
- (__kindof UITableViewHeaderFooterView *)dequeueReusableHeaderFooterViewWithIdentifier:(NSString *)identifier;
- (void)registerNib:(UINib *)nib forCellReuseIdentifier:(NSString *)identifier;
- (void)registerClass:(Class)cellClass forCellReuseIdentifier:(NSString *)identifier;
- (void)registerNib:(UINib *)nib forHeaderFooterViewReuseIdentifier:(NSString *)identifier;
- (void)registerClass:(Class)aClass forHeaderFooterViewReuseIdentifier:(NSString *)identifier;
@property (nonatomic) BOOL remembersLastFocusedIndexPath;
@end
@protocol UITableViewDataSource <NSObject>
@required
- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section;
- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath;
@optional
- (NSInteger)numberOfSectionsInTableView:(UITableView *)tableView;
- (NSString *)tableView:(UITableView *)tableView titleForHeaderInSection:(NSInteger)section;
- (NSString *)tableView:(UITableView *)tableView titleForFooterInSection:(NSInteger)section;
- (BOOL)tableView:(UITableView *)tableView canEditRowAtIndexPath:(NSIndexPath *)indexPath;
- (BOOL)tableView:(UITableView *)tableView canMoveRowAtIndexPath:(NSIndexPath *)indexPath;
- (NSArray<NSString *> *)sectionIndexTitlesForTableView:(UITableView *)tableView;
- (NSInteger)tableView:(UITableView *)tableView sectionForSectionIndexTitle:(NSString *)title atIndex:(NSInteger)index;
- (void)tableView:(UITableView *)tableView commitEditingStyle:(UITableViewCellEditingStyle)editingStyle forRowAtIndexPath:(NSIndexPath *)indexPath;
- (void)tableView:(UITableView *)tableView moveRowAtIndexPath:(NSIndexPath *)sourceIndexPath toIndexPath:(NSIndexPath *)destinationIndexPath;
@end
@protocol UITableViewDelegate <NSObject, UIScrollViewDelegate>
@optional
- (void)tableView:(UITableView *)tableView willDisplayCell:(UITableViewCell *)cell forRowAtIndexPath:(NSIndexPath *)indexPath;
- (void)tableView:(UITableView *)tableView willDisplayHeaderView:(UIView *)view forSection:(NSInteger)section;
- (void)tableView:(UITableView *)tableView didEndDisplayingCell:(UITableViewCell *)cell forRowAtIndexPath:(NSIndexPath *)indexPath;
- (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath;
- (CGFloat)tableView:(UITableView *)tableView heightForHeaderInSection:(NSInteger)section;
- (CGFloat)tableView:(UITableView *)tableView heightForFooterInSection:(NSInteger)section;
- (CGFloat)tableView:(UITableView *)tableView estimatedHeightForRowAtIndexPath:(NSIndexPath *)indexPath;
- (UIView *)tableView:(UITableView *)tableView viewForHeaderInSection:(NSInteger)section;
- (UIView *)tableView:(UITableView *)tableView viewForFooterInSection:(NSInteger)section;
- (void)tableView:(UITableView *)tableView accessoryButtonTappedForRowWithIndexPath:(NSIndexPath *)indexPath;
- (BOOL)tableView:(UITableView *)tableView shouldHighlightRowAtIndexPath:(NSIndexPath *)indexPath;
- (NSIndexPath *)tableView:(UITableView *)tableView willSelectRowAtIndexPath:(NSIndexPath *)indexPath;
- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath;
- (void)tableView:(UITableView *)tableView didDeselectRowAtIndexPath:(NSIndexPath *)indexPath;
- (UITableViewCellEditingStyle)tableView:(UITableView *)tableView editingStyleForRowAtIndexPath:(NSIndexPath *)indexPath;
- (NSString *)tableView:(UITableView *)tableView titleForDeleteConfirmationButtonForRowAtIndexPath:(NSIndexPath *)indexPath;
- (NSArray<UITableViewRowAction *> *)tableView:(UITableView *)tableView editActionsForRowAtIndexPath:(NSIndexPath *)indexPath;
- (UISwipeActionsConfiguration *)tableView:(UITableView *)tableView trailingSwipeActionsConfigurationForRowAtIndexPath:(NSIndexPath *)indexPath;
- (UISwipeActionsConfiguration *)tableView:(UITableView *)tableView leadingSwipeActionsConfigurationForRowAtIndexPath:(NSIndexPath *)indexPath;
- (BOOL)tableView:(UITableView *)tableView shouldIndentWhileEditingRowAtIndexPath:(NSIndexPath *)indexPath;
@end

typedef NS_OPTIONS(NSUInteger, UICollectionViewScrollPosition) { UICollectionViewScrollPositionNone = 0, UICollectionViewScrollPositionTop = 1, UICollectionViewScrollPositionCenteredVertically = 2, UICollectionViewScrollPositionBottom = 4, UICollectionViewScrollPositionLeft = 8, UICollectionViewScrollPositionCenteredHorizontally = 16, UICollectionViewScrollPositionRight = 32 };
typedef NS_ENUM(NSInteger, UICollectionViewScrollDirection) { UICollectionViewScrollDirectionVertical, UICollectionViewScrollDirectionHorizontal };
typedef NS_ENUM(NSUInteger, UICollectionElementCategory) { UICollectionElementCategoryCell, UICollectionElementCategorySupplementaryView, UICollectionElementCategoryDecorationView };
UIKIT_EXTERN NSString * const UICollectionElementKindSectionHeader;
UIKIT_EXTERN NSString * const UICollectionElementKindSectionFooter;
@interface UICollectionReusableView : UIView
@property (nonatomic, readonly, copy) NSString *reuseIdentifier;
- (void)prepareForReuse;
- (void)applyLayoutAttributes:(UICollectionViewLayoutAttributes *)layoutAttributes;
- (UICollectionViewLayoutAttributes *)preferredLayoutAttributesFittingAttributes:(UICollectionViewLayoutAttributes *)layoutAttributes;
@end
@interface UICollectionViewCell : UICollectionReusableView
@property (nonatomic, readonly) UIView *contentView;
@property (nonatomic, getter=isSelected) BOOL selected;
@property (nonatomic, getter=isHighlighted) BOOL highlighted;
@property (nonatomic, strong) UIView *backgroundView;
@property (nonatomic, strong) UIView *selectedBackgroundView;
@end
@interface UICollectionViewLayoutAttributes : NSObject <NSCopying, UIDynamicItem>
+ (instancetype)layoutAttributesForCellWithIndexPath:(NSIndexPath *)indexPath;
+ (instancetype)layoutAttributesForSupplementaryViewOfKind:(NSString *)elementKind withIndexPath:(NSIndexPath *)indexPath;
+ (instancetype)layoutAttributesForDecorationViewOfKind:(NSString *)decorationViewKind withIndexPath:(NSIndexPath *)indexPath;
@property (nonatomic) CGRect frame;
@property (nonatomic) CGPoint center;
@property (nonatomic) CGSize size;
@property (nonatomic) CATransform3D transform3D;
@property (nonatomic) CGRect bounds;
@property (nonatomic) CGAffineTransform transform;
@property (nonatomic) CGFloat alpha;
@property (nonatomic) NSInteger zIndex;
@property (nonatomic, getter=isHidden) BOOL hidden;
@property (nonatomic, strong) NSIndexPath *indexPath;
@property (nonatomic, readonly) UICollectionElementCategory representedElementCategory;
@property (nonatomic, readonly) NSString *representedElementKind;
@end
@interface UICollectionViewLayout : NSObject <NSCoding>
@property (nonatomic, readonly) UICollectionView *collectionView;
- (void)invalidateLayout;
- (void)prepareLayout;
- (NSArray<__kindof UICollectionViewLayoutAttributes *> *)layoutAttributesForElementsInRect:(CGRect)rect;
- (UICollectionViewLayoutAttributes *)layoutAttributesForItemAtIndexPath:(NSIndexPath *)indexPath;
- (UICollectionViewLayoutAttributes *)layoutAttributesForSupplementaryViewOfKind:(NSString *)elementKind atIndexPath:(NSIndexPath *)indexPath;
- (BOOL)shouldInvalidateLayoutForBoundsChange:(CGRect)newBounds;
- (CGPoint)targetContentOffsetForProposedContentOffset:(CGPoint)proposedContentOffset withScrollingVelocity:(CGPoint)velocity;
@property (nonatomic, readonly) CGSize collectionViewContentSize;
- (void)registerClass:(Class)viewClass forDecorationViewOfKind:(NSString *)elementKind;
+ (Class)layoutAttributesClass;
@end
@interface UICollectionViewFlowLayout : UICollectionViewLayout
@property (nonatomic) CGFloat minimumLineSpacing;
@property (nonatomic) CGFloat minimumInteritemSpacing;
@property (nonatomic) CGSize itemSize;
@property (nonatomic) CGSize estimatedItemSize;
@property (nonatomic) UICollectionViewScrollDirection scrollDirection;
@property (nonatomic) CGSize headerReferenceSize;
@property (nonatomic) CGSize footerReferenceSize;
@property (nonatomic) UIEdgeInsets sectionInset;
@property (nonatomic) BOOL sectionHeadersPinToVisibleBounds;
@property (nonatomic) BOOL sectionFootersPinToVisibleBounds;
@end
@protocol UICollectionViewDataSource, UICollectionViewDelegate;
@interface UICollectionView : UIScrollView
- (instancetype)initWithFrame:(CGRect)frame collectionViewLayout:(UICollectionViewLayout *)layout NS_DESIGNATED_INITIALIZER;
@property (nonatomic, strong) UICollectionViewLayout *collectionViewLayout;
@property (nonatomic, weak) id<UICollectionViewDelegate> delegate;
@property (nonatomic, weak) id<UICollectionViewDataSource> dataSource;
@property (nonatomic, strong) UIView *backgroundView;
@property (nonatomic) BOOL prefetchingEnabled;
- (void)registerClass:(Class)cellClass forCellWithReuseIdentifier:(NSString *)identifier;
- (void)registerNib:(UINib *)nib forCellWithReuseIdentifier:(NSString *)identifier;
- (void)registerClass:(Class)viewClass forSupplementaryViewOfKind:(NSString *)elementKind withReuseIdentifier:(NSString *)identifier;
- (void)registerNib:(UINib *)nib forSupplementaryViewOfKind:(NSString *)kind withReuseIdentifier:(NSString *)identifier;
- (__kindof UICollectionViewCell *)dequeueReusableCellWithReuseIdentifier:(NSString *)identifier forIndexPath:(NSIndexPath *)indexPath;
- (__kindof UICollectionReusableView *)dequeueReusableSupplementaryViewOfKind:(NSString *)elementKind withReuseIdentifier:(NSString *)identifier forIndexPath:(NSIndexPath *)indexPath;
@property (nonatomic) BOOL allowsSelection;
@property (nonatomic) BOOL allowsMultipleSelection;
@property (nonatomic, readonly) NSArray<NSIndexPath *> *indexPathsForSelectedItems;
- (void)selectItemAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated scrollPosition:(UICollectionViewScrollPosition)scrollPosition;
- (void)deselectItemAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated;
- (void)reloadData;
- (void)setCollectionViewLayout:(UICollectionViewLayout *)layout animated:(BOOL)animated;
@property (nonatomic, readonly) NSInteger numberOfSections;
- (NSInteger)numberOfItemsInSection:(NSInteger)section;
- (UICollectionViewLayoutAttributes *)layoutAttributesForItemAtIndexPath:(NSIndexPath *)indexPath;
- (UICollectionViewLayoutAttributes *)layoutAttributesForSupplementaryElementOfKind:(NSString *)kind atIndexPath:(NSIndexPath *)indexPath;
- (NSIndexPath *)indexPathForItemAtPoint:(CGPoint)point;
- (NSIndexPath *)indexPathForCell:(UICollectionViewCell *)cell;
- (UICollectionViewCell *)cellForItemAtIndexPath:(NSIndexPath *)indexPath;
@property (nonatomic, readonly) NSArray<__kindof UICollectionViewCell *> *visibleCells;
@property (nonatomic, readonly) NSArray<NSIndexPath *> *indexPathsForVisibleItems;
- (UICollectionReusableView *)supplementaryViewForElementKind:(NSString *)elementKind atIndexPath:(NSIndexPath *)indexPath;
- (void)scrollToItemAtIndexPath:(NSIndexPath *)indexPath atScrollPosition:(UICollectionViewScrollPosition)scrollPosition animated:(BOOL)animated;
- (void)insertSections:(NSIndexSet *)sections;
- (void)deleteSections:(NSIndexSet *)sections;
- (void)reloadSections:(NSIndexSet *)sections;
- (void)moveSection:(NSInteger)section toSection:(NSInteger)newSection;
- (void)insertItemsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths;
- (void)deleteItemsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths;
- (void)reloadItemsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths;
- (void)moveItemAtIndexPath:(NSIndexPath *)indexPath toIndexPath:(NSIndexPath *)newIndexPath;
- (void)performBatchUpdates:(void (^)(void))updates completion:(void (^)(BOOL finished))completion;
@end
@protocol UICollectionViewDataSource <NSObject>
@required
- (NSInteger)collectionView:(UICollectionView *)collectionView numberOfItemsInSection:(NSInteger)section;
- (__kindof UICollectionViewCell *)collectionView:(UICollectionView *)collectionView cellForItemAtIndexPath:(NSIndexPath *)indexPath;
@optional
- (NSInteger)numberOfSectionsInCollectionView:(UICollectionView *)collectionView;
- (UICollectionReusableView *)collectionView:(UICollectionView *)collectionView viewForSupplementaryElementOfKind:(NSString *)kind atIndexPath:(NSIndexPath *)indexPath;
@end
@protocol UICollectionViewDelegate <UIScrollViewDelegate>
@optional
- (BOOL)collectionView:(UICollectionView *)collectionView shouldHighlightItemAtIndexPath:(NSIndexPath *)indexPath;
- (BOOL)collectionView:(UICollectionView *)collectionView shouldSelectItemAtIndexPath:(NSIndexPath *)indexPath;
- (void)collectionView:(UICollectionView *)collectionView didSelectItemAtIndexPath:(NSIndexPath *)indexPath;
- (void)collectionView:(UICollectionView *)collectionView didDeselectItemAtIndexPath:(NSIndexPath *)indexPath;
- (void)collectionView:(UICollectionView *)collectionView willDisplayCell:(UICollectionViewCell *)cell forItemAtIndexPath:(NSIndexPath *)indexPath;
- (void)collectionView:(UICollectionView *)collectionView didEndDisplayingCell:(UICollectionViewCell *)cell forItemAtIndexPath:(NSIndexPath *)indexPath;
@end
@protocol UICollectionViewDelegateFlowLayout <UICollectionViewDelegate>
@optional
- (CGSize)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)collectionViewLayout sizeForItemAtIndexPath:(NSIndexPath *)indexPath;
- (UIEdgeInsets)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)collectionViewLayout insetForSectionAtIndex:(NSInteger)section;
- (CGFloat)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)collectionViewLayout minimumLineSpacingForSectionAtIndex:(NSInteger)section;
- (CGFloat)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)collectionViewLayout minimumInteritemSpacingForSectionAtIndex:(NSInteger)section;
- (CGSize)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)collectionViewLayout referenceSizeForHeaderInSection:(NSInteger)section;
- (CGSize)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)collectionViewLayout referenceSizeForFooterInSection:(NSInteger)section;
@end

@interface UINib : NSObject
+ (UINib *)nibWithNibName:(NSString *)name bundle:(NSBundle *)bundleOrNil;
+ (UINib *)nibWithData:(NSData *)data bundle:(NSBundle *)bundleOrNil;
- (NSArray *)instantiateWithOwner:(id)ownerOrNil options:(NSDictionary *)optionsOrNil;
@end
@interface UIStoryboard : NSObject
+ (UIStoryboard *)storyboardWithName:(NSString *)name bundle:(NSBundle *)storyboardBundleOrNil;
- (__kindof UIViewController *)instantiateInitialViewController;
- (__kindof UIViewController *)instantiateViewControllerWithIdentifier:(NSString *)identifier;
@end
@interface UIStoryboardSegue : NSObject
+ (instancetype)segueWithIdentifier:(NSString *)identifier source:(UIViewController *)source destination:(UIViewController *)destination performHandler:(void (^)(void))performHandler;
- (instancetype)initWithIdentifier:(NSString *)identifier source:(UIViewController *)source destination:(UIViewController *)destination;
@property (nonatomic, readonly) NSString *identifier;
@property (nonatomic, readonly) __kindof UIViewController *sourceViewController;
@property (nonatomic, readonly) __kindof UIViewController *destinationViewController;
- (void)perform;
@end

typedef NS_ENUM(NSInteger, UIModalTransitionStyle) { UIModalTransitionStyleCoverVertical = 0, UIModalTransitionStyleFlipHorizontal, UIModalTransitionStyleCrossDissolve, UIModalTransitionStylePartialCurl };
typedef NS_ENUM(NSInteger, UIModalPresentationStyle) { UIModalPresentationFullScreen = 0, UIModalPresentationPageSheet, UIModalPresentationFormSheet, UIModalPresentationCurrentContext, UIModalPresentationCustom, UIModalPresentationOverFullScreen, UIModalPresentationOverCurrentContext, UIModalPresentationPopover, UIModalPresentationNone = -1, UIModalPresentationAutomatic = -2 };
typedef NS_OPTIONS(NSUInteger, UIRectEdge) { UIRectEdgeNone = 0, UIRectEdgeTop = 1, UIRectEdgeLeft = 2, UIRectEdgeBottom = 4, UIRectEdgeRight = 8, UIRectEdgeAll = 15 };
typedef NS_OPTIONS(NSUInteger, UIRectCorner) { UIRectCornerTopLeft = 1, UIRectCornerTopRight = 2, UIRectCornerBottomLeft = 4, UIRectCornerBottomRight = 8, UIRectCornerAllCorners = ~0UL };
@interface UIViewController : UIResponder <NSCoding, UIAppearanceContainer, UITraitEnvironment, UIContentContainer, UIFocusEnvironment>
- (instancetype)initWithNibName:(NSString *)nibNameOrNil bundle:(NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithCoder:(NSCoder *)aDecoder NS_DESIGNATED_INITIALIZER;
@property (nonatomic, strong) UIView *view;
- (void)loadView;
- (void)loadViewIfNeeded;
@property (nonatomic, readonly, strong) UIView *viewIfLoaded;
- (void)viewWillUnload;
- (void)viewDidUnload;
- (void)viewDidLoad;
@property (nonatomic, readonly, getter=isViewLoaded) BOOL viewLoaded;
@property (nonatomic, readonly, copy) NSString *nibName;
@property (nonatomic, readonly, strong) NSBundle *nibBundle;
@property (nonatomic, readonly, strong) UIStoryboard *storyboard;
- (void)performSegueWithIdentifier:(NSString *)identifier sender:(id)sender;
- (BOOL)shouldPerformSegueWithIdentifier:(NSString *)identifier sender:(id)sender;
- (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender;
- (void)viewWillAppear:(BOOL)animated;
- (void)viewDidAppear:(BOOL)animated;
- (void)viewWillDisappear:(BOOL)animated;
- (void)viewDidDisappear:(BOOL)animated;
- (void)viewWillLayoutSubviews;
- (void)viewDidLayoutSubviews;
- (void)viewSafeAreaInsetsDidChange;
- (void)viewLayoutMarginsDidChange;
- (void)updateViewConstraints;
@property (nonatomic, copy) NSString *title;
- (void)didReceiveMemoryWarning;
@property (nonatomic, weak, readonly) UIViewController *parentViewController;
@property (nonatomic, readonly) UIViewController *presentedViewController;
@property (nonatomic, readonly) UIViewController *presentingViewController;
@property (nonatomic) BOOL definesPresentationContext;
@property (nonatomic) BOOL providesPresentationContextTransitionStyle;
@property (nonatomic, readonly, getter=isBeingPresented) BOOL beingPresented;
@property (nonatomic, readonly, getter=isBeingDismissed) BOOL beingDismissed;
@property (nonatomic, readonly, getter=isMovingToParentViewController) BOOL movingToParentViewController;
@property (nonatomic, readonly, getter=isMovingFromParentViewController) BOOL movingFromParentViewController;
- (void)presentViewController:(UIViewController *)viewControllerToPresent animated:(BOOL)flag completion:(void (^)(void))completion;
- (void)dismissViewControllerAnimated:(BOOL)flag completion:(void (^)(void))completion;
- (void)presentModalViewController:(UIViewController *)modalViewController animated:(BOOL)animated;
- (void)dismissModalViewControllerAnimated:(BOOL)animated;
@property (nonatomic, readonly) UIViewController *modalViewController;
@property (nonatomic) UIModalTransitionStyle modalTransitionStyle;
@property (nonatomic) UIModalPresentationStyle modalPresentationStyle;
@property (nonatomic) BOOL modalPresentationCapturesStatusBarAppearance;
@property (nonatomic) BOOL disablesAutomaticKeyboardDismissal;
@property (nonatomic) BOOL wantsFullScreenLayout;
@property (nonatomic) UIRectEdge edgesForExtendedLayout;
@property (nonatomic) BOOL extendedLayoutIncludesOpaqueBars;
@property (nonatomic) BOOL automaticallyAdjustsScrollViewInsets;
@property (nonatomic) CGSize preferredContentSize;
@property (nonatomic, readonly) UIStatusBarStyle preferredStatusBarStyle;
@property (nonatomic, readonly) BOOL prefersStatusBarHidden;
@property (nonatomic, readonly) UIStatusBarAnimation preferredStatusBarUpdateAnimation;
- (void)setNeedsStatusBarAppearanceUpdate;
- (UIViewController *)childViewControllerForStatusBarStyle;
- (UIViewController *)childViewControllerForStatusBarHidden;
- (BOOL)shouldAutorotate;
- (UIInterfaceOrientationMask)supportedInterfaceOrientations;
- (UIInterfaceOrientation)preferredInterfaceOrientationForPresentation;
- (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)toInterfaceOrientation;
- (void)willRotateToInterfaceOrientation:(UIInterfaceOrientation)toInterfaceOrientation duration:(NSTimeInterval)duration;
- (void)didRotateFromInterfaceOrientation:(UIInterfaceOrientation)fromInterfaceOrientation;
- (void)willAnimateRotationToInterfaceOrientation:(UIInterfaceOrientation)toInterfaceOrientation duration:(NSTimeInterval)duration;
@property (nonatomic, readonly) UIInterfaceOrientation interfaceOrientation;
- (void)viewWillTransitionToSize:(CGSize)size withTransitionCoordinator:(id)coordinator;
@property (nonatomic, getter=isEditing) BOOL editing;
- (void)setEditing:(BOOL)editing animated:(BOOL)animated;
@property (nonatomic, readonly) UIBarButtonItem *editButtonItem;
@property (nonatomic, readonly) NSArray<__kindof UIViewController *> *childViewControllers;
- (void)addChildViewController:(UIViewController *)childController;
- (void)removeFromParentViewController;
- (void)transitionFromViewController:(UIViewController *)fromViewController toViewController:(UIViewController *)toViewController duration:(NSTimeInterval)duration options:(UIViewAnimationOptions)options animations:(void (^)(void))animations completion:(void (^)(BOOL finished))completion;
- (void)beginAppearanceTransition:(BOOL)isAppearing animated:(BOOL)animated;
- (void)endAppearanceTransition;
- (void)willMoveToParentViewController:(UIViewController *)parent;
- (void)didMoveToParentViewController:(UIViewController *)parent;
@property (nonatomic, readonly, strong) id<UILayoutSupport> topLayoutGuide;
@property (nonatomic, readonly, strong) id<UILayoutSupport> bottomLayoutGuide;
@property (nonatomic) UIEdgeInsets additionalSafeAreaInsets;
@property (nonatomic, weak) id transitioningDelegate;
@property (nonatomic, readonly, strong) UINavigationItem *navigationItem;
@property (nonatomic) BOOL hidesBottomBarWhenPushed;
@property (nonatomic, readonly, strong) UINavigationController *navigationController;
@property (nonatomic, strong) UITabBarItem *tabBarItem;
@property (nonatomic, readonly, strong) UITabBarController *tabBarController;
@property (nonatomic, strong) NSArray<__kindof UIBarButtonItem *> *toolbarItems;
- (void)setToolbarItems:(NSArray<UIBarButtonItem *> *)toolbarItems animated:(BOOL)animated;
@property (nonatomic, readonly) UIPopoverPresentationController *popoverPresentationController;
@property (nonatomic, readonly) UIPresentationController *presentationController;
@property (nonatomic) UIUserInterfaceStyle overrideUserInterfaceStyle;
@property (nonatomic, readonly) UITraitCollection *traitCollection;
- (void)showViewController:(UIViewController *)vc sender:(id)sender;
- (void)showDetailViewController:(UIViewController *)vc sender:(id)sender;
- (UIViewController *)targetViewControllerForAction:(SEL)action sender:(id)sender;
@end
typedef NS_ENUM(NSInteger, UINavigationControllerOperation) { UINavigationControllerOperationNone, UINavigationControllerOperationPush, UINavigationControllerOperationPop };
@protocol UINavigationControllerDelegate;
@interface UINavigationController : UIViewController
- (instancetype)initWithNavigationBarClass:(Class)navigationBarClass toolbarClass:(Class)toolbarClass;
- (instancetype)initWithRootViewController:(UIViewController *)rootViewController;
- (void)pushViewController:(UIViewController *)viewController animated:(BOOL)animated;
- (UIViewController *)popViewControllerAnimated:(BOOL)animated;
- (NSArray<__kindof UIViewController *> *)popToViewController:(UIViewController *)viewController animated:(BOOL)animated;
- (NSArray<__kindof UIViewController *> *)popToRootViewControllerAnimated:(BOOL)animated;
@property (nonatomic, readonly, strong) UIViewController *topViewController;
@property (nonatomic, readonly, strong) UIViewController *visibleViewController;
@property (nonatomic, copy) NSArray<__kindof UIViewController *> *viewControllers;
- (void)setViewControllers:(NSArray<UIViewController *> *)viewControllers animated:(BOOL)animated;
@property (nonatomic, getter=isNavigationBarHidden) BOOL navigationBarHidden;
- (void)setNavigationBarHidden:(BOOL)hidden animated:(BOOL)animated;
@property (nonatomic, readonly) UINavigationBar *navigationBar;
@property (nonatomic, getter=isToolbarHidden) BOOL toolbarHidden;
- (void)setToolbarHidden:(BOOL)hidden animated:(BOOL)animated;
@property (nonatomic, readonly) UIToolbar *toolbar;
@property (nonatomic, weak) id<UINavigationControllerDelegate> delegate;
@property (nonatomic, readonly) UIGestureRecognizer *interactivePopGestureRecognizer;
@property (nonatomic) BOOL hidesBarsOnSwipe;
@property (nonatomic) BOOL hidesBarsWhenKeyboardAppears;
@end
@protocol UINavigationControllerDelegate <NSObject>
@optional
- (void)navigationController:(UINavigationController *)navigationController willShowViewController:(UIViewController *)viewController animated:(BOOL)animated;
- (void)navigationController:(UINavigationController *)navigationController didShowViewController:(UIViewController *)viewController animated:(BOOL)animated;
- (id)navigationController:(UINavigationController *)navigationController animationControllerForOperation:(UINavigationControllerOperation)operation fromViewController:(UIViewController *)fromVC toViewController:(UIViewController *)toVC;
@end
@protocol UITabBarControllerDelegate;
@interface UITabBarController : UIViewController
@property (nonatomic, copy) NSArray<__kindof UIViewController *> *viewControllers;
- (void)setViewControllers:(NSArray<__kindof UIViewController *> *)viewControllers animated:(BOOL)animated;
@property (nonatomic, assign) __kindof UIViewController *selectedViewController;
@property (nonatomic) NSUInteger selectedIndex;
@property (nonatomic, readonly) UINavigationController *moreNavigationController;
@property (nonatomic, readonly) UITabBar *tabBar;
@property (nonatomic, weak) id<UITabBarControllerDelegate> delegate;
@end
@protocol UITabBarControllerDelegate <NSObject>
@optional
- (BOOL)tabBarController:(UITabBarController *)tabBarController shouldSelectViewController:(UIViewController *)viewController;
- (void)tabBarController:(UITabBarController *)tabBarController didSelectViewController:(UIViewController *)viewController;
@end
@interface UITableViewController : UIViewController <UITableViewDelegate, UITableViewDataSource>
- (instancetype)initWithStyle:(UITableViewStyle)style NS_DESIGNATED_INITIALIZER;
@property (nonatomic, strong) UITableView *tableView;
@property (nonatomic) BOOL clearsSelectionOnViewWillAppear;
@property (nonatomic, strong) UIRefreshControl *refreshControl;
@end
@interface UICollectionViewController : UIViewController <UICollectionViewDelegate, UICollectionViewDataSource>
- (instancetype)initWithCollectionViewLayout:(UICollectionViewLayout *)layout NS_DESIGNATED_INITIALIZER;
@property (nonatomic, strong) UICollectionView *collectionView;
@property (nonatomic, readonly) UICollectionViewLayout *collectionViewLayout;
@property (nonatomic) BOOL clearsSelectionOnViewWillAppear;
@end
typedef NS_ENUM(NSInteger, UIPageViewControllerNavigationDirection) { UIPageViewControllerNavigationDirectionForward, UIPageViewControllerNavigationDirectionReverse };
typedef NS_ENUM(NSInteger, UIPageViewControllerTransitionStyle) { UIPageViewControllerTransitionStylePageCurl = 0, UIPageViewControllerTransitionStyleScroll = 1 };
typedef NS_ENUM(NSInteger, UIPageViewControllerNavigationOrientation) { UIPageViewControllerNavigationOrientationHorizontal = 0, UIPageViewControllerNavigationOrientationVertical = 1 };
@interface UIPageViewController : UIViewController
- (instancetype)initWithTransitionStyle:(UIPageViewControllerTransitionStyle)style navigationOrientation:(UIPageViewControllerNavigationOrientation)navigationOrientation options:(NSDictionary *)options;
@property (nonatomic, weak) id delegate;
@property (nonatomic, weak) id dataSource;
@property (nonatomic, readonly) NSArray<__kindof UIViewController *> *viewControllers;
- (void)setViewControllers:(NSArray<UIViewController *> *)viewControllers direction:(UIPageViewControllerNavigationDirection)direction animated:(BOOL)animated completion:(void (^)(BOOL finished))completion;
@end
@protocol UIPageViewControllerDataSource <NSObject>
- (UIViewController *)pageViewController:(UIPageViewController *)pageViewController viewControllerBeforeViewController:(UIViewController *)viewController;
- (UIViewController *)pageViewController:(UIPageViewController *)pageViewController viewControllerAfterViewController:(UIViewController *)viewController;
@end
@protocol UIPageViewControllerDelegate <NSObject>
@optional
- (void)pageViewController:(UIPageViewController *)pageViewController didFinishAnimating:(BOOL)finished previousViewControllers:(NSArray<UIViewController *> *)previousViewControllers transitionCompleted:(BOOL)completed;
@end

typedef NS_ENUM(NSInteger, UIBarStyle) { UIBarStyleDefault = 0, UIBarStyleBlack = 1, UIBarStyleBlackOpaque = 1, UIBarStyleBlackTranslucent = 2 };
typedef NS_ENUM(NSInteger, UIBarMetrics) { UIBarMetricsDefault, UIBarMetricsCompact, UIBarMetricsDefaultPrompt = 101, UIBarMetricsCompactPrompt };
typedef NS_ENUM(NSInteger, UIBarPosition) { UIBarPositionAny = 0, UIBarPositionBottom = 1, UIBarPositionTop = 2, UIBarPositionTopAttached = 3 };
typedef NS_ENUM(NSInteger, UIBarButtonItemStyle) { UIBarButtonItemStylePlain, UIBarButtonItemStyleBordered, UIBarButtonItemStyleDone };
typedef NS_ENUM(NSInteger, UIBarButtonSystemItem) { UIBarButtonSystemItemDone, UIBarButtonSystemItemCancel, UIBarButtonSystemItemEdit, UIBarButtonSystemItemSave, UIBarButtonSystemItemAdd, UIBarButtonSystemItemFlexibleSpace, UIBarButtonSystemItemFixedSpace, UIBarButtonSystemItemCompose, UIBarButtonSystemItemReply, UIBarButtonSystemItemAction, UIBarButtonSystemItemOrganize, UIBarButtonSystemItemBookmarks, UIBarButtonSystemItemSearch, UIBarButtonSystemItemRefresh, UIBarButtonSystemItemStop, UIBarButtonSystemItemCamera, UIBarButtonSystemItemTrash, UIBarButtonSystemItemPlay, UIBarButtonSystemItemPause, UIBarButtonSystemItemRewind, UIBarButtonSystemItemFastForward, UIBarButtonSystemItemUndo, UIBarButtonSystemItemRedo, UIBarButtonSystemItemPageCurl, UIBarButtonSystemItemClose };
@interface UIBarItem : NSObject <NSCoding, UIAppearance>
@property (nonatomic, getter=isEnabled) BOOL enabled;
@property (nonatomic, copy) NSString *title;
@property (nonatomic, strong) UIImage *image;
@property (nonatomic, strong) UIImage *landscapeImagePhone;
@property (nonatomic) UIEdgeInsets imageInsets;
@property (nonatomic) NSInteger tag;
- (void)setTitleTextAttributes:(NSDictionary<NSAttributedStringKey, id> *)attributes forState:(UIControlState)state;
- (NSDictionary<NSAttributedStringKey, id> *)titleTextAttributesForState:(UIControlState)state;
@end
@interface UIBarButtonItem : UIBarItem
- (instancetype)initWithImage:(UIImage *)image style:(UIBarButtonItemStyle)style target:(id)target action:(SEL)action;
- (instancetype)initWithTitle:(NSString *)title style:(UIBarButtonItemStyle)style target:(id)target action:(SEL)action;
- (instancetype)initWithBarButtonSystemItem:(UIBarButtonSystemItem)systemItem target:(id)target action:(SEL)action;
- (instancetype)initWithCustomView:(UIView *)customView;
@property (nonatomic) UIBarButtonItemStyle style;
@property (nonatomic) CGFloat width;
@property (nonatomic, strong) UIView *customView;
@property (nonatomic) SEL action;
@property (nonatomic, weak) id target;
@property (nonatomic, strong) UIColor *tintColor;
- (void)setBackgroundImage:(UIImage *)backgroundImage forState:(UIControlState)state barMetrics:(UIBarMetrics)barMetrics;
- (void)setBackButtonBackgroundImage:(UIImage *)backgroundImage forState:(UIControlState)state barMetrics:(UIBarMetrics)barMetrics;
- (void)setBackButtonTitlePositionAdjustment:(UIOffset)adjustment forBarMetrics:(UIBarMetrics)barMetrics;
@end
typedef NS_ENUM(NSInteger, UITabBarSystemItem) { UITabBarSystemItemMore, UITabBarSystemItemFavorites, UITabBarSystemItemFeatured, UITabBarSystemItemTopRated, UITabBarSystemItemRecents, UITabBarSystemItemContacts, UITabBarSystemItemHistory, UITabBarSystemItemBookmarks, UITabBarSystemItemSearch, UITabBarSystemItemDownloads, UITabBarSystemItemMostRecent, UITabBarSystemItemMostViewed };
@interface UITabBarItem : UIBarItem
- (instancetype)initWithTitle:(NSString *)title image:(UIImage *)image tag:(NSInteger)tag;
- (instancetype)initWithTitle:(NSString *)title image:(UIImage *)image selectedImage:(UIImage *)selectedImage;
- (instancetype)initWithTabBarSystemItem:(UITabBarSystemItem)systemItem tag:(NSInteger)tag;
@property (nonatomic, strong) UIImage *selectedImage;
@property (nonatomic, copy) NSString *badgeValue;
@property (nonatomic, copy) UIColor *badgeColor;
@property (nonatomic) UIOffset titlePositionAdjustment;
- (void)setFinishedSelectedImage:(UIImage *)selectedImage withFinishedUnselectedImage:(UIImage *)unselectedImage;
@end
@interface UINavigationItem : NSObject <NSCoding>
- (instancetype)initWithTitle:(NSString *)title NS_DESIGNATED_INITIALIZER;
@property (nonatomic, copy) NSString *title;
@property (nonatomic, strong) UIBarButtonItem *backBarButtonItem;
@property (nonatomic, copy) NSString *backButtonTitle;
@property (nonatomic, strong) UIView *titleView;
@property (nonatomic, copy) NSString *prompt;
@property (nonatomic, assign) BOOL hidesBackButton;
- (void)setHidesBackButton:(BOOL)hidesBackButton animated:(BOOL)animated;
@property (nonatomic, copy) NSArray<UIBarButtonItem *> *leftBarButtonItems;
@property (nonatomic, copy) NSArray<UIBarButtonItem *> *rightBarButtonItems;
- (void)setLeftBarButtonItems:(NSArray<UIBarButtonItem *> *)items animated:(BOOL)animated;
- (void)setRightBarButtonItems:(NSArray<UIBarButtonItem *> *)items animated:(BOOL)animated;
@property (nonatomic) BOOL leftItemsSupplementBackButton;
@property (nonatomic, strong) UIBarButtonItem *leftBarButtonItem;
@property (nonatomic, strong) UIBarButtonItem *rightBarButtonItem;
- (void)setLeftBarButtonItem:(UIBarButtonItem *)item animated:(BOOL)animated;
- (void)setRightBarButtonItem:(UIBarButtonItem *)item animated:(BOOL)animated;
@property (nonatomic, strong) UISearchController *searchController;
@property (nonatomic) BOOL hidesSearchBarWhenScrolling;
@property (nonatomic) NSInteger largeTitleDisplayMode;
@end
@interface UINavigationBar : UIView <NSCoding>
@property (nonatomic) UIBarStyle barStyle;
@property (nonatomic, weak) id delegate;
@property (nonatomic, assign, getter=isTranslucent) BOOL translucent;
- (void)pushNavigationItem:(UINavigationItem *)item animated:(BOOL)animated;
- (UINavigationItem *)popNavigationItemAnimated:(BOOL)animated;
@property (nonatomic, readonly, strong) UINavigationItem *topItem;
@property (nonatomic, readonly, strong) UINavigationItem *backItem;
@property (nonatomic, copy) NSArray<UINavigationItem *> *items;
@property (nonatomic, strong) UIColor *tintColor;
@property (nonatomic, strong) UIColor *barTintColor;
@property (nonatomic, strong) UIImage *shadowImage;
@property (nonatomic, copy) NSDictionary<NSAttributedStringKey, id> *titleTextAttributes;
@property (nonatomic, copy) NSDictionary<NSAttributedStringKey, id> *largeTitleTextAttributes;
@property (nonatomic) BOOL prefersLargeTitles;
@property (nonatomic, strong) UIImage *backIndicatorImage;
@property (nonatomic, strong) UIImage *backIndicatorTransitionMaskImage;
- (void)setBackgroundImage:(UIImage *)backgroundImage forBarMetrics:(UIBarMetrics)barMetrics;
- (void)setBackgroundImage:(UIImage *)backgroundImage forBarPosition:(UIBarPosition)barPosition barMetrics:(UIBarMetrics)barMetrics;
- (UIImage *)backgroundImageForBarMetrics:(UIBarMetrics)barMetrics;
- (void)setTitleVerticalPositionAdjustment:(CGFloat)adjustment forBarMetrics:(UIBarMetrics)barMetrics;
@property (nonatomic, readwrite, copy) id standardAppearance;
@property (nonatomic, readwrite, copy) id scrollEdgeAppearance;
@end
@interface UIToolbar : UIView
@property (nonatomic) UIBarStyle barStyle;
@property (nonatomic, copy) NSArray<UIBarButtonItem *> *items;
@property (nonatomic, assign, getter=isTranslucent) BOOL translucent;
- (void)setItems:(NSArray<UIBarButtonItem *> *)items animated:(BOOL)animated;
@property (nonatomic, strong) UIColor *tintColor;
@property (nonatomic, strong) UIColor *barTintColor;
- (void)setBackgroundImage:(UIImage *)backgroundImage forToolbarPosition:(UIBarPosition)topOrBottom barMetrics:(UIBarMetrics)barMetrics;
- (void)setShadowImage:(UIImage *)shadowImage forToolbarPosition:(UIBarPosition)topOrBottom;
@end
@interface UITabBar : UIView
@property (nonatomic, weak) id delegate;
@property (nonatomic, copy) NSArray<UITabBarItem *> *items;
@property (nonatomic, weak) UITabBarItem *selectedItem;
- (void)setItems:(NSArray<UITabBarItem *> *)items animated:(BOOL)animated;
@property (nonatomic, strong) UIColor *tintColor;
@property (nonatomic, strong) UIColor *barTintColor;
@property (nonatomic, strong) UIColor *unselectedItemTintColor;
@property (nonatomic, strong) UIColor *selectedImageTintColor;
@property (nonatomic, strong) UIImage *backgroundImage;
@property (nonatomic, strong) UIImage *selectionIndicatorImage;
@property (nonatomic, strong) UIImage *shadowImage;
@property (nonatomic) UIBarStyle barStyle;
@property (nonatomic, getter=isTranslucent) BOOL translucent;
@end
typedef NS_ENUM(NSInteger, UISearchBarStyle) { UISearchBarStyleDefault, UISearchBarStyleProminent, UISearchBarStyleMinimal };
@protocol UISearchBarDelegate;
@interface UISearchBar : UIView <UITextInputTraits>
@property (nonatomic) UIBarStyle barStyle;
@property (nonatomic, weak) id<UISearchBarDelegate> delegate;
@property (nonatomic, copy) NSString *text;
@property (nonatomic, copy) NSString *prompt;
@property (nonatomic, copy) NSString *placeholder;
@property (nonatomic) BOOL showsBookmarkButton;
@property (nonatomic) BOOL showsCancelButton;
@property (nonatomic) BOOL showsSearchResultsButton;
- (void)setShowsCancelButton:(BOOL)showsCancelButton animated:(BOOL)animated;
@property (nonatomic, strong) UIColor *tintColor;
@property (nonatomic, strong) UIColor *barTintColor;
@property (nonatomic) UISearchBarStyle searchBarStyle;
@property (nonatomic, getter=isTranslucent) BOOL translucent;
@property (nonatomic, copy) NSArray<NSString *> *scopeButtonTitles;
@property (nonatomic) NSInteger selectedScopeButtonIndex;
@property (nonatomic) BOOL showsScopeBar;
@property (nonatomic, strong) UIImage *backgroundImage;
@property (nonatomic, readonly) UITextField *searchTextField;
@property (nonatomic) UIKeyboardType keyboardType;
@property (nonatomic) UIReturnKeyType returnKeyType;
- (void)setImage:(UIImage *)iconImage forSearchBarIcon:(NSInteger)icon state:(UIControlState)state;
- (void)setSearchFieldBackgroundImage:(UIImage *)backgroundImage forState:(UIControlState)state;
- (void)setBackgroundImage:(UIImage *)backgroundImage forBarPosition:(UIBarPosition)barPosition barMetrics:(UIBarMetrics)barMetrics;
@end
@protocol UISearchBarDelegate <NSObject>
@optional
- (BOOL)searchBarShouldBeginEditing:(UISearchBar *)searchBar;
- (void)searchBarTextDidBeginEditing:(UISearchBar *)searchBar;
- (BOOL)searchBarShouldEndEditing:(UISearchBar *)searchBar;
- (void)searchBarTextDidEndEditing:(UISearchBar *)searchBar;
- (void)searchBar:(UISearchBar *)searchBar textDidChange:(NSString *)searchText;
- (BOOL)searchBar:(UISearchBar *)searchBar shouldChangeTextInRange:(NSRange)range replacementText:(NSString *)text;
- (void)searchBarSearchButtonClicked:(UISearchBar *)searchBar;
- (void)searchBarCancelButtonClicked:(UISearchBar *)searchBar;
- (void)searchBar:(UISearchBar *)searchBar selectedScopeButtonIndexDidChange:(NSInteger)selectedScope;
@end
@protocol UISearchResultsUpdating <NSObject>
- (void)updateSearchResultsForSearchController:(UISearchController *)searchController;
@end
@interface UISearchController : UIViewController
- (instancetype)initWithSearchResultsController:(UIViewController *)searchResultsController;
@property (nonatomic, weak) id<UISearchResultsUpdating> searchResultsUpdater;
@property (nonatomic, assign, getter=isActive) BOOL active;
@property (nonatomic, weak) id delegate;
@property (nonatomic, assign) BOOL dimsBackgroundDuringPresentation;
@property (nonatomic, assign) BOOL obscuresBackgroundDuringPresentation;
@property (nonatomic, assign) BOOL hidesNavigationBarDuringPresentation;
@property (nonatomic, strong, readonly) UIViewController *searchResultsController;
@property (nonatomic, strong, readonly) UISearchBar *searchBar;
@end
@interface UIPresentationController : NSObject
@property (nonatomic, strong, readonly) UIViewController *presentingViewController;
@property (nonatomic, strong, readonly) UIViewController *presentedViewController;
@property (nonatomic, readonly, strong) UIView *containerView;
@property (nonatomic, weak) id delegate;
- (instancetype)initWithPresentedViewController:(UIViewController *)presentedViewController presentingViewController:(UIViewController *)presentingViewController;
@end
typedef NS_OPTIONS(NSUInteger, UIPopoverArrowDirection) { UIPopoverArrowDirectionUp = 1, UIPopoverArrowDirectionDown = 2, UIPopoverArrowDirectionLeft = 4, UIPopoverArrowDirectionRight = 8, UIPopoverArrowDirectionAny = 15, UIPopoverArrowDirectionUnknown = NSUIntegerMax };
@interface UIPopoverPresentationController : UIPresentationController
@property (nonatomic) UIPopoverArrowDirection permittedArrowDirections;
@property (nonatomic, strong) UIView *sourceView;
@property (nonatomic) CGRect sourceRect;
@property (nonatomic, strong) UIBarButtonItem *barButtonItem;
@property (nonatomic, copy) UIColor *backgroundColor;
@end
@interface UIPopoverController : NSObject
- (instancetype)initWithContentViewController:(UIViewController *)viewController;
@property (nonatomic, weak) id delegate;
@property (nonatomic, strong) UIViewController *contentViewController;
@property (nonatomic) CGSize popoverContentSize;
@property (nonatomic, readonly, getter=isPopoverVisible) BOOL popoverVisible;
- (void)presentPopoverFromRect:(CGRect)rect inView:(UIView *)view permittedArrowDirections:(UIPopoverArrowDirection)arrowDirections animated:(BOOL)animated;
- (void)presentPopoverFromBarButtonItem:(UIBarButtonItem *)item permittedArrowDirections:(UIPopoverArrowDirection)arrowDirections animated:(BOOL)animated;
- (void)dismissPopoverAnimated:(BOOL)animated;
@end
@protocol UIPopoverControllerDelegate <NSObject>
@optional
- (void)popoverControllerDidDismissPopover:(UIPopoverController *)popoverController;
@end
@protocol UIAdaptivePresentationControllerDelegate <NSObject>
@optional
- (UIModalPresentationStyle)adaptivePresentationStyleForPresentationController:(UIPresentationController *)controller;
@end
@protocol UIPopoverPresentationControllerDelegate <UIAdaptivePresentationControllerDelegate>
@end

typedef NS_ENUM(NSInteger, UIAlertActionStyle) { UIAlertActionStyleDefault = 0, UIAlertActionStyleCancel, UIAlertActionStyleDestructive };
typedef NS_ENUM(NSInteger, UIAlertControllerStyle) { UIAlertControllerStyleActionSheet = 0, UIAlertControllerStyleAlert };
@interface UIAlertAction : NSObject <NSCopying>
+ (instancetype)actionWithTitle:(NSString *)title style:(UIAlertActionStyle)style handler:(void (^)(UIAlertAction *action))handler;
@property (nonatomic, readonly) NSString *title;
@property (nonatomic, readonly) UIAlertActionStyle style;
@property (nonatomic, getter=isEnabled) BOOL enabled;
@end
@interface UIAlertController : UIViewController
+ (instancetype)alertControllerWithTitle:(NSString *)title message:(NSString *)message preferredStyle:(UIAlertControllerStyle)preferredStyle;
- (void)addAction:(UIAlertAction *)action;
@property (nonatomic, readonly) NSArray<UIAlertAction *> *actions;
@property (nonatomic, strong) UIAlertAction *preferredAction;
- (void)addTextFieldWithConfigurationHandler:(void (^)(UITextField *textField))configurationHandler;
@property (nonatomic, readonly) NSArray<UITextField *> *textFields;
@property (nonatomic, copy) NSString *title;
@property (nonatomic, copy) NSString *message;
@property (nonatomic, readonly) UIAlertControllerStyle preferredStyle;
@end
typedef NS_ENUM(NSInteger, UIAlertViewStyle) { UIAlertViewStyleDefault = 0, UIAlertViewStyleSecureTextInput, UIAlertViewStylePlainTextInput, UIAlertViewStyleLoginAndPasswordInput };
@protocol UIAlertViewDelegate;
@interface UIAlertView : UIView
- (instancetype)initWithTitle:(NSString *)title message:(NSString *)message delegate:(id)delegate cancelButtonTitle:(NSString *)cancelButtonTitle otherButtonTitles:(NSString *)otherButtonTitles, ... NS_REQUIRES_NIL_TERMINATION;
@property (nonatomic, weak) id delegate;
@property (nonatomic, copy) NSString *title;
@property (nonatomic, copy) NSString *message;
- (NSInteger)addButtonWithTitle:(NSString *)title;
- (NSString *)buttonTitleAtIndex:(NSInteger)buttonIndex;
@property (nonatomic, readonly) NSInteger numberOfButtons;
@property (nonatomic) NSInteger cancelButtonIndex;
@property (nonatomic, readonly) NSInteger firstOtherButtonIndex;
@property (nonatomic, readonly, getter=isVisible) BOOL visible;
- (void)show;
- (void)dismissWithClickedButtonIndex:(NSInteger)buttonIndex animated:(BOOL)animated;
@property (nonatomic, assign) UIAlertViewStyle alertViewStyle;
- (UITextField *)textFieldAtIndex:(NSInteger)textFieldIndex;
@end
@protocol UIAlertViewDelegate <NSObject>
@optional
- (void)alertView:(UIAlertView *)alertView clickedButtonAtIndex:(NSInteger)buttonIndex;
- (void)alertViewCancel:(UIAlertView *)alertView;
- (void)alertView:(UIAlertView *)alertView willDismissWithButtonIndex:(NSInteger)buttonIndex;
- (void)alertView:(UIAlertView *)alertView didDismissWithButtonIndex:(NSInteger)buttonIndex;
@end
typedef NS_ENUM(NSInteger, UIActionSheetStyle) { UIActionSheetStyleAutomatic = -1, UIActionSheetStyleDefault = 0, UIActionSheetStyleBlackTranslucent = 2, UIActionSheetStyleBlackOpaque = 1 };
@interface UIActionSheet : UIView
- (instancetype)initWithTitle:(NSString *)title delegate:(id)delegate cancelButtonTitle:(NSString *)cancelButtonTitle destructiveButtonTitle:(NSString *)destructiveButtonTitle otherButtonTitles:(NSString *)otherButtonTitles, ... NS_REQUIRES_NIL_TERMINATION;
@property (nonatomic, weak) id delegate;
@property (nonatomic, copy) NSString *title;
@property (nonatomic) UIActionSheetStyle actionSheetStyle;
- (NSInteger)addButtonWithTitle:(NSString *)title;
- (NSString *)buttonTitleAtIndex:(NSInteger)buttonIndex;
@property (nonatomic, readonly) NSInteger numberOfButtons;
@property (nonatomic) NSInteger cancelButtonIndex;
@property (nonatomic) NSInteger destructiveButtonIndex;
@property (nonatomic, readonly) NSInteger firstOtherButtonIndex;
- (void)showInView:(UIView *)view;
- (void)showFromRect:(CGRect)rect inView:(UIView *)view animated:(BOOL)animated;
- (void)showFromBarButtonItem:(UIBarButtonItem *)item animated:(BOOL)animated;
- (void)showFromTabBar:(UITabBar *)view;
- (void)dismissWithClickedButtonIndex:(NSInteger)buttonIndex animated:(BOOL)animated;
@end
@protocol UIActionSheetDelegate <NSObject>
@optional
- (void)actionSheet:(UIActionSheet *)actionSheet clickedButtonAtIndex:(NSInteger)buttonIndex;
- (void)actionSheet:(UIActionSheet *)actionSheet didDismissWithButtonIndex:(NSInteger)buttonIndex;
@end
@interface UIActivityViewController : UIViewController
- (instancetype)initWithActivityItems:(NSArray *)activityItems applicationActivities:(NSArray *)applicationActivities;
@property (nonatomic, copy) void (^completionWithItemsHandler)(NSString *activityType, BOOL completed, NSArray *returnedItems, NSError *activityError);
@property (nonatomic, copy) NSArray<NSString *> *excludedActivityTypes;
@end
typedef NS_ENUM(NSInteger, UIImagePickerControllerSourceType) { UIImagePickerControllerSourceTypePhotoLibrary, UIImagePickerControllerSourceTypeCamera, UIImagePickerControllerSourceTypeSavedPhotosAlbum };
typedef NS_ENUM(NSInteger, UIImagePickerControllerCameraDevice) { UIImagePickerControllerCameraDeviceRear, UIImagePickerControllerCameraDeviceFront };
@interface UIImagePickerController : UINavigationController
+ (BOOL)isSourceTypeAvailable:(UIImagePickerControllerSourceType)sourceType;
+ (NSArray<NSString *> *)availableMediaTypesForSourceType:(UIImagePickerControllerSourceType)sourceType;
@property (nonatomic, weak) id delegate;
@property (nonatomic) UIImagePickerControllerSourceType sourceType;
@property (nonatomic, copy) NSArray<NSString *> *mediaTypes;
@property (nonatomic) BOOL allowsEditing;
@property (nonatomic) BOOL showsCameraControls;
@property (nonatomic, strong) UIView *cameraOverlayView;
@property (nonatomic) UIImagePickerControllerCameraDevice cameraDevice;
@property (nonatomic) NSTimeInterval videoMaximumDuration;
- (void)takePicture;
@end
@protocol UIImagePickerControllerDelegate <NSObject>
@optional
- (void)imagePickerController:(UIImagePickerController *)picker didFinishPickingMediaWithInfo:(NSDictionary<NSString *, id> *)info;
- (void)imagePickerControllerDidCancel:(UIImagePickerController *)picker;
@end

typedef NS_ENUM(NSInteger, UIGestureRecognizerState) { UIGestureRecognizerStatePossible, UIGestureRecognizerStateBegan, UIGestureRecognizerStateChanged, UIGestureRecognizerStateEnded, UIGestureRecognizerStateCancelled, UIGestureRecognizerStateFailed, UIGestureRecognizerStateRecognized = UIGestureRecognizerStateEnded };
@protocol UIGestureRecognizerDelegate;
@interface UIGestureRecognizer : NSObject
- (instancetype)initWithTarget:(id)target action:(SEL)action NS_DESIGNATED_INITIALIZER;
- (void)addTarget:(id)target action:(SEL)action;
- (void)removeTarget:(id)target action:(SEL)action;
@property (nonatomic, readonly) UIGestureRecognizerState state;
@property (nonatomic, weak) id<UIGestureRecognizerDelegate> delegate;
@property (nonatomic, getter=isEnabled) BOOL enabled;
@property (nonatomic, readonly) UIView *view;
@property (nonatomic) BOOL cancelsTouchesInView;
@property (nonatomic) BOOL delaysTouchesBegan;
@property (nonatomic) BOOL delaysTouchesEnded;
- (void)requireGestureRecognizerToFail:(UIGestureRecognizer *)otherGestureRecognizer;
- (CGPoint)locationInView:(UIView *)view;
@property (nonatomic, readonly) NSUInteger numberOfTouches;
- (CGPoint)locationOfTouch:(NSUInteger)touchIndex inView:(UIView *)view;
@end
@protocol UIGestureRecognizerDelegate <NSObject>
@optional
- (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer;
- (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldRecognizeSimultaneouslyWithGestureRecognizer:(UIGestureRecognizer *)otherGestureRecognizer;
- (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldRequireFailureOfGestureRecognizer:(UIGestureRecognizer *)otherGestureRecognizer;
- (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldBeRequiredToFailByGestureRecognizer:(UIGestureRecognizer *)otherGestureRecognizer;
- (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldReceiveTouch:(UITouch *)touch;
@end
@interface UITapGestureRecognizer : UIGestureRecognizer
@property (nonatomic) NSUInteger numberOfTapsRequired;
@property (nonatomic) NSUInteger numberOfTouchesRequired;
@end
@interface UIPanGestureRecognizer : UIGestureRecognizer
@property (nonatomic) NSUInteger minimumNumberOfTouches;
@property (nonatomic) NSUInteger maximumNumberOfTouches;
- (CGPoint)translationInView:(UIView *)view;
- (void)setTranslation:(CGPoint)translation inView:(UIView *)view;
- (CGPoint)velocityInView:(UIView *)view;
@end
@interface UIScreenEdgePanGestureRecognizer : UIPanGestureRecognizer
@property (nonatomic, readwrite, assign) UIRectEdge edges;
@end
@interface UIPinchGestureRecognizer : UIGestureRecognizer
@property (nonatomic) CGFloat scale;
@property (nonatomic, readonly) CGFloat velocity;
@end
@interface UIRotationGestureRecognizer : UIGestureRecognizer
@property (nonatomic) CGFloat rotation;
@property (nonatomic, readonly) CGFloat velocity;
@end
typedef NS_OPTIONS(NSUInteger, UISwipeGestureRecognizerDirection) { UISwipeGestureRecognizerDirectionRight = 1, UISwipeGestureRecognizerDirectionLeft = 2, UISwipeGestureRecognizerDirectionUp = 4, UISwipeGestureRecognizerDirectionDown = 8 };
@interface UISwipeGestureRecognizer : UIGestureRecognizer
@property (nonatomic) NSUInteger numberOfTouchesRequired;
@property (nonatomic) UISwipeGestureRecognizerDirection direction;
@end
@interface UILongPressGestureRecognizer : UIGestureRecognizer
@property (nonatomic) NSUInteger numberOfTapsRequired;
@property (nonatomic) NSUInteger numberOfTouchesRequired;
@property (nonatomic) NSTimeInterval minimumPressDuration;
@property (nonatomic) CGFloat allowableMovement;
@end

@interface UIBezierPath : NSObject <NSCopying, NSSecureCoding>
+ (instancetype)bezierPath;
+ (instancetype)bezierPathWithRect:(CGRect)rect;
+ (instancetype)bezierPathWithOvalInRect:(CGRect)rect;
+ (instancetype)bezierPathWithRoundedRect:(CGRect)rect cornerRadius:(CGFloat)cornerRadius;
+ (instancetype)bezierPathWithRoundedRect:(CGRect)rect byRoundingCorners:(UIRectCorner)corners cornerRadii:(CGSize)cornerRadii;
+ (instancetype)bezierPathWithArcCenter:(CGPoint)center radius:(CGFloat)radius startAngle:(CGFloat)startAngle endAngle:(CGFloat)endAngle clockwise:(BOOL)clockwise;
+ (instancetype)bezierPathWithCGPath:(CGPathRef)CGPath;
@property (nonatomic) CGPathRef CGPath;
- (void)moveToPoint:(CGPoint)point;
- (void)addLineToPoint:(CGPoint)point;
- (void)addCurveToPoint:(CGPoint)endPoint controlPoint1:(CGPoint)controlPoint1 controlPoint2:(CGPoint)controlPoint2;
- (void)addQuadCurveToPoint:(CGPoint)endPoint controlPoint:(CGPoint)controlPoint;
- (void)addArcWithCenter:(CGPoint)center radius:(CGFloat)radius startAngle:(CGFloat)startAngle endAngle:(CGFloat)endAngle clockwise:(BOOL)clockwise;
- (void)closePath;
- (void)removeAllPoints;
- (void)appendPath:(UIBezierPath *)bezierPath;
- (UIBezierPath *)bezierPathByReversingPath;
- (void)applyTransform:(CGAffineTransform)transform;
@property (readonly, getter=isEmpty) BOOL empty;
@property (nonatomic, readonly) CGRect bounds;
@property (nonatomic, readonly) CGPoint currentPoint;
- (BOOL)containsPoint:(CGPoint)point;
@property (nonatomic) CGFloat lineWidth;
@property (nonatomic) CGLineCap lineCapStyle;
@property (nonatomic) CGLineJoin lineJoinStyle;
@property (nonatomic) CGFloat miterLimit;
@property (nonatomic) BOOL usesEvenOddFillRule;
- (void)setLineDash:(const CGFloat *)pattern count:(NSInteger)count phase:(CGFloat)phase;
- (void)fill;
- (void)stroke;
- (void)fillWithBlendMode:(CGBlendMode)blendMode alpha:(CGFloat)alpha;
- (void)strokeWithBlendMode:(CGBlendMode)blendMode alpha:(CGFloat)alpha;
- (void)addClip;
@end
@interface UIPasteboard : NSObject
@property (class, nonatomic, readonly) UIPasteboard *generalPasteboard;
@property (nonatomic, copy) NSString *string;
@property (nonatomic, copy) NSArray<NSString *> *strings;
@property (nonatomic, copy) NSURL *URL;
@property (nonatomic, copy) UIImage *image;
- (void)setData:(NSData *)data forPasteboardType:(NSString *)pasteboardType;
- (void)setValue:(id)value forPasteboardType:(NSString *)pasteboardType;
@end
@interface UIMenuItem : NSObject
- (instancetype)initWithTitle:(NSString *)title action:(SEL)action;
@property (nonatomic, copy) NSString *title;
@property (nonatomic) SEL action;
@end
@interface UIMenuController : NSObject
@property (class, nonatomic, readonly) UIMenuController *sharedMenuController;
@property (nonatomic, getter=isMenuVisible) BOOL menuVisible;
- (void)setMenuVisible:(BOOL)menuVisible animated:(BOOL)animated;
- (void)setTargetRect:(CGRect)targetRect inView:(UIView *)targetView;
@property (nonatomic, copy) NSArray<UIMenuItem *> *menuItems;
- (void)update;
@end
@interface UITraitCollection : NSObject <NSCopying, NSSecureCoding>
@property (class, nonatomic, strong) UITraitCollection *currentTraitCollection;
@property (nonatomic, readonly) UIUserInterfaceIdiom userInterfaceIdiom;
@property (nonatomic, readonly) UIUserInterfaceStyle userInterfaceStyle;
@property (nonatomic, readonly) CGFloat displayScale;
@property (nonatomic, readonly) UIUserInterfaceSizeClass horizontalSizeClass;
@property (nonatomic, readonly) UIUserInterfaceSizeClass verticalSizeClass;
@property (nonatomic, readonly) NSInteger forceTouchCapability;
- (BOOL)hasDifferentColorAppearanceComparedToTraitCollection:(UITraitCollection *)traitCollection;
@end
@interface UIScreen : NSObject <UITraitEnvironment>
@property (class, nonatomic, readonly) NSArray<UIScreen *> *screens;
@property (class, nonatomic, readonly) UIScreen *mainScreen;
@property (nonatomic, readonly) CGRect bounds;
@property (nonatomic, readonly) CGFloat scale;
@property (nonatomic, readonly) CGRect applicationFrame;
@property (nonatomic, readonly) CGRect nativeBounds;
@property (nonatomic, readonly) CGFloat nativeScale;
@property (nonatomic) CGFloat brightness;
@property (nonatomic, readonly) NSInteger maximumFramesPerSecond;
- (UIView *)snapshotViewAfterScreenUpdates:(BOOL)afterUpdates;
@end
typedef NS_ENUM(NSInteger, UIDeviceBatteryState) { UIDeviceBatteryStateUnknown, UIDeviceBatteryStateUnplugged, UIDeviceBatteryStateCharging, UIDeviceBatteryStateFull };
@interface UIDevice : NSObject
@property (class, nonatomic, readonly) UIDevice *currentDevice;
@property (nonatomic, readonly, strong) NSString *name;
@property (nonatomic, readonly, strong) NSString *model;
@property (nonatomic, readonly, strong) NSString *localizedModel;
@property (nonatomic, readonly, strong) NSString *systemName;
@property (nonatomic, readonly, strong) NSString *systemVersion;
@property (nonatomic, readonly) UIDeviceOrientation orientation;
@property (nonatomic, readonly, strong) NSUUID *identifierForVendor;
@property (nonatomic, readonly, getter=isGeneratingDeviceOrientationNotifications) BOOL generatesDeviceOrientationNotifications;
- (void)beginGeneratingDeviceOrientationNotifications;
- (void)endGeneratingDeviceOrientationNotifications;
@property (nonatomic, getter=isBatteryMonitoringEnabled) BOOL batteryMonitoringEnabled;
@property (nonatomic, readonly) UIDeviceBatteryState batteryState;
@property (nonatomic, readonly) float batteryLevel;
@property (nonatomic, getter=isProximityMonitoringEnabled) BOOL proximityMonitoringEnabled;
@property (nonatomic, readonly) BOOL proximityState;
@property (nonatomic, readonly, getter=isMultitaskingSupported) BOOL multitaskingSupported;
@property (nonatomic, readonly) UIUserInterfaceIdiom userInterfaceIdiom;
- (void)playInputClick;
@end
@interface UIWindow : UIView
- (instancetype)initWithWindowScene:(id)windowScene;
@property (nonatomic, weak) id windowScene;
@property (nonatomic, strong) UIScreen *screen;
@property (nonatomic) UIWindowLevel windowLevel;
@property (nonatomic, readonly, getter=isKeyWindow) BOOL keyWindow;
- (void)becomeKeyWindow;
- (void)resignKeyWindow;
- (void)makeKeyWindow;
- (void)makeKeyAndVisible;
@property (nonatomic, strong) UIViewController *rootViewController;
- (void)sendEvent:(UIEvent *)event;
- (CGPoint)convertPoint:(CGPoint)point toWindow:(UIWindow *)window;
- (CGPoint)convertPoint:(CGPoint)point fromWindow:(UIWindow *)window;
- (CGRect)convertRect:(CGRect)rect toWindow:(UIWindow *)window;
- (CGRect)convertRect:(CGRect)rect fromWindow:(UIWindow *)window;
@end
typedef NS_ENUM(NSInteger, UIApplicationState) { UIApplicationStateActive, UIApplicationStateInactive, UIApplicationStateBackground };
typedef NS_OPTIONS(NSUInteger, UIRemoteNotificationType) { UIRemoteNotificationTypeNone = 0, UIRemoteNotificationTypeBadge = 1, UIRemoteNotificationTypeSound = 2, UIRemoteNotificationTypeAlert = 4, UIRemoteNotificationTypeNewsstandContentAvailability = 8 };
typedef NS_OPTIONS(NSUInteger, UIUserNotificationType) { UIUserNotificationTypeNone = 0, UIUserNotificationTypeBadge = 1, UIUserNotificationTypeSound = 2, UIUserNotificationTypeAlert = 4 };
typedef NS_ENUM(NSInteger, UIBackgroundFetchResult) { UIBackgroundFetchResultNewData, UIBackgroundFetchResultNoData, UIBackgroundFetchResultFailed };
@class UILocalNotification, UIUserNotificationSettings;
@protocol UIApplicationDelegate;
@interface UIApplication : UIResponder
@property (class, nonatomic, readonly) UIApplication *sharedApplication;
@property (nonatomic, assign) id<UIApplicationDelegate> delegate;
- (void)beginIgnoringInteractionEvents;
- (void)endIgnoringInteractionEvents;
@property (nonatomic, readonly, getter=isIgnoringInteractionEvents) BOOL ignoringInteractionEvents;
@property (nonatomic, getter=isIdleTimerDisabled) BOOL idleTimerDisabled;
- (BOOL)openURL:(NSURL *)url;
- (void)openURL:(NSURL *)url options:(NSDictionary<NSString *, id> *)options completionHandler:(void (^)(BOOL success))completion;
- (BOOL)canOpenURL:(NSURL *)url;
- (void)sendEvent:(UIEvent *)event;
@property (nonatomic, readonly) UIWindow *keyWindow;
@property (nonatomic, readonly) NSArray<__kindof UIWindow *> *windows;
- (BOOL)sendAction:(SEL)action to:(id)target from:(id)sender forEvent:(UIEvent *)event;
@property (nonatomic, getter=isNetworkActivityIndicatorVisible) BOOL networkActivityIndicatorVisible;
@property (nonatomic) UIStatusBarStyle statusBarStyle;
- (void)setStatusBarStyle:(UIStatusBarStyle)statusBarStyle animated:(BOOL)animated;
@property (nonatomic, getter=isStatusBarHidden) BOOL statusBarHidden;
- (void)setStatusBarHidden:(BOOL)hidden withAnimation:(UIStatusBarAnimation)animation;
- (void)setStatusBarHidden:(BOOL)hidden animated:(BOOL)animated;
@property (nonatomic) UIInterfaceOrientation statusBarOrientation;
- (void)setStatusBarOrientation:(UIInterfaceOrientation)interfaceOrientation animated:(BOOL)animated;
@property (nonatomic, readonly) CGRect statusBarFrame;
@property (nonatomic) NSInteger applicationIconBadgeNumber;
@property (nonatomic, readonly) UIApplicationState applicationState;
@property (nonatomic, readonly) NSTimeInterval backgroundTimeRemaining;
- (UIBackgroundTaskIdentifier)beginBackgroundTaskWithExpirationHandler:(void (^)(void))handler;
- (UIBackgroundTaskIdentifier)beginBackgroundTaskWithName:(NSString *)taskName expirationHandler:(void (^)(void))handler;
- (void)endBackgroundTask:(UIBackgroundTaskIdentifier)identifier;
- (void)setMinimumBackgroundFetchInterval:(NSTimeInterval)minimumBackgroundFetchInterval;
- (void)registerForRemoteNotifications;
- (void)unregisterForRemoteNotifications;
@property (nonatomic, readonly, getter=isRegisteredForRemoteNotifications) BOOL registeredForRemoteNotifications;
- (void)registerForRemoteNotificationTypes:(UIRemoteNotificationType)types;
- (UIRemoteNotificationType)enabledRemoteNotificationTypes;
- (void)registerUserNotificationSettings:(UIUserNotificationSettings *)notificationSettings;
- (UIUserNotificationSettings *)currentUserNotificationSettings;
- (void)presentLocalNotificationNow:(UILocalNotification *)notification;
- (void)scheduleLocalNotification:(UILocalNotification *)notification;
- (void)cancelLocalNotification:(UILocalNotification *)notification;
- (void)cancelAllLocalNotifications;
@property (nonatomic, copy) NSArray<UILocalNotification *> *scheduledLocalNotifications;
- (void)beginReceivingRemoteControlEvents;
- (void)endReceivingRemoteControlEvents;
@property (nonatomic, readonly) NSSet *connectedScenes;
@end
@interface UIUserNotificationSettings : NSObject
+ (instancetype)settingsForTypes:(UIUserNotificationType)types categories:(NSSet *)categories;
@property (nonatomic, readonly) UIUserNotificationType types;
@end
@interface UILocalNotification : NSObject <NSCopying, NSCoding>
@property (nonatomic, copy) NSDate *fireDate;
@property (nonatomic, copy) NSTimeZone *timeZone;
@property (nonatomic) NSCalendarUnit repeatInterval;
@property (nonatomic, copy) NSString *alertBody;
@property (nonatomic, copy) NSString *alertAction;
@property (nonatomic, copy) NSString *alertTitle;
@property (nonatomic, copy) NSString *soundName;
@property (nonatomic) NSInteger applicationIconBadgeNumber;
@property (nonatomic, copy) NSDictionary *userInfo;
@end
UIKIT_EXTERN NSString * const UILocalNotificationDefaultSoundName;
@protocol UIApplicationDelegate <NSObject>
@optional
@property (nonatomic, strong) UIWindow *window;
- (void)applicationDidFinishLaunching:(UIApplication *)application;
- (BOOL)application:(UIApplication *)application willFinishLaunchingWithOptions:(NSDictionary *)launchOptions;
- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions;
- (void)applicationDidBecomeActive:(UIApplication *)application;
- (void)applicationWillResignActive:(UIApplication *)application;
- (BOOL)application:(UIApplication *)application handleOpenURL:(NSURL *)url;
- (BOOL)application:(UIApplication *)application openURL:(NSURL *)url sourceApplication:(NSString *)sourceApplication annotation:(id)annotation;
- (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary<NSString *, id> *)options;
- (void)applicationDidReceiveMemoryWarning:(UIApplication *)application;
- (void)applicationWillTerminate:(UIApplication *)application;
- (void)applicationSignificantTimeChange:(UIApplication *)application;
- (void)application:(UIApplication *)application didRegisterForRemoteNotificationsWithDeviceToken:(NSData *)deviceToken;
- (void)application:(UIApplication *)application didFailToRegisterForRemoteNotificationsWithError:(NSError *)error;
- (void)application:(UIApplication *)application didReceiveRemoteNotification:(NSDictionary *)userInfo;
- (void)application:(UIApplication *)application didReceiveLocalNotification:(UILocalNotification *)notification;
- (void)application:(UIApplication *)application didReceiveRemoteNotification:(NSDictionary *)userInfo fetchCompletionHandler:(void (^)(UIBackgroundFetchResult result))completionHandler;
- (void)application:(UIApplication *)application performFetchWithCompletionHandler:(void (^)(UIBackgroundFetchResult result))completionHandler;
- (void)application:(UIApplication *)application handleEventsForBackgroundURLSession:(NSString *)identifier completionHandler:(void (^)(void))completionHandler;
- (void)applicationDidEnterBackground:(UIApplication *)application;
- (void)applicationWillEnterForeground:(UIApplication *)application;
- (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window;
- (BOOL)application:(UIApplication *)application continueUserActivity:(id)userActivity restorationHandler:(void (^)(NSArray *restorableObjects))restorationHandler;
@end
typedef NS_ENUM(NSInteger, UIImpactFeedbackStyle) { UIImpactFeedbackStyleLight, UIImpactFeedbackStyleMedium, UIImpactFeedbackStyleHeavy };
@interface UIFeedbackGenerator : NSObject
- (void)prepare;
@end
@interface UIImpactFeedbackGenerator : UIFeedbackGenerator
- (instancetype)initWithStyle:(UIImpactFeedbackStyle)style;
- (void)impactOccurred;
@end
@interface UISelectionFeedbackGenerator : UIFeedbackGenerator
- (void)selectionChanged;
@end
@protocol UIViewControllerContextTransitioning <NSObject>
@property (nonatomic, readonly) UIView *containerView;
- (UIViewController *)viewControllerForKey:(NSString *)key;
- (UIView *)viewForKey:(NSString *)key;
- (CGRect)initialFrameForViewController:(UIViewController *)vc;
- (CGRect)finalFrameForViewController:(UIViewController *)vc;
- (void)completeTransition:(BOOL)didComplete;
- (BOOL)transitionWasCancelled;
@end
UIKIT_EXTERN NSString * const UITransitionContextFromViewControllerKey;
UIKIT_EXTERN NSString * const UITransitionContextToViewControllerKey;
UIKIT_EXTERN NSString * const UITransitionContextFromViewKey;
UIKIT_EXTERN NSString * const UITransitionContextToViewKey;
@protocol UIViewControllerAnimatedTransitioning <NSObject>
- (NSTimeInterval)transitionDuration:(id<UIViewControllerContextTransitioning>)transitionContext;
- (void)animateTransition:(id<UIViewControllerContextTransitioning>)transitionContext;
@end
@protocol UIViewControllerTransitioningDelegate <NSObject>
@optional
- (id<UIViewControllerAnimatedTransitioning>)animationControllerForPresentedController:(UIViewController *)presented presentingController:(UIViewController *)presenting sourceController:(UIViewController *)source;
- (id<UIViewControllerAnimatedTransitioning>)animationControllerForDismissedController:(UIViewController *)dismissed;
@end
@protocol UIViewControllerTransitionCoordinator <NSObject>
- (BOOL)animateAlongsideTransition:(void (^)(id context))animation completion:(void (^)(id context))completion;
@end
@interface UIPercentDrivenInteractiveTransition : NSObject
- (void)updateInteractiveTransition:(CGFloat)percentComplete;
- (void)cancelInteractiveTransition;
- (void)finishInteractiveTransition;
@end
@interface UIDocumentInteractionController : NSObject
+ (UIDocumentInteractionController *)interactionControllerWithURL:(NSURL *)url;
@property (nonatomic, weak) id delegate;
@property (nonatomic, strong) NSURL *URL;
- (BOOL)presentOpenInMenuFromRect:(CGRect)rect inView:(UIView *)view animated:(BOOL)animated;
- (BOOL)presentPreviewAnimated:(BOOL)animated;
@end
@interface UIKeyCommand : NSObject <NSCopying>
+ (instancetype)keyCommandWithInput:(NSString *)input modifierFlags:(NSInteger)modifierFlags action:(SEL)action;
@end
@interface UIDynamicAnimator : NSObject
- (instancetype)initWithReferenceView:(UIView *)view;
- (void)addBehavior:(id)behavior;
- (void)removeAllBehaviors;
@end
@interface UIMotionEffect : NSObject <NSCopying, NSCoding>
@end
typedef NS_ENUM(NSInteger, UIInterpolatingMotionEffectType) { UIInterpolatingMotionEffectTypeTiltAlongHorizontalAxis, UIInterpolatingMotionEffectTypeTiltAlongVerticalAxis };
@interface UIInterpolatingMotionEffect : UIMotionEffect
- (instancetype)initWithKeyPath:(NSString *)keyPath type:(UIInterpolatingMotionEffectType)type;
@property (nonatomic, strong) id minimumRelativeValue;
@property (nonatomic, strong) id maximumRelativeValue;
@end

/* ------------------------------------------------ ReactiveObjC (and RAC 2.x) */
#define RAC_WARN_UNUSED_RESULT __attribute__((warn_unused_result))
#define RACDeprecated(msg) __attribute__((deprecated(msg)))
@class RACSignal, RACSequence, RACScheduler, RACDisposable, RACCompoundDisposable, RACScopedDisposable, RACSubject, RACTuple, RACTwoTuple, RACMulticastConnection, RACCommand, RACChannelTerminal, RACGroupedSignal, RACEvent, RACUnit, RACDelegateProxy, RACKVOTrampoline;

@protocol RACSubscriber <NSObject>
- (void)sendNext:(id)value;
- (void)sendError:(NSError *)error;
- (void)sendCompleted;
- (void)didSubscribeWithDisposable:(RACCompoundDisposable *)disposable;
@end

@interface RACDisposable : NSObject
@property (atomic, assign, getter=isDisposed, readonly) BOOL disposed;
+ (instancetype)disposableWithBlock:(void (^)(void))block;
- (instancetype)initWithBlock:(void (^)(void))block;
- (void)dispose;
- (RACScopedDisposable *)asScopedDisposable;
@end
@interface RACCompoundDisposable : RACDisposable
+ (instancetype)compoundDisposable;
+ (instancetype)compoundDisposableWithDisposables:(NSArray *)disposables;
- (void)addDisposable:(RACDisposable *)disposable;
- (void)removeDisposable:(RACDisposable *)disposable;
@end
@interface RACSerialDisposable : RACDisposable
@property (atomic, strong) RACDisposable *disposable;
+ (instancetype)serialDisposableWithDisposable:(RACDisposable *)disposable;
- (RACDisposable *)swapInDisposable:(RACDisposable *)newDisposable;
@end
@interface RACScopedDisposable : RACDisposable
+ (instancetype)scopedDisposableWithDisposable:(RACDisposable *)disposable;
@end

typedef void (^RACSchedulerRecursiveBlock)(void (^reschedule)(void));
typedef NS_ENUM(long, RACSchedulerPriority) { RACSchedulerPriorityHigh = 2, RACSchedulerPriorityDefault = 0, RACSchedulerPriorityLow = -2, RACSchedulerPriorityBackground = -32768 };
RXS_EXTERN_C const char *RACSchedulerCurrentSchedulerKey;
@interface RACScheduler : NSObject
+ (RACScheduler *)immediateScheduler;
+ (RACScheduler *)mainThreadScheduler;
+ (RACScheduler *)schedulerWithPriority:(RACSchedulerPriority)priority name:(NSString *)name;
+ (RACScheduler *)schedulerWithPriority:(RACSchedulerPriority)priority;
+ (RACScheduler *)scheduler;
+ (RACScheduler *)currentScheduler;
- (RACDisposable *)schedule:(void (^)(void))block;
- (RACDisposable *)after:(NSDate *)date schedule:(void (^)(void))block;
- (RACDisposable *)afterDelay:(NSTimeInterval)delay schedule:(void (^)(void))block;
- (RACDisposable *)after:(NSDate *)date repeatingEvery:(NSTimeInterval)interval withLeeway:(NSTimeInterval)leeway schedule:(void (^)(void))block;
- (RACDisposable *)scheduleRecursiveBlock:(RACSchedulerRecursiveBlock)recursiveBlock;
@end
@interface RACQueueScheduler : RACScheduler
@property (nonatomic, readonly) dispatch_queue_t queue;
@end
@interface RACTargetQueueScheduler : RACQueueScheduler
- (instancetype)initWithName:(NSString *)name targetQueue:(dispatch_queue_t)targetQueue;
@end
@interface RACTestScheduler : RACScheduler
- (instancetype)init;
- (void)step;
- (void)step:(NSUInteger)ticks;
- (void)stepAll;
@end

typedef id (^RACReduceBlock)();
typedef id (^RACGenericReduceBlock)();
@interface RACStream<__covariant ValueType> : NSObject
+ (__kindof RACStream *)empty;
+ (__kindof RACStream *)return:(ValueType)value;
- (__kindof RACStream *)bind:(id (^)(void))block;
- (__kindof RACStream *)concat:(RACStream *)stream;
- (__kindof RACStream *)zipWith:(RACStream *)stream;
@property (copy) NSString *name;
- (instancetype)setNameWithFormat:(NSString *)format, ... NS_FORMAT_FUNCTION(1, 2);
@end

@interface RACSignal<__covariant ValueType> : RACStream<ValueType>
+ (RACSignal<ValueType> *)createSignal:(RACDisposable * (^)(id<RACSubscriber> subscriber))didSubscribe;
+ (RACSignal<ValueType> *)error:(NSError *)error;
+ (RACSignal<ValueType> *)never;
+ (RACSignal<ValueType> *)startEagerlyWithScheduler:(RACScheduler *)scheduler block:(void (^)(id<RACSubscriber> subscriber))block;
+ (RACSignal<ValueType> *)startLazilyWithScheduler:(RACScheduler *)scheduler block:(void (^)(id<RACSubscriber> subscriber))block;
+ (RACSignal<ValueType> *)return:(ValueType)value;
+ (RACSignal<ValueType> *)empty;
- (RACSignal *)bind:(id (^)(void))block;
- (RACSignal *)concat:(RACSignal *)signal;
- (RACSignal *)zipWith:(RACSignal *)signal;
/* stream operations */
- (RACSignal *)flattenMap:(__kindof RACStream * (^)(ValueType value))block;
- (RACSignal *)flatten;
- (RACSignal *)map:(id (^)(ValueType value))block;
- (RACSignal *)mapReplace:(id)object;
- (RACSignal<ValueType> *)filter:(BOOL (^)(ValueType value))block;
- (RACSignal<ValueType> *)ignore:(ValueType)value;
- (RACSignal *)reduceEach:(RACReduceBlock)reduceBlock;
- (RACSignal<ValueType> *)startWith:(ValueType)value;
- (RACSignal<ValueType> *)skip:(NSUInteger)skipCount;
- (RACSignal<ValueType> *)take:(NSUInteger)count;
+ (RACSignal *)zip:(id<NSFastEnumeration>)signals;
+ (RACSignal *)zip:(id<NSFastEnumeration>)signals reduce:(RACGenericReduceBlock)reduceBlock;
+ (RACSignal *)concat:(id<NSFastEnumeration>)signals;
- (RACSignal *)scanWithStart:(id)startingValue reduce:(id (^)(id running, ValueType next))reduceBlock;
- (RACSignal *)scanWithStart:(id)startingValue reduceWithIndex:(id (^)(id running, ValueType next, NSUInteger index))reduceBlock;
- (RACSignal *)combinePreviousWithStart:(ValueType)start reduce:(id (^)(ValueType previous, ValueType current))reduceBlock;
- (RACSignal *)mapPreviousWithStart:(id)start reduce:(id (^)(id previous, id current))reduceBlock;
- (RACSignal<ValueType> *)takeUntilBlock:(BOOL (^)(ValueType x))predicate;
- (RACSignal<ValueType> *)takeWhileBlock:(BOOL (^)(ValueType x))predicate;
- (RACSignal<ValueType> *)skipUntilBlock:(BOOL (^)(ValueType x))predicate;
- (RACSignal<ValueType> *)skipWhileBlock:(BOOL (^)(ValueType x))predicate;
- (RACSignal<ValueType> *)distinctUntilChanged;
/* subscription */
- (RACDisposable *)subscribe:(id<RACSubscriber>)subscriber;
- (RACDisposable *)subscribeNext:(void (^)(ValueType x))nextBlock;
- (RACDisposable *)subscribeNext:(void (^)(ValueType x))nextBlock completed:(void (^)(void))completedBlock;
- (RACDisposable *)subscribeNext:(void (^)(ValueType x))nextBlock error:(void (^)(NSError *error))errorBlock completed:(void (^)(void))completedBlock;
- (RACDisposable *)subscribeError:(void (^)(NSError *error))errorBlock;
- (RACDisposable *)subscribeCompleted:(void (^)(void))completedBlock;
- (RACDisposable *)subscribeNext:(void (^)(ValueType x))nextBlock error:(void (^)(NSError *error))errorBlock;
- (RACDisposable *)subscribeError:(void (^)(NSError *error))errorBlock completed:(void (^)(void))completedBlock;
/* debugging */
- (RACSignal<ValueType> *)logAll;
- (RACSignal<ValueType> *)logNext;
- (RACSignal<ValueType> *)logError;
- (RACSignal<ValueType> *)logCompleted;
/* testing */
- (ValueType)asynchronousFirstOrDefault:(ValueType)defaultValue success:(BOOL *)success error:(NSError **)error timeout:(NSTimeInterval)timeout;
- (ValueType)asynchronousFirstOrDefault:(ValueType)defaultValue success:(BOOL *)success error:(NSError **)error;
- (BOOL)asynchronouslyWaitUntilCompleted:(NSError **)error timeout:(NSTimeInterval)timeout;
- (BOOL)asynchronouslyWaitUntilCompleted:(NSError **)error;
@end

@interface RACSignal<__covariant ValueType> (Operations)
- (RACSignal<ValueType> *)doNext:(void (^)(ValueType x))block;
- (RACSignal<ValueType> *)doError:(void (^)(NSError *error))block;
- (RACSignal<ValueType> *)doCompleted:(void (^)(void))block;
- (RACSignal<ValueType> *)throttle:(NSTimeInterval)interval;
- (RACSignal<ValueType> *)throttle:(NSTimeInterval)interval valuesPassingTest:(BOOL (^)(id next))predicate;
- (RACSignal<ValueType> *)delay:(NSTimeInterval)interval;
- (RACSignal<ValueType> *)repeat;
- (RACSignal<ValueType> *)initially:(void (^)(void))block;
- (RACSignal<ValueType> *)finally:(void (^)(void))block;
- (RACSignal *)bufferWithTime:(NSTimeInterval)interval onScheduler:(RACScheduler *)scheduler;
- (RACSignal *)collect;
- (RACSignal<ValueType> *)takeLast:(NSUInteger)count;
- (RACSignal *)combineLatestWith:(RACSignal *)signal;
+ (RACSignal *)combineLatest:(id<NSFastEnumeration>)signals;
+ (RACSignal *)combineLatest:(id<NSFastEnumeration>)signals reduce:(RACGenericReduceBlock)reduceBlock;
- (RACSignal *)merge:(RACSignal *)signal;
+ (RACSignal *)merge:(id<NSFastEnumeration>)signals;
- (RACSignal *)flatten:(NSUInteger)maxConcurrent;
- (RACSignal *)then:(RACSignal * (^)(void))block;
- (RACSignal *)concat;
- (RACSignal *)aggregateWithStart:(id)start reduce:(id (^)(id running, id next))reduceBlock;
- (RACSignal *)aggregateWithStart:(id)start reduceWithIndex:(id (^)(id running, id next, NSUInteger index))reduceBlock;
- (RACSignal *)aggregateWithStartFactory:(id (^)(void))startFactory reduce:(id (^)(id running, id next))reduceBlock;
- (RACSignal *)aggregateWithStart:(id)start combine:(id (^)(id running, id next))combineBlock;
- (RACDisposable *)setKeyPath:(NSString *)keyPath onObject:(NSObject *)object;
- (RACDisposable *)setKeyPath:(NSString *)keyPath onObject:(NSObject *)object nilValue:(id)nilValue;
- (RACDisposable *)toProperty:(NSString *)keyPath onObject:(NSObject *)object;
+ (RACSignal *)interval:(NSTimeInterval)interval onScheduler:(RACScheduler *)scheduler;
+ (RACSignal *)interval:(NSTimeInterval)interval onScheduler:(RACScheduler *)scheduler withLeeway:(NSTimeInterval)leeway;
+ (RACSignal *)interval:(NSTimeInterval)interval;
- (RACSignal<ValueType> *)takeUntil:(RACSignal *)signalTrigger;
- (RACSignal *)takeUntilReplacement:(RACSignal *)replacement;
- (RACSignal *)catch:(RACSignal * (^)(NSError *error))catchBlock;
- (RACSignal *)catchTo:(RACSignal *)signal;
+ (RACSignal *)try:(id (^)(NSError **errorPtr))tryBlock;
- (RACSignal<ValueType> *)try:(BOOL (^)(id value, NSError **errorPtr))tryBlock;
- (RACSignal *)tryMap:(id (^)(id value, NSError **errorPtr))mapBlock;
- (ValueType)first;
- (ValueType)firstOrDefault:(ValueType)defaultValue;
- (ValueType)firstOrDefault:(ValueType)defaultValue success:(BOOL *)success error:(NSError **)error;
- (BOOL)waitUntilCompleted:(NSError **)error;
+ (RACSignal *)defer:(RACSignal * (^)(void))block;
- (RACSignal *)switchToLatest;
+ (RACSignal *)switch:(RACSignal *)signal cases:(NSDictionary *)cases default:(RACSignal *)defaultSignal;
+ (RACSignal *)if:(RACSignal *)boolSignal then:(RACSignal *)trueSignal else:(RACSignal *)falseSignal;
- (NSArray *)toArray;
@property (nonatomic, strong, readonly) RACSequence *sequence;
- (RACMulticastConnection *)publish;
- (RACMulticastConnection *)multicast:(RACSubject *)subject;
- (RACSignal<ValueType> *)replay;
- (RACSignal<ValueType> *)replayLast;
- (RACSignal<ValueType> *)replayLazily;
- (RACSignal<ValueType> *)timeout:(NSTimeInterval)interval onScheduler:(RACScheduler *)scheduler;
- (RACSignal<ValueType> *)timeout:(NSTimeInterval)interval;
- (RACSignal<ValueType> *)deliverOn:(RACScheduler *)scheduler;
- (RACSignal<ValueType> *)subscribeOn:(RACScheduler *)scheduler;
- (RACSignal<ValueType> *)deliverOnMainThread;
- (RACSignal *)groupBy:(id<NSCopying> (^)(id object))keyBlock transform:(id (^)(id object))transformBlock;
- (RACSignal *)groupBy:(id<NSCopying> (^)(id object))keyBlock;
- (RACSignal *)any;
- (RACSignal *)any:(BOOL (^)(id object))predicateBlock;
- (RACSignal *)all:(BOOL (^)(id object))predicateBlock;
- (RACSignal<ValueType> *)retry:(NSInteger)retryCount;
- (RACSignal<ValueType> *)retry;
- (RACSignal<ValueType> *)sample:(RACSignal *)sampler;
- (RACSignal *)ignoreValues;
- (RACSignal *)materialize;
- (RACSignal *)dematerialize;
- (RACSignal *)not;
- (RACSignal *)and;
- (RACSignal *)or;
- (RACSignal *)reduceApply;
- (RACSignal *)sequenceNext:(RACSignal * (^)(void))block;
- (RACSignal *)sequenceMany:(RACSignal * (^)(void))block;
- (RACSignal *)windowWithStart:(RACSignal *)openSignal close:(RACSignal * (^)(RACSignal *start))closeBlock;
- (RACSignal *)buffer:(NSUInteger)bufferCount;
- (RACSignal *)let:(RACSignal * (^)(RACSignal *sharedSignal))letBlock;
- (RACSignal *)executeCommand:(RACCommand *)command;
@end
RXS_EXTERN_C NSString * const RACSignalErrorDomain;
enum { RACSignalErrorTimedOut = 1, RACSignalErrorNoMatchingCase = 2 };

@interface RACSubject<ValueType> : RACSignal<ValueType> <RACSubscriber>
+ (instancetype)subject;
- (void)sendNext:(ValueType)value;
@end
@interface RACReplaySubject<ValueType> : RACSubject<ValueType>
+ (instancetype)replaySubjectWithCapacity:(NSUInteger)capacity;
- (instancetype)initWithCapacity:(NSUInteger)capacity;
@end
enum { RACReplaySubjectUnlimitedCapacity = NSUIntegerMax };
@interface RACBehaviorSubject<ValueType> : RACSubject<ValueType>
+ (instancetype)behaviorSubjectWithDefaultValue:(ValueType)value;
@end
@interface RACGroupedSignal : RACSubject
@property (nonatomic, readonly, copy) id<NSCopying> key;
+ (instancetype)signalWithKey:(id<NSCopying>)key;
@end
@interface RACMulticastConnection<__covariant ValueType> : NSObject
@property (nonatomic, strong, readonly) RACSignal<ValueType> *signal;
- (RACDisposable *)connect;
- (RACSignal<ValueType> *)autoconnect;
@end
typedef NS_ENUM(NSUInteger, RACEventType) { RACEventTypeCompleted, RACEventTypeError, RACEventTypeNext };
@interface RACEvent<__covariant ValueType> : NSObject <NSCopying>
+ (instancetype)completedEvent;
+ (instancetype)eventWithError:(NSError *)error;
+ (instancetype)eventWithValue:(ValueType)value;
@property (nonatomic, assign, readonly) RACEventType eventType;
@property (nonatomic, getter=isFinished, assign, readonly) BOOL finished;
@property (nonatomic, strong, readonly) NSError *error;
@property (nonatomic, strong, readonly) ValueType value;
@end
@interface RACUnit : NSObject
+ (RACUnit *)defaultUnit;
@end

@interface RACCommand<__contravariant InputType, __covariant ValueType> : NSObject
@property (nonatomic, strong, readonly) RACSignal *executionSignals;
@property (nonatomic, strong, readonly) RACSignal *executing;
@property (nonatomic, strong, readonly) RACSignal *enabled;
@property (nonatomic, strong, readonly) RACSignal *errors;
@property (atomic, assign) BOOL allowsConcurrentExecution;
- (instancetype)initWithSignalBlock:(RACSignal * (^)(InputType input))signalBlock;
- (instancetype)initWithEnabled:(RACSignal *)enabledSignal signalBlock:(RACSignal * (^)(InputType input))signalBlock;
- (RACSignal<ValueType> *)execute:(InputType)input;
/* RAC 2.0 / 1.x names still found in app code */
+ (instancetype)command;
+ (instancetype)commandWithCanExecuteSignal:(RACSignal *)canExecuteSignal block:(void (^)(id sender))block;
- (instancetype)initWithCanExecuteSignal:(RACSignal *)canExecuteSignal block:(void (^)(id sender))block;
- (RACSignal *)addSignalBlock:(RACSignal * (^)(id value))signalBlock;
@property (atomic, readonly) BOOL canExecute;
@end
RXS_EXTERN_C NSString * const RACCommandErrorDomain;
RXS_EXTERN_C const NSInteger RACCommandErrorNotEnabled;
RXS_EXTERN_C NSString * const RACUnderlyingCommandErrorKey;

@interface RACTupleNil : NSObject <NSCopying, NSCoding>
+ (RACTupleNil *)tupleNil;
@end
@interface RACTuple : NSObject <NSCoding, NSCopying, NSFastEnumeration>
@property (nonatomic, readonly) NSUInteger count;
@property (nonatomic, readonly) id first;
@property (nonatomic, readonly) id second;
@property (nonatomic, readonly) id third;
@property (nonatomic, readonly) id fourth;
@property (nonatomic, readonly) id fifth;
@property (nonatomic, readonly) id last;
+ (instancetype)tupleWithObjectsFromArray:(NSArray *)array;
+ (instancetype)tupleWithObjectsFromArray:(NSArray *)array convertNullsToNils:(BOOL)convert;
+ (instancetype)tupleWithObjects:(id)object, ... NS_REQUIRES_NIL_TERMINATION;
- (id)objectAtIndex:(NSUInteger)index;
- (NSArray *)allObjects;
- (__kindof RACTuple *)tupleByAddingObject:(id)obj;
- (id)objectAtIndexedSubscript:(NSUInteger)idx;
@property (nonatomic, copy, readonly) RACSequence *rac_sequence;
@end
@interface RACOneTuple<__covariant First> : RACTuple
+ (instancetype)pack:(First)first;
@end
@interface RACTwoTuple<__covariant First, __covariant Second> : RACTuple
+ (instancetype)pack:(First)first :(Second)second;
@end
@interface RACThreeTuple<__covariant First, __covariant Second, __covariant Third> : RACTuple
+ (instancetype)pack:(First)first :(Second)second :(Third)third;
@end
@interface RACFourTuple<__covariant First, __covariant Second, __covariant Third, __covariant Fourth> : RACTuple
+ (instancetype)pack:(First)first :(Second)second :(Third)third :(Fourth)fourth;
@end
@interface RACFiveTuple<__covariant First, __covariant Second, __covariant Third, __covariant Fourth, __covariant Fifth> : RACTuple
+ (instancetype)pack:(First)first :(Second)second :(Third)third :(Fourth)fourth :(Fifth)fifth;
@end
@interface RACTupleUnpackingTrampoline : NSObject
+ (instancetype)trampoline;
- (void)setObject:(RACTuple *)tuple forKeyedSubscript:(NSArray *)variables;
@end

@interface RACSequence<__covariant ValueType> : RACStream<ValueType> <NSCoding, NSCopying, NSFastEnumeration>
@property (nonatomic, strong, readonly) ValueType head;
@property (nonatomic, strong, readonly) RACSequence<ValueType> *tail;
@property (nonatomic, copy, readonly) NSArray<ValueType> *array;
@property (nonatomic, copy, readonly) NSEnumerator<ValueType> *objectEnumerator;
@property (nonatomic, copy, readonly) RACSequence<ValueType> *eagerSequence;
@property (nonatomic, copy, readonly) RACSequence<ValueType> *lazySequence;
- (RACSignal<ValueType> *)signal;
- (RACSignal<ValueType> *)signalWithScheduler:(RACScheduler *)scheduler;
- (id)foldLeftWithStart:(id)start reduce:(id (^)(id accumulator, ValueType value))reduce;
- (id)foldRightWithStart:(id)start reduce:(id (^)(id first, RACSequence *rest))reduce;
- (BOOL)any:(BOOL (^)(ValueType value))block;
- (BOOL)all:(BOOL (^)(ValueType value))block;
- (ValueType)objectPassingTest:(BOOL (^)(ValueType value))block;
+ (RACSequence<ValueType> *)sequenceWithHeadBlock:(ValueType (^)(void))headBlock tailBlock:(RACSequence<ValueType> * (^)(void))tailBlock;
+ (RACSequence<ValueType> *)return:(ValueType)value;
+ (RACSequence<ValueType> *)empty;
- (RACSequence *)concat:(RACSequence *)sequence;
- (RACSequence *)zipWith:(RACSequence *)sequence;
- (RACSequence *)flattenMap:(__kindof RACStream * (^)(ValueType value))block;
- (RACSequence *)flatten;
- (RACSequence *)map:(id (^)(ValueType value))block;
- (RACSequence *)mapReplace:(id)object;
- (RACSequence<ValueType> *)filter:(BOOL (^)(ValueType value))block;
- (RACSequence *)ignore:(ValueType)value;
- (RACSequence *)reduceEach:(RACReduceBlock)reduceBlock;
- (RACSequence<ValueType> *)startWith:(ValueType)value;
- (RACSequence<ValueType> *)skip:(NSUInteger)skipCount;
- (RACSequence<ValueType> *)take:(NSUInteger)count;
+ (RACSequence *)zip:(id<NSFastEnumeration>)sequences;
+ (RACSequence *)zip:(id<NSFastEnumeration>)sequences reduce:(RACReduceBlock)reduceBlock;
+ (RACSequence *)concat:(id<NSFastEnumeration>)sequences;
- (RACSequence *)scanWithStart:(id)startingValue reduce:(id (^)(id running, ValueType next))reduceBlock;
- (RACSequence *)scanWithStart:(id)startingValue reduceWithIndex:(id (^)(id running, ValueType next, NSUInteger index))reduceBlock;
- (RACSequence *)combinePreviousWithStart:(ValueType)start reduce:(id (^)(ValueType previous, ValueType current))reduceBlock;
- (RACSequence<ValueType> *)takeUntilBlock:(BOOL (^)(ValueType x))predicate;
- (RACSequence<ValueType> *)takeWhileBlock:(BOOL (^)(ValueType x))predicate;
- (RACSequence<ValueType> *)skipUntilBlock:(BOOL (^)(ValueType x))predicate;
- (RACSequence<ValueType> *)skipWhileBlock:(BOOL (^)(ValueType x))predicate;
- (RACSequence<ValueType> *)distinctUntilChanged;
@end

@interface RACChannel<ValueType> : NSObject
@property (nonatomic, strong, readonly) RACChannelTerminal *leadingTerminal;
@property (nonatomic, strong, readonly) RACChannelTerminal *followingTerminal;
@end
@interface RACChannelTerminal<ValueType> : RACSignal<ValueType> <RACSubscriber>
- (void)sendNext:(ValueType)value;
@end
@interface RACKVOChannel<ValueType> : RACChannel<ValueType>
- (instancetype)initWithTarget:(NSObject *)target keyPath:(NSString *)keyPath nilValue:(ValueType)nilValue;
- (RACChannelTerminal *)objectForKeyedSubscript:(NSString *)key;
- (void)setObject:(RACChannelTerminal *)otherTerminal forKeyedSubscript:(NSString *)key;
@end
@interface RACSubscriptingAssignmentTrampoline : NSObject
- (instancetype)initWithTarget:(id)target nilValue:(id)nilValue;
- (void)setObject:(RACSignal *)signal forKeyedSubscript:(NSString *)keyPath;
@end
@interface RACDelegateProxy : NSObject
@property (nonatomic, unsafe_unretained) id rac_proxiedDelegate;
- (instancetype)initWithProtocol:(Protocol *)protocol;
- (RACSignal *)signalForSelector:(SEL)selector;
@end
@interface RACKVOTrampoline : RACDisposable
@end
@interface RACValueTransformer : NSValueTransformer
+ (instancetype)transformerWithBlock:(id (^)(id value))block;
@end
@interface RACBlockTrampoline : NSObject
+ (id)invokeBlock:(id)block withArguments:(RACTuple *)arguments;
@end

/* Foundation categories */
@interface NSObject (RACDeallocating)
@property (atomic, readonly, strong) RACCompoundDisposable *rac_deallocDisposable;
- (RACSignal *)rac_willDeallocSignal;
- (RACSignal *)rac_didDeallocSignal;
- (void)rac_addDeallocDisposable:(RACDisposable *)disposable;
@end
@interface NSObject (RACLifting)
- (RACSignal *)rac_liftSelector:(SEL)selector withSignals:(RACSignal *)firstSignal, ... NS_REQUIRES_NIL_TERMINATION;
- (RACSignal *)rac_liftSelector:(SEL)selector withSignalsFromArray:(NSArray *)signals;
- (RACSignal *)rac_liftSelector:(SEL)selector withSignalOfArguments:(RACSignal *)arguments;
- (RACSignal *)rac_liftSelector:(SEL)selector withObjects:(id)arg, ...;
- (id)rac_liftBlock:(id)block withArguments:(id)arg, ...;
@end
@interface NSObject (RACSelectorSignal)
- (RACSignal *)rac_signalForSelector:(SEL)selector;
- (RACSignal *)rac_signalForSelector:(SEL)selector fromProtocol:(Protocol *)protocol;
@end
RXS_EXTERN_C NSString * const RACSelectorSignalErrorDomain;
@interface NSObject (RACPropertySubscribing)
- (RACSignal *)rac_valuesForKeyPath:(NSString *)keyPath observer:(NSObject *)observer;
- (RACSignal *)rac_valuesAndChangesForKeyPath:(NSString *)keyPath options:(NSKeyValueObservingOptions)options observer:(NSObject *)observer;
- (RACSignal *)rac_signalForKeyPath:(NSString *)keyPath observer:(NSObject *)observer;
- (RACSignal *)rac_signalWithStartingValueForKeyPath:(NSString *)keyPath observer:(NSObject *)observer;
- (RACDisposable *)rac_deriveProperty:(NSString *)keyPath from:(RACSignal *)signal;
+ (RACSignal *)rac_signalFor:(NSObject *)object keyPath:(NSString *)keyPath observer:(NSObject *)observer;
@end
@interface NSObject (RACKVOWrapper)
- (RACDisposable *)rac_observeKeyPath:(NSString *)keyPath options:(NSKeyValueObservingOptions)options observer:(NSObject *)observer block:(void (^)(id value, NSDictionary *change, BOOL causedByDealloc, BOOL affectedOnlyLastComponent))block;
- (RACKVOTrampoline *)rac_addObserver:(NSObject *)observer forKeyPath:(NSString *)keyPath options:(NSKeyValueObservingOptions)options block:(void (^)(id target, id observer, NSDictionary *change))block;
@end
@interface NSObject (RACDescription)
- (NSString *)rac_description;
@end
@interface NSNotificationCenter (RACSupport)
- (RACSignal *)rac_addObserverForName:(NSString *)notificationName object:(id)object;
@end
@interface NSArray (RACSequenceAdditions)
@property (nonatomic, copy, readonly) RACSequence *rac_sequence;
@end
@interface NSDictionary (RACSequenceAdditions)
@property (nonatomic, copy, readonly) RACSequence *rac_sequence;
@property (nonatomic, copy, readonly) RACSequence *rac_keySequence;
@property (nonatomic, copy, readonly) RACSequence *rac_valueSequence;
@end
@interface NSSet (RACSequenceAdditions)
@property (nonatomic, copy, readonly) RACSequence *rac_sequence;
@end
@interface NSOrderedSet (RACSequenceAdditions)
@property (nonatomic, copy, readonly) RACSequence *rac_sequence;
@end
@interface NSEnumerator (RACSequenceAdditions)
@property (nonatomic, copy, readonly) RACSequence *rac_sequence;
@end
@interface NSIndexSet (RACSequenceAdditions)
@property (nonatomic, copy, readonly) RACSequence *rac_sequence;
@end
@interface NSString (RACSequenceAdditions)
@property (nonatomic, copy, readonly) RACSequence *rac_sequence;
+ (RACSignal *)rac_readContentsOfURL:(NSURL *)URL usedEncoding:(NSStringEncoding *)encoding scheduler:(RACScheduler *)scheduler;
@end
@interface NSData (RACSupport)
+ (RACSignal *)rac_readContentsOfURL:(NSURL *)URL options:(NSDataReadingOptions)options scheduler:(RACScheduler *)scheduler;
@end
@interface NSFileHandle (RACSupport)
- (RACSignal *)rac_readInBackground;
@end
@interface NSURLConnection (RACSupport)
+ (RACSignal *)rac_sendAsynchronousRequest:(NSURLRequest *)request;
@end
@interface NSUserDefaults (RACSupport)
- (RACChannelTerminal *)rac_channelTerminalForKey:(NSString *)key;
@end
@interface NSInvocation (RACTypeParsing)
- (void)rac_setArgument:(id)object atIndex:(NSUInteger)index;
- (id)rac_argumentAtIndex:(NSUInteger)index;
@property (nonatomic, copy) RACTuple *rac_argumentsTuple;
@property (nonatomic, readonly) id rac_returnValue;
@end

/* UIKit categories */
@interface UIControl (RACSignalSupport)
- (RACSignal *)rac_signalForControlEvents:(UIControlEvents)controlEvents;
@end
@interface UITextField (RACSignalSupport)
- (RACSignal *)rac_textSignal;
- (RACChannelTerminal *)rac_newTextChannel;
@end
@interface UITextView (RACSignalSupport)
@property (nonatomic, strong, readonly) RACDelegateProxy *rac_delegateProxy;
- (RACSignal *)rac_textSignal;
@end
@interface UIButton (RACCommandSupport)
@property (nonatomic, strong) RACCommand *rac_command;
@end
@interface UIBarButtonItem (RACCommandSupport)
@property (nonatomic, strong) RACCommand *rac_command;
@property (nonatomic, strong, readonly) RACSignal *rac_actionSignal;
@end
@interface UIRefreshControl (RACCommandSupport)
@property (nonatomic, strong) RACCommand *rac_command;
@end
@interface UITableViewCell (RACSignalSupport)
@property (nonatomic, strong, readonly) RACSignal *rac_prepareForReuseSignal;
@end
@interface UITableViewHeaderFooterView (RACSignalSupport)
@property (nonatomic, strong, readonly) RACSignal *rac_prepareForReuseSignal;
@end
@interface UICollectionReusableView (RACSignalSupport)
@property (nonatomic, strong, readonly) RACSignal *rac_prepareForReuseSignal;
@end
@interface UIGestureRecognizer (RACSignalSupport)
- (RACSignal *)rac_gestureSignal;
@end
@interface UIActionSheet (RACSignalSupport)
@property (nonatomic, strong, readonly) RACDelegateProxy *rac_delegateProxy;
- (RACSignal *)rac_buttonClickedSignal;
@end
@interface UIAlertView (RACSignalSupport)
@property (nonatomic, strong, readonly) RACDelegateProxy *rac_delegateProxy;
- (RACSignal *)rac_buttonClickedSignal;
- (RACSignal *)rac_willDismissSignal;
@end
@interface UIImagePickerController (RACSignalSupport)
@property (nonatomic, strong, readonly) RACDelegateProxy *rac_delegateProxy;
- (RACSignal *)rac_imageSelectedSignal;
@end
@interface UIDatePicker (RACSignalSupport)
- (RACChannelTerminal *)rac_newDateChannelWithNilValue:(NSDate *)nilValue;
@end
@interface UISegmentedControl (RACSignalSupport)
- (RACChannelTerminal *)rac_newSelectedSegmentIndexChannelWithNilValue:(NSNumber *)nilValue;
@end
@interface UISlider (RACSignalSupport)
- (RACChannelTerminal *)rac_newValueChannelWithNilValue:(NSNumber *)nilValue;
@end
@interface UIStepper (RACSignalSupport)
- (RACChannelTerminal *)rac_newValueChannelWithNilValue:(NSNumber *)nilValue;
@end
@interface UISwitch (RACSignalSupport)
- (RACChannelTerminal *)rac_newOnChannel;
@end

/* ------------------------------------------------ the macros (libextobjc + RAC)
   Written here from their documented behaviour; the shapes are kept close to
   what the real headers produce so the analyzer sees the same tree either way:
     @weakify(x)    ->  @autoreleasepool {} __weak __typeof__(x) x_weak_ = (x);
     @unsafeify(x)  ->  @autoreleasepool {} __unsafe_unretained __typeof__(x) x_weak_ = (x);
     @strongify(x)  ->  @autoreleasepool {} __strong __typeof__(x) x = x_weak_;
     RACObserve(T, K) -> ({ __weak id target_ = (T);
                            [target_ rac_valuesForKeyPath:@keypath(T, K) observer:self]; })
     RAC(T, K[, NIL]) = s -> [[RACSubscriptingAssignmentTrampoline alloc]
                               initWithTarget:(T) nilValue:(NIL)][@keypath(T, K)] = s
     RACChannelTo(T, K[, NIL]) -> [[RACKVOChannel alloc] initWithTarget:(T)
                               keyPath:@keypath(T, K) nilValue:(NIL)][@"followingTerminal"]
     @keypath(O, P) -> @((((void)(NO && ((void)O.P, NO))), "P"))                           */
#define rxs_cat(A, B) rxs_cat_(A, B)
#define rxs_cat_(A, B) A ## B
#define rxs_argc(...) rxs_argc_(__VA_ARGS__, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)
#define rxs_argc_(a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, N, ...) N
#define rxs_each(M, C, ...) rxs_cat(rxs_each_, rxs_argc(__VA_ARGS__))(M, C, __VA_ARGS__)
#define rxs_each_1(M, C, a) M(0, C, a)
#define rxs_each_2(M, C, a, b) M(0, C, a) M(1, C, b)
#define rxs_each_3(M, C, a, b, c) M(0, C, a) M(1, C, b) M(2, C, c)
#define rxs_each_4(M, C, a, b, c, d) M(0, C, a) M(1, C, b) M(2, C, c) M(3, C, d)
#define rxs_each_5(M, C, a, b, c, d, e) M(0, C, a) M(1, C, b) M(2, C, c) M(3, C, d) M(4, C, e)
#define rxs_each_6(M, C, a, b, c, d, e, f) M(0, C, a) M(1, C, b) M(2, C, c) M(3, C, d) M(4, C, e) M(5, C, f)
#define rxs_each_7(M, C, a, b, c, d, e, f, g) M(0, C, a) M(1, C, b) M(2, C, c) M(3, C, d) M(4, C, e) M(5, C, f) M(6, C, g)
#define rxs_each_8(M, C, a, b, c, d, e, f, g, h) M(0, C, a) M(1, C, b) M(2, C, c) M(3, C, d) M(4, C, e) M(5, C, f) M(6, C, g) M(7, C, h)
#define rxs_each_9(M, C, a, b, c, d, e, f, g, h, i) rxs_each_8(M, C, a, b, c, d, e, f, g, h) M(8, C, i)
#define rxs_each_10(M, C, a, b, c, d, e, f, g, h, i, j) rxs_each_9(M, C, a, b, c, d, e, f, g, h, i) M(9, C, j)

#define rxs_keyword autoreleasepool {}
#define rxs_weak_decl(INDEX, QUALIFIER, VAR) QUALIFIER __typeof__(VAR) VAR ## _weak_ = (VAR);
#define rxs_strong_decl(INDEX, UNUSED, VAR) __strong __typeof__(VAR) VAR = VAR ## _weak_;
#define weakify(...) rxs_keyword rxs_each(rxs_weak_decl, __weak, __VA_ARGS__)
#define unsafeify(...) rxs_keyword rxs_each(rxs_weak_decl, __unsafe_unretained, __VA_ARGS__)
#define strongify(...) rxs_keyword \
  _Pragma("clang diagnostic push") _Pragma("clang diagnostic ignored \"-Wshadow\"") \
  rxs_each(rxs_strong_decl, , __VA_ARGS__) \
  _Pragma("clang diagnostic pop")
typedef void (^rxs_cleanup_block_t)(void);
static inline void rxs_run_cleanup(__strong rxs_cleanup_block_t *block) { (*block)(); }
#define onExit rxs_keyword __strong rxs_cleanup_block_t rxs_cat(rxs_exit_block_, __LINE__) __attribute__((cleanup(rxs_run_cleanup), unused)) = ^

#define keypath(...) rxs_cat(rxs_keypath_, rxs_argc(__VA_ARGS__))(__VA_ARGS__)
#define rxs_keypath_1(PATH) (((void)(NO && ((void)PATH, NO)), strchr(# PATH, '.') + 1))
#define rxs_keypath_2(OBJ, PATH) (((void)(NO && ((void)OBJ.PATH, NO)), # PATH))
#define collectionKeypath(...) rxs_cat(rxs_ckeypath_, rxs_argc(__VA_ARGS__))(__VA_ARGS__)
#define rxs_ckeypath_3(PATH, COLLECTIONOBJECT, COLLECTIONPATH) (((void)(NO && ((void)PATH, NO))), (void)(NO && ((void)COLLECTIONOBJECT.COLLECTIONPATH, NO)), strchr(# PATH, '.') + 1)
#define rxs_ckeypath_4(OBJ, PATH, COLLECTIONOBJECT, COLLECTIONPATH) (((void)(NO && ((void)OBJ.PATH, NO))), (void)(NO && ((void)COLLECTIONOBJECT.COLLECTIONPATH, NO)), # PATH)

#define RACObserve(TARGET, KEYPATH) \
  ({ __weak id target_ = (TARGET); [target_ rac_valuesForKeyPath:@keypath(TARGET, KEYPATH) observer:self]; })
#define RACAble(...) rxs_cat(rxs_racable_, rxs_argc(__VA_ARGS__))(__VA_ARGS__)
#define rxs_racable_1(PATH) [self rac_signalForKeyPath:@keypath(PATH) observer:self]
#define rxs_racable_2(OBJ, PATH) [OBJ rac_signalForKeyPath:@keypath(OBJ, PATH) observer:self]
#define RACAbleWithStart(...) rxs_cat(rxs_racablestart_, rxs_argc(__VA_ARGS__))(__VA_ARGS__)
#define rxs_racablestart_1(PATH) [self rac_signalWithStartingValueForKeyPath:@keypath(PATH) observer:self]
#define rxs_racablestart_2(OBJ, PATH) [OBJ rac_signalWithStartingValueForKeyPath:@keypath(OBJ, PATH) observer:self]

#define RAC(TARGET, ...) rxs_cat(rxs_rac_, rxs_argc(__VA_ARGS__))(TARGET, __VA_ARGS__)
#define rxs_rac_1(TARGET, KEYPATH) rxs_rac_2(TARGET, KEYPATH, nil)
#define rxs_rac_2(TARGET, KEYPATH, NILVALUE) \
  [[RACSubscriptingAssignmentTrampoline alloc] initWithTarget:(TARGET) nilValue:(NILVALUE)][@keypath(TARGET, KEYPATH)]

#define RACChannelTo(TARGET, ...) rxs_cat(rxs_channelto_, rxs_argc(__VA_ARGS__))(TARGET, __VA_ARGS__)
#define rxs_channelto_1(TARGET, KEYPATH) rxs_channelto_2(TARGET, KEYPATH, nil)
#define rxs_channelto_2(TARGET, KEYPATH, NILVALUE) \
  [[RACKVOChannel alloc] initWithTarget:(TARGET) keyPath:@keypath(TARGET, KEYPATH) nilValue:(NILVALUE)][@"followingTerminal"]

#define rxs_tuple_item(INDEX, UNUSED, ARG) ((id)(ARG) ?: (id)[RACTupleNil tupleNil]),
#define RACTuplePack(...) [RACTuple tupleWithObjectsFromArray:@[ rxs_each(rxs_tuple_item, , __VA_ARGS__) ]]

/* RACTupleUnpack(NSString *a, NSNumber *b) = tuple;
   declares hidden strong temporaries, lets the trampoline fill them from the
   tuple (the assignment that follows the macro), then declares the caller's
   variables from them. */
#define rxs_unpack_tmp(INDEX, LINE) rxs_cat(rxs_cat(rxs_unpack_, LINE), rxs_cat(_, INDEX))
#define rxs_unpack_tmp_decl(INDEX, LINE, ARG) __strong id rxs_unpack_tmp(INDEX, LINE) = nil;
#define rxs_unpack_assign(INDEX, LINE, ARG) __strong ARG = rxs_unpack_tmp(INDEX, LINE);
#define rxs_unpack_ref(INDEX, LINE, ARG) [NSValue valueWithPointer:&rxs_unpack_tmp(INDEX, LINE)],
#define rxs_unpack_state rxs_cat(rxs_unpack_state_, __LINE__)
#define rxs_unpack_after rxs_cat(rxs_unpack_after_, __LINE__)
#define RACTupleUnpack(...) \
  rxs_each(rxs_unpack_tmp_decl, __LINE__, __VA_ARGS__) \
  int rxs_unpack_state = 0; \
  rxs_unpack_after: ; \
  rxs_each(rxs_unpack_assign, __LINE__, __VA_ARGS__) \
  if (rxs_unpack_state != 0) rxs_unpack_state = 2; \
  while (rxs_unpack_state != 2) \
    if (rxs_unpack_state == 1) goto rxs_unpack_after; \
    else for (; rxs_unpack_state != 1; rxs_unpack_state = 1) \
      [RACTupleUnpackingTrampoline trampoline][ @[ rxs_each(rxs_unpack_ref, __LINE__, __VA_ARGS__) ] ]

/* ------------------------------------------------------------ MacTypes */
typedef unsigned char UInt8;
typedef signed char SInt8;
typedef unsigned short UInt16;
typedef signed short SInt16;
typedef unsigned int UInt32;
typedef signed int SInt32;
typedef unsigned long long UInt64;
typedef signed long long SInt64;
typedef float Float32;
typedef double Float64;
typedef UInt8 Byte;
typedef SInt8 SignedByte;
typedef SInt16 OSErr;
typedef UInt32 FourCharCode;
typedef FourCharCode OSType;
#define noErr 0

/* ------------------------------------------------------------ Core Data */
@class NSManagedObjectContext, NSEntityDescription, NSPersistentStoreCoordinator, NSManagedObjectModel, NSPersistentStore;
typedef NS_ENUM(NSUInteger, NSManagedObjectContextConcurrencyType) { NSConfinementConcurrencyType = 0, NSPrivateQueueConcurrencyType = 1, NSMainQueueConcurrencyType = 2 };
typedef NS_OPTIONS(NSUInteger, NSFetchRequestResultType) { NSManagedObjectResultType = 0, NSManagedObjectIDResultType = 1, NSDictionaryResultType = 2, NSCountResultType = 4 };
@interface NSManagedObjectID : NSObject <NSCopying>
@property (readonly, strong) NSEntityDescription *entity;
@property (readonly, strong) NSPersistentStore *persistentStore;
@property (readonly, getter=isTemporaryID) BOOL temporaryID;
- (NSURL *)URIRepresentation;
@end
@interface NSManagedObject : NSObject
+ (NSEntityDescription *)entity;
+ (id)fetchRequest;
- (instancetype)initWithEntity:(NSEntityDescription *)entity insertIntoManagedObjectContext:(NSManagedObjectContext *)context;
- (instancetype)initWithContext:(NSManagedObjectContext *)moc;
@property (readonly, weak) NSManagedObjectContext *managedObjectContext;
@property (readonly, strong) NSEntityDescription *entity;
@property (readonly, strong) NSManagedObjectID *objectID;
@property (readonly, getter=isInserted) BOOL inserted;
@property (readonly, getter=isUpdated) BOOL updated;
@property (readonly, getter=isDeleted) BOOL deleted;
@property (readonly) BOOL hasChanges;
@property (readonly, getter=isFault) BOOL fault;
- (void)willSave;
- (void)didSave;
- (void)awakeFromInsert;
- (void)awakeFromFetch;
- (void)prepareForDeletion;
- (void)willTurnIntoFault;
- (void)didTurnIntoFault;
- (id)primitiveValueForKey:(NSString *)key;
- (void)setPrimitiveValue:(id)value forKey:(NSString *)key;
- (void)willAccessValueForKey:(NSString *)key;
- (void)didAccessValueForKey:(NSString *)key;
- (NSDictionary<NSString *, id> *)committedValuesForKeys:(NSArray<NSString *> *)keys;
- (NSDictionary<NSString *, id> *)changedValues;
- (BOOL)validateForInsert:(NSError **)error;
- (BOOL)validateForUpdate:(NSError **)error;
@end
@interface NSFetchRequest<__covariant ResultType> : NSObject <NSCoding, NSCopying>
+ (instancetype)fetchRequestWithEntityName:(NSString *)entityName;
- (instancetype)initWithEntityName:(NSString *)entityName;
@property (strong) NSEntityDescription *entity;
@property (readonly, strong) NSString *entityName;
@property (strong) NSPredicate *predicate;
@property (strong) NSArray<NSSortDescriptor *> *sortDescriptors;
@property NSUInteger fetchLimit;
@property NSUInteger fetchOffset;
@property NSUInteger fetchBatchSize;
@property NSFetchRequestResultType resultType;
@property BOOL includesSubentities;
@property BOOL includesPropertyValues;
@property BOOL returnsObjectsAsFaults;
@property BOOL returnsDistinctResults;
@property (copy) NSArray *propertiesToFetch;
@property (copy) NSArray<NSString *> *relationshipKeyPathsForPrefetching;
@end
@interface NSEntityDescription : NSObject <NSCoding, NSCopying, NSFastEnumeration>
+ (NSEntityDescription *)entityForName:(NSString *)entityName inManagedObjectContext:(NSManagedObjectContext *)context;
+ (__kindof NSManagedObject *)insertNewObjectForEntityForName:(NSString *)entityName inManagedObjectContext:(NSManagedObjectContext *)context;
@property (copy) NSString *name;
@property (copy) NSString *managedObjectClassName;
@property (readonly, copy) NSDictionary<NSString *, id> *propertiesByName;
@property (readonly, copy) NSDictionary<NSString *, id> *attributesByName;
@property (readonly, copy) NSDictionary<NSString *, id> *relationshipsByName;
@end
@interface NSManagedObjectModel : NSObject <NSCoding, NSCopying, NSFastEnumeration>
+ (NSManagedObjectModel *)mergedModelFromBundles:(NSArray<NSBundle *> *)bundles;
- (instancetype)initWithContentsOfURL:(NSURL *)url;
@property (strong) NSArray<NSEntityDescription *> *entities;
@property (readonly, copy) NSDictionary<NSString *, NSEntityDescription *> *entitiesByName;
@end
@interface NSPersistentStore : NSObject
@property (readonly, copy) NSString *type;
@property (copy) NSURL *URL;
@end
@interface NSPersistentStoreCoordinator : NSObject <NSLocking>
- (instancetype)initWithManagedObjectModel:(NSManagedObjectModel *)model;
@property (readonly, strong) NSManagedObjectModel *managedObjectModel;
@property (readonly, strong) NSArray<__kindof NSPersistentStore *> *persistentStores;
- (NSPersistentStore *)addPersistentStoreWithType:(NSString *)storeType configuration:(NSString *)configuration URL:(NSURL *)storeURL options:(NSDictionary *)options error:(NSError **)error;
- (BOOL)removePersistentStore:(NSPersistentStore *)store error:(NSError **)error;
- (NSManagedObjectID *)managedObjectIDForURIRepresentation:(NSURL *)url;
@end
FOUNDATION_EXPORT NSString * const NSSQLiteStoreType;
FOUNDATION_EXPORT NSString * const NSInMemoryStoreType;
FOUNDATION_EXPORT NSString * const NSBinaryStoreType;
FOUNDATION_EXPORT NSString * const NSMigratePersistentStoresAutomaticallyOption;
FOUNDATION_EXPORT NSString * const NSInferMappingModelAutomaticallyOption;
FOUNDATION_EXPORT NSString * const NSManagedObjectContextDidSaveNotification;
FOUNDATION_EXPORT NSString * const NSManagedObjectContextWillSaveNotification;
FOUNDATION_EXPORT NSString * const NSManagedObjectContextObjectsDidChangeNotification;
FOUNDATION_EXPORT NSString * const NSInsertedObjectsKey;
FOUNDATION_EXPORT NSString * const NSUpdatedObjectsKey;
FOUNDATION_EXPORT NSString * const NSDeletedObjectsKey;
FOUNDATION_EXPORT id NSMergeByPropertyObjectTrumpMergePolicy;
FOUNDATION_EXPORT id NSMergeByPropertyStoreTrumpMergePolicy;
@interface NSManagedObjectContext : NSObject <NSCoding, NSLocking>
- (instancetype)initWithConcurrencyType:(NSManagedObjectContextConcurrencyType)ct;
- (void)performBlock:(void (^)(void))block;
- (void)performBlockAndWait:(void (^)(void))block;
@property (strong) NSPersistentStoreCoordinator *persistentStoreCoordinator;
@property (strong) NSManagedObjectContext *parentContext;
@property (copy) NSString *name;
@property (strong) id mergePolicy;
@property (nonatomic) BOOL automaticallyMergesChangesFromParent;
@property (readonly) NSManagedObjectContextConcurrencyType concurrencyType;
@property (readonly) BOOL hasChanges;
@property (readonly, strong) NSSet<__kindof NSManagedObject *> *insertedObjects;
@property (readonly, strong) NSSet<__kindof NSManagedObject *> *updatedObjects;
@property (readonly, strong) NSSet<__kindof NSManagedObject *> *deletedObjects;
@property (readonly, strong) NSSet<__kindof NSManagedObject *> *registeredObjects;
@property (readonly, strong) NSMutableDictionary *userInfo;
- (__kindof NSManagedObject *)objectRegisteredForID:(NSManagedObjectID *)objectID;
- (__kindof NSManagedObject *)objectWithID:(NSManagedObjectID *)objectID;
- (__kindof NSManagedObject *)existingObjectWithID:(NSManagedObjectID *)objectID error:(NSError **)error;
- (NSArray *)executeFetchRequest:(NSFetchRequest *)request error:(NSError **)error;
- (NSUInteger)countForFetchRequest:(NSFetchRequest *)request error:(NSError **)error;
- (id)executeRequest:(id)request error:(NSError **)error;
- (void)insertObject:(NSManagedObject *)object;
- (void)deleteObject:(NSManagedObject *)object;
- (void)refreshObject:(NSManagedObject *)object mergeChanges:(BOOL)flag;
- (BOOL)obtainPermanentIDsForObjects:(NSArray<NSManagedObject *> *)objects error:(NSError **)error;
- (void)mergeChangesFromContextDidSaveNotification:(NSNotification *)notification;
- (BOOL)save:(NSError **)error;
- (void)rollback;
- (void)reset;
- (void)processPendingChanges;
@end
@protocol NSFetchedResultsSectionInfo
@property (nonatomic, readonly) NSString *name;
@property (nonatomic, readonly) NSString *indexTitle;
@property (nonatomic, readonly) NSUInteger numberOfObjects;
@property (nonatomic, readonly) NSArray *objects;
@end
typedef NS_ENUM(NSUInteger, NSFetchedResultsChangeType) { NSFetchedResultsChangeInsert = 1, NSFetchedResultsChangeDelete = 2, NSFetchedResultsChangeMove = 3, NSFetchedResultsChangeUpdate = 4 };
@protocol NSFetchedResultsControllerDelegate;
@interface NSFetchedResultsController<ResultType> : NSObject
- (instancetype)initWithFetchRequest:(NSFetchRequest *)fetchRequest managedObjectContext:(NSManagedObjectContext *)context sectionNameKeyPath:(NSString *)sectionNameKeyPath cacheName:(NSString *)name;
- (BOOL)performFetch:(NSError **)error;
@property (nonatomic, readonly) NSFetchRequest *fetchRequest;
@property (nonatomic, readonly) NSManagedObjectContext *managedObjectContext;
@property (nonatomic, weak) id<NSFetchedResultsControllerDelegate> delegate;
@property (nonatomic, readonly) NSArray *fetchedObjects;
- (id)objectAtIndexPath:(NSIndexPath *)indexPath;
- (NSIndexPath *)indexPathForObject:(id)object;
@property (nonatomic, readonly) NSArray<id<NSFetchedResultsSectionInfo>> *sections;
@property (nonatomic, readonly) NSArray<NSString *> *sectionIndexTitles;
+ (void)deleteCacheWithName:(NSString *)name;
@end
@protocol NSFetchedResultsControllerDelegate <NSObject>
@optional
- (void)controller:(NSFetchedResultsController *)controller didChangeObject:(id)anObject atIndexPath:(NSIndexPath *)indexPath forChangeType:(NSFetchedResultsChangeType)type newIndexPath:(NSIndexPath *)newIndexPath;
- (void)controller:(NSFetchedResultsController *)controller didChangeSection:(id<NSFetchedResultsSectionInfo>)sectionInfo atIndex:(NSUInteger)sectionIndex forChangeType:(NSFetchedResultsChangeType)type;
- (void)controllerWillChangeContent:(NSFetchedResultsController *)controller;
- (void)controllerDidChangeContent:(NSFetchedResultsController *)controller;
@end
@interface NSPersistentContainer : NSObject
+ (instancetype)persistentContainerWithName:(NSString *)name;
- (instancetype)initWithName:(NSString *)name;
@property (strong, readonly) NSManagedObjectContext *viewContext;
@property (strong, readonly) NSPersistentStoreCoordinator *persistentStoreCoordinator;
- (void)loadPersistentStoresWithCompletionHandler:(void (^)(id description, NSError *error))block;
- (NSManagedObjectContext *)newBackgroundContext;
- (void)performBackgroundTask:(void (^)(NSManagedObjectContext *context))block;
@end

/* ------------------------------------------------------------ WebKit */
typedef NS_ENUM(NSInteger, WKNavigationActionPolicy) { WKNavigationActionPolicyCancel, WKNavigationActionPolicyAllow };
typedef NS_ENUM(NSInteger, WKNavigationResponsePolicy) { WKNavigationResponsePolicyCancel, WKNavigationResponsePolicyAllow };
typedef NS_ENUM(NSInteger, WKNavigationType) { WKNavigationTypeLinkActivated, WKNavigationTypeFormSubmitted, WKNavigationTypeBackForward, WKNavigationTypeReload, WKNavigationTypeFormResubmitted, WKNavigationTypeOther = -1 };
typedef NS_ENUM(NSInteger, WKUserScriptInjectionTime) { WKUserScriptInjectionTimeAtDocumentStart, WKUserScriptInjectionTimeAtDocumentEnd };
@class WKWebView, WKUserContentController;
@interface WKNavigation : NSObject
@end
@interface WKFrameInfo : NSObject <NSCopying>
@property (nonatomic, readonly, getter=isMainFrame) BOOL mainFrame;
@property (nonatomic, readonly, copy) NSURLRequest *request;
@end
@interface WKNavigationAction : NSObject
@property (nonatomic, readonly, copy) WKFrameInfo *sourceFrame;
@property (nonatomic, readonly, copy) WKFrameInfo *targetFrame;
@property (nonatomic, readonly) WKNavigationType navigationType;
@property (nonatomic, readonly, copy) NSURLRequest *request;
@end
@interface WKNavigationResponse : NSObject
@property (nonatomic, readonly, getter=isForMainFrame) BOOL forMainFrame;
@property (nonatomic, readonly, copy) NSURLResponse *response;
@end
@interface WKScriptMessage : NSObject
@property (nonatomic, readonly, copy) id body;
@property (nonatomic, readonly, weak) WKWebView *webView;
@property (nonatomic, readonly, copy) NSString *name;
@end
@protocol WKScriptMessageHandler <NSObject>
- (void)userContentController:(WKUserContentController *)userContentController didReceiveScriptMessage:(WKScriptMessage *)message;
@end
@interface WKUserScript : NSObject <NSCopying>
- (instancetype)initWithSource:(NSString *)source injectionTime:(WKUserScriptInjectionTime)injectionTime forMainFrameOnly:(BOOL)forMainFrameOnly;
@end
@interface WKUserContentController : NSObject
@property (nonatomic, readonly, copy) NSArray<WKUserScript *> *userScripts;
- (void)addUserScript:(WKUserScript *)userScript;
- (void)removeAllUserScripts;
- (void)addScriptMessageHandler:(id<WKScriptMessageHandler>)scriptMessageHandler name:(NSString *)name;
- (void)removeScriptMessageHandlerForName:(NSString *)name;
@end
@interface WKPreferences : NSObject
@property (nonatomic) CGFloat minimumFontSize;
@property (nonatomic) BOOL javaScriptEnabled;
@property (nonatomic) BOOL javaScriptCanOpenWindowsAutomatically;
@end
@interface WKProcessPool : NSObject
@end
@interface WKWebViewConfiguration : NSObject <NSCopying>
@property (nonatomic, strong) WKProcessPool *processPool;
@property (nonatomic, strong) WKPreferences *preferences;
@property (nonatomic, strong) WKUserContentController *userContentController;
@property (nonatomic) BOOL allowsInlineMediaPlayback;
@property (nonatomic) BOOL suppressesIncrementalRendering;
@property (nonatomic) BOOL allowsAirPlayForMediaPlayback;
@property (nonatomic) BOOL allowsPictureInPictureMediaPlayback;
@end
@protocol WKNavigationDelegate <NSObject>
@optional
- (void)webView:(WKWebView *)webView decidePolicyForNavigationAction:(WKNavigationAction *)navigationAction decisionHandler:(void (^)(WKNavigationActionPolicy))decisionHandler;
- (void)webView:(WKWebView *)webView decidePolicyForNavigationResponse:(WKNavigationResponse *)navigationResponse decisionHandler:(void (^)(WKNavigationResponsePolicy))decisionHandler;
- (void)webView:(WKWebView *)webView didStartProvisionalNavigation:(WKNavigation *)navigation;
- (void)webView:(WKWebView *)webView didFailProvisionalNavigation:(WKNavigation *)navigation withError:(NSError *)error;
- (void)webView:(WKWebView *)webView didCommitNavigation:(WKNavigation *)navigation;
- (void)webView:(WKWebView *)webView didFinishNavigation:(WKNavigation *)navigation;
- (void)webView:(WKWebView *)webView didFailNavigation:(WKNavigation *)navigation withError:(NSError *)error;
- (void)webView:(WKWebView *)webView didReceiveAuthenticationChallenge:(NSURLAuthenticationChallenge *)challenge completionHandler:(void (^)(NSURLSessionAuthChallengeDisposition disposition, NSURLCredential *credential))completionHandler;
- (void)webViewWebContentProcessDidTerminate:(WKWebView *)webView;
@end
@protocol WKUIDelegate <NSObject>
@optional
- (WKWebView *)webView:(WKWebView *)webView createWebViewWithConfiguration:(WKWebViewConfiguration *)configuration forNavigationAction:(WKNavigationAction *)navigationAction windowFeatures:(id)windowFeatures;
- (void)webView:(WKWebView *)webView runJavaScriptAlertPanelWithMessage:(NSString *)message initiatedByFrame:(WKFrameInfo *)frame completionHandler:(void (^)(void))completionHandler;
- (void)webView:(WKWebView *)webView runJavaScriptConfirmPanelWithMessage:(NSString *)message initiatedByFrame:(WKFrameInfo *)frame completionHandler:(void (^)(BOOL result))completionHandler;
- (void)webView:(WKWebView *)webView runJavaScriptTextInputPanelWithPrompt:(NSString *)prompt defaultText:(NSString *)defaultText initiatedByFrame:(WKFrameInfo *)frame completionHandler:(void (^)(NSString *result))completionHandler;
@end
@interface WKWebView : UIView
- (instancetype)initWithFrame:(CGRect)frame configuration:(WKWebViewConfiguration *)configuration NS_DESIGNATED_INITIALIZER;
@property (nonatomic, readonly, copy) WKWebViewConfiguration *configuration;
@property (nonatomic, weak) id<WKNavigationDelegate> navigationDelegate;
@property (nonatomic, weak) id<WKUIDelegate> UIDelegate;
- (WKNavigation *)loadRequest:(NSURLRequest *)request;
- (WKNavigation *)loadFileURL:(NSURL *)URL allowingReadAccessToURL:(NSURL *)readAccessURL;
- (WKNavigation *)loadHTMLString:(NSString *)string baseURL:(NSURL *)baseURL;
- (WKNavigation *)loadData:(NSData *)data MIMEType:(NSString *)MIMEType characterEncodingName:(NSString *)characterEncodingName baseURL:(NSURL *)baseURL;
@property (nonatomic, readonly, copy) NSString *title;
@property (nonatomic, readonly, copy) NSURL *URL;
@property (nonatomic, readonly, getter=isLoading) BOOL loading;
@property (nonatomic, readonly) double estimatedProgress;
@property (nonatomic, readonly) BOOL canGoBack;
@property (nonatomic, readonly) BOOL canGoForward;
@property (nonatomic, readonly, strong) UIScrollView *scrollView;
@property (nonatomic) BOOL allowsBackForwardNavigationGestures;
@property (nonatomic, copy) NSString *customUserAgent;
- (WKNavigation *)goBack;
- (WKNavigation *)goForward;
- (WKNavigation *)reload;
- (void)stopLoading;
- (void)evaluateJavaScript:(NSString *)javaScriptString completionHandler:(void (^)(id result, NSError *error))completionHandler;
@end

/* -------------------------- well-known companions of ReactiveObjC app code
   (ReactiveViewModel, Masonry, AFNetworking, SDWebImage, MJRefresh,
   MBProgressHUD, SVProgressHUD, Mantle, JSONModel): their types and the
   selectors that take blocks, so such blocks and their captures survive. */
@interface RVMViewModel : NSObject
@property (atomic, getter=isActive) BOOL active;
@property (nonatomic, strong, readonly) RACSignal *didBecomeActiveSignal;
@property (nonatomic, strong, readonly) RACSignal *didBecomeInactiveSignal;
@property (nonatomic, strong, readonly) id model;
- (instancetype)initWithModel:(id)model;
- (RACSignal *)forwardSignalWhileActive:(RACSignal *)signal;
- (RACSignal *)throttleSignalWhileInactive:(RACSignal *)signal;
@end

@class MASConstraint, MASViewAttribute;
@interface MASViewAttribute : NSObject
@property (nonatomic, weak, readonly) UIView *view;
@property (nonatomic, weak, readonly) id item;
@property (nonatomic, assign, readonly) NSLayoutAttribute layoutAttribute;
@end
@interface MASConstraint : NSObject
- (MASConstraint * (^)(UIEdgeInsets insets))insets;
- (MASConstraint * (^)(CGFloat inset))inset;
- (MASConstraint * (^)(CGSize offset))sizeOffset;
- (MASConstraint * (^)(CGPoint offset))centerOffset;
- (MASConstraint * (^)(CGFloat offset))offset;
- (MASConstraint * (^)(NSValue *value))valueOffset;
- (MASConstraint * (^)(CGFloat multiplier))multipliedBy;
- (MASConstraint * (^)(CGFloat divider))dividedBy;
- (MASConstraint * (^)(UILayoutPriority priority))priority;
- (MASConstraint * (^)(void))priorityLow;
- (MASConstraint * (^)(void))priorityMedium;
- (MASConstraint * (^)(void))priorityHigh;
- (MASConstraint * (^)(id attr))equalTo;
- (MASConstraint * (^)(id attr))greaterThanOrEqualTo;
- (MASConstraint * (^)(id attr))lessThanOrEqualTo;
- (MASConstraint *)with;
- (MASConstraint *)and;
@property (nonatomic, strong, readonly) MASConstraint *left, *top, *right, *bottom, *leading, *trailing, *width, *height, *centerX, *centerY, *baseline, *firstBaseline, *lastBaseline, *leftMargin, *rightMargin, *topMargin, *bottomMargin, *leadingMargin, *trailingMargin, *centerXWithinMargins, *centerYWithinMargins, *edges, *size, *center;
- (MASConstraint * (^)(id key))key;
- (void)setInsets:(UIEdgeInsets)insets;
- (void)setInset:(CGFloat)inset;
- (void)setSizeOffset:(CGSize)sizeOffset;
- (void)setCenterOffset:(CGPoint)centerOffset;
- (void)setOffset:(CGFloat)offset;
- (void)activate;
- (void)deactivate;
- (void)install;
- (void)uninstall;
@end
@interface MASConstraintMaker : NSObject
- (instancetype)initWithView:(UIView *)view;
@property (nonatomic, strong, readonly) MASConstraint *left, *top, *right, *bottom, *leading, *trailing, *width, *height, *centerX, *centerY, *baseline, *firstBaseline, *lastBaseline, *leftMargin, *rightMargin, *topMargin, *bottomMargin, *leadingMargin, *trailingMargin, *centerXWithinMargins, *centerYWithinMargins, *edges, *size, *center;
@property (nonatomic, assign) BOOL updateExisting;
@property (nonatomic, assign) BOOL removeExisting;
- (MASConstraint * (^)(NSUInteger attrs))attributes;
- (NSArray *)install;
- (MASConstraint * (^)(dispatch_block_t))group;
@end
RXS_EXTERN_C id _MASBoxValue(const char *type, ...);
#define MASBoxValue(value) _MASBoxValue(@encode(__typeof__((value))), (value))
#define mas_equalTo(...) equalTo(MASBoxValue((__VA_ARGS__)))
#define mas_greaterThanOrEqualTo(...) greaterThanOrEqualTo(MASBoxValue((__VA_ARGS__)))
#define mas_lessThanOrEqualTo(...) lessThanOrEqualTo(MASBoxValue((__VA_ARGS__)))
#define mas_offset(...) valueOffset(MASBoxValue((__VA_ARGS__)))
typedef NS_ENUM(NSUInteger, MASAxisType) { MASAxisTypeHorizontal, MASAxisTypeVertical };
@interface UIView (RXSMASAdditions)
@property (nonatomic, strong, readonly) MASViewAttribute *mas_left, *mas_top, *mas_right, *mas_bottom, *mas_leading, *mas_trailing, *mas_width, *mas_height, *mas_centerX, *mas_centerY, *mas_baseline, *mas_firstBaseline, *mas_lastBaseline, *mas_leftMargin, *mas_rightMargin, *mas_topMargin, *mas_bottomMargin, *mas_safeAreaLayoutGuide, *mas_safeAreaLayoutGuideTop, *mas_safeAreaLayoutGuideBottom, *mas_safeAreaLayoutGuideLeft, *mas_safeAreaLayoutGuideRight;
@property (nonatomic, strong) id mas_key;
- (instancetype)mas_closestCommonSuperview:(UIView *)view;
- (NSArray *)mas_makeConstraints:(void (^)(MASConstraintMaker *make))block;
- (NSArray *)mas_updateConstraints:(void (^)(MASConstraintMaker *make))block;
- (NSArray *)mas_remakeConstraints:(void (^)(MASConstraintMaker *make))block;
@end
@interface UIViewController (RXSMASAdditions)
@property (nonatomic, strong, readonly) MASViewAttribute *mas_topLayoutGuide, *mas_bottomLayoutGuide, *mas_topLayoutGuideTop, *mas_topLayoutGuideBottom, *mas_bottomLayoutGuideTop, *mas_bottomLayoutGuideBottom;
@end
@interface NSArray (RXSMASAdditions)
- (NSArray *)mas_makeConstraints:(void (^)(MASConstraintMaker *make))block;
- (NSArray *)mas_updateConstraints:(void (^)(MASConstraintMaker *make))block;
- (NSArray *)mas_remakeConstraints:(void (^)(MASConstraintMaker *make))block;
- (void)mas_distributeViewsAlongAxis:(MASAxisType)axisType withFixedSpacing:(CGFloat)fixedSpacing leadSpacing:(CGFloat)leadSpacing tailSpacing:(CGFloat)tailSpacing;
- (void)mas_distributeViewsAlongAxis:(MASAxisType)axisType withFixedItemLength:(CGFloat)fixedItemLength leadSpacing:(CGFloat)leadSpacing tailSpacing:(CGFloat)tailSpacing;
@end

typedef NS_ENUM(NSInteger, AFNetworkReachabilityStatus) { AFNetworkReachabilityStatusUnknown = -1, AFNetworkReachabilityStatusNotReachable = 0, AFNetworkReachabilityStatusReachableViaWWAN = 1, AFNetworkReachabilityStatusReachableViaWiFi = 2 };
typedef NS_ENUM(NSUInteger, AFSSLPinningMode) { AFSSLPinningModeNone, AFSSLPinningModePublicKey, AFSSLPinningModeCertificate };
@protocol AFURLRequestSerialization <NSObject, NSSecureCoding, NSCopying>
@end
@protocol AFURLResponseSerialization <NSObject, NSSecureCoding, NSCopying>
@end
@protocol AFMultipartFormData
- (BOOL)appendPartWithFileURL:(NSURL *)fileURL name:(NSString *)name error:(NSError **)error;
- (BOOL)appendPartWithFileURL:(NSURL *)fileURL name:(NSString *)name fileName:(NSString *)fileName mimeType:(NSString *)mimeType error:(NSError **)error;
- (void)appendPartWithFileData:(NSData *)data name:(NSString *)name fileName:(NSString *)fileName mimeType:(NSString *)mimeType;
- (void)appendPartWithFormData:(NSData *)data name:(NSString *)name;
- (void)appendPartWithHeaders:(NSDictionary *)headers body:(NSData *)body;
@end
@interface AFHTTPRequestSerializer : NSObject <AFURLRequestSerialization>
+ (instancetype)serializer;
@property (nonatomic, assign) NSStringEncoding stringEncoding;
@property (nonatomic, assign) NSTimeInterval timeoutInterval;
@property (nonatomic, assign) NSURLRequestCachePolicy cachePolicy;
@property (nonatomic, assign) BOOL HTTPShouldHandleCookies;
@property (readonly, nonatomic, strong) NSDictionary *HTTPRequestHeaders;
- (void)setValue:(NSString *)value forHTTPHeaderField:(NSString *)field;
- (NSString *)valueForHTTPHeaderField:(NSString *)field;
- (void)setAuthorizationHeaderFieldWithUsername:(NSString *)username password:(NSString *)password;
- (void)clearAuthorizationHeader;
- (void)setQueryStringSerializationWithBlock:(NSString * (^)(NSURLRequest *request, id parameters, NSError **error))block;
- (NSMutableURLRequest *)requestWithMethod:(NSString *)method URLString:(NSString *)URLString parameters:(id)parameters error:(NSError **)error;
- (NSMutableURLRequest *)multipartFormRequestWithMethod:(NSString *)method URLString:(NSString *)URLString parameters:(NSDictionary *)parameters constructingBodyWithBlock:(void (^)(id<AFMultipartFormData> formData))block error:(NSError **)error;
@end
@interface AFJSONRequestSerializer : AFHTTPRequestSerializer
@end
@interface AFPropertyListRequestSerializer : AFHTTPRequestSerializer
@end
@interface AFHTTPResponseSerializer : NSObject <AFURLResponseSerialization>
+ (instancetype)serializer;
@property (nonatomic, copy) NSIndexSet *acceptableStatusCodes;
@property (nonatomic, copy) NSSet<NSString *> *acceptableContentTypes;
@property (nonatomic, assign) NSStringEncoding stringEncoding;
- (id)responseObjectForResponse:(NSURLResponse *)response data:(NSData *)data error:(NSError **)error;
@end
@interface AFJSONResponseSerializer : AFHTTPResponseSerializer
+ (instancetype)serializerWithReadingOptions:(NSJSONReadingOptions)readingOptions;
@property (nonatomic, assign) NSJSONReadingOptions readingOptions;
@property (nonatomic, assign) BOOL removesKeysWithNullValues;
@end
@interface AFXMLParserResponseSerializer : AFHTTPResponseSerializer
@end
@interface AFImageResponseSerializer : AFHTTPResponseSerializer
@end
@interface AFCompoundResponseSerializer : AFHTTPResponseSerializer
+ (instancetype)compoundSerializerWithResponseSerializers:(NSArray *)responseSerializers;
@end
@interface AFSecurityPolicy : NSObject
+ (instancetype)defaultPolicy;
+ (instancetype)policyWithPinningMode:(AFSSLPinningMode)pinningMode;
@property (nonatomic, assign) BOOL allowInvalidCertificates;
@property (nonatomic, assign) BOOL validatesDomainName;
@property (nonatomic, strong) NSSet<NSData *> *pinnedCertificates;
@end
@interface AFNetworkReachabilityManager : NSObject
+ (instancetype)sharedManager;
+ (instancetype)managerForDomain:(NSString *)domain;
@property (readonly, nonatomic, assign) AFNetworkReachabilityStatus networkReachabilityStatus;
@property (readonly, nonatomic, assign, getter=isReachable) BOOL reachable;
@property (readonly, nonatomic, assign, getter=isReachableViaWWAN) BOOL reachableViaWWAN;
@property (readonly, nonatomic, assign, getter=isReachableViaWiFi) BOOL reachableViaWiFi;
- (void)startMonitoring;
- (void)stopMonitoring;
- (void)setReachabilityStatusChangeBlock:(void (^)(AFNetworkReachabilityStatus status))block;
@end
@interface AFURLSessionManager : NSObject <NSURLSessionDelegate, NSURLSessionTaskDelegate, NSURLSessionDataDelegate, NSURLSessionDownloadDelegate, NSSecureCoding, NSCopying>
- (instancetype)initWithSessionConfiguration:(NSURLSessionConfiguration *)configuration;
@property (readonly, nonatomic, strong) NSURLSession *session;
@property (readonly, nonatomic, strong) NSOperationQueue *operationQueue;
@property (nonatomic, strong) id<AFURLResponseSerialization> responseSerializer;
@property (nonatomic, strong) AFSecurityPolicy *securityPolicy;
@property (readwrite, nonatomic, strong) AFNetworkReachabilityManager *reachabilityManager;
@property (readonly, nonatomic, strong) NSArray<NSURLSessionTask *> *tasks;
@property (nonatomic, strong) dispatch_queue_t completionQueue;
- (void)invalidateSessionCancelingTasks:(BOOL)cancelPendingTasks;
- (NSURLSessionDataTask *)dataTaskWithRequest:(NSURLRequest *)request completionHandler:(void (^)(NSURLResponse *response, id responseObject, NSError *error))completionHandler;
- (NSURLSessionDataTask *)dataTaskWithRequest:(NSURLRequest *)request uploadProgress:(void (^)(NSProgress *uploadProgress))uploadProgressBlock downloadProgress:(void (^)(NSProgress *downloadProgress))downloadProgressBlock completionHandler:(void (^)(NSURLResponse *response, id responseObject, NSError *error))completionHandler;
- (NSURLSessionUploadTask *)uploadTaskWithStreamedRequest:(NSURLRequest *)request progress:(void (^)(NSProgress *uploadProgress))uploadProgressBlock completionHandler:(void (^)(NSURLResponse *response, id responseObject, NSError *error))completionHandler;
- (NSURLSessionDownloadTask *)downloadTaskWithRequest:(NSURLRequest *)request progress:(void (^)(NSProgress *downloadProgress))downloadProgressBlock destination:(NSURL * (^)(NSURL *targetPath, NSURLResponse *response))destination completionHandler:(void (^)(NSURLResponse *response, NSURL *filePath, NSError *error))completionHandler;
- (void)setTaskDidCompleteBlock:(void (^)(NSURLSession *session, NSURLSessionTask *task, NSError *error))block;
- (void)setSessionDidReceiveAuthenticationChallengeBlock:(NSURLSessionAuthChallengeDisposition (^)(NSURLSession *session, NSURLAuthenticationChallenge *challenge, NSURLCredential **credential))block;
@end
@interface AFHTTPSessionManager : AFURLSessionManager
+ (instancetype)manager;
- (instancetype)initWithBaseURL:(NSURL *)url;
- (instancetype)initWithBaseURL:(NSURL *)url sessionConfiguration:(NSURLSessionConfiguration *)configuration;
@property (readonly, nonatomic, strong) NSURL *baseURL;
@property (nonatomic, strong) AFHTTPRequestSerializer<AFURLRequestSerialization> *requestSerializer;
@property (nonatomic, strong) AFHTTPResponseSerializer<AFURLResponseSerialization> *responseSerializer;
- (NSURLSessionDataTask *)GET:(NSString *)URLString parameters:(id)parameters success:(void (^)(NSURLSessionDataTask *task, id responseObject))success failure:(void (^)(NSURLSessionDataTask *task, NSError *error))failure;
- (NSURLSessionDataTask *)GET:(NSString *)URLString parameters:(id)parameters progress:(void (^)(NSProgress *downloadProgress))downloadProgress success:(void (^)(NSURLSessionDataTask *task, id responseObject))success failure:(void (^)(NSURLSessionDataTask *task, NSError *error))failure;
- (NSURLSessionDataTask *)GET:(NSString *)URLString parameters:(id)parameters headers:(NSDictionary<NSString *, NSString *> *)headers progress:(void (^)(NSProgress *downloadProgress))downloadProgress success:(void (^)(NSURLSessionDataTask *task, id responseObject))success failure:(void (^)(NSURLSessionDataTask *task, NSError *error))failure;
- (NSURLSessionDataTask *)HEAD:(NSString *)URLString parameters:(id)parameters success:(void (^)(NSURLSessionDataTask *task))success failure:(void (^)(NSURLSessionDataTask *task, NSError *error))failure;
- (NSURLSessionDataTask *)POST:(NSString *)URLString parameters:(id)parameters success:(void (^)(NSURLSessionDataTask *task, id responseObject))success failure:(void (^)(NSURLSessionDataTask *task, NSError *error))failure;
- (NSURLSessionDataTask *)POST:(NSString *)URLString parameters:(id)parameters progress:(void (^)(NSProgress *uploadProgress))uploadProgress success:(void (^)(NSURLSessionDataTask *task, id responseObject))success failure:(void (^)(NSURLSessionDataTask *task, NSError *error))failure;
- (NSURLSessionDataTask *)POST:(NSString *)URLString parameters:(id)parameters headers:(NSDictionary<NSString *, NSString *> *)headers progress:(void (^)(NSProgress *uploadProgress))uploadProgress success:(void (^)(NSURLSessionDataTask *task, id responseObject))success failure:(void (^)(NSURLSessionDataTask *task, NSError *error))failure;
- (NSURLSessionDataTask *)POST:(NSString *)URLString parameters:(id)parameters constructingBodyWithBlock:(void (^)(id<AFMultipartFormData> formData))block success:(void (^)(NSURLSessionDataTask *task, id responseObject))success failure:(void (^)(NSURLSessionDataTask *task, NSError *error))failure;
- (NSURLSessionDataTask *)POST:(NSString *)URLString parameters:(id)parameters constructingBodyWithBlock:(void (^)(id<AFMultipartFormData> formData))block progress:(void (^)(NSProgress *uploadProgress))uploadProgress success:(void (^)(NSURLSessionDataTask *task, id responseObject))success failure:(void (^)(NSURLSessionDataTask *task, NSError *error))failure;
- (NSURLSessionDataTask *)PUT:(NSString *)URLString parameters:(id)parameters success:(void (^)(NSURLSessionDataTask *task, id responseObject))success failure:(void (^)(NSURLSessionDataTask *task, NSError *error))failure;
- (NSURLSessionDataTask *)PATCH:(NSString *)URLString parameters:(id)parameters success:(void (^)(NSURLSessionDataTask *task, id responseObject))success failure:(void (^)(NSURLSessionDataTask *task, NSError *error))failure;
- (NSURLSessionDataTask *)DELETE:(NSString *)URLString parameters:(id)parameters success:(void (^)(NSURLSessionDataTask *task, id responseObject))success failure:(void (^)(NSURLSessionDataTask *task, NSError *error))failure;
@end
@interface AFHTTPRequestOperation : NSOperation
- (instancetype)initWithRequest:(NSURLRequest *)urlRequest;
@property (readonly, nonatomic, strong) NSURLRequest *request;
@property (readonly, nonatomic, strong) NSHTTPURLResponse *response;
@property (readonly, nonatomic, strong) NSError *error;
@property (readonly, nonatomic, strong) NSData *responseData;
@property (readonly, nonatomic, copy) NSString *responseString;
@property (readonly, nonatomic, strong) id responseObject;
@property (nonatomic, strong) AFHTTPResponseSerializer<AFURLResponseSerialization> *responseSerializer;
- (void)setCompletionBlockWithSuccess:(void (^)(AFHTTPRequestOperation *operation, id responseObject))success failure:(void (^)(AFHTTPRequestOperation *operation, NSError *error))failure;
- (void)setUploadProgressBlock:(void (^)(NSUInteger bytesWritten, long long totalBytesWritten, long long totalBytesExpectedToWrite))block;
- (void)setDownloadProgressBlock:(void (^)(NSUInteger bytesRead, long long totalBytesRead, long long totalBytesExpectedToRead))block;
- (void)pause;
- (void)resume;
@end
@interface AFHTTPRequestOperationManager : NSObject <NSSecureCoding, NSCopying>
+ (instancetype)manager;
- (instancetype)initWithBaseURL:(NSURL *)url;
@property (readonly, nonatomic, strong) NSURL *baseURL;
@property (nonatomic, strong) AFHTTPRequestSerializer<AFURLRequestSerialization> *requestSerializer;
@property (nonatomic, strong) AFHTTPResponseSerializer<AFURLResponseSerialization> *responseSerializer;
@property (nonatomic, strong) NSOperationQueue *operationQueue;
@property (nonatomic, strong) AFSecurityPolicy *securityPolicy;
@property (readwrite, nonatomic, strong) AFNetworkReachabilityManager *reachabilityManager;
- (AFHTTPRequestOperation *)HTTPRequestOperationWithRequest:(NSURLRequest *)request success:(void (^)(AFHTTPRequestOperation *operation, id responseObject))success failure:(void (^)(AFHTTPRequestOperation *operation, NSError *error))failure;
- (AFHTTPRequestOperation *)GET:(NSString *)URLString parameters:(id)parameters success:(void (^)(AFHTTPRequestOperation *operation, id responseObject))success failure:(void (^)(AFHTTPRequestOperation *operation, NSError *error))failure;
- (AFHTTPRequestOperation *)HEAD:(NSString *)URLString parameters:(id)parameters success:(void (^)(AFHTTPRequestOperation *operation))success failure:(void (^)(AFHTTPRequestOperation *operation, NSError *error))failure;
- (AFHTTPRequestOperation *)POST:(NSString *)URLString parameters:(id)parameters success:(void (^)(AFHTTPRequestOperation *operation, id responseObject))success failure:(void (^)(AFHTTPRequestOperation *operation, NSError *error))failure;
- (AFHTTPRequestOperation *)POST:(NSString *)URLString parameters:(id)parameters constructingBodyWithBlock:(void (^)(id<AFMultipartFormData> formData))block success:(void (^)(AFHTTPRequestOperation *operation, id responseObject))success failure:(void (^)(AFHTTPRequestOperation *operation, NSError *error))failure;
- (AFHTTPRequestOperation *)PUT:(NSString *)URLString parameters:(id)parameters success:(void (^)(AFHTTPRequestOperation *operation, id responseObject))success failure:(void (^)(AFHTTPRequestOperation *operation, NSError *error))failure;
- (AFHTTPRequestOperation *)PATCH:(NSString *)URLString parameters:(id)parameters success:(void (^)(AFHTTPRequestOperation *operation, id responseObject))success failure:(void (^)(AFHTTPRequestOperation *operation, NSError *error))failure;
- (AFHTTPRequestOperation *)DELETE:(NSString *)URLString parameters:(id)parameters success:(void (^)(AFHTTPRequestOperation *operation, id responseObject))success failure:(void (^)(AFHTTPRequestOperation *operation, NSError *error))failure;
@end
/* AFNetworking 1.x names */
@interface AFURLConnectionOperation : NSOperation
- (instancetype)initWithRequest:(NSURLRequest *)urlRequest;
@property (readonly, nonatomic, strong) NSURLRequest *request;
@property (readonly, nonatomic, strong) NSURLResponse *response;
@property (readonly, nonatomic, strong) NSError *error;
@property (readonly, nonatomic, strong) NSData *responseData;
@property (readonly, nonatomic, copy) NSString *responseString;
- (void)setUploadProgressBlock:(void (^)(NSUInteger bytesWritten, long long totalBytesWritten, long long totalBytesExpectedToWrite))block;
- (void)setDownloadProgressBlock:(void (^)(NSUInteger bytesRead, long long totalBytesRead, long long totalBytesExpectedToRead))block;
@end
@interface AFJSONRequestOperation : AFHTTPRequestOperation
@property (readonly, nonatomic, strong) id responseJSON;
+ (instancetype)JSONRequestOperationWithRequest:(NSURLRequest *)urlRequest success:(void (^)(NSURLRequest *request, NSHTTPURLResponse *response, id JSON))success failure:(void (^)(NSURLRequest *request, NSHTTPURLResponse *response, NSError *error, id JSON))failure;
@end
@interface AFHTTPClient : NSObject
+ (instancetype)clientWithBaseURL:(NSURL *)url;
- (instancetype)initWithBaseURL:(NSURL *)url;
@property (readonly, nonatomic, strong) NSURL *baseURL;
@property (readonly, nonatomic, strong) NSOperationQueue *operationQueue;
- (void)setDefaultHeader:(NSString *)header value:(NSString *)value;
- (BOOL)registerHTTPOperationClass:(Class)operationClass;
- (NSMutableURLRequest *)requestWithMethod:(NSString *)method path:(NSString *)path parameters:(NSDictionary *)parameters;
- (AFHTTPRequestOperation *)HTTPRequestOperationWithRequest:(NSURLRequest *)urlRequest success:(void (^)(AFHTTPRequestOperation *operation, id responseObject))success failure:(void (^)(AFHTTPRequestOperation *operation, NSError *error))failure;
- (void)enqueueHTTPRequestOperation:(AFHTTPRequestOperation *)operation;
- (void)getPath:(NSString *)path parameters:(NSDictionary *)parameters success:(void (^)(AFHTTPRequestOperation *operation, id responseObject))success failure:(void (^)(AFHTTPRequestOperation *operation, NSError *error))failure;
- (void)postPath:(NSString *)path parameters:(NSDictionary *)parameters success:(void (^)(AFHTTPRequestOperation *operation, id responseObject))success failure:(void (^)(AFHTTPRequestOperation *operation, NSError *error))failure;
- (void)putPath:(NSString *)path parameters:(NSDictionary *)parameters success:(void (^)(AFHTTPRequestOperation *operation, id responseObject))success failure:(void (^)(AFHTTPRequestOperation *operation, NSError *error))failure;
- (void)deletePath:(NSString *)path parameters:(NSDictionary *)parameters success:(void (^)(AFHTTPRequestOperation *operation, id responseObject))success failure:(void (^)(AFHTTPRequestOperation *operation, NSError *error))failure;
@end

typedef NS_OPTIONS(NSUInteger, SDWebImageOptions) { SDWebImageRetryFailed = 1 << 0, SDWebImageLowPriority = 1 << 1, SDWebImageCacheMemoryOnly = 1 << 2, SDWebImageProgressiveDownload = 1 << 3, SDWebImageRefreshCached = 1 << 4, SDWebImageContinueInBackground = 1 << 5, SDWebImageHandleCookies = 1 << 6, SDWebImageAllowInvalidSSLCertificates = 1 << 7, SDWebImageHighPriority = 1 << 8, SDWebImageDelayPlaceholder = 1 << 9, SDWebImageTransformAnimatedImage = 1 << 10, SDWebImageAvoidAutoSetImage = 1 << 11 };
typedef NS_ENUM(NSInteger, SDImageCacheType) { SDImageCacheTypeNone, SDImageCacheTypeDisk, SDImageCacheTypeMemory };
typedef void (^SDWebImageDownloaderProgressBlock)(NSInteger receivedSize, NSInteger expectedSize, NSURL *targetURL);
typedef void (^SDExternalCompletionBlock)(UIImage *image, NSError *error, SDImageCacheType cacheType, NSURL *imageURL);
typedef void (^SDInternalCompletionBlock)(UIImage *image, NSData *data, NSError *error, SDImageCacheType cacheType, BOOL finished, NSURL *imageURL);
typedef SDExternalCompletionBlock SDWebImageCompletionBlock;
@interface UIView (RXSWebCache)
- (void)sd_cancelCurrentImageLoad;
- (void)sd_setShowActivityIndicatorView:(BOOL)show;
- (void)sd_setIndicatorStyle:(UIActivityIndicatorViewStyle)style;
@end
@interface UIImageView (RXSWebCache)
- (NSURL *)sd_imageURL;
- (void)sd_setImageWithURL:(NSURL *)url;
- (void)sd_setImageWithURL:(NSURL *)url placeholderImage:(UIImage *)placeholder;
- (void)sd_setImageWithURL:(NSURL *)url placeholderImage:(UIImage *)placeholder options:(SDWebImageOptions)options;
- (void)sd_setImageWithURL:(NSURL *)url completed:(SDExternalCompletionBlock)completedBlock;
- (void)sd_setImageWithURL:(NSURL *)url placeholderImage:(UIImage *)placeholder completed:(SDExternalCompletionBlock)completedBlock;
- (void)sd_setImageWithURL:(NSURL *)url placeholderImage:(UIImage *)placeholder options:(SDWebImageOptions)options completed:(SDExternalCompletionBlock)completedBlock;
- (void)sd_setImageWithURL:(NSURL *)url placeholderImage:(UIImage *)placeholder options:(SDWebImageOptions)options progress:(SDWebImageDownloaderProgressBlock)progressBlock completed:(SDExternalCompletionBlock)completedBlock;
- (void)setImageWithURL:(NSURL *)url;
- (void)setImageWithURL:(NSURL *)url placeholderImage:(UIImage *)placeholder;
- (void)setImageWithURL:(NSURL *)url placeholderImage:(UIImage *)placeholder completed:(SDExternalCompletionBlock)completedBlock;
@end
@interface UIButton (RXSWebCache)
- (void)sd_setImageWithURL:(NSURL *)url forState:(UIControlState)state;
- (void)sd_setImageWithURL:(NSURL *)url forState:(UIControlState)state placeholderImage:(UIImage *)placeholder;
- (void)sd_setImageWithURL:(NSURL *)url forState:(UIControlState)state placeholderImage:(UIImage *)placeholder completed:(SDExternalCompletionBlock)completedBlock;
- (void)sd_setImageWithURL:(NSURL *)url forState:(UIControlState)state placeholderImage:(UIImage *)placeholder options:(SDWebImageOptions)options completed:(SDExternalCompletionBlock)completedBlock;
- (void)sd_setBackgroundImageWithURL:(NSURL *)url forState:(UIControlState)state;
- (void)sd_setBackgroundImageWithURL:(NSURL *)url forState:(UIControlState)state placeholderImage:(UIImage *)placeholder;
- (void)sd_setBackgroundImageWithURL:(NSURL *)url forState:(UIControlState)state placeholderImage:(UIImage *)placeholder completed:(SDExternalCompletionBlock)completedBlock;
@end
@interface SDImageCache : NSObject
+ (instancetype)sharedImageCache;
- (void)storeImage:(UIImage *)image forKey:(NSString *)key completion:(void (^)(void))completionBlock;
- (void)storeImage:(UIImage *)image forKey:(NSString *)key;
- (UIImage *)imageFromMemoryCacheForKey:(NSString *)key;
- (UIImage *)imageFromDiskCacheForKey:(NSString *)key;
- (UIImage *)imageFromCacheForKey:(NSString *)key;
- (void)removeImageForKey:(NSString *)key withCompletion:(void (^)(void))completion;
- (void)clearMemory;
- (void)clearDisk;
- (void)clearDiskOnCompletion:(void (^)(void))completion;
- (void)cleanDisk;
- (void)cleanDiskWithCompletionBlock:(void (^)(void))completionBlock;
- (NSUInteger)getSize;
- (NSUInteger)getDiskCount;
- (void)calculateSizeWithCompletionBlock:(void (^)(NSUInteger fileCount, NSUInteger totalSize))completionBlock;
@end
@interface SDWebImageManager : NSObject
+ (instancetype)sharedManager;
@property (strong, nonatomic, readonly) SDImageCache *imageCache;
- (id)loadImageWithURL:(NSURL *)url options:(SDWebImageOptions)options progress:(SDWebImageDownloaderProgressBlock)progressBlock completed:(SDInternalCompletionBlock)completedBlock;
- (id)downloadImageWithURL:(NSURL *)url options:(SDWebImageOptions)options progress:(SDWebImageDownloaderProgressBlock)progressBlock completed:(void (^)(UIImage *image, NSError *error, SDImageCacheType cacheType, BOOL finished, NSURL *imageURL))completedBlock;
- (void)cancelAll;
- (NSString *)cacheKeyForURL:(NSURL *)url;
@end
@interface SDWebImageDownloader : NSObject
+ (instancetype)sharedDownloader;
- (id)downloadImageWithURL:(NSURL *)url options:(NSUInteger)options progress:(SDWebImageDownloaderProgressBlock)progressBlock completed:(void (^)(UIImage *image, NSData *data, NSError *error, BOOL finished))completedBlock;
@end

typedef NS_ENUM(NSInteger, MJRefreshState) { MJRefreshStateIdle = 1, MJRefreshStatePulling, MJRefreshStateRefreshing, MJRefreshStateWillRefresh, MJRefreshStateNoMoreData };
typedef void (^MJRefreshComponentRefreshingBlock)(void);
typedef void (^MJRefreshComponentAction)(void);
@interface MJRefreshComponent : UIView
@property (copy, nonatomic) MJRefreshComponentRefreshingBlock refreshingBlock;
- (void)setRefreshingTarget:(id)target refreshingAction:(SEL)action;
@property (weak, nonatomic) id refreshingTarget;
@property (assign, nonatomic) SEL refreshingAction;
- (void)beginRefreshing;
- (void)beginRefreshingWithCompletionBlock:(void (^)(void))completionBlock;
- (void)endRefreshing;
- (void)endRefreshingWithCompletionBlock:(void (^)(void))completionBlock;
@property (assign, nonatomic, readonly, getter=isRefreshing) BOOL refreshing;
@property (assign, nonatomic) MJRefreshState state;
@property (weak, nonatomic, readonly) UIScrollView *scrollView;
@property (assign, nonatomic) CGFloat pullingPercent;
@property (assign, nonatomic, getter=isAutomaticallyChangeAlpha) BOOL automaticallyChangeAlpha;
@property (copy, nonatomic) MJRefreshComponentAction beginRefreshingCompletionBlock;
@property (copy, nonatomic) MJRefreshComponentAction endRefreshingCompletionBlock;
@end
@interface MJRefreshHeader : MJRefreshComponent
+ (instancetype)headerWithRefreshingBlock:(MJRefreshComponentRefreshingBlock)refreshingBlock;
+ (instancetype)headerWithRefreshingTarget:(id)target refreshingAction:(SEL)action;
@property (copy, nonatomic) NSString *lastUpdatedTimeKey;
@property (strong, nonatomic, readonly) NSDate *lastUpdatedTime;
@property (assign, nonatomic) CGFloat ignoredScrollViewContentInsetTop;
@end
@interface MJRefreshStateHeader : MJRefreshHeader
@property (copy, nonatomic) NSString * (^lastUpdatedTimeText)(NSDate *lastUpdatedTime);
@property (weak, nonatomic, readonly) UILabel *lastUpdatedTimeLabel;
@property (weak, nonatomic, readonly) UILabel *stateLabel;
@property (assign, nonatomic) CGFloat labelLeftInset;
- (void)setTitle:(NSString *)title forState:(MJRefreshState)state;
@end
@interface MJRefreshNormalHeader : MJRefreshStateHeader
@property (weak, nonatomic, readonly) UIImageView *arrowView;
@property (assign, nonatomic) UIActivityIndicatorViewStyle activityIndicatorViewStyle;
@end
@interface MJRefreshGifHeader : MJRefreshStateHeader
@property (weak, nonatomic, readonly) UIImageView *gifView;
- (void)setImages:(NSArray *)images duration:(NSTimeInterval)duration forState:(MJRefreshState)state;
- (void)setImages:(NSArray *)images forState:(MJRefreshState)state;
@end
@interface MJRefreshFooter : MJRefreshComponent
+ (instancetype)footerWithRefreshingBlock:(MJRefreshComponentRefreshingBlock)refreshingBlock;
+ (instancetype)footerWithRefreshingTarget:(id)target refreshingAction:(SEL)action;
- (void)endRefreshingWithNoMoreData;
- (void)noticeNoMoreData;
- (void)resetNoMoreData;
@property (assign, nonatomic) CGFloat ignoredScrollViewContentInsetBottom;
@property (assign, nonatomic, getter=isAutomaticallyHidden) BOOL automaticallyHidden;
@end
@interface MJRefreshAutoFooter : MJRefreshFooter
@property (assign, nonatomic, getter=isAutomaticallyRefresh) BOOL automaticallyRefresh;
@property (assign, nonatomic) CGFloat triggerAutomaticallyRefreshPercent;
@end
@interface MJRefreshBackFooter : MJRefreshFooter
@end
@interface MJRefreshAutoStateFooter : MJRefreshAutoFooter
@property (weak, nonatomic, readonly) UILabel *stateLabel;
@property (assign, nonatomic, getter=isRefreshingTitleHidden) BOOL refreshingTitleHidden;
- (void)setTitle:(NSString *)title forState:(MJRefreshState)state;
@end
@interface MJRefreshBackStateFooter : MJRefreshBackFooter
@property (weak, nonatomic, readonly) UILabel *stateLabel;
- (void)setTitle:(NSString *)title forState:(MJRefreshState)state;
@end
@interface MJRefreshAutoNormalFooter : MJRefreshAutoStateFooter
@property (assign, nonatomic) UIActivityIndicatorViewStyle activityIndicatorViewStyle;
@end
@interface MJRefreshBackNormalFooter : MJRefreshBackStateFooter
@property (weak, nonatomic, readonly) UIImageView *arrowView;
@end
@interface MJRefreshAutoGifFooter : MJRefreshAutoStateFooter
@property (weak, nonatomic, readonly) UIImageView *gifView;
- (void)setImages:(NSArray *)images forState:(MJRefreshState)state;
@end
@interface MJRefreshBackGifFooter : MJRefreshBackStateFooter
@property (weak, nonatomic, readonly) UIImageView *gifView;
- (void)setImages:(NSArray *)images forState:(MJRefreshState)state;
@end
@interface UIScrollView (RXSMJRefresh)
@property (strong, nonatomic) MJRefreshHeader *mj_header;
@property (strong, nonatomic) MJRefreshFooter *mj_footer;
@property (strong, nonatomic) MJRefreshHeader *header;
@property (strong, nonatomic) MJRefreshFooter *footer;
@property (assign, nonatomic) CGFloat mj_insetT, mj_insetB, mj_insetL, mj_insetR, mj_offsetX, mj_offsetY, mj_contentW, mj_contentH;
- (NSInteger)mj_totalDataCount;
@end

typedef NS_ENUM(NSInteger, MBProgressHUDMode) { MBProgressHUDModeIndeterminate, MBProgressHUDModeDeterminate, MBProgressHUDModeDeterminateHorizontalBar, MBProgressHUDModeAnnularDeterminate, MBProgressHUDModeCustomView, MBProgressHUDModeText };
typedef NS_ENUM(NSInteger, MBProgressHUDAnimation) { MBProgressHUDAnimationFade, MBProgressHUDAnimationZoom, MBProgressHUDAnimationZoomOut, MBProgressHUDAnimationZoomIn };
typedef NS_ENUM(NSInteger, MBProgressHUDBackgroundStyle) { MBProgressHUDBackgroundStyleSolidColor, MBProgressHUDBackgroundStyleBlur };
typedef void (^MBProgressHUDCompletionBlock)(void);
@interface MBBackgroundView : UIView
@property (nonatomic) MBProgressHUDBackgroundStyle style;
@property (nonatomic, strong) UIColor *color;
@end
@interface MBProgressHUD : UIView
+ (instancetype)showHUDAddedTo:(UIView *)view animated:(BOOL)animated;
+ (BOOL)hideHUDForView:(UIView *)view animated:(BOOL)animated;
+ (NSUInteger)hideAllHUDsForView:(UIView *)view animated:(BOOL)animated;
+ (MBProgressHUD *)HUDForView:(UIView *)view;
- (instancetype)initWithView:(UIView *)view;
- (instancetype)initWithWindow:(UIWindow *)window;
- (void)showAnimated:(BOOL)animated;
- (void)hideAnimated:(BOOL)animated;
- (void)hideAnimated:(BOOL)animated afterDelay:(NSTimeInterval)delay;
- (void)show:(BOOL)animated;
- (void)hide:(BOOL)animated;
- (void)hide:(BOOL)animated afterDelay:(NSTimeInterval)delay;
- (void)showWhileExecuting:(SEL)method onTarget:(id)target withObject:(id)object animated:(BOOL)animated;
- (void)showAnimated:(BOOL)animated whileExecutingBlock:(dispatch_block_t)block;
- (void)showAnimated:(BOOL)animated whileExecutingBlock:(dispatch_block_t)block completionBlock:(MBProgressHUDCompletionBlock)completion;
@property (weak, nonatomic) id delegate;
@property (copy, nonatomic) MBProgressHUDCompletionBlock completionBlock;
@property (assign, nonatomic) NSTimeInterval graceTime;
@property (assign, nonatomic) NSTimeInterval minShowTime;
@property (assign, nonatomic) BOOL removeFromSuperViewOnHide;
@property (assign, nonatomic) MBProgressHUDMode mode;
@property (strong, nonatomic) UIColor *contentColor;
@property (assign, nonatomic) MBProgressHUDAnimation animationType;
@property (assign, nonatomic) CGPoint offset;
@property (assign, nonatomic) CGFloat margin;
@property (assign, nonatomic) CGSize minSize;
@property (assign, nonatomic, getter=isSquare) BOOL square;
@property (assign, nonatomic) float progress;
@property (strong, nonatomic) NSProgress *progressObject;
@property (strong, nonatomic, readonly) MBBackgroundView *bezelView;
@property (strong, nonatomic, readonly) MBBackgroundView *backgroundView;
@property (strong, nonatomic) UIView *customView;
@property (strong, nonatomic, readonly) UILabel *label;
@property (strong, nonatomic, readonly) UILabel *detailsLabel;
@property (strong, nonatomic, readonly) UIButton *button;
@property (copy) NSString *labelText;
@property (copy) NSString *detailsLabelText;
@property (strong) UIFont *labelFont;
@property (strong) UIColor *labelColor;
@property (strong) UIFont *detailsLabelFont;
@property (strong) UIColor *color;
@property (assign) float opacity;
@property (assign) float xOffset;
@property (assign) float yOffset;
@property (assign) BOOL dimBackground;
@property (assign) float cornerRadius;
@end
@protocol MBProgressHUDDelegate <NSObject>
@optional
- (void)hudWasHidden:(MBProgressHUD *)hud;
@end
typedef NS_ENUM(NSUInteger, SVProgressHUDMaskType) { SVProgressHUDMaskTypeNone = 1, SVProgressHUDMaskTypeClear, SVProgressHUDMaskTypeBlack, SVProgressHUDMaskTypeGradient, SVProgressHUDMaskTypeCustom };
typedef NS_ENUM(NSInteger, SVProgressHUDStyle) { SVProgressHUDStyleLight, SVProgressHUDStyleDark, SVProgressHUDStyleCustom };
typedef NS_ENUM(NSUInteger, SVProgressHUDAnimationType) { SVProgressHUDAnimationTypeFlat, SVProgressHUDAnimationTypeNative };
@interface SVProgressHUD : UIView
+ (void)setDefaultStyle:(SVProgressHUDStyle)style;
+ (void)setDefaultMaskType:(SVProgressHUDMaskType)maskType;
+ (void)setDefaultAnimationType:(SVProgressHUDAnimationType)type;
+ (void)setMinimumDismissTimeInterval:(NSTimeInterval)interval;
+ (void)setMaximumDismissTimeInterval:(NSTimeInterval)interval;
+ (void)setBackgroundColor:(UIColor *)color;
+ (void)setForegroundColor:(UIColor *)color;
+ (void)setFont:(UIFont *)font;
+ (void)setMinimumSize:(CGSize)minimumSize;
+ (void)setSuccessImage:(UIImage *)image;
+ (void)setErrorImage:(UIImage *)image;
+ (void)setInfoImage:(UIImage *)image;
+ (void)setOffsetFromCenter:(UIOffset)offset;
+ (void)resetOffsetFromCenter;
+ (void)show;
+ (void)showWithMaskType:(SVProgressHUDMaskType)maskType;
+ (void)showWithStatus:(NSString *)status;
+ (void)showWithStatus:(NSString *)status maskType:(SVProgressHUDMaskType)maskType;
+ (void)showProgress:(float)progress;
+ (void)showProgress:(float)progress status:(NSString *)status;
+ (void)showInfoWithStatus:(NSString *)status;
+ (void)showSuccessWithStatus:(NSString *)status;
+ (void)showSuccessWithStatus:(NSString *)status maskType:(SVProgressHUDMaskType)maskType;
+ (void)showErrorWithStatus:(NSString *)status;
+ (void)showErrorWithStatus:(NSString *)status maskType:(SVProgressHUDMaskType)maskType;
+ (void)showImage:(UIImage *)image status:(NSString *)status;
+ (void)setStatus:(NSString *)status;
+ (void)popActivity;
+ (void)dismiss;
+ (void)dismissWithCompletion:(void (^)(void))completion;
+ (void)dismissWithDelay:(NSTimeInterval)delay;
+ (void)dismissWithDelay:(NSTimeInterval)delay completion:(void (^)(void))completion;
+ (BOOL)isVisible;
@end

@protocol MTLModel <NSObject, NSCopying>
+ (instancetype)modelWithDictionary:(NSDictionary *)dictionaryValue error:(NSError **)error;
- (NSDictionary *)dictionaryValue;
+ (NSSet *)propertyKeys;
- (BOOL)validate:(NSError **)error;
@end
@interface MTLModel : NSObject <MTLModel>
+ (instancetype)modelWithDictionary:(NSDictionary *)dictionaryValue error:(NSError **)error;
- (instancetype)initWithDictionary:(NSDictionary *)dictionaryValue error:(NSError **)error;
@property (nonatomic, copy, readonly) NSDictionary *dictionaryValue;
- (void)mergeValueForKey:(NSString *)key fromModel:(id<MTLModel>)model;
- (void)mergeValuesForKeysFromModel:(id<MTLModel>)model;
@end
@protocol MTLJSONSerializing <MTLModel>
@required
+ (NSDictionary *)JSONKeyPathsByPropertyKey;
@optional
+ (NSValueTransformer *)JSONTransformerForKey:(NSString *)key;
+ (Class)classForParsingJSONDictionary:(NSDictionary *)JSONDictionary;
@end
@interface MTLJSONAdapter : NSObject
+ (id)modelOfClass:(Class)modelClass fromJSONDictionary:(NSDictionary *)JSONDictionary error:(NSError **)error;
+ (NSArray *)modelsOfClass:(Class)modelClass fromJSONArray:(NSArray *)JSONArray error:(NSError **)error;
+ (NSDictionary *)JSONDictionaryFromModel:(id<MTLJSONSerializing>)model;
+ (NSDictionary *)JSONDictionaryFromModel:(id<MTLJSONSerializing>)model error:(NSError **)error;
+ (NSArray *)JSONArrayFromModels:(NSArray *)models;
+ (NSArray *)JSONArrayFromModels:(NSArray *)models error:(NSError **)error;
- (instancetype)initWithModelClass:(Class)modelClass;
@end
@interface MTLValueTransformer : NSValueTransformer
+ (instancetype)transformerUsingForwardBlock:(id (^)(id value, BOOL *success, NSError **error))transformation;
+ (instancetype)transformerUsingReversibleBlock:(id (^)(id value, BOOL *success, NSError **error))transformation;
+ (instancetype)transformerUsingForwardBlock:(id (^)(id value, BOOL *success, NSError **error))forwardTransformation reverseBlock:(id (^)(id value, BOOL *success, NSError **error))reverseTransformation;
+ (instancetype)transformerWithBlock:(id (^)(id))transformationBlock;
+ (instancetype)reversibleTransformerWithBlock:(id (^)(id))transformationBlock;
+ (instancetype)reversibleTransformerWithForwardBlock:(id (^)(id))forwardBlock reverseBlock:(id (^)(id))reverseBlock;
@end
@interface NSValueTransformer (RXSMTLPredefined)
+ (NSValueTransformer *)mtl_JSONDictionaryTransformerWithModelClass:(Class)modelClass;
+ (NSValueTransformer *)mtl_JSONArrayTransformerWithModelClass:(Class)modelClass;
+ (NSValueTransformer *)mtl_valueMappingTransformerWithDictionary:(NSDictionary *)dictionary;
+ (NSValueTransformer *)mtl_valueMappingTransformerWithDictionary:(NSDictionary *)dictionary defaultValue:(id)defaultValue reverseDefaultValue:(id)reverseDefaultValue;
@end
FOUNDATION_EXPORT NSString * const MTLURLValueTransformerName;
FOUNDATION_EXPORT NSString * const MTLBooleanValueTransformerName;

@protocol Optional
@end
@protocol Ignore
@end
@protocol Index
@end
@protocol ConvertOnDemand
@end
@interface JSONKeyMapper : NSObject
- (instancetype)initWithDictionary:(NSDictionary *)map;
- (instancetype)initWithModelToJSONDictionary:(NSDictionary *)toJSON;
+ (instancetype)mapperFromUnderscoreCaseToCamelCase;
+ (instancetype)mapperForSnakeCase;
+ (instancetype)mapperFromUpperCaseToLowerCase;
@end
@interface JSONModel : NSObject <NSCopying, NSSecureCoding>
- (instancetype)initWithDictionary:(NSDictionary *)dict error:(NSError **)err;
- (instancetype)initWithString:(NSString *)string error:(NSError **)err;
- (instancetype)initWithData:(NSData *)data error:(NSError **)error;
- (NSDictionary *)toDictionary;
- (NSString *)toJSONString;
- (NSData *)toJSONData;
+ (NSMutableArray *)arrayOfModelsFromDictionaries:(NSArray *)array error:(NSError **)err;
+ (NSMutableArray *)arrayOfModelsFromDictionaries:(NSArray *)array;
+ (NSMutableArray *)arrayOfModelsFromData:(NSData *)data error:(NSError **)err;
+ (NSMutableArray *)arrayOfDictionariesFromModels:(NSArray *)array;
+ (JSONKeyMapper *)keyMapper;
+ (BOOL)propertyIsOptional:(NSString *)propertyName;
+ (BOOL)propertyIsIgnored:(NSString *)propertyName;
@end

#endif /* RXLINT_OBJC_STUB_H */
