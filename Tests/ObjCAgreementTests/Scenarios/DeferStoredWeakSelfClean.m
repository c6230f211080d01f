// The stored deferred signal's block holds self weakly: self goes with its signal.
#import "AgreementScenario.h"

@interface DSWCFeedViewModel : NSObject
@property (nonatomic, strong, readonly) RACSignal *refresh;
@property (nonatomic) NSInteger loads;
@end

@implementation DSWCFeedViewModel
- (instancetype)init {
    self = [super init];
    @weakify(self);
    _refresh = [RACSignal defer:^RACSignal *{
        @strongify(self);
        return [self load];
    }];
    return self;
}

- (RACSignal *)load {
    self.loads++;
    return [RACSignal return:@[]];
}
@end

@interface DeferStoredWeakSelfClean : NSObject <AgreementScenario>
@end

@implementation DeferStoredWeakSelfClean
+ (id)makeOwner { return [DSWCFeedViewModel new]; }
+ (void)drive:(DSWCFeedViewModel *)owner { [owner.refresh subscribeNext:^(id x) {}]; }
+ (NSInteger)received:(DSWCFeedViewModel *)owner { return owner.loads; }
@end
