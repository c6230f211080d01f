import Foundation
import XCTest
import RxLintKit
import RxModel
import TestSupport

/// Three-way agreement between each scenario's expectation comments, what its code does when
/// it runs against RxModel, and what rxlint reports for its source.
final class AgreementTests: XCTestCase {
    private static let scenariosDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Scenarios")

    private func name(of scenario: AgreementScenario.Type) -> String {
        String(describing: scenario)
    }

    private func sourcePath(of scenario: AgreementScenario.Type) -> String {
        Self.scenariosDirectory.appendingPathComponent(name(of: scenario) + ".swift").path
    }

    private func source(of scenario: AgreementScenario.Type) throws -> String {
        try String(contentsOfFile: sourcePath(of: scenario), encoding: .utf8)
    }

    /// The scenario files, by name, read from the folder when the test runs.
    private func scenarioFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Self.scenariosDirectory.path)
            .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }.sorted()
    }

    /// `allScenarios` is written at build time from the folder (ScenarioListPlugin): each file
    /// is compiled in, none is missing, and the folder is not empty.
    func testEveryScenarioFileIsCompiledIn() throws {
        let files = try scenarioFiles()
        let compiled = allScenarios.map(name(of:))
        XCTAssertEqual(compiled, files, "allScenarios and Scenarios/ differ: the scenario list is stale")
        XCTAssertGreaterThanOrEqual(compiled.count, 80, "Swift agreement scenarios")
    }

    func testExpectationCommentsAreWellFormed() throws {
        // The rules an expectation can name: those that judge a subscription's lifetime, from
        // the registry (the meta rules judge the linter's own comments and limits).
        let rules = Set(RuleRegistry.descriptions.filter { $0.kind == .lint }.map(\.identifier))
        XCTAssertGreaterThanOrEqual(rules.count, 4, "lint rules in RuleRegistry")
        for scenario in allScenarios {
            let text = try source(of: scenario)
            let declared = text.components(separatedBy: "// expect:").count - 1
            let parsed = Agreement.expectations(in: text)
            XCTAssertGreaterThanOrEqual(parsed.count, declared, "\(name(of: scenario)): an expectation comment does not parse")
            for e in parsed {
                XCTAssertTrue(rules.contains(e.rule), "\(name(of: scenario)).swift:\(e.line): unknown rule \(e.rule)")
                XCTAssertNotNil(ExpectedVerdict(rawValue: e.verdict), "\(name(of: scenario)).swift:\(e.line): unknown verdict \(e.verdict)")
            }
            XCTAssertTrue(text.contains("enum \(name(of: scenario)): AgreementScenario"), "\(name(of: scenario)): the enum must be named like the file")
            // Only a source that cannot send may excuse a clean scenario from counting events.
            if let reason = scenario.silentBecause {
                XCTAssertTrue(text.contains(".never()"), "\(name(of: scenario)): declared silent (\(reason)) without a never() source")
                XCTAssertTrue(parsed.isEmpty, "\(name(of: scenario)): only a clean scenario may be declared silent")
            }
        }
    }

    /// (a) What the scenario does at run time against RxModel matches its expectations.
    func testRuntimeAgreement() throws {
        var agreed = 0
        var ran: [String] = []
        for scenario in allScenarios {
            ran.append(name(of: scenario))
            let text = try source(of: scenario)
            let expectations = Agreement.expectations(in: text)
            guard let expected = Agreement.expectedVerdict(expectations) else {
                XCTFail("\(name(of: scenario)).swift: unknown verdict in \(expectations)")
                continue
            }
            let observation = ScenarioRunner.run(scenario)
            if let problem = Agreement.disagreement(expected: expected, observation: observation) {
                let lines = expectations.map { "line \($0.line)" }.joined(separator: ", ")
                XCTFail("Scenarios/\(name(of: scenario)).swift\(lines.isEmpty ? "" : " (\(lines))"): \(problem)")
            } else {
                agreed += 1
            }
        }
        // Every scenario ran and agreed (each one that did not has its own failure above).
        XCTAssertEqual(agreed, allScenarios.count, "scenarios whose run agrees with their expectations")
        XCTAssertEqual(ran, try scenarioFiles(), "every file of Scenarios/ runs, once")
        XCTAssertGreaterThanOrEqual(agreed, 80)
    }

    /// (b) rxlint reports exactly the expectation comments: same rule, line and verdict.
    func testLintAgreement() throws {
        for scenario in allScenarios {
            let text = try source(of: scenario)
            let expected = Set(Agreement.expectations(in: text))
            // Linted under a path of its own, as the app code it stands for: under `Tests/` it
            // would count as test code, which is judged more leniently.
            let result = Engine.lint([SourceFile(path: "Scenarios/\(name(of: scenario)).swift", bytes: Array(text.utf8))])
            let reported = Set(result.findings.map { Expectation(rule: $0.rule, line: $0.line, verdict: $0.verdict.rawValue) })
            for missing in expected.subtracting(reported).sorted(by: { $0.line < $1.line }) {
                XCTFail("Scenarios/\(name(of: scenario)).swift:\(missing.line): expected `\(missing.rule) \(missing.verdict)`, rxlint reported nothing like it")
            }
            for extra in reported.subtracting(expected).sorted(by: { $0.line < $1.line }) {
                XCTFail("Scenarios/\(name(of: scenario)).swift:\(extra.line): rxlint reported `\(extra.rule) \(extra.verdict)`, not in the expectations")
            }
        }
    }
}
