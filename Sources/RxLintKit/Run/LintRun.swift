/// The top-level run: configuration, inputs, analysis, then rxlint's own post-processing
/// (rule selection, suppressions, severities, baseline). Reporting is left to the caller.
public enum LintRun {
    /// Lints what `request` names. Throws only for problems that stop the whole run
    /// (configuration, baseline, git); unreadable inputs are collected in the outcome and every
    /// other file is still linted.
    public static func run(_ request: LintRequest) throws -> LintOutcome {
        let cwd = request.currentDirectory
        let config = try request.configuration ?? loadConfiguration(for: request)
        if let root = request.projectRoot {
            guard case .directory = FileStatus.of(Paths.absolute(root, against: cwd)) else {
                throw RxLintError.usage("--project-root \(root): not a directory")
            }
        }
        // A staged run reads everything from the git index, listed once here.
        var tree: StagedTree?
        if case .staged = request.input { tree = try StagedTree.read(from: cwd) }
        var (sources, inputProblems) = try gather(request, config: config, tree: tree)
        if !request.replacedContents.isEmpty {
            sources = sources.map { SourceFile(path: $0.path, bytes: request.replacedContents[$0.path] ?? $0.bytes) }
        }
        // A `--config` from elsewhere is named as the cause before any path is said to be empty.
        let read = inputProblems.filter { if case .nothingToLint = $0 { return false } else { return true } }
        try checkIncludedMatches(request, config: config, linted: sources.count + read.count)
        let context = try knownFiles(request, config: config, reported: sources, tree: tree)
        let progress = request.progress?(sources.count)
        var options = config.analysisOptions
        // Known files are parsed as reported ones are: the index's facts of a file must not
        // depend on whether it is reported.
        let readsHeaders = { (file: SourceFile) in FrontEnds.of(path: file.path).readsProjectHeaders }
        if sources.contains(where: readsHeaders) || context.contains(where: readsHeaders) {
            let findsHeaders = { (file: SourceFile) in readsHeaders(file) && ObjCAnalyzer.mentionsReactiveObjC(file) }
            options.objc = try objcOptions(request, config: config, tree: tree,
                                           findingHeaders: sources.contains(where: findsHeaders) || context.contains(where: findsHeaders))
        }
        options.keepsSyntaxForEdits = request.preparesEdits
        options.modules = ModuleMap(root: projectRoot(request, config: config), currentDirectory: cwd)
        let (result, index) = Engine.lintKeepingIndex(sources, context: context, options: options, jobs: max(1, request.jobs), progress: progress)
        let finished = try finish(result, sources: sources, request: request, config: config)
        // The caller decides when the index is released, as it does for the files.
        return LintOutcome(findings: finished.findings, filesLinted: sources.count,
                           problems: inputProblems.map(RxLintError.input) + analysisProblems(result.files),
                           configuration: config, failingSeverity: (request.strict ?? config.strict) ? .warning : .error,
                           sourceLines: finished.statements, baselineWritten: finished.written, analysed: (sources, result.files), index: index)
    }

