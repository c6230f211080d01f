import RxLintKit
import TestSupport
import XCTest

/// Arguments, exit statuses and the small subcommands, through the built binary.
final class CLIUsageTests: XCTestCase {
    func testVersionAndHelp() throws {
        let dir = try TemporaryDirectory()
        let version = try CLI.run(["--version"], in: dir.path)
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.stdout, "0.1.0\n")
        let help = try CLI.run(["--help"], in: dir.path)
        XCTAssertEqual(help.status, 0)
        for option in ["--format", "--report", "--config", "--strict", "--quiet", "--jobs", "--staged", "--stdin-path", "--project-root", "install-hook", "explain"] {
            XCTAssertTrue(help.stdout.contains(option), option)
        }
        // One help text, not the tool's and the lint command's one after the other.
        for heading in ["OVERVIEW:", "USAGE:", "OPTIONS:", "SUBCOMMANDS:", "EXIT STATUS:"] {
            XCTAssertEqual(help.stdout.components(separatedBy: heading).count - 1, 1, heading)
        }
    }

    /// A plain run skips ArgumentParser's completion-script check (`RxLintCommand
    /// .asksNothingOfTheParser`); what that check and the help read must stay as they were.
    func testCompletionScriptsAndSubcommandHelpStillAnswer() throws {
        let dir = try TemporaryDirectory()
        let script = try CLI.run(["--generate-completion-script", "bash"], in: dir.path)
        XCTAssertEqual(script.status, 0, script.stderr)
        XCTAssertTrue(script.stdout.contains("complete -o filenames -F _rxlint rxlint"), String(script.stdout.prefix(300)))
        let zsh = try CLI.run(["--generate-completion-script=zsh"], in: dir.path)
        XCTAssertEqual(zsh.status, 0, zsh.stderr)
        XCTAssertTrue(zsh.stdout.hasPrefix("#compdef rxlint"), String(zsh.stdout.prefix(300)))
        for arguments in [["lint", "--help"], ["help", "explain"]] {
            let help = try CLI.run(arguments, in: dir.path)
            XCTAssertEqual(help.status, 0, "\(arguments)")
            // The tool's name once: a super-command's name would come before it.
            let usage = help.stdout.split(separator: "\n").first { $0.hasPrefix("USAGE:") } ?? ""
            XCTAssertTrue(usage.hasPrefix("USAGE: rxlint \(arguments.last == "explain" ? "explain" : "lint")"), "\(arguments): \(usage)")
        }
    }

    func testUsageErrorsExitTwoWithOneLineReason() throws {
        let dir = try TemporaryDirectory()
        for arguments in [["--bogus"], ["--jobs", "0"], ["--format", "html"], ["--stdin-path", "A.swift"],
                          ["--report", "json", "--format", "text"], ["--stdin", "--staged"], ["--baseline", "a", "--write-baseline", "b"]] {
            let result = try CLI.run(arguments, in: dir.path)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.stderrLines.first?.hasPrefix("rxlint: error: ") == true, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
        }
    }

    func testCleanTreeExitsZeroAndDefaultsToTheCurrentDirectory() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Sources/A.swift", "let answer = 42\n")
        try dir.write("Pods/P.swift", "\u{0}")
        let result = try CLI.run([], in: dir.path)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderrLines, ["rxlint: 0 errors, 0 warnings, 0 notes in 1 file"])
        let quiet = try CLI.run(["--quiet", "Sources"], in: dir.path)
        XCTAssertEqual(quiet.status, 0)
        XCTAssertEqual(quiet.stderr, "")
    }

    func testRulesTableAndExplain() throws {
        let dir = try TemporaryDirectory()
        let rules = try CLI.run(["rules"], in: dir.path)
        XCTAssertEqual(rules.status, 0)
        let lines = rules.stdout.split(separator: "\n")
        XCTAssertTrue(lines.first?.hasPrefix("id ") == true)
        XCTAssertEqual(lines.count - 1, RuleRegistry.identifiers.count, "one line per rule:\n\(rules.stdout)")
        for id in RuleRegistry.identifiers {
            XCTAssertTrue(lines.contains { $0.hasPrefix(id + " ") && ($0.contains(" warning ") || $0.contains(" error ")) }, id)
        }
        let explain = try CLI.run(["explain", "strong_self_capture"], in: dir.path)
        XCTAssertEqual(explain.status, 0)
        XCTAssertTrue(explain.stdout.contains("strong_self_capture"), explain.stdout)
        let unknown = try CLI.run(["explain", "strong_self_captur"], in: dir.path)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stderrLines, ["rxlint: error: unknown rule 'strong_self_captur' (see 'rxlint rules'; did you mean 'strong_self_capture'?)"])
    }

    func testInitWritesALoadableStarterAndRefusesToOverwrite() throws {
        let dir = try TemporaryDirectory()
        let first = try CLI.run(["init"], in: dir.path)
        XCTAssertEqual(first.status, 0, first.stderr)
        let written = try dir.read(".lintrc")
        XCTAssertTrue(written.contains("excluded:"))
        try dir.write("A.swift", "let a = 1\n")
        XCTAssertEqual(try CLI.run(["--format", "json"], in: dir.path).status, 0, "the starter is a valid configuration")
        let second = try CLI.run(["init"], in: dir.path)
        XCTAssertEqual(second.status, 2)
        XCTAssertTrue(second.stderr.contains("already exists"), second.stderr)
        XCTAssertEqual(try dir.read(".lintrc"), written)
    }

    func testReportsGoToFilesAndStandardOutput() throws {
        let dir = try TemporaryDirectory()
        try dir.write("A.swift", Samples.clean)
        try FileManager.default.createDirectory(atPath: dir.path + "/out", withIntermediateDirectories: false)
        let result = try CLI.run(["--report", "sarif:out/rx.sarif", "--report", "junit:junit.xml", "--format", "json", "A.swift"], in: dir.path)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(summary(try jsonReport(result.stdout))["files"], 1)
        XCTAssertEqual(result.stderr, "", "no summary line with a machine format on stdout")
        let sarif = try jsonReport(try dir.read("out/rx.sarif"))
        XCTAssertEqual(sarif["version"] as? String, "2.1.0")
        XCTAssertTrue(try dir.read("junit.xml").hasPrefix("<?xml"))
    }

    func testUnwritableReportIsAnErrorAfterTheOtherReports() throws {
        let dir = try TemporaryDirectory()
        try dir.write("A.swift", "let a = 1\n")
        try dir.write("blocker", "a file where a directory should be\n")
        let result = try CLI.run(["--report", "sarif:blocker/rx.sarif", "--format", "json"], in: dir.path)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(summary(try jsonReport(result.stdout))["files"], 1, "standard output still gets its report")
        XCTAssertEqual(result.stderrLines.count, 1, result.stderr)
        XCTAssertEqual(result.stderrLines[0], "rxlint: error: cannot write report blocker/rx.sarif: blocker is not a directory")
    }

    func testAConfigurationFromElsewhereWhoseIncludedMatchesNothingSaysSo() throws {
        let dir = try TemporaryDirectory()
        try dir.write("other/.lintrc", "included:\n  - \"App\"\n")
        try dir.write("proj/Sources/A.swift", "let a = 1\n")
        let result = try CLI.run(["--config", "../other/.lintrc", "Sources"], in: dir.path + "/proj")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines.first?.hasPrefix("rxlint: error: ../other/.lintrc: no file under the linted paths matches its 'included' globs"), true, result.stderr)
        // A hook run whose files are all outside `included` is not that mistake: files named
        // one by one are skipped quietly. A directory named is: nothing in it is linted.
        try dir.write("proj/.lintrc", "included:\n  - \"App\"\n")
        XCTAssertEqual(try CLI.run(["Sources/A.swift"], in: dir.path + "/proj").status, 0)
        let directory = try CLI.run(["Sources"], in: dir.path + "/proj")
        XCTAssertEqual(directory.status, 2)
        XCTAssertEqual(directory.stderrLines.first, "rxlint: error: Sources: every .swift, .m or .mm file under it is excluded by .lintrc ('included'/'excluded')")
    }

    func testAReportIntoAMissingDirectoryFailsWithoutCreatingIt() throws {
        let dir = try TemporaryDirectory()
        try dir.write("A.swift", "let a = 1\n")
        let result = try CLI.run(["--report", "json:out/reports/rx.json"], in: dir.path)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines.first, "rxlint: error: cannot write report out/reports/rx.json: directory out/reports does not exist")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.path + "/out"), "no directory is created")
        let baseline = try CLI.run(["--write-baseline", "missing/baseline.json"], in: dir.path)
        XCTAssertEqual(baseline.status, 2)
        XCTAssertTrue(baseline.stderrLines.first?.hasSuffix("cannot write file: directory missing does not exist") == true, baseline.stderr)
    }

    func testProgressOnlyOnATerminalAndNeverForMachineFormats() throws {
        try TestPrerequisites.require("script")
        let dir = try TemporaryDirectory()
        for i in 0..<220 { try dir.write("F\(i).swift", "let v\(i) = \(i)\n") }
        // One finding, so that each run below shows it did its work: the quiet run prints it.
        try dir.write("Ticker.swift", Samples.leaking)
        let finding = "Ticker.swift:8:39: error:"
        // `script` runs rxlint on a pseudo-terminal (standard output and error both) and exits
        // with its status: 1, for the finding.
        func onTerminal(_ arguments: String) throws -> CLIResult {
            let result = try CLI.shell("script -qec '\(CLI.binary) \(arguments)' /dev/null", in: dir.path, environment: ["TERM": "xterm"],
                                       allowingFailure: true)
            XCTAssertEqual(result.status, 1, "rxlint \(arguments): \(result.stdout)")
            return result
        }
        let tty = try onTerminal(".")
        XCTAssertTrue(tty.stdout.contains("rxlint: 221/221 files"), tty.stdout)
        XCTAssertTrue(tty.stdout.contains("in 221 files"), tty.stdout)
        // On a terminal the finding is coloured.
        func plain(_ text: String) -> String { text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) }
        XCTAssertTrue(plain(tty.stdout).contains(finding), tty.stdout)
        let json = try onTerminal("--format json .")
        XCTAssertFalse(json.stdout.contains("/221 files"), json.stdout)
        let report = try jsonReport(json.stdout)
        XCTAssertEqual(summary(report)["files"], 221, json.stdout)
        XCTAssertEqual(summary(report)["errors"], 1, json.stdout)
        let quiet = try onTerminal("--quiet .")
        XCTAssertFalse(quiet.stdout.contains("/221 files"), quiet.stdout)
        XCTAssertTrue(plain(quiet.stdout).contains(finding), quiet.stdout)
        let piped = try CLI.run(["."], in: dir.path)
        XCTAssertEqual(piped.status, 1, piped.stderr)
        XCTAssertTrue(piped.stdout.contains(finding), piped.stdout)
        XCTAssertFalse(piped.stderr.contains("/221 files"), "no progress when standard error is not a terminal")
    }
}
