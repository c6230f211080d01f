import Foundation
import XCTest
@testable import RxLintKit

/// `--staged` reads everything from the git index: the reported files, the project's other
/// files, `.lintrc`, the headers an Objective-C parse reads. A hook then judges the tree the
/// commit will hold, as CI will, whatever is unstaged or untracked in the work tree. Each case
/// compares with a run on the index exported to a folder of its own (what CI lints).
final class CLIStagedIndexTests: XCTestCase {

    /// A store whose relay never completes: with it known, a strong self in the view
    /// controller's subscription is a proven leak (an error).
    static let store = """
    import RxSwift
    import RxRelay

    final class Store {
        let items = BehaviorRelay<[String]>(value: [])
    }

    """

    /// The same store with its items from outside: whether they complete is unknown (a warning).
    static let editedStore = """
    import RxSwift
    import RxRelay

    final class Store {
        let items: Observable<[String]>
        init(items: Observable<[String]>) { self.items = items }
    }

    """

    static let listViewController = """
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

    /// A shell command whose failure is what is tested (set-up commands go through `CLI.shell`).
    static func attempt(_ command: String, in directory: String, environment: [String: String]) throws -> CLIResult {
        try CLI.run(["-c", command], in: directory, environment: environment, executable: "/bin/sh")
    }

    /// What CI reports on the tree a commit would hold: the index exported to a folder of its
    /// own and `paths` linted there, the whole export known.
    static func lintExportedIndex(of repo: TemporaryDirectory, _ paths: [String]) throws -> CLIResult {
        let export = try TemporaryDirectory()
        let exported = try CLIStagedTests.git("git checkout-index -a --prefix='\(export.path)/'", in: repo)
        XCTAssertEqual(exported.status, 0, exported.stderr)
        return try CLI.run(["--project-root", "."] + paths, in: export.path)
    }

    /// The case of a hook that let a leak in: the view controller staged, an unstaged edit of
    /// the store it depends on, and an untracked file. The staged run judges the commit as CI
    /// will (an error, the commit blocked); the work tree says something else.
    func testStagedRunKnowsTheIndexNotTheWorkTree() throws {
        let repo = try CLIStagedTests.makeRepository()
        let env = CLIStagedTests.gitEnvironment(repo)
        try repo.write("Sources/Store.swift", Self.store)
        try CLIStagedTests.git("git add Sources/Store.swift && git commit -qm store", in: repo)
        try repo.write("Sources/ListViewController.swift", Self.listViewController)
        try CLIStagedTests.git("git add Sources/ListViewController.swift", in: repo)
        try repo.write("Sources/Store.swift", Self.editedStore)
        try repo.write("Sources/Scratch.swift", "import RxSwift\n\nfinal class Scratch {}\n")

        let staged = try CLI.run(["--staged"], in: repo.path, environment: env)
        let ci = try Self.lintExportedIndex(of: repo, ["Sources/ListViewController.swift"])
        XCTAssertEqual(staged.status, 1, staged.stdout + staged.stderr)
        XCTAssertEqual(ci.status, 1, ci.stdout + ci.stderr)
        XCTAssertTrue(staged.stdout.hasPrefix("Sources/ListViewController.swift:12:43: error: "), staged.stdout)
        XCTAssertEqual(staged.stdout, ci.stdout)
        XCTAssertEqual(staged.stderrLines, ["rxlint: 1 error, 0 warnings, 0 notes in 1 file"])
        // The work tree's store makes it a warning: what the hook used to print, letting the
        // commit in.
        let workTree = try CLI.run(["Sources/ListViewController.swift"], in: repo.path)
        XCTAssertEqual(workTree.status, 0, workTree.stdout)
        XCTAssertTrue(workTree.stdout.contains(": warning: "), workTree.stdout)

        // The same through the installed hook and a real commit: blocked.
        XCTAssertEqual(try CLI.run(["install-hook"], in: repo.path, environment: env).status, 0)
        let commit = try Self.attempt("git commit -q -m list", in: repo.path, environment: env)
        XCTAssertNotEqual(commit.status, 0, "the commit must be blocked")
        // git shows a hook's standard output on its standard error.
        XCTAssertTrue(commit.stderr.contains("Sources/ListViewController.swift:12:43: error: "), commit.stdout + commit.stderr)
        XCTAssertEqual(try CLIStagedTests.git("git rev-list --count HEAD", in: repo).stdout, "2\n")
    }

    /// A file the index does not hold is not part of the commit: the store left untracked is
    /// not known, as it will not be to CI.
    func testAnUntrackedFileIsNotKnown() throws {
        let repo = try CLIStagedTests.makeRepository()
        try repo.write("Sources/Store.swift", Self.store)
        try repo.write("Sources/ListViewController.swift", Self.listViewController)
        try CLIStagedTests.git("git add Sources/ListViewController.swift", in: repo)
        let staged = try CLI.run(["--staged"], in: repo.path, environment: CLIStagedTests.gitEnvironment(repo))
        let ci = try Self.lintExportedIndex(of: repo, ["Sources/ListViewController.swift"])
        XCTAssertEqual(staged.status, 0, staged.stdout + staged.stderr)
        XCTAssertTrue(staged.stdout.hasPrefix("Sources/ListViewController.swift:12:43: warning: "), staged.stdout)
        XCTAssertEqual(staged.stdout, ci.stdout)
        // With the store in the work tree, a plain run proves the leak.
        XCTAssertEqual(try CLI.run(["Sources/ListViewController.swift"], in: repo.path).status, 1)
    }

    /// pre-commit names the files it hands over: a named file is linted as the index holds
    /// it, staged or not; a named directory limits the run to its staged files.
    func testNamedFilesAreLintedAsTheIndexHoldsThem() throws {
        let repo = try CLIStagedTests.makeRepository()
        let env = CLIStagedTests.gitEnvironment(repo)
        try repo.write("Sources/Ticker.swift", Samples.leaking)
        try CLIStagedTests.git("git add Sources/Ticker.swift && git commit -qm ticker", in: repo)
        // Fixed in the work tree only.
        try repo.write("Sources/Ticker.swift", Samples.clean)
        let named = try CLI.run(["--staged", "Sources/Ticker.swift"], in: repo.path, environment: env)
        XCTAssertEqual(named.status, 1, named.stdout + named.stderr)
        XCTAssertTrue(named.stdout.hasPrefix("Sources/Ticker.swift:8:39: error: "), named.stdout)
        // Nothing staged: nothing to lint, and that is no error for a hook.
        for arguments in [["--staged"], ["--staged", "Sources"]] {
            let nothing = try CLI.run(arguments, in: repo.path, environment: env)
            XCTAssertEqual(nothing.status, 0, "\(arguments): \(nothing.stdout + nothing.stderr)")
            XCTAssertEqual(nothing.stderrLines, ["rxlint: 0 errors, 0 warnings, 0 notes in 0 files"], "\(arguments)")
        }
    }

    /// The configuration is the commit's too: an unstaged edit of `.lintrc` does not apply,
    /// and an untracked `.lintrc` is not part of the commit.
    func testStagedRunUsesTheConfigurationTheCommitHolds() throws {
        let repo = try CLIStagedTests.makeRepository()
        let env = CLIStagedTests.gitEnvironment(repo)
        try repo.write(".lintrc", "strict: false\n")
        try repo.write("Sources/Ticker.swift", Samples.leaking)
        try CLIStagedTests.git("git add .lintrc Sources/Ticker.swift", in: repo)
        try repo.write(".lintrc", "disabled_rules: [strong_self_capture]\n")
        let staged = try CLI.run(["--staged"], in: repo.path, environment: env)
        XCTAssertEqual(staged.status, 1, staged.stdout + staged.stderr)
        XCTAssertTrue(staged.stdout.contains("[strong_self_capture]"), staged.stdout)
        // The work tree's configuration says otherwise.
        XCTAssertEqual(try CLI.run(["Sources"], in: repo.path).status, 0)
        // Staged, it applies.
        try CLIStagedTests.git("git add .lintrc", in: repo)
        XCTAssertEqual(try CLI.run(["--staged"], in: repo.path, environment: env).status, 0)
        // Untracked: the defaults apply.
        try CLIStagedTests.git("git rm -q --cached .lintrc", in: repo)
        let untracked = try CLI.run(["--staged"], in: repo.path, environment: env)
        XCTAssertEqual(untracked.status, 1, untracked.stdout + untracked.stderr)
    }

    /// A staged header changes the findings of the Objective-C files that import it, directly
    /// or through another header: they are linted, parsed with the staged header, not the
    /// work tree's.
    func testAStagedHeaderBringsInItsImportersParsedAsStaged() throws {
        let repo = try CLIStagedTests.makeRepository()
        let env = CLIStagedTests.gitEnvironment(repo)
        func model(_ strength: String) -> String {
            """
            #import <ReactiveObjC/ReactiveObjC.h>
            @interface ProfileViewModel : NSObject
            @property (nonatomic, \(strength)) RACSubject *updates;
            @property (nonatomic, copy) NSString *name;
            @end

