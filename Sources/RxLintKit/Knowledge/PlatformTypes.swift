/// What app code takes from Apple's frameworks without declaring it, as data.
enum PlatformTypes {
    /// A supertype name of Apple's frameworks (`UIViewController`, `NSObject`, `MKMapViewDelegate`)
    /// or a standard protocol: none of them declares a member an app names as its own.
    static func isPlatformSupertype(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        if bytes.count > 2, frameworkPrefixes.contains(String(decoding: bytes[0..<2], as: UTF8.self)),
           bytes[2] >= UInt8(ascii: "A") && bytes[2] <= UInt8(ascii: "Z") { return true }
        return standardProtocols.contains(name)
    }

    private static let frameworkPrefixes: Set<String> = ["UI", "NS", "WK", "MK", "CL", "AV", "SK", "CA", "PH", "GK", "SF", "UN", "MF", "CN", "EK", "AR"]
    private static let standardProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Codable", "Decodable", "Encodable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "Error", "Sendable", "Identifiable", "CaseIterable", "AnyObject",
    ]

    /// Names that make a protocol or an extension's `where Self:` class-bound: the spellings
    /// of "any class" and the framework classes app protocols are most often constrained to.
    static let classBound: Set<String> = [
        "AnyObject", "NSObjectProtocol", "NSObject", "UIResponder", "UIViewController", "UIView", "UIControl",
        "UITableViewCell", "UICollectionViewCell", "UITableViewController", "UICollectionViewController",
        "UINavigationController", "UITabBarController", "UICollectionReusableView", "UIWindow", "UIApplication",
        "NSResponder", "NSViewController", "NSView", "NSWindowController", "NSWindow", "NSApplication",
    ]
}
