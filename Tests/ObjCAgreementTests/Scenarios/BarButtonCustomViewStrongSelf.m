// A button made in a local and put in the navigation bar as a bar button item's custom view,
// with a strong self in its subscription: self -> navigationItem -> item -> button ->
// subscription -> block -> self. The button keeps the subscription until it is deallocated.
#import "AgreementScenario.h"

@interface BBCVGroupViewController : UIViewController
@property (nonatomic) NSInteger taps;
@end

@implementation BBCVGroupViewController
- (instancetype)init {
    self = [super init];
    UIButton *button = [UIButton new];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithCustomView:button];
    [[button rac_signalForControlEvents:UIControlEventTouchUpInside] subscribeNext:^(id x) {
        self.taps++; // expect: strong_self_capture leak
    }];
    return self;
}
@end

@interface BarButtonCustomViewStrongSelf : NSObject <AgreementScenario>
@end

@implementation BarButtonCustomViewStrongSelf
+ (id)makeOwner { return [BBCVGroupViewController new]; }
+ (void)drive:(BBCVGroupViewController *)owner {
    [(UIButton *)owner.navigationItem.rightBarButtonItem.customView sendActionsForControlEvents:UIControlEventTouchUpInside];
}
+ (NSInteger)received:(BBCVGroupViewController *)owner { return owner.taps; }
@end
