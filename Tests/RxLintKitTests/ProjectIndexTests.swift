import XCTest
@testable import RxLintKit

/// Facts that only resolve across files.
final class ProjectIndexTests: XCTestCase {
    let base = SourceFile(path: "Base.swift", text: """
        class BaseViewController: UIViewController {
            let disposeBag = DisposeBag()
        }
        final class Store {
            let events = PublishRelay<String>()
            func fetch() -> Single<Int> { client.request(path: "/count") }
        }
        """)

    /// Which types may inherit objects the index has not seen: an undeclared superclass
    /// (also through a declared base, or a class constraint of a protocol), never `NSObject`
    /// or a protocol a class conforms to; a type the project only extends is itself unseen.
    func testUnseenSuperclassIsTheFirstNameOfAClassOnly() {
        let file = SourceFile(path: "Types.swift", text: """
            final class Coordinator: NSObject, Coordinating {}
            class Screen: UIViewController, UITableViewDelegate {}
            final class Detail: Screen {}
            final class Model: Equatable {}
            protocol Routed: UIViewController {}
            extension UITableViewCell { func configure() {} }
            """)
        let index = ProjectIndex([Analyzer.scan(file)])
        XCTAssertFalse(index.hasUnseenSuperclass("Coordinator"))
        XCTAssertTrue(index.hasUnseenSupertype("Coordinator"), "a protocol extension may still add a bag")
        XCTAssertTrue(index.hasUnseenSuperclass("Screen"))
        XCTAssertTrue(index.hasUnseenSuperclass("Detail"))
        XCTAssertTrue(index.hasUnseenSuperclass("Model"), "the first name of a class may be its superclass")
        XCTAssertTrue(index.hasUnseenSuperclass("Routed"))
        XCTAssertTrue(index.hasUnseenSuperclass("UITableViewCell"))
    }

    func testInheritedBagFromAnotherFileClosesTheCycle() {
        let screen = SourceFile(path: "Screen.swift", text: """
            final class ScreenViewController: BaseViewController {
                let store = Store()
                func bind() {
                    store.events.map { $0 }.subscribe(onNext: { _ in self.reload() }).disposed(by: disposeBag)
                }
                func reload() {}
            }
            """)
        let findings = Engine.lint([base, screen], jobs: 1).findings
        XCTAssertEqual(findings.map(\.rule), ["strong_self_capture"])
        XCTAssertEqual(findings.first?.chain.prefix(2), ["self", "disposeBag"])
        XCTAssertEqual(findings.first?.severity, .error, "a relay never completes")
    }

    /// Ownership across files: a weak outlet declared in a base class is owned through the
    /// view hierarchy (a cycle), and a presenter's weakly held view is shown to own the
    /// presenter by a conforming type's strong property in another file (a note).
    func testOwnershipFactsFromOtherFilesDecideWeakReferences() {
        let baseScreen = SourceFile(path: "BaseScreen.swift", text: """
            class FormViewController: UIViewController {
                @IBOutlet weak var submitButton: UIButton!
                let disposeBag = DisposeBag()
            }
            protocol FormView: AnyObject { var submitButton: UIButton! { get } }
            """)
        let screen = SourceFile(path: "Screen.swift", text: """
            final class SignUpViewController: FormViewController, FormView {
                var presenter: SignUpPresenterProtocol!
                func bind() { submitButton.rx.tap.subscribe(onNext: { self.submit() }).disposed(by: disposeBag) }
                func submit() {}
            }
            """)
        let presenter = SourceFile(path: "Presenter.swift", text: """
            protocol SignUpPresenterProtocol: AnyObject {}
            final class SignUpPresenter: SignUpPresenterProtocol {
                weak var view: FormView?
                let disposeBag = DisposeBag()
                func attach() { view?.submitButton.rx.tap.subscribe(onNext: { self.send() }).disposed(by: disposeBag) }
                func send() {}
            }
            """)
        let findings = Engine.lint([baseScreen, screen, presenter], jobs: 1).findings
        XCTAssertEqual(findings.map { "\($0.file) \($0.rule) \($0.severity.rawValue) \($0.verdict.rawValue)" },
                       ["Presenter.swift strong_self_capture info transient", "Screen.swift strong_self_capture error leak"])
        XCTAssertTrue(findings.first?.message.contains("'view', which self holds weakly, keeps self") == true, findings.first?.message ?? "")

        let index = ProjectIndex([baseScreen, screen, presenter].map { Analyzer.scan($0) })
        XCTAssertEqual(index.hold(of: "submitButton", in: "SignUpViewController"), .weakOutlet)
        XCTAssertEqual(index.hold(of: "view", in: "SignUpPresenter"), .weak)
        XCTAssertEqual(index.hold(of: "presenter", in: "SignUpViewController"), .strong)
        XCTAssertTrue(index.keepsStrongly(holder: "FormView", kept: "SignUpPresenter"))
        XCTAssertFalse(index.keepsStrongly(holder: "SignUpPresenter", kept: "SignUpViewController"), "a weak property keeps nothing")
    }

