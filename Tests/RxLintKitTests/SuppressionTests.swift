import XCTest
@testable import RxLintKit

final class SuppressionTests: XCTestCase {
    private let all = Set(RuleRegistry.identifiers)

    private func finding(_ rule: String, line: Int, endLine: Int? = nil) -> Finding {
        Finding(rule: rule, severity: .error, message: "m", file: "F.swift", line: line, column: 5,
                endLine: endLine ?? line, endColumn: 9, verdict: .leak, chain: ["self"])
    }

    private func comment(_ text: String, line: Int, endLine: Int? = nil, startsLine: Bool = true) -> DirectiveComment {
        DirectiveComment(line: line, endLine: endLine ?? line, text: text, startsLine: startsLine)
    }

    /// (rule, line) of what remains.
    private func apply(_ findings: [Finding], _ comments: [DirectiveComment], enabled: Set<String>? = nil,
                       lines: [Int: String] = [:]) -> [String] {
        Suppressions.apply(findings: findings, directives: comments, file: "F.swift", enabledRules: enabled ?? all,
                           lineText: { lines[$0] }).map { "\($0.rule)@\($0.line)" }
    }

    func testParsing() {
        let parsed = SuppressionDirective.parse(comment("// rxlint:disable:next strong_self_capture, discarded_subscription - kept on purpose", line: 3))
        guard case .directive(let d) = parsed else { return XCTFail("\(parsed)") }
        XCTAssertEqual(d.action, .disable)
        XCTAssertEqual(d.scope, .next)
        XCTAssertEqual(d.rules, ["strong_self_capture", "discarded_subscription"])
        XCTAssertEqual(d.reason, "kept on purpose")
        XCTAssertEqual(SuppressionDirective.parse(comment("/* rxlint:enable all */", line: 1)),
                       .directive(SuppressionDirective(action: .enable, scope: .region, rules: ["all"], reason: nil, line: 1, endLine: 1)))
        XCTAssertEqual(SuppressionDirective.parse(comment("// see rxlint: docs", line: 1)), .none)
        XCTAssertEqual(SuppressionDirective.parse(comment("/*\nfoo()\n// rxlint:disable:next all\n*/", line: 1, endLine: 4)), .none,
                       "code commented out around a directive is not a directive")
        for invalid in ["// rxlint:disabel all", "// rxlint:disable:nxt all", "// rxlint:disable"] {
            let parsed = SuppressionDirective.parse(comment(invalid, line: 1))
            guard case .invalid = parsed else { return XCTFail("`\(invalid)` must be an invalid directive, parsed as \(parsed)") }
        }
        let multiline = "/* rxlint:disable all\n   more prose */"
        let parsedMultiline = SuppressionDirective.parse(comment(multiline, line: 1, endLine: 2))
        guard case .directive(let multi) = parsedMultiline else {
            return XCTFail("`\(multiline)` must be a directive, parsed as \(parsedMultiline)")
        }
        XCTAssertEqual(multi.rules, ["all"], "a directive ends at its line")
    }

    func testNextThisPrevious() {
        let findings = [finding("strong_self_capture", line: 5), finding("discarded_subscription", line: 9)]
        XCTAssertEqual(apply(findings, [comment("// rxlint:disable:next strong_self_capture", line: 4)]), ["discarded_subscription@9"])
        XCTAssertEqual(apply(findings, [comment("// rxlint:disable:this discarded_subscription", line: 9, startsLine: false)]),
                       ["strong_self_capture@5"])
        XCTAssertEqual(apply(findings, [comment("// rxlint:disable:previous all", line: 10)]), ["strong_self_capture@5"])
        // A block comment over lines 2-4: `next` is the line after its end.
        XCTAssertEqual(apply(findings, [comment("/* rxlint:disable:next strong_self_capture\n\n*/", line: 2, endLine: 4)]),
                       ["discarded_subscription@9"])
    }

