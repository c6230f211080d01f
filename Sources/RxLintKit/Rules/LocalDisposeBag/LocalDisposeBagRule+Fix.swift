extension LocalDisposeBagRule {
    /// The edit a finding allows: a subscription put in a bag that dies with its scope moves to
    /// the owner's only bag, under the same conditions as a discarded one (a closure holding
    /// self would then close a cycle).
    static func fixKind(site: SubscriptionSite, file path: String, index: ProjectIndex) -> FixKind? {
        guard !site.context.typeName.isEmpty, !site.context.isStatic, site.context.typeKind != .struct, site.context.typeKind != .enum,
              index.isReferenceType(site.context.typeName), site.strongCaptures.isEmpty, site.functionReferences.isEmpty,
              let bag = index.visibleSoleDisposeBag(of: site.context.typeName, fromFile: path, typeIsFileLocal: site.context.typeIsFileLocal)
        else { return nil }
        return .moveToBag(bag)
    }
}
