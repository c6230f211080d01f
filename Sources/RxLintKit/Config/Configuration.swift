/// Per-rule settings from `.lintrc` (`rules: <id>: {severity: …, <option>: …}`).
public struct RuleSettings: Equatable, Sendable {
    /// Replaces the severity of every finding of the rule when set.
    public var severity: Severity?
    public var options: [String: RuleOptionValue]

    public init(severity: Severity? = nil, options: [String: RuleOptionValue] = [:]) {
        self.severity = severity
        self.options = options
    }
}

/// Everything a `.lintrc` can say, with the defaults of a run without one.
/// `.lintrc.example` at the repository root documents each key.
public struct Configuration: Equatable, Sendable {
    /// When non-empty, only files matching one of these are linted.
    public var included: [Glob] = []
    /// Files (and directories) matching one of these are never linted.
    public var excluded: [Glob] = []
    public var disabledRules: Set<String> = []
    /// When set, only these rules run.
    public var onlyRules: Set<String>?
    public var rules: [String: RuleSettings] = [:]
    /// Warnings fail the run too.
    public var strict = false
    /// Reporter used when the command line names none.
    public var reporter: String?
    /// Baseline file used when the command line names none (relative to `rootDirectory`).
    public var baseline: String?
    /// The project's `compile_commands.json`, for Objective-C (relative to `rootDirectory`).
    public var compileCommands: String?
    /// What one Objective-C file's analysis may take (`objc_time_limit`, `objc_memory_limit`).
    public var objcBudget = ObjCBudget.standard
    /// Macros every Objective-C file is parsed with (`objc_defines`: `NAME` or `NAME=VALUE`),
    /// so that the `#if` branches of a configuration are analysed.
    public var objcDefines: [String] = []
    /// The team's own Rx vocabulary.
    public var knowledge = KnowledgeExtension()
    /// Directory that globs and relative paths in the file are relative to.
    public var rootDirectory: String
    /// The file this configuration was read from; nil for the built-in defaults.
    public var sourcePath: String?

    public init(rootDirectory: String, sourcePath: String? = nil) {
        self.rootDirectory = rootDirectory
        self.sourcePath = sourcePath
    }

    /// Which rules run (`disabled_rules`, `only_rules`).
    public var ruleSelection: RuleSelection {
        RuleSelection(disabled: disabledRules, only: onlyRules)
    }

    /// The identifiers of every registered rule that runs.
    public var enabledRules: Set<String> {
        ruleSelection.identifiers
    }

    /// The severity reported for a finding of `rule` that the analysis graded `graded`.
    public func severity(of rule: String, graded: Severity) -> Severity {
        rules[rule]?.severity ?? graded
    }

    /// The lowest severity that makes the run fail.
    public var failingSeverity: Severity { strict ? .warning : .error }

    /// Whether a file at `relativePath` (relative to `rootDirectory`) is linted.
    /// The path is computed only when a pattern needs it: discovery asks for every file.
    public func includes(relativePath: @autoclosure () -> String) -> Bool {
        if excluded.isEmpty && included.isEmpty { return true }
        var path = Glob.cPath(relativePath())
        if excluded.contains(where: { $0.matches(cPath: &path) }) { return false }
        if included.isEmpty { return true }
        return included.contains { $0.matches(cPath: &path) }
    }

    /// Whether a directory can hold linted files; excluded directories are not even listed.
    public func mayDescend(intoRelativePath relativePath: @autoclosure () -> String) -> Bool {
        if excluded.isEmpty { return true }
        var path = Glob.cPath(relativePath())
        return !excluded.contains { $0.matches(cPath: &path) }
    }
}
