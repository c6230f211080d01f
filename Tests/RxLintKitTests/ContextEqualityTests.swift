import Foundation
import XCTest
import RxLintKit

/// One verdict everywhere: a file's findings are the same whether it is reported alone (a
/// hook with one staged file, an editor's buffer, one plugin target) or in a run over the
/// whole project. The agreement scenarios and the rules' documented examples, laid out as one
/// project, are the property's input: each file linted alone must give exactly its findings
/// of the full run.
final class ContextEqualityTests: XCTestCase {
    private static let scenariosDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ModelAgreementTests/Scenarios")
    private static let rulesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("rules")

    /// The Swift examples of `rules/<id>.md`, markers removed, named `<id>_<n>.swift`.
    private func ruleExamples() throws -> [(String, String)] {
        var examples: [(String, String)] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.rulesDirectory.path).sorted() where name.hasSuffix(".md") && name != "README.md" {
            let text = try String(contentsOfFile: Self.rulesDirectory.appendingPathComponent(name).path, encoding: .utf8)
            var current: [String]?
            for line in text.components(separatedBy: "\n") {
                if current == nil, line.hasPrefix("```swift triggering") || line.hasPrefix("```swift non-triggering") {
                    current = []
                } else if current != nil, line == "```" {
                    examples.append(("\(name.dropLast(3))_\(examples.count).swift", current!.joined(separator: "\n").replacingOccurrences(of: "↓", with: "") + "\n"))
                    current = nil
                } else if current != nil {
                    current!.append(line)
                }
            }
        }
        return examples
    }

    private func project() throws -> (root: String, files: [String]) {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("rxlint-context-" + UUID().uuidString)
            .resolvingSymlinksInPath().path
        try FileManager.default.createDirectory(atPath: root + "/Sources", withIntermediateDirectories: true)
        // A `.lintrc` marks the project root, as in a real repository.
        try Data("strict: false\n".utf8).write(to: URL(fileURLWithPath: root + "/.lintrc"))
        var files: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.scenariosDirectory.path).sorted() where name.hasSuffix(".swift") {
            try FileManager.default.copyItem(atPath: Self.scenariosDirectory.appendingPathComponent(name).path, toPath: root + "/Sources/" + name)
            files.append("Sources/" + name)
        }
        try FileManager.default.createDirectory(atPath: root + "/Sources/Examples", withIntermediateDirectories: true)
        let examples = try ruleExamples()
        XCTAssertGreaterThan(examples.count, 100)
        for (name, text) in examples {
            try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/Sources/Examples/" + name))
            files.append("Sources/Examples/" + name)
        }
        // Facts that only another file gives: a store's relay, a base class's bag.
        for (name, text) in Self.crossFile {
            try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/Sources/" + name))
            files.append("Sources/" + name)
        }
        return (root, files.sorted())
    }

    static let crossFile: [(String, String)] = [
        ("CrossStore.swift", """
        import RxSwift
        import RxRelay

        final class CrossStore {
            let items = BehaviorRelay<[String]>(value: [])
        }
        """),
        ("CrossListViewController.swift", """
        import RxSwift
        import RxRelay

        final class CrossListViewController: CrossBaseViewController {
            let store: CrossStore
            var count = 0

            init(store: CrossStore) {
                self.store = store
                super.init()
                store.items
                    .subscribe(onNext: { items in self.count = items.count })
                    .disposed(by: bag)
            }
        }
        """),
        ("CrossBaseViewController.swift", """
        import RxSwift

        class CrossBaseViewController {
            let bag = DisposeBag()
        }
        """),
    ]

    private func describe(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.file):\($0.line):\($0.column)-\($0.endLine):\($0.endColumn) \($0.rule) \($0.severity) \($0.verdict) \($0.message) | \($0.chain.joined(separator: " → "))" }
    }

    func testEachFileAloneGivesItsFindingsOfTheFullRun() throws {
        let (root, files) = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let full = try LintRun.run(LintRequest(input: .paths(["."]), jobs: 2, currentDirectory: root))
        XCTAssertEqual(full.filesLinted, files.count)
        XCTAssertGreaterThan(full.findings.count, 50)
        // The cross-file leak is proven only with the store's and the base class's files known.
        XCTAssertEqual(full.findings.filter { $0.file.hasSuffix("CrossListViewController.swift") }.map { "\($0.rule) \($0.severity)" },
                       ["strong_self_capture error"])
        let byFile = Dictionary(grouping: full.findings, by: \.file)
        for file in files {
            let alone = try LintRun.run(LintRequest(input: .paths([file]), jobs: 2, currentDirectory: root))
            XCTAssertEqual(alone.filesLinted, 1)
            XCTAssertEqual(describe(alone.findings), describe(byFile[file] ?? []), file)
        }
    }

    func testStandardInputAndExclusionNarrowOnlyWhatIsReported() throws {
        let (root, files) = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let full = try LintRun.run(LintRequest(input: .paths(["."]), jobs: 2, currentDirectory: root))
        // Every fifth file: as an editor's buffer, and as the one file a configuration does
        // not exclude.
        for file in stride(from: 0, to: files.count, by: 5).map({ files[$0] }) {
            let expected = describe(full.findings.filter { $0.file == file })
            try Data("strict: false\n".utf8).write(to: URL(fileURLWithPath: root + "/.lintrc"))
            let text = try [UInt8](Data(contentsOf: URL(fileURLWithPath: root + "/" + file)))
            let buffer = try LintRun.run(LintRequest(input: .stdin(bytes: text, path: file), jobs: 2, currentDirectory: root))
            XCTAssertEqual(describe(buffer.findings), expected, "--stdin \(file)")
            let others = files.filter { $0 != file }.map { "  - \"\($0)\"" }.joined(separator: "\n")
            try Data("excluded:\n\(others)\n".utf8).write(to: URL(fileURLWithPath: root + "/.lintrc"))
            let excluded = try LintRun.run(LintRequest(input: .paths(["."]), jobs: 2, currentDirectory: root))
            XCTAssertEqual(excluded.filesLinted, 1)
            XCTAssertEqual(describe(excluded.findings), expected, "excluded all but \(file)")
        }
    }
}
