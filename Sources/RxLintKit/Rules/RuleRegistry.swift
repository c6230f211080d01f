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

    public static func description(of identifier: String) -> RuleDescription? {
        descriptions.first { $0.identifier == identifier }
    }

    public static var identifiers: [String] { descriptions.map(\.identifier) }
}

public enum SuperfluousDisableRule {
    public static let description = RuleDescription(
        identifier: "superfluous_disable", name: "Superfluous Disable",
        summary: "An rxlint:disable comment that suppresses no finding.",
        kind: .meta, defaultSeverity: .warning)
}
