import XCTest
@testable import RxLintKit

/// The fate, chain and captures recorded for subscription sites.
final class SiteExtractionTests: XCTestCase {
    private func sites(_ source: String) -> [SubscriptionSite] {
        Analyzer.scan(SourceFile(path: "S.swift", text: source)).sites
    }

    private func fate(_ body: String) -> String {
        let source = "final class C {\n let bag = DisposeBag()\n var d: Disposable?\n func f() -> Disposable {\n\(body)\n }\n}\n"
        guard let site = sites(source).first else { return "no site" }
        switch site.fate {
        case .discarded(let k): return "discarded \(k.rawValue)"
        case .keptBy(let e): return e.isFresh ? "kept by fresh bag" : "kept by \(e.path.joined(separator: "."))\(e.local != nil ? " (local)" : "")"
        case .assigned(let a): return "assigned \(a.path.joined(separator: "."))\(a.disposedBefore ? " after dispose" : "")"
        case .local(let name, let use): return "local \(name) \(use.rawValue)"
        case .handedOver(let why): return "handed over: \(why)"
        }
    }

    func testFates() {
        let table: [(String, String)] = [
            ("_ = r.subscribe(onNext: { _ in })", "discarded underscore"),
            ("let _ = r.bind(to: x)", "discarded letUnderscore"),
            ("r.subscribe(onNext: { _ in })\nreturn Disposables.create()", "discarded unusedResult"),
            ("r.map { $0 }\n  .subscribe(onNext: { _ in })\n  .disposed(by: bag)\nreturn Disposables.create()", "kept by bag"),
            ("r.subscribe().disposed(by: self.rx.disposeBag)\nreturn Disposables.create()", "kept by self.rx.disposeBag"),
            ("r.subscribe().addDisposableTo(bag)\nreturn Disposables.create()", "kept by bag"),
            ("r.subscribe().disposed(by: DisposeBag())\nreturn Disposables.create()", "kept by fresh bag"),
            ("let local = DisposeBag()\nr.subscribe().disposed(by: local)\nreturn Disposables.create()", "kept by local (local)"),
            ("bag.insert(r.subscribe(onNext: { _ in }))\nreturn Disposables.create()", "kept by bag"),
            ("self.d = r.subscribe()\nreturn Disposables.create()", "assigned self.d"),
            ("d?.dispose()\nd = r.subscribe()\nreturn Disposables.create()", "assigned d after dispose"),
            ("guard self.d == nil else { return Disposables.create() }\nself.d = r.subscribe()\nreturn Disposables.create()", "assigned self.d after dispose"),
            ("let x = r.subscribe()\nreturn Disposables.create()", "local x unused"),
            ("let x = r.subscribe()\nx.dispose()\nreturn Disposables.create()", "local x disposed"),
            ("let x: Disposable = r.subscribe()\nreturn x", "local x escapes"),
            ("return r.subscribe()", "handed over: returned"),
            ("r.subscribe()", "handed over: returned"),
            ("return Disposables.create(r.subscribe(), r.subscribe())", "handed over: passed to create"),
            ("return try r.subscribe()", "handed over: returned"),
            ("r.drive(onNext: { _ in }).dispose()\nreturn Disposables.create()", "handed over: disposed at once"),
            ("r.subscribe()\n  .dispose()\nreturn Disposables.create()", "handed over: disposed at once"),
            ("r.subscribe().track(in: monitor)\nreturn Disposables.create()", "handed over: passed to track"),
        ]
        for (body, expected) in table {
            XCTAssertEqual(fate(body), expected, body)
        }
    }

    func testChainRootAndOperators() throws {
        let site = try XCTUnwrap(sites("""
            class C { func f() {
                _ = self.viewModel.items
                    .map { self.scale($0.count) }
                    .filter { $0 > 0 }
                    .take(1)
                    .subscribe(onNext: { self.show($0) })
            } }
            """).first)
        XCTAssertEqual(site.root.path, ["self", "viewModel", "items"])
        XCTAssertEqual(site.operators.map(\.name), ["map", "filter", "take"])
        XCTAssertEqual(site.operators.last?.count, 1)
        // Each strong capture names the closure it sits in; `filter`'s closure holds nothing.
        XCTAssertEqual(site.strongCaptures.map(\.role), ["map", "onNext"])

        let timer = try XCTUnwrap(sites("_ = Observable<Int>.timer(.seconds(1), period: .seconds(2), scheduler: s).subscribe()").first)
        XCTAssertEqual(timer.root.path, ["Observable", "timer"])
        XCTAssertTrue(timer.root.hasPeriod)
        XCTAssertTrue(timer.operators.isEmpty)

        let call = try XCTUnwrap(sites("_ = api.load(id: 1).map { $0 }.subscribe()").first)
        XCTAssertEqual(call.root.path, ["api", "load"])
        XCTAssertTrue(call.root.isCall)
        XCTAssertEqual(call.operators.map(\.name), ["map"])
        // Which root components are calls: the model peels a project operator off the root
        // and reads its receiver, a call or a property.
        let wrapped = try XCTUnwrap(sites("_ = Api.provider.requestAPI(.me).mapUser().subscribe()").first)
        XCTAssertEqual(wrapped.root.path, ["Api", "provider", "requestAPI", "mapUser"])
        XCTAssertEqual(wrapped.root.calls, 0b1100)
        XCTAssertEqual(sites("_ = self.viewModel.items.subscribe()").first?.root.calls, 0)
    }

