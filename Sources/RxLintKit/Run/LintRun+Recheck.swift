/// After `--fix`: what is left, reported as the files now are, without linting the project a
/// second time. Only the files the fixes changed are scanned and checked again; every other
/// file's findings stand, which is exact when the new text leaves the project index as it was
/// (`IndexFacts.unchanged`: a `[weak self]`, a `.disposed(by:)` or a removed comment
/// declares nothing new). When a fix did change what the index knows, or a changed file is
/// Objective-C (its parse reads the headers it imports), the whole run is done again.
extension LintRun {
    /// `previous`, the outcome of `run(request)`, as it stands once `changed` (files of it, by
    /// their reported path, with their new text) replace their old text.
    public static func recheck(_ previous: LintOutcome, request: LintRequest, changed: [SourceFile]) throws -> LintOutcome {
        guard !changed.isEmpty else { return previous }
        var request = request
        request.configuration = previous.configuration
        let config = previous.configuration
        let slot = Dictionary(previous.analysed.files.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        var options = config.analysisOptions
        options.keepsSyntaxForEdits = request.preparesEdits
        var slots: [Int] = []
        var rescanned: [FileAnalysis] = []
        for file in changed {
            // A fixed file of a front end that feeds the index kept its type facts with its
            // syntax (`Engine.check`): without them there is nothing to compare the new facts
            // with, and another front end's file is checked again in a whole run.
            guard FrontEnds.of(path: file.path).feedsProjectIndex, let k = slot[file.path], previous.analysed.files[k].syntax != nil else {
                return try run(request)
            }
            var scanned = Analyzer.scan(file, knowledge: options.knowledge, keepingSyntax: options.keepsSyntaxForEdits)
            // The module the run gave the file: it depends on its path alone.
            scanned.module = previous.analysed.files[k].module
            guard IndexFacts.unchanged(previous.index, replacing: previous.analysed.files[k], with: scanned) else { return try run(request) }
            slots.append(k)
            rescanned.append(scanned)
        }
        let checked = Engine.check(&rescanned, index: previous.index, options: options, jobs: max(1, request.jobs))
        let finished = try finish(LintResult(findings: checked, files: rescanned), sources: changed, request: request, config: config)
        let paths = Set(changed.map(\.path))
        var outcome = previous
        outcome.findings = merged(previous.findings.filter { !paths.contains($0.file) }, finished.findings)
        outcome.sourceLines = previous.sourceLines.filter { !paths.contains($0.key) }.merging(finished.statements) { _, new in new }
        for (k, file) in zip(slots, rescanned) { outcome.analysed.files[k] = file }
        let sources = Dictionary(changed.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        outcome.analysed.sources = outcome.analysed.sources.map { sources[$0.path] ?? $0 }
        return outcome
    }

    /// `recheck` with the files at `paths` (reported paths the fixes wrote) read back from disk.
    public static func recheck(_ previous: LintOutcome, request: LintRequest, written paths: [String]) throws -> LintOutcome {
        var changed: [SourceFile] = []
        for path in paths {
            // A file that cannot be read back is said so by a whole run, as any input is.
            guard case .success(let bytes) = InputReader.readBytes(Paths.absolute(path, against: request.currentDirectory), display: path),
                  case .success(let file) = InputReader.validated(SourceFile(path: path, bytes: bytes)) else {
                var request = request
                request.configuration = previous.configuration
                return try run(request)
            }
            changed.append(file)
        }
        return try recheck(previous, request: request, changed: changed)
    }

    /// Two lists in report order, of different files, as one in report order.
    private static func merged(_ a: [Finding], _ b: [Finding]) -> [Finding] {
        var result: [Finding] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && !Finding.reportOrder(b[j], a[i])) {
                result.append(a[i]); i += 1
            } else {
                result.append(b[j]); j += 1
            }
        }
        return result
    }
}
