import TestSupport
import XCTest
@testable import RxLintKit

/// Inputs shaped to find super-linear work or limits that change a verdict: a suppression
/// comment on every line, unknown rule ids (short and very long), very long operator chains.
/// Work is measured as the steps a stage counts, at n and 10n (a count, not a time, so a
/// loaded machine cannot make these flaky); verdicts are compared at both sizes.
final class AdversarialShapesTests: XCTestCase {
    private func finding(line: Int, rule: String = "discarded_subscription") -> Finding {
        Finding(rule: rule, severity: .error, message: "m", file: "F.swift", line: line, column: 5,
                endLine: line, endColumn: 9, verdict: .leak, chain: [])
    }

    private func comment(_ text: String, line: Int) -> DirectiveComment {
        DirectiveComment(line: line, endLine: line, text: text, startsLine: false)
    }

    private func suppressionSteps(_ n: Int, _ make: (Int) -> (findings: [Finding], comments: [DirectiveComment])) -> (steps: Int, kept: [Finding]) {
        let input = make(n)
        var steps = 0
        let kept = Suppressions.apply(findings: input.findings, directives: input.comments, file: "F.swift",
                                      enabledRules: Set(RuleRegistry.identifiers), lineText: { _ in nil }, steps: &steps)
        return (steps, kept)
    }

    private func assertLinear(_ name: String, n: Int, _ make: (Int) -> (findings: [Finding], comments: [DirectiveComment]),
                              file: StaticString = #filePath, line: UInt = #line) -> (small: [Finding], large: [Finding]) {
        let small = suppressionSteps(n, make)
        let large = suppressionSteps(10 * n, make)
        let ratio = Double(large.steps) / Double(max(1, small.steps))
        XCTAssertLessThanOrEqual(ratio, 12, "\(name): \(small.steps) steps at n=\(n), \(large.steps) at 10n", file: file, line: line)
        return (small.kept, large.kept)
    }

    func testDisableThisOnEverySubscriptionIsLinear() {
        let runs = assertLinear("disable:this on every line", n: 2_000) { n in
            ((1...n).map { finding(line: $0) },
             (1...n).map { comment("// rxlint:disable:this discarded_subscription", line: $0) })
        }
        XCTAssertTrue(runs.large.isEmpty, "every finding suppressed, no comment superfluous")
    }

    func testDisableNextAndThisOnEverySubscriptionIsLinear() {
        // Findings on even lines; `next` on the odd line above, `this` on the finding's line.
        let runs = assertLinear("disable:next + disable:this", n: 1_000) { n in
            ((1...n).map { finding(line: 2 * $0) },
             (1...n).flatMap { [comment("// rxlint:disable:next discarded_subscription", line: 2 * $0 - 1),
                                comment("// rxlint:disable:this discarded_subscription", line: 2 * $0)] })
        }
        XCTAssertTrue(runs.large.isEmpty)
    }

    func testUnknownRuleIdEverySecondLineIsLinear() {
        let runs = assertLinear("unknown id every second line", n: 1_000) { n in
            ([], (1...n).map { comment("// rxlint:disable nosuch_rule_x", line: 2 * $0) })
        }
        XCTAssertEqual(runs.large.count, 10_000, "one superfluous finding per unknown id")
        XCTAssertNil(offenders(runs.large, describe: { "line \($0.line): \($0.rule): \($0.message)" }) {
            $0.rule == "superfluous_disable" && $0.message.contains("is not an rxlint rule id")
        })
    }

    func testAVeryLongUnknownIdCostsNoMoreThanAShortOne() {
        // The did-you-mean search compares with no rule id far longer or shorter than the word.
        var short = 0
        var long = 0
        _ = Spelling.suggestion(for: "x" + String(repeating: "y", count: 500), among: RuleRegistry.identifiers, cells: &short)
        _ = Spelling.suggestion(for: "x" + String(repeating: "y", count: 5_000), among: RuleRegistry.identifiers, cells: &long)
        XCTAssertEqual(short, 0)
        XCTAssertEqual(long, 0)
        var near = 0
        XCTAssertEqual(Spelling.suggestion(for: "strong_self_captur", among: RuleRegistry.identifiers, cells: &near), "strong_self_capture")
        XCTAssertGreaterThan(near, 0)
    }

