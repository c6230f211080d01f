import Foundation
import XCTest
@testable import RxLintKit

/// The fixes for operator closures (`[weak self]` with a fallback, `withUnretained`), for a
/// discarded subscription in a class without a bag (a new `disposeBag`) and for a property
/// nothing disposes (`deinit`): what each writes, and where each refuses because the edit
/// might not compile or might change what the code does while self lives.
final class FixCoverageKindsTests: XCTestCase {
    private static let current = ProjectVersions(swift: Version(5, 9), rxSwift: Version(6, 9, 1))

    /// The fixed text of `code` (nil when nothing is fixed) and its findings.
    private func fix(_ code: String, versions: ProjectVersions = current) -> (text: String?, findings: [Finding]) {
        let source = SourceFile(path: "App/Screen.swift", text: code)
        let findings = LintRun.attachEdits(LintRun.lint([source], configuration: Configuration(rootDirectory: "/"), jobs: 1),
                                           sources: [source], versions: { _ in versions })
        let edits = findings.compactMap(\.edit)
        guard !edits.isEmpty else { return (nil, findings) }
        return (String(decoding: FixApplier.apply(edits, to: Array(code.utf8)), as: UTF8.self), findings)
    }

    /// Fixes `code`, checks the fix removed every finding it claimed and is idempotent, and
    /// returns the fixed text.
    private func fixed(_ code: String, versions: ProjectVersions = current, file: StaticString = #filePath, line: UInt = #line) -> String {
        let (text, findings) = fix(code, versions: versions)
        guard let text else {
            XCTFail("nothing fixed: \(findings.map { "\($0.rule): \($0.fix ?? "")" })", file: file, line: line)
            return code
        }
        let (again, after) = fix(text, versions: versions)
        XCTAssertNil(again, "a second --fix changes it again", file: file, line: line)
        let fixedCount = findings.filter { $0.edit != nil }.count
        XCTAssertEqual(after.count, findings.count - fixedCount, "findings left: \(after.map(\.message))", file: file, line: line)
        return text
    }

    private func screen(_ chain: String, members: String = "") -> String {
        """
        import RxSwift
        import RxRelay

        final class Screen {
            let disposeBag = DisposeBag()
            let input = PublishRelay<String>()
            let blocked: Set<String> = []
            var shown: [String] = []

            init() {
        \(chain)
                    .disposed(by: disposeBag)
            }
        \(members)
        }

        """
    }

    // MARK: [weak self] with a fallback

    func testFilterReturnsFalseWhenSelfIsGone() {
        let text = fixed(screen("""
                input
                    .filter { !self.blocked.contains($0) }
                    .subscribe(onNext: { [weak self] in self?.shown.append($0) })
        """))
        XCTAssertTrue(text.contains(".filter { [weak self] in guard let self else { return false }; return !self.blocked.contains($0) }"), text)
    }

    func testAMultiLineBodyKeepsItsReturnAndGetsTheGuardOnItsOwnLine() {
        let text = fixed(screen("""
                input
                    .filter { value in
                        let allowed = !self.blocked.contains(value)
                        return allowed
                    }
                    .subscribe(onNext: { [weak self] in self?.shown.append($0) })
        """), versions: ProjectVersions())
        XCTAssertTrue(text.contains(".filter { [weak self] value in\n                guard let self = self else { return false }\n                let allowed"), text)
    }

    func testAOneExpressionBodyOverSeveralLinesGetsItsReturn() {
        let text = fixed(screen("""
                input
                    .distinctUntilChanged { a, b in
                        self.blocked
                            .contains(a + b)
                    }
                    .subscribe(onNext: { [weak self] in self?.shown.append($0) })
        """))
        XCTAssertTrue(text.contains("{ [weak self] a, b in\n                guard let self else { return false }\n                return self.blocked\n"), text)
    }