    func testCreateClosureBehaviour() throws {
        func behaviour(_ body: String) throws -> CreateBehaviour? {
            try XCTUnwrap(sites("_ = Observable<Int>.create { o in\n\(body)\nreturn Disposables.create() }.subscribe()").first).root.create
        }
        XCTAssertEqual(try behaviour("o.onNext(1)\no.onCompleted()"), .completesSynchronously)
        XCTAssertEqual(try behaviour("o.onError(E())"), .completesSynchronously)
        XCTAssertEqual(try behaviour("api.get { r in o.onNext(r); o.onCompleted() }"), .completesLater)
        // On some paths only: whether it completes cannot be told.
        XCTAssertEqual(try behaviour("if x { o.onCompleted() }"), .undecided)
        XCTAssertEqual(try behaviour("o.onNext(1)"), .neverCompletes)
        // Every path: both branches, every case, the body and every catch.
        XCTAssertEqual(try behaviour("if x { o.onCompleted() } else if y { o.onError(E()) } else { o.on(.completed) }"), .completesSynchronously)
        XCTAssertEqual(try behaviour("if x { o.onCompleted() } else if y { o.onError(E()) }"), .undecided)
        XCTAssertEqual(try behaviour("switch r {\ncase .a: o.onNext(1); o.onCompleted()\ncase .b(let e): o.onError(e)\n}"), .completesSynchronously)
        XCTAssertEqual(try behaviour("switch r {\ncase .a: o.onCompleted()\ndefault: break\n}"), .undecided)
        XCTAssertEqual(try behaviour("do { try f(); o.onCompleted() } catch { o.onError(error) }"), .completesSynchronously)
        // A `throw` in the body goes to a catch: when every catch ends the sequence, so does it.
        XCTAssertEqual(try behaviour("do {\nguard let v = x else { throw E() }\ntry f(v)\no.onCompleted()\n} catch let error { o.onError(error) }"),
                       .completesSynchronously)
        XCTAssertEqual(try behaviour("do {\nif y { throw E() }\no.onCompleted()\n} catch { o.onError(error) }"), .completesSynchronously)
        // A catch that does not end it leaves the thrown path open.
        XCTAssertEqual(try behaviour("do {\nguard let v = x else { throw E() }\no.onNext(v)\no.onCompleted()\n} catch { print(error) }"),
                       .undecided)
        XCTAssertEqual(try behaviour("guard let v = x else { o.onError(E()); return Disposables.create() }\no.onNext(v)\no.onCompleted()"), .completesSynchronously)
        // The `else` path returns without ending the sequence.
        XCTAssertEqual(try behaviour("guard let v = x else { return Disposables.create() }\no.onCompleted()"), .undecided)
        // A return before any terminal event leaves that path open.
        XCTAssertEqual(try behaviour("if x { return Disposables.create() }\no.onCompleted()"), .undecided)
        // Handed to other code, which may end it or not.
        XCTAssertEqual(try behaviour("self.pending = o"), .undecided)
        XCTAssertEqual(try behaviour("service.register(o)"), .undecided)
        XCTAssertEqual(try behaviour("api.get { [o] r in o.onNext(r) }"), .neverCompletes)
    }

    // MARK: Captures

    private func captures(_ closure: String) -> [String] {
        let source = "final class C {\n let bag = DisposeBag()\n let r = PublishRelay<Int>()\n func f() {\n r.subscribe(onNext: \(closure)).disposed(by: bag)\n }\n func g(_ x: Int) {}\n}\n"
        return sites(source).first?.strongCaptures.map(\.reason.rawValue) ?? ["no site"]
    }

    func testCaptureReasons() {
        let table: [(String, [String])] = [
            ("{ x in self.g(x) }", ["explicitSelf"]),
            ("{ [weak self] x in self?.g(x) }", []),
            ("{ [unowned self] x in self.g(x) }", []),
            ("{ [self] x in g(x) }", ["captureList"]),
            ("{ x in print(x) }", []),
            ("{ x in DispatchQueue.main.async { self.g(x) } }", ["explicitSelf"]),
            ("{ x in DispatchQueue.main.async { [weak self] in self?.g(x) } }", ["nestedWeakCapture"]),
            ("{ [weak self] x in guard let self = self else { return }; self.g(x) }", []),
            ("{ [weak self] x in guard let self else { return }; _ = Observable.just(x).map { self.g($0) } }", ["recaptured"]),
            ("{ [weak self] x in guard let strongSelf = self else { return }; _ = Observable.just(x).map { strongSelf.g($0) } }", ["recaptured"]),
            ("{ [weak self] x in DispatchQueue.main.async { self?.g(x) } }", []),
            ("{ [vm = self.r] x in vm.accept(x) }", []),
            ("{ x in let t = Int.self; print(t) }", []),
        ]
        for (closure, expected) in table {
            XCTAssertEqual(captures(closure), expected, closure)
        }
    }

    func testMethodReferencesAreRecorded() throws {
        let site = try XCTUnwrap(sites("class C { func f() { r.subscribe(onNext: handle, onError: self.fail).disposed(by: bag) } }").first)
        XCTAssertEqual(site.functionReferences.map(\.name), ["handle", "fail"])
        XCTAssertEqual(site.functionReferences.map(\.viaSelf), [false, true])
    }
}
