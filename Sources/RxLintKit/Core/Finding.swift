/// A finding as reported to the user, with 1-based positions.
public struct Finding: Codable, Hashable, Sendable {
    public var rule: String
    public var severity: Severity
    public var message: String
    public var file: String
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int
    public var verdict: Verdict
    /// The ownership chain that proves the verdict, one step per element.
    public var chain: [String]
    /// A suggested fix, in words or code.
    public var fix: String?
    /// Where the finding's statement starts: its range is `statementLine:statementColumn` to
    /// `endLine:endColumn`, and `line:column` (the culprit) lies inside it.
    public var statementLine: Int
    public var statementColumn: Int
    /// The edit that removes the cause, when one is certain (see `Fixer`).
    public var edit: FixEdit?
    /// Which edit the rule allows; the edit itself needs the file's tokens. A note to the
    /// fixer, in no report.
    public var fixKind: FixKind?

    private enum CodingKeys: String, CodingKey {
        case rule, severity, message, file, line, column, endLine, endColumn, verdict, chain, fix, statementLine, statementColumn, edit
    }

    public init(rule: String, severity: Severity, message: String, file: String, line: Int, column: Int,
                endLine: Int, endColumn: Int, verdict: Verdict, chain: [String], fix: String? = nil) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
        self.verdict = verdict
        self.chain = chain
        self.fix = fix
        statementLine = line
        statementColumn = column
    }

    /// The order of every report: file, line, column, rule (then message, for total order).
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.rule != b.rule { return a.rule < b.rule }
        return a.message < b.message
    }
}