    func testCatchCompletesWhenSelfIsGone() {
        let text = fixed(screen("""
                input
                    .catch { _ in self.fallback() }
                    .subscribe(onNext: { [weak self] in self?.shown.append($0) })
        """, members: "    func fallback() -> Observable<String> { .just(\"\") }"))
        XCTAssertTrue(text.contains(".catch { [weak self] _ in guard let self else { return .empty() }; return self.fallback() }"), text)
    }

    func testDoIsAnObserverClosure() {
        let text = fixed(screen("""
                input
                    .do(onNext: { self.shown.append($0) })
                    .subscribe()
        """))
        XCTAssertTrue(text.contains(".do(onNext: { [weak self] in self?.shown.append($0) })"), text)
    }

    // MARK: withUnretained

    func testMapGetsWithUnretainedAndItsShorthandArgumentANam() {
        let text = fixed(screen("""
                input
                    .map { self.decorate($0) }
                    .subscribe(onNext: { [weak self] in self?.shown.append($0) })
        """, members: "    func decorate(_ s: String) -> String { s }"))
        XCTAssertTrue(text.contains("            .withUnretained(self)\n            .map { owner, value in owner.decorate(value) }\n"), text)
    }

    func testFlatMapLatestKeepsItsParameterName() {
        let text = fixed(screen("""
                input.flatMapLatest { query in self.search(query) }
                    .subscribe(onNext: { [weak self] in self?.shown.append($0) })
        """, members: "    func search(_ q: String) -> Observable<String> { .just(q) }"))
        XCTAssertTrue(text.contains("input.withUnretained(self).flatMapLatest { owner, query in owner.search(query) }"), text)
    }

    func testWithUnretainedIsRefusedWhereItMightNotCompile() {
        let members = "    func decorate(_ s: String) -> String { s }\n    func search(_ q: String) -> Single<String> { .just(q) }"
        let refused: [(String, String, ProjectVersions)] = [
            ("RxSwift 5, or versions unknown: no withUnretained", "input.map { self.decorate($0) }.subscribe(onNext: { print($0) })", ProjectVersions()),
            ("a Driver has no withUnretained", "input.asDriver(onErrorJustReturn: \"\").map { self.decorate($0) }.drive(onNext: { print($0) })", Self.current),
            ("a Single has none", "input.take(1).asSingle().map { self.decorate($0) }.subscribe(onSuccess: { print($0) })", Self.current),
            ("a self in a nested closure would hold the owner strongly", "input.flatMapLatest { q in Observable.just(q).map { self.decorate($0) } }.subscribe(onNext: { print($0) })", Self.current),
            ("`owner` is taken", "input.map { owner in self.decorate(owner) }.subscribe(onNext: { print($0) })", Self.current),
            ("a typed parameter", "input.map { (s: String) -> String in self.decorate(s) }.subscribe(onNext: { print($0) })", Self.current),
        ]
        for (why, chain, versions) in refused {
            let (text, findings) = fix(screen("        " + chain, members: members), versions: versions)
            XCTAssertNil(text, "\(why): \(text ?? "")")
            XCTAssertTrue(findings.contains { $0.rule == "strong_self_capture" }, "\(why): the finding stays reported")
        }
    }

    func testAFileThatAlreadyCallsWithUnretainedProvesRxSwift6() {
        let text = fixed(screen("""
                input.withUnretained(self).subscribe(onNext: { owner, value in owner.shown.append(value) }).disposed(by: disposeBag)
                input.map { self.decorate($0) }.subscribe(onNext: { print($0) })
        """, members: "    func decorate(_ s: String) -> String { s }"), versions: ProjectVersions())
        XCTAssertTrue(text.contains("input.withUnretained(self).map { owner, value in owner.decorate(value) }"), text)
    }

    // MARK: Refused operator closures

