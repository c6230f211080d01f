// @strongify makes `self` a strong local of the outer block; an inner block that uses self
// captures that local strongly. The inner subscription, on a subject self owns, keeps it.
#import "AgreementScenario.h"

@interface SSRISearchController : NSObject
@property (nonatomic, strong, readonly) RACSubject<NSString *> *queries;
@property (nonatomic, strong, readonly) RACSubject<NSArray *> *results;
@property (nonatomic, strong) NSArray *shown;
@end

@implementation SSRISearchController

- (instancetype)init {
    self = [super init];
    _queries = [RACSubject subject];
    _results = [RACSubject subject];
    @weakify(self);
    [_queries subscribeNext:^(NSString *query) {
        @strongify(self);
        [self.results subscribeNext:^(NSArray *results) {
            self.shown = results; // expect: strong_self_capture leak
        }];
    }];
    return self;
}

- (void)dealloc {
    [_queries sendCompleted];
    [_results sendCompleted];
}

@end

@interface StrongSelfRecapturedByInnerBlock : NSObject <AgreementScenario>
@end

@implementation StrongSelfRecapturedByInnerBlock
+ (id)makeOwner { return [SSRISearchController new]; }
+ (void)drive:(SSRISearchController *)owner {
    [owner.queries sendNext:@"rac"];
    [owner.results sendNext:@[ @"ReactiveObjC" ]];
}
+ (NSInteger)received:(SSRISearchController *)owner { return (NSInteger)owner.shown.count; }
@end
