// A view model stores a deferred signal whose block calls self: the signal keeps its block
// for its whole life, so self keeps itself, subscribed or not.
#import "AgreementScenario.h"

@interface DSSSFeedViewModel : NSObject
@property (nonatomic, strong, readonly) RACSignal *refresh;
@property (nonatomic) NSInteger loads;
@end

@implementation DSSSFeedViewModel
- (instancetype)init {
    self = [super init];
    _refresh = [RACSignal defer:^RACSignal *{
        return [self load]; // expect: strong_self_capture leak
    }];
    return self;
}

- (RACSignal *)load {
    self.loads++;
    return [RACSignal return:@[]];
}
@end

@interface DeferStoredStrongSelf : NSObject <AgreementScenario>
@end

@implementation DeferStoredStrongSelf
+ (id)makeOwner { return [DSSSFeedViewModel new]; }
+ (void)drive:(DSSSFeedViewModel *)owner { [owner.refresh subscribeNext:^(id x) {}]; }
+ (NSInteger)received:(DSSSFeedViewModel *)owner { return owner.loads; }
@end
