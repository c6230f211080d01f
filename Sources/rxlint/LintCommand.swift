import ArgumentParser
import Foundation
import RxLintKit

/// `rxlint [PATH…]`: lint files and directories, standard input, or the git index.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint Swift (.swift) and Objective-C (.m, .mm) files (the default command: 'rxlint Sources/' is 'rxlint lint Sources/').")

    @Argument(help: "Files or directories to lint: .swift, .m and .mm files (default: the current directory).")
    var paths: [String] = []

    @Option(help: ArgumentHelp("Output format on standard output.", valueName: ReporterRegistry.identifiers.joined(separator: "|")))
    var format: String?

    @Option(name: .customLong("report"),
            help: ArgumentHelp("An extra report, FORMAT or FORMAT:FILE (repeatable); e.g. --report sarif:rxlint.sarif.", valueName: "format[:file]"))
    var reports: [String] = []

    @Option(help: ArgumentHelp("Configuration file (default: the nearest .lintrc above the linted path).", valueName: "file"))
    var config: String?

    @Flag(help: "Warnings fail the run too (exit status 1).")
    var strict = false

    @Flag(help: "Report only findings that fail the run; no summary, no progress.")
    var quiet = false

    @Option(help: ArgumentHelp("Number of parallel workers (default: one per core).", valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Report only findings not recorded in this baseline file.", valueName: "file"))
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Record the current findings in this file.", valueName: "file"))
    var writeBaseline: String?

    @Flag(help: "Lint what the git index holds: the staged files (or the files named), knowing the rest of the project as staged (for pre-commit hooks).")
    var staged = false

    @Flag(help: "Lint source text read from standard input (with --stdin-path, as that file of its project; without, alone).")
    var stdin = false

    @Option(name: .customLong("stdin-path"), help: ArgumentHelp("The path to report standard input under (and to find .lintrc from).", valueName: "path"))
    var stdinPath: String?

    @Option(name: .customLong("project-root"), help: ArgumentHelp("The directory whose files the run knows while it reports on the paths named (default: the .lintrc's directory, else the git work tree).", valueName: "dir"))
    var projectRoot: String?

    @Option(name: .customLong("compile-commands"), help: ArgumentHelp("A compile_commands.json whose include paths, macros and SDK the Objective-C parse uses.", valueName: "file"))
    var compileCommands: String?

    @Flag(help: "Apply the fixes that are certain to remove their finding, in place (see 'rxlint explain <rule>').")
    var fix = false

    @Flag(name: [.customLong("dry-run"), .customLong("diff")], help: "With --fix: print the fixes as a unified diff instead of writing them.")
    var dryRun = false

    func validate() throws {
        if dryRun && !fix { throw ValidationError("'--dry-run' needs '--fix'") }
        if fix && staged { throw ValidationError("'--fix' cannot be combined with '--staged': it would change the working tree, not what is staged") }
        if fix && stdin && !dryRun { throw ValidationError("'--fix' with '--stdin' has no file to write: add '--dry-run' to print the diff") }
        if fix && writeBaseline != nil { throw ValidationError("'--fix' and '--write-baseline' cannot be combined") }
        if let jobs, jobs < 1 { throw ValidationError("'--jobs' must be at least 1") }
        if stdin && staged { throw ValidationError("'--stdin' and '--staged' cannot be combined") }
        if stdin && !paths.isEmpty { throw ValidationError("'--stdin' takes no paths; name the buffer with '--stdin-path'") }
        if stdinPath != nil && !stdin { throw ValidationError("'--stdin-path' needs '--stdin'") }
        if baseline != nil && writeBaseline != nil { throw ValidationError("'--baseline' and '--write-baseline' cannot be combined") }
    }

    func run() throws {
        let environment = ProcessEnvironment.values(of: ReportContext.environmentVariables)
        let cwd = Paths.currentDirectory
        var request = try makeRequest(cwd: cwd)
        // Destinations are checked before the configuration is read, so a typo fails fast;
        // the configuration, read once, may then name the reporter.
        let requested = try ReportDestination.requested(format: format, reports: reports)
        request.configuration = try LintRun.loadConfiguration(for: request)
        let destinations = requested.orDefault(configured: request.configuration?.reporter)
        let human = destinations.allSatisfy { !$0.reporter.isMachineReadable }
        var progressShown = false
        var runRequest = request
        // Only `--fix` and the JSON and SARIF reports use the findings' edits.
        runRequest.preparesEdits = fix || destinations.contains { $0.reporter == JSONReporter.self || $0.reporter == SARIFReporter.self }
        if human && !quiet && Terminal.stderrIsTerminal {
            runRequest.progress = { total in
                // Short runs finish before a counter could be read.
                guard total >= 200 else { return nil }
                progressShown = true
                return LintProgress(total: total, sink: LintProgress.terminalSink(Terminal.writeStderr))
            }
        }
        let linted = try LintRun.run(runRequest)
        // The process ends once the reports are written: what the run built is released by
        // the exit, not by a serial walk over every file's buffers.
        ProcessLifetime.keep(linted)
        if progressShown { Terminal.writeStderr(LintProgress.clearLine) }
        if fix && dryRun {
            try printDiff(linted, request: runRequest, cwd: cwd, environment: environment)
            return
        }
        var outcome = linted
        var fixProblems: [RxLintError] = []
        if fix {
            let written = FixWriter.write(linted.findings, sources: linted.analysed.sources, cwd: cwd)
            fixProblems = written.problems
            for file in written.fixed {
                Terminal.note("fixed \(file.findings) finding\(file.findings == 1 ? "" : "s") in \(PathBytes.printable(file.path))")
            }
            // What is left is reported as the files now are: positions after the edits. Only
            // the files written are checked again (see `LintRun.recheck`).
            if !written.fixed.isEmpty {
                runRequest.progress = nil
                outcome = try LintRun.recheck(linted, request: runRequest, written: written.fixed.map(\.path))
                ProcessLifetime.keep(outcome)
            }
        }
        let findings = quiet ? outcome.findings.filter { $0.severity >= outcome.failingSeverity } : outcome.findings
        var problems = outcome.problems + fixProblems
        for destination in destinations {
            let context = ReportContext(
                filesLinted: outcome.filesLinted, currentDirectory: cwd,
                repositoryRoot: repositoryRoot(cwd: cwd, environment: environment, needed: destination.reporter),
                environment: environment,
                colored: destination.file == nil && destination.reporter == TextReporter.self && Terminal.colorAllowed(environment),
                sourceLines: outcome.sourceLines)
            let bytes = destination.reporter.generateReportBytes(findings, context: context)
            if let file = destination.file {
                if let reason = ReportFile.write(bytes, to: Paths.absolute(file, against: cwd), cwd: cwd) {
                    problems.append(.io("cannot write report \(file): \(reason)"))
                }
            } else {
                Terminal.writeStdout(bytes)
            }
        }
        for problem in problems { Terminal.error(problem.description) }
        if !quiet, let note = ObjCInactiveCode.note(outcome.analysed.files.map(\.objcInactive)) { Terminal.note(note) }
        if let written = outcome.baselineWritten, let path = writeBaseline {
            Terminal.note("recorded \(written) finding\(written == 1 ? "" : "s") in \(path)")
        }
        if !quiet && destinations.contains(where: { $0.file == nil && !$0.reporter.isMachineReadable }) {
            Terminal.note(summary(outcome.findings, files: outcome.filesLinted))
        }
        let status: ExitStatus = problems.isEmpty ? outcome.exitStatus : .inputError
        if status != .clean { throw ExitCode(status.rawValue) }
    }

    /// `--fix --dry-run`: the diff on standard output, nothing written. The fixed files are
    /// checked again in memory (`LintRun.recheck`): what the fixes leave (a finding only the
    /// fixed text has included) goes to standard error, with positions as the files will be
    /// once the diff is applied, and decides the exit status, as `--fix` would.
    private func printDiff(_ linted: LintOutcome, request: LintRequest, cwd: String, environment: [String: String]) throws {
        let fixed = FixWriter.fixedFiles(linted.findings, sources: linted.analysed.sources)
        for file in fixed {
            Terminal.writeStdout(FixApplier.unifiedDiff(path: file.path, old: file.old, edits: file.edits))
        }
        var after = linted
        let changed = fixed.filter { $0.new != $0.old }
        if !changed.isEmpty {
            var again = request
            again.progress = nil
            // A whole run, when one is needed, lints the fixed text in place of the files'.
            again.replacedContents = Dictionary(changed.map { ($0.path, $0.new) }, uniquingKeysWith: { first, _ in first })
            after = try LintRun.recheck(linted, request: again, changed: changed.map { SourceFile(path: $0.path, bytes: $0.new) })
            ProcessLifetime.keep(after)
        }
        let left = quiet ? after.findings.filter { $0.severity >= after.failingSeverity } : after.findings
        let context = ReportContext(filesLinted: after.filesLinted, currentDirectory: cwd, repositoryRoot: cwd, environment: environment,
                                    colored: false, sourceLines: after.sourceLines)
        Terminal.writeStderr(TextReporter.generateReport(left, context: context))
        for problem in after.problems { Terminal.error(problem.description) }
        if !quiet { Terminal.note(summary(after.findings, files: after.filesLinted) + " left after the fixes") }
        if after.exitStatus != .clean { throw ExitCode(after.exitStatus.rawValue) }
    }

    private func makeRequest(cwd: String) throws -> LintRequest {
        let input: LintRequest.Input
        if stdin {
            // Read at most one byte past the size limit: the rest of an endless stream is never held.
            switch InputReader.readStream() {
            case .success(let bytes): input = .stdin(bytes: bytes, path: stdinPath)
            case .failure(let problem): throw RxLintError.input(problem)
            }
        } else if staged {
            input = .staged(paths: paths)
        } else {
            input = .paths(paths)
        }
        return LintRequest(input: input, configPath: config, strict: strict ? true : nil, jobs: jobs ?? Engine.defaultJobs,
                           baselinePath: baseline, writeBaselinePath: writeBaseline, currentDirectory: cwd, projectRoot: projectRoot,
                           compileCommandsPath: compileCommands)
    }

    /// Repository-relative paths are needed only by some reporters; asking git costs a process.
    private func repositoryRoot(cwd: String, environment: [String: String], needed reporter: Reporter.Type) -> String {
        guard reporter == SARIFReporter.self || reporter == GitLabReporter.self else { return cwd }
        for variable in ["GITHUB_WORKSPACE", "CI_PROJECT_DIR"] {
            if let value = environment[variable], !value.isEmpty { return Paths.absolute(value, against: cwd) }
        }
        return GitWorkTree.topLevel(from: cwd) ?? cwd
    }

    private func summary(_ findings: [Finding], files: Int) -> String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.filter { $0.severity == .warning }.count
        let notes = findings.filter { $0.severity == .info }.count
        return "\(count(errors, "error")), \(count(warnings, "warning")), \(count(notes, "note")) in \(count(files, "file"))"
    }
}

/// Values that live until the process exits.
enum ProcessLifetime {
    private static var kept: [Any] = []

    static func keep(_ value: Any) { kept.append(value) }
}
