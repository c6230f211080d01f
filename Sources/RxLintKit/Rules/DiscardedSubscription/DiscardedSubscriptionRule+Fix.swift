extension DiscardedSubscriptionRule {
    /// The edit `diagnostic` allows. A discarded subscription whose chain holds no self can be
    /// kept in the owner's only bag (`ownersSoleBag`) when the call certainly returns a
    /// Disposable. Otherwise one that leaks, in a class of this file that owns no bag, gets a
    /// new one (see `canAddDisposeBag`); a transient one is left as it is: its source ends by
    /// itself, and a bag could cut it short when the owner goes.
    static func fixKind(_ diagnostic: Diagnostic, site: SubscriptionSite, file path: String, index: ProjectIndex) -> FixKind? {
        if diagnostic.chain.last != "self", CallResolver.certainlyReturnsDisposable(site, index: index),
           let bag = ownersSoleBag(for: site, file: path, index: index) {
            return .disposedBy(bag)
        }
        if diagnostic.fixKind == nil, diagnostic.verdict == .leak, canAddDisposeBag(site, index: index) { return .disposedByNewBag }
        return nil
    }

    /// Whether a discarded subscription can be kept in a `disposeBag` added to its class: an
    /// instance method of a class this file declares (no struct, no extension of a type from
    /// elsewhere), whose known lineage has no bag and no member named `disposeBag`, and whose
    /// supertypes the project declares or are UIKit/Foundation bases (which have none); the
    /// call certainly returns a Disposable; self is held only by observer closures using
    /// `self.` (the fixer makes those weak: through the bag they would close a cycle).
    static func canAddDisposeBag(_ site: SubscriptionSite, index: ProjectIndex) -> Bool {
        let type = site.context.typeName
        guard site.context.typeKind == .class, index.kind(of: type) == .class, !site.context.isStatic,
              site.context.functionKind != .deinitializer, site.functionReferences.isEmpty,
              index.soleDisposeBag(of: type) == nil, index.property("disposeBag", of: type) == nil,
              index.method("disposeBag", of: type) == nil, CallResolver.certainlyReturnsDisposable(site, index: index),
              site.strongCaptures.allSatisfy({ !$0.isNested && $0.reason == .explicitSelf && StrongSelfCaptureRule.voidRoles.contains($0.role) })
        else { return false }
        return index.lineage(of: type).allSatisfy { info in
            info.inherited.allSatisfy { index.kind(of: $0) != nil || bagFreeBases.contains($0) }
        }
    }

    /// System base classes and protocols that declare no `disposeBag` (a project extension of
    /// one that does is in the index, and so in the lineage checked above).
    static let bagFreeBases: Set<String> = [
        "NSObject", "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
        "UITableViewHeaderFooterView", "UIControl", "UIButton", "UILabel", "UIScrollView", "NSViewController", "NSView",
        "Equatable", "Hashable", "CustomStringConvertible", "Codable", "Encodable", "Decodable", "Sendable",
    ]
}
