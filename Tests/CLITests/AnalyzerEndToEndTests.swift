import TestSupport
import XCTest

/// End-to-end behaviour that needs the real analysis (findings from rules, suppression
/// comments found by the scanner). Everything here runs the built binary on the samples.
final class AnalyzerEndToEndTests: XCTestCase {
    func testLeakIsAnErrorWithItsChainAndFailsTheRun() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Sources/Ticker.swift", Samples.leaking)
        let result = try CLI.run(["Sources"], in: dir.path)
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let first = try XCTUnwrap(lines.first { $0.hasPrefix("Sources/Ticker.swift:") })
        XCTAssertTrue(first.contains(": error: ") && first.hasSuffix("[strong_self_capture]"), first)
        XCTAssertTrue(lines.contains { $0.hasPrefix("    chain: self → disposeBag") && $0.hasSuffix("→ self") }, result.stdout)
        XCTAssertFalse(result.stdout.contains("\u{1B}["), "no colour when stdout is a pipe")
    }

    func testDiscardedSubscriptionInJSON() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Printer.swift", Samples.discarded)
        let result = try CLI.run(["--format", "json"], in: dir.path)
        let findings = try XCTUnwrap(try jsonReport(result.stdout)["findings"] as? [[String: Any]])
        let finding = try XCTUnwrap(findings.first { $0["rule"] as? String == "discarded_subscription" }, result.stdout)
        XCTAssertEqual(finding["file"] as? String, "Printer.swift")
        XCTAssertEqual(finding["line"] as? Int, 8)
        XCTAssertEqual(result.status, (finding["severity"] as? String) == "error" ? 1 : 0)
    }

    func testCleanVersionHasNoFindings() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Ticker.swift", Samples.clean)
        let result = try CLI.run(["--format", "json", "--strict"], in: dir.path)
        XCTAssertEqual(result.status, 0, result.stdout)
        XCTAssertEqual((try jsonReport(result.stdout)["findings"] as? [Any])?.count, 0)
    }

    func testStrictQuietAndSeverityOverride() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Ticker.swift", Samples.leaking)
        try dir.write(".lintrc", "rules:\n  strong_self_capture:\n    severity: warning\n")
        XCTAssertEqual(try CLI.run([], in: dir.path).status, 0, "a warning does not fail by default")
        XCTAssertEqual(try CLI.run(["--strict"], in: dir.path).status, 1)
        let quiet = try CLI.run(["--quiet"], in: dir.path)
        XCTAssertEqual(quiet.stdout, "", "quiet shows only failing findings")
        XCTAssertEqual(quiet.stderr, "")
        try dir.write(".lintrc", "disabled_rules: [strong_self_capture]\n")
        XCTAssertFalse(try CLI.run([], in: dir.path).stdout.contains("strong_self_capture"))
    }

    func testSuppressionCommentsAndSuperfluousDisable() throws {
        let dir = try TemporaryDirectory()
        let suppressed = Samples.leaking.replacingOccurrences(
            of: "            .subscribe(onNext: { _ in self.tick() })",
            with: "            // rxlint:disable:next strong_self_capture - tick is cheap\n            .subscribe(onNext: { _ in self.tick() })")
        try dir.write("Ticker.swift", "// rxlint:disable:next discarded_subscription\n" + suppressed)
        let result = try CLI.run(["--format", "json"], in: dir.path)
        let findings = try XCTUnwrap(try jsonReport(result.stdout)["findings"] as? [[String: Any]])
        XCTAssertFalse(findings.contains { $0["rule"] as? String == "strong_self_capture" }, result.stdout)
        let superfluous = findings.filter { $0["rule"] as? String == "superfluous_disable" }
        XCTAssertEqual(superfluous.map { $0["line"] as? Int }, [1], result.stdout)
    }

    func testBaselineSurvivesLineShiftsAndCatchesNewFindings() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Ticker.swift", Samples.leaking)
        XCTAssertEqual(try CLI.run(["--write-baseline", "baseline.json"], in: dir.path).status, 0)
        XCTAssertGreaterThan((try jsonReport(try dir.read("baseline.json"))["findings"] as? [Any])?.count ?? 0, 0)
        try dir.write("Ticker.swift", "// a new header comment\n\n" + Samples.leaking)
        XCTAssertEqual(try CLI.run(["--baseline", "baseline.json"], in: dir.path).status, 0)
        try dir.write("Printer.swift", Samples.leaking.replacingOccurrences(of: "Ticker", with: "Other"))
        let result = try CLI.run(["--baseline", "baseline.json", "--format", "json"], in: dir.path)
        XCTAssertEqual(result.status, 1)
        let files = (try jsonReport(result.stdout)["findings"] as? [[String: Any]])?.compactMap { $0["file"] as? String }
        XCTAssertEqual(Set(files ?? []), ["Printer.swift"])
    }

    func testColourOnlyOnATerminalAndNeverWithNoColor() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Ticker.swift", Samples.leaking)
        // `script` gives rxlint a pseudo-terminal as standard output, and exits with its
        // status (1, for the finding).
        try TestPrerequisites.require("script")
        let tty = try CLI.shell("script -qec '\(CLI.binary) Ticker.swift' /dev/null", in: dir.path, environment: ["TERM": "xterm"],
                                allowingFailure: true)
        XCTAssertEqual(tty.status, 1, tty.stdout + tty.stderr)
        XCTAssertTrue(tty.stdout.contains("\u{1B}[1;31merror:"), tty.stdout)
        let noColor = try CLI.shell("script -qec '\(CLI.binary) Ticker.swift' /dev/null", in: dir.path,
                                    environment: ["TERM": "xterm", "NO_COLOR": "1"], allowingFailure: true)
        XCTAssertEqual(noColor.status, 1, noColor.stdout + noColor.stderr)
        XCTAssertTrue(noColor.stdout.contains("error:"), noColor.stdout)
        XCTAssertFalse(noColor.stdout.contains("\u{1B}[1;31m"), noColor.stdout)
    }

    func testStagedLeakBlocksTheCommitAndAStagedFixIsAllowed() throws {
        let repo = try CLIStagedTests.makeRepository()
        XCTAssertEqual(try CLI.run(["install-hook"], in: repo.path, environment: CLIStagedTests.gitEnvironment(repo)).status, 0)
        try repo.write("Ticker.swift", Samples.leaking)
        try CLIStagedTests.git("git add Ticker.swift", in: repo)
        try repo.write("Ticker.swift", Samples.clean)
        let blocked = try CLIStagedTests.git("git commit -q -m leak", in: repo, allowingFailure: true)
        XCTAssertNotEqual(blocked.status, 0, "the staged leak must block the commit")
        // git shows a hook's output on its standard error.
        XCTAssertTrue((blocked.stdout + blocked.stderr).contains("Ticker.swift:8:"), blocked.stdout + blocked.stderr)
        try CLIStagedTests.git("git add Ticker.swift", in: repo)
        try repo.write("Ticker.swift", Samples.leaking)
        let allowed = try CLIStagedTests.git("git commit -q -m fixed", in: repo)
        XCTAssertEqual(allowed.status, 0, allowed.stdout + allowed.stderr)
    }

    func testGitHubAnnotationsForRealFindings() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Sources/Ticker.swift", Samples.leaking)
        let result = try CLI.run(["--format", "github", "Sources"], in: dir.path + "/Sources/..", environment: ["GITHUB_WORKSPACE": dir.path])
        XCTAssertTrue(result.stdout.hasPrefix("::error file=Sources/Ticker.swift,line="), result.stdout)
    }
}