    func testNextCoversAFindingSpanningSeveralLines() {
        let chain = finding("strong_self_capture", line: 5, endLine: 8)
        XCTAssertEqual(apply([chain], [comment("// rxlint:disable:this strong_self_capture", line: 7, startsLine: false)]), [])
    }

    func testRegionsAndReEnable() {
        let findings = (1...10).map { finding("strong_self_capture", line: $0 * 10) }
            + [finding("discarded_subscription", line: 35)]
        let remaining = apply(findings, [
            comment("// rxlint:disable strong_self_capture", line: 25),
            comment("// rxlint:enable strong_self_capture", line: 45),
            comment("// rxlint:disable all - legacy code", line: 65),
            comment("// rxlint:enable strong_self_capture", line: 75),
        ])
        XCTAssertEqual(remaining, ["strong_self_capture@10", "strong_self_capture@20", "discarded_subscription@35",
                                   "strong_self_capture@50", "strong_self_capture@60", "strong_self_capture@80",
                                   "strong_self_capture@90", "strong_self_capture@100"])
    }

    func testTrailingDisableStartsAfterItsLineAndTrailingEnableEndsAfterIt() {
        let findings = [finding("strong_self_capture", line: 3), finding("strong_self_capture", line: 4),
                        finding("strong_self_capture", line: 6), finding("strong_self_capture", line: 7)]
        XCTAssertEqual(apply(findings, [comment("// rxlint:disable strong_self_capture", line: 3, startsLine: false),
                                        comment("// rxlint:enable strong_self_capture", line: 6, startsLine: false)]),
                       ["strong_self_capture@3", "strong_self_capture@7"])
    }

    func testSuperfluousDisablesAreReported() throws {
        let lines = [2: "    // rxlint:disable:next strong_self_capture discarded_subscription", 7: "foo() /* rxlint:disable all */"]
        let result = Suppressions.apply(
            findings: [finding("strong_self_capture", line: 3)],
            directives: [comment("// rxlint:disable:next strong_self_capture discarded_subscription", line: 2),
                         comment("/* rxlint:disable all */", line: 7, startsLine: false),
                         comment("// rxlint:disable:next no_such_rule", line: 11)],
            file: "F.swift", enabledRules: all, lineText: { lines[$0] })
        XCTAssertEqual(result.map(\.rule), ["superfluous_disable", "superfluous_disable", "superfluous_disable"])
        XCTAssertEqual(result.map(\.line), [2, 7, 11])
        XCTAssertEqual(result.map(\.column), [5, 7, 1])
        XCTAssertEqual(result[0].message, "rxlint:disable:next suppresses no finding of 'discarded_subscription'")
        XCTAssertEqual(result[1].message, "rxlint:disable suppresses no finding of any rule")
        XCTAssertEqual(result[2].message, "'no_such_rule' is not an rxlint rule id")
        XCTAssertEqual(result[0].severity, .warning)
    }

    func testDisableOfARuleSwitchedOffIsNotSuperfluousAndSuperfluousCanBeSilenced() {
        let enabledWithoutStrong = all.subtracting(["strong_self_capture"])
        XCTAssertEqual(apply([], [comment("// rxlint:disable:next strong_self_capture", line: 1)], enabled: enabledWithoutStrong), [])
        XCTAssertEqual(apply([], [comment("// rxlint:disable:next strong_self_capture", line: 1)],
                             enabled: all.subtracting(["superfluous_disable"])), [])
        XCTAssertEqual(apply([], [comment("// rxlint:disable superfluous_disable", line: 1),
                                  comment("// rxlint:disable:next strong_self_capture", line: 2)]), [])
        // `all` does not silence the check it would trigger.
        XCTAssertEqual(apply([], [comment("// rxlint:disable all", line: 1)]), ["superfluous_disable@1"])
    }

    func testNoDirectivesIsIdentity() {
        let findings = [finding("strong_self_capture", line: 2)]
        XCTAssertEqual(Suppressions.apply(findings: findings, directives: [], file: "F.swift", enabledRules: all), findings)
    }
}
