/// The parts of a run that the language server repeats for one buffer against the project it
/// keeps warm, each the same function the command line uses, so a buffer's findings are the
/// findings of `rxlint --stdin --stdin-path <file>` on the same text.
extension LintRun {
    /// The findings of one scanned file checked against `index`: the engine's check, then the
    /// run's post-processing (rule selection, suppression comments, configured severities), the
    /// edits of certain fixes, and the configured baseline.
    static func bufferFindings(_ source: SourceFile, scanned: FileAnalysis, index: ProjectIndex, options: AnalysisOptions,
                               configuration: Configuration, baseline: Baseline?, cwd: String) -> [Finding] {
        var files = [scanned]
        let checked = Engine.check(&files, index: index, options: options, jobs: 1)
        var findings = postProcess(LintResult(findings: checked, files: [scanned]), config: configuration)
        findings = attachEdits(findings, sources: [source])
        guard let baseline, let path = configuration.baseline.map({ Paths.absolute($0, against: configuration.rootDirectory) }) else {
            return findings
        }
        // Keyed as `run` keys them: the statement's text (version 1: the culprit's line).
        var texts: [String: [Int: String]] = [:]
        for f in findings where texts[f.file]?[f.line] == nil {
            texts[f.file, default: [:]][f.line] = baseline.version == 1 ? scanned.lineText(f.line) : statementText(of: f, in: scanned)
        }
        return baseline.newFindings(findings, key: baselineKey(baselineFile: path, cwd: cwd, texts: texts, version: baseline.version))
    }

    /// What a run would know of the project rooted at `root`: every file a walk finds, whatever
    /// `included`/`excluded` say, except Objective-C files (their parse reads what it needs).
    static func knownFileList(root: String, configuration: Configuration) -> [DiscoveredFile] {
        var everything = Configuration(rootDirectory: root)
        everything.knowledge = configuration.knowledge
        let discovery = FileDiscovery(configuration: everything, currentDirectory: root)
        return discovery.discover([root]).files.filter { !ObjCAnalyzer.isObjectiveC($0.absolutePath) }
    }
}