    /// What follows the analysis, for the files of `result`: suppressions and severities, the
    /// edits (when the request works them out), each finding's statement text, and the
    /// baseline (written, or subtracted).
    static func finish(_ result: LintResult, sources: [SourceFile], request: LintRequest, config: Configuration) throws
        -> (findings: [Finding], statements: [String: [Int: String]], written: Int?) {
        let cwd = request.currentDirectory
        var findings = postProcess(result, config: config)
        // What follows reads the analyses of the files with findings only: the others are not
        // copied into the table (a file's analysis is large to copy).
        let reportedFiles = Set(findings.map(\.file))
        var analyses: [String: FileAnalysis] = [:]
        for k in result.files.indices where reportedFiles.contains(result.files[k].path) && analyses[result.files[k].path] == nil {
            analyses[result.files[k].path] = result.files[k]
        }
        // Only `--fix` and the reports that print edits read them.
        if request.preparesEdits {
            // Fixes are spelled as the project's Swift and RxSwift accept: read from its
            // manifests and lock files once a file has something to fix.
            var versionsReader: ProjectVersionsReader?
            findings = attachEdits(findings, sources: sources, analyses: analyses) { path in
                if versionsReader == nil { versionsReader = ProjectVersionsReader(root: projectRoot(request, config: config)) }
                return versionsReader!.versions(forFile: Paths.absolute(path, against: cwd))
            }
        }
        // Each finding's statement text, a file's findings at a time (they come together, in
        // report order: each path is hashed once per run of them, not once per finding).
        var statements: [String: [Int: String]] = [:]
        var k = 0
        while k < findings.count {
            let file = findings[k].file
            var end = k + 1
            while end < findings.count, findings[end].file == file { end += 1 }
            defer { k = end }
            guard let analysis = analyses[file] else { continue }
            var lines = statements[file] ?? [:]
            for f in findings[k..<end] where lines[f.line] == nil { lines[f.line] = statementText(of: f, in: analysis) }
            statements[file] = lines
        }
        var written: Int?
        if let path = request.writeBaselinePath {
            let abs = Paths.absolute(path, against: cwd)
            let baseline = Baseline(findings: findings, key: baselineKey(baselineFile: abs, cwd: cwd, texts: statements, version: Baseline.currentVersion))
            try baseline.write(to: abs)
            written = baseline.findings.count
            findings = []
        } else if let path = request.baselinePath.map({ Paths.absolute($0, against: cwd) })
                    ?? config.baseline.map({ Paths.absolute($0, against: config.rootDirectory) }) {
            let baseline = try Baseline.load(path: path)
            let texts = baseline.version == 1 ? culpritLines(of: findings, analyses: analyses) : statements
            findings = baseline.newFindings(findings, key: baselineKey(baselineFile: path, cwd: cwd, texts: texts, version: baseline.version))
        }
        return (findings, statements, written)
    }

    /// Each finding's culprit's line, by file and line: what a version-1 baseline keys by
    /// (read only when such a baseline is loaded).
    static func culpritLines(of findings: [Finding], analyses: [String: FileAnalysis]) -> [String: [Int: String]] {
        var lines: [String: [Int: String]] = [:]
        for f in findings where lines[f.file]?[f.line] == nil {
            guard let analysis = analyses[f.file] else { continue }
            lines[f.file, default: [:]][f.line] = analysis.lineText(f.line)
        }
        return lines
    }

