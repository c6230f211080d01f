import XCTest
@testable import RxLintKit

/// A parameter's source decided by its callers ("decided by callers"): every call of the
/// method is read once per run, however many sites ask (a project whose features each call
/// `attach(tap:)` asks it of every feature's view model), and each call's argument is read
/// where it is written, in its caller's file.
final class CallersReadOnceTests: XCTestCase {
    /// `features` view models, each subscribing to its `attach(tap:)` parameter with a strong
    /// self, and as many controllers each handing its own view model its button's tap.
    private func project(features: Int) -> [SourceFile] {
        (0..<features).flatMap { k in
            [SourceFile(path: "Feature\(k)/FeedViewModel\(k).swift", text: """
                import RxSwift
                final class FeedViewModel\(k) {
                    private let disposeBag = DisposeBag()
                    private var taps = 0
                    func attach(tap: Observable<Void>) {
                        tap.subscribe(onNext: { self.taps += 1 }).disposed(by: disposeBag)
                    }
                }
                """),
             SourceFile(path: "Feature\(k)/FeedViewController\(k).swift", text: """
                import UIKit
                import RxSwift
                import RxCocoa
                final class FeedViewController\(k): UIViewController {
                    @IBOutlet private weak var button: UIButton!
                    private let viewModel = FeedViewModel\(k)()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewModel.attach(tap: button.rx.tap.asObservable())
                    }
                }
                """)]
        }
    }

    /// The findings of `files` and how many calls the run read for its callers' questions.
    private func run(_ files: [SourceFile]) -> (findings: [Finding], callsRead: Int) {
        let options = AnalysisOptions()
        let scanned = files.map { Analyzer.scan($0) }
        let index = ProjectIndex(scanned)
        let findings = scanned.flatMap { Analyzer.check($0, index: index, options: options) }
        return (findings, index.sharedAnswers.tally(SourceResolver.callReadTally))
    }

    func testEachCallIsReadOnceHoweverManySitesAsk() {
        for features in [4, 40] {
            let (findings, callsRead) = run(project(features: features))
            // One site per view model asks; each reads every call of `attach(tap:)`, as before,
            // but the reading is shared: features² calls would be read without it.
            XCTAssertEqual(callsRead, features, "\(features) features")
            XCTAssertEqual(findings.filter { $0.file.contains("FeedViewModel") }.count, findings.filter { $0.file.contains("ViewModel") }.count)
        }
    }

    func testSharedReadingGivesEachSiteTheAnswerItGotAlone() {
        let alone = run(project(features: 1)).findings.map { "\($0.rule) \($0.severity) \($0.line):\($0.column) \($0.message)" }
        XCTAssertFalse(alone.isEmpty, "a strong self in the view model's subscription is reported")
        let many = run(project(features: 12)).findings
        for k in 0..<12 {
            let own = many.filter { $0.file == "Feature\(k)/FeedViewModel\(k).swift" || $0.file == "Feature\(k)/FeedViewController\(k).swift" }
                .map { "\($0.rule) \($0.severity) \($0.line):\($0.column) \($0.message.replacingOccurrences(of: "\(k)", with: "0"))" }
            XCTAssertEqual(own, alone, "feature \(k)")
        }
    }

    /// A view model subscribing, with a strong self, to its `attach(values:)` parameter, after
    /// the file-level `declarations`.
    private func valuesViewModel(declaring declarations: String = "") -> SourceFile {
        SourceFile(path: "Feed/FeedViewModel.swift", text: """
            import RxSwift
            import RxRelay
            \(declarations)
            final class FeedViewModel {
                private let disposeBag = DisposeBag()
                private var total = 0
                func attach(values: Observable<Int>) {
                    values.subscribe(onNext: { self.total += $0 }).disposed(by: disposeBag)
                }
            }
            """)
    }

    /// A controller, after the file-level `declarations`, with `member`, handing its view model
    /// `argument` in `viewDidLoad`.
    private func valuesCaller(declaring declarations: String = "", member: String, passing argument: String) -> SourceFile {
        SourceFile(path: "Feed/FeedViewController.swift", text: """
            import UIKit
            import RxSwift
            \(declarations)
            final class FeedViewController: UIViewController {
                \(member)
                private let viewModel = FeedViewModel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewModel.attach(values: \(argument))
                }
            }
            """)
    }

    /// The argument's names mean what they mean in the caller's file: a file-private `Api` of the
    /// caller's file (whose `load()` is a `Single`, which ends) decides, not the asking file's
    /// own file-private `Api` (whose `load()` returns a relay that never ends).
    func testACallsArgumentIsReadInItsCallersScope() throws {
        let viewModel = valuesViewModel(declaring: """
            private final class Api {
                let relay = PublishRelay<Int>()
                func load() -> Observable<Int> { relay.asObservable() }
            }
            """)
        func caller(_ api: String) -> SourceFile {
            valuesCaller(declaring: api, member: "private let api = Api()", passing: "api.load().asObservable()")
        }
        let finite = run([viewModel, caller("private final class Api { func load() -> Single<Int> { .just(1) } }")]).findings
        let endless = run([viewModel, caller("private final class Api { let relay = PublishSubject<Int>(); func load() -> Observable<Int> { relay.asObservable() } }")]).findings
        func severity(_ findings: [Finding]) -> Severity? {
            findings.first { $0.file == "Feed/FeedViewModel.swift" && $0.rule == "strong_self_capture" }?.severity
        }
        // Read in the asking file, both would be that file's own `Api`, and alike.
        XCTAssertNotEqual(severity(finite), severity(endless), "finite: \(finite.map(\.message)); endless: \(endless.map(\.message))")
    }

    /// An editor's index keeps no answer of the buffer before an edit: what a caller passes
    /// now decides, as a new run would (the language server updates its index per edit).
    func testAnIndexUpdatedAfterAnEditAnswersAnew() throws {
        let viewModel = valuesViewModel()
        func caller(_ argument: String) -> SourceFile {
            valuesCaller(member: "private let updates = PublishSubject<Int>()", passing: argument)
        }
        let options = AnalysisOptions()
        let before = [Analyzer.scan(viewModel), Analyzer.scan(caller("Single.just(1).asObservable()"))]
        var index = ProjectIndex(before)
        XCTAssertTrue(Analyzer.check(before[0], index: index, options: options).isEmpty, "a caller passing what ends: no cycle")
        let after = [before[0], Analyzer.scan(caller("updates.asObservable()"))]
        XCTAssertTrue(index.update(replacing: before[1], at: 1, in: after))
        let found = Analyzer.check(after[0], index: index, options: options)
        XCTAssertEqual(found.map(\.severity), [.error], "the edited caller passes a subject that never ends: \(found.map(\.message))")
        // And as a new run's index answers.
        XCTAssertEqual(Analyzer.check(after[0], index: ProjectIndex(after), options: options), found)
    }
}
