import XCTest

/// Objective-C files through the command line: found, parsed with libclang, reported like
/// Swift findings; without libclang, one line that says how to enable it.
final class CLIObjectiveCTests: XCTestCase {
    private let leakingViewModel = """
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

    /// The class is declared in a header of another folder, found through the project's
    /// header folders: its property attributes decide the verdict.
    private func project() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.write("Headers/Model.h", """
        #import <ReactiveObjC/ReactiveObjC.h>
        @interface ProfileViewModel : NSObject
        @property (nonatomic, strong) RACSubject *updates;
        @property (nonatomic, copy) NSString *name;
        @end

        """)
        try dir.write("Sources/ProfileViewModel.m", leakingViewModel)
        try dir.write("Sources/Plain.swift", "let a = 1\n")
        return dir
    }

    func testObjectiveCFindingsAreReportedWithTheirChain() throws {
        let dir = try project()
        let result = try CLI.run(["--format", "json", "."], in: dir.path)
        XCTAssertEqual(result.status, 1, result.stderr)
        let report = try jsonReport(result.stdout)
        let findings = report["findings"] as? [[String: Any]] ?? []
        XCTAssertEqual(findings.count, 1, result.stdout)
        XCTAssertEqual(findings.first?["rule"] as? String, "strong_self_capture")
        XCTAssertEqual(findings.first?["file"] as? String, "Sources/ProfileViewModel.m")
        XCTAssertEqual(findings.first?["line"] as? Int, 9)
        XCTAssertEqual(findings.first?["column"] as? Int, 9)
        XCTAssertEqual(findings.first?["chain"] as? [String],
                       ["self", "updates (strong property)", "its subscribers (kept until it terminates)", "'subscribeNext:' block", "self"])
        XCTAssertEqual(summary(report)["files"], 2)
    }

    func testAWeakPropertyInTheHeaderMeansNoCycle() throws {
        let dir = try project()
        try dir.write("Headers/Model.h", """
        #import <ReactiveObjC/ReactiveObjC.h>
        @interface ProfileViewModel : NSObject
        @property (nonatomic, weak) RACSubject *updates;
        @property (nonatomic, copy) NSString *name;
        @end

        """)
        let result = try CLI.run(["."], in: dir.path)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    }

    func testSuppressionCommentsWorkInObjectiveC() throws {
        let dir = try project()
        try dir.write("Sources/ProfileViewModel.m", leakingViewModel.replacingOccurrences(
            of: "    [self.updates subscribeNext:", with: "    // rxlint:disable:next strong_self_capture - the view model lives for the whole app\n    [self.updates subscribeNext:"))
        let result = try CLI.run(["."], in: dir.path)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    }

    func testWithoutLibclangOneLineSaysHowToEnableIt() throws {
        let dir = try project()
        let result = try CLI.run(["--format", "json", "."], in: dir.path, environment: ["RXLINT_LIBCLANG": "/nonexistent/libclang.so"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines.count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("1 Objective-C file not analysed: RXLINT_LIBCLANG=/nonexistent/libclang.so cannot be loaded"), result.stderr)
        // The Swift file is still linted, and the report is still written.
        XCTAssertEqual(summary(try jsonReport(result.stdout))["files"], 2)
    }

    func testSwiftOnlyRunsNeverNeedLibclang() throws {
        let dir = try TemporaryDirectory()
        try dir.write("A.swift", "let a = 1\n")
        try dir.write("Plain.m", "int main(void) { return 0; }\n")
        let result = try CLI.run(["."], in: dir.path, environment: ["RXLINT_LIBCLANG": "/nonexistent/libclang.so"])
        // A file that names nothing of ReactiveObjC is never parsed.
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    func testCompileCommandsLendTheirIncludePaths() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Vendor/Include/Model.h", """
        #import <ReactiveObjC/ReactiveObjC.h>
        @interface ProfileViewModel : NSObject
        @property (nonatomic, strong) RACSubject *updates;
        @property (nonatomic, copy) NSString *name;
        @end