            """
        }
        try repo.write("Headers/Model.h", model("weak"))
        try repo.write("Headers/Umbrella.h", "#import \"Model.h\"\n")
        try repo.write("Sources/ProfileViewModel.m", """
        #import <ReactiveObjC/ReactiveObjC.h>
        #import "Umbrella.h"

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

        """)
        try repo.write("Sources/Other.m", "#import \"Unrelated.h\"\n@implementation Other\n- (void)go { [self.signal subscribeNext:^(id x) {}]; }\n@end\n")
        try CLIStagedTests.git("git add -A && git commit -qm base", in: repo)
        XCTAssertEqual(try CLI.run(["."], in: repo.path).status, 0)

        // The strong property staged, the weak one back in the work tree.
        try repo.write("Headers/Model.h", model("strong"))
        try CLIStagedTests.git("git add Headers/Model.h", in: repo)
        try repo.write("Headers/Model.h", model("weak"))
        for arguments in [["--staged"], ["--staged", "Headers/Model.h"]] {
            let staged = try CLI.run(arguments + ["--format", "json"], in: repo.path, environment: env)
            XCTAssertEqual(staged.status, 1, "\(arguments): \(staged.stdout + staged.stderr)")
            let report = try jsonReport(staged.stdout)
            let findings = report["findings"] as? [[String: Any]] ?? []
            XCTAssertEqual(findings.map { "\($0["file"] ?? ""):\($0["line"] ?? 0) \($0["rule"] ?? "")" },
                           ["Sources/ProfileViewModel.m:9 strong_self_capture"], "\(arguments)")
            // Only the file the header reaches.
            XCTAssertEqual(summary(report)["files"], 1, "\(arguments)")
        }
        // The reverse: the strong header in the work tree only.
        try CLIStagedTests.git("git reset -q Headers/Model.h", in: repo)
        try repo.write("Headers/Model.h", model("strong"))
        try CLIStagedTests.git("git add Sources/ProfileViewModel.m", in: repo)
        let named = try CLI.run(["--staged", "Sources/ProfileViewModel.m"], in: repo.path, environment: env)
        XCTAssertEqual(named.status, 0, named.stdout + named.stderr)
        XCTAssertEqual(try CLI.run(["Sources/ProfileViewModel.m"], in: repo.path).status, 1)
    }

    /// Which files a header reaches, by the names their `#import`s and `#include`s give.
    func testHeaderImportersFollowImportsByFileName() {
        func file(_ path: String, _ text: String) -> (path: String, bytes: [UInt8]) { (path, Array(text.utf8)) }
        let files = [
            file("A/Store.h", "@interface Store : NSObject\n@end\n"),
            file("B/Facade.h", "  #  import \"Store.h\"\n"),
            file("C/List.m", "#import <Kit/Facade.h>\n"),
            file("C/Direct.mm", "#include \"../A/Store.h\"\n"),
            file("C/Commented.m", "// #import \"Store.h\"\n#import \"Other.h\"\n"),
            file("D/Prefix.pch", "#import \"Facade.h\"\n"),
            file("D/Sub/Any.m", "int x;\n"),
            file("E/Unrelated.m", "#import \"Storeroom.h\"\n"),
        ]
        XCTAssertEqual(HeaderImporters.importers(of: ["A/Store.h"], among: files), ["C/Direct.mm", "C/List.m", "D/Sub/Any.m"])
        XCTAssertEqual(HeaderImporters.importers(of: ["Other.h"], among: files), ["C/Commented.m"])
        XCTAssertEqual(HeaderImporters.importers(of: ["E/Nothing.h"], among: files), [])
        XCTAssertEqual(HeaderImporters.importedNames(Array("#import <UIKit/UIKit.h>\n#include \"a/b.h\"\n#importx\n#import \"unterminated\n".utf8)),
                       ["UIKit.h", "b.h"])
    }

    /// The installed hook runs the `rxlint` on PATH first, else the binary that installed it;
    /// with neither, the commit stops with one line saying what to do (not "rxlint: not found").
    func testInstalledHookFindsRxlintOnPathThenItsOwnBinaryElseSaysWhatToDo() throws {
        let repo = try CLIStagedTests.makeRepository()
        let hook = repo.path + "/.git/hooks/pre-commit"
        let tools = try TemporaryDirectory()
        // A PATH with git and a shell but no rxlint.
        let bare = ["PATH": "/usr/bin:/bin"]
        XCTAssertNotEqual(try Self.attempt("command -v rxlint", in: repo.path, environment: bare).status, 0, "an rxlint on /usr/bin:/bin spoils this test")
        try repo.write("A.swift", "let a = 1\n")
        try CLIStagedTests.git("git add A.swift", in: repo)

        // The binary that installed it, when rxlint is not on PATH.
        _ = try HookInstaller.install(from: repo.path, executable: CLI.binary, force: false)
        let own = try CLI.shell("'\(hook)'", in: repo.path, environment: CLIStagedTests.gitEnvironment(repo).merging(bare) { _, new in new })
        XCTAssertEqual(own.status, 0, own.stdout + own.stderr)
        XCTAssertEqual(own.stderr, "rxlint: 0 errors, 0 warnings, 0 notes in 1 file\n")

        // PATH first.
        try tools.write("rxlint", "#!/bin/sh\necho \"rxlint on PATH: $*\"\n")
        chmod(tools.path + "/rxlint", 0o755)
        let onPath = try CLI.shell("'\(hook)'", in: repo.path, environment: ["PATH": tools.path + ":/usr/bin:/bin"])
        XCTAssertEqual(onPath.stdout, "rxlint on PATH: --staged\n")

        // Neither: a clone whose build is gone.
        let gone = "/nonexistent/clone/.build/x86_64-unknown-linux-gnu/release/rxlint"
        _ = try HookInstaller.install(from: repo.path, executable: gone, force: false)
        let missing = try Self.attempt("git commit -q -m a", in: repo.path, environment: CLIStagedTests.gitEnvironment(repo).merging(bare) { _, new in new })
        XCTAssertNotEqual(missing.status, 0, "without rxlint the commit must not go in unchecked")
        XCTAssertEqual(missing.stderrLines, ["rxlint: not found on PATH nor at \(gone): put rxlint on PATH, "
            + "or rebuild it with 'swift build -c release --package-path /nonexistent/clone' (or commit with --no-verify)"])
        // A debug build is rebuilt as one.
        XCTAssertTrue(HookInstaller.script(executable: "/c/.build/debug/rxlint").contains("rebuild it with 'swift build --package-path /c'"))
        // A path with quotes and dollars stays one shell word, and out of the message's expansions.
        let odd = "/tmp/it's $HOME/`x`/rxlint"
        let script = try tools.write("hook.sh", HookInstaller.script(executable: odd))
        let run = try Self.attempt("sh '\(script)'", in: repo.path, environment: bare)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderrLines, ["rxlint: not found on PATH nor at /tmp/it's HOME/x/rxlint: put rxlint on PATH (or commit with --no-verify)"])
    }
}
