/// Everything a reporter may need besides the findings. Reporters are pure functions of the
/// findings and this context, so their output is testable byte for byte.
public struct ReportContext: Sendable {
    public var toolVersion: String
    /// How many files were linted.
    public var filesLinted: Int
    /// Absolute current directory; report paths are relative to it.
    public var currentDirectory: String
    /// Absolute repository root, for repository-relative paths (SARIF, GitLab).
    public var repositoryRoot: String
    /// Environment variables (`GITHUB_WORKSPACE`).
    public var environment: [String: String]
    /// The environment variables a lint run reads: the reporters' (`GITHUB_WORKSPACE`) and the
    /// command line's (`CI_PROJECT_DIR`, `NO_COLOR`, `TERM`). The command reads these alone
    /// (`ProcessEnvironment`); a reporter that reads another variable must add it here
    /// (`ReporterEnvironmentTests` checks the sources).
    public static let environmentVariables = ["GITHUB_WORKSPACE", "CI_PROJECT_DIR", "NO_COLOR", "TERM"]
    /// Whether the text reporter may use ANSI colours.
    public var colored: Bool
    /// Source lines of findings by file then line, for fingerprints that survive line shifts.
    public var sourceLines: [String: [Int: String]]
    /// The rules a report may describe (SARIF lists them all); the registry by default.
    public var rules: [RuleDescription]
    /// Rule documentation pages by id; the embedded `rules/*.md` by default, decoded only when
    /// a report reads them (SARIF does, most reports never do).
    public var ruleDocumentation: [String: String] {
        get { givenDocumentation ?? RuleDocs.all }
        set { givenDocumentation = newValue }
    }
    private var givenDocumentation: [String: String]?

    public init(toolVersion: String = RxLintInfo.version, filesLinted: Int = 0, currentDirectory: String,
                repositoryRoot: String? = nil, environment: [String: String] = [:], colored: Bool = false,
                sourceLines: [String: [Int: String]] = [:], rules: [RuleDescription] = RuleRegistry.descriptions,
                ruleDocumentation: [String: String]? = nil) {
        self.toolVersion = toolVersion
        self.filesLinted = filesLinted
        self.currentDirectory = currentDirectory
        self.repositoryRoot = repositoryRoot ?? currentDirectory
        self.environment = environment
        self.colored = colored
        self.sourceLines = sourceLines
        self.rules = rules
        self.givenDocumentation = ruleDocumentation
    }

    /// The absolute path of a finding's file.
    public func absolutePath(_ file: String) -> String {
        Paths.absolute(file, against: currentDirectory)
    }

    /// The finding's file relative to the repository root, or absolute when outside it.
    public func repositoryRelativePath(_ file: String) -> String {
        let abs = absolutePath(file)
        return Paths.relative(abs, to: repositoryRoot) ?? abs
    }

    /// A fingerprint of the finding that ignores its line number (see `FindingKey`).
    public func fingerprint(of finding: Finding) -> String {
        FindingKey(finding, path: repositoryRelativePath(finding.file),
                   text: sourceLines[finding.file]?[finding.line]).fingerprint
    }
}

/// Turns findings into one output format.
public protocol Reporter {
    /// The name used by `--format`, `--report` and `reporter:` in `.lintrc`.
    static var identifier: String { get }
    /// True for formats read by programs; those never get progress or colour.
    static var isMachineReadable: Bool { get }
    /// The whole report, ending with a newline unless empty.
    static func generateReport(_ findings: [Finding], context: ReportContext) -> String
    /// The same report as UTF-8 bytes, as it is written out. A format built as bytes answers
    /// here without making (and validating) a string of a report that can be megabytes.
    static func generateReportBytes(_ findings: [Finding], context: ReportContext) -> [UInt8]
}

extension Reporter {
    public static func generateReportBytes(_ findings: [Finding], context: ReportContext) -> [UInt8] {
        Array(generateReport(findings, context: context).utf8)
    }
}

/// Every reporter, by identifier.
public enum ReporterRegistry {
    public static let reporters: [Reporter.Type] = [
        TextReporter.self, JSONReporter.self, SARIFReporter.self, GitHubReporter.self,
        CheckstyleReporter.self, JUnitReporter.self, GitLabReporter.self, XcodeReporter.self,
    ]

    public static var identifiers: [String] { reporters.map { $0.identifier } }

    public static func reporter(named name: String) -> Reporter.Type? {
        reporters.first { $0.identifier == name }
    }
}