    /// A chain of `operators` `.map { $0 }` between a subject of self and a strong-self
    /// subscription kept by self's bag.
    private func longChain(_ operators: Int) -> String {
        var text = "import RxSwift\nfinal class A {\n    let disposeBag = DisposeBag()\n    let s = PublishSubject<Int>()\n    func f() {\n        s"
        text.reserveCapacity(operators * 20 + 400)
        for _ in 0..<operators { text += "\n            .map { $0 }" }
        text += "\n            .subscribe(onNext: { self.g($0) })\n            .disposed(by: disposeBag)\n    }\n    func g(_ x: Int) {}\n}\n"
        return text
    }

    func testAVeryLongChainKeepsItsVerdict() {
        // 60,000 operators once cut the walk back to the chain's root: the error became a warning.
        let verdicts = [100, 60_000].map { n -> [String] in
            Engine.lint([SourceFile(path: "Chain.swift", text: longChain(n))]).findings
                .map { "\($0.rule) \($0.severity) \($0.verdict)" }
        }
        XCTAssertEqual(verdicts[0], ["strong_self_capture error leak"])
        XCTAssertEqual(verdicts[1], verdicts[0])
    }

    // MARK: - Nesting kinds, through the per-file pass

    /// Sites and steps (tokens plus the capture analysis' visits) for one file.
    private func siteSteps(_ source: String) -> (sites: Int, steps: Int) {
        let bytes = Array(source.utf8)
        return bytes.withUnsafeBufferPointer { buf in
            let structure = StructureBuilder.build(tokens: Lexer.lex(buf).tokens, bytes: buf)
            return structure.tokens.withUnsafeBufferPointer { toks in
                let r = SiteExtractor.sitesCountingSteps(structure: structure, text: TokenText(bytes: buf, tokens: toks), knowledge: .standard)
                return (r.sites.count, r.steps)
            }
        }
    }

    private func classWrapping(_ body: String) -> String {
        "import RxSwift\nfinal class A {\n    let bag = DisposeBag()\n    let s = PublishSubject<Int>()\n    func g() {}\n    func f() {\n\(body)\n    }\n}\n"
    }

    /// Steps at 10n at most 12 times those at n, and the subscriptions all found at both sizes.
    private func assertLinearShape(_ name: String, n: Int, _ body: (Int) -> String,
                                   file: StaticString = #filePath, line: UInt = #line) {
        let small = siteSteps(classWrapping(body(n)))
        let large = siteSteps(classWrapping(body(10 * n)))
        XCTAssertEqual(small.sites, n, "\(name): sites at n", file: file, line: line)
        XCTAssertEqual(large.sites, 10 * n, "\(name): sites at 10n", file: file, line: line)
        let ratio = Double(large.steps) / Double(max(1, small.steps))
        XCTAssertLessThanOrEqual(ratio, 12, "\(name): \(small.steps) steps at n=\(n), \(large.steps) at 10n", file: file, line: line)
    }

    private static let subscription = "s.subscribe(onNext: { [weak self] _ in self?.g() }).disposed(by: bag)"

