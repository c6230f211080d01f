// The subscriber is weakified, but it calls a block kept in a local that uses self: the
// subscriber keeps that block, which keeps self, and self's observation keeps the subscriber.
#import "AgreementScenario.h"

@interface LBWSThemeViewModel : NSObject
@property (nonatomic, copy) NSString *theme;
@property (nonatomic) NSInteger restyles;
@end

@implementation LBWSThemeViewModel
- (instancetype)init {
    self = [super init];
    void (^apply)(void) = ^{
        [self restyle]; // expect: strong_self_capture leak
    };
    @weakify(self);
    [RACObserve(self, theme) subscribeNext:^(NSString *theme) {
        @strongify(self);
        if (self) apply();
    }];
    return self;
}

- (void)restyle {
    self.restyles++;
}
@end

@interface LocalBlockInWeakSubscriber : NSObject <AgreementScenario>
@end

@implementation LocalBlockInWeakSubscriber
+ (id)makeOwner { return [LBWSThemeViewModel new]; }
+ (void)drive:(LBWSThemeViewModel *)owner { owner.theme = @"dark"; }
+ (NSInteger)received:(LBWSThemeViewModel *)owner { return owner.restyles; }
@end
