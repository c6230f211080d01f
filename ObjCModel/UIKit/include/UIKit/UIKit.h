// A minimal UIKit for the model on Linux: controls with target-action (targets not retained,
// as in UIKit), a text field, a label, a view controller.
#import <Foundation/Foundation.h>

typedef NS_OPTIONS(NSUInteger, UIControlEvents) {
    UIControlEventTouchUpInside = 1 << 6,
    UIControlEventValueChanged = 1 << 12,
    UIControlEventEditingDidBegin = 1 << 16,
    UIControlEventEditingChanged = 1 << 17,
    UIControlEventEditingDidEnd = 1 << 18,
    UIControlEventAllEditingEvents = 0x000F0000,
    UIControlEventAllEvents = 0xFFFFFFFF,
};

@interface UIView : NSObject
@end

@interface UIControl : UIView
@property (nonatomic, getter=isEnabled) BOOL enabled;
- (void)addTarget:(id)target action:(SEL)action forControlEvents:(UIControlEvents)controlEvents;
- (void)removeTarget:(id)target action:(SEL)action forControlEvents:(UIControlEvents)controlEvents;
- (void)sendActionsForControlEvents:(UIControlEvents)controlEvents;
@end

@interface UIButton : UIControl
@end

@interface UITextField : UIControl
@property (nonatomic, copy) NSString *text;
@end

@interface UILabel : UIView
@property (nonatomic, copy) NSString *text;
@end

/// A bar button item: its target is not retained; tapping it sends its action to its target.
@interface UIBarButtonItem : NSObject
@property (nonatomic, weak) id target;
@property (nonatomic) SEL action;
/// What a category would keep on the item with objc_setAssociatedObject (the Linux runtime
/// has no associated objects): held strongly, released with the item.
@property (nonatomic, strong) id modelAssociatedObject;
/// A tap.
- (void)sendAction;
@end

@interface UIViewController : NSObject
@property (nonatomic, copy) NSString *title;
@property (nonatomic, strong) UIView *view;
@end
