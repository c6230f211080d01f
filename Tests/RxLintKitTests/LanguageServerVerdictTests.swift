import Foundation
import XCTest
@testable import RxLintKit

/// One verdict everywhere: each file open as a buffer in the language server's warm project
/// gets exactly its findings of a command-line run over the project (rule, severity, verdict,
/// message, chain, positions, statement range, fix text and edit). The agreement scenarios,
/// the rules' Swift examples and a cross-file leak, laid out as one project, are the input.
final class LanguageServerVerdictTests: XCTestCase {
    private func project() throws -> (root: String, files: [String]) {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("rxlint-lsp-verdicts-" + UUID().uuidString)
            .resolvingSymlinksInPath().path
        var files: [(String, String)] = ContextEqualityTests.crossFile.map { ("Sources/\($0.0)", $0.1) }
        let scenarios = ProjectPaths.root.appendingPathComponent("Tests/ModelAgreementTests/Scenarios")
        for name in try FileManager.default.contentsOfDirectory(atPath: scenarios.path) where name.hasSuffix(".swift") {
            files.append(("Sources/\(name)", try String(contentsOf: scenarios.appendingPathComponent(name), encoding: .utf8)))
        }
        for url in try ProjectPaths.ruleDocuments() {
            for (k, example) in try RuleDoc(path: url).examples.enumerated() where example.language == "swift" && example.options.isEmpty {
                files.append(("Sources/Examples/\(url.deletingPathExtension().lastPathComponent)_\(k).swift", example.code))
            }
        }
        for (path, text) in files {
            try FileManager.default.createDirectory(atPath: (root + "/" + path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + path))
        }
        try Data("strict: false\n".utf8).write(to: URL(fileURLWithPath: root + "/.lintrc"))
        return (root, files.map(\.0).sorted())
    }

    private func describe(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.line):\($0.column) \($0.statementLine):\($0.statementColumn)-\($0.endLine):\($0.endColumn) \($0.rule) \($0.severity) "
            + "\($0.verdict) \($0.message) | \($0.chain.joined(separator: " → ")) | \($0.fix ?? "-") | \(String(describing: $0.edit))" }
    }

    func testEachOpenBufferGetsItsFindingsOfACommandLineRun() throws {
        let (root, files) = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let full = try LintRun.run(LintRequest(input: .paths(["."]), jobs: 2, currentDirectory: root))
        XCTAssertGreaterThan(full.findings.count, 100)
        XCTAssertGreaterThan(full.findings.filter { $0.edit != nil }.count, 20, "fixes are compared too")
        let byFile = Dictionary(grouping: full.findings, by: \.file)
        let warm = WarmProject(root: root, configurationPath: root + "/.lintrc", jobs: 2)
        XCTAssertEqual(warm.knownFileCount, files.count)
        for file in files {
            let source = SourceFile(path: warm.displayPath(root + "/" + file), bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: root + "/" + file))))
            XCTAssertEqual(source.path, file)
            let scanned = try warm.scan(source).get()
            XCTAssertFalse(warm.setBuffer(file, scanned: scanned), "the buffer holds what the disk holds: the index stays")
            let findings = try warm.findings(source, scanned: scanned).get()
            XCTAssertEqual(describe(findings), describe(byFile[file] ?? []), file)
            XCTAssertEqual(findings, byFile[file] ?? [], file)
        }
    }
}

/// The configured baseline applies to buffers as to runs: recorded findings are not shown, a
/// new one is.
final class LanguageServerBaselineTests: XCTestCase {
    func testABaselineRecordedByARunHidesItsFindingsInBuffers() throws {
        let project = try LSPTestProject([
            ".lintrc": "baseline: rxlint-baseline.json\n",
            "Sources/Store.swift": "import RxRelay\nfinal class Store { let items = BehaviorRelay<[String]>(value: []) }\n",
            "Sources/Screen.swift": """
            import RxSwift
            final class Screen {
                let disposeBag = DisposeBag()
                let store = Store()
                var count = 0
                func bind() {
                    store.items.subscribe(onNext: { self.count = $0.count }).disposed(by: disposeBag)
                }
            }

            """,
        ])
        _ = try LintRun.run(LintRequest(input: .paths(["."]), jobs: 2, writeBaselinePath: "rxlint-baseline.json", currentDirectory: project.root))
        let warm = WarmProject(root: project.root, configurationPath: project.root + "/.lintrc", jobs: 2)
        let text = try String(contentsOfFile: project.root + "/Sources/Screen.swift", encoding: .utf8)
        func findings(_ text: String) throws -> [Finding] {
            let source = SourceFile(path: "Sources/Screen.swift", text: text)
            let scanned = try warm.scan(source).get()
            _ = warm.setBuffer(source.path, scanned: scanned)
            return try warm.findings(source, scanned: scanned).get()
        }
        XCTAssertEqual(try findings(text), [], "recorded")
        // The same statement moved down a line is still the recorded finding; a second one is new.
        let edited = text.replacingOccurrences(of: "    func bind() {\n", with: "    func bind() {\n\n")
            .replacingOccurrences(of: "    var count = 0\n", with: "    var count = 0\n    func again() { store.items.subscribe(onNext: { _ in self.count += 1 }).disposed(by: disposeBag) }\n")
        XCTAssertEqual(try findings(edited).map { "\($0.line) \($0.rule)" }, ["6 strong_self_capture"])
    }
}
