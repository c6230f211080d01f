// A notification observed until self is deallocated, with a weak self: when the owner goes,
// its will-dealloc signal ends the observation and the center lets the observer go.
#import "AgreementScenario.h"

static NSString *const NUDWThemeChanged = @"NUDWThemeChanged";

@interface NUDWThemeObserver : NSObject
@property (nonatomic) NSInteger changes;
@end

@implementation NUDWThemeObserver
- (instancetype)init {
    self = [super init];
    @weakify(self);
    [[[[NSNotificationCenter defaultCenter] rac_addObserverForName:NUDWThemeChanged object:nil]
        takeUntil:self.rac_willDeallocSignal]
        subscribeNext:^(NSNotification *note) {
            @strongify(self);
            self.changes++;
        }];
    return self;
}
@end

@interface NotificationUntilDeallocWeakify : NSObject <AgreementScenario>
@end

@implementation NotificationUntilDeallocWeakify
+ (id)makeOwner { return [NUDWThemeObserver new]; }
+ (void)drive:(NUDWThemeObserver *)owner {
    [[NSNotificationCenter defaultCenter] postNotificationName:NUDWThemeChanged object:nil];
}
+ (NSInteger)received:(NUDWThemeObserver *)owner { return owner.changes; }
@end
