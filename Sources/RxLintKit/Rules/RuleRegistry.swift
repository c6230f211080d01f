/// Every rule, sorted by identifier. Adding a rule adds one line here.
public enum RuleRegistry {
    public static let descriptions: [RuleDescription] = [
        AnalysisLimitRule.description,
        DiscardedSubscriptionRule.description,
        LocalDisposeBagRule.description,
        MissingDisposeBagRule.description,
        StrongSelfCaptureRule.description,
        SuperfluousDisableRule.description,
    ]

    /// The rules that judge subscriptions, in identifier order.
    static let siteRules: [SiteRule.Type] = [
        DiscardedSubscriptionRule.self,
        LocalDisposeBagRule.self,
        MissingDisposeBagRule.self,
        StrongSelfCaptureRule.self,
    ]

    /// The same rules' judgements of Objective-C sites, in identifier order.
    static let objcSiteRules: [ObjCSiteRule.Type] = [
        DiscardedSubscriptionRule.self,
        LocalDisposeBagRule.self,
        MissingDisposeBagRule.self,
        StrongSelfCaptureRule.self,
    ]

    /// Every finding the rules make of one Objective-C site.
    static func diagnostics(_ site: ObjCSite) -> [Diagnostic] {
        objcSiteRules.flatMap { $0.check(site) }
    }

    public static func description(of identifier: String) -> RuleDescription? {
        descriptions.first { $0.identifier == identifier }
    }

    public static var identifiers: [String] { descriptions.map(\.identifier) }
}
