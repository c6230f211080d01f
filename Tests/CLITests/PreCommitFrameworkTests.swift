import Foundation
import TestSupport
import XCTest

/// The hook as teams install it: the real `pre-commit` tool (from PyPI) with this
/// repository's `.pre-commit-hooks.yaml` at HEAD, in a temporary git repository with several
/// Swift and Objective-C files and headers. pre-commit builds the hook itself (`swift build -c release` of a clone), so this
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

    private static let editedStore = """
    import RxSwift
    import RxRelay

    final class Store {
        let items: Observable<[String]>
        init(items: Observable<[String]>) { self.items = items }
    }

    """

    private func model(_ strength: String) -> String {
        """
        #import <ReactiveObjC/ReactiveObjC.h>
        @interface ProfileViewModel : NSObject
        @property (nonatomic, \(strength)) RACSubject *updates;
        @property (nonatomic, copy) NSString *name;
        @end

        """
    }

    private static let profileViewModel = """
    #import <ReactiveObjC/ReactiveObjC.h>
    #import "Model.h"

    @implementation ProfileViewModel
    - (instancetype)init {
        self = [super init];
        _updates = [RACSubject subject];
        [self.updates subscribeNext:^(id x) {
            self.name = x;
        }];
        return self;
    }
    @end

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
        // A header no file imports: handed over, it brings nothing in.
        try dir.write("Sources/Notes.h", "// imported by nothing\n")
        try dir.write("Headers/Model.h", model("weak"))
        try dir.write("Sources/ProfileViewModel.m", Self.profileViewModel)
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

        // The same with an unstaged edit of the store that would make it a mere warning: the
        // hook judges the staged store, as CI will.
        try dir.write("Sources/Store.swift", Self.editedStore)
        let unstaged = try CLI.run(["-c", "git commit -qm leak"], in: dir.path, environment: env, executable: "/bin/sh", timeout: 600)
        XCTAssertNotEqual(unstaged.status, 0, "the commit of a leak must be blocked whatever is unstaged")
        XCTAssertTrue(plain(unstaged.stdout + unstaged.stderr).contains("Sources/ListViewController.swift:12:43: error:"), unstaged.stdout + unstaged.stderr)
        XCTAssertEqual(try CLI.shell("git diff --name-only", in: dir.path).stdout, "Sources/Store.swift\n", "pre-commit must give the unstaged edit back")
        try dir.write("Sources/Store.swift", Self.store)

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
        try CLI.shell("git reset -q HEAD Sources/Ticker.swift && rm Sources/Ticker.swift", in: dir.path)

        // Objective-C: a header made strong, staged alone, closes a cycle in the file that
        // imports it; the hook lints that file, with the staged header.
        try dir.write("Headers/Model.h", model("strong"))
        try CLI.shell("git add Headers/Model.h", in: dir.path)
        let header = try CLI.run(["-c", "git commit -qm strong"], in: dir.path, environment: env, executable: "/bin/sh", timeout: 600)
        XCTAssertNotEqual(header.status, 0, "a header that makes a leak must be blocked")
        XCTAssertTrue(plain(header.stdout + header.stderr).contains("Sources/ProfileViewModel.m:9:9: error:"), header.stdout + header.stderr)
        // A leaking Objective-C file staged: blocked too.
        try CLI.shell("git reset -q HEAD Headers/Model.h", in: dir.path)
        try dir.write("Headers/Model.h", model("weak"))
        try dir.write("Sources/Other.m", Self.profileViewModel.replacingOccurrences(of: "ProfileViewModel", with: "OtherViewModel")
            .replacingOccurrences(of: "#import \"Model.h\"", with: "@interface OtherViewModel : NSObject\n@property (nonatomic, strong) RACSubject *updates;\n@property (nonatomic, copy) NSString *name;\n@end"))
        try CLI.shell("git add Sources/Other.m", in: dir.path)
        let objc = try CLI.run(["-c", "git commit -qm other"], in: dir.path, environment: env, executable: "/bin/sh", timeout: 600)
        XCTAssertNotEqual(objc.status, 0, "an Objective-C leak must be blocked")
        XCTAssertTrue(plain(objc.stdout + objc.stderr).contains("Sources/Other.m:"), objc.stdout + objc.stderr)
        XCTAssertEqual(try CLI.shell("git rev-list --count HEAD", in: dir.path).stdout, "2\n")
    }
}
