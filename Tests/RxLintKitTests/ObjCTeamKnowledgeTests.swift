import XCTest
@testable import RxLintKit

/// `.lintrc` `knowledge:` on Objective-C: each list that names something ReactiveObjC code
/// can spell changes what the front end reads (see `ObjCTeamKnowledge`), and the lists that
/// mean nothing there change nothing.
final class ObjCTeamKnowledgeTests: XCTestCase {
    private func findings(_ body: String, knowledge: KnowledgeExtension) throws -> [String] {
        guard case .loaded = LibClang.shared else {
            if case .unavailable(let reason) = LibClang.shared { XCTFail("libclang is needed for the Objective-C tests: \(reason)") }
            throw XCTSkip("unreachable after the failure above")
        }
        var config = Configuration(rootDirectory: "/virtual")
        config.knowledge = knowledge
        let file = SourceFile(path: "/virtual/Team.m", text: "#import <ReactiveObjC/ReactiveObjC.h>\n" + body)
        return LintRun.lint([file], configuration: config, jobs: 1).map { "\($0.line) \($0.rule) \($0.severity)" }
    }

    /// A category method that subscribes, used with a block holding self on a subject self owns.
    private static let categorySubscription = """
        @interface RACSignal (Team)
        - (RACDisposable *)subscribeSafely:(void (^)(id x))next;
        @end
        @interface V : NSObject
        @property (nonatomic, strong) RACSubject *updates;
        @property (nonatomic) int n;
        @end
        @implementation V
        - (void)bind {
            [self.updates subscribeSafely:^(id x) { self.n = 1; }];
        }
        @end
        """

    func testSubscriptionCallsNameTheTeamsSubscribingMessages() throws {
        XCTAssertEqual(try findings(Self.categorySubscription, knowledge: KnowledgeExtension()), [])
        var team = KnowledgeExtension()
        team.subscriptionCalls = ["subscribeSafely"]
        XCTAssertEqual(try findings(Self.categorySubscription, knowledge: team), ["11 strong_self_capture error"])
        // By the whole selector too.
        team.subscriptionCalls = ["subscribeSafely:"]
        XCTAssertEqual(try findings(Self.categorySubscription, knowledge: team), ["11 strong_self_capture error"])
        // RxSwift's own names are not selectors of ReactiveObjC's.
        XCTAssertTrue(ObjCTeamKnowledge(Knowledge.standard).isEmpty)
    }

    /// A subject self owns and this file never completes, subscribed with a strong self and
    /// once with its disposable dropped.
    private static let subjectCompletedElsewhere = """
        @interface V : NSObject
        @property (nonatomic, strong) RACSubject *loginFinished;
        @property (nonatomic) int n;
        @end
        @implementation V
        - (void)bind {
            [self.loginFinished subscribeNext:^(id x) { self.n = 1; }];
            [self.loginFinished subscribeNext:^(id x) { NSLog(@"done"); }];
        }
        @end
        """

    func testCompletingCallsNameSubjectsThatComplete() throws {
        XCTAssertEqual(try findings(Self.subjectCompletedElsewhere, knowledge: KnowledgeExtension()),
                       ["8 strong_self_capture error", "9 discarded_subscription error"])
        var team = KnowledgeExtension()
        team.completingCalls = ["loginFinished"]
        // Terminated: the capture lasts only until it completes, and a dropped subscription
        // ends with it.
        XCTAssertEqual(try findings(Self.subjectCompletedElsewhere, knowledge: team), ["8 strong_self_capture warning"])
    }

    func testTheListsWithNoObjectiveCMeaningChangeNothing() throws {
        var team = KnowledgeExtension()
        team.subscriptionOperators = ["<~>"]
        team.disposalMethods = ["disposedBy"]
        team.neverCompletingCalls = ["loginFinished"]
        team.disposeBagNames = ["loginFinished"]
        XCTAssertEqual(try findings(Self.subjectCompletedElsewhere, knowledge: team),
                       ["8 strong_self_capture error", "9 discarded_subscription error"])
    }
}
