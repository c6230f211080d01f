import TestSupport
import XCTest
@testable import RxLintKit

/// Findings and a context every reporter test shares: a proven leak with a chain, a warning
/// whose message and path need escaping, and an info.
enum ReporterFixture {
    static let findings: [Finding] = [
        Finding(rule: "strong_self_capture", severity: .error,
                message: "onNext closure captures self strongly while self owns the subscription",
                file: "Sources/App/FeedViewModel.swift", line: 12, column: 9, endLine: 14, endColumn: 10, verdict: .leak,
                chain: ["self", "disposeBag", "subscription", "onNext closure", "self"],
                fix: "Capture [weak self] or use subscribe(with: self)."),
        Finding(rule: "discarded_subscription", severity: .warning,
                message: "Result of subscribe(onNext:) is discarded: <T> & \"quotes\" 'single' 100%",
                file: "Sources/App/Ünïcode Dir/a,b:c.swift", line: 3, column: 5, endLine: 3, endColumn: 40, verdict: .transient,
                chain: []),
        Finding(rule: "superfluous_disable", severity: .info, message: "rxlint:disable suppresses no finding of any rule",
                file: "Tests/Z.swift", line: 1, column: 1, endLine: 1, endColumn: 25, verdict: .safe, chain: []),
    ]

    static let context = ReportContext(
        toolVersion: "9.9.9", filesLinted: 3, currentDirectory: "/work/project", repositoryRoot: "/work/project",
        environment: [:], colored: false,
        sourceLines: ["Sources/App/FeedViewModel.swift": [12: "        .subscribe(onNext: { _ in self.tick() })"]],
        // Fixed rules and pages, so the goldens do not change when rules or their docs do.
        rules: [
            RuleDescription(identifier: "discarded_subscription", name: "Discarded Subscription",
                            summary: "A discarded subscription.", kind: .lint, defaultSeverity: .warning),
            RuleDescription(identifier: "strong_self_capture", name: "Strong Self Capture",
                            summary: "A strong self capture.", kind: .lint, defaultSeverity: .warning),
            RuleDescription(identifier: "superfluous_disable", name: "Superfluous Disable",
                            summary: "A superfluous disable.", kind: .meta, defaultSeverity: .warning),
        ],
        ruleDocumentation: ["strong_self_capture": "# strong_self_capture\n\n## What it does\n\nFlags strong `self`\ncaptures.\n\n## Why\n"])
}

final class ReporterGoldenTests: XCTestCase {
    private static let goldenDirectory = RepositoryPaths.root + "/Tests/RxLintKitTests/Golden"

    /// Compares with `Golden/<name>`; `RXLINT_UPDATE_GOLDEN=1 swift test` rewrites the files
    /// (then review the diff).
    private func assertGolden(_ actual: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let path = Self.goldenDirectory + "/" + name
        if ProcessInfo.processInfo.environment["RXLINT_UPDATE_GOLDEN"] == "1" {
            try Data(actual.utf8).write(to: URL(fileURLWithPath: path))
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        if let difference = TextDifference.of(expected: expected, actual: actual) {
            XCTFail("\(name): the report (+) differs from its golden file (-):\n\(difference)", file: file, line: line)
        }
    }

    private func report(_ reporter: Reporter.Type, context: ReportContext = ReporterFixture.context) -> String {
        reporter.generateReport(ReporterFixture.findings, context: context)
    }

    func testText() throws { try assertGolden(report(TextReporter.self), "text.txt") }
    func testXcode() throws { try assertGolden(report(XcodeReporter.self), "xcode.txt") }
    func testJSON() throws { try assertGolden(report(JSONReporter.self), "json.json") }
    func testSARIF() throws { try assertGolden(report(SARIFReporter.self), "sarif.json") }
    func testGitHub() throws { try assertGolden(report(GitHubReporter.self), "github.txt") }
    func testCheckstyle() throws { try assertGolden(report(CheckstyleReporter.self), "checkstyle.xml") }
    func testJUnit() throws { try assertGolden(report(JUnitReporter.self), "junit.xml") }
    func testGitLab() throws { try assertGolden(report(GitLabReporter.self), "gitlab.json") }

    func testColoredText() {
        var context = ReporterFixture.context
        context.colored = true
        let text = report(TextReporter.self, context: context)
        XCTAssertTrue(text.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        XCTAssertTrue(text.contains("\u{1B}[1;36mnote:\u{1B}[0m"))
        XCTAssertFalse(report(TextReporter.self).contains("\u{1B}"), "no colour unless asked")
    }

    func testEmptyReports() {
        let context = ReporterFixture.context
        XCTAssertEqual(TextReporter.generateReport([], context: context), "")
        XCTAssertEqual(GitHubReporter.generateReport([], context: context), "")
        XCTAssertEqual(GitLabReporter.generateReport([], context: context), "[\n\n]\n")
        XCTAssertTrue(JUnitReporter.generateReport([], context: context).contains("tests=\"1\" failures=\"0\""))
        XCTAssertEqual(CheckstyleReporter.generateReport([], context: context),
                       "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n</checkstyle>\n")
    }

    /// What the command writes (the report's bytes) is the report: the JSON format builds
    /// them itself, the others by way of their text.
    func testReportBytesAreTheReport() {
        for reporter in ReporterRegistry.reporters {
            for findings in [ReporterFixture.findings, []] {
                let bytes = reporter.generateReportBytes(findings, context: ReporterFixture.context)
                XCTAssertEqual(bytes, Array(reporter.generateReport(findings, context: ReporterFixture.context).utf8), reporter.identifier)
            }
        }
        XCTAssertFalse(JSONReporter.generateReportBytes(ReporterFixture.findings, context: ReporterFixture.context).isEmpty)
    }

    func testRegistryNamesEveryFormat() {
        XCTAssertEqual(ReporterRegistry.identifiers, ["text", "json", "sarif", "github", "checkstyle", "junit", "gitlab", "xcode"])
        XCTAssertEqual(ReporterRegistry.reporters.filter { !$0.isMachineReadable }.map { $0.identifier }, ["text", "xcode"])
    }

    func testReportDestinations() throws {
        let d = try ReportDestination.resolve(format: "json", reports: ["sarif:out/rx.sarif", "github:gh.txt"], configured: "xcode")
        XCTAssertEqual(d.map { $0.reporter.identifier }, ["sarif", "github", "json"])
        XCTAssertEqual(d.map(\.file), ["out/rx.sarif", "gh.txt", nil])
        XCTAssertEqual(try ReportDestination.resolve(format: nil, reports: [], configured: "xcode").map { $0.reporter.identifier }, ["xcode"])
        XCTAssertEqual(try ReportDestination.resolve(format: nil, reports: [], configured: nil).map { $0.reporter.identifier }, ["text"])
        XCTAssertThrowsError(try ReportDestination.resolve(format: "json", reports: ["github"], configured: nil)) {
            XCTAssertTrue("\($0)".contains("only one report can go to standard output"))
        }
        XCTAssertThrowsError(try ReportDestination.parse("html")) { XCTAssertTrue("\($0)".hasPrefix("unknown format 'html'")) }
        XCTAssertThrowsError(try ReportDestination.parse("sarif:")) { XCTAssertTrue("\($0)".contains("missing file name")) }
    }
}
