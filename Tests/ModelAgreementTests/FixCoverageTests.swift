import Foundation
import XCTest
@testable import RxLintKit
import RxModel

/// How much of what rxlint reports in the agreement scenarios `--fix` removes: each scenario
/// linted alone (as `AgreementTests` does), its fixes applied, linted again. A finding counts
/// as fixed when it had an edit and its rule reports that many fewer findings in the fixed
/// text. Only `error` and `warning` findings count (an `info` finding fails no build). The
/// figure is documented in docs/precision.md ("Fix coverage"); `FixedScenarioTests` proves
/// each fixed scenario at run time.
final class FixCoverageTests: XCTestCase {
    private static let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scenarios")

    /// Fixed and total findings of one rule.
    struct Tally { var fixed = 0; var total = 0 }

    private func lint(_ text: String, name: String) -> [Finding] {
        let findings = LintRun.lint([SourceFile(path: "Scenarios/\(name).swift", text: text)], configuration: Configuration(rootDirectory: "/"), jobs: 1)
        return Fixer.withEdits(findings, bytes: Array(text.utf8), versions: ProjectVersions(swift: Version(5, 9), rxSwift: Version(6, 9, 1)))
    }

    /// Per rule, over every scenario, with the scenarios whose findings stay unfixed.
    private func tally() throws -> (tallies: [String: Tally], unfixed: [String]) {
        var tallies: [String: Tally] = [:]
        var unfixed: [String] = []
        for scenario in allScenarios {
            let name = String(describing: scenario)
            let text = try String(contentsOf: Self.scenarios.appendingPathComponent(name + ".swift"), encoding: .utf8)
            let before = lint(text, name: name).filter { $0.severity >= .warning }
            let edits = before.compactMap(\.edit)
            let fixedText = edits.isEmpty ? text : String(decoding: FixApplier.apply(edits, to: Array(text.utf8)), as: UTF8.self)
            let after = edits.isEmpty ? before : lint(fixedText, name: name).filter { $0.severity >= .warning }
            for rule in Set(before.map(\.rule)) {
                let ofRule = before.filter { $0.rule == rule }
                let gone = max(0, ofRule.count - after.filter { $0.rule == rule }.count)
                let fixed = min(gone, ofRule.filter { $0.edit != nil }.count)
                tallies[rule, default: Tally()].total += ofRule.count
                tallies[rule, default: Tally()].fixed += fixed
                if fixed < ofRule.count { unfixed.append("\(name) \(rule) \(fixed)/\(ofRule.count)") }
            }
        }
        return (tallies, unfixed.sorted())
    }

    func testFixRemovesThreeQuartersOfTheLeakFindings() throws {
        let (tallies, unfixed) = try tally()
        func sum(_ rules: [String]) -> Tally {
            rules.reduce(into: Tally()) { t, r in t.fixed += tallies[r]?.fixed ?? 0; t.total += tallies[r]?.total ?? 0 }
        }
        let selfAndDiscarded = sum(["strong_self_capture", "discarded_subscription"])
        let all = sum(["strong_self_capture", "discarded_subscription", "missing_dispose_bag", "local_dispose_bag"])
        print("fix coverage: " + tallies.keys.sorted().map { "\($0) \(tallies[$0]!.fixed)/\(tallies[$0]!.total)" }.joined(separator: ", "))
        print("fix coverage: strong_self_capture + discarded_subscription \(selfAndDiscarded.fixed)/\(selfAndDiscarded.total); four rules \(all.fixed)/\(all.total)")
        print("unfixed: " + unfixed.joined(separator: "; "))
        XCTAssertGreaterThanOrEqual(selfAndDiscarded.total, 40, "strong_self_capture and discarded_subscription findings in the scenarios")
        XCTAssertGreaterThanOrEqual(selfAndDiscarded.fixed * 4, selfAndDiscarded.total * 3, "--fix must remove three quarters of them")
        XCTAssertGreaterThanOrEqual(all.fixed * 4, all.total * 3, "--fix must remove three quarters of the four rules' findings")
    }
}
