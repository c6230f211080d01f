import Foundation
import XCTest
@testable import RxLintKit

/// Every fix rxlint offers, proven on the rules' examples and the agreement scenarios: the
/// fixed text no longer has the finding, lexes to the same tokens apart from what the edit
/// inserted, and a second fix changes nothing.
final class FixProofTests: XCTestCase {
    private func lint(_ code: String, path: String, configuration: Configuration = Configuration(rootDirectory: "/"),
                      versions: ProjectVersions = RuleDoc.exampleVersions) -> [Finding] {
        let findings = LintRun.lint([SourceFile(path: path, text: code)], configuration: configuration, jobs: 1)
        return Fixer.withEdits(findings, bytes: Array(code.utf8), versions: versions)
    }

    /// Each `fix_style` of strong_self_capture: every text is proven with each.
    private static let fixStyles = StrongSelfCaptureRule.FixStyle.allCases.map { style in
        RuleDoc.configuration(rule: "strong_self_capture", options: ["fix_style": style.rawValue])
    }

    /// The Swift texts to prove fixes on, with the configurations and project versions to lint
    /// them with: rule examples (triggering ones; with the options their fence names, else
    /// with each fix style) and scenarios (with each fix style), each also for a project whose
    /// versions are unknown (the most compatible spellings).
    private func corpus() throws -> [(name: String, code: String, configuration: Configuration, versions: ProjectVersions)] {
        var result: [(String, String, Configuration, ProjectVersions)] = []
        for doc in try ProjectPaths.ruleDocuments().map({ try RuleDoc(path: $0) }) {
            for example in doc.examples where example.kind == .triggering && example.language == "swift" {
                let name = "\(doc.path.lastPathComponent):\(example.docLine)"
                let configurations = example.options.isEmpty ? Self.fixStyles : [RuleDoc.configuration(rule: example.rule, options: example.options)]
                for configuration in configurations {
                    result.append((name, example.code, configuration, example.versions))
                    result.append((name + " (versions unknown)", example.code, configuration, .unknown))
                }
            }
        }
        let scenarios = ProjectPaths.root.appendingPathComponent("Tests/ModelAgreementTests/Scenarios")
        for name in try FileManager.default.contentsOfDirectory(atPath: scenarios.path).sorted() where name.hasSuffix(".swift") {
            let code = try String(contentsOf: scenarios.appendingPathComponent(name), encoding: .utf8)
            for configuration in Self.fixStyles {
                result.append((name, code, configuration, RuleDoc.exampleVersions))
                result.append((name, code, configuration, .unknown))
            }
        }
        return result
    }


    func testEveryFixRemovesItsFindingAndOnlyAddsTokens() throws {
        var proven = 0
        for (name, code, configuration, versions) in try corpus() {
            let path = name.hasSuffix(".swift") ? "Scenarios/" + name : "Example.swift"
            let findings = lint(code, path: path, configuration: configuration, versions: versions)
            let fixed = findings.filter { $0.edit != nil }
            guard !fixed.isEmpty else { continue }
            let old = Array(code.utf8)
            let new = FixApplier.apply(fixed.compactMap(\.edit), to: old)
            let after = lint(String(decoding: new, as: UTF8.self), path: path, configuration: configuration, versions: versions)
            for rule in Set(fixed.map(\.rule)) {
                let before = findings.filter { $0.rule == rule }.count
                let fixedCount = fixed.filter { $0.rule == rule }.count
                XCTAssertEqual(after.filter { $0.rule == rule }.count, before - fixedCount,
                               "\(name): after the fix, \(rule) still reports:\n\(String(decoding: new, as: UTF8.self))")
            }
            XCTAssertFalse(after.contains { $0.rule != "strong_self_capture" && $0.rule != "superfluous_disable" && !findings.map(\.rule).contains($0.rule) },
                           "\(name): the fix made a new finding: \(after.map(\.message))")
            // Same tokens apart from the inserted text (removed comments are not tokens).
            let insertedRanges = FixProof.insertedRanges(fixed.compactMap(\.edit).flatMap(\.replacements))
            // Removed text (`_ =`, a comment) is left out on the old side.
            let removedRanges = fixed.compactMap(\.edit).flatMap(\.replacements).filter { $0.end > $0.start }.map { $0.start..<$0.end }
            XCTAssertEqual(FixProof.tokenTexts(new, skipping: insertedRanges), FixProof.tokenTexts(old, skipping: removedRanges),
                           "\(name): the fix changed more than the text it inserted and removed")
            // Removals are only ever `_ =` / `let _ =` and comments; a `self` may become the
            // closure's `owner` parameter, and `$0` the parameter `withUnretained` names; a
            // bag dying with its scope (`DisposeBag()`, a local) may become the owner's, and
            // that local's unused `let bag = DisposeBag()` go.
            for r in fixed.compactMap(\.edit).flatMap(\.replacements) where r.end > r.start {
                let removed = FixProof.tokenTexts(Array(old[r.start..<r.end]))
                XCTAssertTrue(removed.isEmpty || removed == ["_", "="] || removed == ["let", "_", "="] || (removed == ["self"] && r.text == "owner")
                              || (removed == ["$0"] && ["value", "element"].contains(r.text))
                              || (removed == ["DisposeBag", "(", ")"] || removed.count == 1) && code.contains(" \(r.text) = DisposeBag()")
                              || (removed.count == 6 && removed[2...] == ["=", "DisposeBag", "(", ")"] && r.text.isEmpty),
                              "\(name): removed \(removed)")
            }
            XCTAssertEqual(new.withUnsafeBufferPointer { Lexer.lex($0).diagnostics.count }, old.withUnsafeBufferPointer { Lexer.lex($0).diagnostics.count },
                           "\(name): the fixed text does not lex as cleanly")
            // Idempotent: nothing left to fix the same way.
            XCTAssertEqual(after.filter { $0.edit != nil }.count, 0, "\(name): a second --fix would change it again")
            proven += fixed.count
        }
        XCTAssertGreaterThan(proven, 60, "fixes proven")
    }

