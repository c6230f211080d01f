/// What one `rxlint` run is asked to do, after argument parsing.
public struct LintRequest {
    /// Where the source text comes from.
    public enum Input: Equatable {
        /// Files and directories (an empty list means the current directory).
        case paths([String])
        /// Text from standard input, reported under `path` (an editor's buffer).
        case stdin(bytes: [UInt8], path: String?)
        /// The staged content of staged files, optionally only those under `paths`.
        case staged(paths: [String])
    }

    public var input: Input
    /// `--config`; otherwise `.lintrc` is searched for.
    public var configPath: String?
    /// The configuration, when the caller has already loaded it (`LintRun.loadConfiguration`,
    /// to learn its reporter): a run reads it once.
    public var configuration: Configuration?
    /// `--strict` (true) overrides `strict:` in the configuration; nil keeps it.
    public var strict: Bool?
    public var jobs: Int
    /// `--baseline`: report only findings not recorded there.
    public var baselinePath: String?
    /// `--write-baseline`: record the current findings there.
    public var writeBaselinePath: String?
    /// Absolute; relative paths are resolved against it and reports are relative to it.
    public var currentDirectory: String
    /// Builds a progress counter once the number of files is known; nil for none.
    public var progress: ((Int) -> LintProgress?)?
    /// `--project-root`: the directory whose files the run knows (see `LintRun.projectRoot`);
    /// nil to find it.
    public var projectRoot: String?
    /// `--compile-commands`: the compilation database for Objective-C files.
    public var compileCommandsPath: String?
    /// Text that stands in for reported files, by their reported path: what `--fix --dry-run`
    /// would write, linted without writing it.
    public var replacedContents: [String: [UInt8]] = [:]
    /// Whether the findings' edits are worked out: for `--fix` and the reports that print
    /// them (JSON, SARIF). An Objective-C edit is proven by parsing its method again, which a
    /// run that prints no edit need not pay for.
    public var preparesEdits = true

    public init(input: Input, configPath: String? = nil, strict: Bool? = nil, jobs: Int = Engine.defaultJobs,
                baselinePath: String? = nil, writeBaselinePath: String? = nil, currentDirectory: String,
                progress: ((Int) -> LintProgress?)? = nil, projectRoot: String? = nil, compileCommandsPath: String? = nil) {
        self.input = input
        self.compileCommandsPath = compileCommandsPath
        self.projectRoot = projectRoot
        self.configPath = configPath
        self.strict = strict
        self.jobs = jobs
        self.baselinePath = baselinePath
        self.writeBaselinePath = writeBaselinePath
        self.currentDirectory = currentDirectory
        self.progress = progress
    }
}

/// What a run found, ready for reporting.
public struct LintOutcome {
    /// Final findings (after rule selection, suppressions, severities and baseline), sorted.
    public var findings: [Finding]
    public var filesLinted: Int
    /// Inputs that could not be linted; each makes the exit status 2.
    public var problems: [RxLintError]
    public var configuration: Configuration
    /// Findings at this severity or above fail the run.
    public var failingSeverity: Severity
    /// Each finding's statement text, by file then culprit line (for fingerprints).
    public var sourceLines: [String: [Int: String]]
    /// Set when `--write-baseline` recorded this many findings.
    public var baselineWritten: Int?
    /// The inputs and per-file results the findings came from. Kept so that the caller
    /// decides when they are released: a command that exits right after reporting leaves
    /// them to the process's end instead of freeing thousands of buffers one by one.
    public var analysed: (sources: [SourceFile], files: [FileAnalysis]) = ([], [])
    /// The project index, kept for the same reason.
    public var index = ProjectIndex()

    /// 0 nothing fails, 1 findings fail, 2 some input could not be linted.
    public var exitStatus: ExitStatus {
        if !problems.isEmpty { return .inputError }
        return findings.contains { $0.severity >= failingSeverity } ? .findings : .clean
    }
}

/// rxlint's exit statuses (Ruff's convention).
public enum ExitStatus: Int32, Sendable {
    /// Nothing at the failing severity.
    case clean = 0
    /// Findings at or above the failing severity.
    case findings = 1
    /// Usage, configuration or input errors.
    case inputError = 2
}