        """)
        try dir.write("App/ProfileViewModel.m", leakingViewModel)
        try dir.write("compile_commands.json", """
        [{"directory": "\(dir.path)/App", "file": "ProfileViewModel.m",
          "command": "clang -x objective-c -I ../Vendor/Include -DDEBUG=1 -c ProfileViewModel.m -o ProfileViewModel.o"}]
        """)
        // The header folder is outside the linted tree: only the database finds it.
        let without = try CLI.run(["--project-root", "App", "App"], in: dir.path)
        XCTAssertEqual(without.status, 0, without.stdout + without.stderr)
        let with = try CLI.run(["--project-root", "App", "--compile-commands", "compile_commands.json", "App"], in: dir.path)
        XCTAssertEqual(with.status, 1, with.stdout + with.stderr)
        try dir.write(".lintrc", "compile_commands: compile_commands.json\n")
        let configured = try CLI.run(["--project-root", "App", "App"], in: dir.path)
        XCTAssertEqual(configured.status, 1, configured.stdout + configured.stderr)
    }

    /// One verdict everywhere: a path run, `--staged` and `--stdin` report the same finding the
    /// same way for an Objective-C file.
    func testPathsStagedAndStdinAgree() throws {
        let repo = try CLIStagedTests.makeRepository()
        try repo.write("Headers/Model.h", """
        #import <ReactiveObjC/ReactiveObjC.h>
        @interface ProfileViewModel : NSObject
        @property (nonatomic, strong) RACSubject *updates;
        @property (nonatomic, copy) NSString *name;
        @end

        """)
        try repo.write("Sources/ProfileViewModel.m", leakingViewModel)
        try CLIStagedTests.git("git add Headers Sources", in: repo)
        let env = CLIStagedTests.gitEnvironment(repo)
        func findings(_ result: CLIResult) throws -> [String] {
            let report = try jsonReport(result.stdout)
            return (report["findings"] as? [[String: Any]] ?? []).map {
                "\($0["file"] ?? "") \($0["line"] ?? 0):\($0["column"] ?? 0) \($0["rule"] ?? "") \($0["message"] ?? "") \($0["chain"] ?? "")"
            }
        }
        let paths = try CLI.run(["--format", "json", "Sources"], in: repo.path, environment: env)
        let staged = try CLI.run(["--format", "json", "--staged"], in: repo.path, environment: env)
        let stdin = try CLI.run(["--format", "json", "--stdin", "--stdin-path", "Sources/ProfileViewModel.m"], in: repo.path,
                                stdin: Data(leakingViewModel.utf8), environment: env)
        XCTAssertEqual(try findings(paths).count, 1, paths.stdout + paths.stderr)
        XCTAssertEqual(try findings(staged), try findings(paths), staged.stderr)
        XCTAssertEqual(try findings(stdin), try findings(paths), stdin.stderr)
    }

    func testABrokenCompilationDatabaseIsAnError() throws {
        let dir = try project()
        try dir.write("broken.json", "{not json")
        let missing = try CLI.run(["--compile-commands", "missing.json", "."], in: dir.path)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderrLines, ["rxlint: error: --compile-commands missing.json: cannot read it"])
        let broken = try CLI.run(["--compile-commands", "broken.json", "."], in: dir.path)
        XCTAssertEqual(broken.status, 2)
        XCTAssertEqual(broken.stderrLines, ["rxlint: error: --compile-commands broken.json: not a JSON array of compile commands"])
    }

    /// A file linted alone knows the project's other Objective-C files: the view model's
    /// implementation, which never completes its subject, is read for the index, not reported.
    func testAFileLintedAloneKnowsTheImplementationsOfItsProject() throws {
        let dir = try project()
        try dir.write("Sources/Screen.m", """
        #import <ReactiveObjC/ReactiveObjC.h>
        #import "Model.h"
        @interface Screen : NSObject
        @property (nonatomic, strong) ProfileViewModel *viewModel;
        @end
        @implementation Screen
        - (void)bind {
            [self.viewModel.updates subscribeNext:^(id x) { NSLog(@"%@", x); }];
        }
        @end

        """)
        let result = try CLI.run(["--format", "json", "--project-root", ".", "Sources/Screen.m"], in: dir.path)
        let findings = try jsonReport(result.stdout)["findings"] as? [[String: Any]] ?? []
        XCTAssertEqual(findings.map { "\($0["file"] ?? "") \($0["line"] ?? "") \($0["rule"] ?? "")" },
                       ["Sources/Screen.m 8 discarded_subscription"], result.stdout + result.stderr)
    }
}