    func testEveryNestingKindIsLinear() {
        let sub = Self.subscription
        assertLinearShape("parentheses", n: 200) { n in
            String(repeating: "print((", count: n) + "0" + String(repeating: "))", count: n) + "\n" + String(repeating: sub + "\n", count: n)
        }
        assertLinearShape("subscriptions inside parentheses", n: 100) { n in
            (0..<n).map { _ in "_ = [(" + sub + ")]" }.joined(separator: "\n")
        }
        assertLinearShape("brackets", n: 200) { n in
            "let x = " + String(repeating: "[", count: n) + "1" + String(repeating: "]", count: n) + "\n" + String(repeating: sub + "\n", count: n)
        }
        assertLinearShape("generics", n: 200) { n in
            "let x: " + String(repeating: "Array<", count: n) + "Int" + String(repeating: ">", count: n) + "? = nil\n" + String(repeating: sub + "\n", count: n)
        }
        assertLinearShape("string interpolation", n: 100) { n in
            "let x = " + String(repeating: "\"\\(", count: n) + "1" + String(repeating: ")\"", count: n) + "\n" + String(repeating: sub + "\n", count: n)
        }
        assertLinearShape("#if blocks", n: 200) { n in
            String(repeating: "#if DEBUG\n" + sub + "\n#else\nprint(1)\n#endif\n", count: n)
        }
        assertLinearShape("comments between links", n: 200) { n in
            String(repeating: "s /* a */\n    // b\n    .map { $0 } /* c */\n    .subscribe(onNext: { [weak self] _ in self?.g() }) // d\n    .disposed(by: bag)\n", count: n)
        }
        assertLinearShape("suppression comments", n: 200) { n in
            String(repeating: "// rxlint:disable:next strong_self_capture\n" + sub + " // rxlint:disable:this discarded_subscription\n", count: n)
        }
        // The receiver's name bound by n conditions before the subscriptions, each binding
        // seen only in its own body: past 256 of them a look-up stops (and says so).
        assertLinearShape("conditions binding the receiver's name", n: 300) { n in
            String(repeating: "if let s = t { print(s) }\n", count: n) + String(repeating: sub + "\n", count: n)
        }
        assertLinearShape("one long line", n: 200) { n in
            Array(repeating: sub, count: n).joined(separator: "; ")
        }
        // One subscription at the end of 2,000 and 20,000 operators.
        let chain = { (k: Int) in "s" + String(repeating: ".map { $0 }", count: k) + ".subscribe(onNext: { [weak self] _ in self?.g() }).disposed(by: bag)" }
        let short = siteSteps(classWrapping(chain(2_000)))
        let long = siteSteps(classWrapping(chain(20_000)))
        XCTAssertEqual([short.sites, long.sites], [1, 1])
        XCTAssertLessThanOrEqual(Double(long.steps) / Double(short.steps), 12, "a long chain: \(short.steps) → \(long.steps)")
    }

    func testManyFilesWithTheSameNameKeepTheirVerdicts() {
        // The same file under 10 and 100 folders: each copy gets the same findings.
        let text = classWrapping("s.subscribe(onNext: { _ in self.g() }).disposed(by: bag)")
        for count in [10, 100] {
            let files = (0..<count).map { SourceFile(path: "M\($0)/Same.swift", text: text) }
            let findings = Engine.lint(files, jobs: 2).findings
            XCTAssertEqual(findings.count, count)
            XCTAssertEqual(Set(findings.map { "\($0.rule) \($0.severity) \($0.line):\($0.column)" }), ["strong_self_capture error 7:28"])
        }
    }

    func testAFileThatReachesABoundSaysSo() {
        // A local Disposable, then 25,000 tokens of its scope before it is disposed: past the
        // bound the local counts as never disposed, and the file says its analysis stopped.
        var body = "        let subscription = s.subscribe(onNext: { print($0) })\n"
        body += String(repeating: "        print(1, 2)\n", count: 4_000)
        body += "        subscription.dispose()\n"
        let findings = Engine.lint([SourceFile(path: "Generated.swift", text: classWrapping(body))]).findings
        let limit = findings.filter { $0.rule == "analysis_limit" }
        XCTAssertEqual(limit.map { "\($0.line):\($0.column) \($0.severity)" }, ["1:1 warning"])
        XCTAssertTrue(limit.first?.message.contains("more than 20,000 tokens after a local Disposable") == true, limit.first?.message ?? "")
        // Within the bound: no such finding, and the disposal is seen.
        let short = body.replacingOccurrences(of: String(repeating: "        print(1, 2)\n", count: 4_000), with: "        print(1, 2)\n")
        XCTAssertEqual(Engine.lint([SourceFile(path: "Small.swift", text: classWrapping(short))]).findings.map(\.rule), [])
    }

