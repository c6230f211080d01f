extension LocalDisposeBagRule {
    /// The edit a finding allows: a subscription put in a bag that dies with its scope moves to
    /// the owner's only bag, under the same conditions as a discarded one (`ownersSoleBag`),
    /// when the owner is an object.
    /// A subscription disposed at once (`.dispose()` on its result) has no bag to move: the
    /// edit is left to the author.
    static func fixKind(_ diagnostic: Diagnostic, site: SubscriptionSite, file path: String, index: ProjectIndex) -> FixKind? {
        if case .handedOver = site.fate { return nil }
        guard site.context.typeKind != .struct, site.context.typeKind != .enum, index.isReferenceType(site.context.typeName),
              let bag = ownersSoleBag(for: site, file: path, index: index)
        else { return nil }
        return .moveToBag(bag)
    }
}
