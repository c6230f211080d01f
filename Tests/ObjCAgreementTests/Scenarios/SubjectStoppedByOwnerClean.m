// A block holding self on a subject self owns, its disposable in a property that a stop method
// disposes: the app calls it before letting the view model go, and the cycle ends there.
#import "AgreementScenario.h"

@interface SSBOFeedViewModel : NSObject
@property (nonatomic, strong, readonly) RACSubject *refreshes;
@property (nonatomic, strong) RACDisposable *refreshing;
@property (nonatomic) NSInteger reloads;
- (void)stop;
@end

@implementation SSBOFeedViewModel

- (instancetype)init {
    self = [super init];
    _refreshes = [RACSubject subject];
    self.refreshing = [_refreshes subscribeNext:^(id x) {
        self.reloads++;
    }];
    return self;
}

- (void)stop {
    [self.refreshing dispose];
}

- (void)dealloc {
    [_refreshes sendCompleted];
}

@end

@interface SubjectStoppedByOwnerClean : NSObject <AgreementScenario>
@end

@implementation SubjectStoppedByOwnerClean
+ (id)makeOwner { return [SSBOFeedViewModel new]; }
+ (void)drive:(SSBOFeedViewModel *)owner { [owner.refreshes sendNext:@1]; }
+ (void)stop:(SSBOFeedViewModel *)owner { [owner stop]; }
+ (NSInteger)received:(SSBOFeedViewModel *)owner { return owner.reloads; }
@end