    func testGenericArgumentsPastTheBoundAreSaid() {
        // `Observable<(A, A, …)>.interval(…)`: 100 tokens of generic arguments before the factory.
        let tuple = "(" + Array(repeating: "Int", count: 50).joined(separator: ", ") + ")"
        let body = "        Observable<\(tuple)>.never().subscribe(onNext: { _ in self.g(1) }).disposed(by: bag)"
        let findings = Engine.lint([SourceFile(path: "Generic.swift", text: classWrapping(body))]).findings
        XCTAssertTrue(findings.contains { $0.rule == "analysis_limit" && $0.message.contains("generic arguments of more than 64 tokens") },
                      findings.map(\.message).joined(separator: "\n"))
        let short = "        Observable<Int>.never().subscribe(onNext: { _ in self.g(1) }).disposed(by: bag)"
        XCTAssertFalse(Engine.lint([SourceFile(path: "Short.swift", text: classWrapping(short))]).findings.contains { $0.rule == "analysis_limit" })
    }

    /// Every bounded read of the structure pass and the site analysis says when it stopped:
    /// a closure signature, a capture list, a function signature, a receiver, too long to
    /// read within its bound.
    func testEveryStructuralBoundIsSaid() {
        func limits(_ text: String) -> [String] {
            Engine.lint([SourceFile(path: "Bound.swift", text: text)]).findings.filter { $0.rule == "analysis_limit" }.map(\.message)
        }
        let parameters = (0..<60).map { "p\($0): Int" }.joined(separator: ", ")
        let longSignature = classWrapping("        s.subscribe(onNext: { [weak self] (\(parameters)) in self?.g() }).disposed(by: bag)")
        XCTAssertTrue(limits(longSignature).contains { $0.contains("a closure's signature longer than 128 tokens") }, "\(limits(longSignature))")
        let captures = (0..<150).map { "unowned c\($0) = self" }.joined(separator: ", ")
        let longCaptures = classWrapping("        s.subscribe(onNext: { [weak self, \(captures)] _ in self?.g() }).disposed(by: bag)")
        XCTAssertTrue(limits(longCaptures).contains { $0.contains("a closure's capture list longer than 512 tokens") }, "\(limits(longCaptures))")
        let longFunction = "import RxSwift\nfinal class B {\n    let bag = DisposeBag()\n    let s = PublishSubject<Int>()\n"
            + "    func f(\((0..<300).map { "a\($0): Int" }.joined(separator: ", "))) {\n        s.subscribe(onNext: { _ in self.f() }).disposed(by: bag)\n    }\n}\n"
        XCTAssertTrue(limits(longFunction).contains { $0.contains("a declaration's signature longer than 1,024 tokens") }, "\(limits(longFunction))")
        let bindings = classWrapping(String(repeating: "        if let s = t { print(s) }\n", count: 300) + "        s.subscribe(onNext: { _ in self.g() }).disposed(by: bag)")
        XCTAssertTrue(limits(bindings).contains { $0.contains("more than 256 conditions binding") }, "\(limits(bindings))")
        // Within the bounds, none of them.
        let short = classWrapping("        s.subscribe(onNext: { [weak self] (value: Int) in self?.g() }).disposed(by: bag)")
        XCTAssertEqual(limits(short), [])
        // `let h = self?.hour` deep in a weak closure reads a member: it binds no self, so no
        // condition is looked for before it.
        let filler = (0..<40).map { "            print(\($0))" }.joined(separator: "\n")
        let memberRead = classWrapping("        s.subscribe(onNext: { [weak self] _ in\n\(filler)\n            let h = self?.g() ?? 8\n            print(h)\n        }).disposed(by: bag)")
        XCTAssertEqual(limits(memberRead), [])
    }
}
