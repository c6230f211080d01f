// `[super …]` in a block is a message to self: the block captures self as surely as `self`
// would, and no weak variable reaches it.
// self -> subject -> passthrough -> RACSubscriber -> next block -> self.
#import "AgreementScenario.h"

@interface SIBSBaseViewModel : NSObject
@property (nonatomic) NSInteger reloads;
- (void)reload;
@end

@implementation SIBSBaseViewModel
- (void)reload { self.reloads++; }
@end

@interface SIBSFeedViewModel : SIBSBaseViewModel
@property (nonatomic, strong, readonly) RACSubject *refreshes;
@end

@implementation SIBSFeedViewModel

- (instancetype)init {
    self = [super init];
    _refreshes = [RACSubject subject];
    [_refreshes subscribeNext:^(id x) {
        [super reload]; // expect: strong_self_capture leak
    }];
    return self;
}

- (void)reload {}

@end

@interface SuperInBlockStrongSelf : NSObject <AgreementScenario>
@end

@implementation SuperInBlockStrongSelf
+ (id)makeOwner { return [SIBSFeedViewModel new]; }
+ (void)drive:(SIBSFeedViewModel *)owner { [owner.refreshes sendNext:@1]; }
+ (NSInteger)received:(SIBSFeedViewModel *)owner { return owner.reloads; }
@end
