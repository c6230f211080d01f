/// Options for one analysis run.
public struct AnalysisOptions: Sendable {
    public var knowledge: Knowledge
    /// Rule ids to run; nil runs every rule.
    public var enabledRules: Set<String>?
    /// Option values from `.lintrc`, by rule id then option name; absent options take the
    /// default declared in the rule's `RuleDescription.options`.
    public var ruleOptions: [String: [String: RuleOptionValue]]
    /// How Objective-C files are parsed.
    public var objc = ObjCOptions()

    public init(knowledge: Knowledge = .standard, enabledRules: Set<String>? = nil,
                ruleOptions: [String: [String: RuleOptionValue]] = [:]) {
        self.knowledge = knowledge
        self.enabledRules = enabledRules
        self.ruleOptions = ruleOptions
    }
}

extension Configuration {
    /// What the analysis needs to know from this configuration.
    public var analysisOptions: AnalysisOptions {
        AnalysisOptions(knowledge: Knowledge.standard.extended(with: knowledge),
                        enabledRules: enabledRules,
                        ruleOptions: rules.compactMapValues { $0.options.isEmpty ? nil : $0.options })
    }
}
