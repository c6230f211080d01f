import XCTest

/// `.lintrc` discovery, `--config`, and configuration errors through the binary.
final class CLIConfigurationTests: XCTestCase {
    func testConfigurationIsFoundFromTheLintedPathUpward() throws {
        let dir = try TemporaryDirectory()
        try dir.write("project/.lintrc", "reporter: json\nexcluded: [Sources/Generated]\n")
        try dir.write("project/Sources/A.swift", "let a = 1\n")
        try dir.write("project/Sources/Generated/G.swift", "\u{0}binary, but excluded")
        // Run from outside the project: the .lintrc above the linted path applies.
        let result = try CLI.run(["project/Sources"], in: dir.path)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(summary(try jsonReport(result.stdout))["files"], 1)
        // From inside, with no path, the current directory's .lintrc applies.
        let inside = try CLI.run([], in: dir.path + "/project/Sources")
        XCTAssertEqual(summary(try jsonReport(inside.stdout))["files"], 1)
    }

    func testExplicitConfigWinsAndMissingConfigIsAnError() throws {
        let dir = try TemporaryDirectory()
        try dir.write(".lintrc", "reporter: json\n")
        try dir.write("other.yml", "reporter: checkstyle\n")
        try dir.write("A.swift", "let a = 1\n")
        let result = try CLI.run(["--config", "other.yml"], in: dir.path)
        XCTAssertTrue(result.stdout.hasPrefix("<?xml"), result.stdout)
        let missing = try CLI.run(["--config", "nope.yml"], in: dir.path)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderrLines, ["rxlint: error: nope.yml: no such configuration file"])
    }

    func testConfigurationErrorsNameFileLineAndKey() throws {
        let dir = try TemporaryDirectory()
        try dir.write("A.swift", "let a = 1\n")
        let cases: [(String, String)] = [
            ("strict: false\nexlcuded: [Pods]\n", "rxlint: error: .lintrc:2:1: unknown key 'exlcuded' (did you mean 'excluded'?)"),
            ("strict: yes\n", "rxlint: error: .lintrc:1:9: 'strict' must be true or false, got 'yes'"),
            ("excluded: [\"[abc\"]\n", "rxlint: error: .lintrc:1:12: 'excluded': bad glob '[abc': unterminated '[' in pattern"),
            ("only_rules: [leaks]\n", "rxlint: error: .lintrc:1:14: 'only_rules': unknown rule id 'leaks'"),
            ("disabled_rules: 3\n", "rxlint: error: .lintrc:1:17: 'disabled_rules' must be a non-empty string, got '3'"),
        ]
        for (yaml, expected) in cases {
            try dir.write(".lintrc", yaml)
            let result = try CLI.run(["--format", "json"], in: dir.path)
            XCTAssertEqual(result.status, 2, yaml)
            XCTAssertEqual(result.stderrLines, [expected], yaml)
            XCTAssertEqual(result.stdout, "", "nothing is linted with a broken configuration")
        }
    }

    func testBaselineFilesAreCheckedAndWritten() throws {
        let dir = try TemporaryDirectory()
        try dir.write("A.swift", Samples.clean)
        let written = try CLI.run(["--write-baseline", "rxlint-baseline.json"], in: dir.path)
        XCTAssertEqual(written.status, 0, written.stderr)
        XCTAssertTrue(written.stderr.contains("recorded 0 findings in rxlint-baseline.json"), written.stderr)
        let baseline = try jsonReport(try dir.read("rxlint-baseline.json"))
        XCTAssertEqual(baseline["version"] as? Int, 2)
        XCTAssertEqual((baseline["findings"] as? [Any])?.count, 0)
        XCTAssertEqual(try CLI.run(["--baseline", "rxlint-baseline.json"], in: dir.path).status, 0)
        let missing = try CLI.run(["--baseline", "missing.json"], in: dir.path)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderrLines.first?.hasSuffix("missing.json: baseline: cannot read file") == true, missing.stderr)
    }
}