    func testFixesKeepLineEndingsAndIndentation() throws {
        let code = "import RxSwift\r\nfinal class T {\r\n    let bag = DisposeBag()\r\n    var n = 0\r\n    init(o: Observable<Int>) {\r\n"
            + "        Observable<Int>.never().concat(o)\r\n\t\t\t.subscribe(onNext: { value in\r\n\t\t\t\tself.n = value\r\n\t\t\t})\r\n            .disposed(by: bag)\r\n    }\r\n}\r\n"
        let findings = lint(code, path: "T.swift").filter { $0.edit != nil }
        XCTAssertEqual(findings.count, 1)
        let new = String(decoding: FixApplier.apply(findings.compactMap(\.edit), to: Array(code.utf8)), as: UTF8.self)
        XCTAssertTrue(new.contains(".subscribe(onNext: { [weak self] value in\r\n\t\t\t\tguard let self else { return }\r\n\t\t\t\tself.n = value\r\n"), new)
        XCTAssertFalse(new.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "a bare LF in a CRLF file")
    }

    func testTrailingCommasAreKept() {
        let code = """
        import RxSwift
        final class T {
            let relay = PublishRelay<Int>()
            let disposeBag = DisposeBag()
            var shown = 0
            func bind() {
                relay.subscribe(
                    onNext: { value in
                        self.shown = value
                    },
                    onError: { _ in
                        self.shown = -1
                    },
                )
                .disposed(by: disposeBag)
                relay.subscribe(onNext: { [disposeBag,] value in
                    self.shown = value
                    _ = disposeBag
                })
                .disposed(by: disposeBag)
            }
        }

        """
        for configuration in Self.fixStyles {
            let edits = lint(code, path: "T.swift", configuration: configuration).compactMap(\.edit)
            let fixed = String(decoding: FixApplier.apply(edits, to: Array(code.utf8)), as: UTF8.self)
            XCTAssertTrue(fixed.contains("                self.shown = -1\n            },\n        )\n"), fixed)
            XCTAssertTrue(fixed.contains("[weak self, disposeBag,] value in") || fixed.contains("subscribe(with: self, onNext: { [disposeBag,] owner, value in"), fixed)
        }
    }

    /// A file edited between the lint and the write is left as it is, with a one-line reason.
    func testAFileChangedSinceItWasLintedIsNotWritten() throws {
        let code = """
        import RxSwift
        final class T {
            let relay = PublishRelay<Int>()
            let disposeBag = DisposeBag()
            var shown = 0
            func bind() {
                relay.subscribe(onNext: { value in self.shown = value }).disposed(by: disposeBag)
            }
        }

        """
        let dir = try TemporaryDirectory()
        try dir.write("T.swift", code)
        let source = SourceFile(path: "T.swift", text: code)
        let findings = LintRun.attachEdits(LintRun.lint([source], configuration: Configuration(rootDirectory: dir.path), jobs: 1), sources: [source])
        XCTAssertEqual(findings.filter { $0.edit != nil }.count, 1)
        let edited = code + "// edited meanwhile\n"
        try dir.write("T.swift", edited)
        let outcome = FixWriter.write(findings, sources: [source], cwd: dir.path)
        XCTAssertTrue(outcome.fixed.isEmpty)
        XCTAssertEqual(outcome.problems.map(\.description), ["T.swift: changed on disk since it was linted; not fixed"])
        XCTAssertEqual(try String(contentsOfFile: dir.path + "/T.swift", encoding: .utf8), edited)
    }

    func testClosuresWhoseSelfANestedClosureUsesAreNotFixed() {
        let code = """
        import RxSwift
        final class T {
            let bag = DisposeBag()
            var n = 0
            init(o: Observable<Int>) {
                Observable<Int>.never().concat(o)
                    .subscribe(onNext: { value in
                        self.n = value
                        DispatchQueue.main.async { self.n += 1 }
                    })
                    .disposed(by: bag)
            }
        }

        """
        XCTAssertEqual(lint(code, path: "T.swift").filter { $0.edit != nil }.count, 0)
    }

    func testUnifiedDiffAppliesWithPatch() throws {
        let code = try String(contentsOf: ProjectPaths.root.appendingPathComponent("Examples/DemoApp/ProfileViewController.swift"), encoding: .utf8)
        let findings = lint(code, path: "ProfileViewController.swift").filter { $0.edit != nil }
        let diff = FixApplier.unifiedDiff(path: "ProfileViewController.swift", old: Array(code.utf8), edits: findings.compactMap(\.edit))
        XCTAssertTrue(diff.hasPrefix("--- a/ProfileViewController.swift\n+++ b/ProfileViewController.swift\n@@ -"), diff)
        // Every `-` and context line is the old text's, every `+` and context line the new's.
        let new = String(decoding: FixApplier.apply(findings.compactMap(\.edit), to: Array(code.utf8)), as: UTF8.self)
        for line in diff.split(separator: "\n").dropFirst(2) where !line.hasPrefix("@@") {
            let body = String(line.dropFirst())
            if body.isEmpty { continue }
            if line.hasPrefix("-") || line.hasPrefix(" ") { XCTAssertTrue(code.contains(body), "not in the old text: \(body)") }
            if line.hasPrefix("+") || line.hasPrefix(" ") { XCTAssertTrue(new.contains(body), "not in the new text: \(body)") }
        }
    }
}