    /// Each fixable finding with its edit, from the fixer of its file's front end (see
    /// `FindingFixer`), spelled for the versions `versions` gives for a file's path (unknown
    /// ones: the most compatible spellings). A file's analysis in `analyses` lends the fixer
    /// what the scan kept for it (a Swift file's syntax).
    static func attachEdits(_ findings: [Finding], sources: [SourceFile], analyses: [String: FileAnalysis] = [:],
                            versions: (String) -> ProjectVersions = { _ in .unknown }) -> [Finding] {
        guard findings.contains(where: { $0.fixKind != nil }) else { return findings }
        let bytes = Dictionary(sources.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        var result: [Finding] = []
        result.reserveCapacity(findings.count)
        var k = 0
        // Findings are in report order, so each file's are together.
        while k < findings.count {
            var end = k
            while end < findings.count, findings[end].file == findings[k].file { end += 1 }
            let group = Array(findings[k..<end])
            if let text = bytes[findings[k].file], group.contains(where: { $0.fixKind != nil }) {
                let file = findings[k].file
                result += FrontEnds.of(path: file).fixer.attachingEdits(to: group, bytes: text, analysis: analyses[file], versions: { versions(file) })
            } else {
                result += group
            }
            k = end
        }
        return result
    }

    /// One line per reason a file was not analysed: a reason many files share (libclang is
    /// missing) is said once, with their number.
    static func analysisProblems(_ files: [FileAnalysis]) -> [RxLintError] {
        var counts: [String: Int] = [:]
        var order: [String] = []
        var ownFile = Set<String>()
        // By position: binding each file would copy its whole analysis.
        for k in files.indices {
            guard let reason = files[k].analysisProblem else { continue }
            if counts[reason] == nil { order.append(reason) }
            counts[reason, default: 0] += 1
            // A reason about one file names it first (a failed parse, a refused include).
            if reason.hasPrefix(files[k].path + ": ") { ownFile.insert(reason) }
        }
        return order.map { reason in
            let n = counts[reason] ?? 1
            return .notAnalysed(n == 1 && ownFile.contains(reason) ? reason : "\(n) Objective-C file\(n == 1 ? "" : "s") not analysed: \(reason)")
        }
    }

    /// Lints in-memory files as a run does (analysis, then rule selection, suppression
    /// comments and configured severities), without touching the file system.
    public static func lint(_ files: [SourceFile], context: [SourceFile] = [], configuration: Configuration, jobs: Int = Engine.defaultJobs) -> [Finding] {
        postProcess(Engine.lint(files, context: context, options: configuration.analysisOptions, jobs: max(1, jobs)), config: configuration)
    }

    /// `--config`, else the nearest `.lintrc` above the first linted path, else above the
    /// current directory, else the defaults.
    public static func loadConfiguration(for request: LintRequest) throws -> Configuration {
        let cwd = request.currentDirectory
        if let explicit = request.configPath {
            let abs = Paths.absolute(explicit, against: cwd)
            guard case .regular = FileStatus.of(abs) else {
                throw RxLintError.configurationFile(file: explicit, message: "no such configuration file")
            }
            return try ConfigurationLoader.load(absolutePath: abs, shownAs: explicit.hasPrefix("/") ? explicit : Paths.display(explicit, cwd: cwd))
        }
        var starts: [String] = []
        switch request.input {
        case .paths(let paths): if let first = paths.first { starts.append(Paths.absolute(first, against: cwd)) }
        case .stdin(_, let path): if let path { starts.append(Paths.absolute(path, against: cwd)) }
        case .staged(let paths): if let first = paths.first { starts.append(Paths.absolute(first, against: cwd)) }
        }
        starts.append(cwd)
        for start in starts {
            let directory: String
            switch FileStatus.of(start) {
            case .directory: directory = start
            default: directory = Paths.normalize(start + "/..")
            }
            if let found = ConfigurationLoader.find(from: start == cwd ? cwd : directory) {
                // A staged run uses the configuration the commit holds.
                if case .staged = request.input, let staged = try stagedConfiguration(found, cwd: cwd) { return staged }
                return try ConfigurationLoader.load(absolutePath: found, shownAs: Paths.display(found, cwd: cwd))
            }
        }
        return Configuration(rootDirectory: cwd)
    }

    /// Applies suppression comments and configured severities, and restores report order.
    /// The analysis ran only the rules `config` selects (`AnalysisOptions.rules`, from the
    /// same `Configuration.ruleSelection`): nothing is left to drop here.
    static func postProcess(_ result: LintResult, config: Configuration) -> [Finding] {
        let enabled = config.enabledRules
        var byFile = Dictionary(grouping: result.findings, by: \.file)
        var findings: [Finding] = []
        // By position; a file without suppression comments keeps its findings as they are
        // (`Suppressions.apply`'s own answer), without copying its analysis for the call.
        for k in result.files.indices {
            let own = byFile.removeValue(forKey: result.files[k].path) ?? []
            guard !result.files[k].directives.isEmpty else { findings += own; continue }
            let file = result.files[k]
            findings += Suppressions.apply(findings: own, directives: file.directives, file: file.path,
                                           enabledRules: enabled, lineText: file.lineText)
        }
        // Findings for a path the engine did not list (none expected) are kept, unsuppressed.
        findings += byFile.values.joined()
        for i in findings.indices {
            findings[i].severity = config.severity(of: findings[i].rule, graded: findings[i].severity)
        }
        return findings.sorted(by: Finding.reportOrder)
    }

    /// Baseline paths are relative to the baseline file, so it works from any directory.
    /// `texts` holds each finding's statement (version 1: its culprit's line), by culprit line.
    static func baselineKey(baselineFile: String, cwd: String, texts: [String: [Int: String]], version: Int) -> (Finding) -> FindingKey {
        let base = Paths.normalize(baselineFile + "/..")
        return { finding in
            let abs = Paths.absolute(finding.file, against: cwd)
            let path = Paths.relative(abs, to: base) ?? abs
            let text = texts[finding.file]?[finding.line]
            return version == 1 ? FindingKey(finding, path: path, lineText: text) : FindingKey(finding, path: path, text: text)
        }
    }

    /// The lines of a finding's statement, joined (its first 100: a key stays small however
    /// long a generated chain is, and the same in every run).
    static func statementText(of finding: Finding, in analysis: FileAnalysis) -> String? {
        let first = min(finding.statementLine, finding.line)
        let last = min(max(finding.endLine, first), first + 99)
        return analysis.linesText(first, through: last)
    }
}