    /// A computed property's getter is read in the type implementing it, in another file: a
    /// weakly held view's button events behind a protocol's requirement end with that view
    /// (a note), the view's own button events never end while it lives (an error); a
    /// requirement (`{ get }`) and an observer (`didSet`) have no getter.
    func testComputedPropertiesAreReadInTheTypesImplementingThem() {
        let view = SourceFile(path: "View.swift", text: """
            protocol SkipView: AnyObject {
                var skipTapped: Observable<Void> { get }
            }
            final class SkipViewController: UIViewController, SkipView {
                var presenter: SkipPresenter?
                let skipButton = UIButton()
                let disposeBag = DisposeBag()
                var skipTapped: Observable<Void> { return skipButton.rx.tap.asObservable() }
                var watched: Observable<Int> = .just(1) { didSet { print("set") } }
                func bind() { skipTapped.subscribe(onNext: { self.skip() }).disposed(by: disposeBag) }
                func skip() {}
            }
            """)
        let presenter = SourceFile(path: "Presenter.swift", text: """
            final class SkipPresenter {
                weak var view: SkipView?
                let disposeBag = DisposeBag()
                func attach() { view?.skipTapped.subscribe(onNext: { self.send() }).disposed(by: disposeBag) }
                func send() {}
            }
            """)
        let findings = Engine.lint([view, presenter], jobs: 1).findings
        XCTAssertEqual(findings.map { "\($0.file):\($0.line) \($0.rule) \($0.severity.rawValue)" },
                       ["Presenter.swift:4 strong_self_capture info", "View.swift:10 strong_self_capture error"])

        let index = ProjectIndex([view, presenter].map { Analyzer.scan($0) })
        let key = MethodFacts.getterKey("skipTapped")
        XCTAssertEqual(index.method(key, of: "SkipViewController")?.returns.map(\.root.path), [["skipButton", "rx", "tap"]])
        XCTAssertNil(index.method(key, of: "SkipView"), "a requirement has no getter")
        XCTAssertNil(index.method(MethodFacts.getterKey("watched"), of: "SkipViewController"), "an observer is no getter")
        XCTAssertNil(index.method("skipTapped", of: "SkipViewController"), "no call names a getter")
    }

    /// What a type makes itself and what it is handed, and a process-long instance of itself.
    func testMadeHandedAndSharedObjects() {
        let file = SourceFile(path: "Session.swift", text: """
            final class Session {
                static let shared = Session()
                let made = Store()
                let generic: BehaviorRelay<Int> = .init(value: 0)
                let handed: Store
                let singleton = Store.shared
                var later: Store!
                init(handed: Store) { self.handed = handed }
                func reset() { later = Store() }
            }
            """)
        let index = ProjectIndex([Analyzer.scan(file)])
        XCTAssertEqual(["made", "generic", "handed", "singleton", "later"].map { index.isHandedIn($0, in: "Session") },
                       [false, false, true, true, false])
        XCTAssertEqual(index.sharedInstance(of: "Session"), "Session.shared")
        XCTAssertNil(index.sharedInstance(of: "Store"))
    }

    func testMethodReturnTypesFromAnotherFileGradeTheVerdict() {
        let screen = SourceFile(path: "Screen.swift", text: """
            final class Loader {
                let store = Store()
                func load() {
                    _ = store.fetch().map { $0 + 1 }.subscribe(onSuccess: { print($0) })
                }
            }
            """)
        let findings = Engine.lint([base, screen], jobs: 1).findings
        XCTAssertEqual(findings.map(\.rule), ["discarded_subscription"])
        XCTAssertEqual(findings.first?.verdict, .transient)
        XCTAssertEqual(findings.first?.severity, .info)
    }

