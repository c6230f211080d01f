import Foundation
import TestSupport
import XCTest

/// Every entry point reports a finding the same way a full run does: the whole project is
/// known, only the report is narrowed. The project: a view controller (one file) subscribing
/// with a strong self to a relay of a store (another file), through a bag its base class
/// (a third file) declares. Only with all three known is the leak proven (an error).
final class CLIContextTests: XCTestCase {
    private func project() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.write("Sources/Store.swift", """
        import RxSwift
        import RxRelay

        final class Store {
            let items = BehaviorRelay<[String]>(value: [])
        }

        """)
        try dir.write("Sources/BaseViewController.swift", """
        import RxSwift

        class BaseViewController {
            let bag = DisposeBag()
        }

        """)
        try dir.write("Sources/ListViewController.swift", """
        import RxSwift
        import RxRelay

        final class ListViewController: BaseViewController {
            let store: Store
            var count = 0

            init(store: Store) {
                self.store = store
                super.init()
                store.items
                    .subscribe(onNext: { items in
                        self.count = items.count
                    })
                    .disposed(by: bag)
            }
        }

        """)
        try TestPrerequisites.require("git")
        try CLI.shell("git init -q && git add -A", in: dir.path)
        return dir
    }

    private let expected = "Sources/ListViewController.swift:13:17: error: The 'onNext' closure captures self strongly while self keeps the subscription alive through 'store.items': self is never deallocated. [strong_self_capture]"

    /// The finding lines of a text report.
    private func findings(_ result: CLIResult) -> [String] {
        result.stdout.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") || $0.contains(": warning: ") }
    }

    func testEveryEntryPointReportsTheFullRunsFinding() throws {
        let dir = try project()
        let full = try CLI.run(["."], in: dir.path)
        XCTAssertEqual(full.status, 1, full.stderr)
        XCTAssertEqual(findings(full), [expected])

        let oneFile = try CLI.run(["Sources/ListViewController.swift"], in: dir.path)
        XCTAssertEqual(findings(oneFile), [expected])
        XCTAssertEqual(oneFile.status, 1)

        let staged = try CLI.run(["--staged"], in: dir.path)
        XCTAssertEqual(findings(staged), [expected])
        XCTAssertEqual(staged.status, 1)

        // Only the view controller staged: the rest is known from the index (committed).
        try CLI.shell("git -c user.email=t@example.com -c user.name=t -c commit.gpgsign=false commit -qm base && echo '// edited' >> Sources/ListViewController.swift && git add Sources/ListViewController.swift", in: dir.path)
        let stagedOne = try CLI.run(["--staged"], in: dir.path)
        XCTAssertEqual(findings(stagedOne), [expected])
        XCTAssertTrue(stagedOne.stderr.contains("in 1 file"), stagedOne.stderr)

        let text = try dir.read("Sources/ListViewController.swift")
        let buffer = try CLI.run(["--stdin", "--stdin-path", "Sources/ListViewController.swift"], in: dir.path, stdin: Data(text.utf8))
        XCTAssertEqual(findings(buffer), [expected])
        XCTAssertEqual(buffer.status, 1)

        // Excluding the store and the base class narrows the report, not what is known.
        try dir.write(".lintrc", "excluded:\n  - \"Sources/Store.swift\"\n  - \"Sources/Base*.swift\"\n")
        let excluded = try CLI.run(["."], in: dir.path)
        XCTAssertEqual(findings(excluded), [expected])
        XCTAssertTrue(excluded.stderr.contains("in 1 file"), excluded.stderr)
    }

    /// A verdict another file decides (what the project's calls pass a parameter: the view
    /// controller hands its button's taps to its view model) is the same from every entry
    /// point that reports only the view model's file; with the caller unknown it is unknown.
    func testAParameterDecidedByACallerInAnotherFileIsDecidedFromEveryEntryPoint() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Sources/QRCodeViewModel.swift", """
        import RxSwift

        final class QRCodeViewModel {
            struct Input {
                let logoDidTap: Observable<Void>
            }
            private let disposeBag = DisposeBag()
            private var taps = 0

            func transform(input: Input) {
                input.logoDidTap
                    .subscribe(onNext: { self.taps += 1 })
                    .disposed(by: disposeBag)
            }
        }

        """)
        try dir.write("Sources/QRCodeViewController.swift", """
        import RxSwift
        import RxCocoa

        final class QRCodeViewController: UIViewController {
            private let logoButton = UIButton()
            private let viewModel = QRCodeViewModel()

            override func viewDidLoad() {
                super.viewDidLoad()
                let input = QRCodeViewModel.Input(logoDidTap: logoButton.rx.tap.asObservable())
                viewModel.transform(input: input)
            }
        }

        """)
        try TestPrerequisites.require("git")
        try CLI.shell("git init -q && git add -A", in: dir.path)
        let note = "Sources/QRCodeViewModel.swift:12:34: note: The 'onNext' closure captures self strongly while self keeps the subscription "
            + "alive through 'disposeBag': self is never deallocated until 'input.logoDidTap' completes. [strong_self_capture]"
        func lines(_ result: CLIResult) -> [String] {
            result.stdout.split(separator: "\n").map(String.init).filter { $0.contains(": note: ") || $0.contains(": warning: ") || $0.contains(": error: ") }
        }
        XCTAssertEqual(lines(try CLI.run(["."], in: dir.path)), [note])
        XCTAssertEqual(lines(try CLI.run(["Sources/QRCodeViewModel.swift"], in: dir.path)), [note])
        XCTAssertEqual(lines(try CLI.run(["--staged", "Sources/QRCodeViewModel.swift"], in: dir.path)), [note])
        let text = try dir.read("Sources/QRCodeViewModel.swift")
        XCTAssertEqual(lines(try CLI.run(["--stdin", "--stdin-path", "Sources/QRCodeViewModel.swift"], in: dir.path, stdin: Data(text.utf8))), [note])
        // Without the caller, nothing says how the taps end.
        try FileManager.default.removeItem(atPath: dir.path + "/Sources/QRCodeViewController.swift")
        let alone = lines(try CLI.run(["."], in: dir.path))
        XCTAssertEqual(alone.count, 1)
        XCTAssertTrue(alone.first?.contains(": warning: ") == true && alone.first?.contains("unless 'input.logoDidTap' completes") == true, "\(alone)")
    }

    func testAPluginTargetRunIsAFullRunNarrowed() throws {
        // What the SwiftPM plugin runs for one target: `--project-root .` and the target's folder.
        let dir = try project()
        try FileManager.default.createDirectory(atPath: dir.path + "/Sources/Feature", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: dir.path + "/Sources/ListViewController.swift", toPath: dir.path + "/Sources/Feature/ListViewController.swift")
        let target = try CLI.run(["--project-root", ".", "Sources/Feature"], in: dir.path)
        XCTAssertEqual(findings(target), [expected.replacingOccurrences(of: "Sources/", with: "Sources/Feature/")])
        let missing = try CLI.run(["--project-root", "nowhere", "Sources"], in: dir.path)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderrLines.first, "rxlint: error: --project-root nowhere: not a directory")
    }

    func testSuppressionsCoverTheWholeStatement() throws {
        let dir = try project()
        var text = try dir.read("Sources/ListViewController.swift")
        // Above the chain's first line, and after its last: both reach the culprit on a line between.
        text = text.replacingOccurrences(of: "        store.items\n", with: "        // rxlint:disable:next strong_self_capture - the store is a child\n        store.items\n")
        try dir.write("Sources/ListViewController.swift", text)
        let next = try CLI.run(["."], in: dir.path)
        XCTAssertEqual(next.status, 0, next.stdout)
        XCTAssertEqual(findings(next), [])
        text = try dir.read("Sources/ListViewController.swift")
            .replacingOccurrences(of: "        // rxlint:disable:next strong_self_capture - the store is a child\n", with: "")
            .replacingOccurrences(of: "            .disposed(by: bag)\n", with: "            .disposed(by: bag)\n        // rxlint:disable:previous strong_self_capture\n")
        try dir.write("Sources/ListViewController.swift", text)
        let previous = try CLI.run(["."], in: dir.path)
        XCTAssertEqual(findings(previous), [], previous.stdout)
    }

    func testJSONRangeIsTheStatement() throws {
        let dir = try project()
        let result = try CLI.run(["--format", "json", "Sources/ListViewController.swift"], in: dir.path)
        let report = try jsonReport(result.stdout)
        let finding = try XCTUnwrap((report["findings"] as? [[String: Any]])?.first)
        XCTAssertEqual(finding["line"] as? Int, 13)
        XCTAssertEqual(finding["column"] as? Int, 17)
        XCTAssertEqual(finding["statementLine"] as? Int, 11)
        XCTAssertEqual(finding["statementColumn"] as? Int, 9)
        XCTAssertEqual(finding["endLine"] as? Int, 15)
    }

    func testABaselineMatchesTheSameFindingHoweverTheRunIsInvoked() throws {
        let dir = try project()
        let written = try CLI.run(["--write-baseline", "baseline.json", "."], in: dir.path)
        XCTAssertTrue(written.stderr.contains("recorded 1 finding in baseline.json"), written.stderr)
        for arguments in [["."], ["Sources/ListViewController.swift"], ["--staged"]] {
            let run = try CLI.run(["--baseline", "baseline.json"] + arguments, in: dir.path)
            XCTAssertEqual(run.status, 0, "\(arguments): \(run.stdout)")
            XCTAssertEqual(findings(run), [], "\(arguments)")
        }
        let text = try dir.read("Sources/ListViewController.swift")
        let buffer = try CLI.run(["--baseline", "baseline.json", "--stdin", "--stdin-path", "Sources/ListViewController.swift"],
                                 in: dir.path, stdin: Data(text.utf8))
        XCTAssertEqual(buffer.status, 0, buffer.stdout)
        // The statement changed: a new finding.
        try dir.write("Sources/ListViewController.swift", text.replacingOccurrences(of: "self.count = items.count", with: "self.count = items.count + 1"))
        XCTAssertEqual(findings(try CLI.run(["--baseline", "baseline.json", "."], in: dir.path)).count, 1)
    }

    func testVersionOneBaselinesAreStillRead() throws {
        let dir = try project()
        // Keyed on the culprit's line and the chain, as version 1 wrote them.
        try dir.write("baseline.json", """
        {"version": 1, "findings": [{"rule": "strong_self_capture", "file": "Sources/ListViewController.swift",
          "text": "self.count = items.count", "chain": ["self", "store.items", "observer of the relay 'store.items'", "onNext closure", "self"],
          "line": 13, "message": "…"}]}
        """)
        let run = try CLI.run(["--baseline", "baseline.json", "."], in: dir.path)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
    }
}
