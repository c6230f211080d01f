import Foundation
import TestSupport
import XCTest

/// The hook as teams install it: the real `pre-commit` tool (from PyPI) with this
/// repository's `.pre-commit-hooks.yaml` at HEAD, in a temporary git repository with several
/// files. pre-commit builds the hook itself (`swift build -c release` of a clone), so this
/// checks the definition that users get, not a stand-in. (It tests HEAD: commit first when
/// changing the hook locally. CI tests a clean clone, where HEAD is the code under test.)
final class PreCommitFrameworkTests: XCTestCase {
    private static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// pre-commit, a test prerequisite (scripts/test-prerequisites.sh installs it from PyPI
    /// into a virtual environment of the suite's own).
    private func preCommit() throws -> String {
        try TestPrerequisites.require("git")
        return try TestPrerequisites.command("pre-commit")
    }

    /// Without terminal colours (pre-commit asks for them when it runs in a terminal).
    private func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    private static let store = """
    import RxSwift
    import RxRelay

    final class Store {
        let items = BehaviorRelay<[String]>(value: [])
    }

    """

    /// Leaks only with Store.swift known: self → store → relay → observer → closure → self.
    private static let listViewController = """
    import RxSwift
    import RxRelay

    final class ListViewController {
        let disposeBag = DisposeBag()
        let store: Store
        var count = 0

        init(store: Store) {
            self.store = store
            store.items
                .subscribe(onNext: { items in self.count = items.count })
                .disposed(by: disposeBag)
        }
    }

    """

    func testHookBlocksStagedLeaksAndPassesCleanCommits() throws {
        let tool = try preCommit()
        // The repository under test must be a git clone: pre-commit installs the hook of a revision.
        let head = try CLI.shell("git rev-parse HEAD", in: Self.repositoryRoot)
        let rev = head.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        // pre-commit keeps one environment per repository and revision: reused across runs.
        let env = ["PRE_COMMIT_HOME": NSTemporaryDirectory() + "rxlint-pre-commit-home"]

        let dir = try TemporaryDirectory()
        try dir.write(".pre-commit-config.yaml", """
        repos:
          - repo: \(Self.repositoryRoot)
            rev: \(rev)
            hooks:
              - id: rxlint

        """)
        try dir.write("Sources/Store.swift", Self.store)
        try dir.write("Sources/Clean.swift", "let answer = 42\n")
        try dir.write("Sources/Notes.h", "// not Swift: never handed to rxlint\n")
        let setUp = try CLI.shell("""
        git init -q && git config user.email t@example.com && git config user.name t && \
        '\(tool)' install >/dev/null && '\(tool)' install-hooks && git add -A && git commit -qm base
        """, in: dir.path, environment: env, timeout: 1200)
        XCTAssertEqual(setUp.status, 0, setUp.stdout + setUp.stderr)

        // A cross-file leak staged: blocked, with the error that CI reports.
        try dir.write("Sources/ListViewController.swift", Self.listViewController)
        let leak = try CLI.shell("git add Sources/ListViewController.swift && git commit -qm leak", in: dir.path, environment: env, timeout: 600,
                                 allowingFailure: true)
        XCTAssertNotEqual(leak.status, 0, "the commit of a leak must be blocked")
        let blocked = plain(leak.stdout + leak.stderr)
        XCTAssertTrue(blocked.contains("Sources/ListViewController.swift:12:43: error:") && blocked.contains("[strong_self_capture]"), blocked)
        let ci = try CLI.run(["Sources"], in: dir.path)
        XCTAssertEqual(ci.status, 1)
        XCTAssertTrue(ci.stdout.contains("Sources/ListViewController.swift:12:43: error:"), ci.stdout)

        // Something clean staged while the leak stays in the work tree only: passes.
        let clean = try CLI.shell("""
        git reset -q HEAD Sources/ListViewController.swift && echo 'let more = 1' >> Sources/Clean.swift && \
        git add Sources/Clean.swift && git commit -qm clean
        """, in: dir.path, environment: env, timeout: 600)
        XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)

        // A leak within one staged file: blocked too.
        try dir.write("Sources/Ticker.swift", Samples.leaking)
        let single = try CLI.shell("git add Sources/Ticker.swift && git commit -qm ticker", in: dir.path, environment: env, timeout: 600,
                                   allowingFailure: true)
        XCTAssertNotEqual(single.status, 0)
        XCTAssertTrue(plain(single.stdout + single.stderr).contains("Sources/Ticker.swift:8:39: error:"), single.stdout + single.stderr)
    }
}
