import Foundation
import TestSupport
import XCTest

/// `rxlint lsp` driven by real clients: pytest-lsp (from PyPI, in the suite's virtual
/// environment; scripts/test-prerequisites.sh installs it) runs `Tests/EditorClients/pytest`,
/// and Neovim's built-in client, headless, runs `Tests/EditorClients/neovim/edit_project.lua`
/// on a project of several files.
final class LanguageServerClientTests: XCTestCase {
    private static let clients = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("EditorClients").path

    func testPytestLSPClients() throws {
        // pytest-lsp (pinned in scripts/test-prerequisites.sh) runs in the suite's environment.
        let python = try TestPrerequisites.command("pytest-lsp")
        let run = try CLI.shell("'\(python)' -m pytest -q -p no:cacheprovider .", in: Self.clients + "/pytest",
                                environment: ["RXLINT_BINARY": CLI.binary, "PYTHONDONTWRITEBYTECODE": "1"], timeout: 300)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("9 passed"), run.stdout)
    }

    private static let store = """
    import RxSwift
    import RxRelay

    final class Store {
        let items = BehaviorRelay<[String]>(value: [])
    }

    """

    private static let controller = """
    import RxSwift

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

    func testNeovimBuiltInClient() throws {
        try TestPrerequisites.require("neovim")
        let dir = try TemporaryDirectory()
        try dir.write(".lintrc", "strict: false\n")
        try dir.write("Sources/Store.swift", Self.store)
        try dir.write("Sources/ListViewController.swift", Self.controller)
        try dir.write("Sources/Clean.swift", "let answer = 42\n")
        let result = dir.path + "/result.json"
        let run = try CLI.shell("nvim --headless --clean -u NONE -c \"luafile \(Self.clients)/neovim/edit_project.lua\"", in: dir.path,
                                environment: ["RXLINT_BINARY": CLI.binary, "RXLINT_PROJECT": dir.path, "RXLINT_RESULT": result], timeout: 120)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let data = try Data(contentsOf: URL(fileURLWithPath: result))
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertNil(report["error"], "\(report)")
        let steps = (report["steps"] as? [[String: Any]]) ?? []
        func step(_ name: String) -> Any? { steps.first { $0["step"] as? String == name }?["value"] }
        func diagnostics(_ name: String) -> [[String: Any]] { ((step(name) as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? [] }
        func accepted(_ name: String) -> Bool { (step(name) as? [String: Any])?["accepted"] as? Bool == true }

        XCTAssertTrue(accepted("controller opened"), "\(steps)")
        let opened = diagnostics("controller opened")
        XCTAssertEqual(opened.count, 1)
        XCTAssertEqual(opened.first?["line"] as? Int, 10)
        XCTAssertEqual(opened.first?["col"] as? Int, 42)
        XCTAssertEqual(opened.first?["code"] as? String, "strong_self_capture")
        XCTAssertEqual(opened.first?["severity"] as? Int, 1)
        // The store edited in another buffer: the controller's verdict follows.
        XCTAssertTrue(accepted("store edited"), "\(steps)")
        XCTAssertEqual(diagnostics("store edited").first?["severity"] as? Int, 2)
        let titles = (step("code actions") as? [String]) ?? []
        XCTAssertEqual(titles, ["Fix: Capture self weakly (`[weak self]`) and return early when it is gone",
                                "Disable strong_self_capture for this statement (rxlint:disable:next)",
                                "Fix all rxlint findings with a certain fix (1)"])
        XCTAssertTrue(accepted("quick fix applied"), "\(steps)")
        XCTAssertEqual(step("fixed line") as? String, "            .subscribe(onNext: { [weak self] items in self?.count = items.count })")
    }
}
