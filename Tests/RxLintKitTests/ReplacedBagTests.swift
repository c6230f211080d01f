import XCTest
@testable import RxLintKit

/// A bag that the code assigns anew releases the old one, which disposes what it held: a
/// strong self in a subscription kept in such a bag is a cycle until that assignment, and the
/// message says so instead of "never deallocated".
final class ReplacedBagTests: XCTestCase {
    private func messages(_ code: String) -> [String] {
        Engine.lint([SourceFile(path: "Player.swift", text: code)], jobs: 1).findings
            .filter { $0.rule == "strong_self_capture" }.map(\.message)
    }

    private func player(resetting: Bool) -> String {
        """
        final class PlayerViewController: UIViewController {
            private var disposeBag = DisposeBag()
            var session: SessionViewModel {
                didSet {
                    \(resetting ? "disposeBag = DisposeBag()" : "updateUI()")
                }
            }
            let playerView = PlayerView()
            init(session: SessionViewModel) {
                self.session = session
                super.init(nibName: nil, bundle: nil)
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.rx.notification(.skipIntervalChanged).subscribe { _ in
                    self.playerView.invalidate()
                }.disposed(by: disposeBag)
            }
            func updateUI() {}
        }
        """
    }

    func testABagReplacedInADidSetBoundsTheCycle() {
        let found = messages(player(resetting: true))
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found.first?.hasSuffix("self is not deallocated until the code assigns 'disposeBag' a new bag (self's type does so in a method).") ?? false, "\(found)")
    }

    /// An initializer gives the bag its first value: no bag is released by it.
    func testABagAssignedOnlyInItsInitializerIsNotReplaced() {
        let code = """
        final class CreatorViewController: UIViewController {
            @IBOutlet weak var nameField: UITextField!
            private let disposeBag: DisposeBag
            private var name = ""
            init() {
                self.disposeBag = DisposeBag()
                super.init(nibName: nil, bundle: nil)
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                nameField.rx.text.orEmpty.subscribe(onNext: { self.name = $0 }).disposed(by: self.disposeBag)
            }
        }
        """
        let found = messages(code)
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found.first?.hasSuffix("self is never deallocated.") ?? false, "\(found)")
    }

    func testABagNeverReplacedKeepsSelfForGood() {
        let found = messages(player(resetting: false))
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found.first?.hasSuffix("self is never deallocated.") ?? false, "\(found)")
    }
}
