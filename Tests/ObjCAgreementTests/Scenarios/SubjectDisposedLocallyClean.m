// A block holding self on a subject self owns, whose disposable the method keeps in a local and
// disposes: the subject lets the subscriber go then, and the cycle with it.
#import "AgreementScenario.h"

@interface SDLCSearchViewModel : NSObject
@property (nonatomic, strong, readonly) RACSubject<NSString *> *queries;
@property (nonatomic, copy) NSString *title;
@end

@implementation SDLCSearchViewModel

- (instancetype)init {
    self = [super init];
    _queries = [RACSubject subject];
    RACDisposable *first = [_queries subscribeNext:^(NSString *query) {
        self.title = query;
    }];
    [_queries sendNext:@"rac"];
    [first dispose];
    return self;
}

- (void)dealloc {
    [_queries sendCompleted];
}

@end

@interface SubjectDisposedLocallyClean : NSObject <AgreementScenario>
@end

@implementation SubjectDisposedLocallyClean
+ (id)makeOwner { return [SDLCSearchViewModel new]; }
+ (NSInteger)received:(SDLCSearchViewModel *)owner { return owner.title ? 1 : 0; }
@end