    /// A presenter's use case, its repository and the data source's `create` in three files:
    /// the verdict follows the calls down, in each method's own type, and their order in the
    /// run does not matter.
    func testCompletionFollowsMethodsAcrossFiles() {
        let source = SourceFile(path: "Data/RemoteSource.swift", text: """
            final class RemoteSource {
                func fetch() -> Observable<Int> {
                    return Observable.create { observer in
                        let task = Client.shared.get { value in
                            observer.onNext(value)
                            observer.onCompleted()
                        }
                        return Disposables.create { task.cancel() }
                    }
                }
                func stream() -> Observable<Int> {
                    return Observable.create { observer in
                        let task = Client.shared.listen { observer.onNext($0) }
                        return Disposables.create { task.cancel() }
                    }
                }
            }
            """)
        let repository = SourceFile(path: "Data/Repository.swift", text: """
            final class Repository {
                let remote = RemoteSource()
                func load() -> Observable<Int> { remote.fetch().flatMap { $0 > 0 ? Observable.just($0) : self.remote.fetch() } }
                func watch() -> Observable<Int> {
                    return remote.stream()
                        .map { $0 * 2 }
                }
            }
            final class UseCase {
                let repository = Repository()
                func execute() -> Observable<Int> { return repository.load() }
                func follow() -> Observable<Int> { return repository.watch() }
            }
            """)
        let presenter = SourceFile(path: "UI/Presenter.swift", text: """
            final class Presenter {
                let useCase = UseCase()
                let disposeBag = DisposeBag()
                var value = 0
                func start() {
                    useCase.execute().subscribe(onNext: { self.value = $0 }).disposed(by: disposeBag)
                    useCase.follow().subscribe(onNext: { self.value = $0 }).disposed(by: disposeBag)
                }
            }
            """)
        for files in [[presenter, repository, source], [source, presenter, repository]] {
            let findings = Engine.lint(files, jobs: 1).findings.sorted { $0.line < $1.line }
            XCTAssertEqual(findings.map(\.rule), ["strong_self_capture", "strong_self_capture"])
            XCTAssertEqual(findings.map(\.verdict), [.transient, .leak], "a create answered from its callback ends; one that never answers does not")
            XCTAssertEqual(findings.map(\.severity), [.info, .error])
        }
    }

    func testIndexMergesExtensionsAndLineage() {
        let files = [base, SourceFile(path: "E.swift", text: "extension Store { func extra() -> Observable<Int> { .never() } }\nclass Sub: BaseViewController {}")]
        let index = ProjectIndex(files.map { Analyzer.scan($0) })
        XCTAssertEqual(index.property("disposeBag", of: "Sub"), "DisposeBag")
        XCTAssertNotNil(index.method("extra", of: "Store"))
        XCTAssertEqual(index.types["Store"]?.kind, .class)
        XCTAssertTrue(index.isReferenceType("Sub"))
    }

    func testAPropertyNameResolvesAloneOnlyWhenItsDeclarationsAgree() {
        let other = SourceFile(path: "O.swift", text: """
            final class Feed { let events = PublishRelay<String>(); var title: String? }
            final class Inbox { let events: PublishRelay<String>; let count = BehaviorRelay<Int>(value: 0); let title: Int }
            final class Draft { var title: String? }
            """)
        let index = ProjectIndex([base, other].map { Analyzer.scan($0) })
        XCTAssertEqual(index.soleDeclaredType(ofProperty: "events"), "PublishRelay", "three declarations, one type")
        XCTAssertEqual(index.soleDeclaredType(ofProperty: "count"), "BehaviorRelay")
        XCTAssertNil(index.soleDeclaredType(ofProperty: "title"), "String and Int disagree, whatever comes after")
        XCTAssertNil(index.soleDeclaredType(ofProperty: "missing"))
    }

    func testOutputIsIdenticalForAnyNumberOfJobs() {
        var files: [SourceFile] = [base]
        for i in 0..<40 {
            files.append(SourceFile(path: "F\(i).swift", text: """
                final class VM\(i) {
                    let r = PublishRelay<Int>()
                    let disposeBag = DisposeBag()
                    init() {
                        _ = r.map { $0 }.subscribe(onNext: { _ in })
                        r.subscribe(onNext: { _ in self.x() }).disposed(by: disposeBag)
                    }
                    func x() {}
                }
                """))
        }
        let one = Engine.lint(files.reversed(), jobs: 1).findings
        let four = Engine.lint(files, jobs: 4).findings
        XCTAssertEqual(one, four)
        XCTAssertEqual(one.count, 80)
    }
}
