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

    /// Every finding `rules` make of a file's Objective-C sites, site by site in source order.
    /// One capture several sites share (a local block their blocks use) is one finding.
    static func diagnostics(ofSites sites: [ObjCSite], rules: [ObjCSiteRule.Type] = objcSiteRules) -> [Diagnostic] {
        struct Place: Hashable { var rule: String; var start: Int32; var end: Int32 }
        var seen: Set<Place> = []
        var result: [Diagnostic] = []
        for site in sites {
            for rule in rules {
                for d in rule.findings(site) where seen.insert(Place(rule: d.rule, start: d.start, end: d.end)).inserted { result.append(d) }
            }
        }
        return result
    }

    public static func description(of identifier: String) -> RuleDescription? {
        descriptions.first { $0.identifier == identifier }
    }

    public static var identifiers: [String] { descriptions.map(\.identifier) }
}
