// The classic ReactiveObjC leak: a block capturing self subscribed to a subject self owns.
// self -> subject -> passthrough -> RACSubscriber -> next block -> self.
#import "AgreementScenario.h"

@interface SSSNSearchViewModel : NSObject
@property (nonatomic, strong, readonly) RACSubject<NSString *> *queries;
@property (nonatomic, copy) NSString *title;
@end

@implementation SSSNSearchViewModel

- (instancetype)init {
    self = [super init];
    _queries = [RACSubject subject];
    [_queries subscribeNext:^(NSString *query) {
        self.title = [NSString stringWithFormat:@"Results for %@", query]; // expect: strong_self_capture leak
    }];
    return self;
}

@end

@interface StrongSelfSubjectSubscribeNext : NSObject <AgreementScenario>
@end

@implementation StrongSelfSubjectSubscribeNext
+ (id)makeOwner { return [SSSNSearchViewModel new]; }
+ (void)drive:(SSSNSearchViewModel *)owner { [owner.queries sendNext:@"rac"]; }
+ (NSInteger)received:(SSSNSearchViewModel *)owner { return owner.title ? 1 : 0; }
@end