    func testASelectorOfWithLatestFromIsRefusedAndItsHintSaysWhy() {
        let (text, findings) = fix(screen("""
                input
                    .withLatestFrom(input) { a, b in a + b + self.suffix }
                    .subscribe(onNext: { print($0) })
        """, members: "    let suffix = \"!\""))
        XCTAssertNil(text)
        let finding = findings.first { $0.rule == "strong_self_capture" }
        XCTAssertNil(finding?.edit)
        XCTAssertTrue(finding?.fix?.contains("must return a value") == true, finding?.fix ?? "no finding")
    }

    // MARK: A new dispose bag

    private static let stopwatch = """
    import RxSwift

    final class Stopwatch: NSObject {
        private(set) var elapsed = 0
        private let label = "t"

        func start() {
            _ = Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
                .subscribe(onNext: { _ in self.elapsed += 1 })
        }

        func watch(_ relay: PublishRelay<Int>) {
            relay.map { $0 + 1 }.subscribe(onNext: { [weak self] in self?.elapsed = $0 })
        }
    }

    """

    func testAClassWithoutABagGetsOneWithItsStoredPropertiesAndKeepsBothSubscriptions() {
        let text = fixed(Self.stopwatch)
        XCTAssertTrue(text.contains("    private let label = \"t\"\n    private let disposeBag = DisposeBag()\n\n    func start() {"), text)
        XCTAssertEqual(text.components(separatedBy: "DisposeBag()").count - 1, 1, "one bag for both subscriptions")
        XCTAssertTrue(text.contains("""
                Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
                    .subscribe(onNext: { [weak self] _ in self?.elapsed += 1 })
                    .disposed(by: disposeBag)
        """), text)
        XCTAssertTrue(text.contains("relay.map { $0 + 1 }.subscribe(onNext: { [weak self] in self?.elapsed = $0 }).disposed(by: disposeBag)"), text)
    }

    func testANewBagIsRefusedWhereItIsNotCertain() {
        let refused: [(String, String)] = [
            ("no import of RxSwift", Self.stopwatch.replacingOccurrences(of: "import RxSwift", with: "import RxCocoa")),
            ("a struct", Self.stopwatch.replacingOccurrences(of: "final class Stopwatch: NSObject", with: "struct Stopwatch")),
            ("a base class the project does not show may have a disposeBag", Self.stopwatch.replacingOccurrences(of: "NSObject", with: "BaseViewModel")),
            ("a protocol of a library may require one", Self.stopwatch.replacingOccurrences(of: "NSObject", with: "NSObject, HasDisposeBag")),
            ("the name is a method's", Self.stopwatch.replacingOccurrences(of: "    func start() {", with: "    func disposeBag() {}\n    func start() {")),
            ("a member in an #if", Self.stopwatch.replacingOccurrences(of: "    private let label = \"t\"", with: "#if DEBUG\n    private let label = \"t\"\n#endif")),
        ]
        for (why, code) in refused {
            let (text, findings) = fix(code)
            XCTAssertFalse(text?.contains("DisposeBag()") ?? false, "\(why): \(text ?? "")")
            XCTAssertTrue(findings.contains { $0.rule == "discarded_subscription" }, "\(why): the finding stays reported")
        }
    }

    func testNoBagIsReadBeforeSuperInit() {
        let code = """
        import RxSwift

        final class Poller: NSObject {
            var ticks = 0
            init(relay: PublishRelay<Int>) {
                _ = relay.map { $0 }.subscribe(onNext: { print($0) })
                super.init()
            }
        }

        """
        XCTAssertNil(fix(code).text)
    }

    // MARK: deinit

    func testTwoPropertiesNothingDisposesShareOneNewDeinit() {
        let text = fixed("""
        import RxSwift

        final class Uploader {
            private let uploads = CompositeDisposable()
            private var progress: Disposable?
            let relay = PublishRelay<Int>()

            init() {
                _ = uploads.insert(relay.map { $0 }.subscribe(onNext: { print($0) }))
                progress = relay.map { $0 * 2 }.subscribe(onNext: { print($0) })
            }
        }

        """)
        XCTAssertTrue(text.hasSuffix("    }\n\n    deinit {\n        uploads.dispose()\n        progress?.dispose()\n    }\n}\n"), text)
    }

