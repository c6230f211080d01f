/// What app code takes from Apple's frameworks without declaring it, as data.
enum PlatformTypes {
    /// Names that make a protocol or an extension's `where Self:` class-bound: the spellings
    /// of "any class" and the framework classes app protocols are most often constrained to.
    static let classBound: Set<String> = [
        "AnyObject", "NSObjectProtocol", "NSObject", "UIResponder", "UIViewController", "UIView", "UIControl",
        "UITableViewCell", "UICollectionViewCell", "UITableViewController", "UICollectionViewController",
        "UINavigationController", "UITabBarController", "UICollectionReusableView", "UIWindow", "UIApplication",
        "NSResponder", "NSViewController", "NSView", "NSWindowController", "NSWindow", "NSApplication",
    ]
}
