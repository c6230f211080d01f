/// Options for one analysis run.
public struct AnalysisOptions: Sendable {
    public var knowledge: Knowledge
    /// Which rules run.
    public var rules: RuleSelection
    /// Option values from `.lintrc`, by rule id then option name; absent options take the
    /// default declared in the rule's `RuleDescription.options`.
    public var ruleOptions: [String: [String: RuleOptionValue]]
    /// How Objective-C files are parsed.
    public var objc = ObjCOptions()
    /// Whether the run works out the findings' edits: Swift files that may get one keep their
    /// syntax for the fixer (`FileAnalysis.syntax`), so it does not lex them again.
    public var keepsSyntaxForEdits = false
    /// Which module each file belongs to (from the project root); nil: from paths alone
    /// (`ModuleMap.pathOnly`), for files that are not on disk.
    public var modules: ModuleMap?

    public init(knowledge: Knowledge = .standard, rules: RuleSelection = .all,
                ruleOptions: [String: [String: RuleOptionValue]] = [:]) {
        self.knowledge = knowledge
        self.rules = rules
        self.ruleOptions = ruleOptions
    }
}

extension Configuration {
    /// What the analysis needs to know from this configuration.
    public var analysisOptions: AnalysisOptions {
        AnalysisOptions(knowledge: Knowledge.standard.extended(with: knowledge),
                        rules: ruleSelection,
                        ruleOptions: rules.compactMapValues { $0.options.isEmpty ? nil : $0.options })
    }
}
