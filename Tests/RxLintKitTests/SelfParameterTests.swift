import XCTest
@testable import RxLintKit

/// A closure parameter named `self` (`subscribe(with: self) { (self, value) in … }`) is the value
/// the call passes in, not the method's `self`; `` `self` `` rebindings are rebindings of self.
final class SelfParameterTests: XCTestCase {
    private func captures(_ body: String) -> [[CaptureReason]] {
        let source = """
            final class C {
                let bag = DisposeBag()
                let r = PublishRelay<Int>()
                func f() {
            \(body)
                }
                func show(_ x: Int) {}
            }
            """
        return Analyzer.scan(SourceFile(path: "C.swift", text: source)).sites.map { $0.strongCaptures.map(\.reason) }
    }

    func testParameterNamedSelfIsNotTheOuterSelf() {
        XCTAssertEqual(captures("r.subscribe(with: self, onNext: { (self, x) in self.show(x) }).disposed(by: bag)"), [[]])
        XCTAssertEqual(captures("r.subscribe(with: self, onNext: { `self`, x in self.show(x) }).disposed(by: bag)"), [[]])
        XCTAssertEqual(captures("r.flatMap(weak: self) { self, x in self.load(x) }.subscribe().disposed(by: bag)"), [[]])
        // The outer self, used beside a parameter with another name, still counts.
        XCTAssertEqual(captures("r.subscribe(with: self, onNext: { owner, x in self.show(x) }).disposed(by: bag)"), [[.explicitSelf]])
    }

    func testClosuresNestedInTheParameterClosureUseTheParameter() {
        let body = """
            r.subscribe(with: self, onNext: { (self, _) in
                self.r.map { $0 + 1 }.subscribe(onNext: { x in self.show(x) }).disposed(by: self.bag)
            }).disposed(by: bag)
            """
        XCTAssertEqual(captures(body), [[], []])
        // An explicit `[self]` list is still reported where it is written.
        let listed = "r.subscribe(with: self, onNext: { (self, _) in self.r.subscribe(onNext: { [self] x in show(x) }).disposed(by: self.bag) }).disposed(by: bag)"
        XCTAssertEqual(captures(listed), [[], [.captureList]])
    }

    func testBacktickedSelfRebindings() {
        for binding in ["guard let `self` = self else { return }", "guard let `self` else { return }"] {
            let body = """
                r.subscribe(onNext: { [weak self] _ in
                    \(binding)
                    self.r.subscribe(onNext: { x in self.show(x) }).disposed(by: self.bag)
                }).disposed(by: bag)
                """
            // The inner closure captures the strong local, and the outer site sees that nested capture.
            XCTAssertEqual(captures(body), [[.recaptured], [.recaptured]], binding)
        }
    }
}
