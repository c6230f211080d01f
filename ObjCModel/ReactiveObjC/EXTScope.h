// @weakify / @strongify / @unsafeify with libextobjc's documented behaviour, written anew:
// @weakify(x) declares a __weak copy `x_weak_`; @strongify(x), inside a block, declares a new
// strong local named `x` from it, so later uses of `x` (even `self`) refer to that local
// rather than capturing the outer variable. Each takes up to four variables.
#ifndef RAC_MODEL_EXTSCOPE_H
#define RAC_MODEL_EXTSCOPE_H

#define rac_model_concat_(A, B) A ## B
#define rac_model_concat(A, B) rac_model_concat_(A, B)
#define rac_model_argcount(...) rac_model_at4_(__VA_ARGS__, 4, 3, 2, 1, 0)
#define rac_model_at4_(_1, _2, _3, _4, N, ...) N
#define rac_model_foreach(M, ...) rac_model_concat(rac_model_foreach_, rac_model_argcount(__VA_ARGS__))(M, __VA_ARGS__)
#define rac_model_foreach_1(M, a) M(a)
#define rac_model_foreach_2(M, a, b) M(a) M(b)
#define rac_model_foreach_3(M, a, b, c) M(a) M(b) M(c)
#define rac_model_foreach_4(M, a, b, c, d) M(a) M(b) M(c) M(d)

#define rac_model_weakify_(VAR) __weak __typeof__(VAR) rac_model_concat(VAR, _weak_) = (VAR);
#define rac_model_unsafeify_(VAR) __unsafe_unretained __typeof__(VAR) rac_model_concat(VAR, _weak_) = (VAR);
#define rac_model_strongify_(VAR) __strong __typeof__(VAR) VAR = rac_model_concat(VAR, _weak_);

// The leading `@` of `@weakify` attaches to an empty autorelease pool, as in libextobjc.
#define weakify(...) autoreleasepool {} rac_model_foreach(rac_model_weakify_, __VA_ARGS__)
#define unsafeify(...) autoreleasepool {} rac_model_foreach(rac_model_unsafeify_, __VA_ARGS__)
#define strongify(...) autoreleasepool {} \
    _Pragma("clang diagnostic push") _Pragma("clang diagnostic ignored \"-Wshadow\"") \
    rac_model_foreach(rac_model_strongify_, __VA_ARGS__) \
    _Pragma("clang diagnostic pop")

#endif
