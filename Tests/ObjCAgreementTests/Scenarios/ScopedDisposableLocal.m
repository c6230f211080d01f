// A scoped disposable held in a local: it disposes the subscription when the method returns,
// before any value arrives.
#import "AgreementScenario.h"

@interface SDLPriceTicker : NSObject
@property (nonatomic, strong, readonly) RACSubject<NSNumber *> *prices;
@property (nonatomic, strong, readonly) NSMutableArray<NSNumber *> *received;
@end

@implementation SDLPriceTicker

- (instancetype)init {
    self = [super init];
    _prices = [RACSubject subject];
    _received = [NSMutableArray array];
    [self startWatching];
    return self;
}

- (void)startWatching {
    NSMutableArray *received = self.received;
    RACScopedDisposable *watch = [[self.prices subscribeNext:^(NSNumber *price) { // expect: local_dispose_bag disposed-immediately
        [received addObject:price];
    }] asScopedDisposable];
    (void)watch;
}

- (void)dealloc {
    [_prices sendCompleted];
}

@end

@interface ScopedDisposableLocal : NSObject <AgreementScenario>
@end

@implementation ScopedDisposableLocal
+ (id)makeOwner { return [SDLPriceTicker new]; }
+ (void)drive:(SDLPriceTicker *)owner { [owner.prices sendNext:@42]; }
+ (NSInteger)received:(SDLPriceTicker *)owner { return (NSInteger)owner.received.count; }
@end
