/// Options for one analysis run.
public struct AnalysisOptions: Sendable {
    public var knowledge: Knowledge
    /// Rule ids to run; nil runs every rule.
    public var enabledRules: Set<String>?
    /// Option values from `.lintrc`, by rule id then option name; absent options take the
    /// default declared in the rule's `RuleDescription.options`.
    public var ruleOptions: [String: [String: RuleOptionValue]]

    public init(knowledge: Knowledge = .standard, enabledRules: Set<String>? = nil,
                ruleOptions: [String: [String: RuleOptionValue]] = [:]) {
        self.knowledge = knowledge
        self.enabledRules = enabledRules
        self.ruleOptions = ruleOptions
    }
}

/// A comment that mentions `rxlint:`, for suppressions.
public struct DirectiveComment: Equatable, Sendable {
    /// 1-based line of the comment's first byte.
    public var line: Int
    /// 1-based line of its last byte.
    public var endLine: Int
    /// The comment's text, delimiters included.
    public var text: String
    /// True when nothing but whitespace precedes the comment on its line.
    public var startsLine: Bool
}

/// What the first, per-file pass keeps of a file once its tokens are gone.
public struct FileAnalysis: Sendable {
    public var path: String
    public var lineCount: Int
    public var directives: [DirectiveComment]
    public var lexDiagnostics: [LexDiagnostic]
    /// The bytes, kept only for files that may report something (for source lines).
    public var retainedBytes: [UInt8]?

    public init(path: String, lineCount: Int = 0, directives: [DirectiveComment] = [], lexDiagnostics: [LexDiagnostic] = [], retainedBytes: [UInt8]? = nil) {
        self.path = path
        self.lineCount = lineCount
        self.directives = directives
        self.lexDiagnostics = lexDiagnostics
        self.retainedBytes = retainedBytes
    }

    /// The text of 1-based `line`, without its line break, when the bytes were kept.
    public func lineText(_ line: Int) -> String? {
        guard let bytes = retainedBytes else { return nil }
        let table = LineTable(bytes)
        guard line >= 1, line <= table.lineStarts.count else { return nil }
        let start = Int(table.lineStarts[line - 1])
        var end = line < table.lineStarts.count ? Int(table.lineStarts[line]) : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// Facts merged across every file of a run (types, properties, methods).
public struct ProjectIndex: Sendable {
    public init(_ files: [FileAnalysis]) {}
}

/// The analysis stages as pure functions.
public enum Analyzer {
    /// Per file, in parallel: lex, structure, extract facts and subscription sites.
    public static func scan(_ file: SourceFile, knowledge: Knowledge = .standard) -> FileAnalysis {
        FileAnalysis(path: file.path)
    }

    /// Per file, in parallel, after the index is built: rules and model.
    public static func check(_ file: FileAnalysis, index: ProjectIndex, options: AnalysisOptions) -> [Finding] {
        []
    }
}
