// The UIKit stand-in (Linux only).
#import <UIKit/UIKit.h>

extern BOOL sel_isEqual(SEL a, SEL b); // GCC selectors of one name may differ by pointer

/// One target-action registration; the target is not retained, as in UIKit.
@interface UIModelTargetAction : NSObject
@property (nonatomic, unsafe_unretained) id target;
@property (nonatomic) SEL action;
@property (nonatomic) UIControlEvents events;
@end

@implementation UIModelTargetAction
@end

@implementation UIView {
    NSMutableArray<UIView *> *_subviewList;
}

- (NSArray<UIView *> *)subviews { return _subviewList ? [_subviewList copy] : @[]; }

- (void)addSubview:(UIView *)view {
    if (!_subviewList) _subviewList = [[NSMutableArray alloc] init];
    [_subviewList addObject:view];
}
@end

@implementation UIControl {
    NSMutableArray<UIModelTargetAction *> *_targetActions;
}

- (void)addTarget:(id)target action:(SEL)action forControlEvents:(UIControlEvents)controlEvents {
    UIModelTargetAction *entry = [[UIModelTargetAction alloc] init];
    entry.target = target;
    entry.action = action;
    entry.events = controlEvents;
    if (!_targetActions) _targetActions = [[NSMutableArray alloc] init];
    [_targetActions addObject:entry];
}

- (void)removeTarget:(id)target action:(SEL)action forControlEvents:(UIControlEvents)controlEvents {
    for (UIModelTargetAction *entry in [_targetActions copy])
        if (entry.target == target && sel_isEqual(entry.action, action) && (entry.events & controlEvents))
            [_targetActions removeObjectIdenticalTo:entry];
}

- (void)sendActionsForControlEvents:(UIControlEvents)controlEvents {
    for (UIModelTargetAction *entry in [_targetActions copy]) {
        if (!(entry.events & controlEvents)) continue;
        id target = entry.target;
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Warc-performSelector-leaks"
        [target performSelector:entry.action withObject:self];
#pragma clang diagnostic pop
    }
}

@end

@implementation UIButton
@end

@implementation UITextField
@end

@implementation UILabel
@end

@implementation UIBarButtonItem

- (instancetype)initWithCustomView:(UIView *)customView {
    self = [super init];
    _customView = customView;
    return self;
}

- (void)sendAction {
    id target = self.target;
    if (!target || !self.action) return;
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Warc-performSelector-leaks"
    [target performSelector:self.action withObject:self];
#pragma clang diagnostic pop
}

@end

@implementation UINavigationItem
@end

@implementation UIViewController {
    UINavigationItem *_navigationItemMade;
}

- (UINavigationItem *)navigationItem {
    if (!_navigationItemMade) _navigationItemMade = [[UINavigationItem alloc] init];
    return _navigationItemMade;
}
@end
