/// A finding before positions are resolved: byte offsets into its file.
public struct Diagnostic: Hashable, Sendable {
    public var rule: String
    public var severity: Severity
    public var message: String
    public var start: Int32
    public var end: Int32
    public var verdict: Verdict
    public var chain: [String]
    public var fix: String?
    /// The whole statement the finding is about (the culprit, `start`…`end`, lies inside).
    public var statementStart: Int32
    public var statementEnd: Int32
    /// Which edit the rule allows (see `FixKind`).
    public var fixKind: FixKind?

    public init(rule: String, severity: Severity, message: String, start: Int32, end: Int32,
                verdict: Verdict, chain: [String], fix: String? = nil) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.start = start
        self.end = end
        statementStart = start
        statementEnd = end
        self.verdict = verdict
        self.chain = chain
        self.fix = fix
    }
}
