import XCTest
@testable import RxLintKit

/// A strong self in a chain that waits for one element (`take(1)`, `first()`) of a source that
/// may never send one: a note (`info`, verdict `leak`) that says what rxlint cannot tell, where
/// the same chain without the wait is a warning or an error as its source decides.
final class AwaitedElementNoteTests: XCTestCase {
    private func findings(_ body: String) -> [Finding] {
        let text = """
            import RxSwift
            import RxRelay
            protocol Store { var changes: Observable<Int> { get } }
            final class Screen {
                let store: Store
                let step = PublishRelay<Int>()
                private let disposeBag = DisposeBag()
                init(store: Store) { self.store = store }
                func finish() {}
                func start() {
                    \(body)
                }
            }
            """
        return Engine.lint([SourceFile(path: "Screen.swift", text: text)]).findings.filter { $0.rule == "strong_self_capture" }
    }

    func testWaitingForOneElementIsANoteSayingWhatIsUnknown() throws {
        for body in ["step.take(1).subscribe(onNext: { _ in self.finish() }).disposed(by: disposeBag)",
                     "store.changes.take(1).subscribe(onNext: { _ in self.finish() }).disposed(by: disposeBag)",
                     "store.changes.first().subscribe(onSuccess: { _ in self.finish() }).disposed(by: disposeBag)"] {
            let found = try XCTUnwrap(findings(body).first, body)
            XCTAssertEqual(found.severity, .info, body)
            XCTAssertEqual(found.verdict, .leak, body)
            XCTAssertTrue(found.message.hasSuffix("sends the element it waits for. Whether it ever sends one, rxlint cannot tell."), found.message)
        }
    }

    func testWithoutTheWaitTheSourceDecides() throws {
        let relay = try XCTUnwrap(findings("step.subscribe(onNext: { _ in self.finish() }).disposed(by: disposeBag)").first)
        XCTAssertEqual(relay.severity, .error, "a relay self keeps never ends")
        let unknown = try XCTUnwrap(findings("store.changes.subscribe(onNext: { _ in self.finish() }).disposed(by: disposeBag)").first)
        XCTAssertEqual(unknown.severity, .warning, "a sequence of a handed-in object: whether it ends is unknown")
        XCTAssertFalse(unknown.message.contains("Whether it ever sends one"), unknown.message)
    }
}
