@testable import RxLintKit
import XCTest

/// Which Objective-C files are parsed at all: those naming something of ReactiveObjC.
final class ObjCPrefilterTests: XCTestCase {
    private func names(_ text: String) -> Bool {
        ObjCAnalyzer.mentionsReactiveObjC(SourceFile(path: "A.m", bytes: Array(text.utf8)))
    }

    func testReactiveObjCNamesArePassed() {
        XCTAssertTrue(names("RACSignal *s;"))
        XCTAssertTrue(names("RAC(self, title) = signal;"))
        XCTAssertTrue(names("x = RACObserve(self, name);"))
        XCTAssertTrue(names("#import \"UIButton+RACCommandSupport.h\""))
        XCTAssertTrue(names("[s subscribeNext:^(id x) {}];"))
        XCTAssertTrue(names("[self rac_signalForSelector:@selector(f)];"))
        XCTAssertTrue(names("MyRACSubject *s;"), "a lower-case prefix before RAC still names it")
    }

    /// `RAC` inside an upper-case word is not ReactiveObjC: RxCocoa's runtime (`#if
    /// TRACE_RESOURCES`) and a licence's `CONTRACT` were parsed for nothing.
    func testUpperCaseWordsHoldingRACAreNot() {
        XCTAssertFalse(names("#if TRACE_RESOURCES\n#endif\n"))
        XCTAssertFalse(names("// WHETHER IN CONTRACT, STRICT LIABILITY\nint BRACKET = 1;"))
        XCTAssertFalse(names(""))
        XCTAssertTrue(names("#if TRACE_RESOURCES\n#endif\nRACSignal *s;"), "a later RAC name still counts")
    }
}
