/// The result of linting a set of in-memory files.
public struct LintResult: Sendable {
    /// Findings in report order.
    public var findings: [Finding]
    /// Per-file facts (for suppressions, baselines and summaries). Their `sites` are empty,
    /// and their `types` too unless the file keeps its `syntax` for the fixer: they are
    /// released once checked (`Analyzer.scan` keeps them).
    public var files: [FileAnalysis]
}

/// Runs the whole pipeline over files already read into memory.
public enum Engine {
    /// Lints `files` with `jobs` workers; the output is identical for any `jobs`.
    /// `progress`, when given, hears about each file once its per-file pass is done.
    ///
    /// `context` holds the rest of the project: files that are known but not reported on
    /// (the rest of the work tree when one file is staged, excluded files, the other files of a
    /// package). Only what the project index needs is read from them, so a finding is the same
    /// whether its file is linted alone or with the whole project.
    public static func lint(_ files: [SourceFile], context: [SourceFile] = [], options: AnalysisOptions = AnalysisOptions(),
                            jobs: Int = defaultJobs, progress: LintProgress? = nil) -> LintResult {
        lintKeepingIndex(files, context: context, options: options, jobs: jobs, progress: progress).result
    }

    /// `lint`, also handing back the project index the findings were checked against rather
    /// than freeing it: freeing every type's tables is a serial walk that a command about to
    /// exit leaves to the exit (see `LintOutcome.analysed`).
    static func lintKeepingIndex(_ files: [SourceFile], context: [SourceFile], options: AnalysisOptions,
                                 jobs: Int, progress: LintProgress?) -> (result: LintResult, index: ProjectIndex) {
        var scanned = scan(files, options: options, jobs: jobs, progress: progress)
        let objc = objcOptions(options)
        let known = context.parallelMap(jobs: jobs) { file in
            var analysis = Analyzer.scanForIndex(file, objc: objc)
            if analysis.module == nil { analysis.module = options.modules?.module(of: analysis.path) }
            return analysis
        }
        let index = ProjectIndex(scanned + known)
        let findings = check(&scanned, index: index, options: options, jobs: jobs)
        return (LintResult(findings: findings, files: scanned), index)
    }

    /// The per-file pass over every file, in parallel.
    public static func scan(_ files: [SourceFile], options: AnalysisOptions = AnalysisOptions(), jobs: Int = defaultJobs,
                            progress: LintProgress? = nil) -> [FileAnalysis] {
        let objc = objcOptions(options)
        return files.parallelMap(jobs: jobs) { file -> FileAnalysis in
            defer { progress?.fileDone() }
            var analysis = Analyzer.scan(file, knowledge: options.knowledge, objc: objc, keepingSyntax: options.keepsSyntaxForEdits)
            // Each worker asks for its files' modules (`ModuleMap` lists a folder once, under
            // its lock): the walk up to a manifest is not left to one thread after the scan.
            if analysis.module == nil { analysis.module = options.modules?.module(of: analysis.path) }
            return analysis
        }
    }

    /// What the Objective-C parse of a run's files is told, known files' as reported ones'.
    static func objcOptions(_ options: AnalysisOptions) -> ObjCOptions {
        var objc = options.objc
        objc.preparesFixes = objc.preparesFixes && options.rules.runs(StrongSelfCaptureRule.description.identifier)
        objc.knowledge = ObjCTeamKnowledge(options.knowledge)
        return objc
    }

    /// The rules and the model over every scanned file, in parallel, findings in report order.
    /// Sites and type facts are read by nothing after this: each worker drops its file's as
    /// soon as they are checked, which frees most of the run's memory in parallel and keeps
    /// it off the peak of the reporting that follows.
    public static func check(_ scanned: inout [FileAnalysis], index: ProjectIndex, options: AnalysisOptions = AnalysisOptions(),
                             jobs: Int = defaultJobs) -> [Finding] {
        var findings = scanned.parallelMapInPlace(jobs: jobs) { file -> [Finding] in
            let found = Analyzer.check(releasingSitesOf: &file, index: index, options: options)
            file.sites = []
            file.objcSites = []
            // A file the fixer will edit keeps what its edits need: its syntax, and its type
            // facts, which tell whether the edits change what the index knows (`LintRun.recheck`).
            // A suppression comment may yet turn out superfluous, and its removal is an edit.
            if file.syntax != nil, found.contains(where: { $0.fixKind != nil }) || !file.directives.isEmpty { return found }
            file.syntax = nil
            file.types = []
            return found
        }.flatMap { $0 }
        findings.sort(by: Finding.reportOrder)
        return findings
    }

    /// One worker per core.
    public static var defaultJobs: Int { ParallelJobs.standard }
}

import Foundation
