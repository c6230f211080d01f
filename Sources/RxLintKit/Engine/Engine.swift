/// The result of linting a set of in-memory files.
public struct LintResult: Sendable {
    /// Findings in report order.
    public var findings: [Finding]
    /// Per-file facts (for suppressions, baselines and summaries).
    public var files: [FileAnalysis]
}

/// Runs the whole pipeline over files already read into memory.
public enum Engine {
    /// Lints `files` with `jobs` workers; the output is identical for any `jobs`.
    /// `progress`, when given, hears about each file once its per-file pass is done.
    public static func lint(_ files: [SourceFile], options: AnalysisOptions = AnalysisOptions(), jobs: Int = defaultJobs,
                            progress: LintProgress? = nil) -> LintResult {
        let needles = options.knowledge.prefilterNeedles
        let scanned = files.parallelMap(jobs: jobs) { file -> FileAnalysis in
            defer { progress?.fileDone() }
            return Analyzer.scan(file, knowledge: options.knowledge, needles: needles)
        }
        let index = ProjectIndex(scanned)
        var findings = scanned.parallelMap(jobs: jobs) { Analyzer.check($0, index: index, options: options) }.flatMap { $0 }
        findings.sort(by: Finding.reportOrder)
        return LintResult(findings: findings, files: scanned)
    }

    /// One worker per core.
    public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
}

import Foundation
