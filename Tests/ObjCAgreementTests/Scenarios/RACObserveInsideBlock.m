// RACObserve inside a block: the macro passes `observer:self`, so the block captures self even
// though it only observes another object. The block is kept by a subject self owns.
#import "AgreementScenario.h"

@interface ROIBSession : NSObject
@property (nonatomic, copy) NSString *token;
@end

@implementation ROIBSession
@end

@interface ROIBFeedViewModel : NSObject
@property (nonatomic, strong, readonly) RACSubject *refresh;
@property (nonatomic, strong, readonly) ROIBSession *session;
@property (nonatomic, strong, readonly) NSMutableArray<NSString *> *tokensSeen;
@end

@implementation ROIBFeedViewModel

- (instancetype)init {
    self = [super init];
    _refresh = [RACSubject subject];
    _session = [ROIBSession new];
    _session.token = @"t1";
    _tokensSeen = [NSMutableArray array];
    ROIBSession *session = _session;
    NSMutableArray *tokensSeen = _tokensSeen;
    [[_refresh flattenMap:^RACSignal *(id _) {
        return [RACObserve(session, token) take:1]; // expect: strong_self_capture leak
    }] subscribeNext:^(NSString *token) {
        [tokensSeen addObject:token];
    }];
    return self;
}

@end

@interface RACObserveInsideBlock : NSObject <AgreementScenario>
@end

@implementation RACObserveInsideBlock
+ (id)makeOwner { return [ROIBFeedViewModel new]; }
+ (void)drive:(ROIBFeedViewModel *)owner { [owner.refresh sendNext:nil]; }
+ (NSInteger)received:(ROIBFeedViewModel *)owner { return (NSInteger)owner.tokensSeen.count; }
@end
