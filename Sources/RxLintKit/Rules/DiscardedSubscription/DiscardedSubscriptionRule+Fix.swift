extension DiscardedSubscriptionRule {
    /// The edit `diagnostic` allows. A discarded subscription of an instance method whose
    /// chain holds no self can be kept in the owner's only bag, when the bag can be named
    /// there and the call certainly returns a Disposable; one holding self would then close a
    /// cycle.
    static func fixKind(_ diagnostic: Diagnostic, site: SubscriptionSite, file path: String, index: ProjectIndex) -> FixKind? {
        guard diagnostic.chain.last != "self", !site.context.typeName.isEmpty, !site.context.isStatic,
              site.strongCaptures.isEmpty, site.functionReferences.isEmpty,
              CallResolver.certainlyReturnsDisposable(site, index: index),
              let bag = index.visibleSoleDisposeBag(of: site.context.typeName, fromFile: path, typeIsFileLocal: site.context.typeIsFileLocal)
        else { return nil }
        return .disposedBy(bag)
    }
}
