import XCTest
@testable import RxLintKit

/// strong_self_capture's `fix_style: with_owner` (`subscribe(with: self, onNext: { owner, … })`
/// where the call allows it, `[weak self]` where not) and its method-reference fix.
final class FixStyleTests: XCTestCase {
    /// `body` as the body of `init` in a class with a bag, a relay and a few methods, fixed.
    private func fixed(_ body: String, style: String = "with_owner", members: String = "") -> String {
        let code = """
        final class Screen {
            let bag = DisposeBag()
            let taps = PublishRelay<Void>()
            let values = PublishRelay<Int>()
            var count = 0

            init() {
        \(body)
            }

            func reset() {}
            func show(_ value: Int) {}
            func store(value: Int) {}
        \(members)
        }

        """
        let config = RuleDoc.configuration(rule: "strong_self_capture", options: ["fix_style": style])
        let findings = Fixer.withEdits(LintRun.lint([SourceFile(path: "Screen.swift", text: code)], configuration: config, jobs: 1), bytes: Array(code.utf8), versions: RuleDoc.exampleVersions)
        let new = String(decoding: FixApplier.apply(findings.compactMap(\.edit), to: Array(code.utf8)), as: UTF8.self)
        let lines = new.components(separatedBy: "\n")
        let start = lines.firstIndex { $0.hasPrefix("    init() {") }! + 1
        let end = lines[start...].firstIndex { $0 == "    }" }!
        return lines[start..<end].joined(separator: "\n")
    }

    func testEveryClosureOfTheCallGetsTheOwnerWithItsLabelsArity() {
        XCTAssertEqual(fixed("""
                values.subscribe(onNext: { value in self.show(value) }, onError: { _ in self.reset() },
                                 onCompleted: { print(Int.self); self.reset() }, onDisposed: { () in self.reset() })
                    .disposed(by: bag)
        """), """
                values.subscribe(with: self, onNext: { owner, value in owner.show(value) }, onError: { owner, _ in owner.reset() },
                                 onCompleted: { owner in print(Int.self); owner.reset() }, onDisposed: { (owner) in owner.reset() })
                    .disposed(by: bag)
        """)
    }

    func testBindDriveAndEmitTakeTheirOwnLabels() {
        XCTAssertEqual(fixed("""
                taps.bind(onNext: { self.reset() }).disposed(by: bag)
                values.asDriver(onErrorJustReturn: 0).drive(onNext: { (v) in self.show(v) }, onCompleted: { [weak bag] in print(bag as Any); self.reset() }).disposed(by: bag)
        """), """
                taps.bind(with: self, onNext: { owner, _ in owner.reset() }).disposed(by: bag)
                values.asDriver(onErrorJustReturn: 0).drive(with: self, onNext: { (owner, v) in owner.show(v) }, onCompleted: { [weak bag] owner in print(bag as Any); owner.reset() }).disposed(by: bag)
        """)
    }

    func testTwoFindingsOfOneCallShareOneEdit() {
        let code = "final class S {\n    let bag = DisposeBag()\n    let values = PublishRelay<Int>()\n    init() {\n"
            + "        values.subscribe(onNext: { v in self.show(v) }, onError: { e in self.show(0) }).disposed(by: bag)\n    }\n    func show(_ v: Int) {}\n}\n"
        let config = RuleDoc.configuration(rule: "strong_self_capture", options: ["fix_style": "with_owner"])
        let findings = Fixer.withEdits(LintRun.lint([SourceFile(path: "S.swift", text: code)], configuration: config, jobs: 1), bytes: Array(code.utf8), versions: RuleDoc.exampleVersions)
        XCTAssertEqual(findings.filter { $0.rule == "strong_self_capture" }.count, 2)
        XCTAssertEqual(findings.compactMap(\.edit).map(\.replacements.count), [5, 0], "the second finding's call was fixed with the first's")
    }

    func testCallsTheOwnerCannotServeFallBackToWeakSelf() {
        // `$0`, a trailing closure, a nested closure using self, self used whole, a typed
        // parameter, the name `owner` taken, a method reference beside the closure.
        let body = """
                values.subscribe(onNext: { self.show($0) }).disposed(by: bag)
                taps.subscribe { _ in self.reset() }.disposed(by: bag)
                taps.subscribe(onNext: { _ in DispatchQueue.main.async { self.reset() } }).disposed(by: bag)
                values.subscribe(onNext: { v in print(self, v) }).disposed(by: bag)
                values.subscribe(onNext: { (v: Int) in self.show(v) }).disposed(by: bag)
                values.subscribe(onNext: { v in let owner = v; self.show(owner) }).disposed(by: bag)
                values.subscribe(onNext: show, onError: { _ in self.reset() }).disposed(by: bag)
        """
        XCTAssertEqual(fixed(body), """
                values.subscribe(onNext: { [weak self] in self?.show($0) }).disposed(by: bag)
                taps.subscribe { [weak self] _ in self?.reset() }.disposed(by: bag)
                taps.subscribe(onNext: { _ in DispatchQueue.main.async { self.reset() } }).disposed(by: bag)
                values.subscribe(onNext: { [weak self] v in guard let self else { return }; print(self, v) }).disposed(by: bag)
                values.subscribe(onNext: { [weak self] (v: Int) in self?.show(v) }).disposed(by: bag)
                values.subscribe(onNext: { [weak self] v in guard let self else { return }; let owner = v; self.show(owner) }).disposed(by: bag)
                values.subscribe(onNext: { [weak self] in self?.show($0) }, onError: { [weak self] _ in self?.reset() }).disposed(by: bag)
        """)
        XCTAssertEqual(fixed(body, style: "with_owner"), fixed(body, style: "weak_self"))
    }

    func testMethodReferencesBecomeClosuresCallingThemWeakly() {
        XCTAssertEqual(fixed("""
                values.subscribe(onNext: show).disposed(by: bag)
                values.bind(onNext: self.store).disposed(by: bag)
        """, style: "weak_self"), """
                values.subscribe(onNext: { [weak self] in self?.show($0) }).disposed(by: bag)
                values.bind(onNext: { [weak self] in self?.store(value: $0) }).disposed(by: bag)
        """)
    }

    func testMethodReferencesWithoutOneCertainArgumentAreLeftAlone() {
        // Overloads with different labels, a throwing method, a variadic one.
        let body = """
                values.subscribe(onNext: self.log).disposed(by: bag)
                values.subscribe(onNext: check).disposed(by: bag)
                values.subscribe(onNext: sum).disposed(by: bag)
        """
        let members = """
            func log(_ value: Int) {}
            func log(value: Int) {}
            func check(_ value: Int) throws {}
            func sum(_ values: Int...) {}
        """
        XCTAssertEqual(fixed(body, style: "weak_self", members: members), body)
    }
}
