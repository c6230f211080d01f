/// A file whose analysis stopped at one of the bounds that keep rxlint's work linear (an
/// argument list of thousands of parts, a scope of tens of thousands of tokens after a local
/// Disposable). Past a bound an answer is a guess, so the file says so once, at its first
/// line, rather than letting its verdicts change silently with its size. A warning: it fails
/// the run under `--strict`.
enum AnalysisLimitRule {
    static let description = RuleDescription(
        identifier: "analysis_limit", name: "Analysis Limit",
        summary: "A file too complex to analyse completely: its findings may be incomplete.",
        kind: .meta, defaultSeverity: .warning)

    static func finding(_ file: FileAnalysis) -> Finding? {
        guard !file.limitsReached.isEmpty else { return nil }
        let message = "Too complex to analyse (\(file.limitsReached.joined(separator: "; "))): findings for this file may be incomplete."
        return Finding(rule: description.identifier, severity: description.defaultSeverity, message: message, file: file.path,
                       line: 1, column: 1, endLine: 1, endColumn: 1, verdict: .safe, chain: [])
    }
}
