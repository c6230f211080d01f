/// How serious a finding is. `error` = the model proves a leak or an immediate disposal;
/// `warning` = the risky pattern on a source whose completion is unknown; `info` = the
/// subscription lives only until its source completes.
public enum Severity: String, Codable, Comparable, CaseIterable, Sendable {
    case info, warning, error

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }
}

/// What the ownership model concluded about a subscription.
public enum Verdict: String, Codable, CaseIterable, Sendable {
    /// A cycle through the owner that only the owner's own deinit could break, or a
    /// subscription nobody can dispose whose source never completes.
    case leak
    /// Alive until a source completes; released then.
    case transient
    /// Disposed at the end of the scope that created it: no event arrives later.
    case disposedImmediately = "disposed-immediately"
    /// Nothing is left behind.
    case safe
}

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
