// Observing self with @weakify/@strongify: the observation ends when self is deallocated,
// and nothing in it holds self.
#import "AgreementScenario.h"

@interface OSWCProfileViewModel : NSObject
@property (nonatomic, copy) NSString *name;
@property (nonatomic, copy) NSString *greeting;
@end

@implementation OSWCProfileViewModel
- (instancetype)init {
    self = [super init];
    @weakify(self);
    [RACObserve(self, name) subscribeNext:^(NSString *name) {
        @strongify(self);
        self.greeting = name;
    }];
    return self;
}
@end

@interface ObserveSelfWeakifiedClean : NSObject <AgreementScenario>
@end

@implementation ObserveSelfWeakifiedClean
+ (id)makeOwner { return [OSWCProfileViewModel new]; }
+ (void)drive:(OSWCProfileViewModel *)owner { owner.name = @"Ada"; }
+ (NSInteger)received:(OSWCProfileViewModel *)owner { return owner.greeting ? 1 : 0; }
@end
