// A scoped disposable kept in a property: it disposes the subscription when the ticker goes,
// and the block holds no self.
#import "AgreementScenario.h"

@interface SDSCPriceTicker : NSObject
@property (nonatomic, strong, readonly) RACSubject<NSNumber *> *prices;
@property (nonatomic, strong, readonly) NSMutableArray<NSNumber *> *received;
@property (nonatomic, strong) RACScopedDisposable *watch;
@end

@implementation SDSCPriceTicker
- (instancetype)init {
    self = [super init];
    _prices = [RACSubject subject];
    _received = [NSMutableArray array];
    NSMutableArray *received = _received;
    self.watch = [[self.prices subscribeNext:^(NSNumber *price) {
        [received addObject:price];
    }] asScopedDisposable];
    return self;
}
@end

@interface ScopedDisposableStoredClean : NSObject <AgreementScenario>
@end

@implementation ScopedDisposableStoredClean
+ (id)makeOwner { return [SDSCPriceTicker new]; }
+ (void)drive:(SDSCPriceTicker *)owner { [owner.prices sendNext:@10]; }
+ (NSInteger)received:(SDSCPriceTicker *)owner { return (NSInteger)owner.received.count; }
@end
