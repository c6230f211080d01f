/// Every rule, sorted by identifier. Adding a rule adds one line here.
public enum RuleRegistry {
    public static let descriptions: [RuleDescription] = [
        DiscardedSubscriptionRule.description,
        LocalDisposeBagRule.description,
        MissingDisposeBagRule.description,
        StrongSelfCaptureRule.description,
        SuperfluousDisableRule.description,
    ]

    public static func description(of identifier: String) -> RuleDescription? {
        descriptions.first { $0.identifier == identifier }
    }

    public static var identifiers: [String] { descriptions.map(\.identifier) }
}

public enum DiscardedSubscriptionRule {
    public static let description = RuleDescription(
        identifier: "discarded_subscription", name: "Discarded Subscription",
        summary: "A subscription whose Disposable is thrown away can never be disposed and lives until its source completes.",
        kind: .lint, defaultSeverity: .warning)
}

public enum StrongSelfCaptureRule {
    public static let description = RuleDescription(
        identifier: "strong_self_capture", name: "Strong Self Capture",
        summary: "A closure in a subscription kept alive by self captures self strongly, forming a cycle nothing breaks.",
        kind: .lint, defaultSeverity: .warning)
}

public enum MissingDisposeBagRule {
    public static let description = RuleDescription(
        identifier: "missing_dispose_bag", name: "Missing Dispose Bag",
        summary: "A subscription is kept by nothing tied to its owner's lifetime, so nothing disposes it.",
        kind: .lint, defaultSeverity: .warning)
}

public enum LocalDisposeBagRule {
    public static let description = RuleDescription(
        identifier: "local_dispose_bag", name: "Local Dispose Bag",
        summary: "A subscription added to a DisposeBag that dies at the end of the scope is disposed at once.",
        kind: .lint, defaultSeverity: .error)
}

public enum SuperfluousDisableRule {
    public static let description = RuleDescription(
        identifier: "superfluous_disable", name: "Superfluous Disable",
        summary: "An rxlint:disable comment that suppresses no finding.",
        kind: .meta, defaultSeverity: .warning)
}
