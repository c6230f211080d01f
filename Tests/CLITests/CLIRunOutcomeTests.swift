import Foundation
import XCTest

/// What a run says and how it ends in the cases that used to pass silently or say too little:
/// a path with nothing to lint, fixes that leave errors, the help text, the README's Xcode
/// snippet, a buffer with no path.
final class CLIRunOutcomeTests: XCTestCase {
    private static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    // MARK: - Nothing to lint

    /// A CI job pointed at the wrong folder must fail, in every output mode, with one line.
    func testANamedPathWithNothingToLintExitsTwoWithOneLine() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Docs/README.md", "# docs\n")
        try dir.write("App/A.swift", "let a = 1\n")
        for mode in [[String](), ["--quiet"], ["--format", "github"], ["--format", "json"]] {
            let result = try CLI.run(mode + ["Docs"], in: dir.path)
            XCTAssertEqual(result.status, 2, "\(mode): \(result.stdout + result.stderr)")
            XCTAssertEqual(result.stderrLines.first, "rxlint: error: Docs: no .swift, .m or .mm file to lint", "\(mode)")
            XCTAssertEqual(result.stderrLines.filter { $0.hasPrefix("rxlint: error: ") }.count, 1, "\(mode): \(result.stderr)")
        }
        // The other paths are still linted and reported.
        let mixed = try CLI.run(["--format", "json", "Docs", "App"], in: dir.path)
        XCTAssertEqual(mixed.status, 2)
        XCTAssertEqual(summary(try jsonReport(mixed.stdout))["files"], 1)
        // A file of another language; the current directory when no path is given.
        let other = try CLI.run(["Docs/README.md"], in: dir.path)
        XCTAssertEqual(other.stderrLines.first, "rxlint: error: Docs/README.md: not a .swift, .m or .mm file")
        let empty = try TemporaryDirectory()
        let none = try CLI.run([], in: empty.path)
        XCTAssertEqual(none.status, 2)
        XCTAssertEqual(none.stderrLines.first, "rxlint: error: .: no .swift, .m or .mm file to lint")
    }

    func testADirectoryWhoseFilesAreAllExcludedSaysSo() throws {
        let dir = try TemporaryDirectory()
        try dir.write(".lintrc", "excluded: [Generated]\n")
        try dir.write("Generated/Api.swift", "let a = 1\n")
        try dir.write("Sources/B.swift", "let b = 1\n")
        let excluded = try CLI.run(["Generated"], in: dir.path)
        XCTAssertEqual(excluded.status, 2, excluded.stderr)
        XCTAssertEqual(excluded.stderrLines.first,
                       "rxlint: error: Generated: every .swift, .m or .mm file under it is excluded by .lintrc ('included'/'excluded')")
        // An excluded file named on its own (a hook, an editor) is skipped quietly.
        let file = try CLI.run(["Generated/Api.swift", "Sources"], in: dir.path)
        XCTAssertEqual(file.status, 0, file.stderr)
        // Files reached under two names are linted once, and neither name is empty.
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/Link", withDestinationPath: "Sources")
        let twice = try CLI.run(["Sources", "Link"], in: dir.path)
        XCTAssertEqual(twice.status, 0, twice.stderr)
    }

    // MARK: - Fixes that leave something

    /// A fix that lands between a `disable:next` comment and its statement (the guard goes
    /// first in the closure) un-suppresses a finding the first run never showed: both `--fix`
    /// and `--fix --diff` report it and exit 1.
    private let suppressedInsideTheClosure = """
    import RxSwift
    import RxRelay

    final class Ticker {
        let disposeBag = DisposeBag()
        let relay = PublishRelay<Int>()

        func start() {
            Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
                .subscribe(onNext: { _ in
                    // rxlint:disable:next discarded_subscription
                    _ = self.relay.map { $0 }.subscribe(onNext: { print($0) })
                    self.tick()
                })
                .disposed(by: disposeBag)
        }

        func tick() {}
    }

    """

    func testFixesThatLeaveAnErrorExitOneAndReportIt() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Ticker.swift", suppressedInsideTheClosure)
        let before = try CLI.run(["Ticker.swift"], in: dir.path)
        XCTAssertEqual(before.status, 1)
        XCTAssertFalse(before.stdout.contains("discarded_subscription"), before.stdout)

        let diff = try CLI.run(["--fix", "--diff", "Ticker.swift"], in: dir.path)
        XCTAssertEqual(diff.status, 1, diff.stdout + diff.stderr)
        XCTAssertTrue(diff.stdout.hasPrefix("--- a/Ticker.swift\n+++ b/Ticker.swift\n"), diff.stdout)
        // What is left, on standard error, at its line once the diff is applied.
        XCTAssertTrue(diff.stderr.contains("Ticker.swift:13:43: error: ") && diff.stderr.contains("[discarded_subscription]"), diff.stderr)
        XCTAssertEqual(diff.stderrLines.last, "rxlint: 1 error, 1 warning, 0 notes in 1 file left after the fixes")
        XCTAssertEqual(try dir.read("Ticker.swift"), suppressedInsideTheClosure)
        let quiet = try CLI.run(["--fix", "--diff", "--quiet", "Ticker.swift"], in: dir.path)
        XCTAssertEqual(quiet.status, 1)
        XCTAssertFalse(quiet.stderr.contains("superfluous_disable"), quiet.stderr)
        let buffer = try CLI.run(["--fix", "--diff", "--stdin", "--stdin-path", "Ticker.swift"], in: dir.path, stdin: Data(suppressedInsideTheClosure.utf8))
        XCTAssertEqual(buffer.status, 1, buffer.stderr)
        XCTAssertTrue(buffer.stderr.contains("Ticker.swift:13:43: error: "), buffer.stderr)

        let fix = try CLI.run(["--fix", "Ticker.swift"], in: dir.path)
        XCTAssertEqual(fix.status, 1, fix.stdout + fix.stderr)
        XCTAssertTrue(fix.stdout.contains("Ticker.swift:13:43: error: "), fix.stdout)
        // The diff said what --fix then wrote and reported.
        XCTAssertEqual(try CLI.run(["Ticker.swift"], in: dir.path).stdout, fix.stdout)
    }

    // MARK: - Words

    func testHelpSaysWhichFilesAreLinted() throws {
        let dir = try TemporaryDirectory()
        let help = try CLI.run(["--help"], in: dir.path)
        XCTAssertEqual(help.status, 0)
        // Words as read, whatever the wrapping.
        let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(text.hasPrefix("OVERVIEW: Finds leaking, never-disposed and cut-short subscriptions in Swift (RxSwift) and Objective-C (ReactiveObjC) code."), text)
        XCTAssertTrue(text.contains("<paths> Files or directories to lint: .swift, .m and .mm files"), text)
        XCTAssertTrue(text.contains("lint (default) Lint Swift (.swift) and Objective-C (.m, .mm) files"), text)
        XCTAssertFalse(text.contains("Lint Swift files"), text)
        let readme = try String(contentsOfFile: Self.repositoryRoot + "/README.md", encoding: .utf8)
        for stale in ["only staged `.swift` files", "searched recursively for\n`.swift` files", "Finds RxSwift memory mistakes"] {
            XCTAssertFalse(readme.contains(stale), stale)
        }
    }

    /// The README's Run Script phase, run as Xcode would (SRCROOT set, rxlint on PATH): a
    /// warning reaches the Issue navigator's input as a compiler-style line.
    func testTheReadmesXcodeRunScriptShowsWarnings() throws {
        let readme = try String(contentsOfFile: Self.repositoryRoot + "/README.md", encoding: .utf8)
        let section = try XCTUnwrap(readme.range(of: "## Xcode Run Script phase"), "README has no Xcode Run Script section")
        let rest = readme[section.upperBound...]
        let open = try XCTUnwrap(rest.range(of: "```sh\n"))
        let close = try XCTUnwrap(rest[open.upperBound...].range(of: "```"))
        let script = String(rest[open.upperBound..<close.lowerBound])
        XCTAssertFalse(script.contains("--quiet"), script)

        let project = try TemporaryDirectory()
        // Completion unknown: a warning, which --quiet would hide.
        let warningOnly = CLIStagedIndexTests.listViewController + CLIStagedIndexTests.editedStore.replacingOccurrences(of: "import RxSwift\nimport RxRelay\n", with: "")
        try project.write("Sources/List.swift", warningOnly)
        let bin = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(atPath: bin.path + "/rxlint", withDestinationPath: CLI.binary)
        let result = try CLI.shell(script, in: project.path, environment: ["SRCROOT": project.path, "PATH": bin.path + ":/usr/bin:/bin"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix(project.path + "/Sources/List.swift:12:43: warning: "), result.stdout + result.stderr)
    }

    // MARK: - A buffer with no path

    /// Without `--stdin-path` the buffer is linted alone: the store beside it in the current
    /// directory is not read (from `/` that walk read the whole disk).
    func testStdinWithoutAPathIsLintedAlone() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Store.swift", CLIStagedIndexTests.store)
        let buffer = Data(CLIStagedIndexTests.listViewController.utf8)
        let withPath = try CLI.run(["--stdin", "--stdin-path", "List.swift"], in: dir.path, stdin: buffer)
        XCTAssertEqual(withPath.status, 1, withPath.stdout)
        XCTAssertTrue(withPath.stdout.hasPrefix("List.swift:12:43: error: "), withPath.stdout)
        let alone = try CLI.run(["--stdin"], in: dir.path, stdin: buffer)
        XCTAssertEqual(alone.status, 0, alone.stdout + alone.stderr)
        XCTAssertTrue(alone.stdout.hasPrefix("<stdin>:12:43: warning: "), alone.stdout)
    }
}
