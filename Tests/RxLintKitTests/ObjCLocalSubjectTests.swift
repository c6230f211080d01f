import XCTest
@testable import RxLintKit

/// Which subjects count as held by a method's locals only (`ObjCSiteExtractor.localSubject`),
/// and what the finding then says: the shapes the rule examples do not show.
final class ObjCLocalSubjectTests: XCTestCase {
    private func findings(_ body: String) -> [Finding] {
        let code = """
            #import <ReactiveObjC/ReactiveObjC.h>
            @interface Importer : NSObject
            @property (nonatomic, strong) RACSignal *progress;
            @end
            @implementation Importer
            - (void)run {
            \(body)
            }
            @end

            """
        let source = SourceFile(path: "/virtual/Importer.m", text: code)
        return LintRun.lint([source], configuration: Configuration(rootDirectory: "/"), jobs: 1).filter { $0.rule == "discarded_subscription" }
    }

    func testWhatTheMessageSays() {
        let plain = findings("    RACSubject *s = [RACSubject subject];\n    [s subscribeNext:^(id x) {}];\n    [s sendNext:@1];")
        XCTAssertEqual(plain.count, 1)
        XCTAssertTrue(plain.first?.message.contains("only this method's locals hold") == true, plain.first?.message ?? "")
        XCTAssertTrue(plain.first?.message.contains("freed when the method returns") == true, plain.first?.message ?? "")
        // A scheduled block keeps the subject until it has run: the message says so.
        let scheduled = findings("""
                RACSubject *s = [RACSubject subject];
                [[RACScheduler mainThreadScheduler] afterDelay:1 schedule:^{
                    [s subscribeNext:^(id x) {}];
                }];
            """)
        XCTAssertEqual(scheduled.count, 1)
        XCTAssertTrue(scheduled.first?.message.contains("the blocks it makes") == true, scheduled.first?.message ?? "")
        // A subject class's inherited class method makes no subject: `interval:onScheduler:` is a timer.
        let timer = findings("    [[RACReplaySubject interval:1 onScheduler:[RACScheduler mainThreadScheduler]] subscribeNext:^(id x) {}];")
        XCTAssertEqual(timer.count, 1)
        XCTAssertTrue(timer.first?.message.contains("the scheduler keeps the subscription") == true, timer.first?.message ?? "")
    }

    func testALocalThatMayBeKeptOrCompletedElsewhereIsNotJudged() {
        for body in [
            // Passed to another signal, which may complete it or keep it.
            "    RACSubject *s = [RACSubject subject];\n    [s subscribeNext:^(id x) {}];\n    [[RACSignal merge:@[s]] subscribeNext:^(id x) {}];",
            // An operator's signal of it stored by self keeps it.
            "    RACSubject *s = [RACSubject subject];\n    [s subscribeNext:^(id x) {}];\n    self.progress = [s map:^id(id x) { return x; }];",
            // Completed in a block.
            "    RACSubject *s = [RACSubject subject];\n    [s subscribeNext:^(id x) {}];\n    [[RACScheduler mainThreadScheduler] schedule:^{ [s sendCompleted]; }];",
            // Assigned again.
            "    RACSubject *s = [RACSubject subject];\n    [s subscribeNext:^(id x) {}];\n    s = nil;",
            // A connection whose source may complete.
            "    RACMulticastConnection *c = [self.progress publish];\n    [c.signal subscribeNext:^(id x) {}];\n    [c connect];",
        ] {
            XCTAssertEqual(findings(body).map(\.message), [], body)
        }
    }
}
