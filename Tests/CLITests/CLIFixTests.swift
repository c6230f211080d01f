import Foundation
import TestSupport
import XCTest

/// `rxlint --fix`: writes only with --fix, only what changed, atomically and with the file's
/// permissions; `--dry-run` prints a diff and writes nothing; `--staged --fix` refuses.
final class CLIFixTests: XCTestCase {
    private let leaking = """
    import RxSwift

    final class Ticker {
        let disposeBag = DisposeBag()
        var count = 0

        init() {
            Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
                .subscribe(onNext: { _ in
                    self.count += 1
                })
                .disposed(by: disposeBag)
        }
    }

    """

    private func modificationTime(_ path: String) throws -> Date {
        try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as! Date
    }

    func testFixRewritesInPlaceKeepingPermissionsAndIsIdempotent() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Ticker.swift", leaking)
        let path = dir.path + "/Ticker.swift"
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        let first = try CLI.run(["--fix", "."], in: dir.path)
        XCTAssertEqual(first.status, 0, first.stdout + first.stderr)
        XCTAssertTrue(first.stderr.contains("fixed 1 finding in Ticker.swift"), first.stderr)
        let fixed = try String(contentsOfFile: path, encoding: .utf8)
        // Nothing names the project's Swift: the spelling every Swift 5 compiler accepts.
        XCTAssertTrue(fixed.contains(".subscribe(onNext: { [weak self] _ in\n                guard let self = self else { return }\n                self.count += 1\n"), fixed)
        XCTAssertEqual((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue, 0o640)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["Ticker.swift"], "no temporary file left")
        // A second run has nothing to fix and touches nothing.
        let before = try modificationTime(path)
        Thread.sleep(forTimeInterval: 1.1)
        let second = try CLI.run(["--fix", "."], in: dir.path)
        XCTAssertEqual(second.status, 0)
        XCTAssertEqual(try modificationTime(path), before)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), fixed)
    }

    func testObjectiveCIsFixedInPlaceAndTheDiffAppliesWithPatch() throws {
        let code = """
        #import <ReactiveObjC/ReactiveObjC.h>

        @interface FeedViewModel : NSObject
        @property (nonatomic, strong) RACSubject *refreshes;
        @property (nonatomic) NSInteger count;
        @end

        @implementation FeedViewModel
        - (instancetype)init {
            self = [super init];
            _refreshes = [RACSubject subject];
            @weakify(self);
            [self.refreshes subscribeNext:^(id x) {
                self.count += 1;
            }];
            return self;
        }

        - (void)dealloc {
            [_refreshes sendCompleted];
        }
        @end

        """
        let dir = try TemporaryDirectory()
        try dir.write("FeedViewModel.m", code)
        try dir.write("Copy/FeedViewModel.m", code)
        let path = dir.path + "/FeedViewModel.m"
        let diff = try CLI.run(["--fix", "--dry-run", "FeedViewModel.m"], in: dir.path)
        XCTAssertTrue(diff.stdout.contains("     [self.refreshes subscribeNext:^(id x) {\n+        @strongify(self);\n+        if (!self) return;\n         self.count += 1;\n"), diff.stdout)
        let first = try CLI.run(["--fix", "FeedViewModel.m"], in: dir.path)
        XCTAssertEqual(first.status, 0, first.stdout + first.stderr)
        XCTAssertTrue(first.stderr.contains("fixed 1 finding in FeedViewModel.m"), first.stderr)
        let fixed = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(fixed, code.replacingOccurrences(of: "^(id x) {\n        self.count", with: "^(id x) {\n        @strongify(self);\n        if (!self) return;\n        self.count"))
        // The printed diff, applied by patch to the untouched copy, gives the same file.
        try TestPrerequisites.require("patch")
        let patch = Process()
        patch.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        patch.arguments = ["patch", "-s", "-p1", "-d", dir.path + "/Copy"]
        let input = Pipe()
        patch.standardInput = input
        try patch.run()
        input.fileHandleForWriting.write(Data(diff.stdout.utf8))
        input.fileHandleForWriting.closeFile()
        patch.waitUntilExit()
        XCTAssertEqual(patch.terminationStatus, 0)
        XCTAssertEqual(try String(contentsOfFile: dir.path + "/Copy/FeedViewModel.m", encoding: .utf8), fixed)
        let second = try CLI.run(["--fix", "FeedViewModel.m"], in: dir.path)
        XCTAssertEqual(second.status, 0, second.stdout + second.stderr)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), fixed)
    }

    func testDryRunPrintsADiffAndWritesNothing() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Ticker.swift", leaking)
        let path = dir.path + "/Ticker.swift"
        let before = try modificationTime(path)
        let result = try CLI.run(["--fix", "--dry-run", "."], in: dir.path)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("--- a/Ticker.swift\n+++ b/Ticker.swift\n@@ -"), result.stdout)
        XCTAssertTrue(result.stdout.contains("\n+                guard let self = self else { return }\n"), result.stdout)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), leaking)
        XCTAssertEqual(try modificationTime(path), before)
        // Without --fix, nothing is ever written either.
        XCTAssertEqual(try CLI.run(["."], in: dir.path).status, 1)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), leaking)
    }

    func testUnsafeCombinationsAreRefused() throws {
        let dir = try TemporaryDirectory()
        let staged = try CLI.run(["--fix", "--staged"], in: dir.path)
        XCTAssertEqual(staged.status, 2)
        XCTAssertTrue(staged.stderr.contains("'--fix' cannot be combined with '--staged'"), staged.stderr)
        let dry = try CLI.run(["--dry-run", "."], in: dir.path)
        XCTAssertEqual(dry.status, 2)
        XCTAssertTrue(dry.stderr.contains("'--dry-run' needs '--fix'"), dry.stderr)
        let stdin = try CLI.run(["--fix", "--stdin"], in: dir.path, stdin: Data(leaking.utf8))
        XCTAssertEqual(stdin.status, 2)
        let stdinDiff = try CLI.run(["--fix", "--dry-run", "--stdin", "--stdin-path", "Ticker.swift"], in: dir.path, stdin: Data(leaking.utf8))
        XCTAssertTrue(stdinDiff.stdout.contains("+                guard let self = self else { return }"), stdinDiff.stdout + stdinDiff.stderr)
    }

    func testLintrcFixStyleWithOwnerPassesSelfToTheCall() throws {
        let dir = try TemporaryDirectory()
        try dir.write(".lintrc", "rules:\n  strong_self_capture:\n    fix_style: with_owner\n")
        try dir.write("Ticker.swift", leaking)
        // `subscribe(with:)` needs RxSwift 6.1: the project's lock file says it has it.
        try dir.write("Podfile.lock", "PODS:\n  - RxRelay (6.9.0):\n    - RxSwift (~> 6)\n  - RxSwift (6.9.0)\n\nCOCOAPODS: 1.15.2\n")
        let result = try CLI.run(["--fix", "."], in: dir.path)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("fixed 1 finding in Ticker.swift"), result.stderr)
        let fixed = try String(contentsOfFile: dir.path + "/Ticker.swift", encoding: .utf8)
        XCTAssertTrue(fixed.contains(".subscribe(with: self, onNext: { owner, _ in\n                owner.count += 1\n            })"), fixed)
        XCTAssertEqual(try CLI.run(["--fix", "--dry-run", "."], in: dir.path).stdout, "", "nothing left to fix")
        // A style the rule does not have stops the run, naming the place and the choices.
        try dir.write(".lintrc", "rules:\n  strong_self_capture:\n    fix_style: unowned\n")
        let bad = try CLI.run(["--fix", "."], in: dir.path)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains(".lintrc:3:16: 'rules.strong_self_capture.fix_style' must be one of weak_self, with_owner, got 'unowned'"), bad.stderr)
    }

    func testSuperfluousSuppressionIsRemovedWithItsLine() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Quiet.swift", """
        let a = 1
        // rxlint:disable:next strong_self_capture
        let b = 2

        """)
        let result = try CLI.run(["--fix", "."], in: dir.path)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(try String(contentsOfFile: dir.path + "/Quiet.swift", encoding: .utf8), "let a = 1\nlet b = 2\n")
    }

    func testFixesAreCarriedAsDataInJSONAndSARIF() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Ticker.swift", leaking)
        let json = try jsonReport(try CLI.run(["--format", "json", "."], in: dir.path).stdout)
        let fix = (json["findings"] as? [[String: Any]])?.first?["fix"] as? [String: Any]
        let replacements = fix?["replacements"] as? [[String: Any]]
        XCTAssertEqual(replacements?.first?["text"] as? String, "[weak self] ")
        XCTAssertEqual(replacements?.first?["startLine"] as? Int, 9)
        let sarif = try CLI.run(["--format", "sarif", "."], in: dir.path)
        let document = try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any]
        let result = ((document?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first
        let change = ((result?["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?.first
        XCTAssertEqual((change?["artifactLocation"] as? [String: Any])?["uri"] as? String, "Ticker.swift")
        XCTAssertEqual(((change?["replacements"] as? [[String: Any]])?.first?["insertedContent"] as? [String: Any])?["text"] as? String, "[weak self] ")
    }
}
