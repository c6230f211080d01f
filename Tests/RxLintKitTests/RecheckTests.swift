import Foundation
import XCTest
@testable import RxLintKit

/// One pass per stage: after `--fix` only the files written are checked again, the fixer
/// works from the syntax the scan built, and a run reads the configuration it is handed.
final class RecheckTests: XCTestCase {
    /// A fixable strong capture and a discarded subscription the owner's bag can keep.
    private static let screen = """
        import RxSwift
        final class Screen {
            let disposeBag = DisposeBag()
            let relay = PublishRelay<Int>()
            func start() {
                relay.subscribe(onNext: { value in self.show(value) }).disposed(by: disposeBag)
                _ = relay.map { $0 + 1 }.subscribe(onNext: { value in print(value) })
            }
            func show(_ value: Int) {}
        }
        """

    /// A discarded subscription with no bag to put it in, in a value that cannot be given
    /// one: no edit.
    private static let other = """
        import RxSwift
        struct Other {
            let relay = PublishRelay<Int>()
            func start() {
                relay.map { $0 }.subscribe(onNext: { _ in print(1) })
            }
        }
        """

    private func project() throws -> (TemporaryDirectory, LintRequest) {
        let dir = try TemporaryDirectory()
        try dir.write("Screen.swift", Self.screen)
        try dir.write("Other.swift", Self.other)
        return (dir, LintRequest(input: .paths(["."]), jobs: 1, currentDirectory: dir.path))
    }

    func testRecheckAfterTheFixesEqualsAWholeRun() throws {
        let (dir, request) = try project()
        let linted = try LintRun.run(request)
        XCTAssertEqual(Set(linted.findings.filter { $0.edit != nil }.map(\.file)), ["Screen.swift"])
        // The fixable file kept its syntax and type facts for the fixer; the other dropped both.
        let analyses = Dictionary(uniqueKeysWithValues: linted.analysed.files.map { ($0.path, $0) })
        XCTAssertNotNil(analyses["Screen.swift"]?.syntax)
        XCTAssertNil(analyses["Other.swift"]?.syntax)
        XCTAssertEqual(analyses["Other.swift"]?.types.count, 0)

        let written = FixWriter.write(linted.findings, sources: linted.analysed.sources, cwd: dir.path)
        XCTAssertEqual(written.fixed.map(\.path), ["Screen.swift"])
        let fixed = try String(contentsOfFile: dir.path + "/Screen.swift", encoding: .utf8)
        // The edits declare nothing new: the index is left as it was, and only the fixed file
        // is checked again.
        guard let before = analyses["Screen.swift"] else { return XCTFail("Screen.swift was not analysed") }
        XCTAssertTrue(IndexFacts.unchanged(linted.index, replacing: before, with: Analyzer.scan(SourceFile(path: "Screen.swift", text: fixed))))

        let rechecked = try LintRun.recheck(linted, request: request, written: written.fixed.map(\.path))
        let whole = try LintRun.run(request)
        XCTAssertFalse(whole.findings.isEmpty, "Other.swift's finding stays")
        XCTAssertEqual(rechecked.findings, whole.findings)
        XCTAssertEqual(rechecked.sourceLines, whole.sourceLines)
        XCTAssertEqual(rechecked.exitStatus, whole.exitStatus)
    }

    /// Test code keeps no syntax past the scan (tests subscribe everywhere and seldom get an
    /// edit, see `Fixer.mayEdit(_:)`): the fixer lexes such a file again, and its edits are
    /// those of the same file outside the tests, whose syntax was kept.
    func testTestCodeKeepsNoSyntaxYetGetsTheSameEdits() throws {
        func lint(_ path: String) throws -> (edits: [FixEdit], syntaxKept: Bool) {
            let dir = try TemporaryDirectory()
            try dir.write(path, Self.screen)
            let linted = try LintRun.run(LintRequest(input: .paths(["."]), jobs: 1, currentDirectory: dir.path))
            return (linted.findings.compactMap(\.edit), linted.analysed.files.contains { $0.syntax != nil })
        }
        let app = try lint("Sources/Screen.swift")
        let tests = try lint("Tests/AppTests/Screen.swift")
        XCTAssertTrue(app.syntaxKept)
        XCTAssertFalse(tests.syntaxKept)
        XCTAssertFalse(app.edits.isEmpty)
        XCTAssertEqual(tests.edits, app.edits)
    }

