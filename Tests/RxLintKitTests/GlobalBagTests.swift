import XCTest
@testable import RxLintKit

/// A `DisposeBag` declared outside any type lives as long as the process: a bare name that
/// no type of self's lineage declares is that bag, and nothing it holds is ever disposed.
final class GlobalBagTests: XCTestCase {
    private let global = SourceFile(path: "Network/NetworkManager.swift", text: """
        import RxSwift
        let disposeBag = DisposeBag()
        """)

    private func findings(_ code: String) -> [Finding] {
        Engine.lint([global, SourceFile(path: "Scenes/Followers.swift", text: code)], jobs: 1).findings
            .filter { $0.file == "Scenes/Followers.swift" }
    }

    func testABareNameNoTypeDeclaresIsTheGlobalBag() {
        let found = findings("""
            final class FollowersViewController: UIViewController {
                let userSelection = PublishSubject<String>()
                var selected = ""
                override func viewDidLoad() {
                    super.viewDidLoad()
                    userSelection.subscribe(onNext: { self.selected = $0 }).disposed(by: disposeBag)
                }
            }
            """)
        let missing = found.filter { $0.rule == "missing_dispose_bag" }
        XCTAssertEqual(missing.count, 1, "\(found.map(\.message))")
        XCTAssertTrue(missing.first?.message.hasPrefix("'disposeBag' is a global DisposeBag (declared outside any type)") ?? false, "\(missing.map(\.message))")
        XCTAssertFalse(found.contains { $0.message.contains("alive through 'disposeBag'") }, "self does not keep a global bag: \(found.map(\.message))")
    }

    func testSelfsOwnPropertyOfThatNameWins() {
        let found = findings("""
            final class FollowersViewController: UIViewController {
                let disposeBag = DisposeBag()
                let userSelection = PublishSubject<String>()
                var selected = ""
                override func viewDidLoad() {
                    super.viewDidLoad()
                    userSelection.subscribe(onNext: { self.selected = $0 }).disposed(by: disposeBag)
                }
            }
            """)
        XCTAssertFalse(found.contains { $0.rule == "missing_dispose_bag" || $0.message.contains("global") }, "\(found.map(\.message))")
        XCTAssertTrue(found.contains { $0.rule == "strong_self_capture" && $0.message.hasSuffix("self is never deallocated.") }, "\(found.map(\.message))")
    }

    /// A protocol the project does not declare (NSObject+Rx's `HasDisposeBag`) may give self a
    /// bag of that name: the name stays self's.
    func testAnUnseenProtocolMayDeclareTheName() {
        let found = findings("""
            final class FollowersViewController: UIViewController, HasDisposeBag {
                let userSelection = PublishSubject<String>()
                var selected = ""
                override func viewDidLoad() {
                    super.viewDidLoad()
                    userSelection.subscribe(onNext: { self.selected = $0 }).disposed(by: disposeBag)
                }
            }
            """)
        XCTAssertFalse(found.contains { $0.rule == "missing_dispose_bag" }, "\(found.map(\.message))")
    }
}
