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
/// Its subviews, kept strongly, as a view hierarchy keeps them.
@property (nonatomic, readonly, copy) NSArray<UIView *> *subviews;
- (void)addSubview:(UIView *)view;
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
/// A view shown in place of the item (a button), kept strongly.
@property (nonatomic, strong) UIView *customView;
- (instancetype)initWithCustomView:(UIView *)customView;
/// A tap.
- (void)sendAction;
@end

/// A controller's navigation bar items, kept strongly.
@interface UINavigationItem : NSObject
@property (nonatomic, strong) UIBarButtonItem *rightBarButtonItem;
@property (nonatomic, strong) UIBarButtonItem *leftBarButtonItem;
@property (nonatomic, strong) UIView *titleView;
@end

@interface UIViewController : NSObject
@property (nonatomic, copy) NSString *title;
@property (nonatomic, strong) UIView *view;
/// Made on first use and kept, as UIKit's is.
@property (nonatomic, readonly, strong) UINavigationItem *navigationItem;
@end
