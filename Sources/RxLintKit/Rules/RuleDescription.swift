/// What a rule is about.
public enum RuleKind: String, Codable, Sendable {
    /// Finds a memory or lifetime bug.
    case lint
    /// Flags a problem with the linter's own configuration or comments.
    case meta
}

/// A rule's metadata as a value. Identifiers never change once published.
public struct RuleDescription: Sendable {
    /// Stable snake_case id, used in suppressions, configuration and reports.
    public let identifier: String
    /// Human-readable name.
    public let name: String
    /// One sentence ending with a period.
    public let summary: String
    public let kind: RuleKind
    /// Severity when the model cannot grade the finding itself.
    public let defaultSeverity: Severity
    /// The options `.lintrc` may set under `rules: <identifier>:` (besides `severity`).
    public let options: [RuleOptionDescription]

    public init(identifier: String, name: String, summary: String, kind: RuleKind, defaultSeverity: Severity,
                options: [RuleOptionDescription] = []) {
        self.identifier = identifier
        self.name = name
        self.summary = summary
        self.kind = kind
        self.defaultSeverity = defaultSeverity
        self.options = options
    }
}
