// A fixed list of values that may hold nil (ReactiveObjC's RACTuple.h, reduced).
#import "RACModelBase.h"
#import "EXTScope.h"

NS_ASSUME_NONNULL_BEGIN

@interface RACTuple : RACModelBase <NSFastEnumeration>
+ (instancetype)tupleWithObjectsFromArray:(NSArray *)array;
@property (nonatomic, readonly) NSUInteger count;
@property (nonatomic, readonly, nullable) id first;
@property (nonatomic, readonly, nullable) id second;
@property (nonatomic, readonly, nullable) id third;
@property (nonatomic, readonly, nullable) id last;
- (nullable id)objectAtIndex:(NSUInteger)index;
- (nullable id)objectAtIndexedSubscript:(NSUInteger)index;
- (NSArray *)allObjects;
- (RACTuple *)tupleByAddingObject:(nullable id)object;
@end

/// RACTuplePack(a, b…): nil values are kept as NSNull inside and read back as nil.
#define RACTuplePack(...) [RACTuple tupleWithObjectsFromArray:@[ rac_model_foreach_cxt_(RACTupleBox_, __VA_ARGS__) ]]
#define RACTupleBox_(x) ((id)(x) ?: (id)[NSNull null])
#define rac_model_foreach_cxt_(M, ...) rac_model_concat(rac_model_tuple_, rac_model_argcount(__VA_ARGS__))(M, __VA_ARGS__)
#define rac_model_tuple_1(M, a) M(a)
#define rac_model_tuple_2(M, a, b) M(a), M(b)
#define rac_model_tuple_3(M, a, b, c) M(a), M(b), M(c)
#define rac_model_tuple_4(M, a, b, c, d) M(a), M(b), M(c), M(d)

NS_ASSUME_NONNULL_END
