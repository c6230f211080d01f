// A behavior subject completed in dealloc, but the block holds self: dealloc never runs, so the
// completion that would release the subscriber never comes.
#import "AgreementScenario.h"

@interface BSCSSettingsViewModel : NSObject
@property (nonatomic, strong, readonly) RACBehaviorSubject<NSNumber *> *darkMode;
@property (nonatomic) BOOL dark;
@end

@implementation BSCSSettingsViewModel
- (instancetype)init {
    self = [super init];
    _darkMode = [RACBehaviorSubject behaviorSubjectWithDefaultValue:@NO];
    [self.darkMode subscribeNext:^(NSNumber *value) {
        self.dark = value.boolValue; // expect: strong_self_capture leak
    }];
    return self;
}

- (void)dealloc {
    [_darkMode sendCompleted];
}
@end

@interface BehaviorSubjectCompletedStrongSelf : NSObject <AgreementScenario>
@end

@implementation BehaviorSubjectCompletedStrongSelf
+ (id)makeOwner { return [BSCSSettingsViewModel new]; }
+ (void)drive:(BSCSSettingsViewModel *)owner { [owner.darkMode sendNext:@YES]; }
+ (NSInteger)received:(BSCSSettingsViewModel *)owner { return owner.dark ? 1 : 0; }
@end
