/// Which rules run: the one place a rule is decided on or off. Built from `.lintrc`'s
/// `disabled_rules` and `only_rules` (see `Configuration.ruleSelection`); every stage that
/// skips a rule (the checks, the Objective-C fix proof, suppressions) asks this value.
public struct RuleSelection: Equatable, Sendable {
    /// Rules that never run.
    public var disabled: Set<String>
    /// When set, only these rules run.
    public var only: Set<String>?

    public init(disabled: Set<String> = [], only: Set<String>? = nil) {
        self.disabled = disabled
        self.only = only
    }

    /// Every rule.
    public static let all = RuleSelection()

    /// Whether findings of `rule` are looked for and reported.
    public func runs(_ rule: String) -> Bool {
        if disabled.contains(rule) { return false }
        if let only { return only.contains(rule) }
        return true
    }

    /// The identifiers of every registered rule that runs.
    public var identifiers: Set<String> {
        Set(RuleRegistry.identifiers.filter(runs))
    }
}
