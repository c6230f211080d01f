import XCTest
@testable import RxLintKit

/// RxCocoa sequences complete when their object deallocates (controls end their events with
/// `take(until: deallocated)`, a delegate proxy completes its observers in `deinit`): what a
/// discarded or strongly capturing subscription leaves behind depends on who owns the object.
final class RxCocoaLifetimeTests: XCTestCase {
    private let screen = """
        final class ScreenViewController: UIViewController {
            let disposeBag = DisposeBag()
            let button = UIButton()
            let field = UITextField()

            func weakTapOfOwnButton() {
                _ = button.rx.tap.subscribe(onNext: { [weak self] in self?.go() })
            }
            func strongTapOfOwnButton() {
                _ = button.rx.tap.subscribe(onNext: { self.go() })
            }
            func strongTapKeptByOwnBag() {
                button.rx.tap.subscribe(onNext: { self.go() }).disposed(by: disposeBag)
            }
            func localManager() {
                let manager = CLLocationManager()
                _ = manager.rx.didUpdateLocations.subscribe(onNext: { print($0) })
            }
            func sharedApplication() {
                _ = UIApplication.shared.rx.didEnterBackground.subscribe(onNext: { print($0) })
            }
            func notifications() {
                _ = NotificationCenter.default.rx.notification(.keyboardWillShow).subscribe(onNext: { print($0) })
            }
            func weakTextOfOwnFieldBehindOperators() {
                _ = field.rx.text.orEmpty.map { $0.count }.subscribe(onNext: { [weak self] in self?.show($0) })
            }
            func cellButton(cell: Cell) {
                _ = cell.button.rx.tap.subscribe(onNext: { [weak self] in self?.go() })
            }
            func selfInvocations() {
                _ = rx.methodInvoked(#selector(viewWillAppear(_:))).subscribe(onNext: { [weak self] _ in self?.go() })
            }
            func go() {}
            func show(_ n: Int) {}
        }
        """

    private struct Outcome: Equatable, CustomStringConvertible {
        var function: String
        var rule: String
        var severity: Severity
        var verdict: Verdict
        var description: String { "\(function): \(rule) \(severity.rawValue) \(verdict.rawValue)" }
    }

    private func outcomes() -> [Outcome] {
        let lines = screen.components(separatedBy: "\n")
        return Engine.lint([SourceFile(path: "Screen.swift", text: screen)], jobs: 1).findings.map { finding in
            // The function a finding sits in: the nearest `func` line above it.
            let name = lines[..<finding.line].last { $0.contains("func ") }?
                .split(separator: " ").first { $0.contains("(") }?.split(separator: "(").first.map(String.init) ?? "?"
            return Outcome(function: name, rule: finding.rule, severity: finding.severity, verdict: finding.verdict)
        }
    }

    func testWhoOwnsTheObjectDecidesTheVerdict() {
        XCTAssertEqual(outcomes(), [
            // The button goes only with self, and the closure keeps self alive.
            Outcome(function: "strongTapOfOwnButton", rule: "discarded_subscription", severity: .error, verdict: .leak),
            Outcome(function: "strongTapKeptByOwnBag", rule: "strong_self_capture", severity: .error, verdict: .leak),
            // A local manager is released when the function returns, its sequence with it.
            Outcome(function: "localManager", rule: "discarded_subscription", severity: .info, verdict: .transient),
            // A shared instance is never deallocated; a notification sequence never completes.
            Outcome(function: "sharedApplication", rule: "discarded_subscription", severity: .error, verdict: .leak),
            Outcome(function: "notifications", rule: "discarded_subscription", severity: .error, verdict: .leak),
            // A parameter's object may live on: rxlint cannot tell.
            Outcome(function: "cellButton", rule: "discarded_subscription", severity: .warning, verdict: .leak),
        ])
    }

    func testMessagesSayThatTheSequenceEndsWithItsObject() {
        let messages = Engine.lint([SourceFile(path: "Screen.swift", text: screen)], jobs: 1).findings.map(\.message)
        XCTAssertTrue(messages.contains { $0.contains("'button.rx.tap' completes only when its object goes with self") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("it lives until the object of 'manager.rx.didUpdateLocations' is deallocated") })
        XCTAssertTrue(messages.contains { $0.contains("which a shared instance never is") })
        XCTAssertTrue(messages.contains { $0.contains("unless the object of 'cell.button.rx.tap' is deallocated") })
    }
}
