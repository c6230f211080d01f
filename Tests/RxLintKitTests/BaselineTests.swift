import XCTest
@testable import RxLintKit

final class BaselineTests: XCTestCase {
    private func finding(_ rule: String, line: Int, file: String = "A.swift", chain: [String] = ["self", "disposeBag"]) -> Finding {
        Finding(rule: rule, severity: .error, message: "msg", file: file, line: line, column: 1, endLine: line, endColumn: 2,
                verdict: .leak, chain: chain)
    }

    /// Keys from a table of statement texts by culprit line, the way `LintRun` builds them.
    private func key(_ lines: [Int: String]) -> (Finding) -> FindingKey {
        { FindingKey($0, path: $0.file, text: lines[$0.line]) }
    }

    func testSurvivesLineShiftsAndReindentation() {
        let before = [3: "    _ = relay.subscribe(onNext: { self.x() })"]
        let baseline = Baseline(findings: [finding("discarded_subscription", line: 3)], key: key(before))
        let after = [10: "\t\t_ =  relay.subscribe(onNext: { self.x() })   "]
        XCTAssertEqual(baseline.newFindings([finding("discarded_subscription", line: 10)], key: key(after)), [])
    }

    func testChangedStatementRuleOrFileIsNewButNotAChangedChain() {
        let lines = [3: "_ = relay.subscribe()"]
        let baseline = Baseline(findings: [finding("discarded_subscription", line: 3)], key: key(lines))
        XCTAssertEqual(baseline.newFindings([finding("discarded_subscription", line: 3)], key: key([3: "_ = other.subscribe()"])).count, 1)
        XCTAssertEqual(baseline.newFindings([finding("strong_self_capture", line: 3)], key: key(lines)).count, 1)
        // The chain's words can depend on what else a run knew: they are not part of the key.
        XCTAssertEqual(baseline.newFindings([finding("discarded_subscription", line: 3, chain: ["self"])], key: key(lines)).count, 0)
        XCTAssertEqual(baseline.newFindings([finding("discarded_subscription", line: 3, file: "B.swift")], key: key(lines)).count, 1)
    }

    func testDuplicatesAreCounted() {
        let lines = [1: "bind()", 2: "bind()", 3: "bind()"]
        let baseline = Baseline(findings: [finding("strong_self_capture", line: 1), finding("strong_self_capture", line: 2)], key: key(lines))
        let current = [finding("strong_self_capture", line: 1), finding("strong_self_capture", line: 2), finding("strong_self_capture", line: 3)]
        XCTAssertEqual(baseline.newFindings(current, key: key(lines)).map(\.line), [3], "two recorded absorb two, not three")
    }

    func testRoundTripsThroughAFile() throws {
        let dir = try TemporaryDirectory()
        let lines = [4: "x.subscribe()"]
        let baseline = Baseline(findings: [finding("discarded_subscription", line: 4)], key: key(lines))
        try baseline.write(to: dir.path + "/baseline.json")
        XCTAssertEqual(try Baseline.load(path: dir.path + "/baseline.json"), baseline)
        let text = try String(contentsOfFile: dir.path + "/baseline.json", encoding: .utf8)
        XCTAssertTrue(text.contains("\"text\" : \"x.subscribe()\""), text)
    }

    func testBadBaselinesAreReported() throws {
        let dir = try TemporaryDirectory()
        try dir.write("bad.json", "{\"version\": 1}")
        try dir.write("future.json", "{\"version\": 9, \"findings\": []}")
        XCTAssertThrowsError(try Baseline.load(path: dir.path + "/bad.json")) {
            XCTAssertEqual("\($0)", "\(dir.path)/bad.json: baseline: not an rxlint baseline (missing key 'findings')")
        }
        XCTAssertThrowsError(try Baseline.load(path: dir.path + "/future.json")) {
            XCTAssertTrue("\($0)".hasSuffix("unsupported version 9"))
        }
        XCTAssertThrowsError(try Baseline.load(path: dir.path + "/missing.json")) {
            XCTAssertTrue("\($0)".hasSuffix("cannot read file"))
        }
    }

    func testNormalisationAndFingerprint() {
        XCTAssertEqual(FindingKey.normalize("  a \t b\r\n"), "a b")
        let k1 = FindingKey(rule: "r", file: "f", lineText: "a b", chain: ["x"])
        XCTAssertEqual(k1.fingerprint, FindingKey(rule: "r", file: "f", lineText: "a b", chain: ["x"]).fingerprint)
        XCTAssertNotEqual(k1.fingerprint, FindingKey(rule: "r", file: "f", lineText: "a b", chain: ["y"]).fingerprint)
        // Part boundaries matter: ("ab", "c") is not ("a", "bc").
        XCTAssertNotEqual(FindingKey(rule: "ab", file: "c", lineText: "", chain: []).fingerprint,
                          FindingKey(rule: "a", file: "bc", lineText: "", chain: []).fingerprint)
        XCTAssertEqual(k1.fingerprint.count, 16)
    }
}