    /// A change that gives the index something new (a property) is not taken for one that
    /// does not; the outcome is a whole run's either way.
    func testAChangeToWhatTheIndexKnowsRunsAgainInFull() throws {
        let (dir, request) = try project()
        defer { _ = dir }
        let linted = try LintRun.run(request)
        let changed = Self.screen.replacingOccurrences(of: "    let relay = PublishRelay<Int>()\n",
                                                       with: "    let relay = PublishRelay<Int>()\n    let more = PublishRelay<Int>()\n")
        guard let before = linted.analysed.files.first(where: { $0.path == "Screen.swift" }) else { return XCTFail("Screen.swift was not analysed") }
        XCTAssertFalse(IndexFacts.unchanged(linted.index, replacing: before, with: Analyzer.scan(SourceFile(path: "Screen.swift", text: changed))))
        var again = request
        again.replacedContents = ["Screen.swift": Array(changed.utf8)]
        let rechecked = try LintRun.recheck(linted, request: again, changed: [SourceFile(path: "Screen.swift", text: changed)])
        XCTAssertEqual(rechecked.findings, try LintRun.run(again).findings)
    }

    func testACalledNameNewToTheProjectChangesTheIndex() throws {
        let (dir, request) = try project()
        defer { _ = dir }
        let linted = try LintRun.run(request)
        guard let before = linted.analysed.files.first(where: { $0.path == "Screen.swift" }) else { return XCTFail("Screen.swift was not analysed") }
        let callsMore = Self.screen.replacingOccurrences(of: "func show(_ value: Int) {}", with: "func show(_ value: Int) { neverCalledBefore() }")
        XCTAssertFalse(IndexFacts.unchanged(linted.index, replacing: before, with: Analyzer.scan(SourceFile(path: "Screen.swift", text: callsMore))))
        let callsKnown = Self.screen.replacingOccurrences(of: "func show(_ value: Int) {}", with: "func show(_ value: Int) { print(value) }")
        XCTAssertTrue(IndexFacts.unchanged(linted.index, replacing: before, with: Analyzer.scan(SourceFile(path: "Screen.swift", text: callsKnown))))
    }

    /// The edits worked out from the kept syntax are those of a fresh lex of the file.
    func testEditsFromTheKeptSyntaxEqualAFreshLex() throws {
        let (dir, request) = try project()
        let linted = try LintRun.run(request)
        let own = linted.findings.filter { $0.file == "Screen.swift" }
        XCTAssertGreaterThanOrEqual(own.filter { $0.edit != nil }.count, 2)
        var bare = own
        for k in bare.indices { bare[k].edit = nil }
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: dir.path + "/Screen.swift")))
        XCTAssertEqual(Fixer.withEdits(bare, bytes: bytes, versions: ProjectVersionsReader(root: dir.path).versions(forFile: dir.path + "/Screen.swift")).map(\.edit),
                       own.map(\.edit))
    }

    /// A run handed its configuration does not read `.lintrc` again.
    func testARunUsesTheConfigurationItIsHanded() throws {
        let (dir, request) = try project()
        try dir.write(".lintrc", "disabled_rules:\n  - strong_self_capture\n")
        XCTAssertFalse(try LintRun.run(request).findings.contains { $0.rule == "strong_self_capture" })
        var handed = request
        handed.configuration = Configuration(rootDirectory: dir.path)
        XCTAssertTrue(try LintRun.run(handed).findings.contains { $0.rule == "strong_self_capture" })
    }
}