    func testAnExistingDeinitGetsTheDisposalFirst() {
        let text = fixed("""
        import RxSwift

        final class Poller {
        \tprivate var polls: [Disposable] = []

        \tfunc start() {
        \t\tpolls.append(Observable<Int>.interval(.seconds(5), scheduler: MainScheduler.instance).subscribe(onNext: { print($0) }))
        \t}

        \tdeinit {
        \t\tprint("bye")
        \t}
        }

        """)
        XCTAssertTrue(text.contains("\tdeinit {\n\t\tpolls.forEach { $0.dispose() }\n\t\tprint(\"bye\")\n"), text)
    }

    // MARK: A bag dying with its scope

    private static let badge = """
    import RxSwift

    final class BadgeViewModel {
        private let disposeBag = DisposeBag()
        let count = BehaviorRelay(value: 0)
        var text = ""

        func bind() {
            let bag = DisposeBag()
            count.map { "\\($0)" }
                .subscribe(onNext: { [weak self] in self?.text = $0 })
                .disposed(by: bag)
        }

        func bindOnce() {
            count.skip(1).subscribe(onNext: { print($0) }).disposed(by: DisposeBag())
        }
    }

    """

    func testASubscriptionMovesToTheOwnersBagAndTheUnusedLocalBagGoes() {
        let text = fixed(Self.badge)
        XCTAssertFalse(text.contains("let bag"), text)
        XCTAssertTrue(text.contains("    func bind() {\n        count.map"), text)
        XCTAssertTrue(text.contains("            .disposed(by: disposeBag)\n"), text)
        XCTAssertTrue(text.contains(".subscribe(onNext: { print($0) }).disposed(by: disposeBag)"), text)
    }

    func testALocalBagUsedElsewhereStaysAndAClosureHoldingSelfIsRefused() {
        // A second subscription in the local bag: both move in one edit, which removes the bag.
        let second = "            .disposed(by: bag)\n        count.subscribe(onNext: { print($0) }).disposed(by: bag)\n"
        let (both, bothFindings) = fix(Self.badge.replacingOccurrences(of: "            .disposed(by: bag)\n", with: second))
        XCTAssertFalse(both?.contains("let bag") ?? true, both ?? "")
        XCTAssertFalse(both?.contains("(by: bag)") ?? true, both ?? "")
        let moves = bothFindings.filter { $0.chain.first == "local DisposeBag 'bag', released when 'bind' returns" }
        XCTAssertEqual(moves.filter { $0.edit?.replacements.isEmpty == false }.count, 1, "\(moves)")
        XCTAssertEqual(moves.filter { $0.edit?.description.hasPrefix("Fixed by the edit of the finding on line") == true }.count, 1, "\(moves)")
        // A use the fix cannot move (its closure holds self) keeps the declaration.
        let refused = "            .disposed(by: bag)\n        count.subscribe(onNext: { self.text = \"\\($0)\" }).disposed(by: bag)\n"
        let (kept, _) = fix(Self.badge.replacingOccurrences(of: "            .disposed(by: bag)\n", with: refused))
        XCTAssertTrue(kept?.contains("let bag = DisposeBag()") ?? false, kept ?? "")
        XCTAssertEqual(kept?.components(separatedBy: "(by: bag)").count, 2, kept ?? "")
        let strong = Self.badge.replacingOccurrences(of: "{ [weak self] in self?.text = $0 }", with: "{ self.text = $0 }")
        let (text, findings) = fix(strong)
        XCTAssertTrue(text?.contains(".disposed(by: bag)") ?? false, "moving a chain holding self into self's bag closes a cycle: \(text ?? "")")
        XCTAssertTrue(findings.contains { $0.rule == "local_dispose_bag" && $0.edit == nil })
    }
}
