// A RACCommand stored on self whose signal block uses self: the command keeps its block for
// its whole life, so self -> command -> block -> self.
#import "AgreementScenario.h"

@interface RCCSAPIClient : NSObject
- (RACSignal<NSString *> *)fetchPage:(NSNumber *)page;
@end

@implementation RCCSAPIClient
- (RACSignal<NSString *> *)fetchPage:(NSNumber *)page {
    return [RACSignal return:[NSString stringWithFormat:@"page %@", page]];
}
@end

@interface RCCSFeedViewModel : NSObject
@property (nonatomic, strong, readonly) RACCommand<NSNumber *, NSString *> *loadCommand;
@property (nonatomic, strong, readonly) RCCSAPIClient *client;
@property (nonatomic) NSInteger loads;
@end

@implementation RCCSFeedViewModel

- (instancetype)init {
    self = [super init];
    _client = [RCCSAPIClient new];
    _loadCommand = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(NSNumber *page) {
        self.loads++; // expect: strong_self_capture leak
        return [self.client fetchPage:page];
    }];
    return self;
}

@end

@interface RACCommandCapturingSelf : NSObject <AgreementScenario>
@end

@implementation RACCommandCapturingSelf
+ (id)makeOwner { return [RCCSFeedViewModel new]; }
+ (void)drive:(RCCSFeedViewModel *)owner { [owner.loadCommand execute:@1]; }
+ (NSInteger)received:(RCCSFeedViewModel *)owner { return owner.loads; }
@end
